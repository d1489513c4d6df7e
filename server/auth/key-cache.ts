import type { Db } from "../db";
import { env } from "../env";
import { logger } from "../logger";
import { publish, subscribe } from "../redis";
import { asLimitReset, type LimitReset } from "./limit-windows";
import type { KeyKind } from "./keys";
import { cacheHit, cacheMiss } from "../observability/metrics";

/** Everything the hot path needs about a key, without a database round trip. */
export interface CachedKey {
  id: number;
  hash: string;
  kind: KeyKind;
  orgId: string;
  creatorUserId: string;
  workspaceId: string | null;
  disabled: boolean;
  expiresAt: Date | null;
  limit: number | null;
  limitReset: LimitReset | null;
  includeByokInLimit: boolean;
  externalUser: string | null;
}

/**
 * Short enough that a change made on another instance without Redis still lands within a second.
 * GATEWAY_KEY_CACHE_TTL_MS overrides it (the cross-instance tests: only Redis may refuse the key).
 */
export const KEY_CACHE_TTL_MS = 1000;

function configuredTtl(): number {
  try {
    return env().GATEWAY_KEY_CACHE_TTL_MS ?? KEY_CACHE_TTL_MS;
  } catch {
    return KEY_CACHE_TTL_MS;
  }
}
const CHANNEL = "sy:key-invalidate";
const MIN_SWEEP_AT = 4096;

interface Entry {
  key: CachedKey | null;
  at: number;
}

class KeyCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<CachedKey | null>>();
  /** Bumped on every invalidation: a load that started before it must not be cached. */
  private generation = 0;
  private subscribed = false;
  private sweepAt = MIN_SWEEP_AT;
  private readonly ttl = configuredTtl();

  async get(db: Db, hash: string): Promise<CachedKey | null> {
    const hit = this.peek(db, hash);
    if (hit !== undefined) return hit;
    cacheMiss("key");
    return this.load(db, hash);
  }

  /** The cached answer without a promise (the hot path), or undefined when it must be loaded (get). */
  peek(db: Db, hash: string): CachedKey | null | undefined {
    this.listen();
    const e = this.entries.get(hash);
    if (e) {
      const age = Date.now() - e.at;
      if (age < this.ttl) {
        // Refresh ahead in the second half of its life, off the request: a busy key never
        // waits for the database, and what it serves is never older than the TTL.
        if (age >= this.ttl / 2) void this.load(db, hash).catch(() => undefined);
        cacheHit("key");
        return e.key;
      }
    }
    return undefined;
  }

  /** One load per key at a time; a load that began before an invalidation is not cached. */
  private load(db: Db, hash: string): Promise<CachedKey | null> {
    let p = this.inflight.get(hash);
    if (!p) {
      const gen = this.generation;
      const started = Date.now();
      p = load(db, hash).then((key) => {
        if (gen === this.generation) {
          this.entries.set(hash, { key, at: started });
          if (this.entries.size >= this.sweepAt) this.sweep();
        }
        return key;
      });
      const inflight = p;
      this.inflight.set(hash, inflight);
      void inflight.finally(() => {
        if (this.inflight.get(hash) === inflight) this.inflight.delete(hash);
      }).catch(() => undefined);
    }
    return p;
  }

  /**
   * Entries are keyed by what clients send (a wrong key is cached as null too): expired ones are
   * dropped whenever the map doubles, so it holds about the keys of the last second, not every
   * hash ever presented.
   */
  private sweep(): void {
    const now = Date.now();
    for (const [hash, e] of this.entries) if (now - e.at >= this.ttl) this.entries.delete(hash);
    this.sweepAt = Math.max(MIN_SWEEP_AT, this.entries.size * 2);
  }

  /** Forget a key here and, through Redis, on every other instance. */
  async invalidate(hash: string): Promise<void> {
    this.drop(hash);
    try {
      await publish(CHANNEL, hash);
    } catch (err) {
      logger.warn({ err }, "key invalidation not published");
    }
  }

  private drop(hash: string): void {
    this.generation += 1;
    this.entries.delete(hash);
    this.inflight.delete(hash);
  }

  private listen(): void {
    if (this.subscribed) return;
    this.subscribed = true;
    subscribe(CHANNEL, (hash) => this.drop(hash));
  }
}

async function load(db: Db, hash: string): Promise<CachedKey | null> {
  const row = await db.apiKey.findUnique({ where: { hash } });
  if (!row) return null;
  return {
    id: row.id,
    hash: row.hash,
    kind: row.kind,
    orgId: row.org_id,
    creatorUserId: row.creator_user_id,
    workspaceId: row.workspace_id,
    disabled: row.disabled,
    expiresAt: row.expires_at,
    limit: row.limit === null ? null : Number(row.limit),
    limitReset: asLimitReset(row.limit_reset),
    includeByokInLimit: row.include_byok_in_limit,
    externalUser: row.external_user,
  };
}

const KEY = Symbol.for("switchyard.keyCache");
type Holder = { [KEY]?: KeyCache };

export function keyCache(): KeyCache {
  const h = globalThis as Holder;
  return (h[KEY] ??= new KeyCache());
}
