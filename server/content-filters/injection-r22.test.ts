import { describe, it } from "vitest";
import { BUILTINS } from "./builtins";
import { describeHalves, expectProbeShape } from "../test/probe-checks";
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
const BARS = {
  dev: { recall: 0.85, fpr: 0.05 },
  held: { recall: 0.8, fpr: 0.06 },
} as const;

describe("prompt-injection round 22 probe", () => {
  it("has positives and hard negatives of fifteen classes in many languages", () => {
    expectProbeShape(all, { positives: 60, negatives: 60, classes: 15, languages: 25 });
  });
});
describeHalves("prompt-injection round 22 probe, by half", all, detect, BARS);
