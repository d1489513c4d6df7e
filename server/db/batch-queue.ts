import { logger } from "../logger";
import { classifyDbError, describeDbError } from "./db-errors";
import { trimPrismaDebugHistory } from "./prisma-debug-history";

/**
 * What a BatchQueue does with its items: how a batch is written, what happens to an item the
 * database refuses, and what a full queue does.
 */
export interface BatchQueueOptions<T> {
  /** Names the queue in its log lines ("ledger", "I/O log"). */
  label: string;
  /** Write a batch (one statement, ideally). Throws: a data error (SQLSTATE class 22/23) splits the batch, anything else is retried. */
  write: (items: T[]) => Promise<void>;
  /** An item refused by the database on its own (after splitting), or one `unwritable` names: moved aside (a dead letter) or dropped. */
  reject: (item: T, reason: string) => Promise<void> | void;
  /** Why an item cannot be written at all (checked before each write; null: it can). */
  unwritable?: (item: T) => string | null;
  /** An item written or rejected (it leaves the queue). */
  settled?: (item: T) => void;
  /** The queue is empty after a drain. */
  idle?: () => void;
  /** How long a lone item waits for company before its batch is written (ms). */
  intervalMs?: number;
  maxBatch?: number;
  /** The bound. Policy "refuse": `full` turns true and the owner refuses new work (nothing queued is dropped). "drop": a push past it is dropped and counted. */
  maxPending?: number;
  whenFull: "refuse" | "drop";
  /** Transient failures: the head batch is retried after base·2^n ms (capped at max), with jitter, so order is kept. */
  backoff?: { baseMs: number; maxMs: number };
  /** Drop the head batch (counted) after this many failures in a row (none: retry it forever). */
  dropAfterFailures?: number;
  /** Let the timer not hold the process open. */
  unref?: boolean;
}

export interface BatchQueueStats {
  pending: number;
  /** A transient failure is being retried (with backoff). */
  retrying: boolean;
  /** Failed batch writes since start (each one retried later). */
  retries: number;
  /** Items written since start. */
  written: number;
  /** Items rejected since start (refused by the database alone, or unwritable). */
  rejected: number;
  /** Items dropped since start (a full "drop" queue, a closed one, a batch past dropAfterFailures). */
  dropped: number;
  lastErrorAt: Date | null;
}

interface Slot<T> {
  item: T;
  done: boolean;
}

/**
 * An ordered, bounded batching queue in front of a database write, off the caller's path:
 * push() only queues; batches of up to `maxBatch` are written every `intervalMs` (a full batch at
 * once). A batch the database refuses for its data is bisected until the bad item is alone; that
 * item is rejected and the rest are written, so one bad item never stops the ones behind it. Any
 * other failure is transient: the same head-of-queue batch is retried with exponential backoff,
 * so order is kept and nothing is rejected for an outage.
 *
 * The timer writes one batch, then more only while a full batch is waiting; a partial rest waits
 * for the next interval. Under load this keeps batches large (few per second): each batch has a
 * fixed cost on the database and the event loop, and writing back-to-back made ~5x as many small
 * batches (profiled on the ledger: the embedded database thread's CPU per request ~2.7x).
 */
export class BatchQueue<T> {
  private queue: Array<Slot<T>> = [];
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private failures = 0;
  private retryAt = 0;
  private closed = false;
  private readonly maxBatch: number;
  private readonly maxPending: number;
  private readonly counts = { retries: 0, written: 0, rejected: 0, dropped: 0 };
  private lastErrorAt: Date | null = null;

