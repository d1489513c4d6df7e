/**
 * Train the prompt-injection detector (server/content-filters/injection-model.ts) and write its
 * int8 weights to server/content-filters/injection-model.bin (its constants to injection-model.weights.ts).
 *
 *   npx tsx scripts/filters/prepare-injection-data.ts   # once: the public data
 *   npx tsx scripts/filters/train-injection.ts
 *
 * Logistic regression on hashed features, AdaGrad, class-balanced, with indirect injections
 * synthesised from the training side only (a training injection inside a training document);
 * the training itself is in injection-train-lib.ts (settings: its DEFAULT_OPTIONS, compared by
 * cv-injection.ts). The threshold is chosen on the validation side with the whole detector's
 * decision (the model's score, and the pattern set's assist): false positives ≤ 1.5 % of all
 * benign texts and ≤ 5 % of the own hard negatives, unless the validation side's own injections
 * would be found under 92 %; the held-out side is only scored at the end, for the record (npm run eval:filters prints
 * the same figures; NO_HELD_OUT=1 leaves it out).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { DIM } from "../../server/content-filters/injection-model";
import type { Labelled } from "../../server/content-filters/labelled/rng";
import { loadInjectionData, sideOf } from "./injection-data";
import { DEFAULT_OPTIONS, detectorScore, isOwnHard, trainInjectionModel } from "./injection-train-lib";

const TARGET_FPR = Number(process.env.TARGET_FPR ?? 0.015);
const HARD_TARGET_FPR = Number(process.env.HARD_TARGET_FPR ?? 0.05);
// 0.92 since round 5: its foreign-language families put injections on the validation side that no
// threshold above 0.5 finds at 95 % (docs/filters-data-card.md, "Round 5 (injection)")
const RECALL_FLOOR = Number(process.env.RECALL_FLOOR ?? 0.92);

const { all } = loadInjectionData({ requirePublic: true });
const train = all.filter((x) => sideOf(x) === "train");
const validation = all.filter((x) => sideOf(x) === "validation");
const heldOut = all.filter((x) => sideOf(x) === "held-out");
process.stdout.write(`train ${train.length} texts, validation ${validation.length}, held-out ${heldOut.length}\n`);
const model = trainInjectionModel(train, { ...DEFAULT_OPTIONS, log: (line) => process.stdout.write(`${line}\n`) });

// threshold on validation, judged on the detector's score (detectorScore: hit iff ≥ threshold)
const vs = validation.map((x) => ({ x, s: detectorScore(model, x.text) }));
const desc = (xs: number[]) => xs.sort((p, q) => q - p);
const benignScores = desc(vs.filter((v) => v.x.label === 0).map((v) => v.s));
const k = Math.floor(benignScores.length * TARGET_FPR);
// and at most HARD_TARGET_FPR of the validation side's own hard negatives (benign near misses:
// the public benign data is mostly easy, so a target over all benign texts alone lets the near
// misses through)
const hardScores = desc(vs.filter((v) => isOwnHard(v.x)).map((v) => v.s));
const kh = Math.floor(hardScores.length * HARD_TARGET_FPR);
let threshold = Math.min(0.99, Math.max(0.5, (benignScores[k] ?? 0.5) + 1e-6, (hardScores[kh] ?? 0.5) + 1e-6));
// ... unless that costs more than the recall floor on validation: then the highest threshold that
// keeps validation recall at RECALL_FLOOR (the bar is recall first, then false positives)
// The floor is measured on the validation side's own injections: the public positives carry noisy
// labels (deepset's "translate to polish" is labelled an injection) that no threshold finds, so a
// floor over them pulls the threshold down into the near misses (RECALL_ON=all: every positive).
const posScores = desc(vs.filter((v) => v.x.label === 1 && (process.env.RECALL_ON === "all" || v.x.source.startsWith("own:"))).map((v) => v.s));
const need = Math.ceil(posScores.length * RECALL_FLOOR);
if (posScores.length && posScores.filter((v) => v >= threshold).length < need) threshold = Math.min(0.99, Math.max(0.5, posScores[need - 1]));
model.threshold = threshold;
const rate = (xs: Labelled[]) => {
  const hit = (x: Labelled) => detectorScore(model, x.text) >= threshold;
  const p = xs.filter((x) => x.label === 1);
  const n = xs.filter((x) => x.label === 0);
  const tp = p.filter(hit).length;
  const fp = n.filter(hit).length;
  return `recall ${((100 * tp) / Math.max(1, p.length)).toFixed(1)}% (${tp}/${p.length}), FPR ${((100 * fp) / Math.max(1, n.length)).toFixed(2)}% (${fp}/${n.length})`;
};
process.stdout.write(`threshold ${threshold.toFixed(4)}\nvalidation: ${rate(validation)}\nvalidation own hard negatives: ${rate(validation.filter(isOwnHard))}\n`);
if (!process.env.NO_HELD_OUT) process.stdout.write(`held-out:   ${rate(heldOut)}\n`);

if (model.q.length !== DIM) throw new Error("unexpected weight count");
const file = join(process.cwd(), "server/content-filters/injection-model.weights.ts");
const bin = join(process.cwd(), "server/content-filters/injection-model.bin");
writeFileSync(bin, new Uint8Array(model.q.buffer, model.q.byteOffset, model.q.byteLength));
writeFileSync(
  file,
  `// Generated by scripts/filters/train-injection.ts — do not edit. ${DIM} int8 weights (hashed features) in injection-model.bin, see docs/filters-data-card.md.\n` +
    `export const INJECTION_MODEL = { scale: ${model.scale}, bias: ${model.bias}, threshold: ${threshold}, file: "injection-model.bin" } as const;\n`,
);
process.stdout.write(`wrote ${file} and ${bin} (${(model.q.byteLength / 1024).toFixed(0)} KB)\n`);

// The project's earlier hand-written set (server/content-filters/prompt-injection.data.ts) was
// never trained on: printed as a second, independent check.
const legacy = await import("../../server/content-filters/prompt-injection.data");
const asL = (xs: readonly string[], label: 0 | 1): Labelled[] => xs.map((text) => ({ text, label, source: "legacy", group: text }));
process.stdout.write(`legacy set: ${rate([...asL(legacy.INJECTIONS, 1), ...asL(legacy.HELD_OUT_INJECTIONS, 1), ...asL(legacy.BENIGN, 0), ...asL(legacy.HELD_OUT_BENIGN, 0)])}\n`);
