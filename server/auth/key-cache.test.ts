import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "../db";
import { testDb } from "../test/db";
import { seedOrg } from "../test/fixtures";
import { KEY_CACHE_TTL_MS, keyCache } from "./key-cache";
import { hashKey } from "./keys";

const entries = () => (keyCache() as unknown as { entries: Map<string, unknown> }).entries;

describe("the key cache stays bounded under keys clients make up", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
  });
  afterAll(() => h.close());
  afterEach(() => vi.useRealTimers());

  it("drops expired entries (wrong keys cached as null included) once the map doubles", async () => {
    const org = await seedOrg(h.prisma);
    const created = await org.api.keys.create({ name: "real" });
    const real = hashKey(created.key);
    const wrong = () => hashKey(`sk-sy-v1-${randomBytes(32).toString("hex")}`);
    // The clock stands still while the misses load (4,000 database reads can take longer than the
    // TTL on a loaded machine, and the sweep would rightly drop the first ones), then moves past it.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const before = entries().size;
    // 4,000 made-up keys: each a miss, cached as null
    for (let i = 0; i < 4000; i++) expect(await keyCache().get(h.prisma, wrong())).toBeNull();
    expect(entries().size).toBeGreaterThanOrEqual(before + 4000);
    vi.setSystemTime(start + KEY_CACHE_TTL_MS + 100);
    expect((await keyCache().get(h.prisma, real))?.id).toBe(created.data.id);
    // 4,200 more: the map reaches the sweep, and the 4,000 expired entries go
    for (let i = 0; i < 4200; i++) await keyCache().get(h.prisma, wrong());
    vi.useRealTimers();
    expect(entries().size).toBeLessThan(4200 + 100);
    // what was swept had expired: a real key still answers (from the cache or loaded again)
    expect((await keyCache().get(h.prisma, real))?.id).toBe(created.data.id);
  }, 120_000);
});
