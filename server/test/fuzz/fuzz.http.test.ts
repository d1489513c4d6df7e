import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatSummary, fuzz, prepare, runCase, type FuzzContext } from "./harness";

/**
 * The fuzz suite in `npm test`: ~2,000 generated requests from a fixed seed over every
 * operation of the OpenAPI document and the inference endpoints. No 5xx; every 4xx is the
 * spec 7 envelope with a JSON content type; nothing is written on a 4xx. `npm run fuzz` runs
 * the same properties for as long as asked.
 */
const SEED = 20261125;
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

describe("fuzz: every operation, hostile inputs", () => {
  let ctx: FuzzContext;

  beforeAll(async () => {
    const env = inject("serverEnv");
    ctx = await prepare({ baseUrl: inject("baseUrl"), dataDir: inject("serverDataDir"), databaseUrl: env.DATABASE_URL || undefined });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("covers every operation of the OpenAPI document and both inference endpoints", () => {
    const keys = ctx.ops.map((o) => o.key);
    expect(keys).toEqual(expect.arrayContaining(["POST /messages", "POST /embeddings", "GET /keys", "PATCH /workspaces/{id}", "GET /datasets/rankings-daily"]));
    expect(keys.length).toBeGreaterThanOrEqual(20);
  });

  it("the write check sees writes: a registration changes the database fingerprint", async () => {
    const before = await ctx.fingerprint();
    const r = await runCase(ctx, {
      op: "POST /end-users",
      cls: "POST /end-users",
      method: "POST",
      path: "/api/v1/end-users",
      headers: [["authorization", `Bearer ${ctx.credentials.management}`], ["content-type", "application/json"]],
      body: Buffer.from(JSON.stringify({ user: `fuzz-check-${Date.now()}` })),
      notes: [],
    });
    expect(r.status).toBe(201);
    expect(await ctx.fingerprint()).not.toBe(before);
  });

  it(`${RUNS} cases (seed ${SEED}): no 5xx, every 4xx the envelope, nothing written on a 4xx`, { timeout: 600_000 }, async () => {
    const summary = await fuzz(ctx, { runs: RUNS, seed: SEED, shrinkBudget: 60, maxFailures: 20 });
    // Every operation was reached, and most cases got past authentication.
    expect(Object.keys(summary.byOperation).sort()).toEqual(ctx.ops.map((o) => o.key).sort());
    expect(summary.failures.map((f) => f.signature), formatSummary(summary)).toEqual([]);
  });
});
