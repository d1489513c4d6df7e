import { randomUUID } from "node:crypto";
import type { Db } from "../../db";
import { logger } from "../../logger";
import { publish, subscribe } from "../../redis";
import type { ApplicableGuardrails, BudgetEntity, GuardrailPolicy } from "./policy-types";
import { asResetInterval, builtinsFromJson, customFromJson, type GuardrailRow, stringsFromJson } from "./records";

type Source = GuardrailPolicy["source"];
type ResolvedRow = GuardrailRow & { source: Source; key_id: number; key_hash: string; creator_user_id: string };

/*
 * One statement: the key, its own assignment (else its workspace's default) and its creator's
 * member assignment, each joined to its guardrail. 0 to 2 rows: key-or-default first, then member.
 */
const RESOLVE_SQL = `
SELECT g.*, src.source, s.key_id, s.key_hash, s.creator_user_id
FROM (
  SELECT k.id AS key_id, k.hash AS key_hash, k.org_id, k.creator_user_id::text AS creator_user_id,
         COALESCE(ka.guardrail_id, w.default_guardrail_id) AS own_id,
         CASE WHEN ka.guardrail_id IS NOT NULL THEN 'key' ELSE 'workspace_default' END AS own_source,
         ma.guardrail_id AS member_id
  FROM api_keys k
  LEFT JOIN guardrail_key_assignments ka ON ka.key_id = k.id
  LEFT JOIN workspaces w ON w.id = k.workspace_id
  LEFT JOIN guardrail_member_assignments ma ON ma.user_id = k.creator_user_id
  WHERE k.id = $1
) s
CROSS JOIN LATERAL (VALUES (s.own_id, s.own_source, 1), (s.member_id, 'member', 2)) AS src(gid, source, ord)
JOIN guardrails g ON g.id = src.gid AND g.org_id = s.org_id
ORDER BY src.ord`;

function toPolicy(r: ResolvedRow): GuardrailPolicy {
  const budget_entity: BudgetEntity =
    r.source === "member" ? { kind: "member", user_id: r.creator_user_id } : { kind: "key", key_id: Number(r.key_id), key_hash: r.key_hash };
  return {
    id: r.id,
    source: r.source,
    budget_entity,
    allowed_models: stringsFromJson(r.allowed_models),
    ignored_models: stringsFromJson(r.ignored_models),
    allowed_providers: stringsFromJson(r.allowed_providers),
    ignored_providers: stringsFromJson(r.ignored_providers),
    enforce_zdr_vendor_a: r.enforce_zdr_vendor_a,
    enforce_zdr_vendor_b: r.enforce_zdr_vendor_b,
    enforce_zdr_vendor_c: r.enforce_zdr_vendor_c,
    enforce_zdr_other: r.enforce_zdr_other,
    limit_usd: r.limit_usd === null ? null : Number(r.limit_usd),
    reset_interval: asResetInterval(r.reset_interval),
    include_byok_in_budgets: r.include_byok_in_budgets,
    content_filter_builtins: builtinsFromJson(r.content_filter_builtins),
    content_filters: customFromJson(r.content_filters),
    updated_at: (r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at)).toISOString(),
  };
}

/**
 * The guardrails that apply to an inference key (decisions.md): its own guardrail (source
 * "key") or else its workspace's default ("workspace_default"), both budgeting the key's spend;
 * plus the guardrail assigned to the key's creator as a member ("member", budgeting that
 * member's spend). One query. An unknown key resolves to none.
 */
export async function resolveGuardrailsForKey(opts: { db: Db; keyId: number }): Promise<ApplicableGuardrails> {
  const rows = await opts.db.$queryRawUnsafe<ResolvedRow[]>(RESOLVE_SQL, opts.keyId);
  return rows.map(toPolicy);
}

/* ---------- invalidation: every guardrail, assignment or workspace-default change ---------- */
// Channel messages are `<publishing process id> <orgId>`.

export const GUARDRAILS_CHANNEL = "sy:guardrails-invalidate";
type Listener = (orgId: string) => void;
const LISTENERS = Symbol.for("switchyard.guardrailListeners");
type Holder = { [LISTENERS]?: { fns: Set<Listener>; subscribed: boolean; instance: string } };

/** One registry per process (on globalThis: the module is loaded twice in the production server). */
function registry() {
  const h = globalThis as Holder;
  return (h[LISTENERS] ??= { fns: new Set(), subscribed: false, instance: randomUUID() });
}

function notifyLocal(orgId: string): void {
  for (const fn of registry().fns) {
    try {
      fn(orgId);
    } catch (err) {
      logger.warn({ err }, "guardrail invalidation listener failed");
    }
  }
}

/**
 * Subscribe a policy cache to guardrail changes: `fn(orgId)` runs for every change made in
 * this process and, with REDIS_URL, on any instance. Returns an unsubscribe function.
 */
export function subscribeGuardrailsChanged(fn: Listener): () => void {
  const r = registry();
  r.fns.add(fn);
  if (!r.subscribed) {
    r.subscribed = true;
    // messages are `<instance> <orgId>`; our own were delivered locally already
    subscribe(GUARDRAILS_CHANNEL, (message) => {
      const [from, orgId] = message.split(" ");
      if (from !== r.instance && orgId) notifyLocal(orgId);
    });
  }
  return () => r.fns.delete(fn);
}

/** Announce that an organization's guardrails, assignments or workspace defaults changed (here and, through Redis, everywhere). */
export async function onGuardrailsChanged(orgId: string): Promise<void> {
  notifyLocal(orgId);
  try {
    await publish(GUARDRAILS_CHANNEL, `${registry().instance} ${orgId}`);
  } catch (err) {
    logger.warn({ err }, "guardrail invalidation not published");
  }
}
