import { dbHandle, embeddedPglite } from "./db";
import { serveEmbedded } from "./db/embedded-socket";
import { makePrivateDir } from "./db/private-dir";
import { env } from "./env";
import { catalog } from "./catalog/catalog";
import { liveCatalog, startLiveCatalog } from "./catalog/live";
import { lastUsed } from "./auth/last-used";
import { logger } from "./logger";
import { closeRedis, redisReady } from "./redis";
import { shutdownBroadcastPipelines } from "./observability/broadcast";
import { registerMetricSource } from "./observability/metrics";
import { closeIoLog, ioLog } from "./services/io-log/writer";
import { startIoLogPurge } from "./services/io-log/purge";
import { ledger } from "./services/usage/ledger";
import { bootstrap } from "./services/organizations/organizations";

const STARTED = Symbol.for("switchyard.started");
type Holder = { [STARTED]?: Promise<() => Promise<void>> };

/**
 * Open the database (applying migrations), bootstrap on first start (printing the new
 * management key once, on stdout, on a line of its own) and, on the embedded database,
 * serve it to the CLI. Idempotent per process: server/main.ts and Next's instrumentation
 * hook may both call it. Resolves to a shutdown function.
 */
export function startGateway(): Promise<() => Promise<void>> {
  const h = globalThis as Holder;
  h[STARTED] ??= (async () => {
    const e = env();
    catalog(); // an invalid GATEWAY_CONFIG stops start-up here, naming the file, the path and the problem
    const handle = await dbHandle();
    // 0700 / 0600 and umask 077, once the database is open (a new one is unpacked from a template
    // whose modes are 0666); the usage journal lives here with DATABASE_URL too.
    makePrivateDir(e.GATEWAY_DATA_DIR);
    const { printKey } = await bootstrap(handle.prisma, { managementKey: e.GATEWAY_MANAGEMENT_KEY });
    if (printKey) process.stdout.write(`management key: ${printKey}\n`);
    // The organizations' own providers and models (issue 25), kept in step with the database from here on.
    await startLiveCatalog(() => handle.prisma);
    // Usage a killed process journaled but never wrote: into the ledger before serving
    // (idempotent by request id). A database outage here does not stop start-up: the writer retries.
    if (ledger().replayJournal() > 0) await ledger().flush();
    const pglite = embeddedPglite(handle.prisma);
    const stopSocket = pglite ? (await serveEmbedded(pglite, e.GATEWAY_DATA_DIR)).stop : async () => {};
    // With REDIS_URL, serve once Redis answers (or after 2 s without it: then degraded, see redis.ts).
    await redisReady(2000);
    registerMetricSource("ledger", () => ledger().stats());
    registerMetricSource("ioLog", () => ioLog());
    const stopPurge = startIoLogPurge(async () => handle.prisma, e.GATEWAY_IO_LOG_RETENTION_DAYS);
    logger.info({ database: handle.kind }, "gateway ready");
    // Warm the rankings dataset off the start-up path: a failure here only means a cold first query.
    void import("./services/datasets/rankings")
      .then((m) => m.warmRankings(handle.prisma))
      .catch((err: unknown) => logger.warn({ err }, "rankings warm-up failed"));
    return async () => {
      // Nothing of a completed request is lost on a clean stop: flush the ledger and last_used_at first.
      await ledger().close();
      stopPurge();
      liveCatalog().stop();
      await closeIoLog();
      // Spans still queued for broadcast destinations: one last flush, bounded (a destination that
      // is down must not hold the stop).
      await Promise.race([shutdownBroadcastPipelines(), new Promise((r) => setTimeout(r, 3000).unref())]);
      await lastUsed().flush(handle.prisma);
      await closeRedis();
      await stopSocket();
      await handle.close();
    };
  })();
  return h[STARTED];
}

/**
 * For Next's instrumentation hook (`next start`, `next dev`): Next only logs a failing hook and
 * keeps serving without a database; like `npm start`, a start-up failure (another gateway owns the
 * embedded database, an invalid GATEWAY_CONFIG, PostgreSQL unreachable) ends the process instead.
 */
export async function startGatewayOrExit(): Promise<void> {
  try {
    await startGateway();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    logger.fatal({ err: message }, "start-up failed");
    process.stderr.write(`start-up failed: ${message}\n`);
    process.exit(1);
  }
}
