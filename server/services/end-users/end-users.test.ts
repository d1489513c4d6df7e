import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import { envelope } from "../../errors/app-error";
import { toAppError } from "../../errors/normalize";
import { failureOf, seedOrg } from "../../test/fixtures";
import { testDb } from "../../test/db";
import { registerEndUser } from "./tracking";

/** End-user registration rules through the router (createCaller), authenticated by real keys. */
describe("end-users service via createCaller", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
  });
  afterAll(() => h.close());

  it("create is idempotent: the existing registration comes back unchanged", async () => {
    const org = await seedOrg(h.prisma);
    const first = await org.api.endUsers.create({ user: "alice" });
    expect(Object.keys(first.data).sort()).toEqual(["created_at", "is_active", "updated_at", "user"]);
    expect(first.data).toMatchObject({ user: "alice", is_active: true });
    await org.api.endUsers.delete({ user: "alice" });
    const again = await org.api.endUsers.create({ user: "alice" });
    expect(again.data.is_active).toBe(false);
    expect(again.data.created_at).toBe(first.data.created_at);
  });

  it("lists in a stable order (created_at, then user), counts before paginating, and filters", async () => {
    const org = await seedOrg(h.prisma);
    const at = new Date("2030-01-01T00:00:00.000Z");
    // Same created_at for b, a, c: the tie is broken by the tracking string.
    await h.prisma.endUser.createMany({
      data: ["b", "a", "c"].map((user) => ({ org_id: org.organization_id, user, created_at: at, updated_at: at })),
    });
    await h.prisma.endUser.create({ data: { org_id: org.organization_id, user: "early", created_at: new Date("2029-01-01T00:00:00Z") } });
    await org.api.endUsers.delete({ user: "c" });
    const active = await org.api.endUsers.list({});
    expect(active.data.map((u) => u.user)).toEqual(["early", "a", "b"]);
    expect(active.total_count).toBe(3);
    const all = await org.api.endUsers.list({ include_inactive: true, offset: 1, limit: 2 });
    expect(all.data.map((u) => u.user)).toEqual(["a", "b"]);
    expect(all.total_count).toBe(4);
    expect((await org.api.endUsers.list({ include_inactive: true, offset: null })).data).toHaveLength(4);
    // Short pages, empty pages and full pages all report the same total.
    for (const [offset, limit, rows] of [[3, 10, 1], [4, 10, 0], [9, 10, 0], [0, 4, 4], [2, 2, 2]] as const) {
      const page = await org.api.endUsers.list({ include_inactive: true, offset, limit });
      expect([page.data.length, page.total_count], `offset ${offset} limit ${limit}`).toEqual([rows, 4]);
    }
    expect((await org.api.endUsers.list({ user: "c" })).total_count).toBe(0);
    expect((await org.api.endUsers.list({ user: "c", include_inactive: true })).data.map((u) => u.user)).toEqual(["c"]);
    expect((await org.api.endUsers.list({ user: "A" })).total_count).toBe(0);
  });

  it("another organization's registration is 404, and lists never cross organizations", async () => {
    const a = await seedOrg(h.prisma);
    const b = await seedOrg(h.prisma);
    await a.api.endUsers.create({ user: "shared-name" });
    const calls = [
      () => b.api.endUsers.get({ user: "shared-name" }),
      () => b.api.endUsers.update({ user: "shared-name", is_active: false }),
      () => b.api.endUsers.delete({ user: "shared-name" }),
    ];
    for (const call of calls) expect(await failureOf(call())).toEqual({ status: 404, message: "Resource not found" });
    expect((await b.api.endUsers.list({ include_inactive: true })).total_count).toBe(0);
    expect((await a.api.endUsers.get({ user: "shared-name" })).data.is_active).toBe(true);
    // b registering the same string gets its own registration.
    expect((await b.api.endUsers.create({ user: "shared-name" })).data.user).toBe("shared-name");
  });

  it("PATCH always moves updated_at forward, even past a database clock that runs ahead", async () => {
    const org = await seedOrg(h.prisma);
    const ahead = new Date(Date.now() + 60_000);
    await h.prisma.endUser.create({ data: { org_id: org.organization_id, user: "skewed", created_at: ahead, updated_at: ahead } });
    const patched = await org.api.endUsers.update({ user: "skewed", is_active: true });
    expect(patched.data.updated_at).toBe(new Date(ahead.getTime() + 1).toISOString());
    const again = await org.api.endUsers.update({ user: "skewed", is_active: true });
    expect(again.data.updated_at).toBe(new Date(ahead.getTime() + 2).toISOString());
    expect(again.data.created_at).toBe(ahead.toISOString());
  });

  it("DELETE deactivates once; repeating it succeeds and changes nothing", async () => {
    const org = await seedOrg(h.prisma);
    await registerEndUser(h.prisma, org.organization_id, "implicit");
    const first = await org.api.endUsers.delete({ user: "implicit" });
    expect(first.data.is_active).toBe(false);
    const second = await org.api.endUsers.delete({ user: "implicit" });
    expect(second.data).toEqual(first.data);
    const back = await org.api.endUsers.update({ user: "implicit", is_active: true });
    expect(back.data.is_active).toBe(true);
    expect(back.data.updated_at > first.data.updated_at).toBe(true);
  });

  it("'.' and '..' are ordinary tracking strings outside URL paths (the console reaches them)", async () => {
    const org = await seedOrg(h.prisma);
    for (const user of [".", ".."]) {
      expect((await org.api.endUsers.create({ user })).data.user).toBe(user);
      expect((await org.api.endUsers.update({ user, is_active: false })).data.is_active).toBe(false);
      expect((await org.api.endUsers.get({ user })).data.user).toBe(user);
    }
  });

  it("rejects lookups that could never be a registration before touching the database", async () => {
    const org = await seedOrg(h.prisma);
    const cases: Array<[string, () => Promise<unknown>]> = [
      ["lone surrogate (get)", () => org.api.endUsers.get({ user: "a\uD800b" })],
      ["lone surrogate (filter)", () => org.api.endUsers.list({ user: "\uDC00" })],
      ["NUL (update)", () => org.api.endUsers.update({ user: "a\u0000", is_active: true })],
      ["too long (delete)", () => org.api.endUsers.delete({ user: "x".repeat(513) })],
      ["lone surrogate (create)", () => org.api.endUsers.create({ user: "\uD83D" })],
    ];
    for (const [label, call] of cases) {
      const err = await call().then(() => null, (e: unknown) => e);
      expect(err, label).not.toBeNull();
      expect(envelope(toAppError(err)).error, label).toMatchObject({ code: 400, message: "Invalid request parameters", metadata: { issues: [{ field: "user" }] } });
    }
  });
});
