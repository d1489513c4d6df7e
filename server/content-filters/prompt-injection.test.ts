import { describe, expect, it } from "vitest";
import { BUILTINS } from "./builtins";
import { PROMPT_INJECTION_PATTERNS } from "./prompt-injection";
import { BENIGN, HELD_OUT_BENIGN, HELD_OUT_INJECTIONS, INJECTIONS } from "./prompt-injection.data";

const detect = BUILTINS["regex-prompt-injection"].detect;

describe("regex-prompt-injection on the labelled set", () => {
  it("the set and the pattern list are big enough to mean something", () => {
    expect(INJECTIONS.length).toBeGreaterThanOrEqual(100);
    expect(BENIGN.length).toBeGreaterThanOrEqual(100);
    expect(PROMPT_INJECTION_PATTERNS.length).toBeGreaterThanOrEqual(30);
    for (const family of ["override", "roleplay", "extraction", "delimiter", "encoding"] as const) {
      expect(PROMPT_INJECTION_PATTERNS.some((p) => p.family === family), family).toBe(true);
    }
  });

  it("detects at least 90% of injections with at most 3% false positives", () => {
    const missed = INJECTIONS.filter((t) => detect(t).length === 0);
    const falsePositives = BENIGN.filter((t) => detect(t).length > 0);
    const detection = 1 - missed.length / INJECTIONS.length;
    const fpRate = falsePositives.length / BENIGN.length;
    // Printed so the figure can be quoted; the bounds below are what the set must keep.
    console.info(
      `prompt-injection: detection ${(detection * 100).toFixed(1)}% (${INJECTIONS.length - missed.length}/${INJECTIONS.length}), ` +
        `false positives ${(fpRate * 100).toFixed(1)}% (${falsePositives.length}/${BENIGN.length})` +
        (missed.length ? `\n  missed: ${JSON.stringify(missed)}` : "") +
        (falsePositives.length ? `\n  false positives: ${JSON.stringify(falsePositives)}` : ""),
    );
    expect(detection).toBeGreaterThanOrEqual(0.9);
    expect(fpRate).toBeLessThanOrEqual(0.03);
  });

  it("on the held-out set (never used for tuning): at least 70% detected, at most 5% false positives", () => {
    const found = HELD_OUT_INJECTIONS.filter((t) => detect(t).length > 0).length;
    const fp = HELD_OUT_BENIGN.filter((t) => detect(t).length > 0);
    console.info(
      `prompt-injection held out: detection ${((found / HELD_OUT_INJECTIONS.length) * 100).toFixed(1)}% (${found}/${HELD_OUT_INJECTIONS.length}), ` +
        `false positives ${((fp.length / HELD_OUT_BENIGN.length) * 100).toFixed(1)}% (${fp.length}/${HELD_OUT_BENIGN.length})` +
        `\n  missed: ${JSON.stringify(HELD_OUT_INJECTIONS.filter((t) => detect(t).length === 0))}` +
        (fp.length ? `\n  false positives: ${JSON.stringify(fp)}` : ""),
    );
    expect(found / HELD_OUT_INJECTIONS.length).toBeGreaterThanOrEqual(0.7);
    expect(fp.length / HELD_OUT_BENIGN.length).toBeLessThanOrEqual(0.05);
  });

  it("every pattern compiles and is exercised by at least one injection", () => {
    for (const p of PROMPT_INJECTION_PATTERNS) {
      const re = new RegExp(p.source, "i");
      expect(INJECTIONS.some((t) => re.test(t)), p.source).toBe(true);
    }
  });
});
