import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { callerWithRole, failureOf, seedOrg } from "../../test/fixtures";

/**
 * Roles (docs/decisions.md, "Roles"): through the router, as the console and REST reach it.
 * A member's management key is refused every guardrail write with one 403; owners and admins
 * pass; a member creates keys only as themselves and reads I/O bodies only of their own keys.
 */

let h: DbHandle;
beforeAll(async () => {
  h = await testDb();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const GUARDRAILS_403 = { status: 403, message: "Only organization owners and admins can create, change, delete or assign guardrails" };

describe("roles", () => {
  it("a member gets 403 on each guardrail write; nothing changes; an admin may", async () => {
    const org = await seedOrg(h.prisma);
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    const adminC = await callerWithRole(h.prisma, org.organization_id, "admin");
    const g = (await org.api.guardrails.create({ name: "PII", content_filter_builtins: [{ slug: "ssn", action: "block" }] })).data;
    const key = await org.api.keys.create({ name: "k" });
    await org.api.guardrails.assignKeys({ id: g.id, key_hashes: [key.data.hash] });
    await org.api.guardrails.assignMembers({ id: g.id, member_user_ids: [member.user.user_id] });

    const writes: Array<[string, () => Promise<unknown>]> = [
      ["create", () => member.api.guardrails.create({ name: "mine" })],
      ["update filters away", () => member.api.guardrails.update({ id: g.id, content_filter_builtins: null })],
      ["update name", () => member.api.guardrails.update({ id: g.id, name: "renamed" })],
      ["delete", () => member.api.guardrails.delete({ id: g.id })],
      ["assign keys", () => member.api.guardrails.assignKeys({ id: g.id, key_hashes: [key.data.hash] })],
      ["unassign keys", () => member.api.guardrails.unassignKeys({ id: g.id, key_hashes: [key.data.hash] })],
      ["assign members", () => member.api.guardrails.assignMembers({ id: g.id, member_user_ids: [org.owner_user_id] })],
      ["unassign members", () => member.api.guardrails.unassignMembers({ id: g.id, member_user_ids: [member.user.user_id] })],
      ["delete an unknown guardrail (403 before 404)", () => member.api.guardrails.delete({ id: randomUUID() })],
    ];
    for (const [label, call] of writes) expect(await failureOf(call()), label).toEqual(GUARDRAILS_403);

    const after = await org.api.guardrails.get({ id: g.id });
    expect(after.data.name).toBe("PII");
    expect(after.data.content_filter_builtins).toHaveLength(1);
    expect((await org.api.guardrails.listKeyAssignments({ id: g.id, offset: 0, limit: 10 })).total_count).toBe(1);
    expect((await org.api.guardrails.listMemberAssignments({ id: g.id, offset: 0, limit: 10 })).total_count).toBe(1);
    // reads stay open to every management key of the organization
    expect((await member.api.guardrails.get({ id: g.id })).data.id).toBe(g.id);

    const made = (await adminC.api.guardrails.create({ name: "by admin" })).data;
    expect((await adminC.api.guardrails.update({ id: made.id, name: "by admin 2" })).data.name).toBe("by admin 2");
    expect(await adminC.api.guardrails.unassignMembers({ id: g.id, member_user_ids: [member.user.user_id] })).toEqual({ unassigned_count: 1 });
  });

  it("a member creates keys only as themselves; owners and admins for anyone", async () => {
    const org = await seedOrg(h.prisma);
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    const adminC = await callerWithRole(h.prisma, org.organization_id, "admin");
    expect(await failureOf(member.api.keys.create({ name: "as owner", creator_user_id: org.owner_user_id }))).toEqual({
      status: 403,
      message: "Only organization owners and admins can create keys for another user",
    });
    expect((await member.api.keys.create({ name: "mine" })).data.creator_user_id).toBe(member.user.user_id);
    expect((await member.api.keys.create({ name: "mine too", creator_user_id: member.user.user_id })).data.creator_user_id).toBe(member.user.user_id);
    expect((await adminC.api.keys.create({ name: "for the member", creator_user_id: member.user.user_id })).data.creator_user_id).toBe(member.user.user_id);
    expect((await org.api.keys.create({ name: "for the admin", creator_user_id: adminC.user.user_id })).data.creator_user_id).toBe(adminC.user.user_id);
  });

  it("a member changes, disables and deletes only the keys they created; owners and admins every key", async () => {
    const org = await seedOrg(h.prisma);
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    const other = await callerWithRole(h.prisma, org.organization_id, "member");
    const adminC = await callerWithRole(h.prisma, org.organization_id, "admin");
    const OTHERS_403 = { status: 403, message: "Only organization owners and admins can change or delete keys created by another user" };
    const ownersKey = (await org.api.keys.create({ name: "owner's" })).data;
    const othersKey = (await other.api.keys.create({ name: "other member's" })).data;
    const forMember = (await adminC.api.keys.create({ name: "made by the admin for the member", creator_user_id: member.user.user_id })).data;
    const mine = (await member.api.keys.create({ name: "mine" })).data;

    // [label, call, expected failure (null: it succeeds)]
    const cases: Array<[string, () => Promise<unknown>, { status: number; message: string } | null]> = [
      ["rename the owner's key", () => member.api.keys.update({ hash: ownersKey.hash, name: "taken" }), OTHERS_403],
      ["disable the owner's key", () => member.api.keys.update({ hash: ownersKey.hash, disabled: true }), OTHERS_403],
      ["raise the other member's limit", () => member.api.keys.update({ hash: othersKey.hash, limit: 1000 }), OTHERS_403],
      ["delete the owner's key", () => member.api.keys.delete({ hash: ownersKey.hash }), OTHERS_403],
      ["delete the other member's key", () => member.api.keys.delete({ hash: othersKey.hash }), OTHERS_403],
      ["bulk-disable their own and the owner's", () => member.api.keys.disableMany({ hashes: [mine.hash, ownersKey.hash] }), OTHERS_403],
      ["an unknown hash is still a 404", () => member.api.keys.delete({ hash: "0".repeat(64) }), { status: 404, message: "Resource not found" }],
      ["rename their own key", () => member.api.keys.update({ hash: mine.hash, name: "mine, renamed" }), null],
      ["rename a key created for them", () => member.api.keys.update({ hash: forMember.hash, name: "for me" }), null],
      ["bulk-disable their own", () => member.api.keys.disableMany({ hashes: [mine.hash] }), null],
      ["an admin renames the owner's key", () => adminC.api.keys.update({ hash: ownersKey.hash, name: "by the admin" }), null],
      ["the owner disables the member's key", () => org.api.keys.update({ hash: forMember.hash, disabled: true }), null],
      ["an admin deletes the other member's key", () => adminC.api.keys.delete({ hash: othersKey.hash }), null],
      ["the member deletes their own key", () => member.api.keys.delete({ hash: mine.hash }), null],
    ];
    for (const [label, call, expected] of cases) expect(await failureOf(call()), label).toEqual(expected);

    // nothing the member was refused was written
    const owners = (await org.api.keys.get({ hash: ownersKey.hash })).data;
    expect([owners.name, owners.disabled]).toEqual(["by the admin", false]);
    expect((await org.api.keys.get({ hash: forMember.hash })).data.disabled).toBe(true);
    expect(await failureOf(org.api.keys.get({ hash: othersKey.hash }))).toEqual({ status: 404, message: "Resource not found" });
  });

  it("a member reads I/O bodies only of requests of their own keys", async () => {
    const org = await seedOrg(h.prisma);
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    const adminC = await callerWithRole(h.prisma, org.organization_id, "admin");
    const ownersKey = await org.api.keys.create({ name: "owner's" });
    const membersKey = await member.api.keys.create({ name: "member's" });
    const request = async (keyId: number) => {
      const id = `req-${randomUUID()}`;
      const now = new Date();
      await h.prisma.usageLedger.create({ data: { request_id: id, org_id: org.organization_id, key_id: keyId, model: "local/echo", provider: "local", cost_usd: 0, created_at: now } });
      await h.prisma.generationIo.create({ data: { request_id: id, org_id: org.organization_id, key_id: keyId, request_body: '{"secret":1}', response_body: "{}", created_at: now } });
      return id;
    };
    const theirs = await request(ownersKey.data.id);
    const mine = await request(membersKey.data.id);

    const bodyOf = (g: { data: Record<string, unknown> }) => g.data.request_body ?? null;
    expect(bodyOf(await member.api.activity.generation({ id: mine }))).toBe('{"secret":1}');
    const hidden = await member.api.activity.generation({ id: theirs });
    expect(hidden.data.id).toBe(theirs);
    expect(bodyOf(hidden)).toBeNull();
    expect(hidden.data).not.toHaveProperty("response_body");
    expect(bodyOf(await adminC.api.activity.generation({ id: theirs }))).toBe('{"secret":1}');
    expect(bodyOf(await org.api.activity.generation({ id: mine }))).toBe('{"secret":1}');
  });
});
