/**
 * SHA-256 and HMAC-SHA256 in plain JavaScript, for the SigV4 signer (./sigv4.ts) only.
 *
 * Why not node:crypto: on the inference path the signer runs once per Bedrock request between
 * much other work, so OpenSSL's digest path is cold each time. Measured in the gateway under
 * bench/cloud-adapters.ts, a signature took ~43 µs (p50) on node:crypto and ~32 µs with this
 * loop over preallocated typed arrays; with the caches flushed between calls, one native
 * one-shot digest of a Converse body took ~33–42 µs against ~16 µs here; hot in a loop the two
 * are level. The HMAC keeps the inner and outer states of a derived key (one key a day), so a
 * signature's HMAC is the string to sign's blocks plus one block for the outer hash.
 * Checked against node:crypto in sha256.test.ts; the mock upstream verifies with node:crypto.
 * No secret-dependent branches or table lookups (SHA-256 has none).
 */

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const W = new Int32Array(64);

/** Runs the compression function over bytes[from, to) (whole 64-byte blocks) into state. */
function blocks(state: Int32Array, bytes: Uint8Array, from: number, to: number): void {
  let h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3], h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7];
  for (let off = from; off < to; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + i * 4;
      W[i] = (bytes[j] << 24) | (bytes[j + 1] << 16) | (bytes[j + 2] << 8) | bytes[j + 3];
    }
    for (let i = 16; i < 64; i++) {
      const x = W[i - 15];
      const y = W[i - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      W[i] = (s0 + W[i - 7] + s1 + W[i - 16]) | 0;
    }
    let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
      const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + h) | 0;
  }
  state[0] = h0;
  state[1] = h1;
  state[2] = h2;
  state[3] = h3;
  state[4] = h4;
  state[5] = h5;
  state[6] = h6;
  state[7] = h7;
}

/** The message buffer (grown on demand) and the states the functions below return (copy to keep). */
let buf = new Uint8Array(4096);
const state = new Int32Array(8);
const encoder = new TextEncoder();

/** Pads bytes[0, len) as the tail of a message `prefix + len` bytes long and hashes it into state. */
function finish(len: number, prefix: number): void {
  const total = (((len + 8) >> 6) + 1) << 6;
  buf[len] = 0x80;
  buf.fill(0, len + 1, total - 4);
  const bits = (prefix + len) * 8; // < 2^32 for the messages signed here (buf is at most a few MB)
  buf[total - 4] = bits >>> 24;
  buf[total - 3] = bits >>> 16;
  buf[total - 2] = bits >>> 8;
  buf[total - 1] = bits;
  blocks(state, buf, 0, total);
}

/** The UTF-8 bytes of s into buf; their count. */
function encode(s: string): number {
  if (buf.length < s.length * 3 + 72) buf = new Uint8Array(s.length * 3 + 72);
  return encoder.encodeInto(s, buf).written;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
function hex(s: Int32Array): string {
  let o = "";
  for (let i = 0; i < 8; i++) {
    const x = s[i];
    o += HEX[(x >>> 24) & 255] + HEX[(x >>> 16) & 255] + HEX[(x >>> 8) & 255] + HEX[x & 255];
  }
  return o;
}

/** SHA-256 of a string's UTF-8 bytes, as lowercase hex. */
export function sha256Hex(s: string): string {
  const len = encode(s);
  state.set(IV);
  finish(len, 0);
  return hex(state);
}

/** An HMAC-SHA256 key (≤ 64 bytes) as its inner and outer states after the padded key block. */
export interface HmacKey {
  inner: Int32Array;
  outer: Int32Array;
}

export function hmacKey(key: Uint8Array): HmacKey {
  if (key.length > 64) throw new Error("HMAC keys longer than one block are not supported here");
  const pad = (x: number) => {
    const b = new Uint8Array(64).fill(x);
    for (let i = 0; i < key.length; i++) b[i] ^= key[i];
    const s = Int32Array.from(IV);
    blocks(s, b, 0, 64);
    return s;
  };
  return { inner: pad(0x36), outer: pad(0x5c) };
}

/** HMAC-SHA256(key, UTF-8 of s) as lowercase hex. */
export function hmacHex(key: HmacKey, s: string): string {
  const len = encode(s);
  state.set(key.inner);
  finish(len, 64);
  for (let i = 0; i < 8; i++) {
    const x = state[i];
    buf[i * 4] = x >>> 24;
    buf[i * 4 + 1] = x >>> 16;
    buf[i * 4 + 2] = x >>> 8;
    buf[i * 4 + 3] = x;
  }
  state.set(key.outer);
  finish(32, 64);
  return hex(state);
}
