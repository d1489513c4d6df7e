import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../db";
import type { ErrorBody } from "../test/http";
import { restClient } from "../test/http";
import { postJson, startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../test/inference";
import { NUL_MESSAGE, SURROGATE_MESSAGE } from "./unsafe-strings";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A chat model dear enough that 100 short requests make a visible dent in a key's limit. */
const PRICEY_CHAT = {
  slug: "test/chat-pricey",
  name: "test/chat-pricey",
  vendor: "test",
  kind: "chat",
  context_length: 8192,
  endpoints: [{ provider: "mock-a", upstream_model: "chat-ok", pricing: { prompt: "0.001", completion: "0.002" } }],
};

const issue = (field: string, message: string) => ({ error: { code: 400, message: "Invalid request parameters", metadata: { issues: [{ field, message }] } } });

const chat = (extra: Record<string, unknown> = {}) => ({ model: "test/chat-pricey", max_tokens: 16, messages: [{ role: "user", content: "hello" }], ...extra });

/** Requests that, answered 200, would put NUL or a lone surrogate into the ledger or an upstream request. */
const POISON: Array<[string, "/messages" | "/embeddings", unknown, string, string]> = [
  ["NUL in session_id", "/messages", chat({ session_id: "s\u0000" }), "session_id", NUL_MESSAGE],
  ["lone surrogate in session_id", "/messages", chat({ session_id: "s\ud800" }), "session_id", SURROGATE_MESSAGE],
  ["NUL in trace.trace_id", "/messages", chat({ trace: { trace_id: "t\u0000" } }), "trace.trace_id", NUL_MESSAGE],
  ["lone surrogate in trace.trace_id", "/messages", chat({ trace: { trace_id: "t\udc00" } }), "trace.trace_id", SURROGATE_MESSAGE],
  ["lone surrogate in an unknown trace key", "/messages", chat({ trace: { custom: ["a", "\ud83d"] } }), "trace.custom.1", SURROGATE_MESSAGE],
  ["NUL in a trace key", "/messages", chat({ trace: { "k\u0000": "v" } }), "trace.k\ufffd", `key ${NUL_MESSAGE}`],
  ["NUL in the message text", "/messages", chat({ messages: [{ role: "user", content: [{ type: "text", text: "a\u0000" }] }] }), "messages.0.content.0.text", NUL_MESSAGE],
  ["lone surrogate in the system prompt", "/messages", chat({ system: "\ud800" }), "system", SURROGATE_MESSAGE],
  ["NUL in user", "/messages", chat({ user: "u\u0000" }), "user", NUL_MESSAGE],
  ["NUL in the model", "/messages", chat({ model: "test/chat-pricey\u0000" }), "model", NUL_MESSAGE],
  ["NUL in an embeddings input", "/embeddings", { model: "test/embed", input: ["ok", "b\u0000"] }, "input.1", NUL_MESSAGE],
  ["lone surrogate in the embeddings user", "/embeddings", { model: "test/embed", input: "ok", user: "\udfff" }, "user", SURROGATE_MESSAGE],
];

describe.each(TRANSPORTS)("NUL and lone surrogates are refused at the edge (%s transport)", (transport) => {
  let f: InferenceFixture;
  beforeAll(async () => {
    f = await startInferenceFixture(transport, { extraModels: [PRICEY_CHAT] });
  });
  afterAll(() => f.close());

  it.each(POISON)("%s → 400 naming the field", async (_l, path, body, field, message) => {
    const { key } = await f.newKey();
    const upstreamCalls = f.mock.calls.length;
    const r = await postJson<ErrorBody>(`${f.base}${path}`, key, body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(issue(field, message));
    expect(f.mock.calls.length).toBe(upstreamCalls);
  });

  it("the poisoning requests are answered 400; the 100 normal ones after them are all in the ledger and count against the key's limit", { timeout: 120_000 }, async () => {
    const { key, hash, id } = await f.newKey({ name: "poison-then-100", limit: 1000, limit_reset: "daily" });
    const rejected: string[] = [];
    for (const [label, path, body] of POISON) {
      const r = await postJson<ErrorBody>(`${f.base}${path}`, key, body);
      expect(r.status, label).toBe(400);
      rejected.push(r.headers.get("x-request-id") ?? "");
    }
    const answered: string[] = [];
    for (let i = 0; i < 100; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, j) => postJson<{ usage: { input_tokens: number } }>(`${f.base}/messages`, key, chat({ session_id: `s-${i + j}`, trace: { trace_id: `t-${i + j}` } }))),
      );
      for (const r of batch) {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        answered.push(r.headers.get("x-request-id") ?? "");
      }
    }
    expect(new Set(answered).size).toBe(100);

    // The ledger keeps up: nothing pending, nothing retried, nothing dead-lettered.
    type Health = { status: string; ledger: { pending: number; retries: number; dead_letters: number | null } };
    let health: Health | null = null;
    for (let i = 0; i < 100; i++) {
      health = (await (await fetch(`${f.base}/health`)).json()) as Health;
      if (health.ledger.pending === 0) break;
      await sleep(100);
    }
    expect(health).toMatchObject({ status: "ok", ledger: { pending: 0, retries: 0, dead_letters: 0 } });

    const keyRes = await fetch(`${f.base}/keys/${hash}`, { headers: { authorization: `Bearer ${f.managementKey}` } });
    const record = ((await keyRes.json()) as { data: { usage: number; usage_daily: number; limit: number; limit_remaining: number } }).data;
    expect(record.usage).toBeGreaterThan(0);
    expect(record.usage_daily).toBeCloseTo(record.usage, 9);
    expect(record.limit_remaining).toBeCloseTo(1000 - record.usage, 9);

    // The database itself, once the server has stopped (the embedded one is only ours then).
    await f.server.stop("SIGTERM", true);
    const sql = "SELECT request_id, cost_usd::text AS cost, session_id, trace->>'trace_id' AS trace_id FROM usage_ledger WHERE key_id = $1";
    type Row = { request_id: string; cost: string; session_id: string | null; trace_id: string | null };
    let rows: Row[];
    if (process.env.DATABASE_URL) {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      try {
        rows = (await c.query<Row>(sql, [id])).rows;
      } finally {
        await c.end();
      }
    } else {
      const h = await openDb({ dataDir: f.server.dataDir, migrate: false });
      try {
        rows = await h.prisma.$queryRawUnsafe<Row[]>(sql, id);
      } finally {
        await h.close();
      }
    }
    expect(rows.map((r) => r.request_id).sort()).toEqual([...answered].sort());
    expect(rows.some((r) => rejected.includes(r.request_id))).toBe(false);
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(100);
    expect(rows.every((r) => r.trace_id?.startsWith("t-"))).toBe(true);
    const ledgerCost = rows.reduce((sum, r) => sum + Number(r.cost), 0);
    expect(record.usage).toBeCloseTo(ledgerCost, 8);
    rmSync(f.server.dataDir, { recursive: true, force: true });
  });
});

