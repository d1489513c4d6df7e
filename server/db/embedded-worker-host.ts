import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { openDb, type DbHandle } from "../db";
import { logger } from "../logger";
import { assertNotServed, embeddedUrl } from "./embedded-socket";
import type { WorkerMessage } from "./embedded-worker";
import { makePrivateDir } from "./private-dir";

const WORKER = new URL("./embedded-worker.mjs", import.meta.url);

function next<T extends WorkerMessage["type"]>(worker: Worker, type: T): Promise<Extract<WorkerMessage, { type: T }>> {
  return new Promise((res, rej) => {
    const onMessage = (m: WorkerMessage) => {
      if (m.type === type) done(() => res(m as Extract<WorkerMessage, { type: T }>));
      else if (m.type === "failed") done(() => rej(new Error(`embedded database: ${m.message}`)));
    };
    const onExit = (code: number) => done(() => rej(new Error(`embedded database thread exited with ${code}`)));
    const done = (f: () => void) => {
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      f();
    };
    worker.on("message", onMessage);
    worker.on("exit", onExit);
  });
}

/**
 * The database thread's own JavaScript heap is small (the wire protocol's buffers): a young
 * generation of 4 MB instead of V8's default 16 (its WebAssembly memory is outside this limit).
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4 };

const start = (dataDir: string, initOnly: boolean) => new Worker(WORKER, { workerData: { dataDir, initOnly }, resourceLimits: RESOURCE_LIMITS });

/**
 * The production server's embedded database: PGlite in a thread of its own (see
 * embedded-worker.ts), reached over its wire-protocol socket through @prisma/adapter-pg,
 * exactly like PostgreSQL. A first start creates the database in a throwaway thread.
 */
export async function openEmbeddedInWorker(dataDir: string): Promise<DbHandle> {
  const dir = resolve(dataDir);
  makePrivateDir(dir);
  assertNotServed(dir);
  if (!existsSync(join(dir, "PG_VERSION"))) {
    const init = start(dir, true);
    await next(init, "closed");
    await init.terminate();
    makePrivateDir(dir); // the template it was unpacked from carries 0666 modes
  }
  const worker = start(dir, false);
  const ready = await next(worker, "ready");
  let closing = false;
  worker.on("exit", (code) => {
    if (closing) return;
    logger.fatal({ code }, "the embedded database thread stopped");
    process.exit(1);
  });
  const db = await openDb({ databaseUrl: embeddedUrl(ready.host, ready.port, ready.password), migrate: false, preparedStatements: true });
  return {
    prisma: db.prisma,
    kind: "pglite",
    close: async () => {
      closing = true;
      await db.close();
      const closed = next(worker, "closed");
      worker.postMessage({ type: "close" });
      await closed.catch(() => undefined);
      await worker.terminate();
    },
  };
}
