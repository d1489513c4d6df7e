import { describe, expect, it } from "vitest";
import { asciiDigits, hasNativeDigits, onAsciiDigits } from "./digits";

describe("asciiDigits", () => {
  it("reads full-width, Arabic-Indic and Persian digits and full-width punctuation as ASCII, one code unit for one", () => {
    const native = "\uff10\uff19\uff0d\u0660\u0669\u06f0\u06f9\uff0b\uff08\uff09\uff0e\u3000\u2013";
    const out = asciiDigits(native);
    expect(out).toBe("09-0909+(). -");
    expect(out.length).toBe(native.length);
  });
  it("reads every BMP decimal digit (Unicode Nd) as its ASCII value", () => {
    for (let cp = 0x80; cp <= 0xffff; cp++) {
      const c = String.fromCharCode(cp);
      if (!/\p{Nd}/u.test(c)) continue;
      expect(hasNativeDigits(`x${c}`)).toBe(true);
      const out = asciiDigits(c);
      expect(out).toMatch(/^[0-9]$/);
      // the digit's value: its place in its run of ten
      let k = 0;
      while (/\p{Nd}/u.test(String.fromCharCode(cp - k - 1))) k++;
      expect(out).toBe(String(k % 10));
    }
  });
  it("tells every decimal digit outside the BMP too", () => {
    for (let cp = 0x10000; cp <= 0x1ffff; cp++) {
      const c = String.fromCodePoint(cp);
      if (/\p{Nd}/u.test(c)) expect(hasNativeDigits(`x${c}`)).toBe(true);
    }
  });
  it("returns a text without them unchanged", () => {
    const t = "Call 0161 496 0123 — or not.";
    expect(asciiDigits(t)).toBe(t);
  });
});

describe("onAsciiDigits", () => {
  const digitsRuns = (t: string) => [...t.matchAll(/\d+/g)].map((m) => [m.index!, m.index! + m[0].length] as const);
  it("gives the ranges of the original text for BMP scripts (Bengali, Thai, Devanagari)", () => {
    const t = "\u09e6\u09e7 a \u0e52\u0e53\u0e54 b \u0967";
    expect(onAsciiDigits(t, digitsRuns)).toEqual([[0, 2], [5, 8], [11, 12]]);
  });
  it("maps ranges back over digits outside the BMP (two code units each) and other astral characters", () => {
    // Adlam digits 1 2 3, an emoji, mathematical bold 4 5
    const t = "\u{1E951}\u{1E952}\u{1E953} \u{1F600} x \u{1D7D2}\u{1D7D3}";
    const found = onAsciiDigits(t, digitsRuns);
    expect(found.map(([a, b]) => t.slice(a, b))).toEqual(["\u{1E951}\u{1E952}\u{1E953}", "\u{1D7D2}\u{1D7D3}"]);
    expect(asciiDigits("\u{1E951}\u{1E952}\u{1E953}")).toBe("123");
  });
});
