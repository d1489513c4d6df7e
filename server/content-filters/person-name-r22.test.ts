import { describe, expect, it } from "vitest";
import { expectProbeShape } from "../test/probe-checks";
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
    expectProbeShape(all, { positives: 80, negatives: 80, classes: 10, languages: 12, halves: "r22" });
    expect(ownPiiRound22Names("address")).toEqual([]);
  });
});
