import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { describeHalves, detectedShare, expectProbeShape } from "../test/probe-checks";
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
const BARS = {
  dev: { recall: 0.9, obfuscated: 1, fpr: 0.09 },
  held: { recall: 0.8, obfuscated: 0.9, fpr: 0.05 },
} as const;

describe("prompt-injection round 19 probe", () => {
  it("has positives and hard negatives of three classes in several languages", () => {
    expectProbeShape(all, { positives: 90, negatives: 90, languages: 10 });
  });
});
describeHalves("prompt-injection round 19 probe, by half", all, detect, BARS, (xs, which) =>
  expect(detectedShare(detect, xs.filter((x) => x.label === 1 && x.cls === "obfuscated"))).toBeGreaterThanOrEqual(BARS[which].obfuscated),
);
