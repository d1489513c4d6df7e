import type { Db } from "../../db";
import { prepared } from "../../db/prepared";

import type { UsageEntry } from "../../observability/usage-entry";

/**
 * Insert a batch into the ledger and fold it into the rollups, in ONE statement: per key
 * (`key_usage_daily`: spend windows), per model (`model_usage_daily`: the rankings dataset),
 * per day (`usage_daily_totals`: day totals, and the version the rankings cache checks) and per
 * hour (`usage_hourly`, `usage_hourly_totals`, `usage_hourly_keys`, `usage_hourly_end_users`: usage analytics) and day
 * and one dimension (`usage_daily_keys`, `usage_daily_models`, `usage_daily_end_users`: analytics
 * over whole days), and per key for all time
 * (`key_usage_totals`: usage and the console's sort by usage) and UTC month (`key_usage_monthly`:
 * a key's "this month"). Refused rows (status
 * `refused`: the request log's record of a 4xx answered before any upstream call) go to the
 * ledger and the hourly rollups only: they are never billed, ranked or counted in a spend window.
 * Rows whose request_id is already there are skipped, and only rows actually inserted are
 * added to the rollups, so a retried batch never counts twice. Rollup rows are upserted in
 * key order, so concurrent batches from several instances lock them in the same order.
 */
export async function writeUsageBatch(db: Db, batch: UsageEntry[]): Promise<number> {
  return writeUsageRows(db, batch.map(usageRow));
}

/** The ledger row of an entry, as the batch statement reads it. Throws on an entry no row can hold (an invalid date). */
export function usageRow(e: UsageEntry): Record<string, unknown> {
  return {
    request_id: e.requestId,
    org_id: e.orgId,
    key_id: e.keyId,
    workspace_id: e.workspaceId,
    end_user: e.endUser,
    model: e.model,
    provider: e.provider,
    prompt_tokens: e.promptTokens,
    completion_tokens: e.completionTokens,
    cost_usd: e.costUsd.toFixed(10),
    is_byok: e.isByok,
    latency_ms: e.latencyMs,
    attempts: e.attempts,
    status: e.status,
    session_id: e.sessionId ?? null,
    trace: e.trace ?? null,
    guardrail: e.guardrail ?? null,
    http_status: e.httpStatus ?? null,
    ttfb_ms: e.ttfbMs ?? null,
    attempt_log: e.attemptLog ?? null,
    explain: e.explain ?? null,
    error: e.error ?? null,
    parent_request_id: e.loop?.parentRequestId ?? null,
    step: e.loop?.step ?? null,
    created_at: e.createdAt.toISOString(),
  };
}

/**
 * The analytics rollups' upserts, generated from one table: per hour (`usage_hourly`,
 * `usage_hourly_totals`, `usage_hourly_keys`, `usage_hourly_end_users`), per UTC day and one dimension
 * (`usage_daily_keys`, `usage_daily_models`, `usage_daily_end_users`) and per UTC month and key
 * (`usage_monthly_keys`: the top keys' bound), each with the workspace,
 * as CTEs of the batch statement over its `grouped` rows (the end users' two, which have a
 * `where`, over its `hourly` rows: see rollupUpsert). `keys` are the rollup's key columns
 * after (org_id, bucket), in the order of its unique index; rows are grouped and upserted in
 * that order (so concurrent batches lock them in the same order).
 */
export const ROLLUPS = [
  { cte: "per_hour", table: "usage_hourly", bucket: "hour", keys: "workspace_id, key_id, model, provider" },
  { cte: "per_hour_total", table: "usage_hourly_totals", bucket: "hour", keys: "workspace_id" },
  { cte: "per_hour_key", table: "usage_hourly_keys", bucket: "hour", keys: "workspace_id, key_id" },
  { cte: "per_hour_user", table: "usage_hourly_end_users", bucket: "hour", keys: "end_user, workspace_id, key_id, model, provider", where: "end_user IS NOT NULL" },
  { cte: "per_day_key", table: "usage_daily_keys", bucket: "day", keys: "workspace_id, key_id" },
  { cte: "per_day_model", table: "usage_daily_models", bucket: "day", keys: "workspace_id, model, provider" },
  { cte: "per_day_user", table: "usage_daily_end_users", bucket: "day", keys: "workspace_id, end_user", where: "end_user IS NOT NULL" },
  { cte: "per_month_key", table: "usage_monthly_keys", bucket: "month", keys: "workspace_id, key_id" },
] as const satisfies ReadonlyArray<{ cte: string; table: string; bucket: "hour" | "day" | "month"; keys: string; where?: string }>;

/** The metric columns every analytics rollup adds up. */
export const ROLLUP_METRICS = ["requests", "errors", "refused", "prompt_tokens", "completion_tokens", "cost_usd", "byok_usd"] as const;

