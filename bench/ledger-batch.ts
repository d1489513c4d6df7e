/**
 * The usage ledger's batch statement alone (server/services/usage/usage-batch.ts): the embedded
 * database's CPU per 100 ledger rows, as the production server runs it: PGlite on a data directory
 * on disk with EMBEDDED_PG_CONF, served by the wire server (embedded-wire.ts) to a pg client that
 * keeps the statement prepared (db/prepared.ts), all in this thread, so this thread's CPU time
 * around a batch is the database thread's cost plus the pg client's (a few % of it: one string
 * written to a socket). With DATABASE_URL, the same on that PostgreSQL server (the backend
 * process's CPU from /proc, so only when the server runs on this machine; 10 ms ticks, so per run).
 *
 *   npx tsx bench/ledger-batch.ts [--rows N] (default 300 per batch) [--batches B] (default 40 measured)
 *     [--warm W] (default 10 batches first) [--keys K] (default 1) [--models M] (default 1)
 *     [--users U] (default 0: no end users) [--unnamed] (the statement unprepared, as before)
 *     [--statement FILE] (another statement text, $1 the batch: e.g. an older version's)
 *     [--compare FILE] (PGlite only: batches alternate between FILE's statement and this one, each
 *     unnamed and prepared: four figures from one run, which a loaded machine skews alike)
 *     [--explain] (EXPLAIN (ANALYZE, BUFFERS) of one batch on PGlite) [--postgres-only]
 *
 * Rows look like the rows `bench/responses-e2e.ts --only /messages` leaves (one key, one model, an
 * attempt log of one attempt, a route explain); every 20th is refused, every 50th an error.
 * Batches fall in the current hour, as the live writer's do, so after the first batch every
 * rollup upsert meets its row already there.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { EMBEDDED_PG_CONF } from "../server/db/embedded-socket";
import { serveWire } from "../server/db/embedded-wire";
import { preparedStatementName } from "../server/db/prepared";
import { applyMigrations, pgExecutor, pgliteExecutor } from "../server/db/migrate";
import { tempPgDatabase } from "../server/test/db";
import { LEDGER_BATCH_SQL, usageRow } from "../server/services/usage/usage-batch";
import type { UsageEntry } from "../server/observability/usage-entry";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg("rows") ?? 300);
const BATCHES = Number(arg("batches") ?? 40);
const WARM = Number(arg("warm") ?? 10);
const KEYS = Number(arg("keys") ?? 1);
const MODELS = Number(arg("models") ?? 1);
const UNNAMED = process.argv.includes("--unnamed");
const STATEMENT_FILE = arg("statement");
const COMPARE_FILE = arg("compare");
const USERS = Number(arg("users") ?? 0);
const ORG = randomUUID();
const WS = randomUUID();

let seq = 0;
/** One batch of ledger rows as the ledger writer passes them: a JSON array of usageRow objects. */
function batchJson(n: number): string {
  const rows: string[] = [];
  for (let i = 0; i < n; i++) {
    seq++;
    const refused = seq % 20 === 0;
    const error = !refused && seq % 50 === 0;
    const e: UsageEntry = {
      requestId: randomUUID(),
      orgId: ORG,
      keyId: 1 + (seq % KEYS),
      workspaceId: WS,
      endUser: USERS > 0 ? `user-${seq % USERS}` : null,
      model: MODELS === 1 ? "bench/chat" : `bench/chat-${seq % MODELS}`,
      provider: "mock-anthropic",
      promptTokens: refused ? 0 : 12 + (seq % 7),
      completionTokens: refused ? 0 : 30 + (seq % 11),
      costUsd: refused ? 0 : 0.000123 * (1 + (seq % 5)),
      isByok: seq % 10 === 0,
      latencyMs: 1 + (seq % 4),
      attempts: refused ? 0 : 1,
      status: refused ? "refused" : error ? "error" : "ok",
      httpStatus: refused ? 400 : error ? 502 : 200,
      ttfbMs: refused ? null : 1,
      attemptLog: refused ? null : [{ provider: "mock-anthropic", endpoint: "mock-anthropic/bench/chat", status: error ? 502 : 200, reason: error ? "upstream_5xx" : null, latency_ms: 1 }],
      explain: refused ? null : { requested: "bench/chat", strategy: "price-weighted", available: ["mock-anthropic/bench/chat"], excluded: [] },
      error: refused ? { code: 400, message: "max_tokens: required", reason: "invalid_request" } : null,
      createdAt: new Date(),
    };
    rows.push(JSON.stringify(usageRow(e)));
  }
  return `[${rows.join(",")}]`;
}

const SQL = STATEMENT_FILE ? readFileSync(STATEMENT_FILE, "utf8") : LEDGER_BATCH_SQL;
const NAME = UNNAMED ? "" : preparedStatementName(SQL) || "bench_ledger_batch";
/** One batch, as @prisma/adapter-pg sends it (named when the server keeps it prepared). */
const runBatch = (c: pg.Client, json: string) => c.query(NAME ? { name: NAME, text: SQL, values: [json] } : { text: SQL, values: [json] });

