import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { dbIndependentUnitFiles } from "./server/test/db-independent";

// Vitest 5's reporter calls Map.groupBy (Node >= 21) when printing failures; this machine runs Node 20.
if (typeof Map.groupBy !== "function") {
  Object.defineProperty(Map, "groupBy", {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const out = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = out.get(k);
        if (list) list.push(item);
        else out.set(k, [item]);
      }
      return out;
    },
  });
}

const root = fileURLToPath(new URL(".", import.meta.url));

/*
 * CI's second pass on PostgreSQL and Redis (.ci/run sets SWITCHYARD_TEST_STORES_PASS=1) leaves out the
 * unit files that cannot see either (server/test/db-independent.ts): they ran in `npm test` already.
 */
// Vitest evaluates this file once more per project extending it: judged (and said) once per process.
const judged = globalThis as { switchyardStoresPassSkips?: Promise<string[]> };
const storesPassSkips =
  process.env.SWITCHYARD_TEST_STORES_PASS === "1"
    ? await (judged.switchyardStoresPassSkips ??= dbIndependentUnitFiles(root).then((files) => {
        process.stderr.write(`[vitest] stores pass: ${files.length} unit files independent of DATABASE_URL and REDIS_URL left out\n`);
        return files;
      }))
    : [];

export default defineConfig({
  resolve: { alias: { "@/": root } },
  test: {
    env: { NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.http.test.ts", "node_modules/**", ...storesPassSkips],
          // Bounds for a hang, not for speed: beside npm test's other processes on a loaded 2-core machine,
          // a test that boots PGlite from nothing or spawns the CLI took 30–41 s (2026-11-27).
          testTimeout: 90_000,
          hookTimeout: 120_000,
          /*
           * Vitest runs this project's files first and the http project's (fileParallelism: false)
           * after them, never at the same time; its default of one worker per core but one would
           * leave a 2-core machine running one unit file at a time.
           */
          // scripts/test.ts runs this project beside the http one, in a process of its own, with one worker.
          maxWorkers: Number(process.env.SWITCHYARD_UNIT_WORKERS) || Math.max(2, availableParallelism() - 1),
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["server/**/*.http.test.ts"],
          globalSetup: ["server/test/http-global-setup.ts"],
          // Bounds for a hang: a fixture's server start may take minutes on a loaded host (server/test/server.ts waits 240 s).
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
