import type { ApiKey } from "../../../generated/prisma/client.ts";
import { lastUsed } from "../../auth/last-used";
import type { Db } from "../../db";
import type { Caller } from "../../auth/authenticate";
import { AppError } from "../../errors/app-error";
import { forbiddenForRole, roleOf } from "../organizations/roles";
import { usageForKeys, ZERO_USAGE, type KeyUsage } from "../usage/key-usage";
import { asLimitReset } from "../../auth/limit-windows";
import type { KeyRecord } from "./schemas";

const round = (n: number) => Math.round(n * 1e10) / 1e10;

/** limit − usage in the current reset window (all time without a reset); BYOK counts only when included. */
export function limitRemaining(row: Pick<ApiKey, "limit" | "limit_reset" | "include_byok_in_limit">, u: KeyUsage): number | null {
  if (row.limit === null) return null;
  const reset = asLimitReset(row.limit_reset);
  const spent =
    reset === "daily"
      ? u.usage_daily + (row.include_byok_in_limit ? u.byok_usage_daily : 0)
      : reset === "weekly"
        ? u.usage_weekly + (row.include_byok_in_limit ? u.byok_usage_weekly : 0)
        : reset === "monthly"
          ? u.usage_monthly + (row.include_byok_in_limit ? u.byok_usage_monthly : 0)
          : u.usage + (row.include_byok_in_limit ? u.byok_usage : 0);
  return Math.max(0, round(Number(row.limit) - spent));
}

export function toKeyRecord(row: ApiKey, u: KeyUsage = ZERO_USAGE): KeyRecord {
  const used = lastUsed().overlay(row.id, row.last_used_at);
  return {
    id: row.id,
    hash: row.hash,
    name: row.name,
    label: row.label,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_used_at: used ? used.toISOString() : null,
    expires_at: row.expires_at ? row.expires_at.toISOString() : null,
    creator_user_id: row.creator_user_id,
    workspace_id: row.workspace_id,
    disabled: row.disabled,
    limit: row.limit === null ? null : Number(row.limit),
    limit_remaining: limitRemaining(row, u),
    limit_reset: asLimitReset(row.limit_reset),
    include_byok_in_limit: row.include_byok_in_limit,
    usage: round(u.usage),
    usage_daily: round(u.usage_daily),
    usage_weekly: round(u.usage_weekly),
    usage_monthly: round(u.usage_monthly),
    byok_usage: round(u.byok_usage),
    byok_usage_daily: round(u.byok_usage_daily),
    byok_usage_weekly: round(u.byok_usage_weekly),
    byok_usage_monthly: round(u.byok_usage_monthly),
    external_user: row.external_user,
  };
}

/** Records for many keys with their usage in one extra query. */
export async function toKeyRecords(db: Db, rows: ApiKey[], now: Date): Promise<KeyRecord[]> {
  const usage = await usageForKeys(db, rows.map((r) => r.id), now);
  return rows.map((r) => toKeyRecord(r, usage.get(r.id)));
}

/** The keys of these ids, in this order (a page whose order a query of ids alone decided). */
export async function keysInOrder(db: Db, ids: number[]): Promise<ApiKey[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await db.apiKey.findMany({ where: { id: { in: ids } } })).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An inference key of the organization by hash; anything else (another org's, a management key) is 404. */
export async function findKey(db: Pick<Db, "apiKey">, orgId: string, hash: string): Promise<ApiKey> {
  const key = await db.apiKey.findFirst({ where: { hash: hash.toLowerCase(), org_id: orgId, kind: "inference" } });
  if (!key) throw new AppError("NOT_FOUND");
  return key;
}

/** What a member is refused when changing, disabling or deleting a key someone else created. */
export const OTHERS_KEYS = "change or delete keys created by another user";

/**
 * Roles (docs/decisions.md): owners and admins manage every inference key of the organization;
 * a member only the keys they created (they still read all of them). 403 otherwise. The role is
 * read only when the key is someone else's.
 */
export async function assertMayManageKeys(db: Pick<Db, "user">, caller: Caller, keys: Array<Pick<ApiKey, "creator_user_id">>): Promise<void> {
  if (keys.every((k) => k.creator_user_id === caller.userId)) return;
  const role = await roleOf(db, caller);
  if (role !== "owner" && role !== "admin") throw forbiddenForRole(OTHERS_KEYS, caller, role);
}
