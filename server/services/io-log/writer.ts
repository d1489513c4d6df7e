import type { Db } from "../../db";
import { env } from "../../env";
import { logger } from "../../logger";
import { BatchQueue } from "../../db/batch-queue";

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
 * The I/O log's writer: a BatchQueue of its own (record() only queues; batches of one jsonb
 * statement every interval, off the response path; transient failures retried in order with
 * backoff; a record the database refuses is split out and dropped, the rest written), so bodies
 * never enter the usage journal (a synchronous append on the response path) nor hold up a billing
 * batch. What is queued is observability, not billing: a full queue drops (counted in `dropped`),
 * a batch that fails five times in a row is dropped (counted), and a kill -9 loses what was queued
 * (decisions.md "I/O logging").
 */
export class IoLogWriter {
  private readonly queue: BatchQueue<IoRecord>;

  constructor(db: () => Promise<Db>, opts: IoWriterOptions = {}) {
    this.queue = new BatchQueue<IoRecord>({
      label: "I/O log",
      whenFull: "drop",
      dropAfterFailures: 5,
      unref: true,
      ...{ maxBatch: 200, maxPending: 10_000, ...opts },
      write: async (batch) => {
        await writeIoRecords(await db(), batch);
      },
      reject: (r, error) => {
        logger.warn({ requestId: r.requestId, error }, "I/O log record refused by the database: dropped");
      },
    });
  }

  get pending(): number {
    return this.queue.pending;
  }

  /** Records dropped since start: a full queue, refused by the database, or failing again and again. */
  get dropped(): number {
    const s = this.queue.stats();
    return s.dropped + s.rejected;
  }

  get written(): number {
    return this.queue.stats().written;
  }

  record(r: IoRecord): void {
    this.queue.push(r);
  }

  async flush(): Promise<void> {
    await this.queue.flush();
  }

  async close(): Promise<void> {
    await this.queue.close();
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
