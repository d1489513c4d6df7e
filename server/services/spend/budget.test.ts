import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { seedOrg } from "../../test/fixtures";
import { ROOT } from "../../test/server";
import { writeUsageBatch } from "../usage/ledger";
import { MemoryBudgetStore, RedisBudgetStore, type BudgetStore } from "./budget-store";
import { reserveSpend, type BudgetKey } from "./budget";
import { windowId } from "../../auth/limit-windows";

const REDIS_URL = process.env.REDIS_URL;
const RUN = randomUUID();

describe("spend reservations never overshoot a key's limit", () => {
  let h: DbHandle;
  let org: Awaited<ReturnType<typeof seedOrg>>;
  beforeAll(async () => {
    h = await testDb();
    org = await seedOrg(h.prisma);
  });
  afterAll(() => h.close());

  const key = (keyId: number, limit: number | null, extra: Partial<BudgetKey> = {}): BudgetKey => ({
    keyId,
    keyHash: `test-${keyId}-${RUN}`,
    limit,
    limitReset: "daily",
    includeByokInLimit: false,
    ...extra,
  });

  async function race(store: BudgetStore, k: BudgetKey, n: number, estimate: number) {
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: n }, () => reserveSpend({ db: h.prisma, key: k, estimateUsd: estimate, now, store })),
    );
    return {
      admitted: results.filter((r) => r.status === "fulfilled").length,
      refused: results.filter((r) => r.status === "rejected"),
    };
  }

  it("200 parallel reservations in one process admit at most limit / estimate", async () => {
    const { admitted, refused } = await race(new MemoryBudgetStore(), key(101, 1), 200, 0.03);
    expect(admitted).toBe(33); // 33 × 0.03 = 0.99 <= 1 < 34 × 0.03
    expect(refused).toHaveLength(167);
    const err = (refused[0] as PromiseRejectedResult).reason as { status: number; message: string; metadata: Record<string, unknown> };
    expect(err.status).toBe(402);
    expect(err.message).toMatch(/^Key spending limit of \$1 per day: this request may cost up to \$0\.03; \$0\.01 remains; it resets at \d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    expect(err.metadata).toMatchObject({ limit: 1, limit_reset: "daily", limit_remaining: 0.01, request_max_cost: 0.03 });
  });

  it.each([
    // [limit, reset, spent before, the request's worst case, message after the limit]
    [0.00005, null, 0, 0.0042, "Key spending limit of $0.00005 in total: this request may cost up to $0.0042; $0.00005 remains; it does not reset (raise the limit to continue)"],
    [5, "monthly", 5, 0.000123, "Key spending limit of $5 per month reached: this request may cost up to $0.000123; $0.00 remains; it resets at "],
    [2, "weekly", 1.25, 0.9, "Key spending limit of $2 per week: this request may cost up to $0.90; $0.75 remains; it resets at "],
  ] as const)("a $%s %s limit with $%s spent refuses a $%s worst case and says what remains", async (limit, reset, spent, estimate, message) => {
    const store = new MemoryBudgetStore();
    const k = key(110 + Math.round(limit * 1000), limit, { limitReset: reset });
    const now = new Date();
    if (spent > 0) await (await reserveSpend({ db: h.prisma, key: k, estimateUsd: spent, now, store })).settle(spent);
    const err = await reserveSpend({ db: h.prisma, key: k, estimateUsd: estimate, now, store }).then(
      () => null,
      (e: { status: number; message: string; metadata: Record<string, unknown> }) => e,
    );
    expect(err?.status).toBe(402);
    expect(err?.message.startsWith(message)).toBe(true);
    expect(err?.metadata).toMatchObject({ limit, limit_reset: reset, limit_remaining: Number((limit - spent).toFixed(10)), request_max_cost: estimate });
  });

  it.each([
    // [reset, the last moment of a window, its exact resets_at (the next window's first moment)]
    ["weekly", "2026-11-22T23:59:59.999Z", "2026-11-23T00:00:00.000Z"], // Sunday → Monday 00:00 UTC
    ["weekly", "2026-12-27T23:59:59.999Z", "2026-12-28T00:00:00.000Z"], // the week that spans the new year
    ["monthly", "2026-11-30T23:59:59.999Z", "2026-12-01T00:00:00.000Z"],
    ["monthly", "2026-12-31T23:59:59.999Z", "2027-01-01T00:00:00.000Z"], // year end
    ["monthly", "2028-02-29T23:59:59.999Z", "2028-03-01T00:00:00.000Z"], // 29 February
  ] as const)("a %s limit spent at %s is refused until exactly %s, then admits again (injected clock)", async (reset, lastMoment, resetsAt) => {
    const store = new MemoryBudgetStore();
    const k = key(9000 + Math.floor(Math.random() * 1e6), 1, { limitReset: reset });
    const end = new Date(lastMoment);
    await (await reserveSpend({ db: h.prisma, key: k, estimateUsd: 1, now: new Date(end.getTime() - 3 * 24 * 3600_000), store })).settle(1);
    for (const now of [new Date(end.getTime() - 1000), end]) {
      const err = await reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.01, now, store }).then(
        () => null,
        (e: { status: number; message: string; metadata: Record<string, unknown> }) => e,
      );
      expect(err?.status, now.toISOString()).toBe(402);
      expect(err?.metadata, now.toISOString()).toMatchObject({ limit_reset: reset, resets_at: resetsAt, limit_remaining: 0 });
      expect(err?.message.endsWith(`it resets at ${resetsAt}`)).toBe(true);
    }
    // the first moment of the next window: the whole limit again, and nothing more
    const next = new Date(resetsAt);
    const fresh = await reserveSpend({ db: h.prisma, key: k, estimateUsd: 1, now: next, store });
    await expect(reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.01, now: next, store })).rejects.toMatchObject({ status: 402 });
    await fresh.settle(0.4);
    await expect(reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.6, now: next, store })).resolves.toBeDefined();
  });

  it("settling returns the unused part of the reservation and counts the real cost", async () => {
    const store = new MemoryBudgetStore();
    const k = key(102, 1);
    const now = new Date();
    const r1 = await reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.9, now, store });
    await expect(reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.2, now, store })).rejects.toMatchObject({ status: 402 });
    await r1.settle(0.1);
    await r1.settle(0.5); // idempotent: only the first settle counts
    const r2 = await reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.9, now, store });
    await r2.settle(0.9);
    await expect(reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.000001, now, store })).rejects.toMatchObject({ status: 402 });
  });

  it("BYOK spend counts only with include_byok_in_limit; no limit means no reservation", async () => {
    const store = new MemoryBudgetStore();
    const now = new Date();
    const excl = key(103, 1);
    await (await reserveSpend({ db: h.prisma, key: excl, estimateUsd: 1, now, store })).settle(1, { isByok: true });
    await expect(reserveSpend({ db: h.prisma, key: excl, estimateUsd: 1, now, store })).resolves.toBeDefined();
    const incl = key(104, 1, { includeByokInLimit: true });
    await (await reserveSpend({ db: h.prisma, key: incl, estimateUsd: 1, now, store })).settle(1, { isByok: true });
    await expect(reserveSpend({ db: h.prisma, key: incl, estimateUsd: 0.01, now, store })).rejects.toMatchObject({ status: 402 });
    const unlimited = await race(store, key(105, null), 50, 1000);
    expect(unlimited.admitted).toBe(50);
  });

  it("starts from what the ledger already holds for the current window", async () => {
    const created = await org.api.keys.create({ name: "ledgered", limit: 1, limit_reset: "daily" });
    const now = new Date();
    await writeUsageBatch(h.prisma, [
      {
        requestId: randomUUID(),
        orgId: org.organization_id,
        keyId: created.data.id,
        workspaceId: org.default_workspace_id,
        endUser: null,
        model: "m",
        provider: "p",
        promptTokens: 1,
        completionTokens: 1,
        costUsd: 0.75,
        isByok: false,
        latencyMs: 1,
        attempts: 1,
        status: "ok",
        createdAt: now,
      },
    ]);
    const { admitted } = await race(new MemoryBudgetStore(), { ...key(created.data.id, 1), keyHash: created.data.hash }, 40, 0.1);
    expect(admitted).toBe(2);
  });

  describe.runIf(REDIS_URL)("with Redis (shared between gateway instances)", () => {
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(REDIS_URL as string);
    });
    afterAll(() => redis.quit());

    it("200 parallel reservations through Redis admit at most the limit", async () => {
      const store = new RedisBudgetStore(redis, `sy:test:${randomUUID()}:`);
      const { admitted, refused } = await race(store, key(201, 1), 200, 0.03);
      expect(admitted).toBe(33);
      // What remains is read from the shared bucket: 1 − 33 × 0.03 reserved.
      const err = (refused[0] as PromiseRejectedResult).reason as { message: string; metadata: Record<string, unknown> };
      expect(err.message).toContain("this request may cost up to $0.03; $0.01 remains; it resets at ");
      expect(err.metadata).toMatchObject({ limit_remaining: 0.01, request_max_cost: 0.03 });
    });

    it("a free request (estimate 0) reserves and settles through Redis", async () => {
      const store = new RedisBudgetStore(redis, `sy:test:${randomUUID()}:`);
      const r = await reserveSpend({ db: h.prisma, key: key(203, 1), estimateUsd: 0, now: new Date(), store });
      await expect(r.settle(0)).resolves.toBeUndefined();
    });

    it("a reservation never settled (its process was killed) is reclaimed when its lease expires", async () => {
      const prefix = `sy:test:${randomUUID()}:`;
      const store = new RedisBudgetStore(redis, prefix, 300);
      const k = key(202, 1);
      const now = new Date();
      const orphan = await reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.9, now, store });
      await expect(reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.2, now, store })).rejects.toMatchObject({ status: 402 });
      await new Promise((r) => setTimeout(r, 400));
      const next = await reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.2, now, store });
      // A late settle of the reclaimed lease counts its cost once and releases nothing twice.
      await orphan.settle(0.5);
      await next.settle(0.2);
      const b = await redis.hgetall(`${prefix}${k.keyHash}:${windowId(k.limitReset, now)}`);
      expect({ spent: Number(b.spent) / 1e9, reserved: Number(b.reserved) }).toEqual({ spent: 0.7, reserved: 0 });
      await expect(reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.31, now, store })).rejects.toMatchObject({ status: 402 });
      await expect(reserveSpend({ db: h.prisma, key: k, estimateUsd: 0.3, now, store })).resolves.toBeDefined();
    });

    it("two processes racing on one key through Redis admit at most the limit between them", { timeout: 60_000 }, async () => {
      const prefix = `sy:test:${randomUUID()}:`;
      const run = () =>
        new Promise<[number, number]>((resolve, reject) => {
          const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), ["server/services/spend/budget-race.script.ts"], {
            cwd: ROOT,
            env: { ...process.env, RACE_PREFIX: prefix, RACE_N: "100", RACE_RACERS: "2", RACE_LIMIT: "1", RACE_ESTIMATE: "0.03" },
            stdio: ["ignore", "pipe", "inherit"],
          });
          let out = "";
          child.stdout.on("data", (d: Buffer) => (out += d.toString()));
          child.on("exit", (code) => {
            const [admitted, refused] = out.trim().split(" ").map(Number);
            if (code === 0) resolve([admitted, refused]);
            else reject(new Error(`exit ${code}`));
          });
        });
      // both processes wait at a Redis barrier, then fire 100 reservations each at the same bucket
      const [a, b] = await Promise.all([run(), run()]);
      expect(a[0] + a[1]).toBe(100);
      expect(b[0] + b[1]).toBe(100);
      expect(a[0] + b[0]).toBe(33);
    });
  });
});
