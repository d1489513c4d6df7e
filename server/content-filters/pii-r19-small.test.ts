import { describe, expect, it } from "vitest";
import { ownPiiRound19Small, R19_SLUGS } from "./labelled/pii-r19-small";

/**
 * Round 19 (labelled/pii-r19-small.ts): the probe written before phone.ts, email-spelled.ts, builtins.ts (ssn)
 * and ip.ts were changed for issue 23's classes (ranges of amounts beside a currency and digit groups after a
 * coordinate or grid word; spelled mailboxes in brackets with short TLDs and sentences naming a website after
 * "at"; a message that is only nine digits; IPv6 in a URL with a port and quads after a numbering word).
 * The halves' rates are rows of pii.test.ts's HALF_BARS; here, the probe's size.
 */
describe.each(R19_SLUGS)("round 19 probe, %s", (slug) => {
  it("has at least 16 positives and 20 hard negatives", () => {
    const all = ownPiiRound19Small(slug);
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(16);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(20);
  });
});
