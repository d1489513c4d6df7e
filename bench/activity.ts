// `npx tsx bench/activity.ts [--runs N] [--postgres-only]`: usage analytics (GET /activity) at 10 million ledger rows.
//
// On a fresh embedded database (PGlite, in memory) and, when DATABASE_URL is set, on a fresh
// database of that PostgreSQL server: 30 days of hourly rollups for one organization, 10 million
// ledger requests' worth (generated straight into usage_hourly(_totals, _end_users) with
// generate_series: 10 workspaces, 100 keys, 12 models × 2 providers, 2,000 end users, a diurnal
// curve; the daily rollups summed from the hourly ones), plus a sample of real ledger rows pushed through writeUsageBatch (the write path,
// checked to fold exactly once). The analytics queries never read the ledger, so the ledger
// itself is not filled. Then each query, through the service, timed: p50 / p99 (target: a 30-day
// organization chart in < 300 ms).
import { randomBytes, randomUUID } from "node:crypto";
import type { Caller } from "../server/auth/authenticate";
import type { Db, DbHandle } from "../server/db";
import { onBothDatabases, runIfMain } from "./both-databases";
import { activity, activityTop } from "../server/services/activity/activity";
import { activityInput, activityTopInput } from "../server/services/activity/schemas";
import { writeUsageBatch, type UsageEntry } from "../server/services/usage/ledger";
import { rollupFromHourlySql } from "../server/services/usage/usage-batch";

const REQUESTS = 10_000_000;
const HOURS = 30 * 24;
const KEYS = 100;
const COMBOS_PER_KEY_HOUR = 3;
const USERS_PER_KEY_HOUR = 10;
const END_USERS = 2_000;
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const NOW = new Date("2026-11-25T10:30:00Z");
const ORG = randomUUID();
const WS3 = "00000000-0000-0000-0000-000000000003";
const KEY7_HASH = "7".repeat(64);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await f();
  return [r, performance.now() - t];
}

/** 10M requests over the 30 days up to NOW, by hour, key and (model, provider), with a diurnal curve. */
async function generateRollups(db: Db): Promise<void> {
  const first = new Date(Math.floor(NOW.getTime() / 3_600_000) * 3_600_000 - (HOURS - 1) * 3_600_000);
  const perRow = REQUESTS / (HOURS * KEYS * COMBOS_PER_KEY_HOUR);
  // workspace w = key % 10 (uuid from its number); model = (key + c * 5 + hour) % 12; provider by parity
  await db.$executeRaw`
    INSERT INTO usage_hourly (org_id, hour, workspace_id, key_id, model, provider, requests, errors, refused, prompt_tokens, completion_tokens, cost_usd, byok_usd)
    SELECT ${ORG}::uuid, h, ('00000000-0000-0000-0000-0000000000' || lpad((k % 10)::text, 2, '0'))::uuid, k,
      'bench/m' || ((k + c * 5 + extract(hour from h)::int) % 12), 'prov-' || ((k + c) % 2), r, (r * 0.02)::bigint, (r * 0.01)::bigint,
      (r * 900)::bigint, (r * 250)::bigint, (r * 0.0021)::numeric(20, 10), 0
    FROM (
      SELECT h, k, c, GREATEST(1, round(${perRow}::float8 * (0.4 + 1.2 * (1 + sin(extract(hour from h) * pi() / 12)) / 2) * (0.6 + 0.8 * random())))::bigint AS r
      FROM generate_series(${first}::timestamptz, ${first}::timestamptz + interval '719 hours', interval '1 hour') h,
        generate_series(1, ${KEYS}::int) k, generate_series(0, ${COMBOS_PER_KEY_HOUR - 1}::int) c
    ) x`;
  await db.$executeRaw`
    INSERT INTO usage_hourly_totals (org_id, hour, workspace_id, requests, errors, refused, prompt_tokens, completion_tokens, cost_usd, byok_usd)
    SELECT org_id, hour, workspace_id, SUM(requests), SUM(errors), SUM(refused), SUM(prompt_tokens), SUM(completion_tokens), SUM(cost_usd), SUM(byok_usd)
    FROM usage_hourly GROUP BY 1, 2, 3`;
  const perUserRow = REQUESTS / (HOURS * KEYS * USERS_PER_KEY_HOUR);
  await db.$executeRaw`
    INSERT INTO usage_hourly_end_users (org_id, hour, end_user, workspace_id, key_id, model, provider, requests, errors, refused, prompt_tokens, completion_tokens, cost_usd, byok_usd)
    SELECT ${ORG}::uuid, h, 'user-' || ((k * 37 + u * 101 + extract(day from h)::int) % ${END_USERS}::int),
      ('00000000-0000-0000-0000-0000000000' || lpad((k % 10)::text, 2, '0'))::uuid, k,
      'bench/m' || ((k + u + extract(hour from h)::int) % 12), 'prov-' || ((k + u) % 2), r, (r * 0.02)::bigint, (r * 0.01)::bigint,
      (r * 900)::bigint, (r * 250)::bigint, (r * 0.0021)::numeric(20, 10), 0
    FROM (
      SELECT h, k, u, GREATEST(1, round(${perUserRow}::float8 * (0.6 + 0.8 * random())))::bigint AS r
      FROM generate_series(${first}::timestamptz, ${first}::timestamptz + interval '719 hours', interval '1 hour') h,
        generate_series(1, ${KEYS}::int) k, generate_series(0, ${USERS_PER_KEY_HOUR - 1}::int) u
    ) x
    ON CONFLICT DO NOTHING`;
  // The per-key hourly, daily and monthly rollups, as the ledger statement keeps them: the hourly ones summed per key (UTC day, month).
  for (const [table, from] of [
    ["usage_hourly_keys", "usage_hourly"],
    ["usage_daily_keys", "usage_hourly"],
    ["usage_daily_models", "usage_hourly"],
    ["usage_daily_end_users", "usage_hourly_end_users"],
    ["usage_monthly_keys", "usage_hourly"],
  ] as const) {
    await db.$executeRawUnsafe(rollupFromHourlySql(table, from));
  }
}

