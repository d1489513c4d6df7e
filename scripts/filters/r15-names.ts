/**
 * Round 15: the person-name builtin on the own probe of names without a cue (labelled/pii-r15-names.ts), its
 * development half and its held-out half apart. `--verbose` lists the development half's misses and false
 * positives only (the held-out half is reported as rates).
 *
 *   npx tsx scripts/filters/r15-names.ts [--verbose]
 */
import { BUILTINS } from "../../server/content-filters/builtins";
import { ownPiiRound15Names } from "../../server/content-filters/labelled/pii-r15-names";

const detect = BUILTINS["person-name"].detect;
const verbose = process.argv.includes("--verbose");
const all = ownPiiRound15Names("person-name");
for (const half of ["dev", "held"] as const) {
  const xs = all.filter((x) => x.source === `person-name:r15-${half}`);
  const pos = xs.filter((x) => x.label === 1);
  const neg = xs.filter((x) => x.label === 0);
  const tp = pos.filter((x) => detect(x.text).length > 0);
  const fp = neg.filter((x) => detect(x.text).length > 0);
  const langs = new Set(xs.map((x) => x.lang)).size;
  process.stdout.write(`${half.padEnd(5)} ${langs} languages  positives ${tp.length}/${pos.length} (${((100 * tp.length) / pos.length).toFixed(1)}%)  false positives ${fp.length}/${neg.length} (${((100 * fp.length) / neg.length).toFixed(1)}%)\n`);
  if (verbose && half === "dev") {
    for (const x of pos) if (!tp.includes(x)) process.stdout.write(`  missed  [${x.lang}] ${x.text.replace(/\n/g, "⏎")}\n`);
    for (const x of fp) process.stdout.write(`  false + [${x.lang}] ${x.text.replace(/\n/g, "⏎")}  → ${detect(x.text).map(([a, b]) => x.text.slice(a, b)).join(" | ")}\n`);
  }
}
