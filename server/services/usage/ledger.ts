import { resolve, join } from "node:path";
import { z } from "zod";
import type { Db } from "../../db";
import { env } from "../../env";
import { AppError } from "../../errors/app-error";
import { logger } from "../../logger";
import { BatchQueue } from "../../db/batch-queue";
import { invalidateDeadLetterCount, writeDeadLetter } from "./dead-letters";
import { UsageJournal, type Segment } from "./journal";
import { routeExplainSchema, type UsageEntry } from "../../observability/usage-entry";
import { usageRow, writeUsageJson } from "./usage-batch";

export { writeUsageBatch } from "./usage-batch";
export type { UsageEntry } from "../../observability/usage-entry";

/**
 * A queued usage entry. `row` is its ledger row as JSON text (usageRow, serialized once: it is
 * also the journal line, and a batch is these texts joined). `entry` is the entry as recorded
 * (null for a replayed line); both null for a journal line that could not be read back
 * (dead-lettered as is); `row` null with an `entry` for an entry no row can hold (dead-lettered).
 */
interface Item {
  id: string;
  entry: UsageEntry | null;
  row: string | null;
  raw?: string;
  seg: Segment | null;
}

export interface LedgerOptions {
  /** How long a lone entry waits for company before its batch is written (ms). */
  intervalMs?: number;
  maxBatch?: number;
  /** Queue bound: at this depth new inference requests are refused (503) until it drains. Nothing queued is dropped. */
  maxPending?: number;
  /** Where each entry is appended before record() returns (null: no journal, e.g. unit tests of the batch logic). */
  journal?: UsageJournal | null;
  /** Transient failures are retried after base·2^n ms (capped at max), with jitter. */
  backoff?: { baseMs: number; maxMs: number };
}

export interface LedgerStats {
  pending: number;
  accepting: boolean;
  /** A transient failure is being retried (with backoff). */
  retrying: boolean;
  retries: number;
  /** Rows this process moved to usage_dead_letters. */
  deadLetters: number;
  lastErrorAt: Date | null;
  journalSegments: number;
}

const JOURNAL_DOWN_HOLD_MS = 5_000;

/** A journal line of an older version: the UsageEntry itself (replayed after an upgrade). */
const journalLine = z.object({
  requestId: z.string(),
  orgId: z.string(),
  keyId: z.number(),
  workspaceId: z.string().nullable(),
  endUser: z.string().nullable(),
  model: z.string(),
  provider: z.string(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  costUsd: z.number(),
  isByok: z.boolean(),
  latencyMs: z.number().nullable(),
  attempts: z.number(),
  status: z.enum(["ok", "error", "aborted", "refused"]),
  sessionId: z.string().nullish(),
  trace: z.record(z.string(), z.string()).nullish(),
  guardrail: z
    .object({
      flags: z.record(z.string(), z.number()),
      redactions: z.record(z.string(), z.number()),
      refused: z.object({ reason: z.string(), message: z.string() }).nullish(),
      scores: z.record(z.string(), z.number()).optional(),
    })
    .nullish(),
  httpStatus: z.number().nullish(),
  ttfbMs: z.number().nullish(),
  attemptLog: z
    .array(z.object({ provider: z.string(), endpoint: z.string(), status: z.number().nullable(), reason: z.string().nullable(), latency_ms: z.number() }))
    .nullish(),
  explain: routeExplainSchema.nullish(),
  error: z.object({ code: z.number(), message: z.string(), reason: z.string().nullable() }).nullish(),
  createdAt: z.string().transform((s) => new Date(s)),
});

const json = z.unknown().nullable();

/** A journal line: the entry's ledger row (usageRow), as the batch statement reads it. */
const journalRow = z.object({
  request_id: z.string(),
  org_id: z.string(),
  key_id: z.number(),
  workspace_id: z.string().nullable(),
  end_user: z.string().nullable(),
  model: z.string(),
  provider: z.string(),
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  cost_usd: z.string(),
  is_byok: z.boolean(),
  latency_ms: z.number().nullable(),
  attempts: z.number(),
  status: z.enum(["ok", "error", "aborted", "refused"]),
  session_id: z.string().nullable(),
  trace: z.record(z.string(), z.string()).nullable(),
  guardrail: json,
  http_status: z.number().nullable(),
  ttfb_ms: z.number().nullable(),
  attempt_log: json,
  explain: json,
  error: json,
  created_at: z.string(),
});

/** A journal line read back: its row text, or (older lines) its entry; null when unreadable. */
function readJournalLine(raw: string): { id: string; row: string | null; entry: UsageEntry | null } | null {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null; // a line torn by a crash of the machine
  }
  if (parsed && typeof parsed === "object" && "request_id" in parsed) {
    const r = journalRow.safeParse(parsed);
    return r.success ? { id: r.data.request_id, row: raw, entry: null } : null;
  }
  const r = journalLine.safeParse(parsed);
  return r.success ? { id: r.data.requestId, row: null, entry: r.data } : null;
}

/**
 * The usage ledger's writer. record() appends the entry to the journal (one synchronous write,
 * so it survives kill -9) and queues it; batches are written off the response path.
 *
 * A batch the database refuses for its data (SQLSTATE class 22/23) is bisected until the bad
 * row is alone; that row goes to usage_dead_letters and the rest commit. Any other failure is
 * transient: the same head-of-queue batch is retried with exponential backoff, so order is kept
 * and nothing is dead-lettered for an outage. The queue is bounded by `maxPending`: past it
 * `accepting` turns false and inference answers 503 (nothing unbilled is served); entries of
 * requests already admitted are always queued, never dropped.
 */
