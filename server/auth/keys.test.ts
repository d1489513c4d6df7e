import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { generateKey, hashKey, keyLabel, parseBearer, sameHash } from "./keys";

describe("keys", () => {
  it("generates prefixed 256-bit keys, hashes them with SHA-256 and labels them without revealing them", () => {
    const k = generateKey("inference");
    expect(k).toMatch(/^sk-sy-v1-[0-9a-f]{64}$/);
    expect(generateKey("management")).toMatch(/^sk-sy-mgmt-v1-[0-9a-f]{64}$/);
    expect(hashKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const label = keyLabel(k);
    expect(label.startsWith("sk-sy-v1-")).toBe(true);
    expect(label.length).toBeLessThan(24);
    expect(k.includes(label.replace("...", ""))).toBe(false);
    expect(sameHash(hashKey(k), hashKey(k))).toBe(true);
    expect(sameHash(hashKey(k), hashKey("other"))).toBe(false);
    expect(sameHash("", "")).toBe(false);
  });

  const bearer: Array<[string, string | null | undefined, string | AppError["code"]]> = [
    ["missing", undefined, "MISSING_AUTH"],
    ["null", null, "MISSING_AUTH"],
    ["empty", "", "MISSING_AUTH"],
    ["blank", "   ", "MISSING_AUTH"],
    ["basic scheme", "Basic abc", "INVALID_AUTH"],
    ["no token", "Bearer", "INVALID_AUTH"],
    ["two tokens", "Bearer a b", "INVALID_AUTH"],
    ["ok", "Bearer sk-x", "sk-x"],
    ["case-insensitive scheme", "bearer sk-y", "sk-y"],
  ];
  it.each(bearer)("parseBearer: %s", (_l, header, expected) => {
    if (expected.startsWith("sk-")) {
      expect(parseBearer(header)).toBe(expected);
    } else {
      expect(() => parseBearer(header)).toThrow(expect.objectContaining({ code: expected }));
    }
  });
});
