// 100 mixed management requests at once give the same answers as the same requests one at a
// time (issue 12: on the embedded database Prisma's pool used to interleave statements on
// PGlite's single session: 500s and wrong 400s). The suite's server is the embedded default, or
// PostgreSQL when DATABASE_URL is set: the same script runs on both. Two fresh organizations
// (made with the CLI, which on the embedded database goes through the running server's socket)
// get the same script: one sequentially, one concurrently; their per-request answers and final
// states, with generated identifiers replaced by names, must be equal.
import { randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { restClient, type HttpResult } from "../test/http";
import { runAdmin } from "../test/server";

type Call = ReturnType<typeof restClient>;
interface Req {
  method: string;
  path: string;
  body?: unknown;
  /** Compare only the status: a list's content depends on what ran before it. */
  statusOnly?: boolean;
}
interface Org {
  call: Call;
  owner: string;
  /** Generated identifier → stable name, for normalization. */
  names: Map<string, string>;
  keys: string[];
}

const KEYS_TO_PATCH = 20;
const END_USERS_TO_PATCH = 10;

function newOrg(): Org {
  const r = runAdmin(["org", "create", "--name", `concurrency-${randomBytes(4).toString("hex")}`], inject("serverEnv"));
  expect(r.status, r.stderr).toBe(0);
  const org = r.json as { management_key: string; owner_user_id: string; default_workspace_id: string };
  const names = new Map([
    [org.owner_user_id, "<owner>"],
    [org.default_workspace_id, "<workspace default>"],
  ]);
  return { call: restClient(org.management_key), owner: org.owner_user_id, names, keys: [] };
}

async function ok<T>(p: Promise<HttpResult<T>>, status: number): Promise<T> {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

/** What both runs start from, made one request at a time. */
async function setUp(org: Org): Promise<void> {
  for (const slug of ["ws-a", "ws-b"]) {
    const ws = await ok(org.call<{ data: { id: string } }>("POST", "/workspaces", { name: slug, slug }), 201);
    org.names.set(ws.data.id, `<workspace ${slug}>`);
  }
  // The owner (every key's creator) is a member of ws-b, not of ws-a: a key moves to ws-b, not to ws-a (409).
  await ok(org.call("POST", `/workspaces/${idOf(org, "ws-b")}/members/add`, { user_ids: [org.owner] }), 200);
  for (let i = 0; i < KEYS_TO_PATCH; i++) {
    const k = await ok(org.call<{ data: { hash: string } }>("POST", "/keys", { name: `setup-${i}` }), 201);
    org.keys.push(k.data.hash);
  }
  for (let i = 0; i < END_USERS_TO_PATCH; i++) await ok(org.call("POST", "/end-users", { user: `setup-user-${i}` }), 201);
}

const idOf = (org: Org, slug: string) => [...org.names].find(([, n]) => n === `<workspace ${slug}>`)?.[0];

/** 100 requests touching distinct resources, so that each answer is independent of the order. */
function script(org: Org): Req[] {
  const out: Req[] = [];
  for (let i = 0; i < 100; i++) {
    const j = Math.floor(i / 10);
    switch (i % 10) {
      case 0:
        out.push({ method: "POST", path: "/workspaces", body: { name: `Workspace ${i}`, slug: `w-${i}` } });
        break;
      case 1:
        out.push({ method: "POST", path: "/keys", body: { name: `new-${i}`, limit: i, limit_reset: "daily" } });
        break;
      case 2:
        out.push({ method: "PATCH", path: `/keys/${org.keys[j]}`, body: { name: `renamed-${i}`, limit: i } });
        break;
      case 3: // a workspace move (an interactive transaction): to ws-b, or refused (409) to ws-a
        out.push({ method: "PATCH", path: `/keys/${org.keys[10 + j]}`, body: { workspace_id: idOf(org, j % 3 === 0 ? "ws-a" : "ws-b"), disabled: j % 2 === 0 } });
        break;
      case 4:
        out.push({ method: "GET", path: "/keys?include_disabled=true", statusOnly: true });
        break;
      case 5:
        out.push({ method: "GET", path: "/workspaces", statusOnly: true });
        break;
      case 6:
        out.push({ method: "POST", path: "/end-users", body: { user: `user-${i}` } });
        break;
      case 7:
        out.push({ method: "PATCH", path: `/end-users/setup-user-${j}`, body: { is_active: false } });
        break;
      case 8:
        out.push({ method: "GET", path: "/end-users?include_inactive=true", statusOnly: true });
        break;
      default: {
        const variants: Req[] = [
          { method: "POST", path: "/keys", body: { name: `by-owner-${i}`, creator_user_id: org.owner } },
          { method: "POST", path: "/keys", body: { name: `by-nobody-${i}`, creator_user_id: "not-a-user" } }, // 400
          { method: "POST", path: "/workspaces", body: { name: "taken", slug: "ws-a" } }, // 409
          { method: "PATCH", path: `/keys/${"0".repeat(64)}`, body: { name: "x" } }, // 404
          { method: "GET", path: `/keys/${org.keys[j]}`, statusOnly: true },
        ];
        out.push(variants[j % variants.length]);
      }
    }
  }
  return out;
}

const GENERATED = new Set(["id", "hash", "label", "key", "created_at", "updated_at", "last_used_at", "default_guardrail_id"]);

/** Generated fields dropped, generated identifiers replaced by the names the setup gave them. */
function normalize(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => normalize(v, names));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !GENERATED.has(k))
        .map(([k, v]) => [k, normalize(v, names)]),
    );
  if (typeof value === "string") {
    let out = value;
    for (const [id, name] of names) out = out.replaceAll(id, name);
    return out;
  }
  return value;
}

