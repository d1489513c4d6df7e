import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FLAG, lexFlags, lexiconPath, parseLexicon, prefixIndex } from "./lexicon";
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

  it("indexes every fingerprint by its 16-bit prefix: each lies in its prefix's range, and the ranges tile the array", () => {
    const starts = prefixIndex(fps);
    expect(starts.length).toBe(65_537);
    expect(starts[0]).toBe(0);
    expect(starts[65_536]).toBe(fps.length);
    let ok = true;
    for (let p = 0; p < 65_536; p++) {
      if (starts[p] > starts[p + 1]) ok = false;
      for (let i = starts[p]; i < starts[p + 1]; i++) if (fps[i] >>> 16 !== p) ok = false;
    }
    expect(ok).toBe(true);
    // edge prefixes: an empty array, and fingerprints at 0 and at 2^32 - 1
    expect([...prefixIndex(new Uint32Array([0, 0xffffffff])).subarray(0, 2)]).toEqual([0, 1]);
    expect(prefixIndex(new Uint32Array([0, 0xffffffff]))[65_535]).toBe(1);
    expect(prefixIndex(new Uint32Array([0, 0xffffffff]))[65_536]).toBe(2);
    expect(prefixIndex(new Uint32Array(0)).every((x) => x === 0)).toBe(true);
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
