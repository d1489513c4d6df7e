import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FLAG, lexiconPath, parseLexicon } from "./lexicon";

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
});
