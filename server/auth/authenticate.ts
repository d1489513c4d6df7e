import type { Db } from "../db";
import { AppError } from "../errors/app-error";
import { type CachedKey, keyCache } from "./key-cache";
import { hashKey, sameHash, type KeyKind } from "./keys";
import { lastUsed } from "./last-used";

/** Who is calling: resolved from a key (Bearer header or console session). */
export interface Caller {
  keyId: number;
  keyHash: string;
  kind: KeyKind;
  orgId: string;
  /** The user the key acts for (its creator). */
  userId: string;
  workspaceId: string | null;
  /** The cached key record (limits, reset, BYOK flag) for the hot path. */
  key?: CachedKey;
}

/** Resolve a key hash to its caller (through the key cache); unknown, disabled and expired keys are 401. */
export async function authenticateHash(db: Db, hash: string, now: Date = new Date()): Promise<Caller> {
  return callerOf(db, await keyCache().get(db, hash), hash, now);
}

/**
 * authenticateHash without a promise while the key is cached (the inference hot path);
 * undefined when the key must be loaded first (then use authenticateHash).
 */
export function authenticateCached(db: Db, hash: string): Caller | undefined {
  const key = keyCache().peek(db, hash);
  return key === undefined ? undefined : callerOf(db, key, hash, new Date());
}

function callerOf(db: Db, key: CachedKey | null, hash: string, now: Date): Caller {
  if (!key || !sameHash(key.hash, hash)) throw new AppError("INVALID_AUTH");
  if (key.disabled) throw new AppError("KEY_DISABLED");
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) throw new AppError("KEY_EXPIRED");
  lastUsed().touch(db, key.id, now);
  return {
    keyId: key.id,
    keyHash: key.hash,
    kind: key.kind,
    orgId: key.orgId,
    userId: key.creatorUserId,
    workspaceId: key.workspaceId,
    key,
  };
}

export function authenticateKey(db: Db, key: string, now?: Date): Promise<Caller> {
  return authenticateHash(db, hashKey(key), now);
}

export function requireManagement(caller: Caller): Caller {
  if (caller.kind !== "management") throw new AppError("MANAGEMENT_KEY_REQUIRED");
  return caller;
}
