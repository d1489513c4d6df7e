import { createHmac, hash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seeded } from "../../../test/seeded";
import { hmacHex, hmacKey, sha256Hex } from "./sha256";

/** The signer's SHA-256 and HMAC-SHA256 against node:crypto (OpenSSL), on every padding boundary and random UTF-8. */

const rnd = seeded(24);
const ALPHABET = ["a", "Z", "0", " ", "\n", "é", "€", "😀", ":", "%"];
const randomText = (n: number) => Array.from({ length: n }, () => ALPHABET[Math.floor(rnd() * ALPHABET.length)]).join("");

describe("sha256Hex", () => {
  it("matches node:crypto on lengths 0..300 (every padding boundary) and on a long text", () => {
    for (let n = 0; n <= 300; n++) {
      const s = "x".repeat(n);
      expect(sha256Hex(s)).toBe(hash("sha256", s, "hex"));
    }
    const long = randomText(20_000); // more than the initial buffer
    expect(sha256Hex(long)).toBe(hash("sha256", long, "hex"));
  });

  it("hashes UTF-8 bytes, as update(s, 'utf8') does", () => {
    for (let i = 0; i < 200; i++) {
      const s = randomText(Math.floor(rnd() * 200));
      expect(sha256Hex(s)).toBe(hash("sha256", s, "hex"));
    }
  });
});

describe("hmacHex", () => {
  it("matches createHmac for 32-byte keys (SigV4's derived key) and shorter or 64-byte keys", () => {
    for (const keyLen of [0, 1, 32, 63, 64]) {
      const key = Buffer.from(Array.from({ length: keyLen }, () => Math.floor(rnd() * 256)));
      const k = hmacKey(key);
      for (const n of [0, 1, 55, 56, 63, 64, 119, 120, 200]) {
        const s = randomText(n);
        expect(hmacHex(k, s)).toBe(createHmac("sha256", key).update(s).digest("hex"));
      }
    }
  });

  it("refuses keys longer than a block (they would need hashing first)", () => {
    expect(() => hmacKey(new Uint8Array(65))).toThrow();
  });
});
