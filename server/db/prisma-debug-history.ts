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
  const trim = () => {
    if ((globalThis as { DEBUG?: string }).DEBUG) return;
    for (let i = 0; i < 101; i++) own("");
    clearAdapter?.();
  };
  trimNow = trim;
  const timer = setInterval(trim, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (trimNow === trim) trimNow = null;
  };
}

let trimNow: (() => void) | null = null;

/**
 * Empty the histories now (when startPrismaDebugTrim runs: the production server), for a writer
 * whose statement carried a large parameter: a ledger batch's JSON (~1.4 KB a row, hundreds of
 * rows) is held there by reference, as the adapter's logged parameter and the client's parsed
 * one, beside the copies the client runtime makes of it (JSON.stringify, then JSON.parse). Left
 * there until the next trim (up to a second) those strings outlive a scavenge, are promoted and
 * grow the old generation ~12 MB between full GCs at ~2,700 req/s; let go as soon as the batch
 * is written they die young (docs/performance.md, "The tail at one connection").
 */
export function trimPrismaDebugHistory(): void {
  trimNow?.();
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
