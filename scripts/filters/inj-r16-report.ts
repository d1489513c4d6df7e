/**
 * Round 16 (injection false positives): the injection rows of eval:filters alone (whole, public,
 * own) on a side, the own negatives that fire by source family, and with --explain the features
 * that dominate a firing text's score (its best window).
 *
 *   npx tsx scripts/filters/inj-r16-report.ts [--side=validation|held-out|train] [--explain] [--list]
 */
import { judgeInjection, MODEL } from "../../server/content-filters/prompt-injection-detector";
import { featurize } from "../../server/content-filters/injection-model";
import type { Labelled } from "../../server/content-filters/labelled/rng";
import { loadInjectionData, sideOf, type Side } from "./injection-data";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split("=")[1];
const side = (arg("side") ?? "held-out") as Side;
const { all } = loadInjectionData({ requirePublic: true });
const xs = all.filter((x) => sideOf(x) === side);
const row = (name: string, ys: Labelled[]) => {
  const p = ys.filter((x) => x.label === 1);
  const n = ys.filter((x) => x.label === 0);
  const tp = p.filter((x) => judgeInjection(x.text).hit).length;
  const fp = n.filter((x) => judgeInjection(x.text).hit).length;
  process.stdout.write(`${name.padEnd(10)} n ${ys.length} recall ${((100 * tp) / p.length).toFixed(2)}% (${tp}/${p.length}) FPR ${((100 * fp) / n.length).toFixed(2)}% (${fp}/${n.length})\n`);
};
process.stdout.write(`side ${side}, threshold ${MODEL.threshold.toFixed(4)}\n`);
row("whole", xs);
row("public", xs.filter((x) => !x.source.startsWith("own:")));
row("own", xs.filter((x) => x.source.startsWith("own:")));
const fam = (s: string) => s.replace(/[-:]?\d+$/, "");
const ownNeg = xs.filter((x) => x.source.startsWith("own:") && x.label === 0);
const bySrc = new Map<string, [number, number]>();
for (const x of ownNeg) {
  const k = fam(x.source);
  const v = bySrc.get(k) ?? [0, 0];
  v[0]++;
  if (judgeInjection(x.text).hit) v[1]++;
  bySrc.set(k, v);
}
process.stdout.write("own negatives by source (n, fired):\n");
for (const [k, v] of [...bySrc].sort((a, b) => b[1][1] - a[1][1] || b[1][0] - a[1][0])) if (v[1] || process.argv.includes("--all")) process.stdout.write(`  ${k}: ${v[0]} ${v[1]}\n`);
if (process.argv.includes("--list") || process.argv.includes("--explain")) {
  for (const x of ownNeg) {
    const v = judgeInjection(x.text);
    if (!v.hit) continue;
    process.stdout.write(`\nFP ${v.score.toFixed(3)} [${x.source}] ${x.text.slice(0, 300).replace(/\n/g, " / ")}\n`);
    if (process.argv.includes("--explain")) {
      const part = v.range ? x.text.slice(v.range[0], v.range[1]) : x.text;
      const f = featurize(part);
      const ws = Array.from(f, (ix) => ({ ix, w: MODEL.q[ix] * MODEL.scale })).sort((a, b) => b.w - a.w);
      process.stdout.write(`  window "${part.slice(0, 200).replace(/\n/g, " / ")}" n=${f.length} sum=${ws.reduce((s, a) => s + a.w, 0).toFixed(2)} top: ${ws.slice(0, 10).map((a) => `${a.ix}:${a.w.toFixed(2)}`).join(" ")}\n`);
    }
  }
}
