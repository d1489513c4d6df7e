import { z } from "zod";
import type { Db } from "../../db";
import { countDeadLetters } from "./dead-letters";
import { ledger } from "./ledger";

export const healthRecord = z.object({
  status: z.enum(["ok", "degraded"]),
  ledger: z.object({
    /** Usage rows queued for the ledger (not yet written). */
    pending: z.number().int(),
    /** false: the queue is full or the journal failing, and inference answers 503 until it drains. */
    accepting: z.boolean(),
    /** Usage journal segments holding rows not yet in the ledger. */
    journal_segments: z.number().int(),
    /** Rows in usage_dead_letters (cached a few seconds); null when the database did not answer. */
    dead_letters: z.number().int().nullable(),
    /** Transient write failures retried since start. */
    retries: z.number().int(),
    last_error_at: z.string().nullable(),
  }),
});

export type HealthRecord = z.infer<typeof healthRecord>;

/**
 * The process's health: "degraded" while the ledger refuses new requests, is retrying a
 * transient failure, or the database does not answer. Dead letters alone do not degrade it:
 * they are counted for the operator, and billing goes on.
 */
export async function gatewayHealth(db: Db): Promise<HealthRecord> {
  const s = ledger().stats();
  const deadLetters = await countDeadLetters(db).catch(() => null);
  const degraded = !s.accepting || s.retrying || deadLetters === null;
  return {
    status: degraded ? "degraded" : "ok",
    ledger: {
      pending: s.pending,
      accepting: s.accepting,
      journal_segments: s.journalSegments,
      dead_letters: deadLetters,
      retries: s.retries,
      last_error_at: s.lastErrorAt ? s.lastErrorAt.toISOString() : null,
    },
  };
}
