import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { ownPiiRound17Names } from "./labelled/pii-r17-names";

/**
 * Round 17, names next to relation and role nouns and in "write a card for / thank" frames (labelled/pii-r17-names.ts):
 * lower-case Latin chat, scripts without capitals, Hungarian surname-first after a role noun and a comma, names
 * before the role noun; near misses with the same role nouns and a verb, a clause, a place or a product. Rates, not
 * examples; bars a little under what each half reached.
 */
describe.each([
  ["dev", 0.85, 0.1],
  ["held", 0.85, 0.07],
] as const)("builtin person-name on the round-17 probe (%s half)", (half, recall, fpr) => {
  const probe = ownPiiRound17Names("person-name").filter((x) => x.source === `person-name:r17-${half}`);
  const detect = BUILTINS["person-name"].detect;
  it("meets its bars", () => {
    const pos = probe.filter((x) => x.label === 1);
    const neg = probe.filter((x) => x.label === 0);
    expect(pos.length).toBeGreaterThanOrEqual(40);
    expect(neg.length).toBeGreaterThanOrEqual(40);
    expect(pos.filter((x) => detect(x.text).length > 0).length / pos.length).toBeGreaterThanOrEqual(recall);
    expect(neg.filter((x) => detect(x.text).length > 0).length / neg.length).toBeLessThanOrEqual(fpr);
  });
});

describe("round-17 probe", () => {
  it("has at least 80 of each class, most of it not English, each text in one half only", () => {
    const all = ownPiiRound17Names("person-name");
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(80);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(80);
    expect(all.filter((x) => x.lang !== "en").length / all.length).toBeGreaterThanOrEqual(0.6);
    const dev = new Set(all.filter((x) => x.source.endsWith("r17-dev")).map((x) => x.text));
    expect(all.filter((x) => x.source.endsWith("r17-held")).some((x) => dev.has(x.text))).toBe(false);
    expect(ownPiiRound17Names("address")).toEqual([]);
  });
});
