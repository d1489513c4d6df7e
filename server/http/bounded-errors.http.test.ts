import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../test/http";
import { restClient } from "../test/http";
import { postJson, startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../test/inference";
import { freePort } from "../test/server";

const model = (slug: string, kind: "chat" | "embedding", provider: string, upstream: string) => ({
  slug,
  name: slug,
  vendor: "test",
  kind,
  context_length: 8192,
  endpoints: [{ provider, upstream_model: upstream, pricing: { prompt: "0.000001", completion: "0.000002" } }],
});

describe("REST: validation errors list at most 20 problems and count the rest", () => {
  const call = restClient();
  it("500 bad user_ids → 20 issues, more_issues 480, a small body", async () => {
    const r = await call<ErrorBody>("POST", "/workspaces/default/members/add", { user_ids: Array.from({ length: 500 }, (_, i) => i) });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("Invalid request parameters");
    const meta = r.body.error.metadata as { issues: Array<{ field: string; message: string }>; more_issues: number };
    expect(meta.issues).toHaveLength(20);
    expect(meta.issues[0]).toEqual({ field: "user_ids.0", message: expect.any(String) });
    expect(meta.issues[19].field).toBe("user_ids.19");
    expect(meta.more_issues).toBe(480);
    expect(JSON.stringify(r.body).length).toBeLessThan(4096);
  });

  it("exactly 20 problems: no more_issues", async () => {
    const r = await call<ErrorBody>("POST", "/workspaces/default/members/add", { user_ids: Array.from({ length: 20 }, (_, i) => i) });
    expect(r.status).toBe(400);
    expect(r.body.error.metadata).toEqual({ issues: Array.from({ length: 20 }, (_, i) => ({ field: `user_ids.${i}`, message: expect.any(String) })) });
  });
});

describe.each(TRANSPORTS)("inference errors are bounded and upstream failures carry stable reasons (%s transport)", (transport) => {
  let f: InferenceFixture;
  let key: string;
  beforeAll(async () => {
    const deadPort = await freePort();
    f = await startInferenceFixture(transport, {
      extraProviders: [{ id: "dead", name: "dead", api: "openai", base_url: `http://127.0.0.1:${deadPort}/v1`, api_key: { env: "MOCK_UPSTREAM_SECRET" }, timeout_ms: 1500 }],
      extraModels: [
        model("test/embed-reset-only", "embedding", "mock-a", "embed-reset"),
        model("test/embed-dead", "embedding", "dead", "embed-ok"),
        model("test/embed-bad-400", "embedding", "mock-a", "embed-fail-400"),
      ],
    });
    ({ key } = await f.newKey());
  });
  afterAll(() => f.close());

  it("a 40 KB /messages body with 1,500 bad elements → 400 with 20 issues and the count of the rest, in a small body", async () => {
    const messages = Array.from({ length: 1500 }, () => ({ role: "robot", content: 7 }));
    const body = JSON.stringify({ model: "test/chat", max_tokens: 8, messages });
    expect(body.length).toBeGreaterThan(35_000);
    const r = await postJson<ErrorBody>(`${f.base}/messages`, key, body);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe("Invalid request parameters");
    const meta = r.body.error.metadata as { issues: unknown[]; more_issues: number };
    expect(meta.issues).toHaveLength(20);
    expect(meta.more_issues).toBeGreaterThanOrEqual(1500 - 20);
    expect(JSON.stringify(r.body).length).toBeLessThan(8192);
  });

  it("2,048 bad embeddings inputs → at most 20 issues", async () => {
    const r = await postJson<ErrorBody>(`${f.base}/embeddings`, key, { model: "test/embed", input: Array.from({ length: 2048 }, () => [true, "x"]) });
    expect(r.status).toBe(400);
    const meta = r.body.error.metadata as { issues: unknown[]; more_issues?: number };
    expect(meta.issues.length).toBeLessThanOrEqual(20);
    expect(JSON.stringify(r.body).length).toBeLessThan(8192);
  });

  const failures: Array<[string, string, unknown, number, string | RegExp, Record<string, unknown>]> = [
    ["timeout", "/messages", { model: "test/chat-timeout", max_tokens: 8, messages: [{ role: "user", content: "hi" }] }, 502, "Upstream provider mock-a timed out", { provider: "mock-a", upstream_status: null, reason: "upstream_timeout" }],
    ["HTTP 500", "/messages", { model: "test/chat-500", max_tokens: 8, messages: [{ role: "user", content: "hi" }] }, 502, "Upstream provider mock-a failed with HTTP 500", { provider: "mock-a", upstream_status: 500, reason: "upstream_http_error" }],
    ["connection reset", "/embeddings", { model: "test/embed-reset-only", input: "x" }, 502, "Upstream provider mock-a closed the connection", { provider: "mock-a", upstream_status: null, reason: "upstream_connection_reset" }],
    ["connection refused", "/embeddings", { model: "test/embed-dead", input: "x" }, 502, "Upstream provider dead refused the connection", { provider: "dead", upstream_status: null, reason: "upstream_connection_refused" }],
    // the last endpoint tried decides (routing may put either first)
    ["every endpoint failing", "/embeddings", { model: "test/embed-all-fail", input: "x" }, 502, /^Upstream provider mock-[ab] failed with HTTP 50[23]$/, { reason: "upstream_http_error" }],
  ];
  it.each(failures)("%s (%s) → a stable reason; attempts carry reason codes", async (_l, path, body, status, message, meta) => {
    const r = await postJson<ErrorBody>(`${f.base}${path}`, key, body);
    expect(r.status).toBe(status);
    if (typeof message === "string") expect(r.body.error.message).toBe(message);
    else expect(r.body.error.message).toMatch(message);
    expect(r.body.error.metadata).toMatchObject(meta);
    const attempts = r.body.error.metadata?.attempts as Array<{ error: string }>;
    expect(attempts.length).toBeGreaterThan(0);
    for (const a of attempts) expect(a.error).toMatch(/^upstream_[a-z_]+$/);
    expect(JSON.stringify(r.body)).not.toMatch(/ECONN|other side closed|timed out after|socket|fetch failed/i);
  });

  it("a provider's 400 stays a 400 with its message; the reason is upstream_http_error", async () => {
    const r = await postJson<ErrorBody>(`${f.base}/embeddings`, key, { model: "test/embed-bad-400", input: "x" });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^Upstream provider mock-a rejected the request: /);
    expect(r.body.error.metadata).toMatchObject({ provider: "mock-a", upstream_status: 400, reason: "upstream_http_error" });
  });

  it("a stream that breaks after its first events ends with an error event carrying a stable reason", async () => {
    const res = await fetch(`${f.base}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "test/chat-stream-fail", max_tokens: 64, stream: true, messages: [{ role: "user", content: "hello there gateway" }] }),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const m = /event: error\ndata: (.*)\n/.exec(text);
    expect(m, text).not.toBeNull();
    const ev = JSON.parse(m?.[1] ?? "{}") as { error: { code: number; message: string; metadata: { reason: string } } };
    expect(ev.error.code).toBe(502);
    expect(ev.error.metadata.reason).toMatch(/^upstream_(connection_reset|invalid_response)$/);
    expect(ev.error.message).not.toMatch(/other side closed|terminated|socket/i);
  });
});
