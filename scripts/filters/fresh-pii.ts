/**
 * A check of the PII filters on text written without seeing them (scripts/filters/fresh-pii-rN.json,
 * written by someone who never read the detectors, their lexicons or their labelled sets; never
 * tuned against). Prints detection and false-positive rate per filter.
 *
 *   npx tsx scripts/filters/fresh-pii.ts [--set r4] [--verbose]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILTINS, type BuiltinSlug } from "../../server/content-filters/builtins";

const i = process.argv.indexOf("--set");
const name = i > 0 ? process.argv[i + 1] : "r4";
if (!/^r\d+$/.test(name ?? "")) throw new Error(`--set takes a round like r4, not ${name}`);
const verbose = process.argv.includes("--verbose");
const file = JSON.parse(readFileSync(join(process.cwd(), `scripts/filters/fresh-pii-${name}.json`), "utf8")) as {
  sets: Record<string, { positives: string[]; negatives: string[] }>;
};
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1).padStart(5)}%`;
process.stdout.write(`fresh PII check (${name})\nfilter          pos  detection   neg    FPR\n`);
for (const [slug, s] of Object.entries(file.sets)) {
  if (!(slug in BUILTINS)) throw new Error(`unknown filter ${slug}`);
  const detect = BUILTINS[slug as BuiltinSlug].detect;
  let tp = 0;
  let fp = 0;
  for (const t of s.positives) {
    if (detect(t).length > 0) tp++;
    else if (verbose) process.stdout.write(`  missed  [${slug}] ${t.slice(0, 140)}\n`);
  }
  for (const t of s.negatives) {
    if (detect(t).length === 0) continue;
    fp++;
    if (verbose) process.stdout.write(`  false + [${slug}] ${t.slice(0, 140)}\n`);
  }
  process.stdout.write(`${slug.padEnd(14)} ${String(s.positives.length).padStart(4)} ${pct(tp, s.positives.length).padStart(10)} ${String(s.negatives.length).padStart(5)} ${pct(fp, s.negatives.length)}\n`);
}
