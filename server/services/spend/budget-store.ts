import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Where live spend per (key, window) is counted, in integer nano-USD so that sums are exact.
 * tryReserve is atomic: it admits `amount` only while spent + reserved + amount <= limit, and
 * answers the reservation's id (null when refused), which settle() releases.
 */
export interface BudgetStore {
  tryReserve(bucket: string, limit: number, amount: number, ttlMs: number, initSpent: () => Promise<number>): Promise<string | null>;
  settle(bucket: string, reservation: string, reserved: number, actual: number): Promise<void>;
  /**
   * Spent + reserved in the bucket now (nano-USD), or null when it holds nothing. Read only to
   * word a refusal ("$Y remains"): not atomic with the refusal, and never on an admitted request.
   */
  used?(bucket: string): Promise<number | null>;
}

export const NANO = 1e9;
export const toNano = (usd: number): number => Math.round(usd * NANO);

interface Bucket {
  spent: number;
  reserved: number;
  expiresAt: number;
}

/** One process: plain JS is atomic between awaits. */
export class MemoryBudgetStore implements BudgetStore {
  private buckets = new Map<string, Bucket>();
  private loading = new Map<string, Promise<number>>();
  private sweepAt = 1024;

  /** In memory a reservation cannot outlive the process that holds it: no lease needed. */
  async tryReserve(bucket: string, limit: number, amount: number, ttlMs: number, initSpent: () => Promise<number>): Promise<string | null> {
    let b = this.live(bucket);
    if (!b) {
      let p = this.loading.get(bucket);
      if (!p) {
        p = initSpent();
        this.loading.set(bucket, p);
      }
      try {
        const spent = await p;
        b = this.live(bucket) ?? { spent, reserved: 0, expiresAt: Date.now() + ttlMs };
        this.buckets.set(bucket, b);
        if (this.buckets.size >= this.sweepAt) this.sweep();
      } finally {
        this.loading.delete(bucket);
      }
    }
    if (b.spent + b.reserved + amount > limit) return null;
    b.reserved += amount;
    return "memory";
  }

  async settle(bucket: string, _reservation: string, reserved: number, actual: number): Promise<void> {
    const b = this.buckets.get(bucket);
    if (!b) return;
    b.reserved = Math.max(0, b.reserved - reserved);
    b.spent += actual;
  }

  async used(bucket: string): Promise<number | null> {
    const b = this.live(bucket);
    return b ? b.spent + b.reserved : null;
  }

  /** A bucket of a past window is never asked for again: drop expired idle ones whenever the map doubles. */
  private sweep(): void {
    const now = Date.now();
    for (const [k, b] of this.buckets) if (b.expiresAt <= now && b.reserved === 0) this.buckets.delete(k);
    this.sweepAt = Math.max(1024, this.buckets.size * 2);
  }

  private live(bucket: string): Bucket | undefined {
    const b = this.buckets.get(bucket);
    if (b && b.expiresAt <= Date.now() && b.reserved === 0) {
      this.buckets.delete(bucket);
      return undefined;
    }
    return b;
  }
}

/*
 * Redis: per bucket a hash {spent, reserved, l:<lease id> -> amount} and a sorted set of lease
 * ids scored by their expiry (Redis server time, ms). Every reservation is a lease: settle
 * releases it; a lease a killed process never settled is reclaimed (its amount leaves
 * `reserved`) by the next reservation on the bucket once it expires. So no reservation
 * outlives its lease, whatever happens to the process that took it. (Lua formats a negated 0 as
 * "-0", which HINCRBY refuses: zero amounts are skipped.)
 */
const NOW_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

const RESERVE = `
${NOW_MS}
if redis.call('HEXISTS', KEYS[1], 'spent') == 0 then
  if ARGV[3] == '' then return -1 end
  redis.call('HSET', KEYS[1], 'spent', ARGV[3], 'reserved', 0)
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
end
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now, 'LIMIT', 0, 100)
for _, id in ipairs(expired) do
  local amt = tonumber(redis.call('HGET', KEYS[1], 'l:' .. id) or '0')
  if amt ~= 0 then redis.call('HINCRBY', KEYS[1], 'reserved', -amt) end
  redis.call('HDEL', KEYS[1], 'l:' .. id)
  redis.call('ZREM', KEYS[2], id)
end
local spent = tonumber(redis.call('HGET', KEYS[1], 'spent'))
local reserved = tonumber(redis.call('HGET', KEYS[1], 'reserved') or '0')
if spent + reserved + tonumber(ARGV[2]) > tonumber(ARGV[1]) then return 0 end
redis.call('HINCRBY', KEYS[1], 'reserved', ARGV[2])
redis.call('HSET', KEYS[1], 'l:' .. ARGV[5], ARGV[2])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[6]), ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
return 1`;

const SETTLE = `
if redis.call('HEXISTS', KEYS[1], 'spent') == 0 then return 0 end
if redis.call('ZREM', KEYS[2], ARGV[3]) == 1 then
  local amt = tonumber(redis.call('HGET', KEYS[1], 'l:' .. ARGV[3]) or '0')
  if amt ~= 0 then redis.call('HINCRBY', KEYS[1], 'reserved', -amt) end
  redis.call('HDEL', KEYS[1], 'l:' .. ARGV[3])
end
redis.call('HINCRBY', KEYS[1], 'spent', ARGV[2])
return 1`;

/** How long a reservation holds budget unless settled: longer than any request is expected to run. */
export const LEASE_MS = 15 * 60_000;

