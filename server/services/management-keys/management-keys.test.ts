import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticateKey } from "../../auth/authenticate";
import { hashKey } from "../../auth/keys";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { callerWithRole, failureOf, seedOrg } from "../../test/fixtures";
import { createCaller } from "../../trpc/root";
import { addUser, createManagementKey as cliCreate } from "../organizations/organizations";
import { LAST_KEY_MESSAGE, revokeManagementKeyByHash } from "./management-keys";

describe("management keys service via createCaller", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
  });
  afterAll(() => h.close());

  const as = (key: string) => createCaller({ db: h.prisma, now: () => new Date(), auth: { type: "bearer", header: `Bearer ${key}` } });

  it("create returns the plaintext once and stores only its hash; list, get and rename never show it", async () => {
    const org = await seedOrg(h.prisma);
    const created = await org.api.managementKeys.create({ name: "ci" });
    expect(created.key).toMatch(/^sk-sy-mgmt-v1-[0-9a-f]{64}$/);
    expect(created.data).toEqual({
      hash: hashKey(created.key),
      name: "ci",
      label: `sk-sy-mgmt-v1-${created.key.slice(14, 17)}...${created.key.slice(-4)}`,
      disabled: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_used_at: null,
      creator_user_id: org.owner_user_id,
    });
    const row = await h.prisma.apiKey.findUniqueOrThrow({ where: { hash: created.data.hash } });
    expect(JSON.stringify(row)).not.toContain(created.key.slice(-40));
    // The new key works as a management key.
    expect((await as(created.key).managementKeys.list({})).total_count).toBe(2);
    const list = await org.api.managementKeys.list({});
    expect(list.total_count).toBe(2);
    expect(list.data.map((k) => k.name)).toEqual(["Management key", "ci"]);
    expect(JSON.stringify(list)).not.toContain(created.key.slice(-40));
    expect((await org.api.managementKeys.list({ offset: 1, limit: 1 })).data.map((k) => k.hash)).toEqual([created.data.hash]);
    const renamed = await org.api.managementKeys.update({ hash: created.data.hash.toUpperCase(), name: "ci-renamed" });
    expect(renamed).toMatchObject({ data: { name: "ci-renamed", disabled: false } });
    expect((await org.api.managementKeys.get({ hash: created.data.hash })).data.name).toBe("ci-renamed");
  });

  it("the last active owner/admin key cannot be disabled or deleted (409), whoever asks; once another exists it can", async () => {
    const org = await seedOrg(h.prisma);
    const firstHash = hashKey(org.management_key);
    expect(await failureOf(org.api.managementKeys.update({ hash: firstHash, disabled: true }))).toEqual({ status: 409, message: LAST_KEY_MESSAGE });
    expect(await failureOf(org.api.managementKeys.delete({ hash: firstHash }))).toEqual({ status: 409, message: LAST_KEY_MESSAGE });
    // A member's active key does not keep the organization manageable: it does not count.
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    expect(await failureOf(org.api.managementKeys.update({ hash: firstHash, disabled: true }))).toEqual({ status: 409, message: LAST_KEY_MESSAGE });
    // ...but it can itself be revoked.
    await org.api.managementKeys.update({ hash: hashKey(member.key), disabled: true });
    const second = await org.api.managementKeys.create({ name: "second" });
    // Now the first key may revoke itself; the second becomes the last one.
    expect((await org.api.managementKeys.update({ hash: firstHash, disabled: true })).data.disabled).toBe(true);
    await expect(authenticateKey(h.prisma, org.management_key)).rejects.toMatchObject({ status: 401, message: "API key is disabled" });
    const asSecond = as(second.key);
    expect(await failureOf(asSecond.managementKeys.delete({ hash: second.data.hash }))).toEqual({ status: 409, message: LAST_KEY_MESSAGE });
    await expect(revokeManagementKeyByHash(h.prisma, { hash: second.data.hash })).rejects.toMatchObject({ status: 409, message: LAST_KEY_MESSAGE });
    // Re-enabling and deleting a disabled key are fine; a deleted key is unknown.
    expect((await asSecond.managementKeys.update({ hash: firstHash, disabled: false })).data.disabled).toBe(false);
    expect(await asSecond.managementKeys.delete({ hash: firstHash })).toEqual({ deleted: true });
    await expect(authenticateKey(h.prisma, org.management_key)).rejects.toMatchObject({ status: 401, message: "Invalid API key" });
    expect(await failureOf(asSecond.managementKeys.get({ hash: firstHash }))).toEqual({ status: 404, message: "Resource not found" });
  });

  it("two concurrent revocations of an organization's last two keys: exactly one succeeds", async () => {
    const org = await seedOrg(h.prisma);
    const other = await cliCreate(h.prisma, { orgId: org.organization_id, name: "other" });
    const results = await Promise.allSettled([
      revokeManagementKeyByHash(h.prisma, { hash: hashKey(org.management_key) }),
      revokeManagementKeyByHash(h.prisma, { hash: other.hash }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const active = await h.prisma.apiKey.count({ where: { org_id: org.organization_id, kind: "management", disabled: false } });
    expect(active).toBe(1);
  });

  it("roles: members get 403 on every call; admins cannot write keys that act for an owner", async () => {
    const org = await seedOrg(h.prisma);
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    const admin = await callerWithRole(h.prisma, org.organization_id, "admin");
    const ownerHash = hashKey(org.management_key);
    const onlyManagers = { status: 403, message: "Only organization owners and admins can manage management keys" };
    for (const call of [
      () => member.api.managementKeys.list({}),
      () => member.api.managementKeys.get({ hash: ownerHash }),
      () => member.api.managementKeys.create({ name: "x" }),
      () => member.api.managementKeys.update({ hash: hashKey(member.key), name: "x" }),
      () => member.api.managementKeys.delete({ hash: hashKey(member.key) }),
    ]) {
      expect(await failureOf(call())).toEqual(onlyManagers);
    }
    const notForOwner = { status: 403, message: "Admins cannot create or change management keys that act for an owner" };
    expect(await failureOf(admin.api.managementKeys.create({ name: "x", creator_user_id: org.owner_user_id }))).toEqual(notForOwner);
    expect(await failureOf(admin.api.managementKeys.update({ hash: ownerHash, disabled: true }))).toEqual(notForOwner);
    expect(await failureOf(admin.api.managementKeys.delete({ hash: ownerHash }))).toEqual(notForOwner);
    // Admins manage their own and members' keys, and read every key.
    const forMember = await admin.api.managementKeys.create({ name: "for member", creator_user_id: member.user.user_id });
    expect(forMember.data.creator_user_id).toBe(member.user.user_id);
    expect((await admin.api.managementKeys.update({ hash: forMember.data.hash, disabled: true })).data.disabled).toBe(true);
    expect((await admin.api.managementKeys.get({ hash: ownerHash })).data.creator_user_id).toBe(org.owner_user_id);
    // Owners may create keys for anyone in the organization, not outside it.
    const user = await addUser(h.prisma, { orgId: org.organization_id, email: "someone@example.com", role: "admin" });
    expect((await org.api.managementKeys.create({ name: "for admin", creator_user_id: user.user_id })).data.creator_user_id).toBe(user.user_id);
    const stranger = await seedOrg(h.prisma);
    expect(await failureOf(org.api.managementKeys.create({ name: "x", creator_user_id: stranger.owner_user_id }))).toEqual({
      status: 400,
      message: "Invalid request parameters",
    });
  });

  it("another organization's key, an inference key and an unknown hash are all 404; an inference key cannot call (401)", async () => {
    const a = await seedOrg(h.prisma);
    const b = await seedOrg(h.prisma);
    const inference = await a.api.keys.create({ name: "inf" });
    for (const hash of [hashKey(b.management_key), inference.data.hash, "0".repeat(64)]) {
      expect(await failureOf(a.api.managementKeys.get({ hash }))).toEqual({ status: 404, message: "Resource not found" });
      expect(await failureOf(a.api.managementKeys.update({ hash, disabled: true }))).toEqual({ status: 404, message: "Resource not found" });
      expect(await failureOf(a.api.managementKeys.delete({ hash }))).toEqual({ status: 404, message: "Resource not found" });
    }
    await expect(revokeManagementKeyByHash(h.prisma, { hash: inference.data.hash })).rejects.toMatchObject({
      status: 404,
      message: `Management key not found: ${inference.data.hash}`,
    });
    await expect(revokeManagementKeyByHash(h.prisma, { hash: hashKey(b.management_key), orgId: a.organization_id })).rejects.toMatchObject({
      status: 404,
      message: `Management key not found: ${hashKey(b.management_key)}`,
    });
    expect(await failureOf(as(inference.key).managementKeys.list({}))).toEqual({
      status: 401,
      message: "This endpoint requires a management key; inference keys cannot call it",
    });
    // Management keys stay out of /keys.
    expect(await failureOf(a.api.keys.get({ hash: hashKey(a.management_key) }))).toEqual({ status: 404, message: "Resource not found" });
  });
});
