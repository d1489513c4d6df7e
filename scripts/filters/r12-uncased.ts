/**
 * Round 12: the person-name builtin on the own uncased-script family (labelled/pii-r12-names-uncased.ts),
 * its tuning half and its held-out half apart. `--verbose` lists the tuning half's misses and false
 * positives only (the held-out half is reported as rates).
 *
 *   npx tsx scripts/filters/r12-uncased.ts [--verbose]
 */
import { BUILTINS } from "../../server/content-filters/builtins";
import { round12Halves } from "../../server/content-filters/labelled/pii-r12-names-uncased";

const detect = BUILTINS["person-name"].detect;
const verbose = process.argv.includes("--verbose");
const { tune, held } = round12Halves();
for (const [name, xs] of [["tune", tune], ["held-out", held]] as const) {
  const pos = xs.filter((x) => x.label === 1);
  const neg = xs.filter((x) => x.label === 0);
  const tp = pos.filter((x) => detect(x.text).length > 0);
  const fp = neg.filter((x) => detect(x.text).length > 0);
  const langs = new Set(xs.map((x) => x.lang)).size;
  process.stdout.write(`${name.padEnd(9)} ${langs} languages  positives ${tp.length}/${pos.length} (${((100 * tp.length) / pos.length).toFixed(1)}%)  false positives ${fp.length}/${neg.length} (${((100 * fp.length) / neg.length).toFixed(1)}%)\n`);
  if (verbose && name === "tune") {
    for (const x of pos) if (!tp.includes(x)) process.stdout.write(`  missed  [${x.lang}] ${x.text}\n`);
    for (const x of fp) process.stdout.write(`  false + [${x.lang}] ${x.text}  → ${detect(x.text).map(([a, b]) => x.text.slice(a, b)).join(" | ")}\n`);
  }
}
