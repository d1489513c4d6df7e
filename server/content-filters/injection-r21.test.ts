import { describe, it } from "vitest";
import { BUILTINS } from "./builtins";
import { describeHalves, expectProbeShape } from "../test/probe-checks";
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
const BARS = {
  dev: { recall: 0.95, fpr: 0.03 },
  held: { recall: 0.9, fpr: 0.05 },
} as const;

describe("prompt-injection round 21 probe", () => {
  it("has positives and hard negatives of eight classes in many languages", () => {
    expectProbeShape(all, { positives: 60, negatives: 80, classes: 8, languages: 15 });
  });
});
describeHalves("prompt-injection round 21 probe, by half", all, detect, BARS);