describe("REST: NUL and lone surrogates in paths, query strings and bodies → 400 naming the field", () => {
  const call = restClient();
  const cases: Array<[string, string, string, unknown, string, string]> = [
    ["GET /keys/{hash}", "GET", "/keys/%00", undefined, "hash", NUL_MESSAGE],
    ["PATCH /keys/{hash}", "PATCH", "/keys/ab%00", { name: "x" }, "hash", NUL_MESSAGE],
    ["DELETE /keys/{hash}", "DELETE", "/keys/%00", undefined, "hash", NUL_MESSAGE],
    ["GET /keys?workspace_id", "GET", "/keys?workspace_id=%00", undefined, "workspace_id", NUL_MESSAGE],
    ["POST /keys name", "POST", "/keys", { name: "k\ud800" }, "name", SURROGATE_MESSAGE],
    ["POST /keys external_user", "POST", "/keys", { name: "k", external_user: "\u0000" }, "external_user", NUL_MESSAGE],
    ["GET /workspaces/{id}", "GET", "/workspaces/%00", undefined, "id", NUL_MESSAGE],
    ["GET /workspaces/{id}/members", "GET", "/workspaces/x%00/members", undefined, "id", NUL_MESSAGE],
    ["POST /workspaces name", "POST", "/workspaces", { name: "a\u0000", slug: "nul-name" }, "name", NUL_MESSAGE],
    ["POST /workspaces description", "POST", "/workspaces", { name: "a", slug: "sur-desc", description: "\ud800" }, "description", SURROGATE_MESSAGE],
    ["PATCH /workspaces/{id}", "PATCH", "/workspaces/default", { description: "d\u0000" }, "description", NUL_MESSAGE],
    ["POST /workspaces/{id}/members/add", "POST", "/workspaces/default/members/add", { user_ids: ["ok", "\u0000"] }, "user_ids.1", NUL_MESSAGE],
    ["GET /end-users/{user}", "GET", "/end-users/a%00b", undefined, "user", NUL_MESSAGE],
    ["PATCH /end-users/{user}", "PATCH", "/end-users/%00", { is_active: true }, "user", NUL_MESSAGE],
    ["GET /end-users?user", "GET", "/end-users?user=%00", undefined, "user", NUL_MESSAGE],
    ["POST /end-users", "POST", "/end-users", { user: "\udc00" }, "user", SURROGATE_MESSAGE],
    ["GET /datasets/rankings-daily?start_date", "GET", "/datasets/rankings-daily?start_date=%00", undefined, "start_date", NUL_MESSAGE],
  ];
  it.each(cases)("%s", async (_l, method, path, body, field, message) => {
    const r = await call<ErrorBody>(method, path, body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(issue(field, message));
  });

  it("without a key it is still a 401 first", async () => {
    const r = await restClient(null)<ErrorBody>("GET", "/keys/%00");
    expect(r.status).toBe(401);
  });
});
