import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../../auth/authenticate";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { lcg as rng, randomBilling } from "../../test/usage-traffic";
import { seedOrg } from "../../test/fixtures";
import { createCaller } from "../../trpc/root";
import type { UsageEntry, UsageStatus } from "../../observability/usage-entry";
import { writeUsageBatch } from "../usage/usage-batch";
import { scopeOf } from "./activity";
import { topKeyIds } from "./top-keys";

/**
 * The top keys read from the rollups (a covering rollup's bound, then exact sums of the
 * candidates: top-keys.ts) are the raw ledger's top keys: same keys, same order, same sums, on
 * generated usage of 260 keys over 40 days (a few busy keys, a long flat tail, ties, errors,
 * refusals and BYOK), for each ranking, range and workspace.
 */

const NOW = new Date("2026-11-25T10:30:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const RAW_RANK = {
  spend: "SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END) DESC, COUNT(*) DESC",
  requests: "COUNT(*) DESC, SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END) DESC",
  tokens: "SUM(prompt_tokens + completion_tokens) DESC, SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END) DESC",
  errors: "COUNT(*) FILTER (WHERE status IN ('error', 'refused')) DESC, COUNT(*) DESC",
} as const;

describe("top keys from the rollups equal the raw ledger's", () => {
  let h: DbHandle;
  let org: Awaited<ReturnType<typeof seedOrg>>;
  let api: ReturnType<typeof createCaller>;
  let caller: Caller;
  let wsB: string;
  const hashOf = new Map<number, { hash: string; name: string }>();

  beforeAll(async () => {
    h = await testDb();
    const db = h.prisma;
    org = await seedOrg(db);
    api = createCaller({ db, now: () => NOW, auth: { type: "bearer", header: `Bearer ${org.management_key}` } });
    wsB = (await org.api.workspaces.create({ name: "Team B", slug: "team-b" })).data.id;
    const owner = await db.user.findFirstOrThrow({ where: { org_id: org.organization_id, role: "owner" } });
    caller = { keyId: 0, keyHash: "", kind: "management", orgId: org.organization_id, userId: owner.id, workspaceId: null };
    await db.apiKey.createMany({
      data: Array.from({ length: 260 }, (_, i) => ({
        hash: randomBytes(32).toString("hex"),
        org_id: org.organization_id,
        workspace_id: i % 5 === 4 ? wsB : org.default_workspace_id,
        kind: "inference" as const,
        name: `key ${i}`,
        label: `sk-...${i}`,
        creator_user_id: owner.id,
      })),
    });
    const keys = await db.apiKey.findMany({ where: { org_id: org.organization_id, kind: "inference" }, orderBy: { id: "asc" } });
    for (const k of keys) hashOf.set(k.id, { hash: k.hash, name: k.name });
    const r = rng(11);
    const start = NOW.getTime() - 40 * DAY;
    for (let batch = 0; batch < 8; batch++) {
      const entries: UsageEntry[] = [];
      for (let i = 0; i < 900; i++) {
        // A few busy keys (u^3), the rest a flat tail; two keys share identical usage (a tie).
        const k = keys[r() < 0.6 ? Math.floor(keys.length * r() ** 3) : Math.floor(keys.length * r())];
        const roll = r();
        const status: UsageStatus = roll < 0.06 ? "refused" : roll < 0.12 ? "error" : "ok";
        const billed = status !== "refused";
        const createdAt = new Date(start + Math.floor(r() * (NOW.getTime() - start)));
        const e: UsageEntry = {
          requestId: randomUUID(),
          orgId: org.organization_id,
          keyId: k.id,
          workspaceId: k.workspace_id,
          endUser: null,
          model: r() < 0.5 ? "m/large" : "m/small",
          provider: r() < 0.5 ? "prov-a" : "prov-b",
          ...randomBilling(r, billed),
          status,
          createdAt,
        };
        entries.push(e);
        if (i % 300 === 0) entries.push({ ...e, requestId: randomUUID(), keyId: keys[keys.length - 1].id, workspaceId: keys[keys.length - 1].workspace_id });
      }
      await writeUsageBatch(db, entries);
    }
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  /** The raw ledger's top keys of a window, with the same metrics as GET /activity/top. */
  async function rawTop(from: string, to: string, order: keyof typeof RAW_RANK, limit: number, workspace?: string) {
    type Raw = { key_id: number; spend_usd: number; byok_usd: number; requests: number; errors: number; refused: number; prompt_tokens: number; completion_tokens: number };
    const rows = await h.prisma.$queryRawUnsafe<Raw[]>(
      `SELECT key_id, SUM(CASE WHEN is_byok THEN 0 ELSE cost_usd END)::float8 AS spend_usd, SUM(CASE WHEN is_byok THEN cost_usd ELSE 0 END)::float8 AS byok_usd,
        COUNT(*)::float8 AS requests, COUNT(*) FILTER (WHERE status = 'error')::float8 AS errors, COUNT(*) FILTER (WHERE status = 'refused')::float8 AS refused,
        SUM(prompt_tokens)::float8 AS prompt_tokens, SUM(completion_tokens)::float8 AS completion_tokens
      FROM usage_ledger WHERE org_id = $1::uuid AND created_at >= $2::timestamptz AND created_at < $3::timestamptz ${workspace ? "AND workspace_id = $4::uuid" : ""}
      GROUP BY key_id ORDER BY ${RAW_RANK[order]}, key_id::text LIMIT ${limit}`,
      org.organization_id,
      from,
      to,
      ...(workspace ? [workspace] : []),
    );
    return rows.map(({ key_id, ...m }) => ({ group: hashOf.get(Number(key_id))?.hash ?? String(key_id), label: hashOf.get(Number(key_id))?.name ?? String(key_id), ...m }));
  }

  const cases = (["spend", "requests", "tokens", "errors"] as const).flatMap((order) =>
    (["24h", "7d", "30d"] as const).map((range) => ({ order, range })),
  );

  it.each(cases)("GET /activity/top by key, $range, by $order: the raw ledger's keys, order and sums", async ({ order, range }) => {
    for (const workspace of [undefined, wsB]) {
      const { data: top } = await api.activity.top({ range, dimension: "key", order_by: order, limit: 10, ...(workspace ? { workspace_id: workspace } : {}) });
      expect(top.items).toEqual(await rawTop(top.from, top.to, order, 10, workspace));
    }
  });

  it("a custom range with partial edge days, and a limit of 25, match the raw ledger too", async () => {
    const from = new Date(NOW.getTime() - 33 * DAY - 5 * HOUR).toISOString();
    const to = new Date(NOW.getTime() - 2 * DAY + 7 * HOUR).toISOString();
    const { data: top } = await api.activity.top({ range: "custom", from, to, dimension: "key", order_by: "spend", limit: 25 });
    expect(top.items).toEqual(await rawTop(top.from, top.to, "spend", 25));
  });

  it("the 30-day chart by key: each top key's and the others' totals are the raw ledger's", async () => {
    const { data: res } = await api.activity.get({ range: "30d", group_by: "key", groups: 10 });
    const raw = await rawTop(res.from, res.to, "spend", 10_000);
    const byGroup = new Map<string | null, { requests: number; spend: number }>();
    for (const p of res.series) {
      const g = byGroup.get(p.group ?? null) ?? { requests: 0, spend: 0 };
      byGroup.set(p.group ?? null, { requests: g.requests + p.requests, spend: g.spend + p.spend_usd });
    }
    const top = raw.slice(0, 10);
    expect([...byGroup.keys()].filter((g) => g !== null).sort()).toEqual(top.map((t) => t.group).sort());
    for (const t of top) {
      expect(byGroup.get(t.group)?.requests).toBe(t.requests);
      expect(byGroup.get(t.group)?.spend).toBeCloseTo(t.spend_usd, 9);
    }
    const rest = raw.slice(10);
    expect(byGroup.get(null)?.requests).toBe(rest.reduce((s, t) => s + t.requests, 0));
    expect(byGroup.get(null)?.spend).toBeCloseTo(rest.reduce((s, t) => s + t.spend_usd, 0), 8);
    expect(res.totals.requests).toBe(raw.reduce((s, t) => s + t.requests, 0));
  });

  it("the bound proves a top 3 among 260 keys on skewed usage (no pass over every key); a top 200 comes from a round holding every key", async () => {
    const s = await scopeOf(h.prisma, caller, { range: "30d" }, NOW, "key");
    const proved = await topKeyIds(h.prisma, s, "spend", 3);
    expect(proved).not.toBeNull();
    const { data: top } = await api.activity.top({ range: "30d", dimension: "key", order_by: "spend", limit: 3 });
    expect(proved?.map((id) => hashOf.get(id)?.hash)).toEqual(top.items.map((i) => i.group));
    // 200 of 260 keys: not provable from 100 candidates; the next round holds every key of the window, which needs no proof.
    const wide = await topKeyIds(h.prisma, s, "spend", 200);
    expect(wide?.map((id) => hashOf.get(id)?.hash)).toEqual((await rawTop(s.window.from.toISOString(), s.window.to.toISOString(), "spend", 200)).map((t) => t.group));
  });
});
