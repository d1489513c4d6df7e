import { Prisma } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { findWorkspace } from "../workspaces/shared";
import type { ActivityFilters, ActivityInput, ActivityResult, ActivityTopInput, Dimension, Metrics } from "./schemas";
import type { Scope, Window } from "./scope";
import { topKeyIds } from "./top-keys";

export type { Scope, Window } from "./scope";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MAX_SPAN_MS = 366 * DAY_MS;
const MAX_HOURLY_MS = 31 * DAY_MS;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";


const floorTo = (t: number, step: number) => Math.floor(t / step) * step;
const ceilTo = (t: number, step: number) => Math.ceil(t / step) * step;

/**
 * The window of a query: 24h is the last 24 hours up to the end of the current one; 7d and 30d
 * the last 7 / 30 UTC days up to the end of today; custom from/to rounded out to whole hours.
 */
export function activityWindow(f: Pick<ActivityFilters, "range" | "from" | "to" | "granularity">, now: Date): Window {
  const issue = (field: string, message: string) => new AppError("INVALID_REQUEST", { metadata: { issues: [{ field, message }] } });
  let from: number;
  let to: number;
  if (f.range === "custom") {
    if (!f.from) throw issue("from", "is required with range=custom");
    from = floorTo(Date.parse(f.from), HOUR_MS);
    to = ceilTo(f.to ? Date.parse(f.to) : now.getTime(), HOUR_MS);
    if (to <= from) throw issue("to", "must be after from");
    if (to - from > MAX_SPAN_MS) throw issue("from", "a range covers at most 366 days");
  } else if (f.from || f.to) {
    throw issue(f.from ? "from" : "to", "only with range=custom");
  } else if (f.range === "24h") {
    to = floorTo(now.getTime(), HOUR_MS) + HOUR_MS;
    from = to - 24 * HOUR_MS;
  } else {
    to = floorTo(now.getTime(), DAY_MS) + DAY_MS;
    from = to - (f.range === "7d" ? 7 : 30) * DAY_MS;
  }
  const granularity = f.granularity ?? (f.range === "24h" ? "hour" : "day");
  if (granularity === "hour" && to - from > MAX_HOURLY_MS) throw issue("granularity", "hourly buckets cover at most 31 days");
  return { from: new Date(from), to: new Date(to), granularity };
}

/** Bucket starts of a window, oldest first. */
export function buckets(w: Window): Date[] {
  const step = w.granularity === "hour" ? HOUR_MS : DAY_MS;
  const out: Date[] = [];
  for (let t = floorTo(w.from.getTime(), step); t < w.to.getTime(); t += step) out.push(new Date(t));
  return out;
}

/** The hourly rollups (every combination of dimensions) and the columns a query may filter or group by. */
const HOURLY = {
  totals: { table: "usage_hourly_totals", columns: "workspace_id" },
  keys: { table: "usage_hourly", columns: "workspace_id, key_id, model, provider" },
  /** Keys alone (no model or provider filtered or grouped): one row per key and hour. */
  key: { table: "usage_hourly_keys", columns: "workspace_id, key_id" },
  end_users: { table: "usage_hourly_end_users", columns: "workspace_id, key_id, model, provider, end_user" },
} as const;

/** The daily rollups, one per dimension (with the workspace): what a whole-day query of that dimension alone reads. */
const DAILY = {
  key: { table: "usage_daily_keys", columns: "workspace_id, key_id" },
  model: { table: "usage_daily_models", columns: "workspace_id, model, provider" },
  end_user: { table: "usage_daily_end_users", columns: "workspace_id, end_user" },
} as const;

const METRIC_COLUMNS = "requests, errors, refused, prompt_tokens, completion_tokens, cost_usd, byok_usd";


type Family = keyof typeof DAILY;

/**
 * What a query reads over its window. Hourly buckets, or filters and breakdowns that mix
 * dimensions (a key and a model, say): the narrowest hourly rollup that holds them. Daily buckets
 * over one dimension (or none): whole UTC days from that dimension's daily rollup (or, with no
 * dimension, the per-workspace hourly totals) and only the partial days at the edges of a custom
 * range from the hourly one.
 */
