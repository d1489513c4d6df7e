import { Redis } from "ioredis";
import { env } from "./env";
import { logger } from "./logger";

/*
 * Redis (REDIS_URL) shares counters and cache invalidations between gateway instances. One
 * command connection and one subscriber connection per process, on globalThis (the module
 * is loaded twice in the production server: tsx and Next's bundle).
 */
const KEY = Symbol.for("switchyard.redis");
type Conns = { command: Redis; subscriber: Redis; handlers: Map<string, Set<(msg: string) => void>> };
type Holder = { [KEY]?: Conns | null };

function connect(url: string): Redis {
  const r = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: false });
  r.on("error", (err: Error) => logger.warn({ err: err.message }, "redis error"));
  return r;
}

function conns(): Conns | null {
  const h = globalThis as Holder;
  if (h[KEY] !== undefined) return h[KEY];
  const url = env().REDIS_URL;
  if (!url) return (h[KEY] = null);
  const c: Conns = { command: connect(url), subscriber: connect(url), handlers: new Map() };
  c.subscriber.on("message", (channel: string, message: string) => {
    for (const fn of c.handlers.get(channel) ?? []) fn(message);
  });
  return (h[KEY] = c);
}

/** The shared command connection, or null without REDIS_URL. */
export function redis(): Redis | null {
  return conns()?.command ?? null;
}

/** Subscribe to a channel (no-op without Redis). */
export function subscribe(channel: string, fn: (message: string) => void): void {
  const c = conns();
  if (!c) return;
  let set = c.handlers.get(channel);
  if (!set) {
    set = new Set();
    c.handlers.set(channel, set);
    void c.subscriber.subscribe(channel);
  }
  set.add(fn);
}

export async function publish(channel: string, message: string): Promise<void> {
  await conns()?.command.publish(channel, message);
}

export async function closeRedis(): Promise<void> {
  const h = globalThis as Holder;
  const c = h[KEY];
  h[KEY] = undefined;
  if (c) await Promise.allSettled([c.command.quit(), c.subscriber.quit()]);
}
