/**
 * Training of the prompt-injection detector as functions (train-injection.ts writes the shipped
 * weights with them; cv-injection.ts compares settings by cross-validation on the training
 * side). Deterministic: the same examples and options give the same weights.
 */
import { DIM, featurize, featurizeSentences, MIN_WINDOW_FEATURES, scoreText, type InjectionModel } from "../../server/content-filters/injection-model";
import { patternAssist, REGEX_ASSIST } from "../../server/content-filters/prompt-injection-detector";
import R5 from "../../server/content-filters/labelled/injection-phrases-r5.json";
import R16 from "../../server/content-filters/labelled/injection-phrases-r16.json";
import { mulberry32, pick, type Labelled } from "../../server/content-filters/labelled/rng";

export interface TrainOptions {
  epochs: number;
  l2: number;
  lr: number;
  /** weight of a hard negative (an own near miss, or a benign text with the words of injections) */
  hardWeight: number;
  /** weight of a window of a hard negative (the scorer's max over windows sees them alone) */
  hardWindowWeight: number;
  posWeight: number;
  /** weight of an injection of round 12's indirect and agentic families (own:r12-*; few texts per language, against near misses weighted hardWeight; not the direct families, own:r12d-*) */
  r12Weight: number;
  /** how many synthesised benign texts quote a training injection inside code or a moderation question, and their weight */
  quotedBenign: number;
  quotedBenignWeight: number;
  /** weight of round 16's composed benign near misses (labelled/injection-phrases-r16.json, training only); 0 leaves them out */
  r16Weight: number;
  log?: (line: string) => void;
}

export const DEFAULT_OPTIONS: TrainOptions = {
  // round 7: 30 epochs and hard-negative weight 20 (were 20 and 10), chosen on the validation side
  // (docs/filters-data-card.md, "Round 7 (injection)")
  epochs: Number(process.env.EPOCHS ?? 30),
  l2: Number(process.env.L2 ?? 1e-6),
  lr: Number(process.env.LR ?? 0.15),
  hardWeight: Number(process.env.HARD_WEIGHT ?? 20),
  hardWindowWeight: Number(process.env.HARD_WINDOW_WEIGHT ?? 20),
  posWeight: Number(process.env.POS_WEIGHT ?? 1),
  r12Weight: Number(process.env.R12_WEIGHT ?? 6),
  quotedBenign: Number(process.env.QUOTED_BENIGN ?? 1500),
  quotedBenignWeight: Number(process.env.QUOTED_BENIGN_WEIGHT ?? 1),
  r16Weight: Number(process.env.R16_WEIGHT ?? 20),
};

interface R16Family {
  frames: string[];
  fill: string[];
  fill2?: string[];
}
/**
 * Round 16's benign near misses: each family's frames composed with its fillers (a user's benign
 * persona or format request, device modes, instructions of things, workplace talk about
 * assistants, agents and tools, prompt-engineering questions, markup, house rules), weighed as
 * the own hard negatives. Training only: the eval's own set (and its held-out side) is unchanged.
 * R16_SKIP=family,… leaves families out (for comparisons).
 */
const R16_SKIP = new Set((process.env.R16_SKIP ?? "").split(",").filter(Boolean));
export function r16Benign(): Labelled[] {
  const out: Labelled[] = [];
  for (const [family, byLang] of Object.entries(R16 as unknown as Record<string, Record<string, R16Family> | string>)) {
    if (typeof byLang === "string" || R16_SKIP.has(family)) continue;
    for (const [lang, f] of Object.entries(byLang))
      for (const frame of f.frames)
        for (const x of f.fill)
          for (const y of f.fill2 ?? [""]) out.push({ text: frame.replace("{x}", x).replace("{y}", y), label: 0, source: `synth:r16-${family}`, group: `r16:${family}:${lang}`, lang });
  }
  return out;
}

// benign public prompts with the vocabulary of injections are hard negatives too
const TRIGGER = /\b(?:ignore|disregard|forget|override|bypass|instructions?|system prompt|developer|pretend|act as|role-?play|jailbreak|previous|above|reveal|hidden|mode|rules|restrictions?|unfiltered|uncensored)\b/i;
export const isOwnHard = (x: Labelled): boolean => x.label === 0 && x.source.startsWith("own:hard-negative");
const PAIRED_DOCS = process.env.PAIRED_DOCS !== "0";
/** The own documents are the carriers of the own indirect injections without them: a benign twin weighs as much as its positive (class balance alone would tip the carrier's own words positive). */
const isPairedDocument = (x: Labelled): boolean => PAIRED_DOCS && x.label === 0 && x.source.startsWith("own:document-");
const isHardNegative = (x: Labelled): boolean => x.label === 0 && (x.source.startsWith("own:hard-negative") || isPairedDocument(x) || TRIGGER.test(x.text));

