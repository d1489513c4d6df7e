/**
 * Round 16: the person-name builtin on the own probe of what strangers write (labelled/pii-r16-names.ts), its
 * development half and its held-out half apart, with misses and false positives by class. `--verbose` lists the
 * development half's misses and false positives only (the held-out half is reported as rates).
 *
 *   npx tsx scripts/filters/r16-names.ts [--verbose]
 */
import { BUILTINS } from "../../server/content-filters/builtins";
import { ownPiiRound16Names } from "../../server/content-filters/labelled/pii-r16-names";

const detect = BUILTINS["person-name"].detect;
const verbose = process.argv.includes("--verbose");
const all = ownPiiRound16Names("person-name");
for (const half of ["dev", "held"] as const) {
  const xs = all.filter((x) => x.source === `person-name:r16-${half}`);
  const pos = xs.filter((x) => x.label === 1);
  const neg = xs.filter((x) => x.label === 0);
  const tp = pos.filter((x) => detect(x.text).length > 0);
  const fp = neg.filter((x) => detect(x.text).length > 0);
  const langs = new Set(xs.map((x) => x.lang)).size;
  process.stdout.write(`${half.padEnd(5)} ${langs} languages  positives ${tp.length}/${pos.length} (${((100 * tp.length) / pos.length).toFixed(1)}%)  false positives ${fp.length}/${neg.length} (${((100 * fp.length) / neg.length).toFixed(1)}%)\n`);
  const classes = [...new Set(xs.map((x) => x.cls))];
  process.stdout.write(`      by class (missed/positives, false +/negatives): ${classes.map((c) => `${c} ${pos.filter((x) => x.cls === c && !tp.includes(x)).length}/${pos.filter((x) => x.cls === c).length}, ${fp.filter((x) => x.cls === c).length}/${neg.filter((x) => x.cls === c).length}`).join("; ")}\n`);
  if (verbose && half === "dev") {
    for (const x of pos) if (!tp.includes(x)) process.stdout.write(`  missed  [${x.cls} ${x.lang}] ${x.text.replace(/\n/g, "⏎")}\n`);
    for (const x of fp) process.stdout.write(`  false + [${x.cls} ${x.lang}] ${x.text.replace(/\n/g, "⏎")}  → ${detect(x.text).map(([a, b]) => x.text.slice(a, b)).join(" | ")}\n`);
  }
}
