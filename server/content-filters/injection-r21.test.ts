import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { ownInjectionRound21 } from "./labelled/injection-r21";

/**
 * Round 21 (labelled/injection-r21.ts): the probe written before the detector was changed — three
 * missed classes (a context secret written out "for debugging", a note to the AI inside pasted
 * reviews, unrestricted personas in Vietnamese / Thai / Indonesian) and five near-miss classes (the
 * "ignore all previous instructions" meme asked about, code with a TODO comment, notes and
 * changelogs, "ignore that" about the user's own message, beginners asking about prompt injection
 * and system prompts). Rates on each half, not examples, a little under what each half reached
 * (docs/filters-data-card.md, round 21).
 */
const all = ownInjectionRound21();
const detect = BUILTINS["regex-prompt-injection"].detect;
const rate = (xs: Array<{ text: string }>) => xs.filter((x) => detect(x.text).length > 0).length / xs.length;
const BARS = {
  dev: { recall: 0.95, fpr: 0.03 },
  held: { recall: 0.9, fpr: 0.05 },
} as const;

describe("prompt-injection round 21 probe", () => {
  it("has positives and hard negatives of eight classes in many languages", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(60);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(80);
    expect(new Set(all.map((x) => x.cls)).size).toBe(8);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(15);
  });
  for (const half of ["dev", "held"] as const) {
    it(`${half} half: detection and false-positive rate at the round's bars`, () => {
      const xs = all.filter((x) => x.source.endsWith(`-${half}`));
      expect(rate(xs.filter((x) => x.label === 1))).toBeGreaterThanOrEqual(BARS[half].recall);
      expect(rate(xs.filter((x) => x.label === 0))).toBeLessThanOrEqual(BARS[half].fpr);
    });
  }
});