function sourceOf(hourly: (typeof HOURLY)[keyof typeof HOURLY], family: Family | null, w: Window, where: Prisma.Sql): Prisma.Sql {
  const daily = family ? DAILY[family] : null;
  const cols = Prisma.raw(`${daily ? daily.columns : hourly.columns}, ${METRIC_COLUMNS}`);
  const hourlyPart = (from: number, to: number) =>
    Prisma.sql`SELECT hour, ${cols} FROM ${Prisma.raw(hourly.table)} WHERE ${where} AND hour >= ${new Date(from)} AND hour < ${new Date(to)}`;
  const from = w.from.getTime();
  const to = w.to.getTime();
  const dayFrom = ceilTo(from, DAY_MS);
  const dayTo = floorTo(to, DAY_MS);
  if (!daily || w.granularity === "hour" || dayTo <= dayFrom) return Prisma.sql`(${hourlyPart(from, to)}) u`;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const parts = [
    Prisma.sql`SELECT (day::timestamp AT TIME ZONE 'UTC') AS hour, ${cols} FROM ${Prisma.raw(daily.table)}
      WHERE ${where} AND day >= ${iso(dayFrom)}::date AND day < ${iso(dayTo)}::date`,
  ];
  if (from < dayFrom) parts.push(hourlyPart(from, dayFrom));
  if (dayTo < to) parts.push(hourlyPart(dayTo, to));
  return Prisma.sql`(${Prisma.join(parts, " UNION ALL ")}) u`;
}

/** Resolve the filters into the rows to read (unknown workspace or key: 404). */
export async function scopeOf(db: Db, caller: Caller, f: ActivityFilters, now: Date, dimension?: Dimension): Promise<Scope> {
  const window = activityWindow(f, now);
  const conds: Prisma.Sql[] = [Prisma.sql`org_id = ${caller.orgId}::uuid`];
  if (f.workspace_id) {
    const ws = await findWorkspace(db, caller.orgId, f.workspace_id);
    conds.push(Prisma.sql`workspace_id = ${ws.id}::uuid`);
  }
  if (f.key_hash) {
    const key = await db.apiKey.findFirst({ where: { hash: f.key_hash, org_id: caller.orgId, kind: "inference" }, select: { id: true } });
    if (!key) throw new AppError("NOT_FOUND", { message: "No inference key with this hash in the organization" });
    conds.push(Prisma.sql`key_id = ${key.id}`);
  }
  if (f.model) conds.push(Prisma.sql`model = ${f.model}`);
  if (f.provider) conds.push(Prisma.sql`provider = ${f.provider}`);
  if (f.end_user) conds.push(Prisma.sql`end_user = ${f.end_user}`);
  // The dimension families the query touches (the workspace is in every rollup).
  const families = new Set<Family>();
  if (f.key_hash || dimension === "key") families.add("key");
  if (f.model || f.provider || dimension === "model" || dimension === "provider") families.add("model");
  if (f.end_user !== undefined || dimension === "end_user") families.add("end_user");
  const hourly = families.has("end_user")
    ? HOURLY.end_users
    : families.has("model")
      ? HOURLY.keys
      : families.has("key")
        ? HOURLY.key
        : HOURLY.totals;
  const family = families.size === 1 ? [...families][0] : null;
  const daily = family !== null && window.granularity === "day" && floorTo(window.to.getTime(), DAY_MS) > ceilTo(window.from.getTime(), DAY_MS);
  const where = Prisma.join(conds, " AND ");
  const narrowed = Boolean(f.key_hash || f.model || f.provider || f.end_user !== undefined);
  return { orgId: caller.orgId, window, where, narrowed, source: sourceOf(hourly, family, window, where), daily };
}

const SUMS = Prisma.raw(`COALESCE(SUM(cost_usd), 0)::float8 AS spend_usd, COALESCE(SUM(byok_usd), 0)::float8 AS byok_usd,
  COALESCE(SUM(requests), 0)::float8 AS requests, COALESCE(SUM(errors), 0)::float8 AS errors, COALESCE(SUM(refused), 0)::float8 AS refused,
  COALESCE(SUM(prompt_tokens), 0)::float8 AS prompt_tokens, COALESCE(SUM(completion_tokens), 0)::float8 AS completion_tokens`);

const GROUP_COLUMN: Record<Dimension, string> = {
  key: "key_id::text",
  model: "model",
  provider: "provider",
  end_user: "end_user",
  workspace: "workspace_id::text",
};

