import type { Redis } from "ioredis";
import { env } from "./env";
import { logger } from "./logger";

/*
 * Redis (REDIS_URL) shares counters and cache invalidations between gateway instances. One
 * command connection and one subscriber connection per process, on globalThis (the module
 * is loaded twice in the production server: tsx and Next's bundle).
 *
 * ioredis (~45 modules, ~2 MB of heap) is imported only when REDIS_URL is set, on first use:
 * `redisReady()` (which start-up awaits before serving) and `publish()` wait for it; `redis()`
 * answers null until it has loaded, and `subscribe()` keeps its handler until the subscriber
 * connection is up (it subscribes every channel on 'ready').
 */
const KEY = Symbol.for("switchyard.redis");
const LOADING = Symbol.for("switchyard.redis.loading");
const HANDLERS = Symbol.for("switchyard.redis.handlers");
type Handlers = Map<string, Set<(msg: string) => void>>;
type Conns = {
  command: Redis;
  subscriber: Redis;
  handlers: Handlers;
  /** Still on its first connection attempt (never ready, never failed): worth a short wait. */
  starting: boolean;
};
type Holder = { [KEY]?: Conns | null; [LOADING]?: Promise<Conns | null>; [HANDLERS]?: Handlers };
type RedisClass = typeof import("ioredis").Redis;

/**
 * How long one command may take before it fails (the caller falls back): the gateway's scripts
 * take microseconds, so only a hung or partitioned Redis gets near it. Not shorter: on a busy
 * host a live Redis's answer can wait that long for the event loop, and a reservation that timed
 * out (yet ran in Redis) and was then taken in process as well would let a limit overshoot.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;

/*
 * Redis is shared state, not a single point of failure (docs/decisions.md, "Redis outages"):
 * - every connection has an 'error' listener, and no command promise is left unhandled, so no
 *   Redis error ever reaches the process as an uncaught exception;
 * - the command connection has no offline queue and a command timeout: while Redis is away a
 *   command fails at once (or, when Redis hangs, within REDIS_COMMAND_TIMEOUT_MS) and its caller takes the degraded
 *   path (in-process reservations, the rate limiter's insurance limiter, short cache lifetimes),
 *   instead of requests hanging or failing;
 * - reconnection never stops (every 100 ms growing to 1 s), so everything is back within about a
 *   second of Redis returning, without a restart; the subscriber re-subscribes on every 'ready'.
 */
function connect(RedisCtor: RedisClass, url: string, role: "command" | "subscriber"): Redis {
  const r = new RedisCtor(url, {
    lazyConnect: false,
    enableAutoPipelining: role === "command",
    enableOfflineQueue: role === "subscriber",
    maxRetriesPerRequest: role === "command" ? 0 : null,
    commandTimeout: role === "command" ? REDIS_COMMAND_TIMEOUT_MS : undefined,
    retryStrategy: (times: number) => Math.min(100 * times, 1000),
    connectTimeout: 2000,
  });
  let down = false;
  r.on("error", (err: Error) => {
    // One line per outage (reconnection errors repeat every second), not one per attempt.
    if (!down) logger.warn({ err: err.message, role }, "redis error: running degraded until it returns");
    down = true;
  });
  r.on("ready", () => {
    if (down) logger.info({ role }, "redis is back");
    down = false;
  });
  return r;
}

function handlers(): Handlers {
  const h = globalThis as Holder;
  return (h[HANDLERS] ??= new Map());
}

/** The connections if they exist; null without REDIS_URL and while ioredis is still loading (loading starts here). */
function conns(): Conns | null {
  const h = globalThis as Holder;
  if (h[KEY] !== undefined) return h[KEY];
  if (!env().REDIS_URL) return (h[KEY] = null);
  void load();
  return null;
}

