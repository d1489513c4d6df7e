import { createHash } from "node:crypto";

/**
 * Deterministic feature-hashing embeddings: each token (lowercased word, or token id) and each
 * bigram is hashed to a bucket and a sign; the vector is L2-normalised. Same input, same vector.
 */
export function hashEmbed(input: string | number[], dimensions: number): number[] {
  const v = new Float64Array(dimensions);
  const tokens = typeof input === "string" ? (input.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) : input.map(String);
  const features = [...tokens, ...tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`)];
  for (const f of features) {
    const h = createHash("sha256").update(f).digest();
    const bucket = h.readUInt32LE(0) % dimensions;
    v[bucket] += h[4] & 1 ? 1 : -1;
  }
  let norm = 0;
  for (const x of v) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  return Array.from(v, (x) => x / norm);
}

/** A rough token count for texts when a provider reports none: ~4 characters per token. */
export function estimateTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
