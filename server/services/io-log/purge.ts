import type { Db } from "../../db";
import { logger } from "../../logger";

const DAY_MS = 86_400_000;

/** Delete kept bodies older than `retentionDays` (I/O logging retention). Returns how many rows went. */
export async function purgeIoLogs(opts: { db: Db; retentionDays: number; now?: Date }): Promise<number> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.retentionDays * DAY_MS);
  return opts.db.$executeRaw`DELETE FROM generation_io WHERE created_at < ${cutoff}`;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The periodic purge: a first pass a minute after start-up, then hourly, on a timer that never
 * keeps the process alive and never runs on a request. Returns a stop function.
 */
export function startIoLogPurge(db: () => Promise<Db>, retentionDays: number, everyMs = PURGE_EVERY_MS): () => void {
  const run = async () => {
    try {
      const n = await purgeIoLogs({ db: await db(), retentionDays });
      if (n > 0) logger.info({ rows: n, retentionDays }, "I/O log purge");
    } catch (err) {
      logger.warn({ err: (err as Error).message }, "I/O log purge failed: retried at the next interval");
    }
  };
  const first = setTimeout(run, Math.min(60_000, everyMs));
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
