import { describe, expect, it } from "vitest";
import { ownPiiRound17Names } from "./labelled/pii-r17-names";

/**
 * Round 17, names next to relation and role nouns and in "write a card for / thank" frames (labelled/pii-r17-names.ts):
 * lower-case Latin chat, scripts without capitals, Hungarian surname-first after a role noun and a comma, names
 * before the role noun; near misses with the same role nouns and a verb, a clause, a place or a product. Rates, not
 * examples; bars a little under what each half reached.
 * The halves' rates are rows of pii.test.ts's HALF_BARS; here, the split itself.
 */
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
