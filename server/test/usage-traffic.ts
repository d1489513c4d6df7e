/**
 * Synthetic ledger traffic for the analytics tests: a deterministic sequence (so a failure
 * reproduces) and the billed part of one usage entry drawn from it.
 */

/** A deterministic pseudo-random sequence (a linear congruential generator). */
export function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** Tokens, cost and BYOK of one entry, drawn from `r` in that order; a refused entry bills nothing. */
export function randomBilling(r: () => number, billed: boolean) {
  return {
    promptTokens: billed ? Math.floor(r() * 500) : 0,
    completionTokens: billed ? Math.floor(r() * 300) : 0,
    costUsd: billed ? Math.round(r() * 1e7) / 1e9 : 0,
    isByok: billed && r() < 0.1,
    latencyMs: 10,
    attempts: 1,
  };
}