/** The bucket column of each grain, computed from the `hourly` rows' `hour`. */
export const BUCKET_OF = { hour: "hour", day: "(hour AT TIME ZONE 'UTC')::date", month: "date_trunc('month', hour AT TIME ZONE 'UTC')::date" } as const;

/**
 * One rollup's upsert (see ROLLUPS). The end users' two read the batch's `hourly` rows (only rows
 * with an end user); the others read `grouped`: the rows already summed per organization, hour,
 * workspace, key, model, provider and refused-or-not, so each of them groups a few rows instead of
 * the whole batch (the same sums: counts and tokens are integers, costs exact numerics).
 */
function rollupUpsert(r: (typeof ROLLUPS)[number]): string {
  const groups = Array.from({ length: 2 + r.keys.split(",").length }, (_, i) => i + 1).join(", ");
  const add = ROLLUP_METRICS.map((c) => `${c} = ${r.table}.${c} + EXCLUDED.${c}`).join(", ");
  const metrics =
    "where" in r
      ? `COUNT(*), COUNT(*) FILTER (WHERE status = 'error'),
        COUNT(*) FILTER (WHERE status = 'refused'), SUM(prompt_tokens), SUM(completion_tokens),
        SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END), SUM(CASE WHEN is_byok THEN cost_usd ELSE 0 END)
      FROM hourly WHERE ${r.where}`
      : `${ROLLUP_METRICS.map((m) => `SUM(${m})`).join(", ")}
      FROM grouped`;
  return `${r.cte} AS (
      INSERT INTO ${r.table} (org_id, ${r.bucket}, ${r.keys}, ${ROLLUP_METRICS.join(", ")})
      SELECT org_id, ${BUCKET_OF[r.bucket]}, ${r.keys}, ${metrics}
      GROUP BY ${groups} ORDER BY ${groups}
      ON CONFLICT (org_id, ${r.bucket}, ${r.keys}) DO UPDATE SET ${add}
    ),`;
}

/**
 * A daily, monthly or per-key hourly rollup filled from an hourly one (the benches' generated data): its sums per
 * bucket, as the ledger statement would have kept them, written in bucket order (the order the
 * writer appends them in: a bucket's rows on adjacent pages, as in a live database). `from` holds `hour`, the rollup's key
 * columns and the metrics (`usage_hourly`, or `usage_hourly_end_users` for end users).
 */
export function rollupFromHourlySql(table: (typeof ROLLUPS)[number]["table"], from: string): string {
  const r = ROLLUPS.find((x) => x.table === table) as (typeof ROLLUPS)[number];
  const groups = Array.from({ length: 2 + r.keys.split(",").length }, (_, i) => i + 1).join(", ");
  return `INSERT INTO ${r.table} (org_id, ${r.bucket}, ${r.keys}, ${ROLLUP_METRICS.join(", ")})
    SELECT org_id, ${BUCKET_OF[r.bucket]}, ${r.keys}, ${ROLLUP_METRICS.map((m) => `SUM(${m})`).join(", ")}
    FROM ${from} ${"where" in r ? `WHERE ${r.where} ` : ""}GROUP BY ${groups} ORDER BY ${groups}`;
}

const ANALYTICS_ROLLUPS = ROLLUPS.map(rollupUpsert).join("\n    ");

/** writeUsageBatch with the rows already made (see usageRow). */
export async function writeUsageRows(db: Db, batch: Array<Record<string, unknown>>): Promise<number> {
  if (batch.length === 0) return 0;
  return writeUsageJson(db, JSON.stringify(batch));
}

/**
 * writeUsageBatch with the rows already serialized: `rows` is a JSON array of usageRow objects.
 * The ledger writer serializes each row once, when it is recorded (that text is also its journal
 * line), and joins the lines of a batch into this array: no second serialization per entry.
 */
export async function writeUsageJson(db: Db, rows: string): Promise<number> {
  // The batch travels as ONE jsonb parameter: the driver and Prisma then handle one string
  // instead of 17 arrays of up to 500 values each, which cost the event loop ~a third of its
  // time under load (profiled).
  return db.$executeRawUnsafe(LEDGER_BATCH_SQL, rows);
}

