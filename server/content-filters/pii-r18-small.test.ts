import { describe, expect, it } from "vitest";
import { ownPiiRound18Small, R18_SLUGS } from "./labelled/pii-r18-small";

/**
 * Round 18 (labelled/pii-r18-small.ts): the probe written before phone.ts, ip.ts and email-spelled.ts were
 * changed for issue 23's classes (labelled order numbers, date ranges and tables of years; spaced and
 * spelled-out mailboxes of many languages; outline numbering and version-like contexts).
 * The halves' rates are rows of pii.test.ts's HALF_BARS; here, the probe's size.
 */
describe.each(R18_SLUGS)("round 18 probe, %s", (slug) => {
  it("has at least 150 positives and 150 hard negatives, in several languages", () => {
    const all = ownPiiRound18Small(slug);
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(150);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(8);
  });
});
