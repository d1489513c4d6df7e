import { randomBytes } from "node:crypto";
import http from "node:http";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../../test/http";
import { runAdmin } from "../../test/server";

type EndUser = { user: string; is_active: boolean; created_at: string; updated_at: string };
type List = { data: EndUser[]; total_count: number };

const uniq = () => randomBytes(4).toString("hex");
const FIELDS = ["created_at", "is_active", "updated_at", "user"];
/** The path of one registration: the tracking string URL-encoded as one segment. */
const at = (user: string) => `/end-users/${encodeURIComponent(user)}`;
const filter = (user: string, extra = "") => `/end-users?user=${encodeURIComponent(user)}${extra}`;
const fieldsOf = (b: ErrorBody) => [...new Set(((b.error.metadata?.issues as Array<{ field: string }> | undefined) ?? []).map((i) => i.field))];

function admin(args: string[]) {
  const r = runAdmin(args, inject("serverEnv"));
  expect(r.status, r.stderr).toBe(0);
  return r.json as Record<string, string>;
}

/**
 * A request whose path goes on the wire exactly as written: fetch (WHATWG URL) would already
 * resolve `%2E` and `..` segments, so what the server does with them is only seen this way.
 */
function rawRequest(method: string, path: string, key: string, body?: unknown): Promise<{ status: number; location?: string; text: string }> {
  const url = new URL(inject("baseUrl"));
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `/api/v1${path}`,
        headers: { authorization: `Bearer ${key}`, ...(payload ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, text }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("end users over REST", () => {
  let org: Record<string, string>;
  let call: ReturnType<typeof restClient>;
  let other: ReturnType<typeof restClient>;

  const register = async (user: string) => {
    const r = await call<{ data: EndUser }>("POST", "/end-users", { user });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data;
  };

  beforeAll(() => {
    org = admin(["org", "create", "--name", `end-users-http-${uniq()}`]);
    call = restClient(org.management_key);
    other = restClient(admin(["org", "create", "--name", `end-users-other-${uniq()}`]).management_key);
  });

  it("POST /end-users → 201 with exactly the four fields of spec 2.1; again → 200 with the registration unchanged", async () => {
    const user = `alice-${uniq()}`;
    const created = await call<{ data: EndUser }>("POST", "/end-users", { user });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(["data"]);
    expect(Object.keys(created.body.data).sort()).toEqual(FIELDS);
    expect(created.body.data).toEqual({ user, is_active: true, created_at: expect.any(String), updated_at: created.body.data.created_at });
    expect(new Date(created.body.data.created_at).toISOString()).toBe(created.body.data.created_at);

    expect((await call("DELETE", at(user))).status).toBe(200);
    const deactivated = (await call<{ data: EndUser }>("GET", at(user))).body.data;
    const again = await call<{ data: EndUser }>("POST", "/end-users", { user });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(deactivated);
    expect(again.body.data.is_active).toBe(false);

    const got = await call<{ data: EndUser }>("GET", at(user));
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ data: deactivated });
  });

  // Strings that are awkward in a URL path, each registered, read, updated and deactivated through it.
  const awkward: Array<[string, string]> = [
    ["slash", "team/alice"],
    ["leading slash", "/root"],
    ["slash and dot-dot", "a/../b"],
    ["percent", "100%"],
    ["literal %2F", "a%2Fb"],
    ["literal %2E", "%2E"],
    ["question mark", "what?x=1"],
    ["hash", "issue#42"],
    ["space inside", "jane doe"],
    ["tab inside", "tab\there"],
    ["plus and at", "user+tag@example.com"],
    ["ampersand, equals, semicolon", "a&b=c;d"],
    ["quotes and angle brackets", `"quoted" <tag> 'single'`],
    ["backslash", "dom\\user"],
    ["braces and pipe", "{a}|[b]^`c`"],
    ["emoji", "🦊 fox 🚀"],
    ["ZWJ emoji sequence", "👩‍👩‍👧‍👦"],
    ["Japanese", "山田太郎"],
    ["Arabic", "مستخدم"],
    ["Greek", "Χρήστης"],
    ["combining marks (not normalised)", "Cafe\u0301"],
    ["three dots", "..."],
    ["dot prefix", ".hidden"],
    ["dot-dot suffix", "x.."],
    ["512 ASCII characters", "u".repeat(512)],
    ["512 emoji (1024 UTF-16 units)", "🦊".repeat(512)],
  ];
  it.each(awkward)("round-trips a tracking string through the path: %s", async (_label, base) => {
    // Unique per run (the HTTP suite may reuse a PostgreSQL database), without breaking the length cases.
    const user = base.length >= 512 || [...base].length >= 512 ? base : `${base}~${uniq()}`;
    const created = await register(user);
    expect(created.user).toBe(user);

    const got = await call<{ data: EndUser }>("GET", at(user));
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.data).toEqual(created);

    const patched = await call<{ data: EndUser }>("PATCH", at(user), { is_active: false });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ user, is_active: false });

    const reactivated = await call<{ data: EndUser }>("PATCH", at(user), { is_active: true });
    expect(reactivated.body.data).toMatchObject({ user, is_active: true });

    const deleted = await call<{ data: EndUser }>("DELETE", at(user));
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ user, is_active: false });

    const listed = await call<List>("GET", filter(user, "&include_inactive=true"));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ data: [deleted.body.data], total_count: 1 });
  });

  it("tracking strings are case-sensitive and exact: no trimming, no case folding, no Unicode normalisation", async () => {
    const base = `Case-${uniq()}`;
    await register(base);
    for (const variant of [base.toLowerCase(), base.toUpperCase(), `${base}\u0301`]) {
      const r = await call<ErrorBody>("GET", at(variant));
      expect(r.status, variant).toBe(404);
      expect(r.body).toEqual({ error: { code: 404, message: "Resource not found", metadata: null } });
    }
    expect((await call<List>("GET", filter(base.toLowerCase()))).body.total_count).toBe(0);
    expect((await call<List>("GET", filter(` ${base}`))).body.total_count).toBe(0);
    expect((await call<List>("GET", filter(base))).body.total_count).toBe(1);
    const lower = await call<{ data: EndUser }>("POST", "/end-users", { user: base.toLowerCase() });
    expect(lower.status).toBe(201);
  });

  it("PATCH sets is_active and moves updated_at; DELETE deactivates softly and repeats with 200", async () => {
    const user = `bob-${uniq()}`;
    const created = await register(user);
    const off = await call<{ data: EndUser }>("PATCH", at(user), { is_active: false, unknown_field: "ignored" });
    expect(off.status).toBe(200);
    expect(Object.keys(off.body.data).sort()).toEqual(FIELDS);
    expect(off.body.data).toMatchObject({ user, is_active: false, created_at: created.created_at });
    expect(off.body.data.updated_at > created.updated_at).toBe(true);

    // The same value again is still a lifecycle update: updated_at moves (spec 3.1).
    const offAgain = await call<{ data: EndUser }>("PATCH", at(user), { is_active: false });
    expect(offAgain.body.data.updated_at > off.body.data.updated_at).toBe(true);

    // Inactive registrations leave the default list, stay readable, and come back with include_inactive.
    expect((await call<List>("GET", filter(user))).body).toEqual({ data: [], total_count: 0 });
    expect((await call<List>("GET", filter(user, "&include_inactive=true"))).body.data).toEqual([offAgain.body.data]);

    const on = await call<{ data: EndUser }>("PATCH", at(user), { is_active: true });
    expect(on.body.data.is_active).toBe(true);
    expect((await call<List>("GET", filter(user))).body.total_count).toBe(1);

    const del = await call<{ data: EndUser }>("DELETE", at(user));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: { user, is_active: false, created_at: created.created_at, updated_at: expect.any(String) } });
    expect(del.body.data.updated_at > on.body.data.updated_at).toBe(true);
    const delAgain = await call<{ data: EndUser }>("DELETE", at(user));
    expect(delAgain.status).toBe(200);
    expect(delAgain.body).toEqual(del.body);
  });

  const u = "valid-user";
  const badRequests: Array<[string, string, string, unknown, number, string, string[]]> = [
    // [label, method, path, body, status, message, failing fields]
    ["list: offset negative → 400", "GET", "/end-users?offset=-1", undefined, 400, "Invalid request parameters", ["offset"]],
    ["list: offset fractional → 400", "GET", "/end-users?offset=1.5", undefined, 400, "Invalid request parameters", ["offset"]],
    ["list: offset not a number → 400", "GET", "/end-users?offset=abc", undefined, 400, "Invalid request parameters", ["offset"]],
    ["list: limit 0 → 400", "GET", "/end-users?limit=0", undefined, 400, "Invalid request parameters", ["limit"]],
    ["list: limit 101 → 400", "GET", "/end-users?limit=101", undefined, 400, "Invalid request parameters", ["limit"]],
    ["list: limit not a number → 400", "GET", "/end-users?limit=ten", undefined, 400, "Invalid request parameters", ["limit"]],
    ["list: user empty → 400", "GET", "/end-users?user=", undefined, 400, "Invalid request parameters", ["user"]],
    ["list: user 513 characters → 400", "GET", filter("u".repeat(513)), undefined, 400, "Invalid request parameters", ["user"]],
    ["list: user with NUL → 400", "GET", "/end-users?user=a%00b", undefined, 400, "Invalid request parameters", ["user"]],
    ["list: user given twice → 400", "GET", "/end-users?user=a&user=b", undefined, 400, "Invalid request parameters", ["user"]],
    ["list: include_inactive not a boolean → 400", "GET", "/end-users?include_inactive=yes", undefined, 400, "Invalid request parameters", ["include_inactive"]],
    ["list: include_inactive as 1 → 400", "GET", "/end-users?include_inactive=1", undefined, 400, "Invalid request parameters", ["include_inactive"]],
    ["get: 513 characters → 400", "GET", at("u".repeat(513)), undefined, 400, "Invalid request parameters", ["user"]],
    ["get: NUL → 400", "GET", "/end-users/a%00b", undefined, 400, "Invalid request parameters", ["user"]],
    ["get: unknown → 404", "GET", at(`nobody-${uniq()}`), undefined, 404, "Resource not found", []],
    ["create: user missing → 400", "POST", "/end-users", {}, 400, "Invalid request parameters", ["user"]],
    ["create: user empty → 400", "POST", "/end-users", { user: "" }, 400, "Invalid request parameters", ["user"]],
    ["create: leading space → 400", "POST", "/end-users", { user: " x" }, 400, "Invalid request parameters", ["user"]],
    ["create: trailing newline → 400", "POST", "/end-users", { user: "x\n" }, 400, "Invalid request parameters", ["user"]],
    ["create: NUL → 400", "POST", "/end-users", { user: "a\u0000b" }, 400, "Invalid request parameters", ["user"]],
    ["create: lone surrogate → 400", "POST", "/end-users", { user: "a\uD800" }, 400, "Invalid request parameters", ["user"]],
    ["create: 513 characters → 400", "POST", "/end-users", { user: "u".repeat(513) }, 400, "Invalid request parameters", ["user"]],
    ["create: 513 emoji → 400", "POST", "/end-users", { user: "🦊".repeat(513) }, 400, "Invalid request parameters", ["user"]],
    ["create: number → 400", "POST", "/end-users", { user: 42 }, 400, "Invalid request parameters", ["user"]],
    ["create: null → 400", "POST", "/end-users", { user: null }, 400, "Invalid request parameters", ["user"]],
    ["patch: body empty → 400", "PATCH", at(u), {}, 400, "Invalid request parameters", ["is_active"]],
    ["patch: is_active as string → 400", "PATCH", at(u), { is_active: "false" }, 400, "Invalid request parameters", ["is_active"]],
    ["patch: is_active as number → 400", "PATCH", at(u), { is_active: 0 }, 400, "Invalid request parameters", ["is_active"]],
    ["patch: is_active null → 400", "PATCH", at(u), { is_active: null }, 400, "Invalid request parameters", ["is_active"]],
    ["patch: only an unknown field → 400", "PATCH", at(u), { active: true }, 400, "Invalid request parameters", ["is_active"]],
    ["patch: 513 characters → 400", "PATCH", at("u".repeat(513)), { is_active: true }, 400, "Invalid request parameters", ["user"]],
    ["patch: unknown → 404", "PATCH", at(`nobody-${uniq()}`), { is_active: true }, 404, "Resource not found", []],
    ["delete: NUL → 400", "DELETE", "/end-users/%00", undefined, 400, "Invalid request parameters", ["user"]],
    ["delete: unknown → 404", "DELETE", at(`nobody-${uniq()}`), undefined, 404, "Resource not found", []],
  ];
  it.each(badRequests)("%s", async (_label, method, path, body, status, message, fields) => {
    if (method === "PATCH" && path === at(u)) await call("POST", "/end-users", { user: u });
    const r = await call<ErrorBody>(method, path, body);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(Object.keys(r.body)).toEqual(["error"]);
    expect(r.body.error).toMatchObject({ code: status, message });
    expect(fieldsOf(r.body)).toEqual(fields);
    if (fields.length === 0) expect(r.body.error.metadata).toBeNull();
  });

  it("PATCH without a JSON Content-Type is a 415, and nothing changes", async () => {
    const user = `ct-${uniq()}`;
    await register(user);
    const r = await call<ErrorBody>("PATCH", at(user), undefined, { rawBody: JSON.stringify({ is_active: false }), headers: { "content-type": "text/plain" } });
    expect(r.status).toBe(415);
    expect(r.body.error).toEqual({ code: 415, message: "Unsupported media type", metadata: { reason: "Content-Type must be application/json" } });
    expect((await call<{ data: EndUser }>("GET", at(user))).body.data.is_active).toBe(true);
  });

  it("lists oldest first (created_at, then user), counts matches before paginating, and honours include_inactive", async () => {
    const own = restClient(admin(["org", "create", "--name", `end-users-list-${uniq()}`]).management_key);
    const names = ["c", "a", "b", "e", "d"];
    const made: EndUser[] = [];
    for (const user of names) {
      const r = await own<{ data: EndUser }>("POST", "/end-users", { user });
      expect(r.status).toBe(201);
      made.push(r.body.data);
    }
    const expected = [...made].sort((x, y) => (x.created_at === y.created_at ? (x.user < y.user ? -1 : 1) : x.created_at < y.created_at ? -1 : 1));
    const all = await own<List>("GET", "/end-users");
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ data: expected, total_count: 5 });

    const page = await own<List>("GET", "/end-users?offset=1&limit=2");
    expect(page.body).toEqual({ data: expected.slice(1, 3), total_count: 5 });
    const beyond = await own<List>("GET", "/end-users?offset=50");
    expect(beyond.body).toEqual({ data: [], total_count: 5 });
    const explicitDefaults = await own<List>("GET", "/end-users?offset=0&limit=50&include_inactive=false");
    expect(explicitDefaults.body).toEqual(all.body);

    expect((await own("DELETE", at("a"))).status).toBe(200);
    expect((await own<List>("GET", "/end-users")).body.total_count).toBe(4);
    const withInactive = await own<List>("GET", "/end-users?include_inactive=true&limit=100");
    expect(withInactive.body.total_count).toBe(5);
    expect(withInactive.body.data.map((x) => x.user)).toEqual(expected.map((x) => x.user));
    expect(withInactive.body.data.find((x) => x.user === "a")?.is_active).toBe(false);
    expect((await own<List>("GET", "/end-users?user=a")).body).toEqual({ data: [], total_count: 0 });
    expect((await own<List>("GET", "/end-users?user=a&include_inactive=true")).body.total_count).toBe(1);
  });

  it("GET /end-users refuses parameters spec 4.1 does not have (400 naming each), never ignoring them", async () => {
    const cases: Array<[string, string, string[]]> = [
      ["is_active (a field, not a filter)", "?is_active=false", ["is_active"]],
      ["search", "?search=bob", ["search"]],
      ["workspace_id", "?workspace_id=default", ["workspace_id"]],
      ["cursor pagination", "?cursor=abc&limit=10", ["cursor"]],
      ["two at once", "?user=a&sort=desc&order=user", ["sort", "order"]],
    ];
    for (const [label, query, fields] of cases) {
      const r = await call<ErrorBody>("GET", `/end-users${query}`);
      expect(r.status, label).toBe(400);
      expect(r.body.error.message, label).toBe("Invalid request parameters");
      expect(r.body.error.metadata, label).toEqual({ issues: fields.map((field) => ({ field, message: "is not a parameter of this endpoint" })) });
    }
    // the four of the spec still work together
    expect((await call("GET", "/end-users?offset=0&limit=5&user=nobody&include_inactive=true")).status).toBe(200);
  });

  it("is scoped to the organization: another organization's registration is 404 and never listed", async () => {
    const user = `scoped-${uniq()}`;
    await register(user);
    const cases: Array<[string, string, unknown]> = [
      ["GET", at(user), undefined],
      ["PATCH", at(user), { is_active: false }],
      ["DELETE", at(user), undefined],
    ];
    for (const [method, path, body] of cases) {
      const r = await other<ErrorBody>(method, path, body);
      expect(r.status, method).toBe(404);
      expect(r.body).toEqual({ error: { code: 404, message: "Resource not found", metadata: null } });
    }
    expect((await other<List>("GET", filter(user, "&include_inactive=true"))).body.total_count).toBe(0);
    expect((await call<{ data: EndUser }>("GET", at(user))).body.data.is_active).toBe(true);
  });

  it("needs a management key: no key → 401, an inference key → 401", async () => {
    const key = await call<{ key: string }>("POST", "/keys", { name: `eu-${uniq()}` });
    expect(key.status).toBe(201);
    const asInference = restClient(key.body.key);
    const anonymous = restClient(null);
    const ops: Array<[string, string, unknown]> = [
      ["GET", "/end-users", undefined],
      ["GET", at("x"), undefined],
      ["POST", "/end-users", { user: "x" }],
      ["PATCH", at("x"), { is_active: true }],
      ["DELETE", at("x"), undefined],
    ];
    for (const [method, path, body] of ops) {
      const none = await anonymous<ErrorBody>(method, path, body);
      expect(none.status, `${method} ${path}`).toBe(401);
      expect(none.body.error).toEqual({ code: 401, message: "Missing Authentication header", metadata: null });
      const inf = await asInference<ErrorBody>(method, path, body);
      expect(inf.status, `${method} ${path}`).toBe(401);
      expect(inf.body.error.message).toBe("This endpoint requires a management key; inference keys cannot call it");
    }
    // Authentication is checked before input validation.
    expect((await anonymous("GET", "/end-users?limit=0")).status).toBe(401);
  });

  it("a key created with external_user registers that end user", async () => {
    const user = `key-owner/${uniq()} 🦊`;
    expect((await call<ErrorBody>("GET", at(user))).status).toBe(404);
    const key = await call<{ data: { external_user: string } }>("POST", "/keys", { name: `ext-${uniq()}`, external_user: user });
    expect(key.status).toBe(201);
    const got = await call<{ data: EndUser }>("GET", at(user));
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ user, is_active: true });
  });

  it("'.' and '..' are registered and found with the user filter, and no spelling of them in a path reaches a registration", async () => {
    for (const user of [".", ".."]) {
      expect((await call("POST", "/end-users", { user })).status).toBe(201);
      const listed = await call<List>("GET", filter(user, "&include_inactive=true"));
      expect(listed.body.total_count).toBe(1);
      expect(listed.body.data[0].user).toBe(user);
    }
    // Sent as written (fetch would resolve the dot segments first): a clear 400 pointing at the filter.
    const key = org.management_key;
    for (const seg of [".", "..", "%2E", "%2e", "%2E%2E", "%2e%2E", ".%2e"]) {
      for (const [method, body] of [["GET", undefined], ["PATCH", { is_active: false }], ["DELETE", undefined]] as const) {
        const r = await rawRequest(method, `/end-users/${seg}`, key, body);
        expect(r.status, `${method} ${seg}`).toBe(400);
        expect(JSON.parse(r.text)).toMatchObject({
          error: { code: 400, message: "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=." },
        });
      }
    }
    const malformed = await rawRequest("GET", "/end-users/%FF", key);
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toMatchObject({ error: { code: 400, metadata: { reason: "Malformed percent-encoding in the path" } } });
    for (const user of [".", ".."]) {
      const listed = await call<List>("GET", filter(user));
      expect(listed.body.total_count, user).toBe(1);
    }
  });
});
