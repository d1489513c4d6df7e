import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { ownPiiRound16Names } from "./labelled/pii-r16-names";

/**
 * Round 16, what strangers write that no earlier rule expected (labelled/pii-r16-names.ts): one given name in a
 * sentence, lower-case chat, names after thanks / tell / cc / ping, signatures, lists and CSV rows, titles of many
 * languages, names in quotes, user names that are names, uncased scripts; near misses in the same frames. Rates, not
 * examples; bars a little under what each half reached (dev 82 % / 4 %, held-out 71 % / 4 %).
 */
describe.each([
  ["dev", 0.78, 0.06],
  ["held", 0.66, 0.06],
] as const)("builtin person-name on the round-16 probe (%s half)", (half, recall, fpr) => {
  const probe = ownPiiRound16Names("person-name").filter((x) => x.source === `person-name:r16-${half}`);
  const detect = BUILTINS["person-name"].detect;
  it("meets its bars", () => {
    const pos = probe.filter((x) => x.label === 1);
    const neg = probe.filter((x) => x.label === 0);
    expect(pos.length).toBeGreaterThanOrEqual(80);
    expect(neg.length).toBeGreaterThanOrEqual(70);
    expect(pos.filter((x) => detect(x.text).length > 0).length / pos.length).toBeGreaterThanOrEqual(recall);
    expect(neg.filter((x) => detect(x.text).length > 0).length / neg.length).toBeLessThanOrEqual(fpr);
  });
});

describe("round-16 probe split", () => {
  it("puts each text in one half only, half of each class in each", () => {
    const all = ownPiiRound16Names("person-name");
    const dev = new Set(all.filter((x) => x.source.endsWith("r16-dev")).map((x) => x.text));
    expect(all.filter((x) => x.source.endsWith("r16-held")).some((x) => dev.has(x.text))).toBe(false);
    for (const label of [0, 1]) {
      const n = all.filter((x) => x.label === label);
      expect(Math.abs(n.filter((x) => x.source.endsWith("r16-dev")).length * 2 - n.length)).toBeLessThanOrEqual(1);
    }
    expect(ownPiiRound16Names("address")).toEqual([]);
  });
});