export class LedgerWriter {
  private readonly queue: BatchQueue<Item>;
  private journalDownAt = 0;

  constructor(
    private readonly db: () => Promise<Db>,
    private readonly opts: LedgerOptions = {},
  ) {
    this.queue = new BatchQueue<Item>({
      label: "ledger",
      whenFull: "refuse",
      maxBatch: opts.maxBatch ?? 500,
      maxPending: opts.maxPending ?? 50_000,
      intervalMs: opts.intervalMs,
      backoff: opts.backoff,
      write: async (items) => {
        await writeUsageJson(await this.db(), `[${items.map((it) => it.row).join(",")}]`);
      },
      unwritable: (it) => {
        if (it.row === null && !it.entry) return "unreadable usage journal line";
        try {
          it.row ??= JSON.stringify(usageRow(it.entry as UsageEntry));
          return null;
        } catch (err) {
          return `unstorable entry: ${(err as Error).message}`;
        }
      },
      reject: async (it, error) => {
        await writeDeadLetter(await this.db(), it.id, it.raw ?? (it.entry ? JSON.stringify(it.entry) : (it.row ?? "null")), error);
        invalidateDeadLetterCount();
        logger.warn({ requestId: it.id, error }, "usage row refused by the database: moved to usage_dead_letters");
      },
      settled: (it) => {
        if (it.seg) this.opts.journal?.settle(it.seg);
      },
      idle: () => this.opts.journal?.rotateIfSettled(),
    });
  }

  /** The hot path's check: may a new inference request start? (Two comparisons.) */
  get accepting(): boolean {
    return !this.queue.full && (this.journalDownAt === 0 || Date.now() - this.journalDownAt > JOURNAL_DOWN_HOLD_MS);
  }

  get pending(): number {
    return this.queue.pending;
  }

  stats(): LedgerStats {
    const q = this.queue.stats();
    return {
      pending: q.pending,
      accepting: this.accepting,
      retrying: q.retrying,
      retries: q.retries,
      deadLetters: q.rejected,
      lastErrorAt: q.lastErrorAt,
      journalSegments: this.opts.journal?.openSegments ?? 0,
    };
  }

  record(entry: UsageEntry): void {
    let seg: Segment | null = null;
    // One serialization: the row's JSON is the journal line and, joined, the batch parameter.
    let row: string | null = null;
    try {
      row = JSON.stringify(usageRow(entry));
    } catch {
      /* no row can hold it (an invalid date): journaled as the entry, dead-lettered at commit */
    }
    const j = this.opts.journal;
    if (j) {
      try {
        seg = j.append(row ?? JSON.stringify(entry));
        this.journalDownAt = 0;
      } catch (err) {
        if (this.journalDownAt === 0) {
          logger.error({ err: (err as Error).message, requestId: entry.requestId }, "usage journal write failed: inference answers 503 until it works again");
        }
        this.journalDownAt = Date.now();
      }
    }
    this.queue.push({ id: entry.requestId, entry, row, seg });
  }

  /**
   * Queue what processes that are gone left in the journal (start-up; idempotent by request id:
   * the ledger skips rows it already has). Returns how many entries were queued.
   */
  replayJournal(): number {
    const j = this.opts.journal;
    if (!j) return 0;
    const items: Item[] = [];
    for (const { segment, lines, origin } of j.adoptOrphans()) {
      lines.forEach((raw, i) => {
        const r = readJournalLine(raw);
        items.push({ id: r?.id ?? `journal:${origin}:${i + 1}`, entry: r?.entry ?? null, row: r?.row ?? null, raw, seg: segment });
      });
    }
    if (items.length === 0) return 0;
    logger.warn({ entries: items.length }, "replaying usage journal left by a stopped process");
    this.queue.prepend(items);
    return items.length;
  }

  /** Write what is queued now (ignoring a backoff wait); returns when the queue is empty or a transient failure stopped it. */
  async flush(): Promise<void> {
    await this.queue.flush();
  }

  /** Flush (a few tries), then stop. What could not be written stays in the journal for the next start. */
  async close(): Promise<void> {
    const left = await this.queue.close(5);
    if (left > 0) {
      logger.error({ pending: left }, "ledger rows not written at shutdown stay in the usage journal and are replayed at the next start");
    }
    this.opts.journal?.close();
  }
}

const KEY = Symbol.for("switchyard.ledger");
type Holder = { [KEY]?: LedgerWriter };

/** The process's ledger writer, journaling under <GATEWAY_DATA_DIR>/usage-journal. */
export function ledger(): LedgerWriter {
  const h = globalThis as Holder;
  if (!h[KEY]) {
    const e = env();
    h[KEY] = new LedgerWriter(async () => (await import("../../db")).getDb(), {
      journal: new UsageJournal(join(resolve(/*turbopackIgnore: true*/ e.GATEWAY_DATA_DIR), "usage-journal")),
      maxPending: e.GATEWAY_LEDGER_MAX_PENDING,
      intervalMs: e.GATEWAY_LEDGER_FLUSH_MS,
    });
  }
  return h[KEY];
}

/** Refuse a new inference request while the ledger cannot take its usage (queue full, journal failing). */
export function ensureLedgerAccepting(): void {
  if (ledger().accepting) return;
  throw new AppError("SERVICE_UNAVAILABLE", {
    message: "Usage recording is backed up; retry shortly",
    headers: { "retry-after": "1" },
  });
}
