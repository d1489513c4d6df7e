/**
 * `npx tsx bench/scale.ts [--rows N] [--runs N] [--pg URL] [--data-dir DIR] [--only TEXT,...]`: the management
 * queries at scale, in process (createCaller: the procedures GET /activity, /activity/top,
 * /generations and /keys and the console run, minus HTTP).
 *
 * Seeds one organization with 10,000 inference keys (default workspace, as the suite's GET /keys)
 * and a REAL usage ledger of N rows (default 10,000,000) spread over the 30 days up to now, in
 * created_at order as the writer appends them: keys Zipf-like (a few busy, most quiet), 12 models
 * × 2 providers, a third of the requests naming one of 2,000 end users, 2% errors, 1% refused,
 * a one-attempt attempt_log on every row. The rollups are then computed FROM that ledger with
 * the ledger statement's groupings (server/services/usage/usage-batch.ts), so the analytics read
 * exactly what the writer would have produced for this ledger. Prints p50/p90/p99 per query.
 *
 * PGlite runs on disk (a temp data dir, or --data-dir) — 10M rows do not fit its in-memory heap;
 * with --pg URL the given (empty) PostgreSQL database is used instead.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { openDb } from "../server/db";
import { createOrganization } from "../server/services/organizations/organizations";
import { rollupFromHourlySql } from "../server/services/usage/usage-batch";
import { createCaller } from "../server/trpc/root";
import { seedKeys } from "./seed";

const arg = (name: string) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const ROWS = Number(arg("rows") ?? 10_000_000);
const RUNS = Number(arg("runs") ?? 30);
const KEYS = 10_000;
const CHUNK = 500_000;
const pgUrl = arg("pg");
const dataDir = pgUrl ? undefined : (arg("data-dir") ?? mkdtempSync(join(os.tmpdir(), "sy-scale-")));
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const SPAN_MS = 30 * 86_400_000 - 3_600_000; // 30 days up to now, the window's first hour left for partial-day cases

const handle = await openDb(pgUrl ? { databaseUrl: pgUrl } : { dataDir: dataDir as string });
const db = handle.prisma;
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);
log(`${pgUrl ? "PostgreSQL" : `PGlite on disk (${dataDir})`}${process.argv.includes("--reuse") ? ", reused" : `: ${ROWS.toLocaleString("en-US")} ledger rows, ${KEYS.toLocaleString("en-US")} keys`}`);

// --reuse: a database this script seeded before (its organization's management key kept in a file
// beside it): the queries again, e.g. after a migration, on the same data.
const stateFile = arg("state") ?? (dataDir ? `${dataDir}.key` : join(os.tmpdir(), "sy-scale-pg.key"));
const reuse = process.argv.includes("--reuse");
if (reuse) {
  const saved = JSON.parse(readFileSync(stateFile, "utf8")) as { org: string; ws: string; key: string };
  await measure(createCaller({ db, now: () => NOW, auth: { type: "bearer", header: `Bearer ${saved.key}` } }), saved.org);
}
const org = await createOrganization(db, { name: "Scale" });
writeFileSync(stateFile, JSON.stringify({ org: org.organization_id, ws: org.default_workspace_id, key: org.management_key }));
const api = createCaller({ db, now: () => NOW, auth: { type: "bearer", header: `Bearer ${org.management_key}` } });
let t = performance.now();
await seedKeys(db, org.organization_id, KEYS);
await db.$executeRawUnsafe(`
  UPDATE api_keys SET
    "limit" = CASE WHEN id % 3 = 0 THEN (id % 50) + 0.5 ELSE NULL END,
    limit_reset = (ARRAY[NULL, 'daily', 'weekly', 'monthly'])[1 + id % 4],
    last_used_at = CASE WHEN id % 5 = 0 THEN NULL ELSE now() - (id % 1000) * interval '1 minute' END
  WHERE kind = 'inference' AND org_id = '${org.organization_id}'`);
const [range] = await db.$queryRawUnsafe<Array<{ lo: number; n: number }>>(
  `SELECT MIN(id)::int AS lo, COUNT(*)::int AS n FROM api_keys WHERE kind = 'inference' AND org_id = '${org.organization_id}'`,
);
log(`keys seeded in ${Math.round(performance.now() - t)} ms`);

// --- the ledger: ROWS rows in created_at order, in chunks -------------------------------------
t = performance.now();
const start = NOW.getTime() - SPAN_MS;
for (let from = 0; from < ROWS; from += CHUNK) {
  const to = Math.min(ROWS, from + CHUNK);
  // Key: lo + floor(n * u^3) (u uniform): the first keys busy, most keys quiet. Deterministic per row (hashes of i).
  await db.$executeRawUnsafe(`
    INSERT INTO usage_ledger (request_id, org_id, key_id, workspace_id, end_user, model, provider, prompt_tokens, completion_tokens,
      cost_usd, is_byok, latency_ms, attempts, status, http_status, ttfb_ms, attempt_log, created_at)
    SELECT 'scale-' || i, '${org.organization_id}'::uuid, ${range.lo} + floor(${range.n} * power(u, 3))::int, '${org.default_workspace_id}'::uuid,
      CASE WHEN i % 3 = 0 THEN 'user-' || ((i / 3) * 7919 % 2000) END,
      'bench/m' || (i * 7 % 12), p, CASE WHEN st = 'refused' THEN 0 ELSE 200 + (i % 1800) END, CASE WHEN st = 'refused' THEN 0 ELSE i % 600 END,
      CASE WHEN st = 'refused' THEN 0 ELSE ((200 + (i % 1800)) * 0.000001 + (i % 600) * 0.000004)::numeric(20, 10) END,
      st <> 'refused' AND i % 20 = 0, 300 + (i % 700), 1, st, CASE st WHEN 'ok' THEN 200 WHEN 'error' THEN 502 ELSE 402 END, 40 + (i % 100),
      CASE WHEN st = 'refused' THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('provider', p, 'endpoint', p || '/m', 'status', CASE st WHEN 'error' THEN 502 ELSE 200 END, 'reason', NULL, 'latency_ms', 290)) END,
      to_timestamp((${start} + (i::float8 / ${ROWS}) * ${SPAN_MS}) / 1000)
    FROM (
      SELECT i, ((i::bigint * 2654435761) % 1000003)::float8 / 1000003 AS u,
        'prov-' || (i % 2) AS p, CASE WHEN i % 50 = 7 THEN 'error' WHEN i % 100 = 13 THEN 'refused' ELSE 'ok' END AS st
      FROM generate_series(${from}::bigint, ${to - 1}::bigint) i
    ) x`);
  if ((to / CHUNK) % 4 === 0 || to === ROWS) log(`  ledger: ${to.toLocaleString("en-US")} rows (${Math.round((performance.now() - t) / 1000)} s)`);
}
const ledgerMs = performance.now() - t;

// --- the rollups, from that ledger, with the ledger statement's groupings ----------------------
// Each written in time order (ORDER BY its hour, day or month), as the writer appends them: one
// bucket's rows on adjacent pages. (A plain INSERT … GROUP BY writes in hash order, which spread
// one day's 10,000 key rows over ~4,600 pages and made every window read thousands of pages.)
t = performance.now();
const metrics = `COUNT(*), COUNT(*) FILTER (WHERE status = 'error'), COUNT(*) FILTER (WHERE status = 'refused'), SUM(prompt_tokens), SUM(completion_tokens),
  SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END), SUM(CASE WHEN is_byok THEN cost_usd ELSE 0 END)`;
const mcols = "requests, errors, refused, prompt_tokens, completion_tokens, cost_usd, byok_usd";
const hour = "date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'";
const day = "(created_at AT TIME ZONE 'UTC')::date";
const ws = "COALESCE(workspace_id, '00000000-0000-0000-0000-000000000000'::uuid)";
for (const sql of [
  `INSERT INTO usage_hourly (org_id, hour, workspace_id, key_id, model, provider, ${mcols})
   SELECT org_id, ${hour}, ${ws}, key_id, model, provider, ${metrics} FROM usage_ledger GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 2, 3, 4, 5, 6`,
  `INSERT INTO usage_hourly_totals (org_id, hour, workspace_id, ${mcols})
   SELECT org_id, hour, workspace_id, SUM(requests), SUM(errors), SUM(refused), SUM(prompt_tokens), SUM(completion_tokens), SUM(cost_usd), SUM(byok_usd)
   FROM usage_hourly GROUP BY 1, 2, 3 ORDER BY 2, 3`,
  rollupFromHourlySql("usage_hourly_keys", "usage_hourly"),
  rollupFromHourlySql("usage_daily_keys", "usage_hourly"),
  rollupFromHourlySql("usage_daily_models", "usage_hourly"),
  rollupFromHourlySql("usage_monthly_keys", "usage_hourly"),
  `INSERT INTO usage_hourly_end_users (org_id, hour, end_user, workspace_id, key_id, model, provider, ${mcols})
   SELECT org_id, ${hour}, end_user, ${ws}, key_id, model, provider, ${metrics} FROM usage_ledger WHERE end_user IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 2, 3, 4, 5, 6, 7`,
  rollupFromHourlySql("usage_daily_end_users", "usage_hourly_end_users"),
  `INSERT INTO key_usage_daily (key_id, day, cost_usd, byok_usd, requests)
   SELECT key_id, ${day}, SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END), SUM(CASE WHEN is_byok THEN cost_usd ELSE 0 END), COUNT(*)
   FROM usage_ledger WHERE status <> 'refused' GROUP BY 1, 2 ORDER BY 2, 1`,
  `INSERT INTO key_usage_monthly (key_id, month, cost_usd, byok_usd, requests)
   SELECT key_id, date_trunc('month', day)::date, SUM(cost_usd), SUM(byok_usd), SUM(requests) FROM key_usage_daily GROUP BY 1, 2 ORDER BY 2, 1`,
  `INSERT INTO key_usage_totals (key_id, cost_usd, byok_usd, requests)
   SELECT key_id, SUM(cost_usd), SUM(byok_usd), SUM(requests) FROM key_usage_daily GROUP BY 1`,
]) {
  // (a schema without one of these tables, e.g. before a migration added it: skipped)
  const table = /INSERT INTO (\w+)/.exec(sql)?.[1];
  const [exists] = await db.$queryRawUnsafe<Array<{ ok: boolean }>>(`SELECT to_regclass('${table}') IS NOT NULL AS ok`);
  if (exists.ok) await db.$executeRawUnsafe(sql);
}
log(`ledger written in ${Math.round(ledgerMs / 1000)} s; rollups from it in ${Math.round((performance.now() - t) / 1000)} s`);
await measure(api, org.organization_id);

async function measure(api: ReturnType<typeof createCaller>, orgId: string): Promise<never> {
  const tables = ["api_keys", "usage_ledger", "usage_hourly", "usage_hourly_totals", "usage_hourly_end_users", "usage_daily_keys", "usage_daily_models", "usage_daily_end_users", "usage_monthly_keys", "usage_hourly_keys", "key_usage_daily", "key_usage_monthly", "key_usage_totals", "api_key_counts"];
  const sizes: string[] = [];
  for (const table of tables) {
    const [exists] = await db.$queryRawUnsafe<Array<{ ok: boolean }>>(`SELECT to_regclass('${table}') IS NOT NULL AS ok`);
    if (!exists.ok) continue;
    await db.$executeRawUnsafe(`VACUUM ANALYZE ${table}`);
    const [c] = await db.$queryRawUnsafe<Array<{ n: number }>>(`SELECT COUNT(*)::float8 AS n FROM ${table}`);
    sizes.push(`${table} ${c.n.toLocaleString("en-US")}`);
  }
  log(`rows: ${sizes.join(", ")}`);
  await runCases(api, orgId);
  await handle.close();
  if (dataDir && !arg("data-dir")) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

// --- the queries ------------------------------------------------------------------------------
async function runCases(api: ReturnType<typeof createCaller>, orgId: string) {
const [range] = await db.$queryRawUnsafe<Array<{ lo: number; n: number }>>(
  `SELECT MIN(id)::int AS lo, COUNT(*)::int AS n FROM api_keys WHERE kind = 'inference' AND org_id = '${orgId}'`,
);
const [busy] = await db.$queryRawUnsafe<Array<{ hash: string }>>(`SELECT hash FROM api_keys WHERE id = ${range.lo}`);
const [quiet] = await db.$queryRawUnsafe<Array<{ hash: string }>>(`SELECT hash FROM api_keys WHERE id = ${range.lo + range.n - 1}`);
const firstPage = await api.activity.generations({ limit: 50 });
const dayEnd = Math.floor(NOW.getTime() / 86_400_000) * 86_400_000 + 86_400_000;
const hourEnd = Math.floor(NOW.getTime() / 3_600_000) * 3_600_000 + 3_600_000;
const cases: Array<[string, () => Promise<unknown>]> = [
  ["GET /activity 30 d org chart, by day", () => api.activity.get({ range: "30d" })],
  ["GET /activity 30 d org chart, by hour", () => api.activity.get({ range: "30d", granularity: "hour" })],
  ["GET /activity 30 d, one (busy) key, by day", () => api.activity.get({ range: "30d", key_hash: busy.hash })],
  ["GET /activity 30 d by model (top 10 + other), by day", () => api.activity.get({ range: "30d", group_by: "model" })],
  ["GET /activity 30 d by key (top 10 + other), by day", () => api.activity.get({ range: "30d", group_by: "key" })],
  ["GET /activity 7 d by hour, one model", () => api.activity.get({ range: "7d", granularity: "hour", model: "bench/m3" })],
  ["GET /activity 30 d one end user, by day", () => api.activity.get({ range: "30d", end_user: "user-42" })],
  ["GET /activity custom 10 d with partial edge days, by day", () =>
    api.activity.get({ range: "custom", from: new Date(NOW.getTime() - 10 * 86_400_000 - 5 * 3_600_000).toISOString(), granularity: "day" })],
  ["GET /activity/top 30 d keys by spend", () => api.activity.top({ range: "30d", dimension: "key" })],
  ["GET /activity/top 30 d models by requests", () => api.activity.top({ range: "30d", dimension: "model", order_by: "requests" })],
  ["GET /activity/top 30 d end users by spend", () => api.activity.top({ range: "30d", dimension: "end_user" })],
  ["GET /activity/top 24 h keys by spend", () => api.activity.top({ range: "24h", dimension: "key" })],
  // What ranking the keys cost before top-keys.ts (every active key's rows summed), for comparison on the same data.
  ["(before) ranking pass over every key, 30 d (daily rows)", () => db.$queryRawUnsafe(
    `SELECT key_id FROM usage_daily_keys WHERE org_id = '${orgId}'::uuid AND day >= $1::date AND day < $2::date
     GROUP BY key_id ORDER BY SUM(cost_usd) DESC, SUM(requests) DESC, key_id::text LIMIT 10`,
    new Date(dayEnd - 30 * 86_400_000).toISOString().slice(0, 10), new Date(dayEnd).toISOString().slice(0, 10))],
  ["(before) ranking pass over every key, 24 h (hourly rows)", () => db.$queryRawUnsafe(
    `SELECT key_id FROM usage_hourly WHERE org_id = '${orgId}'::uuid AND hour >= $1 AND hour < $2
     GROUP BY key_id ORDER BY SUM(cost_usd) DESC, SUM(requests) DESC, key_id::text LIMIT 10`,
    new Date(hourEnd - 86_400_000), new Date(hourEnd))],
  ["GET /generations first page (50)", () => api.activity.generations({ limit: 50 })],
  ["GET /generations next page (cursor)", () => api.activity.generations({ limit: 50, cursor: firstPage.next_cursor ?? undefined })],
  ["GET /generations model filter", () => api.activity.generations({ limit: 50, model: "bench/m5" })],
  ["GET /generations status=error", () => api.activity.generations({ limit: 50, status: "error" })],
  ["GET /generations busy key", () => api.activity.generations({ limit: 50, key_hash: busy.hash })],
  ["GET /generations quiet key", () => api.activity.generations({ limit: 50, key_hash: quiet.hash })],
  ["GET /generations end user", () => api.activity.generations({ limit: 50, end_user: "user-42" })],
  ["GET /generations model + status=refused, last 24 h", () =>
    api.activity.generations({ limit: 50, model: "bench/m1", status: "refused", from: new Date(NOW.getTime() - 86_400_000).toISOString() })],
  ["GET /keys first page (limit 100)", () => api.keys.list({ include_disabled: false, offset: 0, limit: 100 })],
  ["GET /keys random page (offset 0..9900)", () => api.keys.list({ include_disabled: false, offset: Math.floor(Math.random() * 100) * 100, limit: 100 })],
  ["console keys.search newest first", () => api.keys.search({})],
  ["console keys.search sort usage", () => api.keys.search({ sort: "usage" })],
  ["console keys.search sort last used", () => api.keys.search({ sort: "last_used" })],
  ["console keys.search sort limit remaining", () => api.keys.search({ sort: "limit_remaining", order: "asc" })],
  ["console keys.search sort name", () => api.keys.search({ sort: "name", order: "asc" })],
  ["console keys.search 'key 12'", () => api.keys.search({ q: "key 12" })],
];
console.log(`\n| query (${RUNS} runs after 2 warm-ups) | p50 ms | p90 ms | p99 ms | CPU ms/run |\n|---|---|---|---|---|`);
// --only TEXT: the cases whose name contains TEXT (several: comma-separated).
const only = arg("only")?.split(",");
for (const [name, fn] of cases) {
  if (only && !only.some((o) => name.includes(o))) continue;
  for (let i = 0; i < 2; i++) await fn();
  const ms: number[] = [];
  // CPU of this process per run (PGlite's engine runs in it; PostgreSQL's does not): steadier than wall time on a shared host.
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)].toFixed(1);
  console.log(`| ${name} | ${q(0.5)} | ${q(0.9)} | ${q(0.99)} | ${((cpu.user + cpu.system) / RUNS / 1000).toFixed(2)} |`);
}
}
