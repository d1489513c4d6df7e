import { describe, expect, it } from "vitest";
import { ownPiiRound22Names } from "./labelled/pii-r22-names";

/**
 * Round 22, person-name (labelled/pii-r22-names.ts, person-r22.ts): a lone given name in a frame with no cue word
 * (a relative clause's subject, an apposition with a possessive, "X from accounting", a chat greeting, a message or
 * a feast of someone), romanised Korean given names, SURNAME, Given, a full name after a role noun, CJK full names
 * with the honorific elsewhere, authors of a reference; near misses in the same frames and five classes of their own
 * (a month after a word for month, parliaments and courts, colour names, a brand before a product noun, feasts).
 * The halves' rates are rows of pii.test.ts's HALF_BARS; here, the probe's size and split.
 */
const all = ownPiiRound22Names("person-name");

describe("round-22 probe", () => {
  it("has at least 80 positives and 80 near misses over ten classes, each text in one half only", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(80);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(80);
    expect(new Set(all.map((x) => x.cls)).size).toBe(10);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(12);
    const dev = new Set(all.filter((x) => x.source.endsWith("r22-dev")).map((x) => x.text));
    expect(all.filter((x) => x.source.endsWith("r22-held")).some((x) => dev.has(x.text))).toBe(false);
    expect(ownPiiRound22Names("address")).toEqual([]);
  });
});
