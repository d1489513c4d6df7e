/**
 * Compare training settings of the prompt-injection detector by grouped k-fold cross-validation
 * on the training and validation sides (the held-out side is never read). Each fold's model is
 * trained on the other folds; its threshold is the detector score that finds 95 % of the fold's
 * injections, and the false positives at that threshold are counted per kind of benign text.
 * Settings come from the environment, as in train-injection.ts (HARD_WEIGHT, EPOCHS, …).
 *
 *   npx tsx scripts/filters/cv-injection.ts [--folds=5]
 */
import { fnv1a, type Labelled } from "../../server/content-filters/labelled/rng";
import { loadInjectionData, sideOf } from "./injection-data";
import { DEFAULT_OPTIONS, detectorScore, trainInjectionModel } from "./injection-train-lib";

const K = Number(process.argv.find((a) => a.startsWith("--folds="))?.split("=")[1] ?? 5);
const RECALL = 0.95;
const VERBOSE = process.argv.includes("--verbose");
const { all } = loadInjectionData({ requirePublic: true });
const dev = all.filter((x) => sideOf(x) !== "held-out");
const foldOf = (x: Labelled) => fnv1a(`cv:${x.group}`) % K;

const kinds: Array<[string, (x: Labelled) => boolean]> = [
  ["benign: all", () => true],
  ["benign: public", (x) => !x.source.startsWith("own:")],
  ["benign: own", (x) => x.source.startsWith("own:")],
  ["benign: own hard r1-2", (x) => /^own:hard-negative(?!-r\d)/.test(x.source)],
  ["benign: own hard r3", (x) => x.source === "own:hard-negative-r3"],
  ["benign: own hard r5", (x) => x.source === "own:hard-negative-r5"],
  ["benign: own hard r6", (x) => x.source === "own:hard-negative-r6"],
  ["benign: own hard r7", (x) => x.source === "own:hard-negative-r7"],
  ["benign: own hard r8", (x) => x.source === "own:hard-negative-r8"],
];
const fp = new Map<string, [number, number]>(kinds.map(([k]) => [k, [0, 0]]));
let pubTp = 0;
let pubN = 0;
let ownTp = 0;
let ownN = 0;
const at15: number[] = [];
// texts with a run of a script written without spaces (round 10): Chinese / Japanese, Thai
const scriptOf = (t: string): string | null => (/[\u3040-\u30ff\u3400-\u9fff]/.test(t) ? "zh/ja" : /[\u0e00-\u0e7f]/.test(t) ? "th" : null);
const byScript: Record<string, [number, number, number, number]> = {};
const byKind: Record<string, [number, number]> = {};
for (let f = 0; f < K; f++) {
  const model = trainInjectionModel(dev.filter((x) => foldOf(x) !== f));
  const test = dev.filter((x) => foldOf(x) === f).map((x) => ({ x, s: detectorScore(model, x.text, Number(process.env.ASSIST ?? 0.6)) }));
  const posS = test.filter((t) => t.x.label === 1).map((t) => t.s).sort((a, b) => b - a);
  const thr = posS[Math.ceil(posS.length * RECALL) - 1];
  for (const t of test) {
    const sc = scriptOf(t.x.text);
    if (sc) {
      const r = (byScript[sc] ??= [0, 0, 0, 0]);
      if (t.x.label === 1) (r[1]++, t.s >= thr && r[0]++);
      else (r[3]++, t.s >= thr && r[2]++);
    }
    if (t.x.label === 1) {
      const pub = !t.x.source.startsWith("own:");
      if (pub) (pubN++, t.s >= thr && pubTp++);
      else (ownN++, t.s >= thr && ownTp++);
      const kind = pub ? "public" : /own:(indirect|multilingual|obfuscated|r5)/.exec(t.x.source)?.[1] ?? "own other";
      const r = (byKind[kind] ??= [0, 0]);
      r[1]++;
      if (t.s >= thr) r[0]++;
      continue;
    }
    for (const [k, p] of kinds) {
      if (!p(t.x)) continue;
      const c = fp.get(k)!;
      c[1]++;
      if (t.s >= thr) c[0]++;
    }
    if (VERBOSE && t.s >= thr && t.x.source.startsWith("own:")) process.stdout.write(`  false + ${(t.s / thr).toFixed(2)} ${t.x.source} ${t.x.text.slice(0, 160).replace(/\n/g, " | ")}\n`);
  }
  // recall where 1.5 % of the fold's benign texts are flagged
  const negS = test.filter((t) => t.x.label === 0).map((t) => t.s).sort((a, b) => b - a);
  const t15 = negS[Math.floor(negS.length * 0.015)];
  at15.push(posS.filter((s) => s > t15).length / posS.length);
  process.stderr.write(`fold ${f + 1}/${K}\n`);
}
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(2)}% (${a}/${b})`;
process.stdout.write(`settings ${JSON.stringify({ ...DEFAULT_OPTIONS, log: undefined })}\nat ${RECALL * 100}% recall per fold: public recall ${pct(pubTp, pubN)}, own recall ${pct(ownTp, ownN)}\n`);
process.stdout.write(`  recall by kind: ${Object.entries(byKind).map(([k, [a, b]]) => `${k} ${((100 * a) / b).toFixed(1)}%`).join(", ")}\n`);
process.stdout.write(`  no-space scripts: ${Object.entries(byScript).map(([k, [a, b, c, d]]) => `${k} recall ${pct(a, b)}, FPR ${pct(c, d)}`).join("; ")}\n`);
for (const [k] of kinds) process.stdout.write(`  FPR ${k.padEnd(24)} ${pct(...fp.get(k)!)}\n`);
process.stdout.write(`recall at 1.5% FPR per fold: ${at15.map((r) => (100 * r).toFixed(1)).join(" ")} (mean ${((100 * at15.reduce((a, b) => a + b, 0)) / K).toFixed(2)})\n`);