/** The grouped column itself (grouping and matching on it; GROUP_COLUMN is its text, for the answer and ties). */
const GROUP_RAW: Record<Dimension, string> = { key: "key_id", model: "model", provider: "provider", end_user: "end_user", workspace: "workspace_id" };

/** Each order's ranking over the raw rows: only the sums it needs (the full metrics are summed for the winners only). */
const RANK: Record<ActivityTopInput["order_by"], string> = {
  spend: "SUM(cost_usd) DESC, SUM(requests) DESC",
  requests: "SUM(requests) DESC, SUM(cost_usd) DESC",
  tokens: "SUM(prompt_tokens + completion_tokens) DESC, SUM(cost_usd) DESC",
  errors: "SUM(errors + refused) DESC, SUM(requests) DESC",
};

const ORDER: Record<ActivityTopInput["order_by"], string> = {
  spend: "spend_usd DESC, requests DESC",
  requests: "requests DESC, spend_usd DESC",
  tokens: "(prompt_tokens + completion_tokens) DESC, spend_usd DESC",
  errors: "(errors + refused) DESC, requests DESC",
};

type Row = Metrics & { bucket?: Date; g?: string | null };

const ZERO: Metrics = { spend_usd: 0, byok_usd: 0, requests: 0, errors: 0, refused: 0, prompt_tokens: 0, completion_tokens: 0 };

function metricsOf(r: Metrics): Metrics {
  return {
    spend_usd: Number(r.spend_usd),
    byok_usd: Number(r.byok_usd),
    requests: Number(r.requests),
    errors: Number(r.errors),
    refused: Number(r.refused),
    prompt_tokens: Number(r.prompt_tokens),
    completion_tokens: Number(r.completion_tokens),
  };
}

/** Display names and public ids of group values: keys by hash and name, workspaces by name. */
async function labelsOf(db: Db, orgId: string, dim: Dimension, values: string[]): Promise<Map<string, { group: string; label: string }>> {
  const out = new Map<string, { group: string; label: string }>();
  if (dim === "key") {
    const ids = values.map(Number).filter(Number.isInteger);
    const keys = await db.apiKey.findMany({ where: { id: { in: ids }, org_id: orgId }, select: { id: true, hash: true, name: true } });
    for (const k of keys) out.set(String(k.id), { group: k.hash, label: k.name });
  } else if (dim === "workspace") {
    const ids = values.filter((v) => v !== NIL_UUID);
    const wss = await db.workspace.findMany({ where: { id: { in: ids }, org_id: orgId }, select: { id: true, name: true } });
    for (const w of wss) out.set(w.id, { group: w.id, label: w.name });
  }
  for (const v of values) if (!out.has(v)) out.set(v, { group: v, label: v });
  return out;
}

/**
 * Usage over time (GET /activity), from the rollups (per workspace and hour when nothing narrower
 * is asked, so the organization's 30-day chart reads ~720 rows per workspace; per day and key, model
 * or end user for daily breakdowns; see sourceOf): totals and one point per bucket
 * (every bucket of the window, zeros included); with group_by, one point per bucket and group
 * that had usage, for the top `groups` groups by spend (then requests), the rest summed as group null.
 */
