import { Prisma } from "../../../generated/prisma/client.ts";
import type { Db } from "../../db";
import type { Scope } from "./scope";

const DAY_MS = 86_400_000;

/** Each order's ranking: its first sum (what the bound bounds), then the tie-breaks (as activity.ts's RANK). */
const FIRST: Record<TopOrder, string> = {
  spend: "cost_usd",
  requests: "requests",
  tokens: "prompt_tokens + completion_tokens",
  errors: "errors + refused",
};
const RANK: Record<TopOrder, string> = {
  spend: "SUM(cost_usd) DESC, SUM(requests) DESC",
  requests: "SUM(requests) DESC, SUM(cost_usd) DESC",
  tokens: "SUM(prompt_tokens + completion_tokens) DESC, SUM(cost_usd) DESC",
  errors: "SUM(errors + refused) DESC, SUM(requests) DESC",
};

export type TopOrder = "spend" | "requests" | "tokens" | "errors";

/**
 * Candidates read exactly per round (then the bound must prove the rest cannot rank): few, as
 * the candidates are the busiest keys (the most rows each); with spend as skewed as real keys'
 * (and the scale bench's), 4× the limit proves a 2×-loose bound.
 */
const rounds = (limit: number) => [Math.max(20, 4 * limit), Math.max(800, 32 * limit)];

/**
 * The ids of the top `limit` keys of an organization's (or a workspace's) window, in rank order:
 * exactly `SELECT key_id FROM <scope's rows> GROUP BY key_id ORDER BY <rank>, key_id::text LIMIT
 * limit`, without summing every active key's rows of the window (at 10,000 active keys, ~300,000
 * daily rows for 30 days, ~290,000 hourly ones for 24 hours).
 *
 * Every metric is a sum of non-negative amounts, so a key's sum over a coarser rollup that covers
 * the window (its UTC days for up to 3 of them, else its UTC months: `usage_monthly_keys`) bounds
 * its window sum from above. The keys with the highest bounds are candidates; their exact window
 * sums (read through the (org, key, day|hour) indexes) rank them. When the best bound left out is
 * below the `limit`-th exact first sum, no key left out can rank: the answer is the candidates'.
 * Otherwise a wider round (see rounds), and after the last round null (the caller sums every key). A window
 * whose keys all fit in a round needs no proof. Before the first round, a cheaper bound that sums
 * nothing (topFromRows: the highest rollup rows) is tried.
 */
export async function topKeyIds(db: Db, s: Scope, order: TopOrder, limit: number): Promise<number[] | null> {
  if (s.narrowed) return null;
  const first = Prisma.raw(FIRST[order]);
  const from = s.window.from.getTime();
  const lastDay = Math.floor((s.window.to.getTime() - 1) / DAY_MS) * DAY_MS;
  const firstDay = Math.floor(from / DAY_MS) * DAY_MS;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  const monthOf = (t: number) => `${iso(t).slice(0, 7)}-01`;
  const bound = (n: number) =>
    (lastDay - firstDay) / DAY_MS < 3
      ? Prisma.sql`SELECT key_id, SUM(${first})::float8 AS ub FROM usage_daily_keys
          WHERE ${s.where} AND day >= ${iso(firstDay)}::date AND day <= ${iso(lastDay)}::date GROUP BY key_id ORDER BY ub DESC LIMIT ${n}`
      : Prisma.sql`SELECT key_id, SUM(${first})::float8 AS ub FROM usage_monthly_keys
          WHERE ${s.where} AND month >= ${monthOf(firstDay)}::date AND month <= ${monthOf(lastDay)}::date GROUP BY key_id ORDER BY ub DESC LIMIT ${n}`;
  const fromRows = await topFromRows(db, s, order, limit, rounds(limit)[0], (lastDay - firstDay) / DAY_MS < 3, [iso(firstDay), iso(lastDay)], [monthOf(firstDay), monthOf(lastDay)]);
  if (fromRows) return fromRows;
  for (const n of rounds(limit)) {
    const cands = await db.$queryRaw<Array<{ key_id: number; ub: number }>>(bound(n + 1));
    const ids = cands.slice(0, n).map((c) => Number(c.key_id));
    if (ids.length === 0) return [];
    const exact = await db.$queryRaw<Array<{ key_id: number; first: number }>>`
      SELECT key_id, SUM(${first})::float8 AS first FROM ${s.source} WHERE key_id = ANY(${ids}::int[])
      GROUP BY key_id ORDER BY ${Prisma.raw(RANK[order])}, key_id::text LIMIT ${limit}`;
    // Every key of the window has a bound row, so with no key left out the candidates are all of them.
    if (cands.length <= n) return exact.map((r) => Number(r.key_id));
    // float8 rounding is monotonic: a left-out bound below the limit-th sum in float8 is below it exactly.
    if (exact.length === limit && Number(cands[n].ub) < Number(exact[limit - 1].first)) return exact.map((r) => Number(r.key_id));
  }
  return null;
}

