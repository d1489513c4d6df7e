/**
 * Train the prompt-injection detector (server/content-filters/injection-model.ts) and write its
 * int8 weights to server/content-filters/injection-model.weights.ts.
 *
 *   npx tsx scripts/filters/prepare-injection-data.ts   # once: the public data
 *   npx tsx scripts/filters/train-injection.ts
 *
 * Logistic regression on hashed features, AdaGrad, class-balanced, with indirect injections
 * synthesised from the training side only (a training injection inside a training document).
 * The threshold is chosen on the validation side (false positives ≤ 1.5 % of all benign texts
 * and ≤ 5 % of the own hard negatives, unless validation recall would fall under 95 %); the held-out side is
 * only scored at the end, for the record (npm run eval:filters prints the same figures).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { DIM, featurize, featurizeSentences, MIN_WINDOW_FEATURES, scoreText, type InjectionModel } from "../../server/content-filters/injection-model";
import { mulberry32, pick, type Labelled } from "../../server/content-filters/labelled/rng";
import { loadInjectionData, sideOf } from "./injection-data";

const EPOCHS = Number(process.env.EPOCHS ?? 12);
const L2 = Number(process.env.L2 ?? 1e-6);
const LR = Number(process.env.LR ?? 0.15);
const TARGET_FPR = Number(process.env.TARGET_FPR ?? 0.015);
const HARD_TARGET_FPR = Number(process.env.HARD_TARGET_FPR ?? 0.05);
const RECALL_FLOOR = Number(process.env.RECALL_FLOOR ?? 0.95);

const { all } = loadInjectionData({ requirePublic: true });
const train = all.filter((x) => sideOf(x) === "train");
const validation = all.filter((x) => sideOf(x) === "validation");
const heldOut = all.filter((x) => sideOf(x) === "held-out");

// indirect injections from training material only
const rng = mulberry32(7);
const docs = train.filter((x) => x.label === 0 && x.text.length > 200 && /bipia:(email|table)|xquad:context|own:document/.test(x.source));
const shortInjections = train.filter((x) => x.label === 1 && x.text.length < 300);
const synth: Labelled[] = [];
// each document carries at most one injection (a document seen many times only as a carrier would
// itself start to look like an injection)
const carriers = [...docs].sort(() => rng() - 0.5).slice(0, 1500);
for (let k = 0; k < carriers.length && shortInjections.length; k++) {
  // what the scorer's window sees: the injection with a sentence or so of its document around it
  // (a whole document as a positive would teach the model that long documents are suspicious)
  const d = carriers[k].text;
  const at = Math.floor(rng() * Math.max(1, d.length - 400));
  const before = d.slice(at, at + Math.floor(rng() * 200));
  const after = d.slice(at + 200, at + 200 + Math.floor(rng() * 200));
  const inj = pick(rng, shortInjections).text;
  synth.push({ text: `${before}${rng() < 0.5 ? "\n" : " "}${inj}${rng() < 0.5 ? "\n" : " "}${after}`, label: 1, source: "synth:indirect", group: `synth:${k}` });
}
// hard negatives (benign text with the words of injections) count more: they are what a
// detector gets wrong in practice, and the public benign data has few of them
const HARD_WEIGHT = Number(process.env.HARD_WEIGHT ?? 10);
// benign public prompts with the vocabulary of injections are hard negatives too
const TRIGGER = /\b(?:ignore|disregard|forget|override|bypass|instructions?|system prompt|developer|pretend|act as|role-?play|jailbreak|previous|above|reveal|hidden|mode|rules|restrictions?|unfiltered|uncensored)\b/i;
const weightOf = (x: Labelled) => (x.label === 0 && (x.source.startsWith("own:hard-negative") || TRIGGER.test(x.text)) ? HARD_WEIGHT : 1);
const examples = [...train, ...synth].map((x) => ({ x: featurize(x.text.slice(0, 6000)), y: x.label, m: weightOf(x) }));
// windows of benign multi-sentence texts: what the scorer's max over windows sees
let windows = 0;
for (const x of train) {
  if (x.label !== 0) continue;
  const sents = featurizeSentences(x.text.slice(0, 6000));
  if (sents.length < 2) continue;
  for (let a = 0; a < sents.length && a < 12; a++) {
    const len = 1 + Math.floor(rng() * 3);
    const parts = sents.slice(a, a + len);
    const n = parts.reduce((m, p) => m + p.length, 0);
    if (n < MIN_WINDOW_FEATURES) continue;
    const merged = new Uint32Array(n);
    let o = 0;
    for (const p of parts) {
      merged.set(p, o);
      o += p.length;
    }
    examples.push({ x: merged, y: 0, m: 1 });
    windows++;
  }
}
process.stdout.write(`+${windows} benign windows\n`);
const pos = examples.filter((e) => e.y === 1).length;
const neg = examples.length - pos;
// POS_WEIGHT > 1 leans towards recall (the hard negatives' weight pulls the other way)
const POS_WEIGHT = Number(process.env.POS_WEIGHT ?? 1);
const cw = { 1: (POS_WEIGHT * examples.length) / (2 * pos), 0: examples.length / (2 * neg) };
process.stdout.write(`train ${examples.length} (${pos} injections incl. ${synth.length} synthesised indirect, ${neg} benign), validation ${validation.length}, held-out ${heldOut.length}\n`);

const w = new Float32Array(DIM);
const g2 = new Float32Array(DIM).fill(1e-6);
let b = 0;
let gb = 1e-6;
const order = examples.map((_, i) => i);
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  let loss = 0;
  for (const oi of order) {
    const { x, y, m } = examples[oi];
    if (x.length === 0) continue;
    const norm = 1 / Math.sqrt(x.length);
    let z = b;
    for (const ix of x) z += w[ix] * norm;
    const p = 1 / (1 + Math.exp(-z));
    const weight = cw[y as 0 | 1] * m;
    loss += -weight * (y ? Math.log(p + 1e-12) : Math.log(1 - p + 1e-12));
    const gz = (p - y) * weight;
    for (const ix of x) {
      const g = gz * norm + L2 * w[ix];
      g2[ix] += g * g;
      w[ix] -= (LR * g) / Math.sqrt(g2[ix]);
    }
    gb += gz * gz;
    b -= (LR * gz) / Math.sqrt(gb);
  }
  process.stdout.write(`epoch ${epoch + 1}: loss ${(loss / order.length).toFixed(4)}\n`);
}

// int8 quantisation (clip the rare extreme weights at the 99.99th percentile of |w|)
const mags = Array.from(w, Math.abs).filter((v) => v > 0).sort((p, q) => p - q);
const clip = mags[Math.floor(mags.length * 0.9999)] ?? 1;
const scale = clip / 127;
const q = new Int8Array(DIM);
for (let i = 0; i < DIM; i++) q[i] = Math.max(-127, Math.min(127, Math.round(w[i] / scale)));
const model: InjectionModel = { q, scale, bias: b, threshold: 0.5 };

// threshold on validation: the lowest that keeps false positives at TARGET_FPR
const vs = validation.map((x) => ({ y: x.label, s: scoreText(model, x.text).score }));
const benignScores = vs.filter((v) => v.y === 0).map((v) => v.s).sort((p, q2) => q2 - p);
const k = Math.floor(benignScores.length * TARGET_FPR);
// and at most HARD_TARGET_FPR of the validation side's own hard negatives (benign near misses:
// the public benign data is mostly easy, so a target over all benign texts alone lets the near
// misses through)
const isHard = (x: Labelled) => x.label === 0 && x.source.startsWith("own:hard-negative");
const hardScores = validation.filter(isHard).map((x) => scoreText(model, x.text).score).sort((p, q2) => q2 - p);
const kh = Math.floor(hardScores.length * HARD_TARGET_FPR);
let threshold = Math.min(0.99, Math.max(0.5, (benignScores[k] ?? 0.5) + 1e-6, (hardScores[kh] ?? 0.5) + 1e-6));
// ... unless that costs more than the recall floor on validation: then the highest threshold that
// keeps validation recall at RECALL_FLOOR (the bar is recall first, then false positives)
const posScores = vs.filter((v) => v.y === 1).map((v) => v.s).sort((p, q2) => q2 - p);
const need = Math.ceil(posScores.length * RECALL_FLOOR);
if (posScores.length && posScores.filter((v) => v >= threshold).length < need) threshold = Math.max(0.5, posScores[need - 1]);
model.threshold = threshold;
const rate = (xs: Labelled[]) => {
  const p = xs.filter((x) => x.label === 1);
  const n = xs.filter((x) => x.label === 0);
  const tp = p.filter((x) => scoreText(model, x.text).score >= threshold).length;
  const fp = n.filter((x) => scoreText(model, x.text).score >= threshold).length;
  return `recall ${((100 * tp) / Math.max(1, p.length)).toFixed(1)}% (${tp}/${p.length}), FPR ${((100 * fp) / Math.max(1, n.length)).toFixed(2)}% (${fp}/${n.length})`;
};
process.stdout.write(`threshold ${threshold.toFixed(4)}\nvalidation: ${rate(validation)}\nvalidation own hard negatives: ${rate(validation.filter(isHard))}\n`);
if (!process.env.NO_HELD_OUT) process.stdout.write(`held-out:   ${rate(heldOut)}\n`);

const b64 = Buffer.from(q.buffer).toString("base64");
const file = join(process.cwd(), "server/content-filters/injection-model.weights.ts");
writeFileSync(
  file,
  `// Generated by scripts/filters/train-injection.ts — do not edit. ${DIM} int8 weights (hashed features), see docs/filters-data-card.md.\n` +
    `export const INJECTION_MODEL = { scale: ${scale}, bias: ${b}, threshold: ${threshold}, weights: "${b64}" } as const;\n`,
);
process.stdout.write(`wrote ${file} (${(b64.length / 1024).toFixed(0)} KB)\n`);

// The project's earlier hand-written set (server/content-filters/prompt-injection.data.ts) was
// never trained on: printed as a second, independent check.
const legacy = await import("../../server/content-filters/prompt-injection.data");
const asL = (xs: readonly string[], label: 0 | 1): Labelled[] => xs.map((text) => ({ text, label, source: "legacy", group: text }));
process.stdout.write(`legacy set: ${rate([...asL(legacy.INJECTIONS, 1), ...asL(legacy.HELD_OUT_INJECTIONS, 1), ...asL(legacy.BENIGN, 0), ...asL(legacy.HELD_OUT_BENIGN, 0)])}\n`);
