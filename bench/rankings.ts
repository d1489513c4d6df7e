// `npx tsx bench/rankings.ts [--runs N]`: the rankings dataset at scale.
//
// On a fresh embedded database (PGlite, in memory) and, when DATABASE_URL is set, on a fresh
// database of that PostgreSQL server: a year (2025) × 500 models of rollup, ~10 million ledger
// requests' worth (generated straight into model_usage_daily), plus a sample of real ledger
// rows pushed through writeUsageBatch (the write path, checked to fold exactly once). Then the
// year query, through the service, timed over repeated runs: p50 / p99 (target: p99 < 100 ms).
import { randomBytes, randomUUID } from "node:crypto";
import type { Db, DbHandle } from "../server/db";
import { onBothDatabases, runIfMain } from "./both-databases";
import { buildCatalog } from "../server/catalog/catalog";
import { rankingsDaily } from "../server/services/datasets/rankings";
import { writeUsageBatch, type UsageEntry } from "../server/services/usage/ledger";

export const MODELS = 500;
export const REQUESTS = 10_000_000;
const SAMPLE_ROWS = 20_000;
const BATCH = 500; // the LedgerWriter's batch size
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;

const name = (m: number) => `bench/m${String(m).padStart(3, "0")}`;
/**
 * The catalog entries of the 500 ranked models (for a provider `provider`): every tenth private
 * (left out of the dataset); permaslug = slug + a date suffix.
 */
export function rankingModels(provider: string) {
  return Array.from({ length: MODELS }, (_, k) => ({
    slug: name(k + 1),
    canonical_slug: `${name(k + 1)}-2025-01-01`,
    name: `Model ${k + 1}`,
    vendor: "bench",
    kind: "chat" as const,
    public: (k + 1) % 10 !== 0,
    context_length: 1000,
    endpoints: [{ provider, upstream_model: "m", pricing: { prompt: "0", completion: "0" } }],
  }));
}
const benchCatalog = buildCatalog(
  { providers: [{ id: "p", name: "P", api: "openai", base_url: "http://127.0.0.1:9/v1" }], models: rankingModels("p") },
  "bench-catalog.json",
);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await f();
  return [r, performance.now() - t];
}

/** ~10M requests over a year (2025): Zipf-like shares per model (1/rank), jittered per day so ranks move. */
export async function generateRollup(db: Db): Promise<void> {
  const harmonic = Array.from({ length: MODELS }, (_, k) => 1 / (k + 1)).reduce((a, b) => a + b, 0);
  const perDay = REQUESTS / 365;
  await db.$executeRaw`
    INSERT INTO model_usage_daily (day, model, prompt_tokens, completion_tokens, requests)
    SELECT day, 'bench/m' || lpad(m::text, 3, '0'), (r * 1200 * j)::bigint, (r * 300 * j)::bigint, GREATEST(1, round(r))::int
    FROM (
      SELECT d::date AS day, m, ${perDay}::float8 / m / ${harmonic}::float8 * (0.5 + random()) AS r, 0.5 + random() AS j
      FROM generate_series('2025-01-01'::date, '2025-12-31'::date, interval '1 day') d, generate_series(1, ${MODELS}::int) m
    ) x`;
  await db.$executeRaw`
    INSERT INTO usage_daily_totals (day, prompt_tokens, completion_tokens, requests)
    SELECT day, SUM(prompt_tokens), SUM(completion_tokens), SUM(requests) FROM model_usage_daily GROUP BY day`;
}

function sampleRows(): UsageEntry[] {
  const orgs = Array.from({ length: 20 }, () => randomUUID());
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: SAMPLE_ROWS }, (_, i) => ({
    requestId: `bench-${randomBytes(8).toString("hex")}-${i}`,
    orgId: orgs[i % orgs.length],
    keyId: 1 + (i % 200),
    workspaceId: null,
    endUser: null,
    model: name(1 + Math.floor(Math.random() ** 2 * MODELS)),
    provider: "p",
    promptTokens: 100 + Math.floor(Math.random() * 4000),
    completionTokens: Math.floor(Math.random() * 1000),
    costUsd: 0.0001,
    isByok: false,
    latencyMs: 100,
    attempts: 1,
    status: "ok" as const,
    createdAt: new Date(start + Math.floor(Math.random() * 365 * 86_400_000)),
  }));
}

