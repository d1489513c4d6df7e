import { describe, expect, it } from "vitest";
import { asciiDigits } from "./digits";

describe("asciiDigits", () => {
  it("reads full-width, Arabic-Indic and Persian digits and full-width punctuation as ASCII, one code unit for one", () => {
    const native = "\uff10\uff19\uff0d\u0660\u0669\u06f0\u06f9\uff0b\uff08\uff09\uff0e\u3000\u2013";
    const out = asciiDigits(native);
    expect(out).toBe("09-0909+(). -");
    expect(out.length).toBe(native.length);
  });
  it("returns a text without them unchanged", () => {
    const t = "Call 0161 496 0123 — or not.";
    expect(asciiDigits(t)).toBe(t);
  });
});