/** This thread's CPU time in ms. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function report(label: string, perBatch: number[]): void {
  const sorted = [...perBatch].sort((a, b) => a - b);
  const mean = perBatch.reduce((a, b) => a + b, 0) / perBatch.length;
  const med = sorted[Math.floor(sorted.length / 2)];
  const p10 = sorted[Math.floor(sorted.length / 10)];
  console.log(
    `${label}: ${ROWS} rows × ${perBatch.length} batches: CPU per batch p10 ${p10.toFixed(2)} ms, median ${med.toFixed(2)} ms, mean ${mean.toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms; ` +
      `**${((mean / ROWS) * 100).toFixed(2)} ms per 100 rows** (median ${((med / ROWS) * 100).toFixed(2)}, p10 ${((p10 / ROWS) * 100).toFixed(2)})`,
  );
}

/** --compare: FILE's statement and this one, unnamed and prepared, batches in rotation on one database. */
async function comparePglite(file: string): Promise<void> {
  const other = readFileSync(file, "utf8");
  const variants = [
    { label: `${file}, unnamed`, text: other, name: "" },
    { label: `${file}, prepared`, text: other, name: "bench_other_batch" },
    { label: "this statement, unnamed", text: LEDGER_BATCH_SQL, name: "" },
    { label: "this statement, prepared", text: LEDGER_BATCH_SQL, name: preparedStatementName(LEDGER_BATCH_SQL) },
  ];
  const dir = mkdtempSync(join(tmpdir(), "switchyard-bench-ledger-"));
  const db = new PGlite(join(dir, "data"), { postgresqlconf: EMBEDDED_PG_CONF });
  await db.waitReady;
  await applyMigrations(pgliteExecutor(db));
  const server = await serveWire(db, { host: "127.0.0.1", port: 0, maxConnections: 4, password: "bench" });
  const c = new pg.Client({ host: server.host, port: server.port, user: "postgres", password: "bench", database: "postgres" });
  await c.connect();
  const run = (v: (typeof variants)[number], json: string) => c.query(v.name ? { name: v.name, text: v.text, values: [json] } : { text: v.text, values: [json] });
  try {
    for (let i = 0; i < WARM; i++) for (const v of variants) await run(v, batchJson(ROWS));
    const times = variants.map(() => [] as number[]);
    for (let i = 0; i < BATCHES; i++) {
      for (let r = 0; r < variants.length; r++) {
        const k = (r + i) % variants.length;
        const json = batchJson(ROWS);
        const t0 = cpuMs();
        await run(variants[k], json);
        times[k].push(cpuMs() - t0);
      }
    }
    variants.forEach((v, k) => report(`PGlite through the wire server (${v.label})`, times[k]));
  } finally {
    await c.end();
    await server.stop();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPglite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "switchyard-bench-ledger-"));
  const db = new PGlite(join(dir, "data"), { postgresqlconf: EMBEDDED_PG_CONF });
  await db.waitReady;
  await applyMigrations(pgliteExecutor(db));
  const server = await serveWire(db, { host: "127.0.0.1", port: 0, maxConnections: 4, password: "bench" });
  const c = new pg.Client({ host: server.host, port: server.port, user: "postgres", password: "bench", database: "postgres" });
  await c.connect();
  try {
    for (let i = 0; i < WARM; i++) await runBatch(c, batchJson(ROWS));
    if (process.argv.includes("--explain")) {
      await db.exec("SET plan_cache_mode = force_generic_plan"); // $1 stays $1 in the plan (not the batch's text)
      const plan = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, VERBOSE) ${SQL}`, [batchJson(ROWS)]);
      console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
      await db.exec("RESET plan_cache_mode");
    }
    const times: number[] = [];
    for (let i = 0; i < BATCHES; i++) {
      const json = batchJson(ROWS);
      const t0 = cpuMs();
      await runBatch(c, json);
      times.push(cpuMs() - t0);
    }
    report(`PGlite through the wire server (${NAME ? "prepared" : "unnamed"}${STATEMENT_FILE ? `, ${STATEMENT_FILE}` : ""})`, times);
  } finally {
    await c.end();
    await server.stop();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A backend process's CPU time in ms (utime + stime from /proc/PID/stat, clock ticks of 10 ms). */
function backendCpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8");
  const after = f.slice(f.lastIndexOf(")") + 2).split(" ");
  return (Number(after[11]) + Number(after[12])) * 10;
}

async function onPostgres(base: string): Promise<void> {
  const temp = await tempPgDatabase(base, "sy_bench_ledger");
  const c = new pg.Client({ connectionString: temp.url });
  await c.connect();
  try {
    await applyMigrations(pgExecutor(c));
    const pid = (await c.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0].pid;
    for (let i = 0; i < WARM; i++) await runBatch(c, batchJson(ROWS));
    // Backend CPU is read in 10 ms ticks: measure the whole run, and the wall time of each batch.
    const t0 = backendCpuMs(pid);
    const walls: number[] = [];
    for (let i = 0; i < BATCHES; i++) {
      const json = batchJson(ROWS);
      const w0 = performance.now();
      await runBatch(c, json);
      walls.push(performance.now() - w0);
    }
    const total = backendCpuMs(pid) - t0;
    const wall = walls.reduce((a, b) => a + b, 0) / walls.length;
    console.log(
      `PostgreSQL (${NAME ? "prepared" : "unnamed"}): ${ROWS} rows × ${BATCHES} batches: backend CPU ${((total / BATCHES / ROWS) * 100).toFixed(2)} ms per 100 rows (${(total / BATCHES).toFixed(2)} ms per batch); wall ${wall.toFixed(2)} ms per batch`,
    );
  } finally {
    await c.end();
    await temp.drop();
  }
}

async function main() {
  if (COMPARE_FILE) return comparePglite(COMPARE_FILE);
  if (!process.argv.includes("--postgres-only")) await onPglite();
  const base = process.env.DATABASE_URL;
  if (base) await onPostgres(base);
  else console.log("(DATABASE_URL unset: PostgreSQL skipped)");
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
