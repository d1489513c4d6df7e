import { randomFillSync } from "node:crypto";

/*
 * Response ids (`msg_…`, `toolu_…`, `emb-…`): 12 random bytes in hex. One call to the CSPRNG
 * fills a 4 KiB pool that serves ~340 ids, instead of one system call per id on the hot path.
 */
const POOL_BYTES = 4096;
const ID_BYTES = 12;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let offset = POOL_BYTES;

/** `prefix` + 24 random hex characters. */
export function newId(prefix: string): string {
  if (offset + ID_BYTES > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString("hex", offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return prefix + id;
}
