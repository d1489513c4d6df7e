import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../test/http";
import { openFixtureDb, postJson, startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../../test/inference";
import { mockEmbedding } from "../../test/upstream";

type Emb = { id: string; object: string; model: string; data: Array<{ object: string; index: number; embedding: number[] | string }>; usage: { prompt_tokens: number; total_tokens: number } };

const decode = (b64: string) => {
  const buf = Buffer.from(b64, "base64");
  return Array.from(new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)));
};

/** The same suite against both transports: the lean node:http path (`npm start`) and Next's route handler. */
describe.each(TRANSPORTS)("POST /embeddings (%s transport)", (transport) => {
  let f: InferenceFixture;
  let key: string;
  let keyHash: string;
  const embed = (body: unknown, k: string | null = key, headers?: Record<string, string>) => postJson<Emb & ErrorBody>(`${f.base}/embeddings`, k, body, headers);

  beforeAll(async () => {
    f = await startInferenceFixture(transport);
    ({ key, hash: keyHash } = await f.newKey());
  });
  afterAll(() => f.close());

  it("local/hash-embed: deterministic, 256 dimensions by default, `dimensions` honoured, base64 = float32 of the same vector, unique ids", async () => {
    const a = await embed({ model: "local/hash-embed", input: "the quick brown fox" });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ object: "list", model: "local/hash-embed", usage: { prompt_tokens: expect.any(Number), total_tokens: expect.any(Number) } });
    expect(a.body.id).toMatch(/^emb-/);
    const v = a.body.data[0].embedding as number[];
    expect(v).toHaveLength(256);
    expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    const b = await embed({ model: "local/hash-embed", input: ["the quick brown fox", "other"], dimensions: 64, encoding_format: "base64" });
    expect(b.body.data.map((d) => d.index)).toEqual([0, 1]);
    expect(decode(b.body.data[0].embedding as string)).toHaveLength(64);
    const again = await embed({ model: "local/hash-embed", input: "the quick brown fox" });
    expect(again.body.data[0].embedding).toEqual(v);
    expect(again.body.id).not.toBe(a.body.id);
    const asFloat = (await embed({ model: "local/hash-embed", input: "x y", dimensions: 16 })).body.data[0].embedding as number[];
    const as64 = decode((await embed({ model: "local/hash-embed", input: "x y", dimensions: 16, encoding_format: "base64" })).body.data[0].embedding as string);
    expect(as64.map((x) => Number(x.toFixed(6)))).toEqual(asFloat.map((x) => Number(x.toFixed(6))));
  });

  it("every input shape: string, strings, tokens, arrays of tokens, text parts", async () => {
    for (const input of ["hi", ["a", "b", "c"], [1, 2, 3], [[1, 2], [3]], [{ type: "text", text: "hello" }]]) {
      const r = await embed({ model: "test/embed", input });
      expect(r.status, JSON.stringify(input)).toBe(200);
      const n = typeof input === "string" || typeof input[0] === "number" ? 1 : input.length;
      expect(r.body.data).toHaveLength(n);
    }
  });

  it("through an OpenAI-compatible upstream: vectors from the provider, secret sent upstream, ledger row and key usage updated", async () => {
    const { key: k, hash } = await f.newKey({ name: "usage" });
    f.mock.reset();
    const r = await embed({ model: "test/embed", input: ["alpha beta", "gamma"], dimensions: 8, user: "end-user-42" }, k);
    expect(r.status).toBe(200);
    expect(r.body.data[0].embedding).toEqual(mockEmbedding("alpha beta", 8));
    const call = f.mock.calls[0];
    expect(call.path).toBe("/v1/embeddings");
    expect(call.apiKey).toBe("upstream-secret-do-not-leak");
    expect(call.body).toMatchObject({ model: "embed-ok", input: ["alpha beta", "gamma"], dimensions: 8 });
    const tokens = r.body.usage.prompt_tokens;
    expect(tokens).toBeGreaterThan(0);
    // the ledger is written in batches off the response path: poll the key's usage
    let usage = 0;
    for (let i = 0; i < 50 && usage === 0; i++) {
      await new Promise((res) => setTimeout(res, 100));
      const got = await fetch(`${f.base}/keys/${hash}`, { headers: { authorization: `Bearer ${f.managementKey}` } });
      usage = ((await got.json()) as { data: { usage: number } }).data.usage;
    }
    expect(usage).toBeCloseTo(tokens * 100e-6, 10);
  });

  it("the official openai client works unchanged", async () => {
    const client = new OpenAI({ apiKey: key, baseURL: f.base, maxRetries: 0 });
    const res = await client.embeddings.create({ model: "test/embed", input: ["hello there"], dimensions: 4 });
    expect(res.data[0].embedding).toEqual(mockEmbedding("hello there", 4));
    const local = await client.embeddings.create({ model: "local/hash-embed", input: "hello" });
    expect(local.data[0].embedding).toHaveLength(256);
    await expect(client.embeddings.create({ model: "no/such-model", input: "x" })).rejects.toMatchObject({ status: 404 });
  });

  const fallbacks: Array<[string, string]> = [
    ["500", "test/embed-500"],
    ["429", "test/embed-429"],
    ["timeout", "test/embed-timeout"],
    ["connection reset", "test/embed-reset"],
  ];
  it.each(fallbacks)("primary %s → the next endpoint serves", async (_l, model) => {
    f.mock.reset();
    const r = await embed({ model, input: "fallback please", provider: { sort: "price" } });
    expect(r.status).toBe(200);
    expect(r.body.data[0].embedding).toEqual(mockEmbedding("fallback please", 1536));
    const models = f.mock.calls.map((c) => c.model);
    expect(models[0]).toMatch(/^embed-(fail|timeout|reset)/);
    expect(models.at(-1)).toBe("embed-ok");
  });

  it("allow_fallbacks: false stops at the first failure: 500 → 502, 429 → 429 with Retry-After", async () => {
    // `order` pins the failing endpoint first even though its circuit is open after the tests above
    const r500 = await embed({ model: "test/embed-500", input: "x", provider: { order: ["mock-a"], allow_fallbacks: false } });
    expect(r500.status).toBe(502);
    expect(r500.body.error.code).toBe(502);
    expect(r500.body.error.message).toMatch(/^Upstream provider mock-a failed/);
    expect(r500.body.error.metadata).toMatchObject({ provider: "mock-a", upstream_status: 500 });
    expect(JSON.stringify(r500.body)).not.toContain("upstream-secret");
    const r429 = await embed({ model: "test/embed-429", input: "x", provider: { order: ["mock-a"], allow_fallbacks: false } });
    expect(r429.status).toBe(429);
    expect(r429.headers.get("retry-after")).toBe("7");
    expect(r429.body.error).toMatchObject({ code: 429, metadata: { provider: "mock-a", upstream_status: 429 } });
  });

  it("every endpoint failing → 502 listing the attempts; none left by the request's preferences → 404; a provider's 400 stays a 400", async () => {
    const all = await embed({ model: "test/embed-all-fail", input: "x" });
    expect(all.status).toBe(502);
    expect((all.body.error.metadata?.attempts as unknown[]).length).toBe(2);
    const none = await embed({ model: "test/embed", input: "x", provider: { only: ["nobody"] } });
    expect(none.status).toBe(404);
    expect(none.body.error).toMatchObject({ code: 404, message: "No endpoint available for model 'test/embed'" });
    expect(none.body.error.metadata?.excluded).toEqual([{ endpoint: "mock-a/test/embed", reason: "not in provider.only" }]);
    const bad = await embed({ model: "test/embed-400", input: "x", provider: { sort: "price" } });
    expect(bad.status).toBe(400);
  });

  const errors: Array<[string, unknown, number, string]> = [
    ["input missing", { model: "test/embed" }, 400, "Invalid request parameters"],
    ["model missing", { input: "x" }, 400, "Invalid request parameters"],
    ["empty input array", { model: "test/embed", input: [] }, 400, "Invalid request parameters"],
    ["empty string", { model: "test/embed", input: "" }, 400, "Invalid request parameters"],
    ["mixed array", { model: "test/embed", input: ["a", 1] }, 400, "Invalid request parameters"],
    ["dimensions 0", { model: "test/embed", input: "x", dimensions: 0 }, 400, "Invalid request parameters"],
    ["dimensions 1.5", { model: "test/embed", input: "x", dimensions: 1.5 }, 400, "Invalid request parameters"],
    ["encoding_format hex", { model: "test/embed", input: "x", encoding_format: "hex" }, 400, "Invalid request parameters"],
    ["unknown provider preference", { model: "test/embed", input: "x", provider: { fastest: true } }, 400, "Invalid request parameters"],
    ["user with surrounding space", { model: "test/embed", input: "x", user: " u" }, 400, "Invalid request parameters"],
    ["image input", { model: "test/embed", input: [{ type: "image_url", image_url: { url: "http://x/y.png" } }] }, 400, "This gateway's embedding models take text or token input, not images"],
    ["a chat model", { model: "test/chat", input: "x" }, 400, "Model 'test/chat' is a chat model, not an embedding model"],
    ["unknown model", { model: "nobody/nothing", input: "x" }, 404, "Resource not found"],
    ["malformed JSON", "{nope", 400, "Invalid request parameters"],
  ];
  it.each(errors)("%s → %s", async (_l, body, status, message) => {
    const r = await embed(body);
    expect(r.status).toBe(status);
    expect(r.body.error).toMatchObject({ code: status, message });
  });

  it("401 without a key, with a bad key, with a management key; wrong content type is a 415", async () => {
    expect((await embed({ model: "test/embed", input: "x" }, null)).body).toEqual({ error: { code: 401, message: "Missing Authentication header", metadata: null } });
    expect((await embed({ model: "test/embed", input: "x" }, "sk-sy-v1-bogus")).status).toBe(401);
    const mgmt = await embed({ model: "test/embed", input: "x" }, f.managementKey);
    expect(mgmt.body.error).toMatchObject({ code: 401, message: "Management keys cannot call inference; use an inference key" });
    const txt = await embed("x", key, { "content-type": "text/plain" });
    expect(txt.status).toBe(415);
    expect(txt.body).toEqual({ error: { code: 415, message: "Unsupported media type", metadata: { reason: "Content-Type must be application/json" } } });
  });

  it("402 over the key's limit, before anything is sent upstream", async () => {
    const { key: poor } = await f.newKey({ name: "poor", limit: 0.0001 });
    f.mock.reset();
    const r = await embed({ model: "test/embed-pricey", input: "expensive words here" }, poor);
    expect(r.status).toBe(402);
    expect(r.body.error.message).toMatch(/^Key spending limit of \$0\.0001 in total(?: reached)?: this request may cost up to \$[\d.]+; \$[\d.]+ remains; it does not reset/);
    expect(f.mock.calls).toHaveLength(0);
  });

  it("a client that hangs up while the upstream works is no server error: nothing logged as one", async () => {
    f.mock.reset();
    const hangUp = await f.newKey({ name: "hangs up" });
    const before = f.server.stderr().length;
    const ac = new AbortController();
    const pending = fetch(`${f.base}/embeddings`, {
      method: "POST",
      headers: { authorization: `Bearer ${hangUp.key}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "test/embed-hang", input: "hang up on me" }),
      signal: ac.signal,
    }).catch((err: unknown) => err);
    while (f.mock.calls.length === 0) await new Promise((r) => setTimeout(r, 2));
    ac.abort();
    expect(await pending).toBeInstanceOf(Error);
    await f.mock.calls[0].closed;
    // Not a fixed wait: the gateway is done with the request once its ledger row (status
    // "aborted", recorded as the request ends) is written; whatever it logged is in stderr by then.
    const { h } = await openFixtureDb(f);
    try {
      let row = null;
      for (let i = 0; i < 100 && !row; i++) {
        row = await h.prisma.usageLedger.findFirst({ where: { key_id: hangUp.id } });
        if (!row) await new Promise((r) => setTimeout(r, 50));
      }
      expect(row?.status).toBe("aborted");
    } finally {
      await h.close();
    }
    const logged = f.server.stderr().slice(before);
    expect(logged).not.toMatch(/unexpected error|AbortError/);
    // and the gateway still serves
    expect((await embed({ model: "local/hash-embed", input: "still here" })).status).toBe(200);
  });

  it("GET /embeddings/models lists the catalog's embedding models (spec 2.8)", async () => {
    const r = await fetch(`${f.base}/embeddings/models`, { headers: { authorization: `Bearer ${key}` } });
    expect(r.status).toBe(200);
    const { data } = (await r.json()) as { data: Array<Record<string, unknown>> };
    expect(data.map((m) => m.id)).toContain("local/hash-embed");
    expect(data.map((m) => m.id)).toContain("test/embed");
    expect(data.map((m) => m.id)).not.toContain("test/chat");
    const m = data.find((x) => x.id === "test/embed");
    expect(m).toMatchObject({ canonical_slug: "test/embed", pricing: { prompt: "0.0001", completion: "0", image: "0", request: "0" }, links: { details: expect.any(String) } });
    expect(Object.keys(m ?? {}).sort()).toEqual(
      ["architecture", "canonical_slug", "context_length", "created", "default_parameters", "description", "expiration_date", "id", "knowledge_cutoff", "links", "name", "per_request_limits", "pricing", "supported_parameters", "supported_voices", "top_provider"].sort(),
    );
    expect(keyHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
