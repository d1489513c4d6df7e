import { describe, expect, it } from "vitest";
import { compilePattern, customRanges, foldForLiteral, requiredLiteral } from "./custom";
import { compileFilterSet, scanTexts } from "./scan";

describe("requiredLiteral (the prefilter of custom patterns)", () => {
  const cases: Array<[string, { literal: string; fold: boolean } | null]> = [
    ["project-orion", { literal: "project-orion", fold: false }],
    ["(?i)internal only", { literal: "internal only", fold: true }],
    ["(?i)Password\\s*[:=]\\s*\\S+", { literal: "password", fold: true }],
    ["sk-[A-Za-z0-9]{20,}", { literal: "sk-", fold: false }],
    ["\\bACME-\\d{4,8}\\b", { literal: "ACME-", fold: false }],
    ["colou?r-scheme", { literal: "r-scheme", fold: false }],
    ["ab{2}cdef", { literal: "cdef", fold: false }],
    ["abc{0,3}", null], // "ab" is too short once the optional c is dropped
    ["secret\\.txt+", { literal: "secret.txt", fold: false }],
    ["foo|barbaz", null], // alternation: nothing is required
    ["(?:foo|bar)bazqux", null], // any alternation, even inside a group: not claimed (conservative)
    ["abc(?i)defgh", null], // a flag change mid-pattern
    ["[abc]]xyz", { literal: "]xyz", fold: false }],
    ["\\Qa.b\\E", null],
    ["naïve-test", { literal: "ve-test", fold: false }], // non-ASCII characters end a run
  ];
  it.each(cases)("%s", (pattern, expected) => {
    expect(requiredLiteral(pattern)).toEqual(expected);
  });

  // soundness: whenever the pattern matches, the literal is in the (folded) text
  const samples: Array<[string, string[]]> = [
    ["(?i)internal only", ["INTERNAL ONLY", "Internal Only memo"]],
    ["(?i)kelvin-check", ["\u212Aelvin-check"]], // Kelvin sign folds to k in RE2
    ["(?i)password", ["pa\u017Fsword", "PASSWORD"]], // long s folds to s in RE2
    ["ab{2}cdef", ["abbcdef"]],
    ["colou?r-scheme", ["color-scheme", "colour-scheme"]],
    ["\\bACME-\\d{4,8}\\b", ["ticket ACME-12345"]],
  ];
  it.each(samples)("sound on matching texts: %s", (pattern, texts) => {
    const need = requiredLiteral(pattern);
    const re = compilePattern(pattern);
    for (const t of texts) {
      expect(customRanges(re, t).length, t).toBeGreaterThan(0);
      if (need) expect((need.fold ? foldForLiteral(t) : t).includes(need.literal), t).toBe(true);
    }
  });

  it("the filter set finds the same matches with the prefilter as the bare pattern", () => {
    const set = compileFilterSet([], [{ pattern: "(?i)password\\s*[:=]\\s*\\S+", action: "redact", label: "[SECRET]" }]);
    const r = scanTexts(set, [
      { origin: "user", text: "PaSSword = hunter2 and pa\u017Fsword: x" },
      { origin: "user", text: "no secrets here" },
    ]);
    expect(r.texts).toEqual(["[SECRET] and [SECRET]", "no secrets here"]);
    expect(r.redactions).toEqual({ "custom:[SECRET]": 2 });
  });
});
