import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { seedOrg } from "../../test/fixtures";
import { writeUsageBatch, type UsageEntry } from "../usage/ledger";
import { MemoryBudgetStore, RedisBudgetStore, type BudgetStore } from "./budget-store";
import { guardrailBucket, reserveGuardrailBudgets, spentForBudget, type GuardrailBudgetSpec } from "./guardrail-budget";
import { nextReset } from "../../auth/limit-windows";

const REDIS_URL = process.env.REDIS_URL;
const RUN = randomUUID();

describe("guardrail budgets (reservation per entity and window, never overshooting)", () => {
  let h: DbHandle;
  let org: Awaited<ReturnType<typeof seedOrg>>;
  beforeAll(async () => {
    h = await testDb();
    org = await seedOrg(h.prisma);
  });
  afterAll(() => h.close());

  const keyBudget = (limitUsd: number, extra: Partial<GuardrailBudgetSpec> = {}): GuardrailBudgetSpec => ({
    guardrailId: `g-${randomUUID()}`,
    entity: { kind: "key", key_id: 900_000 + Math.floor(Math.random() * 1000), key_hash: `h-${RUN}` },
    limitUsd,
    reset: "daily",
    includeByok: false,
    ...extra,
  });
  const usage = (keyId: number, costUsd: number, isByok = false, createdAt = new Date()): UsageEntry => ({
    requestId: randomUUID(),
    orgId: org.organization_id,
    keyId,
    workspaceId: org.default_workspace_id,
    endUser: null,
    model: "m",
    provider: "p",
    promptTokens: 1,
    completionTokens: 1,
    costUsd,
    isByok,
    latencyMs: 1,
    attempts: 1,
    status: "ok",
    createdAt,
  });

  async function race(store: BudgetStore, budgets: GuardrailBudgetSpec[], n: number, estimate: number) {
    const now = new Date();
    const results = await Promise.allSettled(
      Array.from({ length: n }, () => reserveGuardrailBudgets({ db: h.prisma, orgId: org.organization_id, budgets, estimateUsd: estimate, now, store })),
    );
    return { admitted: results.filter((r) => r.status === "fulfilled").length, refused: results.filter((r): r is PromiseRejectedResult => r.status === "rejected") };
  }

  it("200 parallel reservations admit at most limit / estimate; the refusal is a 403 naming the next UTC window", async () => {
    const { admitted, refused } = await race(new MemoryBudgetStore(), [keyBudget(1)], 200, 0.03);
    expect(admitted).toBe(33);
    const err = refused[0].reason as { status: number; message: string };
    expect(err.status).toBe(403);
    const resets = (nextReset("daily", new Date()) as Date).toISOString().replace(".000Z", "Z");
    expect(err.message).toBe(`Guardrail spending limit reached; resets ${resets}`);
    expect(err.message).toMatch(/resets \d{4}-\d{2}-\d{2}T00:00:00Z$/);
  });

  it("the first budget that cannot take the request refuses it and the budgets already reserved are released", async () => {
    const store = new MemoryBudgetStore();
    const roomy = keyBudget(1);
    const tight = keyBudget(0.1);
    await expect(race(store, [roomy, tight], 1, 0.5)).resolves.toMatchObject({ admitted: 0 });
    // nothing of the refused request is held in the roomy budget
    const again = await race(store, [roomy], 2, 0.5);
    expect(again.admitted).toBe(2);
  });

  it("settling counts the real cost; BYOK spend only with include_byok_in_budgets", async () => {
    const store = new MemoryBudgetStore();
    const now = new Date();
    const excl = keyBudget(1);
    const incl = keyBudget(1, { includeByok: true });
    const r = await reserveGuardrailBudgets({ db: h.prisma, orgId: org.organization_id, budgets: [excl, incl], estimateUsd: 1, now, store });
    await r.settle(0.9, { isByok: true });
    await expect(reserveGuardrailBudgets({ db: h.prisma, orgId: org.organization_id, budgets: [excl], estimateUsd: 1, now, store })).resolves.toBeDefined();
    await expect(reserveGuardrailBudgets({ db: h.prisma, orgId: org.organization_id, budgets: [incl], estimateUsd: 0.2, now, store })).rejects.toMatchObject({ status: 403 });
  });

  it("a key budget starts from the key's spend already in the ledger for the guardrail's window", async () => {
    const k = await org.api.keys.create({ name: `gk-${RUN}` });
    await writeUsageBatch(h.prisma, [usage(k.data.id, 0.7), usage(k.data.id, 0.2, true)]);
    const b = keyBudget(1, { entity: { kind: "key", key_id: k.data.id, key_hash: k.data.hash } });
    expect(await spentForBudget(h.prisma, org.organization_id, b, new Date())).toBeCloseTo(0.7, 10);
    expect(await spentForBudget(h.prisma, org.organization_id, { ...b, includeByok: true }, new Date())).toBeCloseTo(0.9, 10);
    const { admitted } = await race(new MemoryBudgetStore(), [b], 20, 0.1);
    expect(admitted).toBe(3);
  });

  it("a member budget counts the member's spend through every key they created (and only theirs), in the window", async () => {
    const a = await org.api.keys.create({ name: `ma-${RUN}` });
    const b = await org.api.keys.create({ name: `mb-${RUN}` });
    const monthStartDay = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1, 12));
    const lastMonth = new Date(monthStartDay.getTime() - 5 * 86_400_000);
    await writeUsageBatch(h.prisma, [usage(a.data.id, 0.25), usage(b.data.id, 0.5, false, monthStartDay), usage(b.data.id, 3, false, lastMonth)]);
    const other = await seedOrg(h.prisma);
    const foreign = await other.api.keys.create({ name: "foreign" });
    await writeUsageBatch(h.prisma, [{ ...usage(foreign.data.id, 9), orgId: other.organization_id }]);
    const member: GuardrailBudgetSpec = { guardrailId: `gm-${RUN}`, entity: { kind: "member", user_id: org.owner_user_id }, limitUsd: 1, reset: "monthly", includeByok: false };
    const spent = await spentForBudget(h.prisma, org.organization_id, member, new Date());
    // every key of the owner in this org counts (the previous test's key too: 0.7 non-BYOK), last month's and BYOK spend do not
    expect(spent).toBeCloseTo(0.25 + 0.5 + 0.7, 10);
    expect(guardrailBucket(member, new Date())).toMatch(new RegExp(`^g:gm-${RUN}:u:${org.owner_user_id}:monthly:\\d{4}-\\d{2}-01$`));
  });

  describe.runIf(REDIS_URL)("with Redis", () => {
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(REDIS_URL as string);
    });
    afterAll(() => redis.quit());
    it("200 parallel reservations on two budgets through Redis: each admits at most its limit", async () => {
      const store = new RedisBudgetStore(redis, `sy:test:${randomUUID()}:`);
      const { admitted } = await race(store, [keyBudget(1), keyBudget(0.5)], 200, 0.03);
      expect(admitted).toBe(16); // 16 × 0.03 = 0.48 <= 0.5 < 17 × 0.03
    });
  });
});
