import { z } from "zod";
import { Prisma } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { findWorkspace } from "../workspaces/shared";
import { activityWindow, scopeOf } from "./activity";
import { ERROR_REASONS, REFUSAL_LABELS, REFUSAL_REASONS, type RefusalReason } from "./refusal-reasons";
import { activityFilters, type ActivityFilters } from "./schemas";

/** The SQL of a ledger row's refusal reason (see refusal-reasons.ts). */
export const REFUSAL_REASON_SQL = Prisma.raw(`(CASE
  WHEN http_status = 402 THEN 'key_limit'
  WHEN http_status IN (403, 503) AND error->>'reason' IN (${ERROR_REASONS.map((r) => `'${r}'`).join(", ")}) THEN error->>'reason'
  WHEN http_status = 400 THEN 'invalid_request'
  WHEN http_status = 404 THEN 'not_found'
  WHEN http_status = 429 THEN 'rate_limited'
  ELSE 'other' END)`);

export const refusalsResult = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int().meta({ description: "Refused requests in the window (answered before any upstream call; never billed)." }),
  reasons: z.array(
    z.object({
      reason: z.enum(REFUSAL_REASONS),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
});

/**
 * Refused requests by reason (GET /activity/refusals), most frequent first. Read from the request
 * log (the rollups count refusals, not their reasons): the window's rows of the organization.
 */
export async function refusalsByReason(opts: { db: Db; caller: Caller; input: ActivityFilters; now: Date }): Promise<z.infer<typeof refusalsResult>> {
  const { db, caller, input } = opts;
  const w = activityWindow(input, opts.now);
  const conds: Prisma.Sql[] = [
    Prisma.sql`org_id = ${caller.orgId}::uuid`,
    Prisma.sql`created_at >= ${w.from}`,
    Prisma.sql`created_at < ${w.to}`,
    Prisma.sql`status = 'refused'`,
  ];
  if (input.workspace_id) conds.push(Prisma.sql`workspace_id = ${(await findWorkspace(db, caller.orgId, input.workspace_id)).id}::uuid`);
  if (input.key_hash) {
    const key = await db.apiKey.findFirst({ where: { hash: input.key_hash, org_id: caller.orgId, kind: "inference" }, select: { id: true } });
    if (!key) throw new AppError("NOT_FOUND", { message: "No inference key with this hash in the organization" });
    conds.push(Prisma.sql`key_id = ${key.id}`);
  }
  if (input.model) conds.push(Prisma.sql`model = ${input.model}`);
  if (input.provider) conds.push(Prisma.sql`provider = ${input.provider}`);
  if (input.end_user) conds.push(Prisma.sql`end_user = ${input.end_user}`);
  const rows = await db.$queryRaw<Array<{ reason: string; n: number }>>`
    SELECT ${REFUSAL_REASON_SQL} AS reason, COUNT(*)::float8 AS n FROM usage_ledger WHERE ${Prisma.join(conds, " AND ")} GROUP BY 1 ORDER BY 2 DESC, 1`;
  const reasons = rows.map((r) => {
    const reason = (REFUSAL_REASONS as readonly string[]).includes(r.reason) ? (r.reason as RefusalReason) : "other";
    return { reason, label: REFUSAL_LABELS[reason], count: Number(r.n) };
  });
  return { from: w.from.toISOString(), to: w.to.toISOString(), total: reasons.reduce((s, r) => s + r.count, 0), reasons };
}

export const membersInput = activityFilters.extend({
  limit: z.number().int().min(1).max(100).default(10).meta({ description: "How many members (1 to 100), by spend." }),
});

export const membersResult = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(
    z.object({
      user_id: z.string(),
      label: z.string().meta({ description: "The member's name, else e-mail." }),
      email: z.string(),
      keys: z.number().int().meta({ description: "Keys of theirs with requests in the window." }),
      spend_usd: z.number(),
      requests: z.number().int(),
      refused: z.number().int(),
    }),
  ),
});

/**
 * Spend by member (GET /activity/members): the usage of the keys each member created (a key's
 * creator is the member its spend counts against, as member guardrails count it), by spend.
 */
export async function spendByMember(opts: { db: Db; caller: Caller; input: z.infer<typeof membersInput>; now: Date }): Promise<z.infer<typeof membersResult>> {
  const { db, caller, input } = opts;
  // The key rollups of the window, summed per key's creator.
  const sc = await scopeOf(db, caller, input, opts.now, "key");
  const rows = await db.$queryRaw<Array<{ u: string; keys: number; spend_usd: number; requests: number; refused: number }>>`
    SELECT k.creator_user_id::text AS u, COUNT(DISTINCT k.id)::float8 AS keys, COALESCE(SUM(u.cost_usd), 0)::float8 AS spend_usd,
      COALESCE(SUM(u.requests), 0)::float8 AS requests, COALESCE(SUM(u.refused), 0)::float8 AS refused
    FROM ${sc.source} JOIN api_keys k ON k.id = u.key_id
    GROUP BY 1 ORDER BY 3 DESC, 4 DESC, 1 LIMIT ${input.limit}`;
  const sums = new Map(rows.map((r) => [r.u, { keys: Number(r.keys), spend_usd: Number(r.spend_usd), requests: Number(r.requests), refused: Number(r.refused) }]));
  const users = await db.user.findMany({ where: { org_id: caller.orgId, id: { in: [...sums.keys()] } }, select: { id: true, email: true, name: true } });
  const items = users
    .map((u) => {
      const s = sums.get(u.id) ?? { keys: 0, spend_usd: 0, requests: 0, refused: 0 };
      return { user_id: u.id, label: u.name || u.email, email: u.email, ...s, spend_usd: Math.round(s.spend_usd * 1e10) / 1e10 };
    })
    .sort((a, b) => b.spend_usd - a.spend_usd || b.requests - a.requests || a.label.localeCompare(b.label))
    .slice(0, input.limit);
  return { from: sc.window.from.toISOString(), to: sc.window.to.toISOString(), items };
}
