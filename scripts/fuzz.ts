/**
 * `npm run fuzz -- --runs 100000 [--seed N]`: the HTTP fuzz suite's long run. Starts a
 * production server of its own (the built `.next`, embedded database in a temporary directory,
 * or DATABASE_URL when set), fuzzes every operation of its OpenAPI document and the inference
 * endpoints, and prints a summary: runs, statuses, every distinct failure with its shrunk
 * counterexample. Exit code 1 when anything failed.
 *
 * --url URL --data-dir DIR   fuzz a server that is already running (its embedded data directory)
 * --json FILE                also write the summary as JSON
 * --transport next           serve with `next start` (inference through the route handlers) instead of server/main.ts
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { NPM_START, smapsBreakdown } from "../bench/lib";
import { TEST_MANAGEMENT_KEY } from "../server/test/http-global-setup";
import { ensureBuild, startServer, type RunningServer } from "../server/test/server";
import { formatSummary, fuzz, prepare } from "../server/test/fuzz/harness";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "10000" },
    seed: { type: "string" },
    url: { type: "string" },
    "data-dir": { type: "string" },
    json: { type: "string" },
    "shrink-budget": { type: "string", default: "300" },
    transport: { type: "string", default: "lean" },
  },
});

const runs = Number(values.runs);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  process.stderr.write("usage: npm run fuzz -- [--runs N] [--seed N] [--url URL --data-dir DIR] [--json FILE]\n");
  process.exit(2);
}

process.env.NEXT_TELEMETRY_DISABLED = "1";
let server: RunningServer | null = null;
let baseUrl = values.url;
let dataDir = values["data-dir"];
if (!baseUrl) {
  ensureBuild();
  process.stdout.write("starting a production server…\n");
  // The server with `npm start`'s node options and MALLOC_ARENA_MAX (dist/server/main.mjs, as the image runs it; not
  // scripts/start.mjs, which would rebuild a console older than its sources in the background): its RSS is the figure that matters. FUZZ_PLAIN_NODE=1: plain `node --enable-source-maps dist/server/main.mjs`, as the HTTP tests run it.
  const plain = process.env.FUZZ_PLAIN_NODE === "1";
  server = await startServer({
    transport: values.transport === "next" ? "next" : "lean",
    command: plain ? undefined : { nodeArgs: NPM_START.nodeArgs, entry: "dist/server/main.mjs" },
    env: { ...(plain ? {} : NPM_START.env), GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY, LOG_LEVEL: process.env.LOG_LEVEL ?? "error" },
  });
  baseUrl = server.url;
  dataDir = server.dataDir;
}

/**
 * With MEM_PROBE_DIR (and NODE_OPTIONS="--import ./bench/mem-probe.mjs", which the server inherits):
 * the server's heaps per thread and its RSS by mapping kind, written to <dir>/<label>-*.json.
 */
async function memoryProbe(label: string): Promise<void> {
  const dir = process.env.MEM_PROBE_DIR;
  if (!dir || !server?.child.pid) return;
  const pid = server.child.pid;
  // MEM_PROBE_SNAPSHOT=1: a heap snapshot of the main thread after the run (slow)
  const snapshot = label === "after" && process.env.MEM_PROBE_SNAPSHOT === "1";
  if (snapshot) writeFileSync(join(dir, "snapshot"), "");
  process.kill(pid, "SIGUSR2");
  // the main thread writes its figures after the snapshot: wait for them (a snapshot of a large heap takes minutes)
  const deadline = Date.now() + (snapshot ? 300_000 : 3000);
  do await new Promise((r) => setTimeout(r, 500));
  while (Date.now() < deadline && !existsSync(join(dir, `${pid}-main.json`)));
  await new Promise((r) => setTimeout(r, 500));
  writeFileSync(join(dir, `${label}-smaps.json`), JSON.stringify(smapsBreakdown(pid)));
  for (const f of readdirSync(dir)) if (f.startsWith(`${pid}-`)) renameSync(join(dir, f), join(dir, `${label}-${f.slice(String(pid).length + 1)}`));
}

/** The server's VmRSS in MB (a server this script started; null otherwise). */
const serverRss = (): number | null => {
  try {
    const m = server ? /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8")) : null;
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
};

const databaseUrl = process.env.DATABASE_URL || undefined;
const ctx = await prepare({ baseUrl, dataDir, databaseUrl });
await memoryProbe("before");
const rssBefore = serverRss();
const quarters: string[] = [];
/** RSS after the first quarter: every route (the console's first load included) has run by then. */
let firstQuarter: number | null = null;
process.stdout.write(`fuzzing ${ctx.ops.length} operations at ${baseUrl}, ${runs} runs, seed ${seed}${rssBefore === null ? "" : `; server RSS ${rssBefore} MB`}\n`);
const started = Date.now();
let lastPrint = 0;
const summary = await fuzz(ctx, {
  runs,
  seed,
  shrinkBudget: Number(values["shrink-budget"]),
  maxFailures: 200,
  onProgress: (done, s) => {
    // RSS at each quarter of the run: growth that keeps going (a leak) vs a step (a module loaded once)
    if (rssBefore !== null && done % Math.max(1, Math.floor(runs / 4)) === 0 && done < runs) {
      const rss = serverRss();
      quarters.push(`${done}: ${rss} MB`);
      firstQuarter ??= rss;
    }
    if (Date.now() - lastPrint < 30_000 && done !== runs) return;
    lastPrint = Date.now();
    process.stdout.write(`  ${done}/${runs} runs, ${((Date.now() - started) / 1000).toFixed(0)} s, 5xx ${s.serverErrors}, distinct failures ${s.failures.length}\n`);
  },
});
await ctx.close();
const rssAfter = serverRss();
await memoryProbe("after");
if (rssBefore !== null && rssAfter !== null) {
  process.stdout.write(`server RSS ${rssBefore} → ${rssAfter} MB over the run (after ${quarters.join(", ") || "—"})\n`);
  // Growth that goes on after the one-time steps (modules loaded on first use) is what a leak looks like (issue 26: ≤ 10 %).
  const pct = (a: number) => `${(((rssAfter - a) / a) * 100).toFixed(1)} %`;
  process.stdout.write(`server RSS growth: ${pct(rssBefore)} from the start${firstQuarter ? `, ${pct(firstQuarter)} from the first quarter` : ""}\n`);
}
if (server) {
  const stderr = server.stderr();
  await server.stop();
  const crashes = stderr.split("\n").filter((l) => /"level":(50|60)/.test(l));
  if (crashes.length) process.stdout.write(`\nserver logged ${crashes.length} error lines, first: ${crashes[0].slice(0, 400)}\n`);
}
process.stdout.write(`\n${formatSummary(summary)}\n`);
if (values.json) {
  const failures = summary.failures.map((f) => ({ ...f, request: { ...f.request, body: f.request.body?.toString("utf8").slice(0, 2000) ?? null } }));
  writeFileSync(values.json, JSON.stringify({ ...summary, failures }, null, 2));
}
process.exit(summary.failures.length ? 1 : 0);
