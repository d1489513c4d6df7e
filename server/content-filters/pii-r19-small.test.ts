import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { ownPiiRound19Small, R19_SLUGS } from "./labelled/pii-r19-small";

/**
 * Round 19 (labelled/pii-r19-small.ts): the probe written before phone.ts, email-spelled.ts, builtins.ts (ssn)
 * and ip.ts were changed for issue 24's classes (ranges of amounts beside a currency and digit groups after a
 * coordinate or grid word; spelled mailboxes in brackets with short TLDs and sentences naming a website after
 * "at"; a message that is only nine digits; IPv6 in a URL with a port and quads after a numbering word). Rates
 * on each half, not examples: the development half at what the round reached, the held-out half at what it
 * measured once after (docs/filters-data-card.md, round 19).
 */
const BARS = {
  phone: { dev: { recall: 1, fpr: 0 }, held: { recall: 1, fpr: 0 } },
  email: { dev: { recall: 1, fpr: 0 }, held: { recall: 1, fpr: 0 } },
  ssn: { dev: { recall: 1, fpr: 0 }, held: { recall: 0.9, fpr: 0 } },
  "ip-address": { dev: { recall: 1, fpr: 0 }, held: { recall: 1, fpr: 0.09 } },
} as const;

describe.each(R19_SLUGS)("round 19 probe, %s", (slug) => {
  const all = ownPiiRound19Small(slug);
  it("has at least 16 positives and 20 hard negatives", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(16);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(20);
  });
  for (const half of ["dev", "held"] as const) {
    it(`${half} half: detection and false-positive rate at the round's bars`, () => {
      const xs = all.filter((x) => x.source.endsWith(`-${half}`));
      const pos = xs.filter((x) => x.label === 1);
      const neg = xs.filter((x) => x.label === 0);
      const detect = BUILTINS[slug].detect;
      const recall = pos.filter((x) => detect(x.text).length > 0).length / pos.length;
      const fpr = neg.filter((x) => detect(x.text).length > 0).length / neg.length;
      expect(recall).toBeGreaterThanOrEqual(BARS[slug][half].recall);
      expect(fpr).toBeLessThanOrEqual(BARS[slug][half].fpr);
    });
  }
});