async function listAll(call: Call, path: string): Promise<unknown[]> {
  const all: unknown[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await ok(call<{ data: unknown[] }>("GET", `${path}${path.includes("?") ? "&" : "?"}limit=100&offset=${offset}`), 200);
    all.push(...page.data);
    if (page.data.length < 100) return all;
  }
}

/** Everything the script can change, in a stable order. */
async function finalState(org: Org) {
  const workspaces = (await listAll(org.call, "/workspaces")) as Array<{ id: string; slug: string }>;
  for (const w of workspaces) if (!org.names.has(w.id)) org.names.set(w.id, `<workspace ${w.slug}>`);
  const by = (k: string) => (a: unknown, b: unknown) => String((a as Record<string, unknown>)[k]).localeCompare(String((b as Record<string, unknown>)[k]));
  // GET /keys lists one workspace (the default one unless workspace_id is given).
  const keys: unknown[] = [];
  for (const w of workspaces) keys.push(...(await listAll(org.call, `/keys?include_disabled=true&workspace_id=${w.id}`)));
  return {
    keys: normalize(keys.sort(by("name")), org.names),
    workspaces: normalize(workspaces.sort(by("slug")), org.names),
    endUsers: normalize((await listAll(org.call, "/end-users?include_inactive=true")).sort(by("user")), org.names),
  };
}

const answer = (r: HttpResult, req: Req, names: Map<string, string>) => (req.statusOnly ? { status: r.status } : { status: r.status, body: normalize(r.body, names) });

describe("100 concurrent mixed management requests", () => {
  it("give no 5xx and the same answers and final state as the same requests one at a time", { timeout: 300_000 }, async () => {
    const sequential = newOrg();
    const concurrent = newOrg();
    await setUp(sequential);
    await setUp(concurrent);

    const seqReqs = script(sequential);
    const seqResults: HttpResult[] = [];
    for (const r of seqReqs) seqResults.push(await sequential.call(r.method, r.path, r.body));

    const conReqs = script(concurrent);
    const conResults = await Promise.all(conReqs.map((r) => concurrent.call(r.method, r.path, r.body)));

    const fivexx = conResults.map((r, i) => ({ i, ...conReqs[i], status: r.status, body: r.body })).filter((r) => r.status >= 500);
    expect(fivexx).toEqual([]);
    // The script is what it means to be: mixed successes and the deterministic 4xx.
    expect(new Set(seqResults.map((r) => r.status))).toEqual(new Set([200, 201, 400, 404, 409]));

    const seqState = await finalState(sequential);
    const conState = await finalState(concurrent);
    expect(conResults.map((r, i) => answer(r, conReqs[i], concurrent.names))).toEqual(seqResults.map((r, i) => answer(r, seqReqs[i], sequential.names)));
    expect(conState).toEqual(seqState);
    expect(conState.keys).toHaveLength(KEYS_TO_PATCH + 10 + 2); // setup, case 1, the two by-owner variants
  });
});
