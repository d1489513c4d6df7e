import type { Db } from "../db";
import { logger } from "../logger";

/**
 * last_used_at without a write per request: authentications mark keys here, and a timer writes
 * them in one UPDATE every few seconds. Readers overlay what is not written yet.
 */
class LastUsedTracker {
  private pending = new Map<number, Date>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly intervalMs = 5000) {}

  touch(db: Db, keyId: number, at: Date): void {
    const prev = this.pending.get(keyId);
    if (!prev || prev < at) this.pending.set(keyId, at);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(db), this.intervalMs);
      this.timer.unref();
    }
  }

  /** The newest known use of a key, written or not. */
  overlay(keyId: number, stored: Date | null): Date | null {
    const p = this.pending.get(keyId);
    return p && (!stored || p > stored) ? p : stored;
  }

  async flush(db: Db): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    try {
      await db.$executeRaw`
        UPDATE api_keys AS k SET last_used_at = v.at
        FROM unnest(${batch.map(([id]) => id)}::int[], ${batch.map(([, at]) => at.toISOString())}::timestamptz[]) AS v(id, at)
        WHERE k.id = v.id AND (k.last_used_at IS NULL OR k.last_used_at < v.at)`;
    } catch (err) {
      logger.warn({ err }, "last_used_at flush failed");
      for (const [id, at] of batch) this.touch(db, id, at);
    }
  }
}

const KEY = Symbol.for("switchyard.lastUsed");
type Holder = { [KEY]?: LastUsedTracker };

export function lastUsed(): LastUsedTracker {
  const h = globalThis as Holder;
  return (h[KEY] ??= new LastUsedTracker());
}
