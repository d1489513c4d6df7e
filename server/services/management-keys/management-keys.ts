import type { ApiKey } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import { keyCache } from "../../auth/key-cache";
import { generateKey, hashKey, keyLabel } from "../../auth/keys";
import { lastUsed } from "../../auth/last-used";
import { sessionStore } from "../../auth/session-store";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { isUuid } from "../workspaces/shared";
import type { CreateManagementKeyInput, ManagementKeyRecord, UpdateManagementKeyInput } from "./schemas";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const LAST_KEY_MESSAGE =
  "The organization's last active management key of an owner or admin cannot be revoked; create another one first";

export function toManagementKeyRecord(row: ApiKey): ManagementKeyRecord {
  const used = lastUsed().overlay(row.id, row.last_used_at);
  return {
    hash: row.hash,
    name: row.name,
    label: row.label,
    disabled: row.disabled,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_used_at: used ? used.toISOString() : null,
    creator_user_id: row.creator_user_id,
  };
}

/** A management key of the organization by hash; anything else (another org's, an inference key) is 404. */
async function findManagementKey(db: Pick<Db, "apiKey">, orgId: string, hash: string): Promise<ApiKey> {
  const key = await db.apiKey.findFirst({ where: { hash: hash.toLowerCase(), org_id: orgId, kind: "management" } });
  if (!key) throw new AppError("NOT_FOUND");
  return key;
}

/** Managing management keys needs an owner or admin behind the calling key: 403 otherwise. */
async function assertManager(db: Db | Tx, caller: Caller): Promise<"owner" | "admin"> {
  const user = await db.user.findFirst({ where: { id: caller.userId, org_id: caller.orgId }, select: { role: true } });
  if (user?.role === "owner" || user?.role === "admin") return user.role;
  throw new AppError("FORBIDDEN", {
    message: "Only organization owners and admins can manage management keys",
    metadata: { user_id: caller.userId, role: user?.role ?? null },
  });
}

/** An admin may not create or change a key that acts for an owner (that would be acting as the owner): 403. */
async function assertMayActFor(db: Db | Tx, caller: Caller, role: "owner" | "admin", userId: string): Promise<void> {
  if (role === "owner") return;
  const target = await db.user.findFirst({ where: { id: userId, org_id: caller.orgId }, select: { role: true } });
  if (target?.role === "owner") {
    throw new AppError("FORBIDDEN", {
      message: "Admins cannot create or change management keys that act for an owner",
      metadata: { user_id: caller.userId, role, key_user_id: userId },
    });
  }
}

const isActive = (k: Pick<ApiKey, "disabled" | "expires_at">, now: Date) =>
  !k.disabled && (k.expires_at === null || k.expires_at.getTime() > now.getTime());

/**
 * The one revocation guard (disable or delete, API or CLI): an active key may be revoked only
 * while another active management key of an owner or admin of the organization remains.
 * Concurrent revocations in one organization are serialized on the organization's row.
 */
async function assertNotLastActive(tx: Tx, key: ApiKey, now: Date): Promise<void> {
  if (!isActive(key, now)) return;
  await tx.$queryRaw`SELECT id FROM organizations WHERE id = ${key.org_id}::uuid FOR UPDATE`;
  const managers = await tx.user.findMany({ where: { org_id: key.org_id, role: { in: ["owner", "admin"] } }, select: { id: true } });
  const others = await tx.apiKey.count({
    where: {
      org_id: key.org_id,
      kind: "management",
      disabled: false,
      id: { not: key.id },
      creator_user_id: { in: managers.map((u) => u.id) },
      OR: [{ expires_at: null }, { expires_at: { gt: now } }],
    },
  });
  if (others === 0) throw new AppError("CONFLICT", { message: LAST_KEY_MESSAGE, metadata: { hash: key.hash } });
}

/** GET /management-keys: owners and admins only. */
export async function listManagementKeys(opts: { db: Db; caller: Caller; offset: number; limit: number }) {
  await assertManager(opts.db, opts.caller);
  return listOrgManagementKeys({ db: opts.db, orgId: opts.caller.orgId, offset: opts.offset, limit: opts.limit });
}

/** Every management key of an organization, oldest first (also the CLI's list). */
export async function listOrgManagementKeys(opts: { db: Db; orgId: string; offset?: number; limit?: number }) {
  const where = { org_id: opts.orgId, kind: "management" as const };
  const [rows, total] = await Promise.all([
    opts.db.apiKey.findMany({ where, orderBy: [{ created_at: "asc" }, { id: "asc" }], skip: opts.offset ?? 0, take: opts.limit }),
    opts.db.apiKey.count({ where }),
  ]);
  return { data: rows.map(toManagementKeyRecord), total_count: total };
}