export function trainInjectionModel(train: Labelled[], o: TrainOptions = DEFAULT_OPTIONS): InjectionModel {
  const log = o.log ?? (() => {});
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
  // benign twins of a different kind: a training injection quoted inside code or a question about
  // why it is blocked (frames of labelled/injection-phrases-r5.json): an attack in a string literal
  // or a moderation question is discussed, not addressed to the model
  const quotable = shortInjections.map((x) => x.text.replace(/["“”„«»\n]/g, " ").replace(/['‘’]/g, "").replace(/\s+/g, " ").trim()).filter((t) => t.length >= 12 && t.length <= 140);
  const heads = Object.values(R5.codeHeads).flat();
  const whyFrames = Object.values(R5.flaggedWhy).flat();
  const quotedBenign: Labelled[] = [];
  for (let k = 0; k < o.quotedBenign && quotable.length; k++) {
    const a = pick(rng, quotable);
    const b = pick(rng, quotable);
    const text =
      rng() < 0.6
        ? `${pick(rng, heads)}\n${pick(rng, R5.codeFrames).replace("{a}", a).replace("{b}", b)}`
        : pick(rng, whyFrames).replace("{a}", a);
    quotedBenign.push({ text, label: 0, source: "synth:quoted-benign", group: `synthq:${k}` });
  }
  // hard negatives (benign text with the words of injections) count more: they are what a
  // detector gets wrong in practice, and the public benign data has few of them
  const r16 = o.r16Weight > 0 ? r16Benign() : [];
  const weightOf = (x: Labelled) => (x.source === "synth:quoted-benign" ? o.quotedBenignWeight : x.source.startsWith("synth:r16-") ? o.r16Weight : isHardNegative(x) ? o.hardWeight : x.label === 1 && x.source.startsWith("own:r12-") ? o.r12Weight : 1);
  const examples = [...train, ...synth, ...quotedBenign, ...r16].map((x) => ({ x: featurize(x.text.slice(0, 6000)), y: x.label, m: weightOf(x) }));
  // windows of benign multi-sentence texts: what the scorer's max over windows sees
  let windows = 0;
  for (const x of train) {
    if (x.label !== 0) continue;
    const sents = featurizeSentences(x.text.slice(0, 6000));
    if (sents.length < 2) continue;
    const m = isOwnHard(x) || isPairedDocument(x) ? o.hardWindowWeight : 1;
    for (let a = 0; a < sents.length && a < 12; a++) {
      const len = 1 + Math.floor(rng() * 3);
      const parts = sents.slice(a, a + len);
      const n = parts.reduce((s, p) => s + p.length, 0);
      if (n < MIN_WINDOW_FEATURES) continue;
      const merged = new Uint32Array(n);
      let off = 0;
      for (const p of parts) {
        merged.set(p, off);
        off += p.length;
      }
      examples.push({ x: merged, y: 0, m });
      windows++;
    }
  }
  log(`+${windows} benign windows`);
  const pos = examples.filter((e) => e.y === 1).length;
  const neg = examples.length - pos;
  // posWeight > 1 leans towards recall (the hard negatives' weight pulls the other way)
  const cw = { 1: (o.posWeight * examples.length) / (2 * pos), 0: examples.length / (2 * neg) };
  log(`train ${examples.length} (${pos} injections incl. ${synth.length} synthesised indirect, ${neg} benign incl. ${quotedBenign.length} synthesised quoted, ${r16.length} round-16 near misses)`);

  const w = new Float32Array(DIM);
  const g2 = new Float32Array(DIM).fill(1e-6);
  let b = 0;
  let gb = 1e-6;
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
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
        const g = gz * norm + o.l2 * w[ix];
        g2[ix] += g * g;
        w[ix] -= (o.lr * g) / Math.sqrt(g2[ix]);
      }
      gb += gz * gz;
      b -= (o.lr * gz) / Math.sqrt(gb);
    }
    log(`epoch ${epoch + 1}: loss ${(loss / order.length).toFixed(4)}`);
  }

  // int8 quantisation (clip the rare extreme weights at the 99.99th percentile of |w|)
  const mags = Array.from(w, Math.abs).filter((v) => v > 0).sort((p, q) => p - q);
  const clip = mags[Math.floor(mags.length * 0.9999)] ?? 1;
  const scale = clip / 127;
  const q = new Int8Array(DIM);
  for (let i = 0; i < DIM; i++) q[i] = Math.max(-127, Math.min(127, Math.round(w[i] / scale)));
  return { q, scale, bias: b, threshold: 0.5 };
}

/**
 * The detector's decision as one score: the model's score, divided by REGEX_ASSIST when a pattern
 * matches outside quotation marks (judgeInjection hits iff this is ≥ the threshold).
 */
export function detectorScore(model: InjectionModel, text: string, assist = REGEX_ASSIST): number {
  if (text.length < 6) return 0;
  const s = scoreText(model, text).score;
  return patternAssist(text) ? s / assist : s;
}
