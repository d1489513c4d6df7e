import { type ApiKey, Prisma } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import { keyCache } from "../../auth/key-cache";
import { generateKey, hashKey, keyLabel } from "../../auth/keys";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { RANKINGS_LIMITS } from "../datasets/rate-limit";
import { registerEndUser } from "../end-users/tracking";
import { forbiddenForRole, roleOf } from "../organizations/roles";
import { findWorkspace, isUuid } from "../workspaces/shared";
import { keyUsageOf, keyUsageSql, ZERO_USAGE, type KeyUsage } from "../usage/key-usage";
import { externalUserOf } from "./external-user";
import { assertMayManageKeys, findKey, toKeyRecord, toKeyRecords } from "./records";
import type { CreateKeyInput, CurrentKeyRecord } from "./schemas";
import { assertCreatorMayJoin } from "./update-key";

export async function listKeys(opts: {
  db: Db;
  caller: Caller;
  now: Date;
  includeDisabled: boolean;
  offset: number;
  limit: number;
  workspaceId?: string;
}) {
  const { db, caller } = opts;
  // The default workspace is looked up inside the statement; a named one first (404 when unknown).
  const wsId = opts.workspaceId
    ? Prisma.sql`${(await findWorkspace(db, caller.orgId, opts.workspaceId)).id}::uuid`
    : Prisma.sql`(SELECT id FROM workspaces WHERE org_id = ${caller.orgId}::uuid AND is_default LIMIT 1)`;
  // One statement: the page's ids from the index alone (org, workspace, kind, disabled, created_at,
  // id: an offset deep into 10,000 keys skips index entries, not rows), those keys' rows, their
  // usage (keyUsageSql, key by key) and the count (api_key_counts: one or two rows, kept by a
  // trigger on api_keys in every writer's transaction). A page past the end has no row to carry
  // the count: then it is asked for alone.
  const enabledOnly = opts.includeDisabled ? Prisma.empty : Prisma.sql`AND disabled = false`;
  const where = Prisma.sql`org_id = ${caller.orgId}::uuid AND workspace_id = ${wsId} AND kind = 'inference' ${enabledOnly}`;
  const count = Prisma.sql`SELECT COALESCE(SUM(n), 0)::bigint FROM api_key_counts WHERE ${where}`;
  const rows = await db.$queryRaw<Array<ApiKey & { total_count: bigint; usage_row: Record<keyof KeyUsage, unknown> | null }>>`
    SELECT k.*, (${count}) AS total_count,
      to_jsonb(u) AS usage_row
    FROM (SELECT id, created_at FROM api_keys WHERE ${where} ORDER BY created_at, id OFFSET ${opts.offset} LIMIT ${opts.limit}) p
    JOIN api_keys k ON k.id = p.id
    LEFT JOIN LATERAL (${keyUsageSql(Prisma.sql`k.id`, opts.now)}) u ON true
    ORDER BY p.created_at, p.id`;
  const total = rows.length
    ? Number(rows[0].total_count)
    : Number((await db.$queryRaw<Array<{ n: bigint }>>`SELECT (${count}) AS n`)[0]?.n ?? 0);
  // No rollup row yet (a key never used): zero usage, as usageForKeys leaves it out.
  const data = rows.map(({ total_count: _, usage_row, ...k }) => toKeyRecord(k as ApiKey, usage_row === null ? ZERO_USAGE : keyUsageOf(usage_row)));
  return { data, total_count: total };
}

export async function getKey(opts: { db: Db; caller: Caller; hash: string; now: Date }) {
  const row = await findKey(opts.db, opts.caller.orgId, opts.hash);
  return (await toKeyRecords(opts.db, [row], opts.now))[0];
}

/** The only per-key request limit the gateway has (spec 8), named in GET /key's rate_limit note. */
const RATE_LIMIT_NOTE =
  `No request rate limit applies to this key's inference (requests -1). GET /datasets/rankings-daily allows ` +
  `${RANKINGS_LIMITS.perKeyPerMinute} requests per minute per key and ${RANKINGS_LIMITS.perOrgPerDay} per day per organization.`;

/**
 * GET /key: the calling key itself, of either kind, with the fields OpenRouter's SDK requires of
 * the current key (docs/decisions.md, "OpenRouter SDK compatibility").
 */
export async function getCurrentKey(opts: { db: Db; caller: Caller; now: Date }): Promise<CurrentKeyRecord> {
  const row = await opts.db.apiKey.findUniqueOrThrow({ where: { hash: opts.caller.keyHash } });
  const [record] = await toKeyRecords(opts.db, [row], opts.now);
  const management = row.kind === "management";
  return {
    ...record,
    is_management_key: management,
    is_provisioning_key: management,
    is_free_tier: false,
    organization_id: row.org_id,
    rate_limit: { interval: "1m", requests: -1, note: RATE_LIMIT_NOTE },
    free_model_daily_requests: { limit: 0, remaining: 0, used: 0 },
    allowed_data_regions: ["global"],
  };
}

export async function createKey(opts: { db: Db; caller: Caller; input: CreateKeyInput; now: Date }) {
  const { db, caller, input, now } = opts;
  const externalUser = externalUserOf(input) ?? null;
  const ws = input.workspace_id
    ? await findWorkspace(db, caller.orgId, input.workspace_id)
    : await db.workspace.findFirstOrThrow({ where: { org_id: caller.orgId, is_default: true } });
  const creatorId = input.creator_user_id ?? caller.userId;
  const creator = isUuid(creatorId)
    ? await db.user.findFirst({ where: { id: creatorId.toLowerCase(), org_id: caller.orgId } })
    : null;
  if (!creator) {
    throw new AppError("INVALID_REQUEST", {
      metadata: { issues: [{ field: "creator_user_id", message: "not a user of the organization" }] },
    });
  }
  if (creator.id !== caller.userId) {
    // A member's key (or session) creates keys only as that member: budgets follow the creator.
    const role = await roleOf(db, caller);
    if (role !== "owner" && role !== "admin") throw forbiddenForRole("create keys for another user", caller, role);
  }
  if (input.expires_at && new Date(input.expires_at).getTime() <= now.getTime()) {
    throw new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: "expires_at", message: "must be in the future" }] } });
  }
  await assertCreatorMayJoin(db, ws, creator.id);
  const key = generateKey("inference");
  const row = await db.$transaction(async (tx) => {
    if (externalUser) await registerEndUser(tx, caller.orgId, externalUser);
    return tx.apiKey.create({
      data: {
        hash: hashKey(key),
        org_id: caller.orgId,
        workspace_id: ws.id,
        kind: "inference",
        name: input.name,
        label: keyLabel(key),
        creator_user_id: creator.id,
        limit: input.limit ?? null,
        limit_reset: input.limit_reset ?? null,
        include_byok_in_limit: input.include_byok_in_limit ?? false,
        expires_at: input.expires_at ? new Date(input.expires_at) : null,
        external_user: externalUser,
        created_at: now,
        updated_at: now,
      },
    });
  });
  return { data: toKeyRecord(row), key };
}

export async function deleteKey(opts: { db: Db; caller: Caller; hash: string }) {
  const row = await findKey(opts.db, opts.caller.orgId, opts.hash);
  await assertMayManageKeys(opts.db, opts.caller, [row]);
  await opts.db.apiKey.delete({ where: { id: row.id } });
  await keyCache().invalidate(row.hash);
  return { deleted: true as const };
}
