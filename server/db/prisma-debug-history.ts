import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Debug } from "@prisma/client/runtime/client";
import { logger } from "../logger";

/**
 * Prisma's debug module keeps the arguments of its last 100 debug calls, whether DEBUG is set or
 * not (for its crash reports): the client logs every query plan, the PostgreSQL adapter every
 * query with its parameters. A ledger batch's parameter is ~0.4 MB of JSON and an I/O log row
 * can hold two request bodies, so that history alone held 40–200 MB of the server's heap
 * (docs/performance.md, "Memory"). Every `intervalMs` this empties both histories (the client
 * runtime's copy, reached through its exported `Debug`, is overwritten with 100 empty entries;
 * the adapter's own @prisma/debug has `clearLogs`). Nothing is trimmed while DEBUG is set:
 * someone is debugging and wants them. Stops with the returned function.
 */
export function startPrismaDebugTrim(intervalMs = 1000): () => void {
  const own = Debug("switchyard:trim");
  let clearAdapter: (() => void) | null = null;
  void adapterClearLogs().then((f) => (clearAdapter = f));
  const timer = setInterval(() => {
    if ((globalThis as { DEBUG?: string }).DEBUG) return;
    for (let i = 0; i < 101; i++) own("");
    clearAdapter?.();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** clearLogs of the @prisma/debug that @prisma/adapter-pg loads (its own nested copy), or null. */
async function adapterClearLogs(): Promise<(() => void) | null> {
  try {
    const adapter = createRequire(import.meta.url).resolve("@prisma/adapter-pg");
    // The adapter is an ES module: the ES build of its @prisma/debug (index.mjs beside index.js) is the instance it uses.
    const cjs = createRequire(adapter).resolve("@prisma/debug");
    const m = (await import(pathToFileURL(cjs.replace(/\.js$/, ".mjs")).href)) as { clearLogs?: () => void };
    return typeof m.clearLogs === "function" ? m.clearLogs : null;
  } catch (err) {
    logger.debug({ err }, "the PostgreSQL adapter's debug history is not trimmed");
    return null;
  }
}
