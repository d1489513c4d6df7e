import { describe, expect, it } from "vitest";
import { detectedShare } from "../test/probe-checks";
import { BUILTINS } from "./builtins";
import { ownPiiRound16Small, r16HeldOut } from "./labelled/pii-r16-small";

/**
 * Round 16 (labelled/pii-r16-small.ts): the probe written before card.ts, ip.ts and phone.ts were
 * changed this round. Rates on each half, not examples: the tuned half is held at what the round
 * reached, the held-out half at what it measured once after (docs/filters-data-card.md, round 16).
 */
const BARS = {
  "credit-card": { tune: { recall: 1, fpr: 0 }, held: { recall: 1, fpr: 0.07 } },
  "ip-address": { tune: { recall: 0.97, fpr: 0 }, held: { recall: 1, fpr: 0.09 } },
  phone: { tune: { recall: 1, fpr: 0 }, held: { recall: 1, fpr: 0.05 } },
  address: { tune: { recall: 1, fpr: 0.02 }, held: { recall: 1, fpr: 0 } },
} as const;

describe.each(Object.keys(BARS) as Array<keyof typeof BARS>)("round 16 probe, %s", (slug) => {
  for (const held of [false, true]) {
    it(`${held ? "held-out" : "tuned"} half: detection and false-positive rate at the round's bars`, () => {
      const xs = ownPiiRound16Small(slug).filter((x) => r16HeldOut(x.group) === held);
      const pos = xs.filter((x) => x.label === 1);
      const neg = xs.filter((x) => x.label === 0);
      expect(pos.length).toBeGreaterThanOrEqual(30);
      expect(neg.length).toBeGreaterThanOrEqual(30);
      const detect = BUILTINS[slug].detect;
      const recall = detectedShare(detect, pos);
      const fpr = detectedShare(detect, neg);
      const bar = held ? BARS[slug].held : BARS[slug].tune;
      expect(recall).toBeGreaterThanOrEqual(bar.recall);
      expect(fpr).toBeLessThanOrEqual(bar.fpr);
    });
  }
});