/** Several gateway instances: one Lua script per reservation, so the check and the increment are one atomic step. */
export class RedisBudgetStore implements BudgetStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "sy:budget:",
    private readonly leaseMs = LEASE_MS,
  ) {}

  async tryReserve(bucket: string, limit: number, amount: number, ttlMs: number, initSpent: () => Promise<number>): Promise<string | null> {
    const key = this.prefix + bucket;
    const lease = randomUUID();
    const args = [String(limit), String(amount), "", String(ttlMs), lease, String(this.leaseMs)];
    let res = Number(await this.redis.eval(RESERVE, 2, key, `${key}:leases`, ...args));
    if (res === -1) {
      args[2] = String(await initSpent());
      res = Number(await this.redis.eval(RESERVE, 2, key, `${key}:leases`, ...args));
    }
    return res === 1 ? lease : null;
  }

  async settle(bucket: string, lease: string, reserved: number, actual: number): Promise<void> {
    const key = this.prefix + bucket;
    await this.redis.eval(SETTLE, 2, key, `${key}:leases`, String(reserved), String(actual), lease);
  }

  async used(bucket: string): Promise<number | null> {
    const [spent, reserved] = await this.redis.hmget(this.prefix + bucket, "spent", "reserved");
    return spent === null ? null : Number(spent) + Number(reserved ?? 0);
  }
}

const ADD_SPENT = `
if redis.call('HEXISTS', KEYS[1], 'spent') == 0 then return 0 end
redis.call('HINCRBY', KEYS[1], 'spent', ARGV[1])
return 1`;

/** Add spend counted elsewhere (while Redis was away) to a bucket Redis still holds; a bucket it lost starts from the ledger anyway. */
export async function addSpentInRedis(redis: Redis, bucket: string, amount: number, prefix = "sy:budget:"): Promise<void> {
  if (amount > 0) await redis.eval(ADD_SPENT, 1, prefix + bucket, String(amount));
}

/** The lease id of a reservation taken in process while Redis was unreachable. */
const LOCAL_LEASE = "local";

/**
 * Redis, with an in-process fallback while Redis is unreachable (docs/decisions.md, "Redis
 * outages"). A reservation Redis cannot take (connection down, command failed or timed out) is
 * taken in process instead, against the window's spend read from the ledger plus what this
 * instance reserved itself; so during an outage each instance enforces the limit alone, and a
 * window can overshoot by at most (instances - 1) × the budget left when the outage began.
 * Spend settled in process, or whose Redis settle failed, is remembered per bucket and added to
 * Redis once it answers again (then the in-process buckets are dropped, so a later outage starts
 * from the ledger afresh). Nothing here throws a Redis error to the request.
 */
export class FailoverBudgetStore implements BudgetStore {
  private local = new MemoryBudgetStore();
  /** bucket -> nano-USD spent while Redis was away, not yet added to Redis. */
  private unsynced = new Map<string, number>();
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly store: RedisBudgetStore,
    private readonly onError: (err: unknown) => void = () => undefined,
    /** Whether Redis can be asked now (may wait briefly while the first connection is made). */
    private readonly usable: () => boolean | Promise<boolean> = () => redis.status === "ready",
  ) {}

  private up(): boolean {
    return this.redis.status === "ready";
  }

  async tryReserve(bucket: string, limit: number, amount: number, ttlMs: number, initSpent: () => Promise<number>): Promise<string | null> {
    if (this.up() || (await this.usable())) {
      try {
        const lease = await this.store.tryReserve(bucket, limit, amount, ttlMs, initSpent);
        if (this.unsynced.size > 0) this.sync();
        return lease;
      } catch (err) {
        this.onError(err);
      }
    }
    return (await this.local.tryReserve(bucket, limit, amount, ttlMs, initSpent)) === null ? null : LOCAL_LEASE;
  }

  async settle(bucket: string, lease: string, reserved: number, actual: number): Promise<void> {
    if (lease === LOCAL_LEASE) {
      await this.local.settle(bucket, lease, reserved, actual);
      this.remember(bucket, actual);
      return;
    }
    try {
      await this.store.settle(bucket, lease, reserved, actual);
    } catch (err) {
      // Its lease in Redis lapses by itself (LEASE_MS); the cost is added when Redis is back.
      this.onError(err);
      this.remember(bucket, actual);
    }
  }

  /** Spend not yet in Redis (tests and health). */
  get pendingSync(): number {
    return this.unsynced.size;
  }

  private remember(bucket: string, actual: number): void {
    if (actual > 0) this.unsynced.set(bucket, (this.unsynced.get(bucket) ?? 0) + actual);
    if (this.up()) this.sync();
  }

  /** Add what was spent while Redis was away to Redis, once; keep what fails for the next try. */
  private sync(): void {
    if (this.syncing) return;
    this.syncing = (async () => {
      for (const [bucket, amount] of [...this.unsynced]) {
        if (!this.up()) return;
        try {
          await addSpentInRedis(this.redis, bucket, amount);
          const left = (this.unsynced.get(bucket) ?? 0) - amount;
          if (left > 0) this.unsynced.set(bucket, left);
          else this.unsynced.delete(bucket);
        } catch (err) {
          this.onError(err);
          return;
        }
      }
      if (this.unsynced.size === 0) this.local = new MemoryBudgetStore();
    })().finally(() => {
      this.syncing = null;
    });
  }
}