/**
 * The first round without summing every key's bound rows: the n rollup rows with the highest first
 * metric (a top-N sort of the window's ~20,000 day or month rows, no aggregate into 10,000 keys:
 * ~9 ms of CPU on PGlite against ~35 for the sums). A key with none of those rows has every row at
 * most the (n+1)-th row's value v, and at most one row per (bucket, workspace) of the window (the
 * rollup's primary key), so its bound is at most r × v, r the number of distinct (bucket,
 * workspace) pairs (a loose scan of the primary key: a few probes). When r × v is below the
 * limit-th exact sum of the keys that have a top row, no other key can rank: the answer is theirs.
 * Otherwise null (the summed bound's rounds decide). With every row of the window in the top, its
 * keys are all the keys.
 */
async function topFromRows(
  db: Db,
  s: Scope,
  order: TopOrder,
  limit: number,
  n: number,
  days: boolean,
  dayRange: [string, string],
  monthRange: [string, string],
): Promise<number[] | null> {
  const first = Prisma.raw(FIRST[order]);
  const table = Prisma.raw(days ? "usage_daily_keys" : "usage_monthly_keys");
  const bucket = Prisma.raw(days ? "day" : "month");
  const [lo, hi] = days ? dayRange : monthRange;
  const inRange = Prisma.sql`${s.where} AND ${bucket} >= ${lo}::date AND ${bucket} <= ${hi}::date`;
  const rows = await db.$queryRaw<Array<{ key_id: number; rv: number }>>`
    WITH RECURSIVE bw AS (
      (SELECT ${bucket} AS b, workspace_id AS w FROM ${table} WHERE ${inRange} ORDER BY ${bucket}, workspace_id LIMIT 1)
      UNION ALL
      SELECT nx.b, nx.w FROM bw CROSS JOIN LATERAL (
        SELECT ${bucket} AS b, workspace_id AS w FROM ${table} WHERE ${inRange} AND (${bucket}, workspace_id) > (bw.b, bw.w)
        ORDER BY ${bucket}, workspace_id LIMIT 1) nx
    ), top AS (SELECT key_id, ${first} AS v FROM ${table} WHERE ${inRange} ORDER BY ${first} DESC LIMIT ${n + 1})
    SELECT key_id, ((SELECT count(*) FROM bw) * v)::float8 AS rv FROM top ORDER BY v DESC`;
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.slice(0, n).map((r) => Number(r.key_id)))];
  const exact = await db.$queryRaw<Array<{ key_id: number; first: number }>>`
    SELECT key_id, SUM(${first})::float8 AS first FROM ${s.source} WHERE key_id = ANY(${ids}::int[])
    GROUP BY key_id ORDER BY ${Prisma.raw(RANK[order])}, key_id::text LIMIT ${limit}`;
  if (rows.length <= n) return exact.map((r) => Number(r.key_id));
  // r × v computed exactly (numeric or bigint) and then rounded: float8 rounding is monotonic, as above.
  if (exact.length === limit && Number(rows[n].rv) < Number(exact[limit - 1].first)) return exact.map((r) => Number(r.key_id));
  return null;
}
