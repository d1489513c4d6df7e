import type { Redis } from "ioredis";

/**
 * Where live spend per (key, window) is counted, in integer nano-USD so that sums are exact.
 * tryReserve is atomic: it admits `amount` only while spent + reserved + amount <= limit.
 */
export interface BudgetStore {
  tryReserve(bucket: string, limit: number, amount: number, ttlMs: number, initSpent: () => Promise<number>): Promise<boolean>;
  settle(bucket: string, reserved: number, actual: number): Promise<void>;
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

  async tryReserve(bucket: string, limit: number, amount: number, ttlMs: number, initSpent: () => Promise<number>): Promise<boolean> {
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
      } finally {
        this.loading.delete(bucket);
      }
    }
    if (b.spent + b.reserved + amount > limit) return false;
    b.reserved += amount;
    return true;
  }

  async settle(bucket: string, reserved: number, actual: number): Promise<void> {
    const b = this.buckets.get(bucket);
    if (!b) return;
    b.reserved = Math.max(0, b.reserved - reserved);
    b.spent += actual;
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

const RESERVE = `
if redis.call('HEXISTS', KEYS[1], 'spent') == 0 then
  if ARGV[3] == '' then return -1 end
  redis.call('HSET', KEYS[1], 'spent', ARGV[3], 'reserved', 0)
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
end
local spent = tonumber(redis.call('HGET', KEYS[1], 'spent'))
local reserved = tonumber(redis.call('HGET', KEYS[1], 'reserved') or '0')
if spent + reserved + tonumber(ARGV[2]) > tonumber(ARGV[1]) then return 0 end
redis.call('HINCRBY', KEYS[1], 'reserved', ARGV[2])
return 1`;

const SETTLE = `
if redis.call('HEXISTS', KEYS[1], 'spent') == 0 then return 0 end
redis.call('HINCRBY', KEYS[1], 'reserved', -tonumber(ARGV[1]))
redis.call('HINCRBY', KEYS[1], 'spent', ARGV[2])
return 1`;

/** Several gateway instances: one Lua script per reservation, so the check and the increment are one atomic step. */
export class RedisBudgetStore implements BudgetStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "sy:budget:",
  ) {}

  async tryReserve(bucket: string, limit: number, amount: number, ttlMs: number, initSpent: () => Promise<number>): Promise<boolean> {
    const key = this.prefix + bucket;
    const args = [String(limit), String(amount), "", String(ttlMs)];
    let res = Number(await this.redis.eval(RESERVE, 1, key, ...args));
    if (res === -1) {
      args[2] = String(await initSpent());
      res = Number(await this.redis.eval(RESERVE, 1, key, ...args));
    }
    return res === 1;
  }

  async settle(bucket: string, reserved: number, actual: number): Promise<void> {
    await this.redis.eval(SETTLE, 1, this.prefix + bucket, String(reserved), String(actual));
  }
}
