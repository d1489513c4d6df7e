/**
 * Round 12's own probe set for direct injections across languages and morphology
 * (scripts/filters/probe-r12-direct.json, written for the round): detection and false positives of
 * the whole detector on its tuning half (even positions) and its held-out half (odd positions,
 * never looked at while changing the detector).
 *
 *   npx tsx scripts/filters/probe-r12.ts [--half tune|held-out] [--verbose]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { judgeInjection } from "../../server/content-filters/prompt-injection-detector";

type Item = { lang: string; text: string };
const set = JSON.parse(readFileSync(join(process.cwd(), "scripts/filters/probe-r12-direct.json"), "utf8")) as { injections: Item[]; benign: Item[] };
const verbose = process.argv.includes("--verbose");
const halfArg = process.argv.indexOf("--half");
const only = halfArg >= 0 ? process.argv[halfArg + 1] : undefined;
for (const [name, parity] of [["tune", 0], ["held-out", 1]] as const) {
  if (only && only !== name) continue;
  const pick = (xs: Item[]) => xs.filter((_, i) => i % 2 === parity);
  const count = (xs: Item[], label: 0 | 1) =>
    xs.filter((x) => {
      const v = judgeInjection(x.text);
      if (verbose && v.hit !== (label === 1)) process.stdout.write(`  ${label ? "missed " : "false +"} ${v.score.toFixed(3)} [${x.lang}] ${x.text.slice(0, 110)}\n`);
      return v.hit;
    }).length;
  const inj = pick(set.injections);
  const ben = pick(set.benign);
  const tp = count(inj, 1);
  const fp = count(ben, 0);
  const langs = new Set([...inj, ...ben].map((x) => x.lang)).size;
  process.stdout.write(`probe r12 ${name}: detection ${((100 * tp) / inj.length).toFixed(1)}% (${tp}/${inj.length}), false positives ${((100 * fp) / ben.length).toFixed(1)}% (${fp}/${ben.length}), ${langs} languages\n`);
}
