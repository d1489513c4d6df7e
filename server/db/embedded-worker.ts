/**
 * The embedded database's own thread (worker_threads), for the production server: PGlite runs
 * PostgreSQL compiled to wasm synchronously, so on the main thread every query, a ledger batch
 * of 500 rows included (~20 ms), would stall the event loop and every request in flight. Here it
 * runs beside it and serves the PostgreSQL wire protocol on 127.0.0.1 (embedded-wire.ts: one
 * connection at a time holds the session for a whole statement sequence or transaction), to the
 * server's own pool and to the operator CLI alike.
 *
 * workerData: { dataDir, initOnly }. With initOnly the worker only creates the database and
 * exits: initdb grows wasm memory to ~900 MB that a wasm instance never gives back, so it runs
 * in a thread of its own that takes that memory with it when it ends.
 */
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { applyMigrations, pgliteExecutor } from "./migrate";
import { EMBEDDED_PG_CONF, serveEmbedded } from "./embedded-socket";
import { clusterTemplate } from "./embedded-template";

export type WorkerMessage = { type: "ready"; host: string; port: number; password: string } | { type: "closed" } | { type: "failed"; message: string };

const { dataDir, initOnly } = workerData as { dataDir: string; initOnly: boolean };
if (!parentPort) throw new Error("embedded-worker.ts runs as a worker thread");
const port: MessagePort = parentPort;

async function main(): Promise<void> {
  // A new database starts from the empty-cluster template when there is one (no initdb).
  const pglite = new PGlite(dataDir, { postgresqlconf: EMBEDDED_PG_CONF, loadDataDir: initOnly ? clusterTemplate() : undefined });
  await pglite.waitReady;
  if (initOnly) {
    await pglite.close();
    port.postMessage({ type: "closed" } satisfies WorkerMessage);
    return;
  }
  await applyMigrations(pgliteExecutor(pglite));
  const served = await serveEmbedded(pglite, dataDir, 64);
  port.on("message", (msg: { type: string }) => {
    if (msg.type !== "close") return;
    void (async () => {
      try {
        await served.stop();
        await pglite.close();
      } finally {
        port.postMessage({ type: "closed" } satisfies WorkerMessage);
      }
    })();
  });
  port.postMessage({ type: "ready", host: served.host, port: served.port, password: served.password } satisfies WorkerMessage);
}

main().catch((err: unknown) => {
  port.postMessage({ type: "failed", message: err instanceof Error ? err.message : String(err) } satisfies WorkerMessage);
});
