import { Prisma } from "../../../generated/prisma/client.ts";
import type { Db } from "../../db";
import { dayStart, isoDay, monthStart, weekStart } from "../../auth/limit-windows";

/** The usage fields of the key record (spec 2.2), in USD. */
export interface KeyUsage {
  usage: number;
  usage_daily: number;
  usage_weekly: number;
  usage_monthly: number;
  byok_usage: number;
  byok_usage_daily: number;
  byok_usage_weekly: number;
  byok_usage_monthly: number;
}

export const ZERO_USAGE: KeyUsage = {
  usage: 0,
  usage_daily: 0,
  usage_weekly: 0,
  usage_monthly: 0,
  byok_usage: 0,
  byok_usage_daily: 0,
  byok_usage_weekly: 0,
  byok_usage_monthly: 0,
};

type Row = { key_id: number } & Record<keyof KeyUsage, unknown>;

/**
 * The usage of the key `keyId` (an SQL expression: a parameter or a joined column) as one row of
 * the KeyUsage columns, or no row when the key has no rollup yet: for a LATERAL join. All time
 * from key_usage_totals (one row per key, however old), less any day after `now`'s (so a clock
 * behind the writer's never counts the future); the current UTC day and week (from Monday) from
 * key_usage_daily, the month from key_usage_monthly less its days after today. Per key: its
 * totals row and month row by primary key and one range scan of its days since Monday (at most 7,
 * plus any after today) — not up to 31 day rows, each on its own page.
 */
export function keyUsageSql(keyId: Prisma.Sql, now: Date): Prisma.Sql {
  const today = isoDay(now);
  const d = isoDay(dayStart(now));
  const w = isoDay(weekStart(now));
  const m = isoDay(monthStart(now));
  const next = new Date(monthStart(now));
  next.setUTCMonth(next.getUTCMonth() + 1);
  const nextMonth = isoDay(next);
  return Prisma.sql`
    SELECT t.cost_usd - COALESCE(r.future_usage, 0) AS usage,
      COALESCE(r.usage_daily, 0) AS usage_daily, COALESCE(r.usage_weekly, 0) AS usage_weekly,
      COALESCE(mo.cost_usd, 0) - COALESCE(r.future_usage_month, 0) AS usage_monthly,
      t.byok_usd - COALESCE(r.future_byok_usage, 0) AS byok_usage,
      COALESCE(r.byok_usage_daily, 0) AS byok_usage_daily, COALESCE(r.byok_usage_weekly, 0) AS byok_usage_weekly,
      COALESCE(mo.byok_usd, 0) - COALESCE(r.future_byok_usage_month, 0) AS byok_usage_monthly
    FROM key_usage_totals t
    CROSS JOIN LATERAL (
      SELECT
        SUM(cost_usd) FILTER (WHERE day >= ${d}::date AND day <= ${today}::date) AS usage_daily,
        SUM(cost_usd) FILTER (WHERE day <= ${today}::date) AS usage_weekly,
        SUM(byok_usd) FILTER (WHERE day >= ${d}::date AND day <= ${today}::date) AS byok_usage_daily,
        SUM(byok_usd) FILTER (WHERE day <= ${today}::date) AS byok_usage_weekly,
        SUM(cost_usd) FILTER (WHERE day > ${today}::date) AS future_usage,
        SUM(byok_usd) FILTER (WHERE day > ${today}::date) AS future_byok_usage,
        SUM(cost_usd) FILTER (WHERE day > ${today}::date AND day < ${nextMonth}::date) AS future_usage_month,
        SUM(byok_usd) FILTER (WHERE day > ${today}::date AND day < ${nextMonth}::date) AS future_byok_usage_month
      FROM key_usage_daily WHERE key_id = t.key_id AND day >= ${w}::date) r
    LEFT JOIN key_usage_monthly mo ON mo.key_id = t.key_id AND mo.month = ${m}::date
    WHERE t.key_id = ${keyId}`;
}

/** A row carrying the KeyUsage columns (numeric: a string, a Decimal or a number) into KeyUsage. */
export function keyUsageOf(r: Record<keyof KeyUsage, unknown>): KeyUsage {
  return {
    usage: Number(r.usage),
    usage_daily: Number(r.usage_daily),
    usage_weekly: Number(r.usage_weekly),
    usage_monthly: Number(r.usage_monthly),
    byok_usage: Number(r.byok_usage),
    byok_usage_daily: Number(r.byok_usage_daily),
    byok_usage_weekly: Number(r.byok_usage_weekly),
    byok_usage_monthly: Number(r.byok_usage_monthly),
  };
}

/**
 * Usage of many keys in one query, from the rollups (never the raw ledger), key by key
 * (`keyUsageSql`): each key's totals row and its days by primary key, never a scan of the table
 * testing every row against the list. Keys without a rollup row are absent from the map.
 */
export async function usageForKeys(db: Db, keyIds: number[], now: Date): Promise<Map<number, KeyUsage>> {
  const out = new Map<number, KeyUsage>();
  if (keyIds.length === 0) return out;
  const rows = await db.$queryRaw<Row[]>`
    SELECT q.key_id, u.* FROM unnest(${keyIds}::int[]) AS q(key_id)
    CROSS JOIN LATERAL (${keyUsageSql(Prisma.sql`q.key_id`, now)}) u`;
  for (const r of rows) out.set(Number(r.key_id), keyUsageOf(r));
  return out;
}

/**
 * A member's spend since `since` (a UTC day) through every inference key they created in the
 * organization, from the per-key rollup: what a member guardrail's budget counts. `usage` is
 * the non-BYOK spend, `byok_usage` the BYOK spend. (Keys deleted since no longer count here;
 * the live budget bucket, seeded once per window, keeps what they spent.)
 */
export async function usageForMember(db: Db, orgId: string, userId: string, since: Date, now: Date): Promise<{ usage: number; byok_usage: number }> {
  const rows = await db.$queryRaw<Array<{ usage: unknown; byok_usage: unknown }>>`
    SELECT COALESCE(SUM(d.cost_usd), 0) AS usage, COALESCE(SUM(d.byok_usd), 0) AS byok_usage
    FROM key_usage_daily d JOIN api_keys k ON k.id = d.key_id
    WHERE k.org_id = ${orgId}::uuid AND k.creator_user_id = ${userId}::uuid AND k.kind = 'inference'
      AND d.day >= ${isoDay(since)}::date AND d.day <= ${isoDay(now)}::date`;
  return { usage: Number(rows[0]?.usage ?? 0), byok_usage: Number(rows[0]?.byok_usage ?? 0) };
}
