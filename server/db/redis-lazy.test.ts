import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/*
 * server/redis.ts loads ioredis only when REDIS_URL is set: checked in a fresh process, as
 * the module cache of this one is shared with every other test file of the worker.
 */
const PROBE = `
import { createRequire } from "node:module";
const m = await import("./server/redis.ts");
const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((p) => p.includes("/node_modules/ioredis/"));
const before = { loaded: loaded(), client: m.redis() !== null, configured: m.redisConfigured() };
const ready = await m.redisReady(50);
const after = { loaded: loaded(), client: m.redis() !== null, ready };
await m.closeRedis();
console.log(JSON.stringify({ before, after }));
process.exit(0);
`;

function probe(redisUrl: string): { before: Record<string, boolean>; after: Record<string, boolean> } {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", REDIS_URL: redisUrl };
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", PROBE], { cwd: process.cwd(), env, encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}");
}

describe("server/redis.ts loads ioredis only with REDIS_URL", () => {
  it("without REDIS_URL: never loaded, no client", () => {
    expect(probe("")).toEqual({ before: { loaded: false, client: false, configured: false }, after: { loaded: false, client: false, ready: false } });
  });

  it("with REDIS_URL: loaded on first use, and redis() has its client once redisReady() has run", () => {
    // A port where nothing listens: the client loads and connects in the background; not ready.
    const r = probe("redis://127.0.0.1:1");
    expect(r.before).toEqual({ loaded: false, client: false, configured: true });
    expect(r.after).toEqual({ loaded: true, client: true, ready: false });
  });
});
