import { describe, expect, it } from "vitest";
import { AppError, boundMetadata, envelope, truncateText } from "./app-error";

describe("error bodies are bounded", () => {
  it("a validation error with 5,000 issues lists 20 and counts the rest", () => {
    const issues = Array.from({ length: 5000 }, (_, i) => ({ field: `messages.${i}.role`, message: "Invalid option: expected one of \"user\"|\"assistant\"" }));
    const env = envelope(new AppError("INVALID_REQUEST", { metadata: { issues } }));
    expect(env.error.metadata?.issues).toEqual(issues.slice(0, 20));
    expect(env.error.metadata?.more_issues).toBe(4980);
    expect(JSON.stringify(env).length).toBeLessThan(2500);
  });

  it("20 issues or fewer: no count", () => {
    const issues = Array.from({ length: 20 }, (_, i) => ({ field: `f${i}`, message: "bad" }));
    expect(envelope(new AppError("INVALID_REQUEST", { metadata: { issues } })).error.metadata).toEqual({ issues });
  });

  const cases: Array<[string, unknown, unknown]> = [
    ["short string", "abc", "abc"],
    ["long string", "x".repeat(10_000), `${"x".repeat(499)}…`],
    ["numbers, booleans, null", { a: 1, b: true, c: null }, { a: 1, b: true, c: null }],
    ["nested list", { a: { b: Array.from({ length: 25 }, (_, i) => i) } }, { a: { b: Array.from({ length: 20 }, (_, i) => i), more_b: 5 } }],
    ["too deep", { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } }, { a: { b: { c: { d: { e: { f: null } } } } } }],
    ["long key", { ["k".repeat(300)]: 1 }, { [`${"k".repeat(99)}…`]: 1 }],
  ];
  it.each(cases)("boundMetadata: %s", (_l, value, expected) => {
    expect(boundMetadata(value)).toEqual(expected);
  });

  it("an object with many keys keeps 50", () => {
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(boundMetadata(many) as object)).toHaveLength(50);
  });

  it("messages are capped; a cut never splits a surrogate pair", () => {
    expect(envelope(new AppError("BAD_GATEWAY", { message: "m".repeat(2000) })).error.message).toHaveLength(500);
    const cut = truncateText(`${"a".repeat(498)}😀😀`);
    expect(cut.isWellFormed()).toBe(true);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(500);
  });
});
