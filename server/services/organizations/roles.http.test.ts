import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../../test/http";
import { runAdmin } from "../../test/server";

/**
 * Roles over the wire (docs/decisions.md, "Roles"): a member's management key over REST, and a
 * member's console session over tRPC, get the same 403 envelope on every guardrail write, and on
 * creating a key for someone else, and on changing or deleting a key someone else created; nothing
 * is written. Owners and admins pass.
 */

const uniq = () => randomBytes(4).toString("hex");
const GUARDRAILS = "Only organization owners and admins can create, change, delete or assign guardrails";
const KEYS_FOR_OTHERS = "Only organization owners and admins can create keys for another user";
const OTHERS_KEYS = "Only organization owners and admins can change or delete keys created by another user";

function admin(args: string[]) {
  const r = runAdmin(args, inject("serverEnv"));
  expect(r.status, r.stderr).toBe(0);
  return r.json as Record<string, string>;
}

/** A console session of a management key: tRPC over /api/trpc with the sealed cookie. */
async function consoleSession(key: string) {
  const base = inject("baseUrl");
  const signIn = await fetch(`${base}/api/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key }) });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
  return async (path: string, input: unknown) => {
    const r = await fetch(`${base}/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(input) });
    return { status: r.status, body: (await r.json()) as { error?: { message: string; envelope: ErrorBody } } };
  };
}