const totalTokens = async (db: Db) =>
  BigInt((await db.$queryRaw<Array<{ t: string }>>`SELECT COALESCE(SUM(prompt_tokens + completion_tokens), 0)::text AS t FROM model_usage_daily`)[0].t);

async function bench(label: string, handle: DbHandle) {
  const db = handle.prisma;
  console.log(`\n== ${label}`);
  const [, genMs] = await timed(() => generateRollup(db));
  const stats = (await db.$queryRaw<Array<{ rows: bigint; requests: bigint }>>`SELECT COUNT(*) AS rows, SUM(requests) AS requests FROM model_usage_daily`)[0];
  console.log(`rollup generated: ${stats.rows} (day, model) rows, ${stats.requests} requests' worth, in ${ms(genMs)}`);

  // The write path: real ledger rows through writeUsageBatch, in the LedgerWriter's batch size.
  const rows = sampleRows();
  const before = await totalTokens(db);
  const [, writeMs] = await timed(async () => {
    for (let i = 0; i < rows.length; i += BATCH) await writeUsageBatch(db, rows.slice(i, i + BATCH));
  });
  await writeUsageBatch(db, rows.slice(0, BATCH)); // a retried batch: must add nothing
  const added = (await totalTokens(db)) - before;
  const expected = rows.reduce((s, r) => s + BigInt(r.promptTokens + r.completionTokens), 0n);
  if (added !== expected) throw new Error(`rollup drifted: +${added} tokens, expected +${expected}`);
  console.log(`writeUsageBatch: ${rows.length} ledger rows in ${rows.length / BATCH} batches, ${ms(writeMs)} (${Math.round(rows.length / (writeMs / 1000))} rows/s, ${ms(writeMs / (rows.length / BATCH))} per batch); rollup +${added} tokens, exact; retried batch added nothing`);
  await db.$executeRawUnsafe("ANALYZE model_usage_daily");

  const now = new Date("2026-01-01T12:00:00Z");
  const year = (models = benchCatalog.models) => rankingsDaily({ db, now, startDate: "2025-01-01", endDate: "2025-12-31", models });
  const month = () => rankingsDaily({ db, now, models: benchCatalog.models });
  const summary = (what: string, times: number[]) => {
    times.sort((x, y) => x - y);
    console.log(`${what}: p50 ${ms(pct(times, 50))}, p99 ${ms(pct(times, 99))}, max ${ms(times[times.length - 1])} over ${times.length} runs`);
  };

  // Cold: nothing ranked yet (a fresh process, or a catalog whose public set changed): all 365 days ranked.
  const cold: number[] = [];
  for (let i = 0; i < 5; i++) {
    const [res, t] = await timed(() => year([...benchCatalog.models, ...buildCatalog({ models: [{ slug: `bench/cold-${i}`, name: "c", vendor: "bench", kind: "chat", context_length: 1, endpoints: [{ provider: "local", upstream_model: "echo", pricing: { prompt: "0", completion: "0" } }] }] }, "cold").models.slice(-1)]));
    cold.push(t);
    if (i === 0) {
      const days = new Set(res.data.map((r) => r.date)).size;
      const others = res.data.filter((r) => r.model_permaslug === "other").length;
      console.log(`year query: ${res.data.length} rows (${days} days × 50 + ${others} other rows), ${Math.round(JSON.stringify(res).length / 1024)} KiB of JSON`);
    }
  }
  summary("year, cold (all 365 days ranked in one statement)", cold);

  // Warm: the days are ranked at their current version; each request still reads the 365 versions.
  await year();
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) warm.push((await timed(() => year()))[1]);
  summary("year, warm (versions read, nothing changed)", warm);

  // One day changed between requests (today's traffic, or a late batch for a past day): that day re-ranked.
  const changed: number[] = [];
  const fresh = sampleRows();
  for (let i = 0; i < Math.min(RUNS, 100); i++) {
    await writeUsageBatch(db, [fresh[i]]);
    changed.push((await timed(() => year()))[1]);
  }
  summary("year, one day changed since the last request", changed);

  await month();
  const monthly: number[] = [];
  for (let i = 0; i < RUNS; i++) monthly.push((await timed(month))[1]);
  summary("default range (31 days), warm", monthly);
}

async function main() {
  await onBothDatabases(bench);
}

runIfMain(import.meta.url, main);
