import type { CachedKey } from "../../auth/key-cache";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { redis, redisReady } from "../../redis";
import { usageForKeys } from "../usage/key-usage";
import { logger } from "../../logger";
import { FailoverBudgetStore, MemoryBudgetStore, NANO, RedisBudgetStore, toNano, type BudgetStore } from "./budget-store";
import { nextReset, windowId, type LimitReset } from "../../auth/limit-windows";

/** What a reservation needs to know about a key (from the key cache). */
export interface BudgetKey {
  keyId: number;
  /**
   * The key's stored hash: what names its live bucket. Unlike the integer id, it is unique
   * across databases, so instances (or test runs) that share one Redis never share a bucket.
   */
  keyHash: string;
  limit: number | null;
  limitReset: LimitReset | null;
  includeByokInLimit: boolean;
}

export interface Reservation {
  /** Settle to the real cost (idempotent: only the first call counts). */
  settle(actualUsd: number, opts?: { isByok?: boolean }): Promise<void>;
}

/** The reservation view of a cached key. */
export function budgetKeyOf(key: CachedKey): BudgetKey {
  return { keyId: key.id, keyHash: key.hash, limit: key.limit, limitReset: key.limitReset, includeByokInLimit: key.includeByokInLimit };
}

const NOOP: Reservation = { settle: async () => {} };
const DAY_MS = 86_400_000;

const STORE = Symbol.for("switchyard.budgetStore");
type Holder = { [STORE]?: BudgetStore };

/** The process's store: Redis with REDIS_URL (shared between instances; in process while it is down), memory otherwise. */
export function budgetStore(): BudgetStore {
  const h = globalThis as Holder;
  if (!h[STORE]) {
    const r = redis();
    h[STORE] = r
      ? new FailoverBudgetStore(
          r,
          new RedisBudgetStore(r),
          (err) => logger.debug({ err: err instanceof Error ? err.message : String(err) }, "budget reservation in process: redis unavailable"),
          () => redisReady(),
        )
      : new MemoryBudgetStore();
  }
  return h[STORE];
}

/** Spend already counted against the key in its current window (from the ledger rollup). */
export async function spentInWindow(db: Db, key: BudgetKey, now: Date): Promise<number> {
  const u = (await usageForKeys(db, [key.keyId], now)).get(key.keyId);
  if (!u) return 0;
  const field = key.limitReset === null ? "" : `_${key.limitReset}`;
  const pick = (base: "usage" | "byok_usage") => u[`${base}${field}` as keyof typeof u];
  return pick("usage") + (key.includeByokInLimit ? pick("byok_usage") : 0);
}

/**
 * Dollars for a refusal's message: cents from $1 up, else three significant digits (at least two
 * decimals), so that a fraction of a cent never reads as $0.00.
 */
export function usdText(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return "0.00";
  if (n >= 1) return n.toFixed(2);
  const decimals = Math.min(10, Math.max(2, 2 - Math.floor(Math.log10(n))));
  return n.toFixed(decimals).replace(/(\.\d\d\d*?)0+$/, "$1");
}

/**
 * The 402 of a key's own limit. The reservation is the request's worst case (its input and
 * max_tokens at the dearest candidate endpoint's prices), so a key can be refused while its usage
 * is below the limit: the message says what the request may cost and what remains.
 */
export function overLimit(key: { limit: number; limitReset: LimitReset | null }, now: Date, estimateUsd: number, remainingUsd: number): AppError {
  const resets = nextReset(key.limitReset, now);
  const per = key.limitReset ? { daily: "per day", weekly: "per week", monthly: "per month" }[key.limitReset] : "in total";
  const remaining = Math.max(0, remainingUsd);
  const reached = remaining < 1e-10 ? " reached" : "";
  const limitText = /e/i.test(String(key.limit)) ? usdText(key.limit) : String(key.limit);
  return new AppError("PAYMENT_REQUIRED", {
    message:
      `Key spending limit of $${limitText} ${per}${reached}: this request may cost up to $${usdText(estimateUsd)}; $${usdText(remaining)} remains; ` +
      (resets ? `it resets at ${resets.toISOString()}` : "it does not reset (raise the limit to continue)"),
    metadata: {
      limit: key.limit,
      limit_reset: key.limitReset,
      resets_at: resets ? resets.toISOString() : null,
      limit_remaining: Number(remaining.toFixed(10)),
      request_max_cost: Number(Math.max(0, estimateUsd).toFixed(10)),
    },
  });
}

/**
 * Reserve an estimated maximum cost against the key's remaining limit before routing,
 * atomically (in-process, or across instances through Redis). Over the limit → 402.
 * The returned reservation must be settled when the request ends, however it ends.
 */
export async function reserveSpend(opts: {
  db: Db;
  key: BudgetKey;
  estimateUsd: number;
  now: Date;
  store?: BudgetStore;
}): Promise<Reservation> {
  const { key, now } = opts;
  if (key.limit === null) return NOOP;
  const limited = { ...key, limit: key.limit };
  const store = opts.store ?? budgetStore();
  const bucket = `${key.keyHash}:${windowId(key.limitReset, now)}`;
  const resets = nextReset(key.limitReset, now);
  const ttl = (resets ? resets.getTime() - now.getTime() : 30 * DAY_MS) + DAY_MS;
  const amount = toNano(Math.max(0, opts.estimateUsd));
  const lease = await store.tryReserve(bucket, toNano(key.limit), amount, ttl, async () =>
    toNano(await spentInWindow(opts.db, key, now)),
  );
  if (lease === null) {
    const used = store.used ? await store.used(bucket).catch(() => null) : null;
    const spent = used === null ? await spentInWindow(opts.db, key, now) : used / NANO;
    throw overLimit(limited, now, opts.estimateUsd, limited.limit - spent);
  }
  let settled = false;
  return {
    settle: async (actualUsd, s = {}) => {
      if (settled) return;
      settled = true;
      const counted = s.isByok && !key.includeByokInLimit ? 0 : Math.max(0, actualUsd);
      await store.settle(bucket, lease, amount, toNano(counted));
    },
  };
}