describe("roles over REST and the console's tRPC", () => {
  let org: Record<string, string>;
  let member: Record<string, string>;
  let owner: ReturnType<typeof restClient>;
  let asMember: ReturnType<typeof restClient>;
  let asAdmin: ReturnType<typeof restClient>;
  let g: { id: string };
  let keyHash: string;

  beforeAll(async () => {
    org = admin(["org", "create", "--name", `roles-${uniq()}`]);
    member = admin(["user", "add", "--org", org.organization_id, "--email", `m-${uniq()}@example.com`, "--role", "member"]);
    const adminUser = admin(["user", "add", "--org", org.organization_id, "--email", `a-${uniq()}@example.com`, "--role", "admin"]);
    const memberKey = admin(["key", "create-management", "--org", org.organization_id, "--user", member.user_id]);
    const adminKey = admin(["key", "create-management", "--org", org.organization_id, "--user", adminUser.user_id]);
    owner = restClient(org.management_key);
    asMember = restClient(memberKey.key);
    asAdmin = restClient(adminKey.key);
    member.key = memberKey.key;
    const made = await owner<{ data: { id: string } }>("POST", "/guardrails", { name: `pii-${uniq()}`, content_filter_builtins: [{ slug: "ssn", action: "block" }] });
    expect(made.status).toBe(201);
    g = made.body.data;
    const key = await owner<{ data: { hash: string } }>("POST", "/keys", { name: `k-${uniq()}` });
    keyHash = key.body.data.hash;
    expect((await owner("POST", `/guardrails/${g.id}/assignments/keys`, { key_hashes: [keyHash] })).status).toBe(200);
    expect((await owner("POST", `/guardrails/${g.id}/assignments/members`, { member_user_ids: [member.user_id] })).status).toBe(200);
  });

  const writes = (): Array<[string, string, string, unknown, string]> => [
    // label, REST method, REST path, body, message
    ["create", "POST", "/guardrails", { name: "mine" }, GUARDRAILS],
    ["update its filters away", "PATCH", `/guardrails/${g.id}`, { content_filter_builtins: null }, GUARDRAILS],
    ["delete", "DELETE", `/guardrails/${g.id}`, undefined, GUARDRAILS],
    ["assign keys", "POST", `/guardrails/${g.id}/assignments/keys`, { key_hashes: [keyHash] }, GUARDRAILS],
    ["unassign keys", "POST", `/guardrails/${g.id}/assignments/keys/remove`, { key_hashes: [keyHash] }, GUARDRAILS],
    ["assign members", "POST", `/guardrails/${g.id}/assignments/members`, { member_user_ids: [org.owner_user_id] }, GUARDRAILS],
    ["unassign members", "POST", `/guardrails/${g.id}/assignments/members/remove`, { member_user_ids: [member.user_id] }, GUARDRAILS],
    ["a key created as the owner", "POST", "/keys", { name: "escape", creator_user_id: org.owner_user_id }, KEYS_FOR_OTHERS],
  ];

  async function unchanged() {
    const now = await owner<{ data: { content_filter_builtins: unknown[] | null } }>("GET", `/guardrails/${g.id}`);
    expect(now.status).toBe(200);
    expect(now.body.data.content_filter_builtins).toHaveLength(1);
    expect((await owner<{ total_count: number }>("GET", `/guardrails/${g.id}/assignments/keys`)).body.total_count).toBe(1);
    expect((await owner<{ total_count: number }>("GET", `/guardrails/${g.id}/assignments/members`)).body.total_count).toBe(1);
  }

  it("a member's management key gets the 403 envelope on each guardrail write (REST)", async () => {
    for (const [label, method, path, body, message] of writes()) {
      const r = await asMember<ErrorBody>(method, path, body);
      expect(r.status, label).toBe(403);
      expect(r.body, label).toEqual({ error: { code: 403, message, metadata: { user_id: member.user_id, role: "member" } } });
    }
    await unchanged();
    // reads stay open, and a member creates keys as themselves
    expect((await asMember("GET", `/guardrails/${g.id}`)).status).toBe(200);
    const own = await asMember<{ data: { creator_user_id: string } }>("POST", "/keys", { name: `own-${uniq()}` });
    expect([own.status, own.body.data.creator_user_id]).toEqual([201, member.user_id]);
  });

  it("a member's console session gets the same 403 on each guardrail write (tRPC)", async () => {
    const trpc = await consoleSession(member.key);
    const calls: Array<[string, string, unknown, string]> = [
      ["create", "guardrails.create", { name: "mine" }, GUARDRAILS],
      ["update", "guardrails.update", { id: g.id, content_filter_builtins: null }, GUARDRAILS],
      ["delete", "guardrails.delete", { id: g.id }, GUARDRAILS],
      ["assign keys", "guardrails.assignKeys", { id: g.id, key_hashes: [keyHash] }, GUARDRAILS],
      ["unassign keys", "guardrails.unassignKeys", { id: g.id, key_hashes: [keyHash] }, GUARDRAILS],
      ["assign members", "guardrails.assignMembers", { id: g.id, member_user_ids: [org.owner_user_id] }, GUARDRAILS],
      ["unassign members", "guardrails.unassignMembers", { id: g.id, member_user_ids: [member.user_id] }, GUARDRAILS],
      ["a key created as the owner", "keys.create", { name: "escape", creator_user_id: org.owner_user_id }, KEYS_FOR_OTHERS],
    ];
    for (const [label, path, input, message] of calls) {
      const r = await trpc(path, input);
      expect(r.status, label).toBe(403);
      expect(r.body.error?.envelope, label).toEqual({ error: { code: 403, message, metadata: { user_id: member.user_id, role: "member" } } });
    }
    await unchanged();
  });

  it("a member changes and deletes only the keys they created, over REST and the console (403 otherwise)", async () => {
    const trpc = await consoleSession(member.key);
    const mine = await asMember<{ data: { hash: string } }>("POST", "/keys", { name: `mine-${uniq()}` });
    expect(mine.status).toBe(201);
    const refused = { error: { code: 403, message: OTHERS_KEYS, metadata: { user_id: member.user_id, role: "member" } } };
    // [label, REST method, body] on the owner's key
    const rest: Array<[string, string, unknown]> = [
      ["rename", "PATCH", { name: "taken" }],
      ["disable", "PATCH", { disabled: true }],
      ["raise the limit", "PATCH", { limit: 1000 }],
      ["delete", "DELETE", undefined],
    ];
    for (const [label, method, body] of rest) {
      const r = await asMember<ErrorBody>(method, `/keys/${keyHash}`, body);
      expect([r.status, r.body], label).toEqual([403, refused]);
    }
    // [label, procedure, input]
    const calls: Array<[string, string, unknown]> = [
      ["update", "keys.update", { hash: keyHash, disabled: true }],
      ["delete", "keys.delete", { hash: keyHash }],
      ["bulk disable with one of theirs", "keys.disableMany", { hashes: [mine.body.data.hash, keyHash] }],
    ];
    for (const [label, path, input] of calls) {
      const r = await trpc(path, input);
      expect([r.status, r.body.error?.envelope], label).toEqual([403, refused]);
    }
    const owners = await owner<{ data: { name: string; disabled: boolean; limit: number | null } }>("GET", `/keys/${keyHash}`);
    expect(owners.status).toBe(200);
    expect([owners.body.data.disabled, owners.body.data.limit]).toEqual([false, null]);
    expect(owners.body.data.name).not.toBe("taken");
    // their own key: changed and deleted; the owner's: the owner may
    expect((await asMember("PATCH", `/keys/${mine.body.data.hash}`, { name: "renamed" })).status).toBe(200);
    expect((await trpc("keys.disableMany", { hashes: [mine.body.data.hash] })).status).toBe(200);
    expect((await asMember("DELETE", `/keys/${mine.body.data.hash}`)).status).toBe(200);
    expect((await asAdmin("PATCH", `/keys/${keyHash}`, { name: `by-admin-${uniq()}` })).status).toBe(200);
  });

  it("an admin's key may write guardrails", async () => {
    const made = await asAdmin<{ data: { id: string } }>("POST", "/guardrails", { name: `admin-${uniq()}` });
    expect(made.status).toBe(201);
    expect((await asAdmin("PATCH", `/guardrails/${made.body.data.id}`, { name: "renamed" })).status).toBe(200);
    expect((await asAdmin("DELETE", `/guardrails/${made.body.data.id}`)).status).toBe(200);
  });
});