export async function activity(opts: { db: Db; caller: Caller; input: ActivityInput; now: Date }): Promise<ActivityResult> {
  const { db, caller, input } = opts;
  const s = await scopeOf(db, caller, input, opts.now, input.group_by);
  const unit = Prisma.raw(`'${s.window.granularity}'`);
  const bucket = Prisma.sql`date_trunc(${unit}, hour AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const head = { from: s.window.from.toISOString(), to: s.window.to.toISOString(), granularity: s.window.granularity };
  if (!input.group_by) {
    const rows = await db.$queryRaw<Row[]>`SELECT ${bucket} AS bucket, ${SUMS} FROM ${s.source} GROUP BY 1`;
    const byBucket = new Map(rows.map((r) => [(r.bucket as Date).getTime(), metricsOf(r)]));
    const series = buckets(s.window).map((b) => ({ bucket: b.toISOString(), ...(byBucket.get(b.getTime()) ?? ZERO) }));
    return { ...head, totals: sum(series), series };
  }
  const g = Prisma.raw(GROUP_COLUMN[input.group_by]);
  const raw = Prisma.raw(GROUP_RAW[input.group_by]);
  const rows =
    input.group_by === "key" && s.daily && !s.narrowed
      ? await keyBreakdown(db, s, bucket, input.groups)
      : // The top groups first (two sums per group), then one pass summing per bucket with the rest as null.
        await db.$queryRaw<Row[]>`
    WITH top AS (SELECT ${raw} AS g FROM ${s.source} GROUP BY ${raw} ORDER BY ${Prisma.raw(RANK.spend)}, ${g} LIMIT ${input.groups})
    SELECT CASE WHEN ${raw} IN (SELECT g FROM top) THEN ${g} END AS g, ${bucket} AS bucket, ${SUMS}
    FROM ${s.source} GROUP BY 1, 2 ORDER BY 2, 1 NULLS LAST`;
  const labels = await labelsOf(db, caller.orgId, input.group_by, [...new Set(rows.flatMap((r) => (r.g ? [r.g] : [])))]);
  const series = rows.map((r) => {
    const l = r.g ? labels.get(r.g) : undefined;
    return { bucket: (r.bucket as Date).toISOString(), group: l?.group ?? null, label: l?.label ?? null, ...metricsOf(r) };
  });
  return { ...head, totals: sum(series), series };
}

const METRICS = ["cost_usd", "byok_usd", "requests", "errors", "refused", "prompt_tokens", "completion_tokens"] as const;
const AS: Record<(typeof METRICS)[number], string> = {
  cost_usd: "spend_usd",
  byok_usd: "byok_usd",
  requests: "requests",
  errors: "errors",
  refused: "refused",
  prompt_tokens: "prompt_tokens",
  completion_tokens: "completion_tokens",
};

/**
 * GET /activity by key over whole days (the organization's or a workspace's keys, nothing else
 * filtered): the top keys are ranked over the daily key rollup as before, but "all others" is the
 * per-workspace hourly totals less the top keys (read through the (org, key, day) index), not a
 * second pass over every key's day: at 10,000 active keys a 30-day chart reads ~300,000 rows once
 * instead of twice and sorts none. The sums are exact (numeric and bigint), so the answer is the
 * same: "all others" appears in a bucket where other keys had requests (every rollup row has at
 * least one).
 */
async function keyBreakdown(db: Db, s: Scope, bucket: Prisma.Sql, groups: number): Promise<Row[]> {
  const sums = (prefix: string) => Prisma.raw(METRICS.map((m) => `COALESCE(SUM(${prefix}${m}), 0) AS ${m}`).join(", "));
  const out = Prisma.raw(METRICS.map((m) => `${m}::float8 AS ${AS[m]}`).join(", "));
  const less = Prisma.raw(METRICS.map((m) => `(t.${m} - COALESCE(p.${m}, 0))::float8 AS ${AS[m]}`).join(", "));
  const totals = Prisma.sql`(SELECT hour, ${Prisma.raw(METRICS.join(", "))} FROM usage_hourly_totals
    WHERE ${s.where} AND hour >= ${s.window.from} AND hour < ${s.window.to}) u`;
  // The top keys from their bounds (top-keys.ts) when those prove them, else ranked over every key's rows.
  const ids = await topKeyIds(db, s, "spend", groups);
  const inTop = ids
    ? Prisma.sql`key_id = ANY(${ids}::int[])`
    : Prisma.sql`key_id IN (SELECT key_id FROM ${s.source} GROUP BY key_id ORDER BY ${Prisma.raw(RANK.spend)}, key_id::text LIMIT ${groups})`;
  return db.$queryRaw<Row[]>`
    WITH tops AS (SELECT key_id::text AS g, ${bucket} AS bucket, ${sums("")} FROM ${s.source} WHERE ${inTop} GROUP BY 1, 2),
    per_bucket AS (SELECT bucket, ${sums("")} FROM tops GROUP BY 1),
    totals AS (SELECT ${bucket} AS bucket, ${sums("")} FROM ${totals} GROUP BY 1)
    SELECT g, bucket, ${out} FROM tops
    UNION ALL
    SELECT NULL, t.bucket, ${less} FROM totals t LEFT JOIN per_bucket p ON p.bucket = t.bucket WHERE t.requests > COALESCE(p.requests, 0)
    ORDER BY 2, 1 NULLS LAST`;
}

function sum(points: Metrics[]): Metrics {
  const t = { ...ZERO };
  for (const p of points) for (const k of Object.keys(t) as Array<keyof Metrics>) t[k] += p[k];
  // Float sums of money: keep them to the ledger's 10 decimals.
  t.spend_usd = Math.round(t.spend_usd * 1e10) / 1e10;
  t.byok_usd = Math.round(t.byok_usd * 1e10) / 1e10;
  return t;
}

/** Top-N of a dimension over the window (GET /activity/top), by spend, requests, tokens or errors. */
export async function activityTop(opts: { db: Db; caller: Caller; input: ActivityTopInput; now: Date }) {
  const { db, caller, input } = opts;
  const s = await scopeOf(db, caller, input, opts.now, input.dimension);
  const g = Prisma.raw(GROUP_COLUMN[input.dimension]);
  const raw = Prisma.raw(GROUP_RAW[input.dimension]);
  // Over daily rows: rank on the sums the order needs, then the full metrics of the winners only.
  // Over hourly rows (many per group) one pass summing everything is cheaper than two scans, but
  // for keys: their winners' rows are read through the (org, key, hour) index, so the ranking pass
  // sums two columns of every row instead of seven.
  // Keys: the top ones from their bounds (top-keys.ts) when those prove them.
  const ids = input.dimension === "key" ? await topKeyIds(db, s, input.order_by, input.limit) : null;
  const rows = ids
    ? await db.$queryRaw<Row[]>`
    SELECT g, spend_usd, byok_usd, requests, errors, refused, prompt_tokens, completion_tokens
    FROM (SELECT ${g} AS g, ${SUMS} FROM ${s.source} WHERE key_id = ANY(${ids}::int[]) GROUP BY ${raw}) t
    ORDER BY ${Prisma.raw(ORDER[input.order_by])}, g LIMIT ${input.limit}`
    : !s.daily && input.dimension !== "key"
    ? await db.$queryRaw<Row[]>`
    SELECT g, spend_usd, byok_usd, requests, errors, refused, prompt_tokens, completion_tokens
    FROM (SELECT ${g} AS g, ${SUMS} FROM ${s.source} GROUP BY ${raw}) t
    ORDER BY ${Prisma.raw(ORDER[input.order_by])}, g LIMIT ${input.limit}`
    : await db.$queryRaw<Row[]>`
    WITH top AS (SELECT ${raw} AS g FROM ${s.source} GROUP BY ${raw} ORDER BY ${Prisma.raw(RANK[input.order_by])}, ${g} LIMIT ${input.limit})
    SELECT g, spend_usd, byok_usd, requests, errors, refused, prompt_tokens, completion_tokens
    FROM (SELECT ${g} AS g, ${SUMS} FROM ${s.source} WHERE ${raw} IN (SELECT g FROM top) GROUP BY ${raw}) t
    ORDER BY ${Prisma.raw(ORDER[input.order_by])}, g LIMIT ${input.limit}`;
  const labels = await labelsOf(db, caller.orgId, input.dimension, rows.map((r) => r.g as string));
  return {
    from: s.window.from.toISOString(),
    to: s.window.to.toISOString(),
    dimension: input.dimension,
    items: rows.map((r) => ({ ...(labels.get(r.g as string) ?? { group: r.g as string, label: r.g as string }), ...metricsOf(r) })),
  };
}

function csvCell(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return "";
  let s = String(v);
  // A cell a spreadsheet would run as a formula is quoted as text.
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const CSV_COLUMNS = ["spend_usd", "byok_usd", "requests", "errors", "refused", "prompt_tokens", "completion_tokens"] as const;

/** The series of GET /activity as CSV (GET /activity/export): one line per bucket (and group). */
export async function activityCsv(opts: { db: Db; caller: Caller; input: ActivityInput; now: Date }): Promise<string> {
  const r = await activity(opts);
  const grouped = opts.input.group_by !== undefined;
  const header = ["bucket", ...(grouped ? ["group", "label"] : []), ...CSV_COLUMNS];
  const lines = r.series.map((p) =>
    [p.bucket, ...(grouped ? [p.group ?? "(other)", p.label ?? "(other)"] : []), ...CSV_COLUMNS.map((c) => p[c])].map(csvCell).join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}
