import { z } from "zod";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { Prisma } from "../../../generated/prisma/client.ts";
import { dayStart, isoDay, monthStart, weekStart } from "../spend/windows";
import { findWorkspace } from "../workspaces/shared";
import { toKeyRecords } from "./records";

export const KEY_SORTS = ["created", "last_used", "usage", "limit_remaining", "name"] as const;
export type KeySort = (typeof KEY_SORTS)[number];

/**
 * The console's key list (console only, no REST path: GET /keys keeps spec 4.4's default of the
 * default workspace). No workspace_id means every workspace of the organization.
 */
export const searchKeysInput = z.object({
  workspace_id: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
  include_disabled: z.boolean().default(false),
  sort: z.enum(KEY_SORTS).default("created"),
  order: z.enum(["asc", "desc"]).default("desc"),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(25),
});
export type SearchKeysInput = z.infer<typeof searchKeysInput>;

/** `%` `_` and `\` match themselves in the ILIKE pattern. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ORDER BY expression of each sort (a fixed table: never user text). Keys without a value
 * (never used, no limit) come last in both directions; id breaks ties, so pages are stable.
 */
const ORDER: Record<KeySort, string> = {
  created: "k.created_at",
  last_used: "k.last_used_at",
  name: "lower(k.name)",
  usage: "COALESCE(u.usage, 0)",
  limit_remaining: `CASE WHEN k."limit" IS NULL THEN NULL ELSE GREATEST(0, k."limit" - CASE k.limit_reset
      WHEN 'daily' THEN COALESCE(u.usage_daily, 0) + CASE WHEN k.include_byok_in_limit THEN COALESCE(u.byok_daily, 0) ELSE 0 END
      WHEN 'weekly' THEN COALESCE(u.usage_weekly, 0) + CASE WHEN k.include_byok_in_limit THEN COALESCE(u.byok_weekly, 0) ELSE 0 END
      WHEN 'monthly' THEN COALESCE(u.usage_monthly, 0) + CASE WHEN k.include_byok_in_limit THEN COALESCE(u.byok_monthly, 0) ELSE 0 END
      ELSE COALESCE(u.usage, 0) + CASE WHEN k.include_byok_in_limit THEN COALESCE(u.byok, 0) ELSE 0 END END) END`,
};

/**
 * Search, sort and paginate the organization's inference keys in the database: one query for the
 * page's ids (usage sorts join the per-day rollup, summed per key for the org's keys only), one
 * count, then the page's records as GET /keys gives them.
 */
export async function searchKeys(opts: { db: Db; caller: Caller; now: Date; input: SearchKeysInput }) {
  const { db, caller, now, input } = opts;
  const ws = input.workspace_id ? await findWorkspace(db, caller.orgId, input.workspace_id) : null;
  const conds: Prisma.Sql[] = [Prisma.sql`k.org_id = ${caller.orgId}::uuid`, Prisma.sql`k.kind = 'inference'`];
  if (ws) conds.push(Prisma.sql`k.workspace_id = ${ws.id}::uuid`);
  if (!input.include_disabled) conds.push(Prisma.sql`k.disabled = false`);
  if (input.q) {
    const p = likePattern(input.q);
    conds.push(Prisma.sql`(k.name ILIKE ${p} OR k.label ILIKE ${p})`);
  }
  const where = Prisma.join(conds, " AND ");
  const dir = Prisma.raw(input.order === "asc" ? "ASC" : "DESC");
  const orderBy = Prisma.sql`${Prisma.raw(ORDER[input.sort])} ${dir} NULLS LAST, k.id ${dir}`;
  const needsUsage = input.sort === "usage" || input.sort === "limit_remaining";
  const usage = needsUsage
    ? Prisma.sql`LEFT JOIN (
        SELECT d.key_id,
          SUM(d.cost_usd) AS usage, SUM(d.byok_usd) AS byok,
          SUM(d.cost_usd) FILTER (WHERE d.day >= ${isoDay(dayStart(now))}::date) AS usage_daily,
          SUM(d.byok_usd) FILTER (WHERE d.day >= ${isoDay(dayStart(now))}::date) AS byok_daily,
          SUM(d.cost_usd) FILTER (WHERE d.day >= ${isoDay(weekStart(now))}::date) AS usage_weekly,
          SUM(d.byok_usd) FILTER (WHERE d.day >= ${isoDay(weekStart(now))}::date) AS byok_weekly,
          SUM(d.cost_usd) FILTER (WHERE d.day >= ${isoDay(monthStart(now))}::date) AS usage_monthly,
          SUM(d.byok_usd) FILTER (WHERE d.day >= ${isoDay(monthStart(now))}::date) AS byok_monthly
        FROM key_usage_daily d JOIN api_keys k ON k.id = d.key_id
        WHERE ${where} AND d.day <= ${isoDay(now)}::date
        GROUP BY d.key_id) u ON u.key_id = k.id`
    : Prisma.empty;
  const [ids, counted] = await Promise.all([
    db.$queryRaw<Array<{ id: number }>>`
      SELECT k.id FROM api_keys k ${usage}
      WHERE ${where}
      ORDER BY ${orderBy}
      OFFSET ${input.offset} LIMIT ${input.limit}`,
    db.$queryRaw<Array<{ n: bigint }>>`SELECT count(*) AS n FROM api_keys k WHERE ${where}`,
  ]);
  const order = ids.map((r) => Number(r.id));
  const rows = await db.apiKey.findMany({ where: { id: { in: order } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const page = order.flatMap((id) => byId.get(id) ?? []);
  return { data: await toKeyRecords(db, page, now), total_count: Number(counted[0]?.n ?? 0) };
}
