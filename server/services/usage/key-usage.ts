import type { Db } from "../../db";
import { dayStart, isoDay, monthStart, weekStart } from "../spend/windows";

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
 * Usage of many keys in one query over the per-day rollup (never the raw ledger): all time,
 * and since the current UTC day, Monday and 1st of the month.
 */
export async function usageForKeys(db: Db, keyIds: number[], now: Date): Promise<Map<number, KeyUsage>> {
  const out = new Map<number, KeyUsage>();
  if (keyIds.length === 0) return out;
  const d = isoDay(dayStart(now));
  const w = isoDay(weekStart(now));
  const m = isoDay(monthStart(now));
  const rows = await db.$queryRaw<Row[]>`
    SELECT key_id,
      SUM(cost_usd) AS usage,
      COALESCE(SUM(cost_usd) FILTER (WHERE day >= ${d}::date), 0) AS usage_daily,
      COALESCE(SUM(cost_usd) FILTER (WHERE day >= ${w}::date), 0) AS usage_weekly,
      COALESCE(SUM(cost_usd) FILTER (WHERE day >= ${m}::date), 0) AS usage_monthly,
      SUM(byok_usd) AS byok_usage,
      COALESCE(SUM(byok_usd) FILTER (WHERE day >= ${d}::date), 0) AS byok_usage_daily,
      COALESCE(SUM(byok_usd) FILTER (WHERE day >= ${w}::date), 0) AS byok_usage_weekly,
      COALESCE(SUM(byok_usd) FILTER (WHERE day >= ${m}::date), 0) AS byok_usage_monthly
    FROM key_usage_daily
    WHERE key_id = ANY(${keyIds}::int[]) AND day <= ${isoDay(now)}::date
    GROUP BY key_id`;
  for (const r of rows) {
    out.set(Number(r.key_id), {
      usage: Number(r.usage),
      usage_daily: Number(r.usage_daily),
      usage_weekly: Number(r.usage_weekly),
      usage_monthly: Number(r.usage_monthly),
      byok_usage: Number(r.byok_usage),
      byok_usage_daily: Number(r.byok_usage_daily),
      byok_usage_weekly: Number(r.byok_usage_weekly),
      byok_usage_monthly: Number(r.byok_usage_monthly),
    });
  }
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
