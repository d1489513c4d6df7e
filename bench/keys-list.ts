/**
 * `npx tsx bench/keys-list.ts [--pg URL]`: the keys list at 10,000 keys, in process (createCaller,
 * the same procedures the console and GET /keys run, minus HTTP). A fresh in-memory PGlite (or
 * the given PostgreSQL database) gets one organization, 4 workspaces, 10,000 inference keys spread
 * over them (a third with limits, resets mixed, most used recently) and 30 days of per-key usage
 * rollup (300,000 key_usage_daily rows, and key_usage_totals). Prints p50/p90/p99 per query (N runs after a warm-up).
 * --one-workspace keeps every key in the default workspace; --list-only stops after GET /keys.
 */
import { openDb } from "../server/db";
import { createOrganization } from "../server/services/organizations/organizations";
import { createCaller } from "../server/trpc/root";
import { seedKeys } from "./seed";

const N = Number(process.env.RUNS ?? 40);
const pgUrl = process.argv.includes("--pg") ? process.argv[process.argv.indexOf("--pg") + 1] : undefined;
/** --one-workspace: all 10,000 keys in the default workspace (as the suite's GET /keys), not spread over 4. */
const ONE_WS = process.argv.includes("--one-workspace");

const handle = await openDb(pgUrl ? { databaseUrl: pgUrl } : { dataDir: "memory://" });
const db = handle.prisma;
const org = await createOrganization(db, { name: "Bench" });
const api = createCaller({ db, now: () => new Date(), auth: { type: "bearer", header: `Bearer ${org.management_key}` } });
const wsIds = [org.default_workspace_id];
for (let i = 1; i < 4; i++) {
  const ws = await api.workspaces.create({ name: `WS ${i}`, slug: `ws-${i}` });
  wsIds.push(ws.data.id);
}
let t = performance.now();
await seedKeys(db, org.organization_id, 10_000);
await db.$executeRawUnsafe(`
  UPDATE api_keys SET
    workspace_id = ${ONE_WS ? "workspace_id" : `(ARRAY['${wsIds.join("','")}']::uuid[])[1 + id % 4]`},
    "limit" = CASE WHEN id % 3 = 0 THEN (id % 50) + 0.5 ELSE NULL END,
    limit_reset = (ARRAY[NULL, 'daily', 'weekly', 'monthly'])[1 + id % 4],
    last_used_at = CASE WHEN id % 5 = 0 THEN NULL ELSE now() - (id % 1000) * interval '1 minute' END
  WHERE kind = 'inference'`);
await db.$executeRawUnsafe(`
  INSERT INTO key_usage_daily (key_id, day, cost_usd, byok_usd, requests)
  SELECT k.id, (current_date - g)::date, ((k.id * 7 + g) % 100) / 1000.0, 0, 1 + (k.id + g) % 20
  FROM api_keys k CROSS JOIN generate_series(0, 29) g WHERE k.kind = 'inference'`);
// key_usage_totals and key_usage_monthly as the ledger statement keeps them: the per-day rollup summed per key (and month).
await db.$executeRawUnsafe(`
  INSERT INTO key_usage_totals (key_id, cost_usd, byok_usd, requests)
  SELECT key_id, SUM(cost_usd), SUM(byok_usd), SUM(requests) FROM key_usage_daily GROUP BY 1`);
await db.$executeRawUnsafe(`
  INSERT INTO key_usage_monthly (key_id, month, cost_usd, byok_usd, requests)
  SELECT key_id, date_trunc('month', day)::date, SUM(cost_usd), SUM(byok_usd), SUM(requests) FROM key_usage_daily GROUP BY 1, 2 ORDER BY 2, 1`);
await db.$executeRawUnsafe("ANALYZE api_keys");
await db.$executeRawUnsafe("ANALYZE key_usage_daily");
await db.$executeRawUnsafe("ANALYZE key_usage_totals");
await db.$executeRawUnsafe("ANALYZE key_usage_monthly");
console.log(`seeded 10,000 keys + 300,000 rollup rows in ${Math.round(performance.now() - t)} ms (${pgUrl ? "PostgreSQL" : "PGlite"})`);

async function measure(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < N; i++) {
    t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(1);
  console.log(`| ${name} | ${q(0.5)} | ${q(0.9)} | ${q(0.99)} |`);
}

console.log(`\n| query (page of 25 unless said; ${N} runs) | p50 ms | p90 ms | p99 ms |\n|---|---|---|---|`);
await measure("GET /keys (keys.list: default workspace, limit 100)", () => api.keys.list({ include_disabled: false, offset: 0, limit: 100 }));
await measure(`GET /keys offset ${ONE_WS ? "9,900" : "2,400"} (last page of the workspace)`, () => api.keys.list({ include_disabled: false, offset: ONE_WS ? 9900 : 2400, limit: 100 }));
if (process.argv.includes("--list-only")) {
  await handle.close();
  process.exit(0);
}
await measure("console: all workspaces, newest first", () => api.keys.search({}));
await measure("console: all workspaces, page 300 (offset 7,475)", () => api.keys.search({ offset: 7475 }));
await measure("console: sort last used", () => api.keys.search({ sort: "last_used" }));
await measure("console: sort name", () => api.keys.search({ sort: "name", order: "asc" }));
await measure("console: sort usage", () => api.keys.search({ sort: "usage" }));
await measure("console: sort limit remaining", () => api.keys.search({ sort: "limit_remaining", order: "asc" }));
await measure("console: one workspace, sort usage", () => api.keys.search({ workspace_id: wsIds[2], sort: "usage" }));
await measure("console: search 'key 12' (111 matches)", () => api.keys.search({ q: "key 12" }));
await measure("console: search by label fragment", () => api.keys.search({ q: "zzzz" }));
await handle.close();
process.exit(0);
