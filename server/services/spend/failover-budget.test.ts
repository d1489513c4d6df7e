import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/server";
import { FailoverBudgetStore, RedisBudgetStore } from "./budget-store";

/**
 * The reservation store while Redis is unreachable (docs/decisions.md, "Redis outages"): a real
 * ioredis client on a port where nothing listens. Nothing throws; the limit holds in process;
 * what was spent is kept to be added to Redis when it answers (the two-instance outage test,
 * redis-outage.http.test.ts, covers the return).
 */
describe("FailoverBudgetStore with Redis down", () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });

  it("reserves in process against the ledger's spend, never throwing, and remembers the spend", async () => {
    const down = new Redis({ port: await freePort(), host: "127.0.0.1", enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => 1000 });
    down.on("error", () => undefined);
    clients.push(down);
    const errors: unknown[] = [];
    const store = new FailoverBudgetStore(down, new RedisBudgetStore(down), (e) => errors.push(e), () => false);
    const limit = 10;
    let initCalls = 0;
    const init = async () => {
      initCalls += 1;
      return 4; // the ledger says 4 of 10 are spent
    };
    const leases = await Promise.all(Array.from({ length: 10 }, () => store.tryReserve("k:w", limit, 1, 60_000, init)));
    expect(leases.filter((l) => l !== null)).toHaveLength(6);
    expect(initCalls).toBe(1);
    for (const l of leases) if (l) await store.settle("k:w", l, 1, 1);
    expect(store.pendingSync).toBe(1);
    expect(await store.tryReserve("k:w", limit, 1, 60_000, init)).toBeNull();
    // a lease Redis granted before it went away: its settle fails quietly and the spend is kept
    await store.settle("k:other", "a-redis-lease", 1, 3);
    expect(store.pendingSync).toBe(2);
  });
});
