import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../../test/http";
import { runAdmin } from "../../test/server";
import { NUL_MESSAGE, SURROGATE_MESSAGE } from "../../http/unsafe-strings";

type Key = { hash: string; id: number; workspace_id: string; disabled: boolean } & Record<string, unknown>;
const uniq = () => randomBytes(4).toString("hex");

function admin(args: string[]) {
  const r = runAdmin(args, inject("serverEnv"));
  expect(r.status, r.stderr).toBe(0);
  return r.json as Record<string, string>;
}

const RECORD_FIELDS = [
  "byok_usage", "byok_usage_daily", "byok_usage_monthly", "byok_usage_weekly", "created_at", "creator_user_id", "disabled", "expires_at",
  "external_user", "hash", "id", "include_byok_in_limit", "label", "last_used_at", "limit", "limit_remaining", "limit_reset", "name",
  "updated_at", "usage", "usage_daily", "usage_monthly", "usage_weekly", "workspace_id",
];

describe("API keys over REST", () => {
  let org: Record<string, string>;
  let call: ReturnType<typeof restClient>;
  const plaintexts: string[] = [];

  const create = async (body: Record<string, unknown> = {}) => {
    const r = await call<{ data: Key; key: string }>("POST", "/keys", { name: `k-${uniq()}`, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    plaintexts.push(r.body.key);
    return r.body;
  };

  beforeAll(() => {
    org = admin(["org", "create", "--name", `keys-http-${uniq()}`]);
    call = restClient(org.management_key);
  });

  it("POST /keys → 201 with the record (every field present) and the plaintext once; GET never shows it again", async () => {
    const created = await create({ limit: 12.5, limit_reset: "monthly", include_byok_in_limit: true, expires_at: "2099-01-01T00:00:00Z", external_user: "user-🦊-ü" });
    expect(created.key).toMatch(/^sk-sy-v1-[0-9a-f]{64}$/);
    expect(Object.keys(created.data).sort()).toEqual(RECORD_FIELDS);
    expect(created.data).toMatchObject({
      limit: 12.5,
      limit_remaining: 12.5,
      limit_reset: "monthly",
      include_byok_in_limit: true,
      expires_at: "2099-01-01T00:00:00.000Z",
      external_user: "user-🦊-ü",
      workspace_id: org.default_workspace_id,
      creator_user_id: org.owner_user_id,
      disabled: false,
      usage: 0,
      last_used_at: null,
    });
    const got = await call<{ data: Key }>("GET", `/keys/${created.data.hash}`);
    expect(got.status).toBe(200);
    expect(JSON.stringify(got.body)).not.toContain(created.key);
    expect(Object.keys(got.body.data).sort()).toEqual(RECORD_FIELDS);
    const plain = await create();
    expect(plain.data).toMatchObject({ limit: null, limit_remaining: null, limit_reset: null, expires_at: null, external_user: null, include_byok_in_limit: false });
  });

  const invalid: Array<[string, Record<string, unknown>, number, string, string | null]> = [
    ["name missing", { name: undefined }, 400, "Invalid request parameters", "name"],
    ["name empty", { name: "" }, 400, "Invalid request parameters", "name"],
    ["name blank", { name: "   " }, 400, "Invalid request parameters", "name"],
    ["name too long", { name: "n".repeat(201) }, 400, "Invalid request parameters", "name"],
    ["limit negative", { limit: -1 }, 400, "Invalid request parameters", "limit"],
    ["limit as string", { limit: "5" }, 400, "Invalid request parameters", "limit"],
    ["limit_reset unknown", { limit_reset: "yearly" }, 400, "Invalid request parameters", "limit_reset"],
    ["BYOK flag as string", { include_byok_in_limit: "true" }, 400, "Invalid request parameters", "include_byok_in_limit"],
    ["expires_at with an offset", { expires_at: "2099-01-01T00:00:00+02:00" }, 400, "Invalid request parameters", "expires_at"],
    ["expires_at without a zone", { expires_at: "2099-01-01T00:00:00" }, 400, "Invalid request parameters", "expires_at"],
    ["expires_at not a date", { expires_at: "tomorrow" }, 400, "Invalid request parameters", "expires_at"],
    ["expires_at in the past", { expires_at: "2001-01-01T00:00:00Z" }, 400, "Invalid request parameters", "expires_at"],
    ["workspace_id not a UUID", { workspace_id: "default" }, 400, "Invalid request parameters", "workspace_id"],
    ["workspace_id unknown", { workspace_id: "00000000-0000-4000-8000-000000000000" }, 404, "Resource not found", null],
    ["creator not in the organization", { creator_user_id: "00000000-0000-4000-8000-000000000000" }, 400, "Invalid request parameters", "creator_user_id"],
    ["external_user with surrounding space", { external_user: " x" }, 400, "Invalid request parameters", "external_user"],
    ["external_user with NUL", { external_user: "a\u0000b" }, 400, "Invalid request parameters", "external_user"],
    ["external_user too long", { external_user: "u".repeat(513) }, 400, "Invalid request parameters", "external_user"],
    ["external_user empty", { external_user: "" }, 400, "Invalid request parameters", "external_user"],
  ];
  it.each(invalid)("POST /keys: %s → %i", async (_l, patch, status, message, field) => {
    const name = `bad-${uniq()}`;
    const r = await call<ErrorBody>("POST", "/keys", { name, ...patch });
    expect(r.status).toBe(status);
    expect(r.body.error.message).toBe(message);
    if (field) expect((r.body.error.metadata?.issues as Array<{ field: string }>).map((i) => i.field)).toContain(field);
    const list = await call<{ data: Key[] }>("GET", "/keys?include_disabled=true&limit=100");
    expect(list.body.data.some((k) => k.name === name)).toBe(false);
  });

  it("PATCH rules over HTTP: exact statuses and messages", async () => {
    const k = (await create()).data;
    const team = (await call<{ data: { id: string } }>("POST", "/workspaces", { name: "T", slug: `t-${uniq()}` })).body.data.id;
    const hipaaSlug = `h-${uniq()}`;
    const hipaa = (await call<{ data: { id: string } }>("POST", "/workspaces", { name: "H", slug: hipaaSlug })).body.data.id;
    await call("POST", `/workspaces/${hipaa}/members/add`, { user_ids: [org.owner_user_id] });
    admin(["workspace", "hipaa", "--org", org.organization_id, "--workspace", hipaaSlug, "--on"]);
    const cases: Array<[string, unknown, number, string]> = [
      ["empty", {}, 400, "No update fields provided"],
      ["unknown field only", { foo: 1 }, 400, "No update fields provided"],
      ["limit not a number", { limit: "abc" }, 400, "Invalid request parameters"],
      ["disabled as string", { disabled: "true" }, 400, "Invalid request parameters"],
      ["limit_reset unknown", { limit_reset: "hourly" }, 400, "Invalid request parameters"],
      ["workspace_id not a UUID", { workspace_id: "x" }, 400, "Invalid request parameters"],
      ["into a HIPAA workspace", { workspace_id: hipaa }, 403, "Keys cannot be moved into a HIPAA workspace"],
      ["creator not a member", { workspace_id: team, name: "nope" }, 409, `The key's creator (user ${org.owner_user_id}) is not a member of workspace '${(await call<{ data: { slug: string } }>("GET", `/workspaces/${team}`)).body.data.slug}'; add the creator to the workspace first`],
      ["unknown workspace", { workspace_id: "00000000-0000-4000-8000-000000000000" }, 404, "Resource not found"],
    ];
    for (const [label, body, status, message] of cases) {
      const r = await call<ErrorBody>("PATCH", `/keys/${k.hash}`, body);
      expect(r.status, label).toBe(status);
      expect(r.body.error, label).toMatchObject({ code: status, message });
    }
    const unchanged = await call<{ data: Key }>("GET", `/keys/${k.hash}`);
    expect(unchanged.body.data).toMatchObject({ workspace_id: org.default_workspace_id, name: k.name });
    const ok = await call<{ data: Key }>("PATCH", `/keys/${k.hash}`, { name: "renamed", limit: 3, foo: "ignored" });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: "renamed", limit: 3, limit_remaining: 3 });
    expect((await call<ErrorBody>("PATCH", `/keys/${"0".repeat(64)}`, { name: "x" })).status).toBe(404);
  });

  it("GET /key answers for either kind; an inference key on a management endpoint is 401", async () => {
    const { key, data } = await create();
    const asInference = restClient(key);
    const me = await asInference<{ data: Key & { is_management_key: boolean } }>("GET", "/key");
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ hash: data.hash, is_management_key: false });
    const mgmt = await call<{ data: { is_management_key: boolean; workspace_id: string | null } }>("GET", "/key");
    expect(mgmt.body.data).toMatchObject({ is_management_key: true, workspace_id: null });
    for (const [method, path] of [["GET", "/keys"], ["GET", "/workspaces"], ["POST", "/keys"]] as const) {
      const r = await asInference<ErrorBody>(method, path, method === "POST" ? { name: "x" } : undefined);
      expect(r.status, path).toBe(401);
      expect(r.body.error.message).toBe("This endpoint requires a management key; inference keys cannot call it");
    }
    expect((await restClient(null)("GET", "/key")).status).toBe(401);
  });

  it("deleting or disabling a key makes its next request answer 401 (the cache is invalidated, not left to expire); enabling restores it", async () => {
    const a = await create();
    const asA = restClient(a.key);
    expect((await asA("GET", "/key")).status).toBe(200);
    expect((await call("DELETE", `/keys/${a.data.hash}`)).status).toBe(200);
    const gone = await asA<ErrorBody>("GET", "/key");
    expect(gone.status).toBe(401);
    expect(gone.body.error.message).toBe("Invalid API key");
    expect((await call("DELETE", `/keys/${a.data.hash}`)).status).toBe(404);

    const b = await create();
    const asB = restClient(b.key);
    expect((await asB("GET", "/key")).status).toBe(200);
    expect((await call("PATCH", `/keys/${b.data.hash}`, { disabled: true })).status).toBe(200);
    // the very next request: the 1 s cache expiry cannot be what refuses it
    const refused = await asB<ErrorBody>("GET", "/key");
    expect([refused.status, refused.body.error.message]).toEqual([401, "API key is disabled"]);
    await call("PATCH", `/keys/${b.data.hash}`, { disabled: false });
    expect((await asB("GET", "/key")).status).toBe(200);
  });

  it("last_used_at is kept up to date (batched, no write per request)", async () => {
    const { key, data } = await create();
    expect(data.last_used_at).toBeNull();
    const before = Date.now();
    await restClient(key)("GET", "/key");
    const got = await call<{ data: { last_used_at: string | null } }>("GET", `/keys/${data.hash}`);
    expect(got.body.data.last_used_at).not.toBeNull();
    expect(new Date(got.body.data.last_used_at as string).getTime()).toBeGreaterThanOrEqual(before - 5);
  });

  const MISMATCH = "differs from external_user; send one of them, or the same value in both";
  const invalidIssue = (field: string, message: string) => ({ error: { code: 400, message: "Invalid request parameters", metadata: { issues: [{ field, message }] } } });
  // body fields besides `name` → expected status and either the stored external_user or the exact 400 body
  const externalCases: Array<[string, (u: string) => Record<string, unknown>, number, (u: string) => unknown]> = [
    ["external.user alone", (u) => ({ external: { user: u } }), 200, (u) => u],
    ["external_user alone", (u) => ({ external_user: u }), 200, (u) => u],
    ["both, the same value", (u) => ({ external: { user: u }, external_user: u }), 200, (u) => u],
    ["external: null and external_user: null", () => ({ external: null, external_user: null }), 200, () => null],
    ["both, different values", (u) => ({ external: { user: u }, external_user: `${u}-other` }), 400, () => invalidIssue("external.user", MISMATCH)],
    ["external: null, external_user set", (u) => ({ external: null, external_user: u }), 400, () => invalidIssue("external.user", MISMATCH)],
    ["external.user set, external_user: null", (u) => ({ external: { user: u }, external_user: null }), 400, () => invalidIssue("external.user", MISMATCH)],
    ["external.user with surrounding space", () => ({ external: { user: " x" } }), 400, () => invalidIssue("external.user", "must not start or end with whitespace")],
    ["external.user with NUL", () => ({ external: { user: "a\u0000b" } }), 400, () => invalidIssue("external.user", NUL_MESSAGE)],
    ["external.user with a lone surrogate", () => ({ external: { user: "a\ud800" } }), 400, () => invalidIssue("external.user", SURROGATE_MESSAGE)],
    ["external.user of 513 characters", () => ({ external: { user: "🦊".repeat(513) } }), 400, () => invalidIssue("external.user", "must be at most 512 characters")],
    ["external.api_key", (u) => ({ external: { user: u, api_key: "p".repeat(40) } }), 400, () => invalidIssue("external.api_key", "is not supported: the gateway generates every key")],
  ];

  it.each(externalCases)("POST /keys with %s", async (label, fields, status, expected) => {
    const u = `ext-${uniq()}`;
    const r = await call<{ data: Key } & ErrorBody>("POST", "/keys", { name: `ext-${uniq()}`, ...fields(u) });
    if (status === 200) {
      expect(r.status, label).toBe(201);
      expect(r.body.data.external_user).toBe(expected(u));
      expect(Object.keys(r.body.data).sort()).toEqual(RECORD_FIELDS);
    } else {
      expect(r.status, label).toBe(status);
      expect(r.body).toEqual(expected(u));
    }
    const reg = await call("GET", `/end-users/${encodeURIComponent(u)}`);
    expect(reg.status, "registered only when stored").toBe(status === 200 && expected(u) !== null ? 200 : 404);
  });

  it.each(externalCases)("PATCH /keys/{hash} with %s", async (label, fields, status, expected) => {
    const k = (await create({ external_user: `before-${uniq()}` })).data;
    const u = `ext-${uniq()}`;
    const r = await call<{ data: Key } & ErrorBody>("PATCH", `/keys/${k.hash}`, fields(u));
    expect(r.status, label).toBe(status);
    if (status === 200) {
      expect(r.body.data.external_user).toBe(expected(u));
      expect((await call<{ data: Key }>("GET", `/keys/${k.hash}`)).body.data.external_user).toBe(expected(u));
    } else {
      expect(r.body).toEqual(expected(u));
      expect((await call<{ data: Key }>("GET", `/keys/${k.hash}`)).body.data.external_user).toBe(k.external_user);
    }
    const reg = await call("GET", `/end-users/${encodeURIComponent(u)}`);
    expect(reg.status, "registered only when stored").toBe(status === 200 && expected(u) !== null ? 200 : 404);
  });

  it("PATCH external.user registers the end user the way POST does (an inactive registration stays inactive)", async () => {
    const k = (await create()).data;
    const u = `inactive-${uniq()}`;
    expect((await call("POST", "/end-users", { user: u })).status).toBe(201);
    expect((await call("DELETE", `/end-users/${encodeURIComponent(u)}`)).status).toBe(200);
    const r = await call<{ data: Key }>("PATCH", `/keys/${k.hash}`, { external: { user: u } });
    expect(r.status).toBe(200);
    expect(r.body.data.external_user).toBe(u);
    const reg = await call<{ data: { is_active: boolean } }>("GET", `/end-users/${encodeURIComponent(u)}`);
    expect(reg.body.data.is_active).toBe(false);
    // a 400 is decided before the key is looked up
    const unknown = await call<ErrorBody>("PATCH", `/keys/${"0".repeat(64)}`, { external: { user: "a" }, external_user: "b" });
    expect(unknown.status).toBe(400);
  });

  it("GET /key adds what OpenRouter's SDK requires of the current key, with honest values", async () => {
    const { key, data } = await create({ limit: 4 });
    const me = await restClient(key)<{ data: Record<string, unknown> }>("GET", "/key");
    expect(me.status).toBe(200);
    const added = ["allowed_data_regions", "free_model_daily_requests", "is_free_tier", "is_management_key", "is_provisioning_key", "organization_id", "rate_limit"];
    expect(Object.keys(me.body.data).sort()).toEqual([...RECORD_FIELDS, ...added].sort());
    expect(me.body.data).toMatchObject({
      hash: data.hash,
      limit: 4,
      is_management_key: false,
      is_provisioning_key: false,
      is_free_tier: false,
      organization_id: org.organization_id,
      rate_limit: { interval: "1m", requests: -1, note: expect.stringContaining("30 requests per minute per key") },
      free_model_daily_requests: { limit: 0, remaining: 0, used: 0 },
      allowed_data_regions: ["global"],
    });
    const mgmt = await call<{ data: Record<string, unknown> }>("GET", "/key");
    expect(mgmt.body.data).toMatchObject({ is_management_key: true, is_provisioning_key: true, organization_id: org.organization_id, workspace_id: null });
  });

  it("keys are never stored or logged in plaintext: grep the database and the server's log", async () => {
    expect(plaintexts.length).toBeGreaterThan(3);
    const haystacks: Array<[string, Buffer]> = [["server log", readFileSync(inject("serverLogFile"))]];
    const url = inject("serverEnv").DATABASE_URL;
    if (url) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const tables = await c.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
      for (const { tablename } of tables.rows) {
        const rows = await c.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM "${tablename}" t`);
        haystacks.push([`table ${tablename}`, Buffer.from(rows.rows.map((r) => r.j).join("\n"))]);
      }
      await c.end();
    } else {
      const dir = inject("serverDataDir");
      for (const f of readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile())) {
        haystacks.push([f.name, readFileSync(join(f.parentPath, f.name))]);
      }
    }
    expect(haystacks.length).toBeGreaterThan(1);
    for (const key of [...plaintexts, inject("managementKey")]) {
      const secret = key.slice(-40);
      for (const [where, buf] of haystacks) expect(buf.includes(secret), `${where} contains a key`).toBe(false);
    }
    // ...while the hashes are there (the grep itself works).
    if (url) expect(haystacks.some(([, b]) => b.includes(plaintexts.length ? "sk-sy-v1-" : ""))).toBe(true);
  });
});
