import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../db";
import type { GenerationRecord } from "../../services/activity/generations";
import { openFixtureDb, postJson, startInferenceFixture, testChatModel, type InferenceFixture } from "../../test/inference";

/**
 * The request log and usage analytics through the real server (lean inference transport, REST
 * API served by Next) against a recording mock upstream: a fallback, a stream, a redaction, a
 * stream failing after its first byte and refusals each leave exactly one row, readable over
 * GET /generation?id= and GET /generations, and GET /activity counts them (refusals unbilled).
 */

let f: InferenceFixture;
let h: DbHandle;
let orgId: string;
let defaultWs: string;

beforeAll(async () => {
  f = await startInferenceFixture("lean", {
    extraModels: [
      testChatModel("test/fallback", [
        ["mock-a", "chat-fail-500", 1],
        ["mock-b", "chat-ok", 1],
      ]),
    ],
    env: { GATEWAY_LEDGER_FLUSH_MS: "20" },
  });
  ({ h, orgId, defaultWs } = await openFixtureDb(f));
}, 120_000);
afterAll(async () => {
  await h?.close();
  await f?.close();
});

const get = async <T>(path: string, key = f.managementKey) => {
  const r = await fetch(`${f.base}${path}`, { headers: { authorization: `Bearer ${key}` } });
  const text = await r.text();
  return { status: r.status, type: r.headers.get("content-type") ?? "", text, json: () => JSON.parse(text) as T };
};

/** The request's log row over REST (the writer flushes a moment after the answer). */
async function generation(id: string, key = f.managementKey): Promise<GenerationRecord> {
  for (let i = 0; i < 60; i++) {
    const r = await get<{ data: GenerationRecord }>(`/generation?id=${id}`, key);
    if (r.status === 200) return r.json().data;
    expect(r.status).toBe(404);
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`no log row for ${id}`);
}

const hello = { max_tokens: 50, messages: [{ role: "user", content: "hello there" }] };

describe("the request log records every answered request", () => {
  it("a fallback: both attempts in order with the failed one's status, billed once", async () => {
    const k = await f.newKey({ name: `fb-${randomUUID()}` });
    const r = await postJson(`${f.base}/messages`, k.key, { ...hello, model: "test/fallback", provider: { order: ["mock-a", "mock-b"] } });
    expect(r.status).toBe(200);
    const g = await generation(r.headers.get("x-request-id") as string);
    expect(g).toMatchObject({ status: "ok", http_status: 200, model: "test/fallback", provider_name: "mock-b", key_hash: k.hash, cancelled: false });
    expect(g.attempts.map((a) => [a.provider, a.status])).toEqual([["mock-a", 500], ["mock-b", 200]]);
    expect(g.attempts[0].reason).not.toBeNull();
    expect(g.explain).toMatchObject({ requested: "test/fallback", available: ["mock-a/test/fallback", "mock-b/test/fallback"] });
    expect(g.total_cost).toBeGreaterThan(0);
    expect(g.latency).not.toBeNull();
  });

  it("a stream: time to first byte and whole time, tokens and cost", async () => {
    const k = await f.newKey({ name: `st-${randomUUID()}` });
    const r = await fetch(`${f.base}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${k.key}` },
      body: JSON.stringify({ ...hello, model: "test/chat-slow-stream", stream: true, user: "end-user-7" }),
    });
    expect(r.status).toBe(200);
    await r.text();
    const g = await generation(r.headers.get("x-request-id") as string);
    expect(g).toMatchObject({ status: "ok", http_status: 200, external_user: "end-user-7", provider_name: "mock-a" });
    expect(g.latency).toBeGreaterThanOrEqual(0);
    expect(g.generation_time).toBeGreaterThanOrEqual(g.latency as number);
    expect(g.tokens_completion).toBeGreaterThan(0);
  });

  it("a stream that fails after its first byte: status error with the error sent in the stream, HTTP 200", async () => {
    const k = await f.newKey({ name: `sf-${randomUUID()}` });
    const r = await fetch(`${f.base}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${k.key}` },
      body: JSON.stringify({ ...hello, model: "test/chat-stream-fail", stream: true }),
    });
    expect(await r.text()).toContain("event: error");
    const g = await generation(r.headers.get("x-request-id") as string);
    expect(g).toMatchObject({ status: "error", http_status: 200 });
    expect(g.error?.code).toBeGreaterThanOrEqual(500);
  });

  it("a redaction: the guardrail outcome counts it", async () => {
    const gr = await h.prisma.guardrail.create({
      data: { org_id: orgId, workspace_id: defaultWs, name: `g-${randomUUID()}`, content_filter_builtins: [{ slug: "email", action: "redact" }] },
    });
    const k = await f.newKey({ name: `rd-${randomUUID()}` });
    await h.prisma.guardrailKeyAssignment.create({ data: { guardrail_id: gr.id, key_id: k.id, assigned_by: "test" } });
    const r = await postJson(`${f.base}/messages`, k.key, { ...hello, model: "test/chat", messages: [{ role: "user", content: "mail me at jane@acme.io" }] });
    expect(r.status).toBe(200);
    const g = await generation(r.headers.get("x-request-id") as string);
    expect(g.guardrail).toEqual({ flags: {}, redactions: { email: 1 }, refused: null });
  });

  it("refusals (402 limit, 403 guardrail, 400 invalid, 404 model) are logged, never billed, and no upstream is called", async () => {
    const gr = await h.prisma.guardrail.create({ data: { org_id: orgId, workspace_id: defaultWs, name: `g-${randomUUID()}`, allowed_models: ["test/claude"] } });
    const k = await f.newKey({ name: `rf-${randomUUID()}`, limit: 0.000001 });
    const guarded = await f.newKey({ name: `rg-${randomUUID()}` });
    await h.prisma.guardrailKeyAssignment.create({ data: { guardrail_id: gr.id, key_id: guarded.id, assigned_by: "test" } });
    const calls = f.mock.calls.length;
    const cases: Array<[string, Record<string, unknown>, number, string | null]> = [
      [k.key, { ...hello, model: "test/chat", user: "u-refused" }, 402, null],
      [guarded.key, { ...hello, model: "test/chat" }, 403, "Model not allowed by guardrail"],
      [k.key, { model: "test/chat" }, 400, null],
      [k.key, { ...hello, model: "test/nope" }, 404, null],
    ];
    for (const [key, body, status, guardrailMessage] of cases) {
      const r = await postJson<{ error: { message: string; metadata: { reason?: string } | null } }>(`${f.base}/messages`, key, body);
      expect(r.status).toBe(status);
      const g = await generation(r.headers.get("x-request-id") as string);
      expect(g).toMatchObject({ status: "refused", http_status: status, total_cost: 0, provider_name: "none", attempts: [], tokens_prompt: 0 });
      expect(g.error?.message).toBe(r.body.error.message);
      expect(g.model).toBe(body.model);
      if (guardrailMessage) expect(g.guardrail?.refused).toEqual({ reason: r.body.error.metadata?.reason, message: guardrailMessage });
      else expect(g.guardrail).toBeNull();
    }
    expect(g0(await generation((await postJson(`${f.base}/messages`, k.key, { ...hello, model: "test/chat", user: "u-refused" })).headers.get("x-request-id") as string))).toBe("u-refused");
    expect(f.mock.calls.length).toBe(calls);
    // nothing billed: the key's usage and its billing rollup stay at zero
    const key = await get<{ data: { usage: number } }>(`/keys/${k.hash}`);
    expect(key.json().data.usage).toBe(0);
    expect(await h.prisma.keyUsageDaily.count({ where: { key_id: k.id } })).toBe(0);
    const refused = await get<{ data: GenerationRecord[] }>(`/generations?status=refused&key_hash=${k.hash}&limit=100`);
    expect(refused.json().data.map((g) => g.http_status).sort()).toEqual([400, 402, 402, 404]);
  });

  it("/chat/completions: a served request and a refused one are logged like /messages", async () => {
    const k = await f.newKey({ name: `cc-${randomUUID()}` });
    const ok = await postJson(`${f.base}/chat/completions`, k.key, { model: "test/chat", messages: [{ role: "user", content: "hi" }], user: "cc-user" });
    expect(ok.status).toBe(200);
    expect(await generation(ok.headers.get("x-request-id") as string)).toMatchObject({ status: "ok", http_status: 200, model: "test/chat", external_user: "cc-user" });
    const bad = await postJson(`${f.base}/chat/completions`, k.key, { model: "test/chat" });
    expect(bad.status).toBe(400);
    expect(await generation(bad.headers.get("x-request-id") as string)).toMatchObject({ status: "refused", http_status: 400, total_cost: 0 });
  });

  it("an inference key reads its own requests only", async () => {
    const a = await f.newKey({ name: `own-a-${randomUUID()}` });
    const b = await f.newKey({ name: `own-b-${randomUUID()}` });
    const r = await postJson(`${f.base}/messages`, a.key, { ...hello, model: "test/chat" });
    const id = r.headers.get("x-request-id") as string;
    expect((await generation(id, a.key)).id).toBe(id);
    expect((await get(`/generation?id=${id}`, b.key)).status).toBe(404);
    const mine = await get<{ data: GenerationRecord[] }>(`/generations`, b.key);
    expect(mine.json().data).toEqual([]);
  });
});

