import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { ownPiiRound19 } from "./labelled/pii-r19-names-address";

/**
 * Round 19 (labelled/pii-r19-names-address.ts): person-name (Greek names after a preposition and article, Arabic
 * full names after verbs of contact, Chinese names opening a sentence, "check with X" and sign-offs after a dash;
 * voice assistants and German salutations to a group as near misses) and address (whole addresses in lower case
 * with a postcode, Japanese romaji with chome). Rates on each half, not examples: bars a little under what each
 * half reached (docs/filters-data-card.md, round 19).
 */
const BARS = {
  "person-name": { dev: { recall: 0.97, fpr: 0.02 }, held: { recall: 0.93, fpr: 0.08 } },
  address: { dev: { recall: 0.95, fpr: 0 }, held: { recall: 0.78, fpr: 0.02 } },
} as const;

describe.each(["person-name", "address"] as const)("round 19 probe, %s", (slug) => {
  const all = ownPiiRound19(slug);
  it("has enough positives and near misses in several languages, each text in one half only", () => {
    expect(all.filter((x) => x.label === 1).length).toBeGreaterThanOrEqual(slug === "address" ? 40 : 80);
    expect(all.filter((x) => x.label === 0).length).toBeGreaterThanOrEqual(slug === "address" ? 30 : 80);
    expect(new Set(all.map((x) => x.lang)).size).toBeGreaterThanOrEqual(slug === "address" ? 8 : 5);
    const dev = new Set(all.filter((x) => x.source.endsWith("r19-dev")).map((x) => x.text));
    expect(all.filter((x) => x.source.endsWith("r19-held")).some((x) => dev.has(x.text))).toBe(false);
  });
  for (const half of ["dev", "held"] as const) {
    it(`${half} half: detection and false-positive rate at the round's bars`, () => {
      const xs = all.filter((x) => x.source.endsWith(`-${half}`));
      const pos = xs.filter((x) => x.label === 1);
      const neg = xs.filter((x) => x.label === 0);
      const detect = BUILTINS[slug].detect;
      expect(pos.filter((x) => detect(x.text).length > 0).length / pos.length).toBeGreaterThanOrEqual(BARS[slug][half].recall);
      expect(neg.filter((x) => detect(x.text).length > 0).length / neg.length).toBeLessThanOrEqual(BARS[slug][half].fpr);
    });
  }
});
