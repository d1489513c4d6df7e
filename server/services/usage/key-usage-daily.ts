import { z } from "zod";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { dayStart, isoDay } from "../../auth/limit-windows";

const DAY_MS = 86_400_000;

export const keyUsageDailyInput = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, "must be a key hash (64 hex digits)"),
  days: z.number().int().min(1).max(366).default(30),
});

export const keyUsageDay = z.object({ date: z.string(), requests: z.number().int(), usage: z.number(), byok_usage: z.number() });
export type KeyUsageDay = z.infer<typeof keyUsageDay>;

/**
 * One inference key's usage per UTC day (the console's usage chart), from the per-key rollup:
 * the last `days` days up to today, oldest first, days without usage as zeros. A key of
 * another organization is NOT_FOUND.
 */
export async function keyUsageDaily(opts: { db: Db; caller: Caller; hash: string; days: number; now: Date }): Promise<KeyUsageDay[]> {
  const key = await opts.db.apiKey.findFirst({ where: { hash: opts.hash, org_id: opts.caller.orgId, kind: "inference" }, select: { id: true } });
  if (!key) throw new AppError("NOT_FOUND");
  const first = dayStart(opts.now).getTime() - (opts.days - 1) * DAY_MS;
  const rows = await opts.db.$queryRaw<Array<{ date: string; requests: number; usage: number; byok_usage: number }>>`
    SELECT to_char(day, 'YYYY-MM-DD') AS date, requests, cost_usd::float8 AS usage, byok_usd::float8 AS byok_usage
    FROM key_usage_daily WHERE key_id = ${key.id} AND day BETWEEN ${isoDay(new Date(first))}::date AND ${isoDay(opts.now)}::date`;
  const byDay = new Map(rows.map((r) => [r.date, r]));
  return Array.from({ length: opts.days }, (_, i) => {
    const date = isoDay(new Date(first + i * DAY_MS));
    const r = byDay.get(date);
    return { date, requests: Number(r?.requests ?? 0), usage: Number(r?.usage ?? 0), byok_usage: Number(r?.byok_usage ?? 0) };
  });
}
