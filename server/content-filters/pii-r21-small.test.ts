import { describe, expect, it } from "vitest";
import { ownPiiRound21Small, R21_SLUGS } from "./labelled/pii-r21-small";

/**
 * Round 21 (labelled/pii-r21-small.ts): the probe written before phone.ts, builtins.ts (ssn) and ip.ts were changed
 * for round 21's classes (dotted North American numbers after a one-letter signature label, +1 numbers as CSV fields,
 * toll-free numbers before opening hours; ten-digit booking codes labelled in other languages and hyphenated ISBNs;
 * nine digits after an SSN cue abbreviation and 3-2-4 numbers after a non-SSN label of any language; quads after a
 * measurement or tolerance word). The halves' rates are rows of pii.test.ts's HALF_BARS; here, the probe's size and split.
 */
describe.each(R21_SLUGS)("round 21 probe, %s", (slug) => {
  const all = ownPiiRound21Small(slug);
  it("has at least 16 positives and 12 hard negatives in 8+ languages", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(16);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(8);
  });
  it("splits into two disjoint halves of nearly equal size", () => {
    const dev = all.filter((x) => x.source.endsWith("-dev"));
    const held = all.filter((x) => x.source.endsWith("-held"));
    expect(dev.length + held.length).toBe(all.length);
    expect(Math.abs(dev.length - held.length)).toBeLessThanOrEqual(2);
    const seen = new Set(dev.map((x) => x.text));
    expect(held.some((x) => seen.has(x.text))).toBe(false);
  });
});