function sampleRows(n: number): UsageEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    requestId: `bench-${randomBytes(8).toString("hex")}-${i}`,
    orgId: ORG,
    keyId: 1 + (i % KEYS),
    workspaceId: null,
    endUser: i % 3 === 0 ? `user-${i % END_USERS}` : null,
    model: `bench/m${i % 12}`,
    provider: `prov-${i % 2}`,
    promptTokens: 100 + (i % 4000),
    completionTokens: i % 1000,
    costUsd: 0.0001,
    isByok: false,
    latencyMs: 100,
    attempts: 1,
    status: "ok" as const,
    httpStatus: 200,
    ttfbMs: 40,
    attemptLog: [{ provider: `prov-${i % 2}`, endpoint: `prov-${i % 2}/bench/m${i % 12}`, status: 200, reason: null, latency_ms: 90 }],
    explain: { requested: `bench/m${i % 12}`, strategy: "price-weighted", available: [`prov-0/bench/m${i % 12}`, `prov-1/bench/m${i % 12}`], excluded: [] },
    createdAt: new Date(NOW.getTime() - (i % 3_600_000)),
  }));
}

async function bench(label: string, handle: DbHandle) {
  const db = handle.prisma;
  console.log(`\n== ${label}`);
  const [, genMs] = await timed(() => generateRollups(db));
  const [h] = await db.$queryRaw<Array<{ rows: number; requests: number }>>`SELECT COUNT(*)::float8 AS rows, SUM(requests)::float8 AS requests FROM usage_hourly`;
  const [u] = await db.$queryRaw<Array<{ rows: number }>>`SELECT COUNT(*)::float8 AS rows FROM usage_hourly_end_users`;
  console.log(`rollups generated in ${ms(genMs)}: usage_hourly ${h.rows} rows (${h.requests} requests' worth), usage_hourly_end_users ${u.rows} rows`);

  const rows = sampleRows(10_000);
  const [, writeMs] = await timed(async () => {
    for (let i = 0; i < rows.length; i += 500) await writeUsageBatch(db, rows.slice(i, i + 500));
  });
  const again = await writeUsageBatch(db, rows.slice(0, 500));
  if (again !== 0) throw new Error("a retried batch was folded twice");
  console.log(`writeUsageBatch (ledger + 10 rollups): ${rows.length} rows in batches of 500, ${ms(writeMs / (rows.length / 500))} per batch; a retried batch added nothing`);
  await db.$executeRawUnsafe("ANALYZE usage_hourly");
  await db.$executeRawUnsafe("ANALYZE usage_hourly_totals");
  await db.$executeRawUnsafe("ANALYZE usage_hourly_end_users");
  for (const t of ["usage_daily_keys", "usage_daily_models", "usage_daily_end_users", "usage_monthly_keys"]) await db.$executeRawUnsafe(`ANALYZE ${t}`);

  // The workspace and key the filtered cases name (findWorkspace / the key lookup need real rows).
  const [owner] = await db.$queryRaw<Array<{ id: string }>>`SELECT gen_random_uuid() AS id`;
  await db.$executeRaw`INSERT INTO organizations (id, name) VALUES (${ORG}::uuid, 'bench')`;
  await db.$executeRaw`INSERT INTO users (id, org_id, email, role) VALUES (${owner.id}::uuid, ${ORG}::uuid, 'b@example.com', 'owner')`;
  await db.$executeRaw`INSERT INTO workspaces (id, org_id, name, slug, created_by) VALUES (${WS3}::uuid, ${ORG}::uuid, 'ws3', 'ws3', 'bench')`;
  await db.$executeRaw`INSERT INTO api_keys (id, hash, org_id, workspace_id, kind, name, label, creator_user_id)
    VALUES (7, ${KEY7_HASH}, ${ORG}::uuid, ${WS3}::uuid, 'inference', 'k7', 'k7', ${owner.id}::uuid) ON CONFLICT DO NOTHING`;
  const caller: Caller = { keyId: 0, keyHash: "", kind: "management", orgId: ORG, userId: randomUUID(), workspaceId: null };
  const cases: Array<[string, () => Promise<unknown>]> = [
    ["30 d organization chart, by day", () => activity({ db, caller, now: NOW, input: activityInput.parse({ range: "30d" }) })],
    ["30 d one workspace, by day", () => activity({ db, caller, now: NOW, input: activityInput.parse({ range: "30d", workspace_id: WS3 }) })],
    ["30 d one key, by day", () => activity({ db, caller, now: NOW, input: activityInput.parse({ range: "30d", key_hash: KEY7_HASH }) })],
    ["30 d by model (top 10 + other), by day", () => activity({ db, caller, now: NOW, input: activityInput.parse({ range: "30d", group_by: "model" }) })],
    ["7 d by hour", () => activity({ db, caller, now: NOW, input: activityInput.parse({ range: "7d", granularity: "hour" }) })],
    ["24 h by hour, one model", () => activity({ db, caller, now: NOW, input: activityInput.parse({ range: "24h", model: "bench/m3" }) })],
    ["30 d top 10 keys by spend", () => activityTop({ db, caller, now: NOW, input: activityTopInput.parse({ range: "30d", dimension: "key" }) })],
    ["30 d one end user, by day", () => activity({ db, caller, now: NOW, input: activityInput.parse({ range: "30d", end_user: "user-42" }) })],
    ["30 d top 10 end users by spend", () => activityTop({ db, caller, now: NOW, input: activityTopInput.parse({ range: "30d", dimension: "end_user" }) })],
  ];
  for (const [what, run] of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await timed(run))[1]);
    times.sort((a, b) => a - b);
    console.log(`${what}: p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))} over ${RUNS} runs`);
  }
}

/** What the journal pays per request for the request-log fields (JSON.stringify of the entry). */
function journalCost() {
  const [withLog] = sampleRows(1);
  const { httpStatus: _a, ttfbMs: _b, attemptLog: _c, explain: _d, ...without } = withLog;
  const n = 200_000;
  const time = (e: object) => {
    const t = performance.now();
    for (let i = 0; i < n; i++) JSON.stringify(e);
    return ((performance.now() - t) / n) * 1000;
  };
  time(without);
  time(withLog);
  console.log(
    `journal line: ${JSON.stringify(without).length} → ${JSON.stringify(withLog).length} bytes; JSON.stringify ${time(without).toFixed(2)} → ${time(withLog).toFixed(2)} µs per request`,
  );
}

async function main() {
  journalCost();
  await onBothDatabases(bench, { pglite: !process.argv.includes("--postgres-only") });
}

runIfMain(import.meta.url, main);