const g0 = (g: GenerationRecord) => g.external_user;

describe("GET /activity over REST", () => {
  it("counts what the log holds, refusals as requests but not spend; CSV export; both in the OpenAPI document", async () => {
    const k = await f.newKey({ name: `act-${randomUUID()}` });
    const ok = await postJson(`${f.base}/messages`, k.key, { ...hello, model: "test/chat" });
    const bad = await postJson(`${f.base}/messages`, k.key, { model: "test/chat" });
    await generation(ok.headers.get("x-request-id") as string);
    await generation(bad.headers.get("x-request-id") as string);
    const a = await get<{ data: { totals: { requests: number; refused: number; spend_usd: number }; series: unknown[] } }>(`/activity?range=24h&key_hash=${k.hash}`);
    expect(a.status).toBe(200);
    const { totals, series } = a.json().data;
    expect(series).toHaveLength(24);
    expect(totals.requests).toBe(2);
    expect(totals.refused).toBe(1);
    const g = await generation(ok.headers.get("x-request-id") as string);
    expect(totals.spend_usd).toBeCloseTo(g.total_cost, 12);
    const csv = await get(`/activity/export?range=24h&key_hash=${k.hash}`);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text.split("\r\n")[0]).toBe("bucket,spend_usd,byok_usd,requests,errors,refused,prompt_tokens,completion_tokens");
    expect(csv.text.trimEnd().split("\r\n")).toHaveLength(25);
    const bad400 = await get<{ error: { code: number } }>(`/activity?range=custom`);
    expect(bad400.status).toBe(400);
    expect(bad400.json().error.code).toBe(400);
    const doc = await get<{ paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> }>(`/openapi.json`);
    const paths = doc.json().paths;
    for (const p of ["/activity", "/activity/top", "/activity/export", "/generations", "/generation"]) expect(paths[p]?.get, p).toBeDefined();
    expect(Object.keys(paths["/activity/export"].get.responses["200"].content ?? {})).toEqual(["text/csv"]);
  });
});