/** The connections once ioredis is loaded (null without REDIS_URL). Loaded once per process. */
function load(): Promise<Conns | null> {
  const h = globalThis as Holder;
  if (h[KEY] !== undefined) return Promise.resolve(h[KEY]);
  const url = env().REDIS_URL;
  if (!url) return Promise.resolve((h[KEY] = null));
  h[LOADING] ??= import("ioredis").then(
    (m) => (h[KEY] ??= open(m.Redis, url)),
    (err: unknown) => {
      // Not installed or unloadable: run as without Redis (degraded), said once.
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, "redis client did not load: running without Redis");
      return (h[KEY] = null);
    },
  );
  return h[LOADING];
}

function open(RedisCtor: RedisClass, url: string): Conns {
  const c: Conns = { command: connect(RedisCtor, url, "command"), subscriber: connect(RedisCtor, url, "subscriber"), handlers: handlers(), starting: true };
  const started = () => {
    c.starting = false;
  };
  c.command.once("ready", started);
  c.command.once("error", started);
  c.subscriber.on("message", (channel: string, message: string) => {
    for (const fn of c.handlers.get(channel) ?? []) fn(message);
  });
  // (Re)subscribe every channel whenever the subscriber is ready: after a start while Redis was
  // down, and after every reconnection (ioredis' own resubscribe misses channels that never took).
  c.subscriber.on("ready", () => {
    for (const channel of c.handlers.keys()) subscribeChannel(c.subscriber, channel);
  });
  return c;
}

function subscribeChannel(subscriber: Redis, channel: string): void {
  subscriber.subscribe(channel).catch((err: unknown) => logger.warn({ err: err instanceof Error ? err.message : String(err), channel }, "redis subscribe failed; retried when Redis is back"));
}

/**
 * Whether the command connection is up (false without REDIS_URL). While it is still making its
 * first connection (a process that just started: the CLI, a new instance), wait for it up to
 * `waitMs`; once it has been up or has failed, never wait: an outage is answered at once.
 */
export async function redisReady(waitMs = 1000): Promise<boolean> {
  const c = await load();
  if (!c) return false;
  if (c.command.status === "ready") return true;
  if (!c.starting) return false;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      c.command.off("ready", done);
      c.command.off("error", done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    c.command.once("ready", done);
    c.command.once("error", done);
  });
  return (c.command.status as string) === "ready";
}

/** Whether REDIS_URL is set (known at once, before the client has loaded). */
export function redisConfigured(): boolean {
  return Boolean(env().REDIS_URL);
}

/** The shared command connection, or null without REDIS_URL (and until `redisReady()` has loaded the client). */
export function redis(): Redis | null {
  return conns()?.command ?? null;
}

/** Subscribe to a channel (no-op without Redis). */
export function subscribe(channel: string, fn: (message: string) => void): void {
  if (!env().REDIS_URL) return;
  const c = conns();
  const all = handlers();
  let set = all.get(channel);
  if (!set) {
    set = new Set();
    all.set(channel, set);
    // Not connected yet (or not loaded): the subscriber's 'ready' subscribes every channel.
    if (c?.subscriber.status === "ready") subscribeChannel(c.subscriber, channel);
  }
  set.add(fn);
}

export async function publish(channel: string, message: string): Promise<void> {
  const c = await load();
  if (!c) return;
  await redisReady();
  await c.command.publish(channel, message);
}

export async function closeRedis(): Promise<void> {
  const h = globalThis as Holder;
  const c = h[KEY] === undefined && h[LOADING] ? await h[LOADING] : h[KEY];
  h[KEY] = undefined;
  h[LOADING] = undefined;
  h[HANDLERS] = undefined;
  if (!c) return;
  // quit() waits for Redis; while it is away, give it a moment, then drop the sockets.
  await Promise.race([Promise.allSettled([c.command.quit(), c.subscriber.quit()]), new Promise((r) => setTimeout(r, 500).unref())]);
  c.command.disconnect();
  c.subscriber.disconnect();
}
