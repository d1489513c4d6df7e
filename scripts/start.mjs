// `npm start`: compile the server when dist/server is missing or older than its sources
// (scripts/build.mjs, well under a second), then run it in this same Node process. A missing or
// stale console build is rebuilt by the server in the background while the API already answers.
// `npm start` sets MALLOC_ARENA_MAX=2, MALLOC_MMAP_THRESHOLD_=16384 and node's
// --heap-growing-percent=20 (package.json): glibc's per-thread malloc arenas otherwise hold ~200 MB
// more under load, glibc's heap otherwise keeps the freed segments of V8's compiler zones resident
// (~75 MB; with its default sliding threshold also freed large buffers, ~40 MB more), and V8 lets the old generation grow ~1.5-2x past what is live (docs/deployment.md, "Memory").
// All must be in place before node starts, so a production service sets them too (as the
// Dockerfile does). npm itself stays alive as this process's parent: run
// `node ... dist/server/main.mjs` without npm in production.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt, nextStale, SERVER_OUT } from "./build.mjs";

try {
  await ensureBuilt({ next: false });
} catch (err) {
  process.stderr.write(`start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
if (nextStale()) process.env.SWITCHYARD_CONSOLE_STALE = "1";
await import(pathToFileURL(join(SERVER_OUT, "main.mjs")).href);
