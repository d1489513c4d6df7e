import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { callerWithRole, failureOf, seedOrg } from "../../test/fixtures";
import { addUser } from "../organizations/organizations";
import { LAST_OWNER_MESSAGE, SELF_REMOVE_MESSAGE } from "./people";

describe("people: organization members and role rules (createCaller)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
  });
  afterAll(() => h.close());

  it("lists, adds (into the default workspace), changes role (memberships follow) and removes", async () => {
    const org = await seedOrg(h.prisma);
    const added = await org.api.people.add({ email: "Ada@Example.com", name: "Ada Lovelace", role: "member" });
    expect(added.data).toMatchObject({ email: "ada@example.com", name: "Ada Lovelace", role: "member" });
    expect(added.data.workspaces.map((w) => w.id)).toEqual([org.default_workspace_id]);
    const changed = await org.api.people.updateRole({ user_id: added.data.user_id, role: "admin" });
    expect(changed.data.role).toBe("admin");
    const m = await h.prisma.workspaceMember.findFirstOrThrow({ where: { user_id: added.data.user_id } });
    expect(m.role).toBe("admin");
    const list = await org.api.people.list();
    expect(list.data.map((p) => p.email)).toEqual(["owner@switchyard.local", "ada@example.com"]);
    expect(list.data[0].management_key_count).toBe(1);
    expect(await org.api.people.remove({ user_id: added.data.user_id })).toEqual({ removed: true, disabled_management_keys: 0 });
    expect((await org.api.people.list()).data).toHaveLength(1);
  });

  it("the CLI's user add (--name optional) shows on the list; without a name, name is null", async () => {
    const org = await seedOrg(h.prisma);
    await addUser(h.prisma, { orgId: org.organization_id, email: "grace@example.com", role: "admin", name: " Grace Hopper " });
    await addUser(h.prisma, { orgId: org.organization_id, email: "anon@example.com", role: "member" });
    const list = (await org.api.people.list()).data;
    expect(list.map((p) => [p.email, p.name, p.role, p.workspaces.length])).toEqual([
      ["owner@switchyard.local", null, "owner", 1],
      ["grace@example.com", "Grace Hopper", "admin", 0],
      ["anon@example.com", null, "member", 0],
    ]);
  });

  it("removing a member disables their management keys (the key stops authenticating)", async () => {
    const org = await seedOrg(h.prisma);
    const admin = await callerWithRole(h.prisma, org.organization_id, "admin");
    expect(await org.api.people.remove({ user_id: admin.user.user_id })).toEqual({ removed: true, disabled_management_keys: 1 });
    expect(await failureOf(admin.api.people.list())).toEqual({ status: 401, message: "API key is disabled" });
  });

  it("table: who may do what, with the exact status and message", async () => {
    const org = await seedOrg(h.prisma);
    const admin = await callerWithRole(h.prisma, org.organization_id, "admin");
    const member = await callerWithRole(h.prisma, org.organization_id, "member");
    const target = await callerWithRole(h.prisma, org.organization_id, "member");
    const owner2 = await callerWithRole(h.prisma, org.organization_id, "owner");
    const ownerId = org.owner_user_id;
    const forbiddenPeople = { status: 403, message: "Only organization owners and admins can change people" };
    const rows: Array<[string, () => Promise<unknown>, { status: number; message: string } | null]> = [
      ["member adds", () => member.api.people.add({ email: "x1@example.com", name: "X", role: "member" }), forbiddenPeople],
      ["member changes a role", () => member.api.people.updateRole({ user_id: target.user.user_id, role: "admin" }), forbiddenPeople],
      ["member removes", () => member.api.people.remove({ user_id: target.user.user_id }), forbiddenPeople],
      ["admin adds an owner", () => admin.api.people.add({ email: "x2@example.com", name: "X", role: "owner" }), { status: 403, message: "Only an owner can add an owner" }],
      ["admin makes an owner", () => admin.api.people.updateRole({ user_id: target.user.user_id, role: "owner" }), { status: 403, message: "Only an owner can make a member an owner" }],
      ["admin demotes an owner", () => admin.api.people.updateRole({ user_id: owner2.user.user_id, role: "member" }), { status: 403, message: "Only an owner can change an owner's role" }],
      ["admin removes an owner", () => admin.api.people.remove({ user_id: owner2.user.user_id }), { status: 403, message: "Only an owner can remove an owner" }],
      ["admin removes themself", () => admin.api.people.remove({ user_id: admin.user.user_id }), { status: 409, message: SELF_REMOVE_MESSAGE }],
      ["duplicate email (any case)", () => org.api.people.add({ email: "OWNER@switchyard.local", name: "O", role: "member" }), { status: 409, message: "A member with email owner@switchyard.local already exists in this organization" }],
      ["unknown user", () => org.api.people.remove({ user_id: "00000000-0000-4000-8000-000000000000" }), { status: 404, message: "No member with id 00000000-0000-4000-8000-000000000000 in this organization" }],
      ["admin changes a member", () => admin.api.people.updateRole({ user_id: target.user.user_id, role: "admin" }), null],
      ["owner demotes the other owner", () => org.api.people.updateRole({ user_id: owner2.user.user_id, role: "admin" }), null],
      ["owner demotes the last owner (themself)", () => org.api.people.updateRole({ user_id: ownerId, role: "admin" }), { status: 409, message: LAST_OWNER_MESSAGE }],
    ];
    for (const [name, call, expected] of rows) {
      const got = await failureOf(call());
      expect(got, name).toEqual(expected);
    }
    expect((await h.prisma.user.findUniqueOrThrow({ where: { id: ownerId } })).role).toBe("owner");
    const other = await seedOrg(h.prisma);
    expect(await failureOf(org.api.people.remove({ user_id: other.owner_user_id }))).toEqual({
      status: 404,
      message: `No member with id ${other.owner_user_id} in this organization`,
    });
  });

  it("bad input is refused by the schema (a 400 over HTTP): bad email, blank name, unknown role, non-UUID id", async () => {
    const org = await seedOrg(h.prisma);
    const code = (p: Promise<unknown>) => p.then(() => "ok", (e: { code?: string }) => e.code);
    expect(await code(org.api.people.add({ email: "nope", name: "O", role: "member" }))).toBe("BAD_REQUEST");
    expect(await code(org.api.people.add({ email: "y@example.com", name: "  ", role: "member" }))).toBe("BAD_REQUEST");
    expect(await code(org.api.people.add({ email: "y@example.com", name: "Y", role: "root" as "member" }))).toBe("BAD_REQUEST");
    expect(await code(org.api.people.remove({ user_id: "abc" }))).toBe("BAD_REQUEST");
    expect((await org.api.people.list()).data).toHaveLength(1);
  });

  it("the last owner cannot be removed by another owner once they are the only one left", async () => {
    const org = await seedOrg(h.prisma);
    const owner2 = await callerWithRole(h.prisma, org.organization_id, "owner");
    expect(await owner2.api.people.remove({ user_id: org.owner_user_id })).toMatchObject({ removed: true });
    // owner2 is now the only owner: demoting them (by themself) is refused
    expect(await failureOf(owner2.api.people.updateRole({ user_id: owner2.user.user_id, role: "member" }))).toEqual({ status: 409, message: LAST_OWNER_MESSAGE });
  });
});
