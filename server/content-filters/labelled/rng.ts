/**
 * Deterministic helpers for the project's own labelled sets (generated, never random between
 * runs): a seeded PRNG, picking, and the train / held-out split by group.
 */

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
/** Adds one labelled text to the set being generated (label 1: the filter must find it). */
export type AddLabelled = (text: string, label: 0 | 1, source: string, group: string, lang?: string) => void;
export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)];

/** FNV-1a over UTF-16 code units. */
export function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The held-out fifth: a whole group (template, source item) is on one side only. */
export function isHeldOut(group: string): boolean {
  return fnv1a(`split:${group}`) % 5 === 0;
}

export interface Labelled {
  text: string;
  /** 1: the thing the filter must find; 0: must be left alone. */
  label: 0 | 1;
  source: string;
  /** Near-duplicates share a group; the split keeps a group on one side. */
  group: string;
  lang?: string;
}

/** An AddLabelled onto `out` that puts `${slug}:` before the source and the group (lang "en" unless given). */
export function slugAdder(out: Labelled[], slug: string): AddLabelled {
  return (text, label, source, group, lang = "en") => out.push({ text, label, source: `${slug}:${source}`, group: `${slug}:${group}`, lang });
}

/** The Luhn check digit that makes `body` (ASCII digits) a valid card number: generated card texts. */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = body.charCodeAt(body.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A probe's rows: [language, text]. */
export type ProbeRows = ReadonlyArray<readonly [lang: string, text: string]>;

/** Probe rows that also name their class (the reports count misses per class). */
export type ClassedProbeRows = ReadonlyArray<readonly [cls: string, lang: string, text: string]>;

/**
 * A probe split in half at random once: per label (the positives first, then the negatives) a shuffle
 * by a random key per text from mulberry32(seed + label) (ties by position), then the texts go
 * alternately to the development half and the held-out half. Source `${tag}-dev` / `${tag}-held`,
 * group `${tag}-${label}-${index in its list}`; rows that name a class carry it as `cls`.
 */
export function randomHalves(pos: ProbeRows, neg: ProbeRows, seed: number, tag: string): Labelled[];
export function randomHalves(pos: ClassedProbeRows, neg: ClassedProbeRows, seed: number, tag: string): Array<Labelled & { cls: string }>;
export function randomHalves(pos: ProbeRows | ClassedProbeRows, neg: ProbeRows | ClassedProbeRows, seed: number, tag: string): Labelled[] {
  const out: Array<Labelled & { cls?: string }> = [];
  for (const [label, rows] of [
    [1, pos],
    [0, neg],
  ] as const) {
    const rng = mulberry32(seed + label);
    const keys = rows.map(() => rng());
    const order = rows.map((_, i) => i).sort((a, b) => keys[a] - keys[b] || a - b);
    order.forEach((i, k) => {
      const row = rows[i];
      const half = k % 2 === 0 ? "dev" : "held";
      const base = { label, source: `${tag}-${half}`, group: `${tag}-${label}-${i}` };
      if (row.length === 3) out.push({ text: row[2], ...base, lang: row[1], cls: row[0] });
      else out.push({ text: row[1], ...base, lang: row[0] });
    });
  }
  return out;
}
