import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../../test/http";
import { runAdmin } from "../../test/server";

type G = { id: string; workspace_id: string; updated_at: string } & Record<string, unknown>;
type Ws = { id: string; slug: string; default_guardrail_id: string };
const uniq = () => randomBytes(4).toString("hex");
const NO_GUARDRAIL = "00000000-0000-4000-8000-000000000000";

function admin(args: string[]) {
  const r = runAdmin(args, inject("serverEnv"));
  expect(r.status, r.stderr).toBe(0);
  return r.json as Record<string, string>;
}

const RECORD_FIELDS = [
  "allowed_data_regions", "allowed_models", "allowed_providers", "content_filter_builtins", "content_filters", "created_at", "description",
  "enforce_zdr", "enforce_zdr_other", "enforce_zdr_vendor_a", "enforce_zdr_vendor_b", "enforce_zdr_vendor_c", "id", "ignored_models",
  "ignored_providers", "include_byok_in_budgets", "limit_usd", "name", "reset_interval", "updated_at", "workspace_id",
];

/** An issue list's [field, message] pairs. */
const issuesOf = (b: ErrorBody) => ((b.error.metadata?.issues ?? []) as Array<{ field: string; message: string }>).map((i) => [i.field, i.message]);

describe("guardrails over REST", () => {
  let org: Record<string, string>;
  let other: Record<string, string>;
  let call: ReturnType<typeof restClient>;
  let callOther: ReturnType<typeof restClient>;

  const create = async (body: Record<string, unknown> = {}, as = call) => {
    const r = await as<{ data: G }>("POST", "/guardrails", { name: `g-${uniq()}`, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data;
  };
  const newKey = async (as = call) => {
    const r = await as<{ data: { hash: string; id: number; name: string; label: string } }>("POST", "/keys", { name: `k-${uniq()}` });
    expect(r.status).toBe(201);
    return r.body.data;
  };

  beforeAll(() => {
    org = admin(["org", "create", "--name", `guardrails-http-${uniq()}`]);
    other = admin(["org", "create", "--name", `guardrails-other-${uniq()}`]);
    call = restClient(org.management_key);
    callOther = restClient(other.management_key);
  });

  it("POST → 201 with every field (OpenRouter SDK fields included); GET and the list return it", async () => {
    const g = await create({ name: "Minimal" });
    expect(Object.keys(g).sort()).toEqual(RECORD_FIELDS);
    expect(g).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Minimal",
      description: null,
      workspace_id: org.default_workspace_id,
      allowed_models: null,
      ignored_models: null,
      allowed_providers: null,
      ignored_providers: null,
      enforce_zdr: null,
      enforce_zdr_vendor_a: null,
      enforce_zdr_vendor_b: null,
      enforce_zdr_vendor_c: null,
      enforce_zdr_other: null,
      limit_usd: null,
      reset_interval: "monthly",
      include_byok_in_budgets: false,
      allowed_data_regions: null,
      content_filter_builtins: null,
      content_filters: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const got = await call<{ data: G }>("GET", `/guardrails/${g.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(g);
    expect((await call<{ data: G }>("GET", `/guardrails/${g.id.toUpperCase()}`)).body.data).toEqual(g);
    const list = await call<{ data: G[]; total_count: number }>("GET", "/guardrails?limit=100");
    expect(list.status).toBe(200);
    expect(list.body.data.find((x) => x.id === g.id)).toEqual(g);
    expect(list.body.total_count).toBe(list.body.data.length);
  });

  it("POST with every field at its bounds", async () => {
    const g = await create({
      name: "n".repeat(200),
      description: "d".repeat(1000),
      allowed_models: ["local/echo", "local/hash-embed"],
      ignored_models: [],
      allowed_providers: ["local"],
      ignored_providers: null,
      enforce_zdr: true,
      enforce_zdr_vendor_b: false,
      limit_usd: 0,
      reset_interval: "daily",
      include_byok_in_budgets: true,
      content_filter_builtins: [
        { slug: "email", action: "redact", label: "[IGNORED]" },
        { slug: "credit-card", action: "block" },
        { slug: "regex-prompt-injection", action: "flag", scan_scope: "all_messages" },
      ],
      content_filters: [{ pattern: "(?i)project\\s+falcon", action: "redact", label: "[PROJECT]" }, { pattern: "ticket-[0-9]{4}", action: "flag" }],
    });
    expect(g).toMatchObject({
      name: "n".repeat(200),
      allowed_models: ["local/echo", "local/hash-embed"],
      ignored_models: [],
      allowed_providers: ["local"],
      enforce_zdr: true,
      enforce_zdr_vendor_a: true,
      enforce_zdr_vendor_b: false,
      enforce_zdr_vendor_c: true,
      enforce_zdr_other: true,
      limit_usd: 0,
      reset_interval: "daily",
      include_byok_in_budgets: true,
      content_filter_builtins: [
        { slug: "email", action: "redact", label: "[EMAIL]" },
        { slug: "credit-card", action: "block", label: "[CREDIT_CARD]" },
        { slug: "regex-prompt-injection", action: "flag", scan_scope: "all_messages", label: "[PROMPT_INJECTION]" },
      ],
      content_filters: [
        { pattern: "(?i)project\\s+falcon", action: "redact", label: "[PROJECT]" },
        { pattern: "ticket-[0-9]{4}", action: "flag", label: null },
      ],
    });
    expect((g.content_filter_builtins as Array<Record<string, unknown>>)[0]).not.toHaveProperty("scan_scope");
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["name missing", { name: undefined }, "name", "Invalid input: expected string, received undefined"],
    ["name empty", { name: "" }, "name", "must not be blank"],
    ["name blank", { name: "  " }, "name", "must not be blank"],
    ["name over 200", { name: "n".repeat(201) }, "name", "Too big: expected string to have <=200 characters"],
    ["description over 1000", { description: "d".repeat(1001) }, "description", "Too big: expected string to have <=1000 characters"],
    ["reset_interval unknown", { reset_interval: "yearly" }, "reset_interval", 'Invalid option: expected one of "daily"|"weekly"|"monthly"'],
    ["reset_interval null", { reset_interval: null }, "reset_interval", 'Invalid option: expected one of "daily"|"weekly"|"monthly"'],
    ["limit_usd negative", { limit_usd: -0.01 }, "limit_usd", "Too small: expected number to be >=0"],
    ["limit_usd as string", { limit_usd: "5" }, "limit_usd", "Invalid input: expected number, received string"],
    ["enforce_zdr as string", { enforce_zdr: "true" }, "enforce_zdr", "Invalid input: expected boolean, received string"],
    ["include_byok_in_budgets null", { include_byok_in_budgets: null }, "include_byok_in_budgets", "Invalid input: expected boolean, received null"],
    ["unknown model", { allowed_models: ["local/echo", "nope/model"] }, "allowed_models.1", "unknown model 'nope/model'"],
    ["unknown ignored model", { ignored_models: ["x"] }, "ignored_models.0", "unknown model 'x'"],
    ["unknown provider", { allowed_providers: ["openai"] }, "allowed_providers.0", "unknown provider 'openai'"],
    ["unknown ignored provider", { ignored_providers: ["local", "acme"] }, "ignored_providers.1", "unknown provider 'acme'"],
    ["empty model id", { allowed_models: [""] }, "allowed_models.0", "Too small: expected string to have >=1 characters"],
    ["models not an array", { allowed_models: "local/echo" }, "allowed_models", "Invalid input: expected array, received string"],
    ["builtin unknown slug", { content_filter_builtins: [{ slug: "iban", action: "block" }] }, "content_filter_builtins.0.slug", expect.stringContaining("Invalid option")],
    ["builtin PII with flag", { content_filter_builtins: [{ slug: "email", action: "flag" }] }, "content_filter_builtins.0.action", "'email' accepts only the actions block, redact"],
    ["builtin unknown action", { content_filter_builtins: [{ slug: "ssn", action: "mask" }] }, "content_filter_builtins.0.action", 'Invalid option: expected one of "block"|"redact"|"flag"'],
    ["builtin scan_scope on PII", { content_filter_builtins: [{ slug: "phone", action: "block", scan_scope: "all_messages" }] }, "content_filter_builtins.0.scan_scope", "scan_scope applies only to regex-prompt-injection"],
    ["builtin scan_scope unknown", { content_filter_builtins: [{ slug: "regex-prompt-injection", action: "block", scan_scope: "system" }] }, "content_filter_builtins.0.scan_scope", 'Invalid option: expected one of "user_only"|"all_messages"'],
    ["builtin duplicated", { content_filter_builtins: [{ slug: "ssn", action: "block" }, { slug: "ssn", action: "redact" }] }, "content_filter_builtins.1.slug", "duplicate filter 'ssn'"],
    ["custom pattern empty", { content_filters: [{ pattern: "", action: "block" }] }, "content_filters.0.pattern", "pattern must not be empty"],
    ["custom pattern over 1000", { content_filters: [{ pattern: "a".repeat(1001), action: "block" }] }, "content_filters.0.pattern", "pattern must be at most 1000 characters"],
    ["custom pattern not RE2", { content_filters: [{ pattern: "(a", action: "block" }] }, "content_filters.0.pattern", expect.stringMatching(/^pattern does not compile \(RE2 syntax\): /)],
    ["custom pattern backreference", { content_filters: [{ pattern: "(a)\\1", action: "block" }] }, "content_filters.0.pattern", expect.stringMatching(/^pattern does not compile \(RE2 syntax\): /)],
    ["custom pattern ReDoS", { content_filters: [{ pattern: "^(a+)+$", action: "block" }] }, "content_filters.0.pattern", "unsafe pattern: catastrophic backtracking (exponential) in a backtracking engine"],
    ["custom action unknown", { content_filters: [{ pattern: "x", action: "drop" }] }, "content_filters.0.action", 'Invalid option: expected one of "block"|"redact"|"flag"'],
    ["custom label empty", { content_filters: [{ pattern: "x", action: "redact", label: "" }] }, "content_filters.0.label", "Too small: expected string to have >=1 characters"],
    ["workspace_id not a UUID", { workspace_id: "default" }, "workspace_id", "Invalid UUID"],
  ];
  it.each(invalid)("POST /guardrails: %s → 400 naming the field", async (_label, patch, field, message) => {
    const name = `bad-${uniq()}`;
    const r = await call<ErrorBody>("POST", "/guardrails", { name, ...patch });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 400, message: "Invalid request parameters" });
    expect(issuesOf(r.body)).toEqual([[field, message]]);
    const list = await call<{ data: G[] }>("GET", "/guardrails?limit=100");
    expect(list.body.data.some((g) => g.name === name)).toBe(false);
  });

  it("POST: workspace_id of another organization or of none → 404 (as for keys); a team workspace is fine", async () => {
    for (const ws of [NO_GUARDRAIL, other.default_workspace_id]) {
      const r = await call<ErrorBody>("POST", "/guardrails", { name: "x", workspace_id: ws });
      expect(r.status).toBe(404);
      expect(r.body.error).toEqual({ code: 404, message: "Resource not found", metadata: null });
    }
    const team = (await call<{ data: Ws }>("POST", "/workspaces", { name: "Team", slug: `team-${uniq()}` })).body.data;
    const g = await create({ workspace_id: team.id });
    expect(g.workspace_id).toBe(team.id);
    const listed = await call<{ data: G[]; total_count: number }>("GET", `/guardrails?workspace_id=${team.id}`);
    expect(listed.body.data.map((x) => x.id)).toEqual([team.default_guardrail_id, g.id]);
    expect(listed.body.total_count).toBe(2);
    const paged = await call<{ data: G[]; total_count: number }>("GET", `/guardrails?workspace_id=${team.id}&offset=1&limit=1`);
    expect(paged.body).toEqual({ data: [expect.objectContaining({ id: g.id })], total_count: 2 });
  });

  it("GET /guardrails query errors", async () => {
    const cases: Array<[string, number, string]> = [
      ["limit=0", 400, "Invalid request parameters"],
      ["limit=101", 400, "Invalid request parameters"],
      ["offset=-1", 400, "Invalid request parameters"],
      ["workspace_id=nope", 400, "Invalid request parameters"],
      [`workspace_id=${NO_GUARDRAIL}`, 404, "Resource not found"],
      [`workspace_id=${other.default_workspace_id}`, 404, "Resource not found"],
    ];
    for (const [q, status, message] of cases) {
      const r = await call<ErrorBody>("GET", `/guardrails?${q}`);
      expect(r.status, q).toBe(status);
      expect(r.body.error.message, q).toBe(message);
    }
    const ok = await call<{ data: G[] }>("GET", "/guardrails?limit=100&offset=0");
    expect(ok.status).toBe(200);
  });

  it("PATCH (spec 4.7): one field changes only it; null clears; collections are replaced whole", async () => {
    const g = await create({
      description: "before",
      allowed_models: ["local/echo"],
      allowed_providers: ["local"],
      limit_usd: 10,
      reset_interval: "weekly",
      enforce_zdr_vendor_a: true,
      content_filter_builtins: [{ slug: "email", action: "block" }],
      content_filters: [{ pattern: "a+b", action: "flag" }],
    });
    const patch = async (body: Record<string, unknown>) => {
      const r = await call<{ data: G }>("PATCH", `/guardrails/${g.id}`, body);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data;
    };
    const renamed = await patch({ name: "Renamed" });
    const { name: _n, updated_at: u1, ...rest } = renamed;
    const { name: _o, updated_at: u0, ...restBefore } = g;
    expect(rest).toEqual(restBefore);
    expect(renamed.name).toBe("Renamed");
    expect(Date.parse(u1)).toBeGreaterThanOrEqual(Date.parse(u0));

    const cleared = await patch({ description: null, limit_usd: null, allowed_models: null, content_filters: null });
    expect(cleared).toMatchObject({ description: null, limit_usd: null, allowed_models: null, content_filters: null, allowed_providers: ["local"], reset_interval: "weekly", enforce_zdr_vendor_a: true });
    expect(cleared.content_filter_builtins).toEqual([{ slug: "email", action: "block", label: "[EMAIL]" }]);

    const replaced = await patch({ content_filter_builtins: [{ slug: "ssn", action: "redact" }], allowed_models: ["local/hash-embed"] });
    expect(replaced.content_filter_builtins).toEqual([{ slug: "ssn", action: "redact", label: "[SSN]" }]);
    expect(replaced.allowed_models).toEqual(["local/hash-embed"]);
    expect((await patch({ limit_usd: 0.5, include_byok_in_budgets: true })).limit_usd).toBe(0.5);
    expect((await call<{ data: G }>("GET", `/guardrails/${g.id}`)).body.data).toMatchObject({ name: "Renamed", limit_usd: 0.5, include_byok_in_budgets: true, content_filter_builtins: [{ slug: "ssn" }] });
  });

  it("PATCH: deprecated enforce_zdr is copied into each per-vendor field not given on the same request", async () => {
    const g = await create({ enforce_zdr_vendor_a: false, enforce_zdr_other: false });
    const r1 = await call<{ data: G }>("PATCH", `/guardrails/${g.id}`, { enforce_zdr: true, enforce_zdr_vendor_c: false });
    expect(r1.body.data).toMatchObject({ enforce_zdr: true, enforce_zdr_vendor_a: true, enforce_zdr_vendor_b: true, enforce_zdr_vendor_c: false, enforce_zdr_other: true });
    const r2 = await call<{ data: G }>("PATCH", `/guardrails/${g.id}`, { enforce_zdr_vendor_b: false });
    expect(r2.body.data).toMatchObject({ enforce_zdr: true, enforce_zdr_vendor_a: true, enforce_zdr_vendor_b: false, enforce_zdr_vendor_c: false, enforce_zdr_other: true });
    const r3 = await call<{ data: G }>("PATCH", `/guardrails/${g.id}`, { enforce_zdr: null, enforce_zdr_other: true });
    expect(r3.body.data).toMatchObject({ enforce_zdr: null, enforce_zdr_vendor_a: null, enforce_zdr_vendor_b: null, enforce_zdr_vendor_c: null, enforce_zdr_other: true });
  });

  it("PATCH errors: exact statuses and messages; nothing changes", async () => {
    const g = await create({ limit_usd: 3 });
    const cases: Array<[string, unknown, number, string, Array<[string, unknown]> | null]> = [
      ["empty body", {}, 400, "No update fields provided", null],
      ["only unknown fields", { foo: 1, workspace_id: org.default_workspace_id }, 400, "No update fields provided", null],
      ["name null", { name: null }, 400, "Invalid request parameters", [["name", "Invalid input: expected string, received null"]]],
      ["name over 200", { name: "x".repeat(201) }, 400, "Invalid request parameters", [["name", "Too big: expected string to have <=200 characters"]]],
      ["reset_interval null", { reset_interval: null }, 400, "Invalid request parameters", [["reset_interval", 'Invalid option: expected one of "daily"|"weekly"|"monthly"']]],
      ["limit negative", { limit_usd: -1 }, 400, "Invalid request parameters", [["limit_usd", "Too small: expected number to be >=0"]]],
      ["unknown model", { ignored_models: ["a/b"] }, 400, "Invalid request parameters", [["ignored_models.0", "unknown model 'a/b'"]]],
      ["unsafe pattern", { content_filters: [{ pattern: "(x+x+)+y", action: "block" }] }, 400, "Invalid request parameters", [["content_filters.0.pattern", "unsafe pattern: catastrophic backtracking (exponential) in a backtracking engine"]]],
    ];
    for (const [label, body, status, message, issues] of cases) {
      const r = await call<ErrorBody>("PATCH", `/guardrails/${g.id}`, body);
      expect(r.status, label).toBe(status);
      expect(r.body.error.message, label).toBe(message);
      if (issues) expect(issuesOf(r.body), label).toEqual(issues);
      else expect(r.body.error.metadata, label).toBeNull();
    }
    expect((await call<{ data: G }>("GET", `/guardrails/${g.id}`)).body.data).toEqual(g);
  });

  it("another organization's guardrail, an unknown id and a non-UUID → 404 on every endpoint", async () => {
    const theirs = await create({}, callOther);
    const key = await newKey();
    const ops: Array<[string, string, unknown]> = [
      ["GET", "", undefined],
      ["PATCH", "", { name: "stolen" }],
      ["DELETE", "", undefined],
      ["GET", "/assignments/keys", undefined],
      ["POST", "/assignments/keys", { key_hashes: [key.hash] }],
      ["POST", "/assignments/keys/remove", { key_hashes: [key.hash] }],
      ["GET", "/assignments/members", undefined],
      ["POST", "/assignments/members", { member_user_ids: [org.owner_user_id] }],
      ["POST", "/assignments/members/remove", { member_user_ids: [org.owner_user_id] }],
    ];
    for (const id of [theirs.id, NO_GUARDRAIL, "not-a-uuid"]) {
      for (const [method, suffix, body] of ops) {
        const r = await call<ErrorBody>(method, `/guardrails/${id}${suffix}`, body);
        expect(r.status, `${method} ${id}${suffix}`).toBe(404);
        expect(r.body, `${method} ${id}${suffix}`).toEqual({ error: { code: 404, message: "Resource not found", metadata: null } });
      }
    }
    expect((await callOther<{ data: G }>("GET", `/guardrails/${theirs.id}`)).body.data).toEqual(theirs);
    const mine = await call<{ data: G[] }>("GET", "/guardrails?limit=100");
    expect(mine.body.data.some((g) => g.id === theirs.id)).toBe(false);
  });

  it("DELETE → {deleted: true} and its assignments go; a workspace's default → 409 until the workspace points elsewhere", async () => {
    const g = await create();
    const key = await newKey();
    await call("POST", `/guardrails/${g.id}/assignments/keys`, { key_hashes: [key.hash] });
    const del = await call("DELETE", `/guardrails/${g.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ deleted: true });
    expect((await call<ErrorBody>("GET", `/guardrails/${g.id}`)).status).toBe(404);
    expect((await call<ErrorBody>("DELETE", `/guardrails/${g.id}`)).status).toBe(404);
    const all = await call<{ data: Array<{ key_hash: string }> }>("GET", "/guardrails/assignments/keys?limit=100");
    expect(all.body.data.some((a) => a.key_hash === key.hash)).toBe(false);

    const slug = `ws-${uniq()}`;
    const ws = (await call<{ data: Ws }>("POST", "/workspaces", { name: "W", slug })).body.data;
    const conflict = await call<ErrorBody>("DELETE", `/guardrails/${ws.default_guardrail_id}`);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({
      error: {
        code: 409,
        message: `The guardrail is the default guardrail of workspace '${slug}'; make another guardrail its default first`,
        metadata: { guardrail_id: ws.default_guardrail_id, workspace_id: ws.id },
      },
    });
    const next = await create({ workspace_id: ws.id });
    const moved = await call<{ data: Ws }>("PATCH", `/workspaces/${ws.id}`, { default_guardrail_id: next.id });
    expect(moved.status).toBe(200);
    expect(moved.body.data.default_guardrail_id).toBe(next.id);
    expect((await call("DELETE", `/guardrails/${ws.default_guardrail_id}`)).status).toBe(200);
    expect((await call<ErrorBody>("DELETE", `/guardrails/${next.id}`)).status).toBe(409);
  });

  it("workspace default_guardrail_id: shown on every workspace; PATCH takes only a guardrail of that workspace", async () => {
    const ws = (await call<{ data: Ws }>("GET", "/workspaces/default")).body.data;
    expect(ws.default_guardrail_id).toMatch(/^[0-9a-f-]{36}$/);
    const dflt = (await call<{ data: G }>("GET", `/guardrails/${ws.default_guardrail_id}`)).body.data;
    expect(dflt).toMatchObject({ workspace_id: ws.id, allowed_models: null, limit_usd: null, content_filter_builtins: null, content_filters: null });
    const team = (await call<{ data: Ws }>("POST", "/workspaces", { name: "T", slug: `t-${uniq()}` })).body.data;
    const theirs = await create({}, callOther);
    const cases: Array<[string, unknown, number, string]> = [
      ["a guardrail of another workspace", team.default_guardrail_id, 400, "must be a guardrail of this workspace"],
      ["another organization's guardrail", theirs.id, 400, "must be a guardrail of this workspace"],
      ["no such guardrail", NO_GUARDRAIL, 400, "must be a guardrail of this workspace"],
      ["not a UUID", "default", 400, "Invalid UUID"],
      ["null (every workspace has one)", null, 400, "Invalid input: expected string, received null"],
    ];
    for (const [label, value, status, issue] of cases) {
      const r = await call<ErrorBody>("PATCH", "/workspaces/default", { default_guardrail_id: value });
      expect(r.status, label).toBe(status);
      expect(r.body.error.message, label).toBe("Invalid request parameters");
      expect(issuesOf(r.body), label).toEqual([["default_guardrail_id", issue]]);
    }
    expect((await call<{ data: Ws }>("GET", "/workspaces/default")).body.data.default_guardrail_id).toBe(ws.default_guardrail_id);
    // POST /workspaces ignores it: the new workspace gets its own default
    const made = await call<{ data: Ws }>("POST", "/workspaces", { name: "U", slug: `u-${uniq()}`, default_guardrail_id: dflt.id });
    expect(made.status).toBe(201);
    expect(made.body.data.default_guardrail_id).not.toBe(dflt.id);
  });

  it("key assignments: counts only changes; a key holds one guardrail; remove counts only keys unassigned", async () => {
    const a = await create();
    const b = await create();
    const k1 = await newKey();
    const k2 = await newKey();
    const assign = (g: string, key_hashes: string[]) => call<{ assigned_count: number }>("POST", `/guardrails/${g}/assignments/keys`, { key_hashes });
    const remove = (g: string, key_hashes: string[]) => call<{ unassigned_count: number }>("POST", `/guardrails/${g}/assignments/keys/remove`, { key_hashes });
    expect((await assign(a.id, [k1.hash, k2.hash, k1.hash])).body).toEqual({ assigned_count: 2 });
    expect((await assign(a.id, [k1.hash, k2.hash])).body).toEqual({ assigned_count: 0 });
    expect((await assign(b.id, [k2.hash])).body).toEqual({ assigned_count: 1 });
    const listA = await call<{ data: Array<Record<string, unknown>>; total_count: number }>("GET", `/guardrails/${a.id}/assignments/keys`);
    expect(listA.status).toBe(200);
    expect(listA.body).toEqual({
      data: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          key_hash: k1.hash,
          key_name: k1.name,
          key_label: k1.label,
          guardrail_id: a.id,
          assigned_by: org.owner_user_id,
          created_at: expect.any(String),
        },
      ],
      total_count: 1,
    });
    expect((await call<{ data: Array<{ key_hash: string }> }>("GET", `/guardrails/${b.id}/assignments/keys`)).body.data.map((x) => x.key_hash)).toEqual([k2.hash]);
    expect((await remove(a.id, [k1.hash, k2.hash])).body).toEqual({ unassigned_count: 1 });
    expect((await remove(a.id, [k1.hash])).body).toEqual({ unassigned_count: 0 });
    expect((await call<{ total_count: number }>("GET", `/guardrails/${a.id}/assignments/keys`)).body.total_count).toBe(0);
    // 500 entries are fine (duplicates count once); the same hash 500 times
    expect((await assign(a.id, Array<string>(500).fill(k1.hash))).body).toEqual({ assigned_count: 1 });
    expect((await remove(a.id, Array<string>(500).fill(k1.hash))).body).toEqual({ unassigned_count: 1 });
    // a key deleted since (its assignment went with it) is accepted and not counted; the others are
    expect((await assign(a.id, [k1.hash, k2.hash])).body).toEqual({ assigned_count: 2 });
    expect((await call("DELETE", `/keys/${k2.hash}`)).status).toBe(200);
    expect((await remove(a.id, [k2.hash, k1.hash, "f".repeat(64)])).body).toEqual({ unassigned_count: 1 });
  });

  it("key assignment errors: limits, unknown and foreign hashes (400 naming them, nothing written)", async () => {
    const g = await create();
    const mine = await newKey();
    const theirs = await newKey(callOther);
    const cases: Array<[string, unknown, string, Record<string, unknown> | null]> = [
      ["empty list", { key_hashes: [] }, "Invalid request parameters", null],
      ["501 entries", { key_hashes: Array<string>(501).fill(mine.hash) }, "Invalid request parameters", null],
      ["an empty hash", { key_hashes: [mine.hash, ""] }, "Invalid request parameters", null],
      ["missing", {}, "Invalid request parameters", null],
      ["not an array", { key_hashes: mine.hash }, "Invalid request parameters", null],
      ["unknown hash", { key_hashes: [mine.hash, "f".repeat(64)] }, "Some key_hashes are not API keys of the organization", { unknown_key_hashes: ["f".repeat(64)] }],
      ["another organization's key", { key_hashes: [theirs.hash] }, "Some key_hashes are not API keys of the organization", { unknown_key_hashes: [theirs.hash] }],
    ];
    for (const path of ["keys", "keys/remove"]) {
      for (const [label, body, message, metadata] of cases) {
        if (path === "keys/remove" && metadata) {
          // removal takes hashes that are not (or no longer) assigned, or of no key of the organization: none counted
          const r = await call<{ unassigned_count: number }>("POST", `/guardrails/${g.id}/assignments/${path}`, body);
          expect([r.status, r.body], `${path}: ${label}`).toEqual([200, { unassigned_count: 0 }]);
          continue;
        }
        const r = await call<ErrorBody>("POST", `/guardrails/${g.id}/assignments/${path}`, body);
        expect(r.status, `${path}: ${label}`).toBe(400);
        expect(r.body.error.message, `${path}: ${label}`).toBe(message);
        if (metadata) expect(r.body.error.metadata, label).toEqual(metadata);
      }
    }
    expect((await call<{ total_count: number }>("GET", `/guardrails/${g.id}/assignments/keys`)).body.total_count).toBe(0);
    const mgmtHash = (await call<{ data: { hash: string } }>("GET", "/key")).body.data.hash;
    const mg = await call<ErrorBody>("POST", `/guardrails/${g.id}/assignments/keys`, { key_hashes: [mgmtHash] });
    expect(mg.status).toBe(400);
    expect(mg.body.error.metadata).toEqual({ unknown_key_hashes: [mgmtHash] });
  });

  it("member assignments: counts only changes; one guardrail per member; errors name foreign ids", async () => {
    const a = await create();
    const b = await create();
    const user = admin(["user", "add", "--org", org.organization_id, "--email", `m-${uniq()}@example.com`, "--role", "member"]);
    const assign = (g: string, member_user_ids: string[]) => call<{ assigned_count: number }>("POST", `/guardrails/${g}/assignments/members`, { member_user_ids });
    const remove = (g: string, member_user_ids: string[]) => call<{ unassigned_count: number }>("POST", `/guardrails/${g}/assignments/members/remove`, { member_user_ids });
    expect((await assign(a.id, [user.user_id, org.owner_user_id])).body).toEqual({ assigned_count: 2 });
    expect((await assign(a.id, [user.user_id.toUpperCase()])).body).toEqual({ assigned_count: 0 });
    expect((await assign(b.id, [user.user_id])).body).toEqual({ assigned_count: 1 });
    const listA = await call<{ data: Array<Record<string, unknown>>; total_count: number }>("GET", `/guardrails/${a.id}/assignments/members?limit=10`);
    expect(listA.body).toEqual({
      data: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          user_id: org.owner_user_id,
          organization_id: org.organization_id,
          guardrail_id: a.id,
          assigned_by: org.owner_user_id,
          created_at: expect.any(String),
        },
      ],
      total_count: 1,
    });
    expect((await remove(a.id, [user.user_id, org.owner_user_id])).body).toEqual({ unassigned_count: 1 });
    expect((await remove(b.id, [user.user_id])).body).toEqual({ unassigned_count: 1 });
    expect((await assign(a.id, Array<string>(500).fill(user.user_id))).body).toEqual({ assigned_count: 1 });

    const cases: Array<[string, unknown, string, Record<string, unknown> | null]> = [
      ["empty list", { member_user_ids: [] }, "Invalid request parameters", null],
      ["501 entries", { member_user_ids: Array<string>(501).fill(user.user_id) }, "Invalid request parameters", null],
      ["an empty id", { member_user_ids: [""] }, "Invalid request parameters", null],
      ["another organization's user", { member_user_ids: [other.owner_user_id] }, "Some member_user_ids are not members of the organization", { unknown_member_user_ids: [other.owner_user_id] }],
      ["not a user id", { member_user_ids: [user.user_id, "bob"] }, "Some member_user_ids are not members of the organization", { unknown_member_user_ids: ["bob"] }],
    ];
    for (const path of ["members", "members/remove"]) {
      for (const [label, body, message, metadata] of cases) {
        if (path === "members/remove" && metadata) {
          const r = await call<{ unassigned_count: number }>("POST", `/guardrails/${b.id}/assignments/${path}`, body);
          expect([r.status, r.body], `${path}: ${label}`).toEqual([200, { unassigned_count: 0 }]);
          continue;
        }
        const r = await call<ErrorBody>("POST", `/guardrails/${b.id}/assignments/${path}`, body);
        expect(r.status, `${path}: ${label}`).toBe(400);
        expect(r.body.error.message, `${path}: ${label}`).toBe(message);
        if (metadata) expect(r.body.error.metadata, label).toEqual(metadata);
      }
    }
    expect((await call<{ total_count: number }>("GET", `/guardrails/${b.id}/assignments/members`)).body.total_count).toBe(0);
  });

  it("organization-wide assignment lists: every assignment of the organization, paginated, never another's", async () => {
    const fresh = admin(["org", "create", "--name", `guardrails-lists-${uniq()}`]);
    const c = restClient(fresh.management_key);
    const g1 = await create({}, c);
    const g2 = await create({}, c);
    const k1 = await newKey(c);
    const k2 = await newKey(c);
    await c("POST", `/guardrails/${g1.id}/assignments/keys`, { key_hashes: [k1.hash] });
    await c("POST", `/guardrails/${g2.id}/assignments/keys`, { key_hashes: [k2.hash] });
    await c("POST", `/guardrails/${g2.id}/assignments/members`, { member_user_ids: [fresh.owner_user_id] });
    await callOther("POST", `/guardrails/${(await create({}, callOther)).id}/assignments/keys`, { key_hashes: [(await newKey(callOther)).hash] });
    const keys = await c<{ data: Array<Record<string, unknown>>; total_count: number }>("GET", "/guardrails/assignments/keys");
    expect(keys.status).toBe(200);
    expect(keys.body.total_count).toBe(2);
    expect(keys.body.data.map((x) => [x.key_hash, x.guardrail_id])).toEqual([[k1.hash, g1.id], [k2.hash, g2.id]]);
    expect(Object.keys(keys.body.data[0]).sort()).toEqual(["assigned_by", "created_at", "guardrail_id", "id", "key_hash", "key_label", "key_name"]);
    const page = await c<{ data: Array<Record<string, unknown>>; total_count: number }>("GET", "/guardrails/assignments/keys?offset=1&limit=1");
    expect(page.body.data.map((x) => x.key_hash)).toEqual([k2.hash]);
    expect(page.body.total_count).toBe(2);
    const members = await c<{ data: Array<Record<string, unknown>>; total_count: number }>("GET", "/guardrails/assignments/members");
    expect(members.body).toEqual({
      data: [{ id: expect.any(String), user_id: fresh.owner_user_id, organization_id: fresh.organization_id, guardrail_id: g2.id, assigned_by: fresh.owner_user_id, created_at: expect.any(String) }],
      total_count: 1,
    });
    for (const q of ["limit=0", "limit=101", "offset=-1"]) {
      for (const path of ["keys", "members"]) {
        const r = await c<ErrorBody>("GET", `/guardrails/assignments/${path}?${q}`);
        expect(r.status, `${path}?${q}`).toBe(400);
      }
    }
  });

  it("a key moved to another workspace keeps its own guardrail (spec 4.5 rule 3)", async () => {
    const g = await create();
    const key = await newKey();
    await call("POST", `/guardrails/${g.id}/assignments/keys`, { key_hashes: [key.hash] });
    const team = (await call<{ data: Ws }>("POST", "/workspaces", { name: "Move", slug: `mv-${uniq()}` })).body.data;
    await call("POST", `/workspaces/${team.id}/members/add`, { user_ids: [org.owner_user_id] });
    const moved = await call<{ data: { workspace_id: string } }>("PATCH", `/keys/${key.hash}`, { workspace_id: team.id });
    expect(moved.status).toBe(200);
    expect(moved.body.data.workspace_id).toBe(team.id);
    const list = await call<{ data: Array<{ key_hash: string }> }>("GET", `/guardrails/${g.id}/assignments/keys`);
    expect(list.body.data.map((x) => x.key_hash)).toEqual([key.hash]);
  });

  it("authentication: no header → 401; an inference key → 401", async () => {
    const k = await call<{ key: string }>("POST", "/keys", { name: `inf-${uniq()}` });
    const anon = restClient(null);
    const inference = restClient(k.body.key);
    for (const [method, path] of [["GET", "/guardrails"], ["POST", "/guardrails"], ["GET", "/guardrails/assignments/keys"], ["GET", "/guardrails/assignments/members"]]) {
      const r = await anon<ErrorBody>(method, path, method === "POST" ? { name: "x" } : undefined);
      expect(r.status).toBe(401);
      expect(r.body.error.message).toBe("Missing Authentication header");
      const i = await inference<ErrorBody>(method, path, method === "POST" ? { name: "x" } : undefined);
      expect(i.status).toBe(401);
      expect(i.body.error.message).toBe("This endpoint requires a management key; inference keys cannot call it");
    }
  });

  it("the OpenAPI document lists every guardrail operation with its schemas, statuses and security", async () => {
    const doc = (await (await fetch(`${inject("baseUrl")}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }>; security?: unknown; requestBody?: unknown }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const expected: Record<string, string[]> = {
      "get /guardrails": ["200", "400", "401", "404", "500"],
      "post /guardrails": ["201", "400", "401", "403", "404", "500"],
      "get /guardrails/{id}": ["200", "401", "404", "500"],
      "patch /guardrails/{id}": ["200", "400", "401", "403", "404", "500"],
      "delete /guardrails/{id}": ["200", "401", "403", "404", "409", "500"],
      "get /guardrails/{id}/assignments/keys": ["200", "400", "401", "404", "500"],
      "post /guardrails/{id}/assignments/keys": ["200", "400", "401", "403", "404", "500"],
      "post /guardrails/{id}/assignments/keys/remove": ["200", "400", "401", "403", "404", "500"],
      "get /guardrails/{id}/assignments/members": ["200", "400", "401", "404", "500"],
      "post /guardrails/{id}/assignments/members": ["200", "400", "401", "403", "404", "500"],
      "post /guardrails/{id}/assignments/members/remove": ["200", "400", "401", "403", "404", "500"],
      "get /guardrails/assignments/keys": ["200", "400", "401", "500"],
      "get /guardrails/assignments/members": ["200", "400", "401", "500"],
    };
    for (const [op, statuses] of Object.entries(expected)) {
      const [method, path] = op.split(" ");
      const operation = doc.paths[path]?.[method];
      expect(operation, op).toBeDefined();
      expect(Object.keys(operation.responses).sort(), op).toEqual(statuses);
      expect(operation.security, op).toEqual([{ bearerAuth: [] }]);
      for (const s of statuses.filter((x) => Number(x) >= 400)) {
        expect(operation.responses[s].content?.["application/json"].schema, `${op} ${s}`).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
      }
      if (method === "post" || method === "patch") expect(operation.requestBody, op).toBeDefined();
    }
    expect(Object.keys(doc.components.schemas.Guardrail.properties ?? {}).sort()).toEqual(RECORD_FIELDS);
    expect(doc.components.schemas.GuardrailKeyAssignment).toBeDefined();
    expect(doc.components.schemas.GuardrailMemberAssignment).toBeDefined();
    expect(Object.keys(doc.components.schemas.Workspace.properties ?? {})).toContain("default_guardrail_id");
  });
});
