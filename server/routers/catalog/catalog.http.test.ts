import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../test/http";
import { postJson, startInferenceFixture, type InferenceFixture } from "../../test/inference";
import { ledgerRows } from "../../test/ledger";

/*
 * The catalog over REST, end to end on the production server (issue 25): add an OpenAI-compatible
 * provider (the local mock), test it, discover its models, import one priced from the dataset,
 * call it through /chat/completions with the cost in the ledger; secrets never in an answer or a
 * log line; an organization's provider's error text never passed on; BYOK per workspace.
 */

const SECRET = "sk-acme-SECRET-7f3a9c1e5b";
const WS_SECRET = "sk-workspace-SECRET-2d4f6a8c";

let f: InferenceFixture;

async function rest<T = Record<string, unknown>>(method: string, path: string, body?: unknown, key = f.managementKey) {
  const res = await fetch(`${f.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : null) as T & ErrorBody };
}

beforeAll(async () => {
  f = await startInferenceFixture("lean", { env: { GATEWAY_ALLOW_PRIVATE_NETWORKS: "1" } });
});
afterAll(() => f?.close());

describe("catalog over REST: a provider and a model added live", () => {
  it("adds a provider, tests it, discovers and imports a model priced from the dataset, and serves it with the cost in the ledger", async () => {
    const created = await rest("POST", "/catalog/providers", { id: "acme", name: "Acme", api: "openai", base_url: `${f.mock.url}/v1`, api_key: SECRET });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ data: { id: "acme", source: "database", secrets_set: ["api_key"] } });
    expect(created.text).not.toContain(SECRET);

    const test = await rest("POST", "/catalog/providers/acme/test", {});
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ data: { ok: true, status: 200, reason: null } });

    const found = await rest<{ data: { upstream_model: string; slug: string; priced: boolean; pricing_source: string | null }[] }>("GET", "/catalog/providers/acme/discover");
    expect(found.status).toBe(200);
    const pick = found.body.data.find((m) => m.priced);
    expect(pick).toMatchObject({ upstream_model: "gpt-4o-mini", slug: "openai/gpt-4o-mini", pricing_source: "genai-prices:openai/gpt-4o-mini" });

    const model = await rest("POST", "/catalog/models", { slug: pick?.slug, name: "GPT-4o mini", vendor: "openai", kind: "chat", context_length: 128000, endpoints: [{ provider: "acme", upstream_model: pick?.upstream_model }] });
    expect(model.status).toBe(201);
    const got = await rest<{ data: { endpoints: { pricing: Record<string, string>; pricing_source: Record<string, string> }[] } }>("GET", `/catalog/models/${encodeURIComponent("openai/gpt-4o-mini")}`);
    expect(got.status).toBe(200);
    expect(got.body.data.endpoints[0]?.pricing).toMatchObject({ prompt: "0.00000015", completion: "0.0000006" });
    expect(got.body.data.endpoints[0]?.pricing_source.prompt).toBe("genai-prices:openai/gpt-4o-mini");

    // Served at once (this instance reloads on its own write), to this organization's keys.
    const { key } = await f.newKey();
    f.mock.reset();
    const r = await postJson<{ usage: { prompt_tokens: number; completion_tokens: number; cost: number } }>(`${f.base}/chat/completions`, key, { model: "openai/gpt-4o-mini", messages: [{ role: "user", content: "hello there" }] });
    expect(r.status).toBe(200);
    expect(f.mock.calls[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
    const [row] = await ledgerRows(f.server, [r.headers.get("x-request-id") ?? ""]);
    expect(row?.provider).toBe("acme");
    const want = r.body.usage.prompt_tokens * 0.00000015 + r.body.usage.completion_tokens * 0.0000006;
    expect(Number(row?.cost_usd)).toBeCloseTo(want, 12);
    expect(Number(row?.cost_usd)).toBeGreaterThan(0);
    expect(r.body.usage.cost).toBeCloseTo(want, 12);
  });

  it("lists file entries read-only beside the organization's, and refuses writes to them", async () => {
    const list = await rest<{ data: { id: string; source: string }[] }>("GET", "/catalog/providers?limit=100");
    expect(list.body.data.find((p) => p.id === "mock-a")?.source).toBe("file");
    expect(list.body.data.find((p) => p.id === "acme")?.source).toBe("database");
    expect(list.text).not.toContain(SECRET);
    expect(list.text).not.toContain("upstream-secret-do-not-leak");
    const cases: [string, string, unknown, number, string][] = [
      ["PATCH", "/catalog/providers/mock-a", { name: "x" }, 403, "Entries from gateway.config.json are read-only: change the file (and restart) instead"],
      ["DELETE", "/catalog/providers/mock-a", undefined, 403, "Entries from gateway.config.json are read-only: change the file (and restart) instead"],
      ["PATCH", `/catalog/models/${encodeURIComponent("test/chat")}`, { name: "x" }, 403, "Entries from gateway.config.json are read-only: change the file (and restart) instead"],
      ["POST", "/catalog/providers", { id: "mock-b", name: "x", api: "openai", base_url: "https://example.com/v1" }, 409, "Provider id 'mock-b' is taken by gateway.config.json"],
      ["GET", "/catalog/providers/nope", undefined, 404, "Provider 'nope' not found"],
      ["GET", `/catalog/models/${encodeURIComponent("nope/nope")}`, undefined, 404, "Model 'nope/nope' not found"],
    ];
    for (const [method, path, body, status, message] of cases) {
      const r = await rest(method, path, body);
      expect([method, path, r.status, r.body.error?.message]).toEqual([method, path, status, message]);
    }
  });

  it("an organization's provider: the upstream's error text never reaches the caller, only the reason", async () => {
    const m = await rest("POST", "/catalog/models", { slug: "acme/refuser", name: "R", vendor: "acme", kind: "chat", context_length: 1000, endpoints: [{ provider: "acme", upstream_model: "x-fail-400", pricing: { prompt: "0.000001", completion: "0.000001" } }] });
    expect(m.status).toBe(201);
    const { key } = await f.newKey();
    const r = await postJson<ErrorBody>(`${f.base}/chat/completions`, key, { model: "acme/refuser", messages: [{ role: "user", content: "hi" }] });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("Upstream provider acme rejected the request");
    expect(JSON.stringify(r.body)).not.toContain("mock:");
  });

  it("never logs a provider secret", async () => {
    expect(f.server.stderr()).not.toContain(SECRET);
    expect(f.server.stdout()).not.toContain(SECRET);
  });
});

describe("BYOK: a workspace's own provider", () => {
  it("serves that workspace's keys first, rows are is_byok, and limit_remaining follows include_byok_in_limit", async () => {
    const ws = await rest<{ data: { id: string } }>("POST", "/workspaces", { name: "Own keys", slug: "own-keys" });
    expect(ws.status).toBe(201);
    const me = await rest<{ data: { creator_user_id: string } }>("GET", "/key");
    expect((await rest("POST", `/workspaces/${ws.body.data.id}/members/add`, { user_ids: [me.body.data.creator_user_id] })).status).toBe(200);
    const p = await rest("POST", "/catalog/providers", { id: "own-openai", name: "Our own OpenAI", api: "openai", base_url: `${f.mock.url}/v1`, api_key: WS_SECRET, workspace_id: "own-keys" });
    expect(p.status).toBe(201);
    expect(p.text).not.toContain(WS_SECRET);
    const m = await rest("POST", "/catalog/models", {
      slug: "acme/shared",
      name: "Shared",
      vendor: "acme",
      kind: "chat",
      context_length: 1000,
      endpoints: [
        { provider: "acme", upstream_model: "chat-ok", pricing: { prompt: "0.0001", completion: "0.0001" } },
        { provider: "own-openai", upstream_model: "chat-ok", pricing: { prompt: "0.0001", completion: "0.0001" } },
      ],
    });
    expect(m.status).toBe(201);

    const counted = await f.newKey({ workspace_id: ws.body.data.id, limit: 1, include_byok_in_limit: true });
    const free = await f.newKey({ workspace_id: ws.body.data.id, limit: 1, include_byok_in_limit: false });
    const outsider = await f.newKey({ limit: 1 });
    const ask = (key: string) => postJson(`${f.base}/chat/completions`, key, { model: "acme/shared", messages: [{ role: "user", content: "one two three" }] });

    f.mock.reset();
    const a = await ask(counted.key);
    const b = await ask(free.key);
    const c = await ask(outsider.key);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(f.mock.calls.map((x) => x.headers.authorization)).toEqual([`Bearer ${WS_SECRET}`, `Bearer ${WS_SECRET}`, `Bearer ${SECRET}`]);

    const rows = await ledgerRows(f.server, [a, b, c].map((r) => r.headers.get("x-request-id") ?? ""));
    expect(rows.map((r) => r.provider)).toEqual(["own-openai", "own-openai", "acme"]);
    const { byok } = await byokFlags([a, b, c].map((r) => r.headers.get("x-request-id") ?? ""));
    expect(byok).toEqual([true, true, false]);

    // The limit: BYOK spend counts only with include_byok_in_limit.
    const remaining = async (key: string) => (await rest<{ data: { limit_remaining: number } }>("GET", "/key", undefined, key)).body.data.limit_remaining;
    for (let i = 0; i < 50 && (await remaining(counted.key)) === 1; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await remaining(counted.key)).toBeLessThan(1);
    expect(await remaining(free.key)).toBe(1);
    expect(await remaining(outsider.key)).toBeLessThan(1);
  });
});

/** is_byok of the ledger rows of these requests, in order. */
async function byokFlags(ids: string[]): Promise<{ byok: boolean[] }> {
  const pg = (await import("pg")).default;
  const { runningEmbeddedUrl } = await import("../../db/embedded-socket");
  const url = f.server.env.DATABASE_URL ?? runningEmbeddedUrl(f.server.dataDir);
  const c = new pg.Client({ connectionString: url ?? "" });
  await c.connect();
  try {
    const r = await c.query<{ request_id: string; is_byok: boolean }>("SELECT request_id, is_byok FROM usage_ledger WHERE request_id = ANY($1)", [ids]);
    return { byok: ids.map((id) => r.rows.find((x) => x.request_id === id)?.is_byok ?? false) };
  } finally {
    await c.end();
  }
}
