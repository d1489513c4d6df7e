import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { assertSafeStrings, findUnsafeString, NUL_MESSAGE, stringProblem, SURROGATE_MESSAGE } from "./unsafe-strings";

describe("stringProblem", () => {
  const cases: Array<[string, string, string | null]> = [
    ["plain ASCII", "hello", null],
    ["empty", "", null],
    ["emoji (a surrogate pair)", "a😀b", null],
    ["U+FFFD (what bad UTF-8 decodes to)", "a\ufffdb", null],
    ["NUL", "a\u0000b", NUL_MESSAGE],
    ["NUL alone", "\u0000", NUL_MESSAGE],
    ["lone high surrogate", "a\ud800b", SURROGATE_MESSAGE],
    ["lone high surrogate at the end", "a\udbff", SURROGATE_MESSAGE],
    ["lone low surrogate", "\udc00z", SURROGATE_MESSAGE],
    ["reversed pair", "\ude00\ud83d", SURROGATE_MESSAGE],
    ["pair then lone", "😀\ud83d", SURROGATE_MESSAGE],
    ["NUL and surrogate: NUL is named", "\ud800\u0000", NUL_MESSAGE],
    ["long string, NUL at the end", `${"a".repeat(1000)}\u0000`, NUL_MESSAGE],
    ["long two-byte string, lone surrogate at the end", `${"é😀".repeat(500)}\ud800`, SURROGATE_MESSAGE],
    ["long two-byte string, fine", "é😀".repeat(500), null],
  ];
  it.each(cases)("%s", (_l, s, expected) => {
    expect(stringProblem(s)).toBe(expected);
  });
});

describe("findUnsafeString: the first bad string of a parsed JSON value, with its path", () => {
  const cases: Array<[string, unknown, { field: string; message: string } | null]> = [
    ["null", null, null],
    ["number", 1, null],
    ["clean body", JSON.parse('{"model":"m","messages":[{"role":"user","content":"hi 😀"}],"n":1,"b":true,"z":null}'), null],
    ["top-level string", "\u0000", { field: "(body)", message: NUL_MESSAGE }],
    ["session_id with NUL", JSON.parse('{"session_id":"s\\u0000"}'), { field: "session_id", message: NUL_MESSAGE }],
    ["trace.trace_id with a lone surrogate", JSON.parse('{"trace":{"trace_id":"t\\ud800"}}'), { field: "trace.trace_id", message: SURROGATE_MESSAGE }],
    [
      "deep in an array",
      JSON.parse('{"messages":[{"role":"user","content":"ok"},{"role":"user","content":[{"type":"text","text":"x\\udc00"}]}]}'),
      { field: "messages.1.content.0.text", message: SURROGATE_MESSAGE },
    ],
    ["array of strings", JSON.parse('{"input":["a","b","c\\u0000"]}'), { field: "input.2", message: NUL_MESSAGE }],
    ["root array", JSON.parse('[1,[2,"\\u0000"]]'), { field: "1.1", message: NUL_MESSAGE }],
    ["object key", JSON.parse('{"metadata":{"a\\u0000b":"v"}}'), { field: "metadata.a\ufffdb", message: `key ${NUL_MESSAGE}` }],
    ["object key with a lone surrogate", JSON.parse('{"\\ud800":1}'), { field: "\ufffd", message: `key ${SURROGATE_MESSAGE}` }],
  ];
  it.each(cases)("%s", (_l, value, expected) => {
    expect(findUnsafeString(value)).toEqual(expected);
  });

  it("takes a prefix (a header name)", () => {
    expect(findUnsafeString("a\u0000", ["x-session-id"])).toEqual({ field: "x-session-id", message: NUL_MESSAGE });
  });

  it("walks a deeply nested value without recursion", () => {
    const depth = 200_000;
    const value: unknown = JSON.parse(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`);
    const found = findUnsafeString(value);
    expect(found?.message).toBe(NUL_MESSAGE);
    expect(found?.field.split(".")).toHaveLength(depth);
  });

  it("a clean value deeper than the fast pass goes is still walked, and found clean", () => {
    const value: unknown = JSON.parse(`${"[".repeat(1000)}"fine"${"]".repeat(1000)}`);
    expect(findUnsafeString(value)).toBeNull();
    const obj: unknown = JSON.parse(`${'{"a":'.repeat(100)}"x\\ud800"${"}".repeat(100)}`);
    expect(findUnsafeString(obj)).toEqual({ field: Array.from({ length: 100 }, () => "a").join("."), message: SURROGATE_MESSAGE });
  });

  it("assertSafeStrings throws the 400 envelope error naming the field", () => {
    const err = (() => {
      try {
        assertSafeStrings({ a: { b: "\u0000" } });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    expect((err as AppError).message).toBe("Invalid request parameters");
    expect((err as AppError).metadata).toEqual({ issues: [{ field: "a.b", message: NUL_MESSAGE }] });
    expect(() => assertSafeStrings({ a: ["fine", 1, null, { b: "😀" }] })).not.toThrow();
  });
});
