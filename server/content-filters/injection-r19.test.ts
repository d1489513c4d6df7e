import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { ownInjectionRound19 } from "./labelled/injection-r19";

/**
 * Round 19 (labelled/injection-r19.ts): the probe written before the detector was changed for three
 * classes — obfuscated overrides (leetspeak, s.p.a.c.e.d letters, hy-phen-ated syllables, backwards
 * text, 'quoted' + 'parts'), injections inside pasted content, and extraction / claimed authority in
 * Russian, Japanese and Chinese. Rates on each half, not examples: the development half at what the
 * round reached, the held-out half at what it measured once after (docs/filters-data-card.md, round 19).
 * Obfuscated overrides per class; the false-positive bars include near misses the model already
 * flagged before this round (no retraining: .data-filters/ was not available).
 */
const all = ownInjectionRound19();
const detect = BUILTINS["regex-prompt-injection"].detect;
const rate = (xs: Array<{ text: string }>) => xs.filter((x) => detect(x.text).length > 0).length / xs.length;
const BARS = {
  dev: { recall: 0.9, obfuscated: 1, fpr: 0.09 },
  held: { recall: 0.8, obfuscated: 0.9, fpr: 0.05 },
} as const;

describe("prompt-injection round 19 probe", () => {
  it("has positives and hard negatives of three classes in several languages", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(90);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(90);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(10);
  });
  for (const half of ["dev", "held"] as const) {
    it(`${half} half: detection and false-positive rate at the round's bars`, () => {
      const xs = all.filter((x) => x.source.endsWith(`-${half}`));
      expect(rate(xs.filter((x) => x.label === 1))).toBeGreaterThanOrEqual(BARS[half].recall);
      expect(rate(xs.filter((x) => x.label === 1 && x.cls === "obfuscated"))).toBeGreaterThanOrEqual(BARS[half].obfuscated);
      expect(rate(xs.filter((x) => x.label === 0))).toBeLessThanOrEqual(BARS[half].fpr);
    });
  }
});