/** The batch statement: $1 is a JSON array of usageRow objects (see writeUsageJson). */
export const LEDGER_BATCH_SQL = prepared("usage_ledger_batch", `
    WITH ins AS (
      INSERT INTO usage_ledger (request_id, org_id, key_id, workspace_id, end_user, model, provider,
        prompt_tokens, completion_tokens, cost_usd, is_byok, latency_ms, attempts, status, session_id, trace, guardrail,
        http_status, ttfb_ms, attempt_log, explain, error, parent_request_id, step, created_at)
      SELECT request_id, org_id, key_id, workspace_id, end_user, model, provider,
        prompt_tokens, completion_tokens, cost_usd, is_byok, latency_ms, attempts, status, session_id, trace, guardrail,
        http_status, ttfb_ms, attempt_log, explain, error, parent_request_id, step, created_at
      FROM jsonb_to_recordset($1::jsonb) AS r(request_id text, org_id uuid, key_id int, workspace_id uuid,
        end_user text, model text, provider text, prompt_tokens int, completion_tokens int, cost_usd numeric,
        is_byok bool, latency_ms int, attempts int, status text, session_id text, trace jsonb, guardrail jsonb,
        http_status int, ttfb_ms int, attempt_log jsonb, explain jsonb, error jsonb, parent_request_id text, step int,
        created_at timestamptz)
      ON CONFLICT (request_id) DO NOTHING
      RETURNING org_id, key_id, workspace_id, end_user, provider, status, created_at, cost_usd, is_byok, model, prompt_tokens, completion_tokens
    ),
    grouped AS (
      SELECT org_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
        COALESCE(workspace_id, '00000000-0000-0000-0000-000000000000'::uuid) AS workspace_id, key_id, model, provider,
        status = 'refused' AS is_refused, COUNT(*) AS requests, COUNT(*) FILTER (WHERE status = 'error') AS errors,
        COUNT(*) FILTER (WHERE status = 'refused') AS refused, SUM(prompt_tokens) AS prompt_tokens,
        SUM(completion_tokens) AS completion_tokens, SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END) AS cost_usd,
        SUM(CASE WHEN is_byok THEN cost_usd ELSE 0 END) AS byok_usd
      FROM ins GROUP BY 1, 2, 3, 4, 5, 6, 7
    ),
    billed AS (SELECT * FROM grouped WHERE NOT is_refused),
    hourly AS (
      SELECT org_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
        COALESCE(workspace_id, '00000000-0000-0000-0000-000000000000'::uuid) AS workspace_id, key_id, model, provider, end_user,
        status, prompt_tokens, completion_tokens, is_byok, cost_usd
      FROM ins WHERE end_user IS NOT NULL
    ),
    ${ANALYTICS_ROLLUPS}
    per_key_total AS (
      INSERT INTO key_usage_totals (key_id, cost_usd, byok_usd, requests)
      SELECT key_id, SUM(cost_usd), SUM(byok_usd), SUM(requests)
      FROM billed GROUP BY 1 ORDER BY 1
      ON CONFLICT (key_id) DO UPDATE SET
        cost_usd = key_usage_totals.cost_usd + EXCLUDED.cost_usd,
        byok_usd = key_usage_totals.byok_usd + EXCLUDED.byok_usd,
        requests = key_usage_totals.requests + EXCLUDED.requests
    ),
    per_key_month AS (
      INSERT INTO key_usage_monthly (key_id, month, cost_usd, byok_usd, requests)
      SELECT key_id, date_trunc('month', hour AT TIME ZONE 'UTC')::date,
        SUM(cost_usd), SUM(byok_usd), SUM(requests)
      FROM billed GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (key_id, month) DO UPDATE SET
        cost_usd = key_usage_monthly.cost_usd + EXCLUDED.cost_usd,
        byok_usd = key_usage_monthly.byok_usd + EXCLUDED.byok_usd,
        requests = key_usage_monthly.requests + EXCLUDED.requests
    ),
    per_model AS (
      INSERT INTO model_usage_daily (day, model, prompt_tokens, completion_tokens, requests)
      SELECT (hour AT TIME ZONE 'UTC')::date, model, SUM(prompt_tokens), SUM(completion_tokens), SUM(requests)
      FROM billed GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, model) DO UPDATE SET
        prompt_tokens = model_usage_daily.prompt_tokens + EXCLUDED.prompt_tokens,
        completion_tokens = model_usage_daily.completion_tokens + EXCLUDED.completion_tokens,
        requests = model_usage_daily.requests + EXCLUDED.requests
    ),
    per_day AS (
      INSERT INTO usage_daily_totals (day, prompt_tokens, completion_tokens, requests)
      SELECT (hour AT TIME ZONE 'UTC')::date, SUM(prompt_tokens), SUM(completion_tokens), SUM(requests)
      FROM billed GROUP BY 1 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET
        prompt_tokens = usage_daily_totals.prompt_tokens + EXCLUDED.prompt_tokens,
        completion_tokens = usage_daily_totals.completion_tokens + EXCLUDED.completion_tokens,
        requests = usage_daily_totals.requests + EXCLUDED.requests
    )
    INSERT INTO key_usage_daily (key_id, day, cost_usd, byok_usd, requests)
    SELECT key_id, (hour AT TIME ZONE 'UTC')::date,
      SUM(cost_usd), SUM(byok_usd), SUM(requests)
    FROM billed GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (key_id, day) DO UPDATE SET
      cost_usd = key_usage_daily.cost_usd + EXCLUDED.cost_usd,
      byok_usd = key_usage_daily.byok_usd + EXCLUDED.byok_usd,
      requests = key_usage_daily.requests + EXCLUDED.requests`);