  constructor(private readonly opts: BatchQueueOptions<T>) {
    this.maxBatch = opts.maxBatch ?? 500;
    this.maxPending = opts.maxPending ?? 50_000;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** At the bound (a "refuse" queue's owner refuses new work until it drains). */
  get full(): boolean {
    return this.queue.length >= this.maxPending;
  }

  get dropped(): number {
    return this.counts.dropped;
  }

  stats(): BatchQueueStats {
    return { pending: this.queue.length, retrying: this.retryAt > Date.now(), ...this.counts, lastErrorAt: this.lastErrorAt };
  }

  /** Queue an item. A "drop" queue that is full or closed drops it (counted); a "refuse" queue always takes it. */
  push(item: T): void {
    if (this.opts.whenFull === "drop" && (this.closed || this.full)) {
      this.counts.dropped++;
      return;
    }
    this.queue.push({ item, done: false });
    this.schedule();
  }

  /** Put items ahead of everything queued (what an earlier process left to write). */
  prepend(items: T[]): void {
    if (items.length === 0) return;
    this.queue = items.map((item) => ({ item, done: false })).concat(this.queue);
    this.schedule();
  }

  /** Write what is queued now (ignoring a backoff wait); returns when the queue is empty or a transient failure stopped it. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.retryAt = 0;
    await this.drain(true);
  }

  /** Flush (`tries` times, waiting a little longer between each), then stop. Returns how many items are left. */
  async close(tries = 1): Promise<number> {
    for (let i = 0; i < tries && this.queue.length > 0; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 100 * 2 ** (i - 1))));
      await this.flush();
    }
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.queue.length;
  }

  private schedule(): void {
    // A full batch is written now, not at the end of an interval already waited for.
    if (this.timer && !this.draining && this.queue.length >= this.maxBatch && this.retryAt <= Date.now()) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.timer || this.draining || this.closed || this.queue.length === 0) return;
    const now = Date.now();
    const wait = this.retryAt > now ? this.retryAt - now : this.queue.length >= this.maxBatch ? 0 : (this.opts.intervalMs ?? 200);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.drain();
    }, wait);
    if (this.opts.unref) this.timer.unref();
  }

  /** Write batches. `all` (flush, close): until the queue is empty. Otherwise (the timer): one batch, then more only while a full batch waits. */
  private drain(all = false): Promise<void> {
    if (this.draining && all) return this.draining.then(() => this.drain(true));
    this.draining ??= this.drainLoop(all).finally(() => {
      this.draining = null;
      this.schedule();
    });
    return this.draining;
  }

  private async drainLoop(all: boolean): Promise<void> {
    let first = true;
    while (this.queue.length > 0 && this.retryAt <= Date.now() && (all || first || this.queue.length >= this.maxBatch)) {
      first = false;
      const batch = this.queue.slice(0, this.maxBatch);
      try {
        await this.commit(batch);
        this.failures = 0;
      } catch (err) {
        this.failures++;
        this.counts.retries++;
        this.lastErrorAt = new Date();
        const { baseMs, maxMs } = this.opts.backoff ?? { baseMs: 200, maxMs: 30_000 };
        const delay = Math.round(Math.min(maxMs, baseMs * 2 ** (this.failures - 1)) * (0.75 + Math.random() / 4));
        this.retryAt = Date.now() + delay;
        if (this.opts.dropAfterFailures && this.failures >= this.opts.dropAfterFailures) {
          for (const s of batch) if (!s.done) this.counts.dropped++;
          for (const s of batch) s.done = true;
          this.failures = 0;
        }
        logger.warn({ error: describeDbError(err), pending: this.queue.length, retryInMs: delay }, `${this.opts.label} write failed (transient): retrying in order`);
      }
      // Drop what was written, rejected or dropped from the head; the rest keeps its place.
      const left = this.queue.slice(0, batch.length).filter((s) => !s.done);
      this.queue.splice(0, batch.length, ...left);
    }
    if (this.queue.length === 0) this.opts.idle?.();
  }

  /** Write slots; a data error splits them until the bad item is alone. Throws on a transient error. */
  private async commit(slots: Array<Slot<T>>): Promise<void> {
    const ok: Array<Slot<T>> = [];
    for (const s of slots) {
      if (s.done) continue;
      const why = this.opts.unwritable?.(s.item) ?? null;
      if (why === null) ok.push(s);
      else await this.reject(s, why);
    }
    if (ok.length === 0) return;
    try {
      try {
        await this.opts.write(ok.map((s) => s.item));
      } finally {
        // The batch's parameters (a ledger batch's JSON, I/O-logged bodies) are held in Prisma's
        // debug history until its next trim: let them go now, before they outlive a scavenge.
        trimPrismaDebugHistory();
      }
      this.counts.written += ok.length;
      for (const s of ok) this.settle(s);
    } catch (err) {
      if (classifyDbError(err) !== "row") throw err;
      if (ok.length === 1) return this.reject(ok[0], describeDbError(err));
      const mid = ok.length >> 1;
      await this.commit(ok.slice(0, mid));
      await this.commit(ok.slice(mid));
    }
  }

  private async reject(s: Slot<T>, reason: string): Promise<void> {
    await this.opts.reject(s.item, reason);
    this.counts.rejected++;
    this.settle(s);
  }

  private settle(s: Slot<T>): void {
    s.done = true;
    this.opts.settled?.(s.item);
  }
}
