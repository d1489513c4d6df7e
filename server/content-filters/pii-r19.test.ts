import { describe, expect, it } from "vitest";
import { ownPiiRound19 } from "./labelled/pii-r19-names-address";

/**
 * Round 19 (labelled/pii-r19-names-address.ts): person-name (Greek names after a preposition and article, Arabic
 * full names after verbs of contact, Chinese names opening a sentence, "check with X" and sign-offs after a dash;
 * voice assistants and German salutations to a group as near misses) and address (whole addresses in lower case
 * with a postcode, Japanese romaji with chome). The halves' rates are rows of pii.test.ts's HALF_BARS; here, the
 * probe's size and its split.
 */
describe.each(["person-name", "address"] as const)("round 19 probe, %s", (slug) => {
  const all = ownPiiRound19(slug);
  it("has enough positives and near misses in several languages, each text in one half only", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(slug === "address" ? 40 : 80);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(slug === "address" ? 30 : 80);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(slug === "address" ? 8 : 5);
    const dev = new Set(all.filter((x) => x.source.endsWith("r19-dev")).map((x) => x.text));
    expect(all.filter((x) => x.source.endsWith("r19-held")).some((x) => dev.has(x.text))).toBe(false);
  });
});
