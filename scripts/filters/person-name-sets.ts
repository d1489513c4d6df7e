/**
 * person-name on the fresh sets r4..r9 at once: detection / false positives per set, and with
 * --verbose the misses and the false positives (with the spans found).
 *
 *   npx tsx scripts/filters/person-name-sets.ts [--verbose] [--sets r4,r9]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { detectPersonNames } from "../../server/content-filters/person-name";

const verbose = process.argv.includes("--verbose");
const si = process.argv.indexOf("--sets");
const sets = si > 0 ? process.argv[si + 1].split(",") : ["r4", "r5", "r6", "r7", "r8", "r9"];
for (const name of sets) {
  const file = JSON.parse(readFileSync(join(process.cwd(), `scripts/filters/fresh-pii-${name}.json`), "utf8")) as {
    sets: Record<string, { positives: string[]; negatives: string[] }>;
  };
  const s = file.sets["person-name"];
  let tp = 0;
  let fp = 0;
  for (const t of s.positives) {
    if (detectPersonNames(t).length > 0) tp++;
    else if (verbose) process.stdout.write(`  ${name} missed  ${t.slice(0, 160).replace(/\n/g, "⏎")}\n`);
  }
  for (const t of s.negatives) {
    const r = detectPersonNames(t);
    if (r.length === 0) continue;
    fp++;
    if (verbose) process.stdout.write(`  ${name} false+  ${r.map(([a, b]) => `«${t.slice(a, b)}»`).join(" ")}  ${t.slice(0, 120).replace(/\n/g, "⏎")}\n`);
  }
  process.stdout.write(`${name}: ${((100 * tp) / s.positives.length).toFixed(1)} % (${tp}/${s.positives.length}) / ${((100 * fp) / s.negatives.length).toFixed(1)} % (${fp}/${s.negatives.length})\n`);
}
