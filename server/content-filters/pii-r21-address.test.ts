import { describe, expect, it } from "vitest";
import { ownPiiRound21Address } from "./labelled/pii-r21-address";

/**
 * Round 21 (labelled/pii-r21-address.ts): address on Cuban grid streets with cross streets, Chinese and Taiwanese
 * addresses with spaced ASCII numbers, lower-case US streets in chat and Vietnamese streets without a street word;
 * near misses of counted nouns, 号 dates / lines / sizes, Vietnamese prices and counts, "entre" of numbers. The
 * halves' rates are rows of pii.test.ts's HALF_BARS; here, the probe's size and its split.
 */
describe("round 21 probe, address", () => {
  const all = ownPiiRound21Address("address");
  it("has enough positives and near misses of each class in several languages, each text in one half only", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(80);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(55);
    for (const cls of ["cu-grid", "zh-spaced", "en-lower", "vn-notype"]) expect(all.filter((x) => x.cls === cls).length).toBeGreaterThanOrEqual(18);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(7);
    const dev = new Set(all.filter((x) => x.source.endsWith("r21-dev")).map((x) => x.text));
    expect(all.filter((x) => x.source.endsWith("r21-held")).some((x) => dev.has(x.text))).toBe(false);
  });
});
