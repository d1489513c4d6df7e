import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../test/inference";

/**
 * GET /metrics and request ids over both transports (the lean node:http server and Next's route
 * handlers): off (404) unless GATEWAY_METRICS_TOKEN is set; 401 without the token or with
 * another; the Prometheus text with the inference requests, upstream latencies, queues and
 * caches. Every inference and REST answer carries x-request-id.
 */
const TOKEN = "metrics-token-0123456789abcdef";
const hello = { model: "test/chat", max_tokens: 20, messages: [{ role: "user", content: "hi" }] };

describe.each(TRANSPORTS)("metrics and request ids (%s transport)", (transport) => {
  let f: InferenceFixture;
  let origin: string;
  beforeAll(async () => {
    f = await startInferenceFixture(transport, { env: { GATEWAY_METRICS_TOKEN: TOKEN } });
    origin = f.server.url;
  }, 120_000);
  afterAll(async () => {
    await f?.close();
  });

  const scrape = (auth?: string) => fetch(`${origin}/metrics`, { headers: auth ? { authorization: auth } : {} });

  it.each([
    ["no Authorization header", undefined, 401, "Missing Authentication header"],
    ["another token", "Bearer not-the-metrics-token-at-all", 401, "Invalid metrics token"],
    ["the token without the Bearer scheme", TOKEN, 401, "Invalid metrics token"],
  ])("refuses a scrape with %s", async (_name, auth, status, message) => {
    const r = await scrape(auth);
    expect(r.status).toBe(status);
    expect(await r.json()).toEqual({ error: { code: status, message, metadata: null } });
  });

  it("serves the Prometheus text with the token: requests by route and status, upstream latency, queues, caches", async () => {
    const k = await f.newKey();
    const ok = await postJson(`${f.base}/messages`, k.key, hello);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await postJson(`${f.base}/messages`, k.key, { ...hello, model: "test/nope" });
    expect(bad.status).toBe(404);
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await postJson(`${f.base}/embeddings`, k.key, { model: "test/embed", input: "x" });
    const r = await scrape(`Bearer ${TOKEN}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toContain("text/plain");
    const text = await r.text();
    expect(text).toMatch(/^gateway_requests_total\{route="messages",status="200"\} [1-9]\d*$/m);
    expect(text).toMatch(/^gateway_requests_total\{route="messages",status="404"\} [1-9]\d*$/m);
    expect(text).toMatch(/^gateway_request_errors_total\{route="messages",status="404"\} [1-9]\d*$/m);
    expect(text).toMatch(/^gateway_requests_total\{route="embeddings",status="200"\} [1-9]\d*$/m);
    expect(text).toMatch(/^gateway_upstream_latency_seconds_count\{provider="mock-a",outcome="ok"\} [1-9]\d*$/m);
    expect(text).toMatch(/^gateway_ledger_queue_depth \d+$/m);
    expect(text).toMatch(/^gateway_ledger_dead_letters_total \d+$/m);
    expect(text).toMatch(/^gateway_ledger_retries_total \d+$/m);
    expect(text).toMatch(/^gateway_io_log_queue_depth \d+$/m);
    expect(text).toMatch(/^gateway_export_queue_depth 0$/m);
    expect(text).toMatch(/^gateway_export_dropped_spans_total 0$/m);
    expect(text).toMatch(/^gateway_cache_lookups_total\{cache="key",result="hit"\} [1-9]\d*$/m);
    expect(text).toMatch(/^gateway_cache_hit_ratio\{cache="key"\} /m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).not.toContain(k.key);
  });

  it("REST answers carry x-request-id too (success and error)", async () => {
    const ok = await fetch(`${f.base}/keys`, { headers: { authorization: `Bearer ${f.managementKey}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const no = await fetch(`${f.base}/keys`);
    expect(no.status).toBe(401);
    expect(no.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("metrics off", () => {
  let f: InferenceFixture;
  beforeAll(async () => {
    f = await startInferenceFixture("lean");
  }, 120_000);
  afterAll(async () => {
    await f?.close();
  });

  it("answers 404 when GATEWAY_METRICS_TOKEN is not set, whatever the Authorization", async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}`]) {
      const r = await fetch(`${f.server.url}/metrics`, { headers: auth ? { authorization: auth } : {} });
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual({ error: { code: 404, message: "Resource not found", metadata: null } });
    }
  });
});
