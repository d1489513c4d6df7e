import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { failureOf, seedOrg } from "../../test/fixtures";
import { createCaller } from "../../trpc/root";
import { writeUsageBatch, type UsageEntry } from "../usage/ledger";

describe("keys.search (console): all workspaces, search, sort, page in the database; bulk disable; expiry", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
  });
  afterAll(() => h.close());

  const NOW = "2026-03-11T12:00:00.000Z";

  async function setup() {
    const org = await seedOrg(h.prisma);
    const api = createCaller({ db: h.prisma, now: () => new Date(NOW), auth: { type: "bearer", header: `Bearer ${org.management_key}` } });
    const ws = await api.workspaces.create({ name: "Research", slug: "research" });
    await api.workspaces.addMembers({ id: ws.data.id, user_ids: [org.owner_user_id] });
    const mk = (name: string, extra: Record<string, unknown> = {}) => api.keys.create({ name, ...extra });
    const a = await mk("alpha 100%", { limit: 10 });
    const b = await mk("bravo_x", { limit: 1, limit_reset: "daily", workspace_id: ws.data.id });
    const c = await mk("charlie", { workspace_id: ws.data.id });
    const d = await mk("delta", { limit: 5 });
    const spend = (keyId: number, usd: number, iso: string): UsageEntry => ({
      requestId: randomUUID(), orgId: org.organization_id, keyId, workspaceId: null, endUser: null, model: "m", provider: "p",
      promptTokens: 1, completionTokens: 1, costUsd: usd, isByok: false, latencyMs: 1, attempts: 1, status: "ok", createdAt: new Date(iso),
    });
    // usage: a 3 (all time), b 0.75 today + 5 last week (daily limit: 0.25 remaining), c 0.0004, d 0
    await writeUsageBatch(h.prisma, [
      spend(a.data.id, 3, "2026-02-01T00:00:00Z"),
      spend(b.data.id, 0.75, "2026-03-11T01:00:00Z"),
      spend(b.data.id, 5, "2026-03-03T01:00:00Z"),
      spend(c.data.id, 0.0004, "2026-03-10T01:00:00Z"),
    ]);
    await h.prisma.apiKey.update({ where: { id: d.data.id }, data: { last_used_at: new Date("2026-03-10T00:00:00Z") } });
    await h.prisma.apiKey.update({ where: { id: a.data.id }, data: { last_used_at: new Date("2026-03-09T00:00:00Z") } });
    return { org, api, ws: ws.data, keys: { a: a.data, b: b.data, c: c.data, d: d.data } };
  }

  it("lists every workspace by default, one when asked; sorts by each column with a stable order; searches name and label", async () => {
    const { api, ws, keys } = await setup();
    const names = async (input: Parameters<typeof api.keys.search>[0]) => (await api.keys.search(input)).data.map((k) => k.name);
    expect(await names({})).toEqual(["delta", "charlie", "bravo_x", "alpha 100%"]);
    expect(await names({ workspace_id: ws.id, order: "asc" })).toEqual(["bravo_x", "charlie"]);
    expect(await names({ sort: "usage" })).toEqual(["bravo_x", "alpha 100%", "charlie", "delta"]);
    expect(await names({ sort: "usage", order: "asc" })).toEqual(["delta", "charlie", "alpha 100%", "bravo_x"]);
    // remaining: a 7, b 0.25 (daily window), d 5; no limit (c) last in both directions
    expect(await names({ sort: "limit_remaining" })).toEqual(["alpha 100%", "delta", "bravo_x", "charlie"]);
    expect(await names({ sort: "limit_remaining", order: "asc" })).toEqual(["bravo_x", "delta", "alpha 100%", "charlie"]);
    expect(await names({ sort: "last_used" })).toEqual(["delta", "alpha 100%", "charlie", "bravo_x"]);
    expect(await names({ sort: "name", order: "asc" })).toEqual(["alpha 100%", "bravo_x", "charlie", "delta"]);
    expect(await names({ q: "CHAR" })).toEqual(["charlie"]);
    expect(await names({ q: "%" })).toEqual(["alpha 100%"]); // % and _ match themselves
    expect(await names({ q: "_" })).toEqual(["bravo_x"]);
    expect(await names({ q: keys.d.label.slice(-6) })).toContain("delta");
    const page = await api.keys.search({ sort: "name", order: "asc", offset: 1, limit: 2 });
    expect([page.data.map((k) => k.name), page.total_count]).toEqual([["bravo_x", "charlie"], 4]);
    const other = await seedOrg(h.prisma);
    expect(await failureOf(api.keys.search({ workspace_id: other.default_workspace_id }))).toEqual({ status: 404, message: "Resource not found" });
    expect(await api.keys.search({ q: "x".repeat(201) }).then(() => "ok", (e: { code?: string }) => e.code)).toBe("BAD_REQUEST");
    expect(await api.keys.search({ limit: 101 }).then(() => "ok", (e: { code?: string }) => e.code)).toBe("BAD_REQUEST");
    expect((await other.api.keys.search({})).total_count).toBe(0);
    const rec = (await api.keys.search({ q: "bravo" })).data[0];
    expect([rec.usage, rec.usage_daily, rec.limit_remaining]).toEqual([5.75, 0.75, 0.25]);
  });

  it("bulk disable: all or nothing, hidden unless include_disabled", async () => {
    const { org, api, keys } = await setup();
    const other = await seedOrg(h.prisma);
    const otherKey = await other.api.keys.create({ name: "theirs" });
    expect(await failureOf(api.keys.disableMany({ hashes: [keys.a.hash, otherKey.data.hash] }))).toEqual({
      status: 404,
      message: "1 of the selected keys no longer exist",
    });
    expect((await api.keys.search({})).total_count).toBe(4);
    expect(await api.keys.disableMany({ hashes: [keys.a.hash, keys.b.hash] })).toEqual({ disabled_count: 2, already_disabled_count: 0 });
    expect(await api.keys.disableMany({ hashes: [keys.a.hash] })).toEqual({ disabled_count: 0, already_disabled_count: 1 });
    expect((await api.keys.search({})).data.map((k) => k.name)).toEqual(["delta", "charlie"]);
    expect((await api.keys.search({ include_disabled: true })).total_count).toBe(4);
    void org;
  });

  it("PATCH expires_at: sets, clears, refuses the past (400 naming the field)", async () => {
    const { api, keys } = await setup();
    const set = await api.keys.update({ hash: keys.a.hash, expires_at: "2027-01-01T00:00:00Z" });
    expect(set.data.expires_at).toBe("2027-01-01T00:00:00.000Z");
    const cleared = await api.keys.update({ hash: keys.a.hash, expires_at: null });
    expect(cleared.data.expires_at).toBeNull();
    expect(await failureOf(api.keys.update({ hash: keys.a.hash, expires_at: "2020-01-01T00:00:00Z" }))).toEqual({
      status: 400,
      message: "Invalid request parameters",
    });
  });
});
