// The per-key rollups of the ledger statement (usage_hourly_keys, key_usage_monthly) against the
// ledger itself: every request added once (a retried batch not again), refused rows in the hourly
// rollup only, months and hours cut in UTC.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { writeUsageBatch, type UsageEntry } from "./ledger";

const ORG = randomUUID();
const WS = randomUUID();

const entry = (keyId: number, iso: string, extra: Partial<UsageEntry> = {}): UsageEntry => ({
  requestId: randomUUID(),
  orgId: ORG,
  keyId,
  workspaceId: WS,
  endUser: null,
  model: "m/a",
  provider: "p",
  promptTokens: 7,
  completionTokens: 3,
  costUsd: 0.125,
  isByok: false,
  latencyMs: 1,
  attempts: 1,
  status: "ok",
  createdAt: new Date(iso),
  ...extra,
});

describe("the ledger statement's per-key rollups", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
    const batch = [
      entry(1, "2028-01-31T23:59:59.999Z"),
      entry(1, "2028-01-31T23:10:00Z", { model: "m/b", provider: "q", costUsd: 0.5 }),
      entry(1, "2028-02-01T00:00:00Z", { isByok: true, costUsd: 2 }),
      entry(1, "2028-02-01T00:30:00Z", { status: "refused", costUsd: 0, promptTokens: 0, completionTokens: 0 }),
      entry(1, "2028-02-01T00:45:00Z", { status: "error", costUsd: 0.0000000001 }),
      entry(2, "2028-02-29T12:00:00Z", { model: "m/c", costUsd: 1.75 }),
      entry(2, "2028-02-29T12:59:59Z", { costUsd: 3 }),
    ];
    await writeUsageBatch(h.prisma, batch);
    await writeUsageBatch(h.prisma, batch); // a retried batch: nothing added twice
    await writeUsageBatch(h.prisma, [entry(2, "2028-03-01T00:00:00Z", { costUsd: 0.25 })]);
  });
  afterAll(() => h.close());

  const rows = <T>(sql: TemplateStringsArray, ...v: unknown[]) => h.prisma.$queryRaw<T[]>(sql, ...v);

  it("usage_hourly_keys is the ledger summed per UTC hour, workspace and key (refused rows included)", async () => {
    const fromLedger = await rows<Record<string, string>>`
      SELECT to_char(date_trunc('hour', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD HH24') AS hour, key_id::text AS key,
        COUNT(*)::text AS requests, COUNT(*) FILTER (WHERE status = 'error')::text AS errors, COUNT(*) FILTER (WHERE status = 'refused')::text AS refused,
        SUM(prompt_tokens)::text AS prompt, SUM(completion_tokens)::text AS completion,
        SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END)::numeric(20, 10)::text AS cost, SUM(CASE WHEN is_byok THEN cost_usd ELSE 0 END)::numeric(20, 10)::text AS byok
      FROM usage_ledger WHERE org_id = ${ORG}::uuid GROUP BY 1, 2 ORDER BY 1, 2`;
    const rollup = await rows<Record<string, string>>`
      SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS hour, key_id::text AS key, requests::text, errors::text, refused::text,
        prompt_tokens::text AS prompt, completion_tokens::text AS completion, cost_usd::text AS cost, byok_usd::text AS byok
      FROM usage_hourly_keys WHERE org_id = ${ORG}::uuid AND workspace_id = ${WS}::uuid ORDER BY 1, 2`;
    expect(rollup).toEqual(fromLedger);
    expect(rollup.map((r) => `${r.hour} key ${r.key}: ${r.requests}`)).toEqual([
      "2028-01-31 23 key 1: 2",
      "2028-02-01 00 key 1: 3",
      "2028-02-29 12 key 2: 2",
      "2028-03-01 00 key 2: 1",
    ]);
  });

  it("key_usage_monthly is key_usage_daily summed per UTC month (billed rows only)", async () => {
    const fromDays = await rows<Record<string, string>>`
      SELECT key_id::text AS key, to_char(date_trunc('month', day), 'YYYY-MM') AS month,
        SUM(cost_usd)::text AS cost, SUM(byok_usd)::text AS byok, SUM(requests)::text AS requests
      FROM key_usage_daily WHERE key_id IN (1, 2) GROUP BY 1, 2 ORDER BY 1, 2`;
    const months = await rows<Record<string, string>>`
      SELECT key_id::text AS key, to_char(month, 'YYYY-MM') AS month, cost_usd::text AS cost, byok_usd::text AS byok, requests::text
      FROM key_usage_monthly WHERE key_id IN (1, 2) ORDER BY 1, 2`;
    expect(months).toEqual(fromDays);
    expect(months).toEqual([
      { key: "1", month: "2028-01", cost: "0.6250000000", byok: "0.0000000000", requests: "2" },
      { key: "1", month: "2028-02", cost: "0.0000000001", byok: "2.0000000000", requests: "2" },
      { key: "2", month: "2028-02", cost: "4.7500000000", byok: "0.0000000000", requests: "2" },
      { key: "2", month: "2028-03", cost: "0.2500000000", byok: "0.0000000000", requests: "1" },
    ]);
  });
});
