import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { Prisma } from "../../../generated/prisma/client.ts";
import { dayStart, isoDay, monthStart, weekStart } from "../../auth/limit-windows";
import { findWorkspace } from "../workspaces/shared";
import { keysInOrder, toKeyRecords } from "./records";
import type { KeySort, SearchKeysInput } from "./search-schemas";

export { KEY_SORTS, searchKeysInput } from "./search-schemas";

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
  limit_remaining: `CASE WHEN k."limit" IS NULL THEN NULL ELSE GREATEST(0, k."limit" - COALESCE(u.spent, 0)) END`,
};

const NULLABLE = new Set<KeySort>(["last_used", "limit_remaining"]);

/**
 * Search, sort and paginate the organization's inference keys in the database: one query for the
 * page's ids (usage sorts join the usage rollups, for the org's keys only), one
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
  // NULLS LAST only where a value may be missing: on a NOT NULL column the plain order lets an index give it.
  const nulls = Prisma.raw(NULLABLE.has(input.sort) ? " NULLS LAST" : "");
  const orderBy = Prisma.sql`${Prisma.raw(ORDER[input.sort])} ${dir}${nulls}, k.id ${dir}`;
  const today = isoDay(now);
  // Usage sorts read what the sort needs only: all-time usage is one key_usage_totals row per key;
  // limit_remaining sums each limited key's current window (BYOK when it counts): all time from
  // key_usage_totals, a day, week or month from the per-day rollup.
  // The earliest window start (a constant bound the per-key index (key_id, day) can use).
  const earliest = [dayStart(now), weekStart(now), monthStart(now)].map(isoDay).sort()[0];
  const usage =
    input.sort === "usage"
      ? Prisma.sql`LEFT JOIN (SELECT key_id, cost_usd AS usage FROM key_usage_totals) u ON u.key_id = k.id`
      : input.sort === "limit_remaining"
        ? Prisma.sql`LEFT JOIN (
          SELECT t.key_id, t.cost_usd + CASE WHEN k.include_byok_in_limit THEN t.byok_usd ELSE 0 END AS spent
          FROM key_usage_totals t JOIN api_keys k ON k.id = t.key_id
          WHERE ${where} AND k."limit" IS NOT NULL AND k.limit_reset IS NULL
          UNION ALL
          SELECT d.key_id, SUM(d.cost_usd + CASE WHEN k.include_byok_in_limit THEN d.byok_usd ELSE 0 END) AS spent
          FROM key_usage_daily d JOIN api_keys k ON k.id = d.key_id
          WHERE ${where} AND k."limit" IS NOT NULL AND k.limit_reset IS NOT NULL AND d.day <= ${today}::date
            AND d.day >= ${earliest}::date AND d.day >= CASE k.limit_reset
              WHEN 'daily' THEN ${isoDay(dayStart(now))}::date
              WHEN 'weekly' THEN ${isoDay(weekStart(now))}::date
              WHEN 'monthly' THEN ${isoDay(monthStart(now))}::date
              ELSE '-infinity'::date END
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
  const page = await keysInOrder(db, ids.map((r) => Number(r.id)));
  return { data: await toKeyRecords(db, page, now), total_count: Number(counted[0]?.n ?? 0) };
}