export async function getManagementKey(opts: { db: Db; caller: Caller; hash: string }) {
  await assertManager(opts.db, opts.caller);
  return toManagementKeyRecord(await findManagementKey(opts.db, opts.caller.orgId, opts.hash));
}

/** A new management key; the plaintext is returned here once and only its hash is stored. */
export async function insertManagementKey(db: Db | Tx, opts: { orgId: string; userId: string; name: string; now?: Date; key?: string }) {
  const key = opts.key ?? generateKey("management");
  const now = opts.now ?? new Date();
  const row = await db.apiKey.create({
    data: {
      hash: hashKey(key),
      org_id: opts.orgId,
      kind: "management",
      name: opts.name,
      label: keyLabel(key),
      creator_user_id: opts.userId,
      created_at: now,
      updated_at: now,
    },
  });
  return { row, key };
}

export async function createManagementKey(opts: { db: Db; caller: Caller; input: CreateManagementKeyInput; now: Date }) {
  const { db, caller, input } = opts;
  const role = await assertManager(db, caller);
  const userId = input.creator_user_id ?? caller.userId;
  const user = isUuid(userId) ? await db.user.findFirst({ where: { id: userId.toLowerCase(), org_id: caller.orgId } }) : null;
  if (!user) {
    throw new AppError("INVALID_REQUEST", {
      metadata: { issues: [{ field: "creator_user_id", message: "not a user of the organization" }] },
    });
  }
  await assertMayActFor(db, caller, role, user.id);
  const { row, key } = await insertManagementKey(db, { orgId: caller.orgId, userId: user.id, name: input.name, now: opts.now });
  return { data: toManagementKeyRecord(row), key };
}

const ACCEPTED = ["name", "disabled"] as const;

/** PATCH: rename, disable (revoke) or re-enable. Disabling the last active key is the 409 of assertNotLastActive. */
export async function updateManagementKey(opts: { db: Db; caller: Caller; hash: string; input: UpdateManagementKeyInput; now: Date }) {
  const { db, caller, input, now } = opts;
  if (!ACCEPTED.some((f) => input[f] !== undefined)) throw new AppError("NO_UPDATE_FIELDS");
  const role = await assertManager(db, caller);
  const row = await db.$transaction(async (tx: Tx) => {
    const key = await findManagementKey(tx, caller.orgId, opts.hash);
    await assertMayActFor(tx, caller, role, key.creator_user_id);
    if (input.disabled === true) await assertNotLastActive(tx, key, now);
    return tx.apiKey.update({
      where: { id: key.id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
        updated_at: now,
      },
    });
  });
  await keyCache().invalidate(row.hash);
  // A revoked key's console sessions end for good: re-enabling the key does not bring them back.
  if (input.disabled === true) await sessionStore().revoke(db, { key_hash: row.hash });
  return toManagementKeyRecord(row);
}

export async function deleteManagementKey(opts: { db: Db; caller: Caller; hash: string; now: Date }) {
  const { db, caller, now } = opts;
  const role = await assertManager(db, caller);
  const hash = await db.$transaction(async (tx: Tx) => {
    const key = await findManagementKey(tx, caller.orgId, opts.hash);
    await assertMayActFor(tx, caller, role, key.creator_user_id);
    await assertNotLastActive(tx, key, now);
    await tx.apiKey.delete({ where: { id: key.id } });
    return key.hash;
  });
  await keyCache().invalidate(hash);
  await sessionStore().revoke(db, { key_hash: hash });
  return { deleted: true as const };
}

/**
 * The operator's revoke (CLI): disable a management key by hash, optionally only within one
 * organization. Same guard as the API; repeating it is a no-op.
 */
export async function revokeManagementKeyByHash(db: Db, opts: { hash: string; orgId?: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const row = await db.$transaction(async (tx: Tx) => {
    const key = await tx.apiKey.findFirst({
      where: { hash: opts.hash.toLowerCase(), kind: "management", ...(opts.orgId && isUuid(opts.orgId) ? { org_id: opts.orgId.toLowerCase() } : {}) },
    });
    if (!key || (opts.orgId && !isUuid(opts.orgId))) throw new AppError("NOT_FOUND", { message: `Management key not found: ${opts.hash}` });
    if (key.disabled) return key;
    await assertNotLastActive(tx, key, now);
    return tx.apiKey.update({ where: { id: key.id }, data: { disabled: true, updated_at: now } });
  });
  await keyCache().invalidate(row.hash);
  await sessionStore().revoke(db, { key_hash: row.hash });
  return { hash: row.hash, disabled: true as const };
}
