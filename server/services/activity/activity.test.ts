import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { lcg as rng, randomBilling } from "../../test/usage-traffic";
import { failureOf, seedOrg } from "../../test/fixtures";
import { createCaller } from "../../trpc/root";
import type { UsageEntry, UsageStatus } from "../../observability/usage-entry";
import { writeUsageBatch } from "../usage/usage-batch";

// The clock of every query: 10:30 UTC, so "today" is a partial day and the current hour a partial hour.
const NOW = new Date("2026-11-25T10:30:00.000Z");
const HOUR = 3_600_000;

describe("usage analytics equal the ledger's own sums", () => {
  let h: DbHandle;
  let org: Awaited<ReturnType<typeof seedOrg>>;
  let other: Awaited<ReturnType<typeof seedOrg>>;
  let api: ReturnType<typeof createCaller>;
  let keys: Array<{ id: number; hash: string; name: string; workspace: string }>;
  let wsB: string;

  beforeAll(async () => {
    h = await testDb();
    org = await seedOrg(h.prisma);
    other = await seedOrg(h.prisma);
    api = createCaller({ db: h.prisma, now: () => NOW, auth: { type: "bearer", header: `Bearer ${org.management_key}` } });
    const ws = await org.api.workspaces.create({ name: "Team B", slug: "team-b" });
    wsB = ws.data.id;
    await org.api.workspaces.addMembers({ id: wsB, user_ids: [org.owner_user_id] });
    keys = [];
    for (const [name, workspace] of [
      ["alpha", org.default_workspace_id],
      ["beta", org.default_workspace_id],
      ["gamma", wsB],
    ] as const) {
      const k = await org.api.keys.create({ name, ...(workspace === wsB ? { workspace_id: wsB } : {}) });
      keys.push({ id: k.data.id, hash: k.data.hash, name, workspace });
    }
    const otherKey = await other.api.keys.create({ name: "elsewhere" });
    // Three days of traffic up to NOW (the last hour partial), several batches so rollup rows are upserted again and again.
    const r = rng(7);
    const models = ["m/large", "m/small", "e/embed"];
    const providers = ["prov-a", "prov-b"];
    const users = [null, "u-1", "u-2", "user,with \"quotes\""];
    const start = NOW.getTime() - 58 * HOUR;
    for (let batch = 0; batch < 6; batch++) {
      const entries: UsageEntry[] = [];
      for (let i = 0; i < 120; i++) {
        const k = keys[Math.floor(r() * keys.length)];
        const roll = r();
        const status: UsageStatus = roll < 0.08 ? "refused" : roll < 0.15 ? "error" : roll < 0.18 ? "aborted" : "ok";
        const billed = status !== "refused";
        entries.push({
          requestId: randomUUID(),
          orgId: org.organization_id,
          keyId: k.id,
          workspaceId: k.workspace,
          endUser: users[Math.floor(r() * users.length)],
          model: models[Math.floor(r() * models.length)],
          provider: billed ? providers[Math.floor(r() * providers.length)] : "none",
          ...randomBilling(r, billed),
          status,
          createdAt: new Date(start + Math.floor(r() * (NOW.getTime() - start))),
        });
      }
      // Another organization's usage in the same hours must never show.
      entries.push({ ...entries[0], requestId: randomUUID(), orgId: other.organization_id, keyId: otherKey.data.id, workspaceId: other.default_workspace_id });
      await writeUsageBatch(h.prisma, entries);
    }
  });
  afterAll(() => h.close());

  /** The same figures computed directly from the raw ledger. */
  async function fromLedger(unit: "hour" | "day", from: Date, to: Date, extra = "") {
    return h.prisma.$queryRawUnsafe<Array<Record<string, number | Date>>>(
      `SELECT date_trunc('${unit}', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS bucket,
        SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END)::float8 AS spend_usd, SUM(CASE WHEN is_byok THEN cost_usd ELSE 0 END)::float8 AS byok_usd,
        COUNT(*)::float8 AS requests, (COUNT(*) FILTER (WHERE status = 'error'))::float8 AS errors,
        (COUNT(*) FILTER (WHERE status = 'refused'))::float8 AS refused,
        SUM(prompt_tokens)::float8 AS prompt_tokens, SUM(completion_tokens)::float8 AS completion_tokens
      FROM usage_ledger WHERE org_id = $1::uuid AND created_at >= $2 AND created_at < $3 ${extra}
      GROUP BY 1 ORDER BY 1`,
      org.organization_id,
      from,
      to,
    );
  }

  function nonZero<T extends { requests: number }>(series: T[]): T[] {
    return series.filter((p) => p.requests > 0);
  }

  it("hour by hour over a custom range that crosses midnight UTC and ends in the current hour", async () => {
    const { data } = await api.activity.get({ range: "custom", from: "2026-11-24T20:00:00Z", to: NOW.toISOString(), granularity: "hour" });
    expect(data.from).toBe("2026-11-24T20:00:00.000Z");
    expect(data.to).toBe("2026-11-25T11:00:00.000Z");
    expect(data.series).toHaveLength(15); // every hour, zeros included
    const expected = await fromLedger("hour", new Date(data.from), new Date(data.to));
    expect(expected.length).toBeGreaterThan(10);
    expect(nonZero(data.series)).toEqual(expected.map((e) => ({ ...e, bucket: (e.bucket as Date).toISOString() })));
    const midnight = data.series.find((p) => p.bucket === "2026-11-25T00:00:00.000Z");
    expect(midnight).toBeDefined();
    expect(data.totals.requests).toBe(expected.reduce((n, e) => n + Number(e.requests), 0));
    expect(data.totals.spend_usd).toBeCloseTo(expected.reduce((n, e) => n + Number(e.spend_usd), 0), 9);
  });

  it("day by day over the last 7 days, today included", async () => {
    const { data } = await api.activity.get({ range: "7d" });
    expect(data.granularity).toBe("day");
    expect(data.from).toBe("2026-11-19T00:00:00.000Z");
    expect(data.to).toBe("2026-11-26T00:00:00.000Z");
    expect(data.series.map((p) => p.bucket.slice(0, 10))).toEqual([
      "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25",
    ]);
    const expected = await fromLedger("day", new Date(data.from), new Date(data.to));
    expect(expected.map((e) => (e.bucket as Date).toISOString().slice(0, 10))).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
    expect(nonZero(data.series)).toEqual(expected.map((e) => ({ ...e, bucket: (e.bucket as Date).toISOString() })));
    expect(data.totals.refused).toBeGreaterThan(0);
    expect(data.totals.errors).toBeGreaterThan(0);
  });

  it("24h: 24 hourly buckets ending with the current hour", async () => {
    const { data } = await api.activity.get({ range: "24h" });
    expect(data.series).toHaveLength(24);
    expect(data.series[23].bucket).toBe("2026-11-25T10:00:00.000Z");
    const expected = await fromLedger("hour", new Date(data.from), new Date(data.to));
    expect(nonZero(data.series)).toEqual(expected.map((e) => ({ ...e, bucket: (e.bucket as Date).toISOString() })));
  });

  it("filters by workspace, key, model, provider and end user", async () => {
    const to = "2026-11-26T00:00:00.000Z";
    const from = "2026-11-23T00:00:00.000Z";
    const cases: Array<[Parameters<typeof api.activity.get>[0], string]> = [
      [{ workspace_id: "team-b" }, `AND workspace_id = '${wsB}'`],
      [{ key_hash: keys[1].hash }, `AND key_id = ${keys[1].id}`],
      [{ model: "m/small" }, `AND model = 'm/small'`],
      [{ provider: "prov-b" }, `AND provider = 'prov-b'`],
      [{ end_user: "u-2" }, `AND end_user = 'u-2'`],
      [{ end_user: "u-1", model: "m/large" }, `AND end_user = 'u-1' AND model = 'm/large'`],
    ];
    for (const [filter, sql] of cases) {
      const { data } = await api.activity.get({ range: "custom", from, to, ...filter });
      const expected = await fromLedger("day", new Date(from), new Date(to), sql);
      expect(nonZero(data.series), JSON.stringify(filter)).toEqual(expected.map((e) => ({ ...e, bucket: (e.bucket as Date).toISOString() })));
    }
  });

  it("day by day over a custom range with partial days at both ends (daily rollup inside, hourly at the edges)", async () => {
    const from = "2026-11-23T05:00:00.000Z";
    const to = "2026-11-25T07:00:00.000Z";
    for (const [filter, sql] of [
      [{}, ""],
      [{ model: "m/small" }, `AND model = 'm/small'`],
      [{ end_user: "u-1" }, `AND end_user = 'u-1'`],
    ] as const) {
      const { data } = await api.activity.get({ range: "custom", from, to, granularity: "day", ...filter });
      const expected = await fromLedger("day", new Date(from), new Date(to), sql);
      expect(expected).toHaveLength(3);
      expect(nonZero(data.series), JSON.stringify(filter)).toEqual(expected.map((e) => ({ ...e, bucket: (e.bucket as Date).toISOString() })));
    }
    const top = await api.activity.top({ range: "custom", from, to, dimension: "model", order_by: "requests" });
    const ranked = await h.prisma.$queryRawUnsafe<Array<{ model: string; n: number }>>(
      `SELECT model, COUNT(*)::float8 AS n FROM usage_ledger WHERE org_id = $1::uuid AND created_at >= $2 AND created_at < $3 GROUP BY 1 ORDER BY 2 DESC, 1`,
      org.organization_id,
      new Date(from),
      new Date(to),
    );
    expect(top.data.items.map((i) => [i.group, i.requests])).toEqual(ranked.map((r) => [r.model, r.n]));
    // 24 h: hourly rows only (one pass)
    const day = await api.activity.top({ range: "24h", dimension: "model", order_by: "requests" });
    const lastDay = await h.prisma.$queryRawUnsafe<Array<{ model: string; n: number }>>(
      `SELECT model, COUNT(*)::float8 AS n FROM usage_ledger WHERE org_id = $1::uuid AND created_at >= $2 AND created_at < $3 GROUP BY 1 ORDER BY 2 DESC, 1`,
      org.organization_id,
      new Date(day.data.from),
      new Date(day.data.to),
    );
    expect(day.data.items.map((i) => [i.group, i.requests])).toEqual(lastDay.map((r) => [r.model, r.n]));
  });

  it("breaks the series down by key, with names, and the top-N tables rank like the ledger", async () => {
    const { data } = await api.activity.get({ range: "7d", group_by: "key" });
    const groups = new Set(data.series.map((p) => p.group));
    expect(groups).toEqual(new Set(keys.map((k) => k.hash)));
    expect(data.series.find((p) => p.group === keys[0].hash)?.label).toBe("alpha");
    const perKey = await h.prisma.$queryRawUnsafe<Array<{ key_id: number; spend: number; requests: number }>>(
      `SELECT key_id, SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END)::float8 AS spend, COUNT(*)::float8 AS requests
       FROM usage_ledger WHERE org_id = $1::uuid GROUP BY 1 ORDER BY 2 DESC`,
      org.organization_id,
    );
    const top = await api.activity.top({ range: "7d", dimension: "key", order_by: "spend" });
    expect(top.data.items.map((i) => [i.group, i.spend_usd, i.requests])).toEqual(
      perKey.map((p) => [keys.find((k) => k.id === p.key_id)?.hash, p.spend, p.requests]),
    );
    const two = await api.activity.get({ range: "7d", group_by: "model", groups: 1 });
    expect(new Set(two.data.series.map((p) => p.group)).size).toBe(2); // the top model and "all others" (null)
    expect(two.data.totals).toEqual(data.totals);
    const users = await api.activity.top({ range: "7d", dimension: "end_user", order_by: "requests", limit: 2 });
    expect(users.data.items).toHaveLength(2);
  });

  it("by key with the rest as 'all others' equals the ledger's own split, per day (whole days, a custom range with partial edge days, one workspace)", async () => {
    // The top key over the window by spend, then requests (the answer's ranking); every other key summed as group null.
    const expected = async (from: Date, to: Date, extra = "") =>
      h.prisma.$queryRawUnsafe<Array<Record<string, number | Date | string | null>>>(
        `WITH w AS (SELECT * FROM usage_ledger WHERE org_id = $1::uuid AND created_at >= $2 AND created_at < $3 ${extra}),
         top AS (SELECT key_id FROM w GROUP BY key_id ORDER BY SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END) DESC, COUNT(*) DESC, key_id::text LIMIT 1)
         SELECT CASE WHEN key_id IN (SELECT key_id FROM top) THEN key_id END AS key_id,
           date_trunc('day', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS bucket,
           SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END)::float8 AS spend_usd, SUM(CASE WHEN is_byok THEN cost_usd ELSE 0 END)::float8 AS byok_usd,
           COUNT(*)::float8 AS requests, (COUNT(*) FILTER (WHERE status = 'error'))::float8 AS errors,
           (COUNT(*) FILTER (WHERE status = 'refused'))::float8 AS refused,
           SUM(prompt_tokens)::float8 AS prompt_tokens, SUM(completion_tokens)::float8 AS completion_tokens
         FROM w GROUP BY 1, 2 ORDER BY 2, 1 NULLS LAST`,
        org.organization_id,
        from,
        to,
      );
    const cases: Array<[Parameters<typeof api.activity.get>[0], string]> = [
      [{ range: "7d", group_by: "key", groups: 1 }, ""],
      [{ range: "custom", from: "2026-11-23T05:00:00.000Z", to: "2026-11-25T07:00:00.000Z", granularity: "day", group_by: "key", groups: 1 }, ""],
      [{ range: "7d", group_by: "key", groups: 1, workspace_id: org.default_workspace_id }, `AND workspace_id = '${org.default_workspace_id}'`],
    ];
    for (const [input, extra] of cases) {
      const { data } = await api.activity.get(input);
      const rows = await expected(new Date(data.from), new Date(data.to), extra);
      expect(rows.some((r) => r.key_id === null)).toBe(true); // "all others" is there to compare
      expect(data.series, JSON.stringify(input)).toEqual(
        rows.map(({ key_id, ...m }) => {
          const k = keys.find((x) => x.id === key_id);
          return { ...m, bucket: (m.bucket as Date).toISOString(), group: k?.hash ?? null, label: k?.name ?? null };
        }),
      );
    }
  });

  it("the 24 h top keys (hourly rows: ranked on two sums, then the winners' full metrics) rank like the ledger", async () => {
    for (const order_by of ["spend", "requests", "tokens", "errors"] as const) {
      const top = await api.activity.top({ range: "24h", dimension: "key", order_by, limit: 2 });
      const rank = { spend: "2 DESC, 3 DESC", requests: "3 DESC, 2 DESC", tokens: "4 DESC, 2 DESC", errors: "5 DESC, 3 DESC" }[order_by];
      const expected = await h.prisma.$queryRawUnsafe<Array<{ key_id: number; spend: number; requests: number; tokens: number; errors: number }>>(
        `SELECT key_id, SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END)::float8 AS spend, COUNT(*)::float8 AS requests,
           SUM(prompt_tokens + completion_tokens)::float8 AS tokens, (COUNT(*) FILTER (WHERE status IN ('error', 'refused')))::float8 AS errors
         FROM usage_ledger WHERE org_id = $1::uuid AND created_at >= $2 AND created_at < $3 GROUP BY 1 ORDER BY ${rank}, key_id::text LIMIT 2`,
        org.organization_id,
        new Date(top.data.from),
        new Date(top.data.to),
      );
      expect(top.data.items.map((i) => [i.group, i.spend_usd, i.requests, i.prompt_tokens + i.completion_tokens]), order_by).toEqual(
        expected.map((e) => [keys.find((k) => k.id === e.key_id)?.hash, e.spend, e.requests, e.tokens]),
      );
    }
  });

  it("refused requests are counted as requests but never billed (no key rollup, no ranking)", async () => {
    const [billed] = await h.prisma.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT COUNT(*)::int AS n FROM usage_ledger WHERE org_id = $1::uuid AND status <> 'refused'`,
      org.organization_id,
    );
    const [rolled] = await h.prisma.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT SUM(requests)::int AS n FROM key_usage_daily WHERE key_id = ANY($1::int[])`,
      keys.map((k) => k.id),
    );
    expect(rolled.n).toBe(billed.n);
  });

  it("exports the series as CSV", async () => {
    const csv = await api.activity.exportCsv({ range: "7d", group_by: "end_user" });
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("bucket,group,label,spend_usd,byok_usd,requests,errors,refused,prompt_tokens,completion_tokens");
    expect(csv).toContain('"user,with ""quotes"""');
    const { data } = await api.activity.get({ range: "7d", group_by: "end_user" });
    expect(lines).toHaveLength(data.series.length + 1);
  });

  it("refuses bad ranges and unknown references with 4xx", async () => {
    const cases: Array<[Parameters<typeof api.activity.get>[0], number, string]> = [
      [{ range: "custom" }, 400, "Invalid request"],
      [{ range: "custom", from: "2026-11-25T00:00:00Z", to: "2026-11-24T00:00:00Z" }, 400, "Invalid request"],
      [{ range: "custom", from: "2025-01-01T00:00:00Z" }, 400, "Invalid request"],
      [{ range: "30d", granularity: "hour", from: "2026-11-25T00:00:00Z" }, 400, "Invalid request"],
      [{ range: "custom", from: "2026-10-01T00:00:00Z", granularity: "hour" }, 400, "Invalid request"],
      [{ workspace_id: "nope" }, 404, "Resource not found"],
      [{ key_hash: "0".repeat(64) }, 404, "No inference key with this hash in the organization"],
    ];
    for (const [input, status, message] of cases) {
      const f = await failureOf(api.activity.get(input));
      expect(f?.status, JSON.stringify(input)).toBe(status);
      if (status === 404) expect(f?.message).toBe(message);
    }
    const inferenceKey = await org.api.keys.create({ name: "caller" });
    const asInference = createCaller({ db: h.prisma, now: () => NOW, auth: { type: "bearer", header: `Bearer ${inferenceKey.key}` } });
    expect((await failureOf(asInference.activity.get({})))?.status).toBe(401);
  });

  describe("the request log", () => {
    it("pages through every row, newest first, with a keyset cursor", async () => {
      const all = await h.prisma.$queryRawUnsafe<Array<{ request_id: string }>>(
        `SELECT request_id FROM usage_ledger WHERE org_id = $1::uuid ORDER BY created_at DESC, id DESC`,
        org.organization_id,
      );
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 100; i++) {
        const page = await api.activity.generations({ limit: 100, cursor });
        seen.push(...page.data.map((g) => g.id));
        if (!page.next_cursor) break;
        cursor = page.next_cursor;
      }
      expect(seen).toEqual(all.map((r) => r.request_id));
    });

    it("filters by status, key, model and end user, and shows one request in OpenRouter's shape", async () => {
      const refused = await api.activity.generations({ status: "refused", limit: 100 });
      expect(refused.data.length).toBeGreaterThan(0);
      for (const g of refused.data) {
        expect(g.status).toBe("refused");
        expect(g.total_cost).toBe(0);
      }
      const byKey = await api.activity.generations({ key_hash: keys[2].hash, model: "m/small", end_user: "u-1", limit: 100 });
      for (const g of byKey.data) expect([g.key_hash, g.key_name, g.model, g.external_user, g.workspace_id]).toEqual([keys[2].hash, "gamma", "m/small", "u-1", wsB]);
      const one = byKey.data[0] ?? refused.data[0];
      const { data } = await api.activity.generation({ id: one.id });
      expect(data).toEqual(one);
      expect((await failureOf(api.activity.generation({ id: "missing" })))?.status).toBe(404);
      expect((await failureOf(other.api.activity.generation({ id: one.id })))?.status).toBe(404);
      expect((await failureOf(api.activity.generations({ cursor: "bm9wZQ" })))?.status).toBe(400);
    });
  });
});
