import type { Redis } from "ioredis";
import type { Caller } from "../../auth/authenticate";
import { AppError } from "../../errors/app-error";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { redis } from "../../redis";
import { isoDay, nextReset } from "../../auth/limit-windows";

/** Spec 8: the rankings dataset's limits. */
export const RANKINGS_LIMITS = { perKeyPerMinute: 30, perOrgPerDay: 500 } as const;

/**
 * Fixed-window counters. A window starts with its bucket's first hit and lasts `windowMs`.
 */
export interface RateLimitStore {
  hit(bucket: string, windowMs: number, nowMs: number): Promise<{ count: number; msBeforeReset: number }>;
}

/**
 * A clock-driven in-process store (the window follows the `nowMs` passed in, not the wall
 * clock): what tests that inject a clock use. Production uses rate-limiter-flexible below.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private sweepAt = 1024;

  async hit(bucket: string, windowMs: number, nowMs: number) {
    let w = this.windows.get(bucket);
    if (!w || w.resetAt <= nowMs) {
      w = { count: 0, resetAt: nowMs + windowMs };
      this.windows.set(bucket, w);
    }
    w.count += 1;
    if (this.windows.size >= this.sweepAt) this.sweep(nowMs);
    return { count: w.count, msBeforeReset: w.resetAt - nowMs };
  }

  private sweep(nowMs: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= nowMs) this.windows.delete(k);
    this.sweepAt = Math.max(1024, this.windows.size * 2);
  }
}

/** A window far larger than any limit: the limiter counts, consumeRankingsQuota decides. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * rate-limiter-flexible underneath: RateLimiterMemory in one process, RateLimiterRedis when
 * several instances share the count (one atomic step per hit; the window starts with a
 * bucket's first hit and lasts `windowMs`). With Redis, an in-memory insurance limiter keeps
 * counting should Redis fail, so the dataset stays up with per-instance limits.
 */
export class FlexibleRateLimitStore implements RateLimitStore {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  async hit(bucket: string, windowMs: number) {
    const res = await this.limiter.consume(bucket, 1, { customDuration: Math.max(1, Math.ceil(windowMs / 1000)) });
    return { count: res.consumedPoints, msBeforeReset: res.msBeforeNext };
  }
}

export class RedisRateLimitStore extends FlexibleRateLimitStore {
  constructor(redisClient: Redis, prefix = "sy:rl:") {
    super(
      new RateLimiterRedis({
        storeClient: redisClient,
        keyPrefix: prefix,
        points: UNBOUNDED,
        duration: 60,
        // While Redis is away the gateway's command connection (no offline queue, a 500 ms command
        // timeout: server/redis.ts) fails each hit at once, and the insurance limiter counts it.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${prefix}insurance`, points: UNBOUNDED, duration: 60 }),
      }),
    );
  }
}

const STORE = Symbol.for("switchyard.rateLimitStore");
type Holder = { [STORE]?: RateLimitStore };

/** The process's store (on globalThis: the module loads twice in the production server). */
export function rateLimitStore(): RateLimitStore {
  const h = globalThis as Holder;
  if (!h[STORE]) {
    const r = redis();
    h[STORE] = r ? new RedisRateLimitStore(r) : new FlexibleRateLimitStore(new RateLimiterMemory({ points: UNBOUNDED, duration: 60 }));
  }
  return h[STORE];
}

/** Replace the process's store (tests that drive the clock need the in-process one). */
export function setRateLimitStore(store: RateLimitStore): void {
  (globalThis as Holder)[STORE] = store;
}

function rateLimited(message: string, scope: "key" | "organization", limit: number, msBeforeReset: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeReset / 1000));
  return new AppError("RATE_LIMITED", {
    message,
    metadata: { scope, limit, retry_after_seconds: retryAfter },
    headers: { "Retry-After": String(retryAfter) },
  });
}

/**
 * Count one rankings request: 30 per minute per key (a window from the key's first request),
 * then 500 per UTC day per organization (the window ends at midnight UTC). Over either → 429
 * with Retry-After. A request refused by the key limit does not count against the organization.
 */
export async function consumeRankingsQuota(opts: { caller: Caller; now: Date; store?: RateLimitStore }): Promise<void> {
  const store = opts.store ?? rateLimitStore();
  const nowMs = opts.now.getTime();
  const perKey = await store.hit(`rankings:key:${opts.caller.keyHash}`, 60_000, nowMs);
  if (perKey.count > RANKINGS_LIMITS.perKeyPerMinute) {
    throw rateLimited(`Rate limit exceeded: ${RANKINGS_LIMITS.perKeyPerMinute} requests per minute per key`, "key", RANKINGS_LIMITS.perKeyPerMinute, perKey.msBeforeReset);
  }
  const midnight = (nextReset("daily", opts.now) as Date).getTime();
  const perOrg = await store.hit(`rankings:org:${opts.caller.orgId}:${isoDay(opts.now)}`, midnight - nowMs, nowMs);
  if (perOrg.count > RANKINGS_LIMITS.perOrgPerDay) {
    throw rateLimited(`Rate limit exceeded: ${RANKINGS_LIMITS.perOrgPerDay} requests per day per organization`, "organization", RANKINGS_LIMITS.perOrgPerDay, perOrg.msBeforeReset);
  }
}

/** Count one request in a fixed window of `windowMs` per bucket; over `limit` → 429 with Retry-After (scope "key"). */
export async function consumeQuota(opts: { bucket: string; limit: number; windowMs: number; now: Date; message: string; store?: RateLimitStore }): Promise<void> {
  const store = opts.store ?? rateLimitStore();
  const hit = await store.hit(opts.bucket, opts.windowMs, opts.now.getTime());
  if (hit.count > opts.limit) throw rateLimited(opts.message, "key", opts.limit, hit.msBeforeReset);
}
