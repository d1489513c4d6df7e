import type { Db } from "../../db";
import { clean } from "../../db/db-errors";

/**
 * Store a usage row the database refused. `payload` is JSON text: JSON.stringify escapes NUL and
 * lone surrogates to ASCII, so it always stores. Idempotent by request id (a replayed journal
 * dead-letters a row once). Throws only when the database itself fails (the caller retries).
 */
export async function writeDeadLetter(db: Db, requestId: string, payload: string, error: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO usage_dead_letters (request_id, payload, error)
    VALUES (${clean(requestId).slice(0, 200)}, ${clean(payload)}, ${clean(error)})
    ON CONFLICT (request_id) DO NOTHING`;
}

const TTL_MS = 5_000;
let cached: { at: number; count: number } | null = null;

/** How many rows the dead-letter table holds (cached a few seconds: the health endpoint is unauthenticated). */
export async function countDeadLetters(db: Db, now = Date.now()): Promise<number> {
  if (cached && now - cached.at < TTL_MS) return cached.count;
  const rows = await db.$queryRaw<Array<{ n: bigint | number }>>`SELECT count(*) AS n FROM usage_dead_letters`;
  cached = { at: now, count: Number(rows[0]?.n ?? 0) };
  return cached.count;
}

/** A new dead letter was written: the next count reads the table. */
export function invalidateDeadLetterCount(): void {
  cached = null;
}
