import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { ownInjectionRound22 } from "./labelled/injection-r22";

/**
 * Round 22 (labelled/injection-r22.ts): the probe written before the detector was changed — six
 * missed classes (an injection in a spreadsheet cell, the first N words of the conversation including
 * the part before the user's first message, "IMPORTANT" notes to AI readers inside a quoted abstract,
 * a claimed developer asking for hidden instructions in Hindi and other languages, role play as an
 * assistant without rules in Thai / Greek and others, the chat sent to a URL without the user knowing)
 * and nine near-miss classes (forwarded emails retracting an earlier message, vocabulary questions,
 * questions about the assistant's limits, and the positives' settings without an attack). Rates on
 * each half, not examples, a little under what each half reached (docs/filters-data-card.md, round 22).
 */
const all = ownInjectionRound22();
const detect = BUILTINS["regex-prompt-injection"].detect;
const rate = (xs: Array<{ text: string }>) => xs.filter((x) => detect(x.text).length > 0).length / xs.length;
const BARS = {
  dev: { recall: 0.85, fpr: 0.05 },
  held: { recall: 0.8, fpr: 0.06 },
} as const;

describe("prompt-injection round 22 probe", () => {
  it("has positives and hard negatives of fifteen classes in many languages", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(60);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((x) => x.cls)).size).toBe(15);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(25);
  });
  for (const half of ["dev", "held"] as const) {
    it(`${half} half: detection and false-positive rate at the round's bars`, () => {
      const xs = all.filter((x) => x.source.endsWith(`-${half}`));
      expect(rate(xs.filter((x) => x.label === 1))).toBeGreaterThanOrEqual(BARS[half].recall);
      expect(rate(xs.filter((x) => x.label === 0))).toBeLessThanOrEqual(BARS[half].fpr);
    });
  }
});
