import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { failureOf, seedOrg } from "../../test/fixtures";
import { createCaller } from "../../trpc/root";
import { writeUsageBatch, type UsageEntry } from "../usage/ledger";

type Org = Awaited<ReturnType<typeof seedOrg>>;

const failure = failureOf;

describe("keys service via createCaller", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
  });
  afterAll(() => h.close());

  const at = (org: Org, iso: string) =>
    createCaller({ db: h.prisma, now: () => new Date(iso), auth: { type: "bearer", header: `Bearer ${org.management_key}` } });

  const spend = (org: Org, keyId: number, iso: string, costUsd: number, isByok = false): UsageEntry => ({
    requestId: randomUUID(),
    orgId: org.organization_id,
    keyId,
    workspaceId: org.default_workspace_id,
    endUser: null,
    model: "local/echo",
    provider: "local",
    promptTokens: 10,
    completionTokens: 5,
    costUsd,
    isByok,
    latencyMs: 3,
    attempts: 1,
    status: "ok",
    createdAt: new Date(iso),
  });

  describe("usage windows and limit_remaining across calendar boundaries (UTC)", () => {
    let org: Org;
    let hash: string;
    let id: number;
    beforeAll(async () => {
      org = await seedOrg(h.prisma);
      const created = await at(org, "2028-01-01T00:00:00Z").keys.create({ name: "clock", limit: 100, limit_reset: "daily" });
      hash = created.data.hash;
      id = created.data.id;
      await writeUsageBatch(h.prisma, [
        spend(org, id, "2028-02-25T12:00:00Z", 1), // Friday
        spend(org, id, "2028-02-27T23:59:58Z", 2), // Sunday, just before midnight
        spend(org, id, "2028-02-28T00:00:00Z", 4), // Monday midnight
        spend(org, id, "2028-02-29T10:00:00Z", 8), // 29 February
        spend(org, id, "2028-02-29T23:59:59Z", 16),
        spend(org, id, "2028-03-01T00:00:00Z", 32), // 1 March
        spend(org, id, "2028-02-29T11:00:00Z", 64, true), // BYOK on 29 February
      ]);
    });

    const cases: Array<[string, number, number, number, number, number]> = [
      // now,                     daily, weekly, monthly, total, byok_daily
      ["2028-02-26T23:59:59Z", 0, 1, 1, 1, 0], // Saturday 23:59:59
      ["2028-02-27T23:59:59Z", 2, 3, 3, 3, 0], // Sunday 23:59:59: the week Mon 21..Sun 27
      ["2028-02-28T00:00:00Z", 4, 4, 7, 7, 0], // Monday 00:00:00: new week, same month
      ["2028-02-29T23:59:59Z", 24, 28, 31, 31, 64], // 29 February
      ["2028-03-01T00:00:00Z", 32, 60, 32, 63, 0], // month end → new month, same week
      ["2028-03-05T23:59:59Z", 0, 60, 32, 63, 0], // the following Sunday
      ["2028-03-06T00:00:00Z", 0, 0, 32, 63, 0], // and the Monday after
    ];
    it.each(cases)("at %s: daily %d, weekly %d, monthly %d, total %d", async (now, daily, weekly, monthly, total, byokDaily) => {
      const { data } = await at(org, now).keys.get({ hash });
      expect(data).toMatchObject({ usage_daily: daily, usage_weekly: weekly, usage_monthly: monthly, usage: total, byok_usage_daily: byokDaily });
      expect(data.limit_remaining).toBe(100 - daily);
    });

    // GET /keys reads the usage in its page statement (keyUsageSql), GET /keys/{hash} through usageForKeys: the same figures.
    it.each(cases)("GET /keys at %s: the same usage as GET /keys/{hash}", async (now, daily, weekly, monthly, total) => {
      const { data: listed } = await at(org, now).keys.list({ include_disabled: false, offset: 0, limit: 100 });
      const { data: one } = await at(org, now).keys.get({ hash });
      expect(listed.find((k) => k.hash === hash)).toEqual(one);
      expect(one).toMatchObject({ usage_daily: daily, usage_weekly: weekly, usage_monthly: monthly, usage: total });
    });

    it("limit_remaining follows limit_reset and include_byok_in_limit", async () => {
      const api = at(org, "2028-02-29T23:59:59Z");
      const expectRemaining = async (patch: Omit<Parameters<typeof api.keys.update>[0], "hash">, remaining: number | null) => {
        const { data } = await api.keys.update({ hash, ...patch });
        expect(data.limit_remaining).toBe(remaining);
      };
      await expectRemaining({ limit_reset: "weekly" }, 100 - 28);
      await expectRemaining({ limit_reset: "monthly" }, 100 - 31);
      await expectRemaining({ limit_reset: null }, 100 - 31);
      await expectRemaining({ include_byok_in_limit: true }, 100 - 31 - 64);
      await expectRemaining({ limit_reset: "daily" }, 100 - 24 - 64);
      await expectRemaining({ limit: 50 }, 0);
      await expectRemaining({ limit: null }, null);
    });
  });

  describe("PATCH rules 1–5", () => {
    let org: Org;
    let other: Org;
    let hipaa: string;
    let team: string;
    let solo: string;
    beforeAll(async () => {
      org = await seedOrg(h.prisma);
      other = await seedOrg(h.prisma);
      team = (await org.api.workspaces.create({ name: "Team", slug: "team" })).data.id;
      await org.api.workspaces.addMembers({ id: team, user_ids: [org.owner_user_id] });
      solo = (await org.api.workspaces.create({ name: "Solo", slug: "solo" })).data.id;
      hipaa = (await org.api.workspaces.create({ name: "Hipaa", slug: "hipaa" })).data.id;
      await org.api.workspaces.addMembers({ id: hipaa, user_ids: [org.owner_user_id] });
      await h.prisma.workspace.update({ where: { id: hipaa }, data: { is_hipaa: true } });
    });
    const newKey = async (workspace_id?: string) => (await org.api.keys.create({ name: "k", limit: 5, workspace_id })).data;

    it("rule 1: no accepted field → 400 No update fields provided (unknown fields ignored)", async () => {
      const k = await newKey();
      for (const body of [{}, { foo: 1 }, { hash_: "x", label: "y" }]) {
        expect(await failure(org.api.keys.update({ hash: k.hash, ...(body as object) }))).toEqual({ status: 400, message: "No update fields provided" });
      }
    });

    it("rule 2: a move keeps the key value and applies the other fields with it", async () => {
      const k = await newKey();
      const { data } = await org.api.keys.update({ hash: k.hash, workspace_id: team, name: "moved", limit: 9, limit_reset: "weekly", disabled: true, include_byok_in_limit: true });
      expect(data).toMatchObject({ hash: k.hash, id: k.id, label: k.label, workspace_id: team, name: "moved", limit: 9, limit_reset: "weekly", disabled: true, include_byok_in_limit: true });
    });

    it("rule 2: all or nothing — a refused move applies none of the other fields", async () => {
      const k = await newKey();
      expect((await failure(org.api.keys.update({ hash: k.hash, workspace_id: solo, name: "should not stick", limit: 1 })))?.status).toBe(409);
      const { data } = await org.api.keys.get({ hash: k.hash });
      expect(data).toMatchObject({ name: "k", limit: 5, workspace_id: org.default_workspace_id });
    });

    it("rule 4: into or out of a HIPAA workspace → 403", async () => {
      const k = await newKey();
      expect(await failure(org.api.keys.update({ hash: k.hash, workspace_id: hipaa }))).toEqual({ status: 403, message: "Keys cannot be moved into a HIPAA workspace" });
      await h.prisma.apiKey.update({ where: { hash: k.hash }, data: { workspace_id: hipaa } });
      expect(await failure(org.api.keys.update({ hash: k.hash, workspace_id: org.default_workspace_id }))).toEqual({
        status: 403,
        message: "Keys cannot be moved out of a HIPAA workspace",
      });
      // sending the current (HIPAA) workspace is a no-op, not a move: the other fields apply
      expect((await org.api.keys.update({ hash: k.hash, workspace_id: hipaa, name: "stays" })).data.name).toBe("stays");
    });

    it("rule 5: creator not a member of a non-default target → 409 saying to add the creator first; the default workspace needs no membership", async () => {
      const k = await newKey(team);
      const r = await failure(org.api.keys.update({ hash: k.hash, workspace_id: solo }));
      expect(r).toEqual({
        status: 409,
        message: `The key's creator (user ${org.owner_user_id}) is not a member of workspace 'solo'; add the creator to the workspace first`,
      });
      await org.api.workspaces.addMembers({ id: solo, user_ids: [org.owner_user_id] });
      expect((await org.api.keys.update({ hash: k.hash, workspace_id: solo })).data.workspace_id).toBe(solo);
      expect((await org.api.keys.update({ hash: k.hash, workspace_id: org.default_workspace_id })).data.workspace_id).toBe(org.default_workspace_id);
      await org.api.workspaces.removeMembers({ id: solo, user_ids: [org.owner_user_id] });
    });

    it("the current workspace is a no-op for the move and still applies other fields", async () => {
      const k = await newKey(team);
      const { data } = await org.api.keys.update({ hash: k.hash, workspace_id: team, name: "same place" });
      expect(data).toMatchObject({ workspace_id: team, name: "same place" });
    });

    it("another organization's key or workspace is 404", async () => {
      const k = await newKey();
      expect((await failure(other.api.keys.update({ hash: k.hash, name: "x" })))?.status).toBe(404);
      expect((await failure(other.api.keys.get({ hash: k.hash })))?.status).toBe(404);
      expect((await failure(other.api.keys.delete({ hash: k.hash })))?.status).toBe(404);
      expect((await failure(org.api.keys.update({ hash: k.hash, workspace_id: other.default_workspace_id })))?.status).toBe(404);
    });
  });

  it("GET /keys lists the default workspace unless workspace_id, hides disabled unless asked, paginates", async () => {
    const org = await seedOrg(h.prisma);
    const ws = (await org.api.workspaces.create({ name: "W", slug: "w" })).data.id;
    await org.api.workspaces.addMembers({ id: ws, user_ids: [org.owner_user_id] });
    const a = (await org.api.keys.create({ name: "a" })).data;
    const b = (await org.api.keys.create({ name: "b" })).data;
    await org.api.keys.create({ name: "c", workspace_id: ws });
    await org.api.keys.update({ hash: b.hash, disabled: true });
    expect((await org.api.keys.list({})).data.map((k) => k.name)).toEqual(["a"]);
    expect((await org.api.keys.list({ include_disabled: true })).data.map((k) => k.name)).toEqual(["a", "b"]);
    expect((await org.api.keys.list({ workspace_id: ws })).data.map((k) => k.name)).toEqual(["c"]);
    expect((await org.api.keys.list({ include_disabled: true, offset: 1, limit: 1 })).data.map((k) => k.hash)).toEqual([b.hash]);
    expect((await org.api.keys.list({})).data[0].hash).toBe(a.hash);
  });

  it("GET /keys' total_count (api_key_counts, kept by a trigger) follows creates, disables, moves and deletes", async () => {
    const org = await seedOrg(h.prisma);
    const ws = (await org.api.workspaces.create({ name: "W", slug: "w" })).data.id;
    await org.api.workspaces.addMembers({ id: ws, user_ids: [org.owner_user_id] });
    const counted = async (workspaceId: string, includeDisabled: boolean) => {
      const [r] = await h.prisma.$queryRaw<Array<{ n: number }>>`SELECT count(*)::int AS n FROM api_keys
        WHERE org_id = ${org.organization_id}::uuid AND workspace_id = ${workspaceId}::uuid AND kind = 'inference'
          AND (${includeDisabled} OR disabled = false)`;
      return r.n;
    };
    const keys = await Promise.all(["a", "b", "c", "d"].map(async (name) => (await org.api.keys.create({ name })).data.hash));
    const steps: Array<[string, () => Promise<unknown>]> = [
      ["created", async () => undefined],
      ["one disabled", () => org.api.keys.update({ hash: keys[0], disabled: true })],
      ["two more disabled at once", () => org.api.keys.disableMany({ hashes: [keys[1], keys[2]] })],
      ["one enabled again", () => org.api.keys.update({ hash: keys[1], disabled: false })],
      ["a disabled one moved to W", () => org.api.keys.update({ hash: keys[2], workspace_id: ws })],
      ["a name changed (no move)", () => org.api.keys.update({ hash: keys[3], name: "renamed" })],
      ["one deleted", () => org.api.keys.delete({ hash: keys[3] })],
      ["a disabled one deleted", () => org.api.keys.delete({ hash: keys[0] })],
    ];
    for (const [step, run] of steps) {
      await run();
      for (const [workspaceId, name] of [[org.default_workspace_id, "default"], [ws, "W"]] as const) {
        for (const includeDisabled of [false, true]) {
          const listed = await org.api.keys.list({ workspace_id: workspaceId, include_disabled: includeDisabled });
          expect(listed.total_count, `${step}: ${name}, include_disabled ${includeDisabled}`).toBe(await counted(workspaceId, includeDisabled));
          // A page past the end counts alone.
          const past = await org.api.keys.list({ workspace_id: workspaceId, include_disabled: includeDisabled, offset: 50 });
          expect(past.total_count, `${step}: ${name} past the end`).toBe(listed.total_count);
        }
      }
    }
  });
});
