import type { Db } from "../../db";
import { env } from "../../env";
import { logger } from "../../logger";
import { describeDbError } from "../usage/db-errors";

/** One request's kept bodies (I/O logging, issue 16), as generation_io stores them. */
export interface IoRecord {
  requestId: string;
  orgId: string;
  keyId: number;
  workspaceId: string | null;
  requestBody: string;
  requestTruncated: boolean;
  responseBody: string | null;
  responseTruncated: boolean;
  createdAt: Date;
}

export interface IoWriterOptions {
  intervalMs?: number;
  maxBatch?: number;
  /** Queue bound: past it a record is dropped (counted), never waited for. */
  maxPending?: number;
  backoff?: { baseMs: number; maxMs: number };
}

/**
 * The I/O log's writer: the ledger writer's never-blocking pattern (record() only queues;
 * batches of one jsonb statement every interval, off the response path; transient failures
 * retried in order with backoff) on a queue of its own, so bodies never enter the usage
 * journal (a synchronous append on the response path) nor hold up a billing batch. What is
 * queued is observability, not billing: a full queue drops (counted in `dropped`), and a
 * kill -9 loses what was queued (decisions.md "I/O logging").
 */
export class IoLogWriter {
  private queue: IoRecord[] = [];
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private failures = 0;
  private retryAt = 0;
  private closed = false;
  dropped = 0;
  written = 0;

  constructor(
    private readonly db: () => Promise<Db>,
    private readonly opts: IoWriterOptions = {},
  ) {}

  get pending(): number {
    return this.queue.length;
  }

  record(r: IoRecord): void {
    if (this.closed || this.queue.length >= (this.opts.maxPending ?? 10_000)) {
      this.dropped++;
      return;
    }
    this.queue.push(r);
    this.schedule();
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.retryAt = 0;
    while (this.draining) await this.draining;
    if (this.queue.length > 0) await this.drain();
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer || this.draining || this.closed || this.queue.length === 0) return;
    const wait = Math.max(0, this.retryAt - Date.now()) || (this.opts.intervalMs ?? 200);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.drain();
    }, wait);
    this.timer.unref?.();
  }

  private drain(): Promise<void> {
    this.draining ??= this.drainLoop().finally(() => {
      this.draining = null;
      this.schedule();
    });
    return this.draining;
  }

  private async drainLoop(): Promise<void> {
    const max = this.opts.maxBatch ?? 200;
    while (this.queue.length > 0 && this.retryAt <= Date.now()) {
      const batch = this.queue.slice(0, max);
      try {
        await writeIoRecords(await this.db(), batch);
        this.written += batch.length;
        this.failures = 0;
        this.queue.splice(0, batch.length);
      } catch (err) {
        this.failures++;
        const { baseMs, maxMs } = this.opts.backoff ?? { baseMs: 200, maxMs: 30_000 };
        const delay = Math.round(Math.min(maxMs, baseMs * 2 ** (this.failures - 1)) * (0.75 + Math.random() / 4));
        this.retryAt = Date.now() + delay;
        // A batch refused again and again (bad data, not an outage) is dropped rather than holding the queue.
        if (this.failures >= 5) {
          this.queue.splice(0, batch.length);
          this.dropped += batch.length;
          this.failures = 0;
        }
        logger.warn({ error: describeDbError(err), pending: this.queue.length, retryInMs: delay }, "I/O log write failed: retrying");
      }
    }
  }
}

/** Insert a batch (one statement; a request id already kept is skipped). */
export async function writeIoRecords(db: Db, batch: IoRecord[]): Promise<number> {
  if (batch.length === 0) return 0;
  const rows = JSON.stringify(
    batch.map((r) => ({
      request_id: r.requestId,
      org_id: r.orgId,
      key_id: r.keyId,
      workspace_id: r.workspaceId,
      request_body: r.requestBody,
      request_truncated: r.requestTruncated,
      response_body: r.responseBody,
      response_truncated: r.responseTruncated,
      created_at: r.createdAt.toISOString(),
    })),
  );
  return db.$executeRaw`
    INSERT INTO generation_io (request_id, org_id, key_id, workspace_id, request_body, request_truncated, response_body, response_truncated, created_at)
    SELECT request_id, org_id, key_id, workspace_id, request_body, request_truncated, response_body, response_truncated, created_at
    FROM jsonb_to_recordset(${rows}::jsonb) AS r(request_id text, org_id uuid, key_id int, workspace_id uuid, request_body text,
      request_truncated bool, response_body text, response_truncated bool, created_at timestamptz)
    ON CONFLICT (request_id) DO NOTHING`;
}

const KEY = Symbol.for("switchyard.ioLog");
type Holder = { [KEY]?: IoLogWriter };

/** The process's I/O log writer (same cadence as the ledger's). */
export function ioLog(): IoLogWriter {
  const h = globalThis as Holder;
  return (h[KEY] ??= new IoLogWriter(async () => (await import("../../db")).getDb(), { intervalMs: env().GATEWAY_LEDGER_FLUSH_MS }));
}

/** Close the writer if this process ever made one (shutdown). */
export async function closeIoLog(): Promise<void> {
  await (globalThis as Holder)[KEY]?.close();
}
