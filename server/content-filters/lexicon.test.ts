import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FLAG, lexFlags, lexiconPath, parseLexicon } from "./lexicon";
import { detectPersonNames } from "./person-name";

describe("name lexicon file", () => {
  const bytes = readFileSync(lexiconPath());
  const { fps, flags } = parseLexicon(bytes);

  it("holds sorted fingerprints, each with a known flag", () => {
    expect(fps.length).toBeGreaterThan(100_000);
    expect(flags.length).toBe(fps.length);
    let sorted = true;
    for (let i = 1; i < fps.length; i++) if (fps[i - 1] >= fps[i]) sorted = false;
    expect(sorted).toBe(true);
    const all = Object.values(FLAG).reduce((a, b) => a | b, 0);
    expect(flags.every((f) => f !== 0 && (f & ~all) === 0)).toBe(true);
  });

  it("rejects a truncated file or another format", () => {
    expect(() => parseLexicon(bytes.subarray(0, bytes.length - 1))).toThrow(/not a lexicon file/);
    const other = Buffer.from(bytes);
    other.write("XXXX", 0, "latin1");
    expect(() => parseLexicon(other)).toThrow(/not a lexicon file/);
  });

  it("knows given names and surnames of the cultures the first sources covered thinly", () => {
    // Icelandic patronymics (Statistics Iceland), Lithuanian, Turkish and Thai names (popular-names-by-country)
    for (const w of ["jónsdóttir", "sigurðarson", "petrauskienė"]) expect(lexFlags(w) & FLAG.SURNAME).not.toBe(0);
    for (const w of ["þórður", "fırat", "somchai"]) expect(lexFlags(w) & FLAG.GIVEN).not.toBe(0);
    expect(detectPersonNames("Please send it to Þórður Einarsdóttir today.")).toHaveLength(1);
  });

  it("adds no given name or surname to a common English word from the later sources", () => {
    // ("Hope", "Sunny", "Summer" are names too: only the first sources, faker and humannames, say so)
    for (const w of ["report", "table", "window", "market", "paper", "letter", "music"]) expect(lexFlags(w) & (FLAG.GIVEN | FLAG.SURNAME)).toBe(0);
  });
});
