import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKey, hashKey, keyLabel } from "../../auth/keys";
import type { DbHandle } from "../../db";
import { callerWithRole, failureOf, seedOrg } from "../../test/fixtures";
import { testDb } from "../../test/db";

/** Workspace rules through the router (createCaller), authenticated by real keys. */
describe("workspaces service via createCaller", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
  });
  afterAll(() => h.close());

  const codeOf = failureOf;

  it("each organization gets a default workspace the owner is a member of", async () => {
    const org = await seedOrg(h.prisma);
    const list = await org.api.workspaces.list({});
    expect(list.total_count).toBe(1);
    expect(list.data[0]).toMatchObject({ id: org.default_workspace_id, slug: "default", created_by: org.owner_user_id, updated_at: null });
    const members = await org.api.workspaces.listMembers({ id: "default" });
    expect(members.data).toEqual([expect.objectContaining({ user_id: org.owner_user_id, role: "owner" })]);
  });

  it("DELETE refuses a workspace that still holds keys (409), and succeeds once it is empty", async () => {
    const org = await seedOrg(h.prisma);
    const ws = (await org.api.workspaces.create({ name: "Keys", slug: "keys" })).data;
    const key = generateKey("inference");
    await h.prisma.apiKey.create({
      data: { hash: hashKey(key), org_id: org.organization_id, workspace_id: ws.id, kind: "inference", name: "k", label: keyLabel(key), creator_user_id: org.owner_user_id },
    });
    expect(await codeOf(org.api.workspaces.delete({ id: "keys" }))).toEqual({
      status: 409,
      message: "The workspace still holds API keys; move or delete them first",
    });
    await h.prisma.apiKey.deleteMany({ where: { workspace_id: ws.id } });
    expect(await org.api.workspaces.delete({ id: ws.id })).toEqual({ deleted: true });
  });

  it("io_logging_api_key_ids must be the organization's own key ids", async () => {
    const a = await seedOrg(h.prisma);
    const b = await seedOrg(h.prisma);
    const bKey = await h.prisma.apiKey.findFirstOrThrow({ where: { org_id: b.organization_id } });
    const aKey = await h.prisma.apiKey.findFirstOrThrow({ where: { org_id: a.organization_id } });
    expect((await codeOf(a.api.workspaces.create({ name: "L", slug: "l", io_logging_api_key_ids: [bKey.id] })))?.status).toBe(400);
    const ok = await a.api.workspaces.create({ name: "L", slug: "l", io_logging_api_key_ids: [aKey.id, aKey.id] });
    expect(ok.data.io_logging_api_key_ids).toEqual([aKey.id]);
    const cleared = await a.api.workspaces.update({ id: "l", io_logging_api_key_ids: null });
    expect(cleared.data.io_logging_api_key_ids).toBeNull();
  });

  it("io_logging_api_key_ids beyond the integer range of key ids are unknown ids (400), not a database error (fuzz)", async () => {
    const org = await seedOrg(h.prisma);
    const key = await h.prisma.apiKey.findFirstOrThrow({ where: { org_id: org.organization_id } });
    for (const id of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      expect(await codeOf(org.api.workspaces.create({ name: "Big", slug: "big", io_logging_api_key_ids: [key.id, id] }))).toEqual({ status: 400, message: "Invalid request parameters" });
      expect(await codeOf(org.api.workspaces.update({ id: "default", io_logging_api_key_ids: [id] }))).toEqual({ status: 400, message: "Invalid request parameters" });
    }
    expect((await org.api.workspaces.update({ id: "default", io_logging_api_key_ids: [key.id] })).data.io_logging_api_key_ids).toEqual([key.id]);
  });

  it("roles: owners and admins write, members read only (403)", async () => {
    const org = await seedOrg(h.prisma);
    const admin = await callerWithRole(h.prisma, org.organization_id, "admin");
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    expect((await admin.api.workspaces.create({ name: "A", slug: "by-admin" })).data.created_by).toBe(admin.user.user_id);
    expect(await codeOf(member.api.workspaces.create({ name: "M", slug: "by-member" }))).toEqual({
      status: 403,
      message: "Only organization owners and admins can manage workspaces",
    });
    expect(await codeOf(member.api.workspaces.delete({ id: "by-admin" }))).toMatchObject({ status: 403 });
    expect((await member.api.workspaces.get({ id: "by-admin" })).data.slug).toBe("by-admin");
  });

  it("members/add counts a role change as an update", async () => {
    const org = await seedOrg(h.prisma);
    const u = await callerWithRole(h.prisma, org.organization_id, "member");
    expect((await org.api.workspaces.addMembers({ id: "default", user_ids: [u.user.user_id] })).added_count).toBe(1);
    await h.prisma.user.update({ where: { id: u.user.user_id }, data: { role: "admin" } });
    const again = await org.api.workspaces.addMembers({ id: "default", user_ids: [u.user.user_id] });
    expect(again.added_count).toBe(1);
    expect(again.data[0].role).toBe("admin");
  });

  it("an inference key cannot call management procedures (401), nor can disabled or expired keys", async () => {
    const org = await seedOrg(h.prisma);
    const { createCaller } = await import("../../trpc/root");
    const mk = async (data: { kind: "inference" | "management"; disabled?: boolean; expires_at?: Date }) => {
      const key = generateKey(data.kind);
      await h.prisma.apiKey.create({
        data: { hash: hashKey(key), org_id: org.organization_id, workspace_id: data.kind === "inference" ? org.default_workspace_id : null, name: "k", label: keyLabel(key), creator_user_id: org.owner_user_id, ...data },
      });
      return createCaller({ db: h.prisma, now: () => new Date(), auth: { type: "bearer", header: `Bearer ${key}` } });
    };
    expect(await codeOf((await mk({ kind: "inference" })).workspaces.list({}))).toEqual({
      status: 401,
      message: "This endpoint requires a management key; inference keys cannot call it",
    });
    expect(await codeOf((await mk({ kind: "management", disabled: true })).workspaces.list({}))).toEqual({ status: 401, message: "API key is disabled" });
    expect(await codeOf((await mk({ kind: "management", expires_at: new Date(Date.now() - 1000) })).workspaces.list({}))).toEqual({
      status: 401,
      message: "API key has expired",
    });
    expect((await (await mk({ kind: "management", expires_at: new Date(Date.now() + 60_000) })).workspaces.list({})).total_count).toBe(1);
  });
});
