import { describe, expect, it } from "vitest";
import { MemoryBudgetStore } from "./budget-store";

const size = (s: MemoryBudgetStore) => (s as unknown as { buckets: Map<string, unknown> }).buckets.size;

describe("the in-memory budget store stays bounded", () => {
  it("drops the buckets of past windows (expired, nothing reserved) once the map doubles, and keeps live ones", async () => {
    const store = new MemoryBudgetStore();
    // 1,000 buckets of windows that end at once (a day's bucket, say, once the day is over)...
    for (let i = 0; i < 1000; i++) expect(await store.tryReserve(`old:${i}`, 10, 0, 1, async () => 0)).toBe("memory");
    await new Promise((r) => setTimeout(r, 20));
    // ...and a live one holding a reservation, then enough new buckets to reach the sweep.
    expect(await store.tryReserve("live", 10, 4, 60_000, async () => 0)).toBe("memory");
    for (let i = 0; i < 100; i++) await store.tryReserve(`new:${i}`, 10, 0, 60_000, async () => 0);
    expect(size(store)).toBe(101); // the 1,000 expired ones are gone
    // the live bucket kept its reservation: 4 reserved + 7 > 10 is refused, + 6 admitted
    expect(await store.tryReserve("live", 10, 7, 60_000, async () => 0)).toBeNull();
    expect(await store.tryReserve("live", 10, 6, 60_000, async () => 0)).toBe("memory");
  });
});
