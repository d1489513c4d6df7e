import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../../test/http";
import { runAdmin } from "../../test/server";

type Ws = { id: string; slug: string; name: string; updated_at: string | null; created_by: string } & Record<string, unknown>;

const uniq = () => randomBytes(4).toString("hex");
const env = () => inject("serverEnv");

function admin(args: string[]) {
  const r = runAdmin(args, env());
  expect(r.status, r.stderr).toBe(0);
  return r.json as Record<string, string>;
}

describe("workspaces over REST", () => {
  // Each file works in an organization of its own, made with the operator CLI against the running server.
  let org: Record<string, string>;
  let call: ReturnType<typeof restClient>;
  let other: ReturnType<typeof restClient>;
  let otherWs: Ws;

  beforeAll(async () => {
    org = admin(["org", "create", "--name", `ws-http-${uniq()}`]);
    call = restClient(org.management_key);
    const otherOrg = admin(["org", "create", "--name", `ws-other-${uniq()}`]);
    other = restClient(otherOrg.management_key);
    const r = await other<{ data: Ws }>("POST", "/workspaces", { name: "Theirs", slug: "theirs" });
    expect(r.status).toBe(201);
    otherWs = r.body.data;
  });

  it("creates a workspace (201) that GET returns by slug and by id, with every field of spec 2.4", async () => {
    const slug = `team-${uniq()}`;
    const created = await call<{ data: Ws }>("POST", "/workspaces", { name: "Team", slug });
    expect(created.status).toBe(201);
    const ws = created.body.data;
    expect(ws).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Team",
      slug,
      description: null,
      created_by: org.owner_user_id,
      created_at: expect.any(String),
      updated_at: null,
      default_image_model: null,
      default_text_model: null,
      default_provider_sort: null,
      io_logging_api_key_ids: null,
      io_logging_sampling_rate: 1,
      is_data_discount_logging_enabled: false,
      is_observability_broadcast_enabled: false,
      is_observability_io_logging_enabled: false,
      default_guardrail_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    for (const id of [slug, ws.id, ws.id.toUpperCase()]) {
      const got = await call<{ data: Ws }>("GET", `/workspaces/${id}`);
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual(ws);
    }
  });

  it("accepts the limits exactly at their bounds", async () => {
    const slug = `a${"b".repeat(48)}${uniq()}`.slice(0, 50);
    const r = await call<{ data: Ws }>("POST", "/workspaces", {
      name: "n".repeat(100),
      slug,
      description: "d".repeat(500),
      default_provider_sort: "exacto",
      default_text_model: "openai/gpt-4o-mini",
      default_image_model: null,
      io_logging_sampling_rate: 0.0001,
      is_data_discount_logging_enabled: true,
      is_observability_broadcast_enabled: true,
      is_observability_io_logging_enabled: true,
      io_logging_api_key_ids: [],
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ slug, io_logging_sampling_rate: 0.0001, default_provider_sort: "exacto", io_logging_api_key_ids: [] });
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ["name missing", { slug: "x1" }, "name"],
    ["name empty", { name: "", slug: "x2" }, "name"],
    ["name over 100", { name: "n".repeat(101), slug: "x3" }, "name"],
    ["name not a string", { name: 5, slug: "x4" }, "name"],
    ["slug missing", { name: "a" }, "slug"],
    ["slug empty", { name: "a", slug: "" }, "slug"],
    ["slug over 50", { name: "a", slug: "s".repeat(51) }, "slug"],
    ["slug uppercase", { name: "a", slug: "Team" }, "slug"],
    ["slug leading hyphen", { name: "a", slug: "-team" }, "slug"],
    ["slug trailing hyphen", { name: "a", slug: "team-" }, "slug"],
    ["slug double hyphen", { name: "a", slug: "a--b" }, "slug"],
    ["slug underscore", { name: "a", slug: "a_b" }, "slug"],
    ["slug space", { name: "a", slug: "a b" }, "slug"],
    ["description over 500", { name: "a", slug: "x5", description: "d".repeat(501) }, "description"],
    ["unknown provider sort", { name: "a", slug: "x6", default_provider_sort: "fastest" }, "default_provider_sort"],
    ["sampling rate 0", { name: "a", slug: "x7", io_logging_sampling_rate: 0 }, "io_logging_sampling_rate"],
    ["sampling rate below 0.0001", { name: "a", slug: "x8", io_logging_sampling_rate: 0.00009 }, "io_logging_sampling_rate"],
    ["sampling rate above 1", { name: "a", slug: "x9", io_logging_sampling_rate: 1.01 }, "io_logging_sampling_rate"],
    ["sampling rate as string", { name: "a", slug: "x10", io_logging_sampling_rate: "0.5" }, "io_logging_sampling_rate"],
    ["sampling rate null", { name: "a", slug: "x11", io_logging_sampling_rate: null }, "io_logging_sampling_rate"],
    ["boolean as string", { name: "a", slug: "x12", is_observability_io_logging_enabled: "true" }, "is_observability_io_logging_enabled"],
    ["boolean as number", { name: "a", slug: "x13", is_data_discount_logging_enabled: 1 }, "is_data_discount_logging_enabled"],
    ["key ids not integers", { name: "a", slug: "x14", io_logging_api_key_ids: ["a"] }, "io_logging_api_key_ids.0"],
    ["key ids of no key", { name: "a", slug: "x15", io_logging_api_key_ids: [987654] }, "io_logging_api_key_ids"],
  ];
  it.each(invalid)("POST /workspaces: %s → 400 naming the field", async (_label, payload, field) => {
    const r = await call<ErrorBody>("POST", "/workspaces", payload);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(400);
    expect(r.body.error.message).toBe("Invalid request parameters");
    const issues = r.body.error.metadata?.issues as Array<{ field: string }>;
    expect(issues.map((i) => i.field)).toContain(field);
    const list = await call<{ data: Ws[] }>("GET", "/workspaces?limit=100");
    expect(list.body.data.some((w) => w.slug === payload.slug)).toBe(false);
  });

  it("duplicate slug → 409; the same slug in another organization is fine", async () => {
    const slug = `dup-${uniq()}`;
    expect((await call("POST", "/workspaces", { name: "One", slug })).status).toBe(201);
    const again = await call<ErrorBody>("POST", "/workspaces", { name: "Two", slug });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 409, message: `A workspace with slug '${slug}' already exists`, metadata: { slug } });
    expect((await other("POST", "/workspaces", { name: "Mine", slug })).status).toBe(201);
  });

  it("PATCH applies fields, sets updated_at, and follows the rules", async () => {
    const slug = `patch-${uniq()}`;
    const ws = (await call<{ data: Ws }>("POST", "/workspaces", { name: "P", slug, description: "x" })).body.data;
    const r = await call<{ data: Ws }>("PATCH", `/workspaces/${slug}`, { name: "Renamed", description: null, default_provider_sort: "latency" });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: ws.id, name: "Renamed", description: null, default_provider_sort: "latency" });
    expect(r.body.data.updated_at).not.toBeNull();
    const bySlug = await call<{ data: Ws }>("PATCH", `/workspaces/${ws.id}`, { slug: `${slug}-b` });
    expect(bySlug.body.data.slug).toBe(`${slug}-b`);
    expect((await call("GET", `/workspaces/${slug}`)).status).toBe(404);
  });

  const patchErrors: Array<[string, () => string, unknown, number, string]> = [
    ["empty body", () => "default", {}, 400, "No update fields provided"],
    ["unknown fields only", () => "default", { foo: 1 }, 400, "No update fields provided"],
    ["invalid slug", () => "default", { slug: "Bad Slug" }, 400, "Invalid request parameters"],
    ["name too long", () => "default", { name: "n".repeat(101) }, 400, "Invalid request parameters"],
    ["sampling rate out of range", () => "default", { io_logging_sampling_rate: 2 }, 400, "Invalid request parameters"],
    ["unknown workspace", () => "no-such-workspace", { name: "x" }, 404, "Resource not found"],
    ["unknown uuid", () => "00000000-0000-4000-8000-000000000000", { name: "x" }, 404, "Resource not found"],
    ["another organization's workspace (id)", () => otherWs.id, { name: "x" }, 404, "Resource not found"],
    ["another organization's workspace (slug)", () => otherWs.slug, { name: "x" }, 404, "Resource not found"],
  ];
  it.each(patchErrors)("PATCH: %s → %i", async (_l, id, payload, status, message) => {
    const r = await call<ErrorBody>("PATCH", `/workspaces/${id()}`, payload);
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(status);
    expect(r.body.error.message).toBe(message);
  });

  it("another organization's workspace is 404 on every endpoint, by id and by slug", async () => {
    for (const id of [otherWs.id, otherWs.slug]) {
      const ops: Array<[string, string, unknown]> = [
        ["GET", `/workspaces/${id}`, undefined],
        ["PATCH", `/workspaces/${id}`, { name: "mine now" }],
        ["DELETE", `/workspaces/${id}`, undefined],
        ["GET", `/workspaces/${id}/members`, undefined],
        ["POST", `/workspaces/${id}/members/add`, { user_ids: [org.owner_user_id] }],
        ["POST", `/workspaces/${id}/members/remove`, { user_ids: [org.owner_user_id] }],
      ];
      for (const [method, path, payload] of ops) {
        const r = await call<ErrorBody>(method, path, payload);
        expect(r.status, `${method} ${path}`).toBe(404);
        expect(r.body).toEqual({ error: { code: 404, message: "Resource not found", metadata: null } });
      }
    }
    const theirs = await other<{ data: Ws }>("GET", `/workspaces/${otherWs.id}`);
    expect(theirs.body.data.name).toBe("Theirs");
  });

  it("PATCH to a slug already taken → 409", async () => {
    const a = `pa-${uniq()}`;
    const b = `pb-${uniq()}`;
    await call("POST", "/workspaces", { name: "A", slug: a });
    await call("POST", "/workspaces", { name: "B", slug: b });
    const r = await call<ErrorBody>("PATCH", `/workspaces/${b}`, { slug: a });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toBe(`A workspace with slug '${a}' already exists`);
  });

  it("GET /workspaces paginates with total_count and validates offset/limit", async () => {
    const all = await call<{ data: Ws[]; total_count: number }>("GET", "/workspaces?limit=100");
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(all.body.data.length);
    expect(all.body.data[0].slug).toBe("default");
    const page = await call<{ data: Ws[]; total_count: number }>("GET", "/workspaces?offset=1&limit=2");
    expect(page.body.total_count).toBe(all.body.total_count);
    expect(page.body.data.map((w) => w.id)).toEqual(all.body.data.slice(1, 3).map((w) => w.id));
    expect(all.body.data.some((w) => w.id === otherWs.id)).toBe(false);
    for (const q of ["limit=0", "limit=101", "offset=-1", "limit=abc", "limit=1.5"]) {
      const r = await call<ErrorBody>("GET", `/workspaces?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.error.message).toBe("Invalid request parameters");
    }
  });

  it("DELETE removes a workspace; the default one is refused with 409; other orgs' are 404", async () => {
    const slug = `del-${uniq()}`;
    await call("POST", "/workspaces", { name: "D", slug });
    const r = await call("DELETE", `/workspaces/${slug}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ deleted: true });
    expect((await call("GET", `/workspaces/${slug}`)).status).toBe(404);
    const def = await call<ErrorBody>("DELETE", "/workspaces/default");
    expect(def.status).toBe(409);
    expect(def.body.error.message).toBe("The default workspace cannot be deleted");
    expect((await call("DELETE", `/workspaces/${otherWs.id}`)).status).toBe(404);
    expect((await other("GET", `/workspaces/${otherWs.id}`)).status).toBe(200);
  });

  it("members: add copies the org role, counts created or updated, lists and removes; non-members → 400", async () => {
    const slug = `mem-${uniq()}`;
    await call("POST", "/workspaces", { name: "M", slug });
    const u = admin(["user", "add", "--org", org.organization_id, "--email", `m-${uniq()}@example.com`, "--role", "admin"]);
    const add = await call<{ added_count: number; data: Array<Record<string, unknown>> }>("POST", `/workspaces/${slug}/members/add`, {
      user_ids: [u.user_id, org.owner_user_id, u.user_id],
    });
    expect(add.status).toBe(200);
    expect(add.body.added_count).toBe(2);
    expect(add.body.data).toHaveLength(2);
    expect(add.body.data.find((m) => m.user_id === u.user_id)).toMatchObject({ role: "admin", workspace_id: expect.any(String), id: expect.any(String), created_at: expect.any(String) });
    const again = await call<{ added_count: number }>("POST", `/workspaces/${slug}/members/add`, { user_ids: [u.user_id] });
    expect(again.body.added_count).toBe(0);
    const list = await call<{ data: unknown[]; total_count: number }>("GET", `/workspaces/${slug}/members`);
    expect(list.body.total_count).toBe(2);

    const stranger = admin(["org", "create", "--name", `stranger-${uniq()}`]).owner_user_id;
    const bad = await call<ErrorBody>("POST", `/workspaces/${slug}/members/add`, { user_ids: [u.user_id, stranger, "not-a-uuid"] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Some user_ids are not members of the organization");
    expect(bad.body.error.metadata?.unknown_user_ids).toEqual([stranger, "not-a-uuid"]);
    for (const payload of [{}, { user_ids: [] }, { user_ids: "x" }, { user_ids: [""] }]) {
      const r = await call<ErrorBody>("POST", `/workspaces/${slug}/members/add`, payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await call("POST", `/workspaces/${otherWs.id}/members/add`, { user_ids: [u.user_id] })).status).toBe(404);

    const rm = await call<{ removed_count: number }>("POST", `/workspaces/${slug}/members/remove`, { user_ids: [u.user_id] });
    expect(rm.body.removed_count).toBe(1);
    expect((await call<{ total_count: number }>("GET", `/workspaces/${slug}/members`)).body.total_count).toBe(1);
  });

  it("a management key whose user is a plain member gets 403 on writes, 200 on reads", async () => {
    const u = admin(["user", "add", "--org", org.organization_id, "--email", `plain-${uniq()}@example.com`, "--role", "member"]);
    const k = admin(["key", "create-management", "--org", org.organization_id, "--user", u.user_id]);
    const member = restClient(k.key);
    expect((await member("GET", "/workspaces")).status).toBe(200);
    const cases: Array<[string, string, unknown]> = [
      ["POST", "/workspaces", { name: "x", slug: `m-${uniq()}` }],
      ["PATCH", "/workspaces/default", { name: "x" }],
      ["POST", "/workspaces/default/members/add", { user_ids: [u.user_id] }],
    ];
    for (const [method, path, payload] of cases) {
      const r = await member<ErrorBody>(method, path, payload);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.error.message).toBe("Only organization owners and admins can manage workspaces");
    }
  });

  it("every workspace endpoint: 401 without a key, with an unknown key, and with a malformed header", async () => {
    const anon = restClient(null);
    const bogus = restClient("sk-sy-v1-0000000000000000000000000000000000000000000000000000000000000000");
    const ops: Array<[string, string, unknown]> = [
      ["GET", "/workspaces", undefined],
      ["POST", "/workspaces", { name: "x", slug: "x" }],
      ["GET", "/workspaces/default", undefined],
      ["PATCH", "/workspaces/default", { name: "x" }],
      ["DELETE", "/workspaces/default", undefined],
      ["GET", "/workspaces/default/members", undefined],
      ["POST", "/workspaces/default/members/add", { user_ids: ["x"] }],
      ["POST", "/workspaces/default/members/remove", { user_ids: ["x"] }],
    ];
    for (const [method, path, payload] of ops) {
      const a = await anon<ErrorBody>(method, path, payload);
      expect(a.status, `${method} ${path}`).toBe(401);
      expect(a.body).toEqual({ error: { code: 401, message: "Missing Authentication header", metadata: null } });
      const b = await bogus<ErrorBody>(method, path, payload);
      expect(b.status).toBe(401);
      expect(b.body.error.message).toBe("Invalid API key");
      const c = await anon<ErrorBody>(method, path, payload, { headers: { authorization: "Basic abc" } });
      expect(c.status).toBe(401);
    }
  });
});
