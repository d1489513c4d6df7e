import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../test/http";
import { postJson, startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../../test/inference";
import { ledgerRows } from "../../test/ledger";

const WEATHER_TOOL = {
  type: "function" as const,
  function: {
    name: "get_weather",
    description: "Current weather for a city",
    parameters: { type: "object", properties: { location: { type: "string" } }, required: ["location"] },
  },
};
/** A model whose endpoint may write a million tokens: without max_tokens, that is the bound. */
const BIG_CAP = {
  slug: "test/chat-big-cap",
  name: "test/chat-big-cap",
  vendor: "test",
  kind: "chat",
  context_length: 1_000_000,
  endpoints: [{ provider: "mock-a", upstream_model: "chat-ok", pricing: { prompt: "0.000001", completion: "0.000002" }, max_completion_tokens: 1_000_000 }],
};
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** SSE text → the data lines, parsed ("[DONE]" kept as a string). */
function sseData(text: string): Array<Record<string, unknown> | "[DONE]"> {
  return text
    .split("\n\n")
    .filter((b) => b.trim())
    .map((b) => {
      const d = /^data: (.*)$/m.exec(b)?.[1] ?? "";
      return d === "[DONE]" ? "[DONE]" : (JSON.parse(d) as Record<string, unknown>);
    });
}

async function postSse(url: string, key: string, body: unknown): Promise<{ status: number; text: string; requestId: string }> {
  const r = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: r.status, text: await r.text(), requestId: r.headers.get("x-request-id") ?? "" };
}

describe.each(TRANSPORTS)("POST /chat/completions (%s transport)", (transport) => {
  let f: InferenceFixture;
  let key: string;
  let client: OpenAI;
  const post = (body: unknown, headers?: Record<string, string>) => postJson<Record<string, unknown> & ErrorBody>(`${f.base}/chat/completions`, key, body, headers);

  beforeAll(async () => {
    f = await startInferenceFixture(transport, { extraModels: [BIG_CAP] });
    ({ key } = await f.newKey());
    client = new OpenAI({ apiKey: key, baseURL: f.base, maxRetries: 0 });
  });
  afterAll(() => f.close());

  describe.each([
    ["OpenAI-format", "test/chat", "/v1/chat/completions"],
    ["Anthropic-format", "test/claude", "/v1/messages"],
  ])("the official openai SDK through an %s upstream", (_fmt, model, upstreamPath) => {
    it("plain text, with system and developer messages", async () => {
      f.mock.reset();
      const res = await client.chat.completions.create({
        model,
        max_tokens: 100,
        messages: [
          { role: "system", content: "You are terse." },
          { role: "developer", content: "Answer in English." },
          { role: "user", content: "hello gateway" },
        ],
      });
      expect(res.object).toBe("chat.completion");
      expect(res.id).toMatch(/^gen-[0-9a-f]{24}$/);
      expect(res.model).toBe(model);
      expect((res as unknown as { provider: string }).provider).toBe(model === "test/chat" ? "mock-a" : "mock-anthropic");
      expect(res.choices).toHaveLength(1);
      expect(res.choices[0].message).toMatchObject({ role: "assistant", content: "echo: hello gateway" });
      expect(res.choices[0].finish_reason).toBe("stop");
      // the mock counts words: "You are terse." + "Answer in English." + "hello gateway" = 8
      expect(res.usage).toMatchObject({ prompt_tokens: 8, completion_tokens: 3, total_tokens: 11 });
      expect((res.usage as unknown as { cost: number }).cost).toBeCloseTo(8 * 1e-6 + 3 * 2e-6, 12);
      const call = f.mock.calls.at(-1);
      expect(call?.path).toBe(upstreamPath);
      if (model === "test/chat") {
        // OpenAI-format upstreams get the request as given, with the upstream model name.
        expect(call?.body).toEqual({
          model: "chat-ok",
          max_tokens: 100,
          messages: [
            { role: "system", content: "You are terse." },
            { role: "developer", content: "Answer in English." },
            { role: "user", content: "hello gateway" },
          ],
        });
      } else {
        expect(call?.body).toMatchObject({ model: "claude-ok", max_tokens: 100, system: "You are terse.\n\nAnswer in English.", messages: [{ role: "user" }] });
      }
    });

    it("streaming with stream_options.include_usage: role, content deltas, finish chunk, usage chunk, [DONE]", async () => {
      const stream = await client.chat.completions.create({
        model,
        max_tokens: 100,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: "user", content: "stream this please" }],
      });
      let text = "";
      const finishes: string[] = [];
      let usage: OpenAI.CompletionUsage | null | undefined = null;
      const ids = new Set<string>();
      for await (const chunk of stream) {
        ids.add(chunk.id);
        expect(chunk.object).toBe("chat.completion.chunk");
        expect(chunk.model).toBe(model);
        text += chunk.choices[0]?.delta.content ?? "";
        if (chunk.choices[0]?.finish_reason) finishes.push(chunk.choices[0].finish_reason);
        if (chunk.usage) usage = chunk.usage;
      }
      expect(text).toBe("echo: stream this please");
      expect(finishes).toEqual(["stop"]);
      expect(usage).toMatchObject({ prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 });
      expect(ids.size).toBe(1);
      expect([...ids][0]).toMatch(/^gen-/);
    });

    it("streaming without include_usage sends no usage chunk; the raw stream ends with [DONE]", async () => {
      const r = await postSse(`${f.base}/chat/completions`, key, { model, stream: true, messages: [{ role: "user", content: "no usage" }] });
      expect(r.status).toBe(200);
      const data = sseData(r.text);
      expect(data.at(-1)).toBe("[DONE]");
      const chunks = data.filter((d): d is Record<string, unknown> => d !== "[DONE]");
      expect(chunks.some((c) => "usage" in c)).toBe(false);
      expect(chunks[0]).toMatchObject({ choices: [{ delta: { role: "assistant" } }] });
    });

    it("tools: tool_calls → tool message round trip", async () => {
      const first = await client.chat.completions.create({ model, max_tokens: 200, tools: [WEATHER_TOOL], messages: [{ role: "user", content: "what is the weather in Paris?" }] });
      expect(first.choices[0].finish_reason).toBe("tool_calls");
      const call = first.choices[0].message.tool_calls?.[0];
      expect(call).toMatchObject({ type: "function", id: expect.any(String), function: { name: "get_weather" } });
      if (call?.type !== "function") throw new Error("no tool call");
      expect(JSON.parse(call.function.arguments)).toEqual({ location: "Paris, France" });
      const second = await client.chat.completions.create({
        model,
        max_tokens: 200,
        tools: [WEATHER_TOOL],
        messages: [
          { role: "user", content: "what is the weather in Paris?" },
          first.choices[0].message,
          { role: "tool", tool_call_id: call.id, content: "sunny, 21°C" },
        ],
      });
      expect(second.choices[0].finish_reason).toBe("stop");
      expect(second.choices[0].message.content).toBe("echo: what is the weather in Paris?");
      const sent = JSON.stringify(f.mock.calls.at(-1)?.body);
      expect(sent).toContain("sunny, 21°C");
      expect(sent).toContain(call.id);
    });

    it("tools, streamed: tool_calls deltas assemble into the call", async () => {
      const stream = await client.chat.completions.create({
        model,
        max_tokens: 200,
        stream: true,
        tools: [WEATHER_TOOL],
        tool_choice: { type: "function", function: { name: "get_weather" } },
        messages: [{ role: "user", content: "go" }],
      });
      const calls = new Map<number, { id?: string; name?: string; args: string }>();
      let finish: string | null = null;
      for await (const chunk of stream) {
        for (const tc of chunk.choices[0]?.delta.tool_calls ?? []) {
          const c = calls.get(tc.index) ?? { args: "" };
          if (tc.id) c.id = tc.id;
          if (tc.function?.name) c.name = tc.function.name;
          c.args += tc.function?.arguments ?? "";
          calls.set(tc.index, c);
        }
        finish = chunk.choices[0]?.finish_reason ?? finish;
      }
      expect(finish).toBe("tool_calls");
      expect(calls.size).toBe(1);
      expect(calls.get(0)).toMatchObject({ id: expect.any(String), name: "get_weather" });
      expect(JSON.parse(calls.get(0)?.args ?? "")).toEqual({ location: "Paris, France" });
    });

    it("response_format json_schema: the answer is JSON following the schema", async () => {
      const res = await client.chat.completions.create({
        model,
        max_tokens: 200,
        messages: [{ role: "user", content: "describe Paris" }],
        response_format: {
          type: "json_schema",
          json_schema: { name: "city", strict: true, schema: { type: "object", properties: { city: { type: "string" }, population: { type: "integer" } }, required: ["city", "population"] } },
        },
      });
      expect(JSON.parse(res.choices[0].message.content ?? "")).toEqual({ city: "Paris, France", population: 1 });
      const sent = f.mock.calls.at(-1)?.body as Record<string, unknown>;
      if (model === "test/chat") expect(sent.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "city" } });
      else expect(sent.output_config).toMatchObject({ format: { type: "json_schema", schema: { type: "object" } } });
    });

    it("image parts (a data URL) reach the upstream in its format", async () => {
      const res = await client.chat.completions.create({
        model,
        max_tokens: 50,
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: "what is this" },
              { type: "image_url", image_url: { url: `data:image/png;base64,${PIXEL}` } },
            ],
          },
        ],
      });
      expect(res.choices[0].message.content).toBe("echo: what is this");
      const sent = JSON.stringify(f.mock.calls.at(-1)?.body);
      if (model === "test/chat") expect(sent).toContain(`"url":"data:image/png;base64,${PIXEL}"`);
      else expect(sent).toContain(`"source":{"type":"base64","media_type":"image/png","data":"${PIXEL}"}`);
    });

    it("max_tokens cuts the answer: finish_reason length", async () => {
      const res = await client.chat.completions.create({ model, max_completion_tokens: 2, messages: [{ role: "user", content: "one two three four" }] });
      expect(res.choices[0].finish_reason).toBe("length");
      expect(res.choices[0].message.content).toBe("echo: one");
    });

    it("a stream that breaks after its first byte ends with an error chunk (the envelope's fields), then [DONE]", async () => {
      const failing = model === "test/chat" ? "test/chat-stream-fail" : "test/claude-stream-fail";
      const r = await postSse(`${f.base}/chat/completions`, key, { model: failing, stream: true, messages: [{ role: "user", content: "a b c d e f g h" }] });
      expect(r.status).toBe(200);
      const data = sseData(r.text);
      expect(data.at(-1)).toBe("[DONE]");
      const last = data.at(-2) as { error: { code: number; message: string; metadata: Record<string, unknown> }; choices: Array<{ finish_reason: string }> };
      expect(last.error.code).toBe(502);
      expect(last.error.message).toMatch(/^Upstream provider mock-(a|anthropic) /);
      expect(last.error.metadata).toMatchObject({ provider: expect.any(String), error_type: "provider_unavailable" });
      expect(last.choices[0].finish_reason).toBe("error");
      // The openai SDK turns that chunk into an APIError thrown from the iteration.
      const stream = await client.chat.completions.create({ model: failing, stream: true, messages: [{ role: "user", content: "a b c d e f g h" }] });
      await expect(
        (async () => {
          for await (const _ of stream) void _;
        })(),
      ).rejects.toThrow(/Upstream provider mock-(a|anthropic) /);
    });
  });

  it("the openai SDK's embeddings work unchanged", async () => {
    const res = await client.embeddings.create({ model: "test/embed", input: ["alpha", "beta"] });
    expect(res.data).toHaveLength(2);
    expect(res.data[0].embedding.length).toBeGreaterThan(10);
    expect(res.usage.prompt_tokens).toBeGreaterThan(0);
  });

  it("GET /models lists public chat and embedding models in OpenRouter's shape, for any valid key", async () => {
    const page = await client.models.list();
    const ids = page.data.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(["local/echo", "local/hash-embed", "test/chat", "test/claude", "test/embed"]));
    const mgmt = await fetch(`${f.base}/models`, { headers: { authorization: `Bearer ${f.managementKey}` } });
    expect(mgmt.status).toBe(200);
    const body = (await mgmt.json()) as { data: Array<Record<string, unknown>> };
    const chat = body.data.find((m) => m.id === "test/chat");
    expect(chat).toMatchObject({
      canonical_slug: "test/chat",
      name: "test/chat",
      context_length: 8192,
      architecture: { input_modalities: ["text"], output_modalities: ["text"], tokenizer: "Other", instruct_type: null },
      pricing: { prompt: "0.000001", completion: "0.000002", request: "0", image: "0" },
      top_provider: { context_length: 8192, max_completion_tokens: null, is_moderated: false },
      per_request_limits: null,
      supported_parameters: expect.arrayContaining(["tools", "response_format", "max_tokens"]),
      default_parameters: {},
    });
    expect(body.data.find((m) => m.id === "test/embed")).toMatchObject({ architecture: { output_modalities: ["embeddings"] } });
    const none = await fetch(`${f.base}/models`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as ErrorBody).error.code).toBe(401);
  });

  it.each([
    ["no messages", { model: "test/chat", messages: [] }, 400, "messages"],
    ["n > 1", { model: "test/chat", n: 2, messages: [{ role: "user", content: "x" }] }, 400, "n"],
    ["an unknown role", { model: "test/chat", messages: [{ role: "wizard", content: "x" }] }, 400, "messages.0.role"],
    ["fallbacks with models", { models: ["test/chat"], fallbacks: [{ model: "test/claude" }], messages: [{ role: "user", content: "x" }] }, 400, "fallbacks"],
    ["an unknown plugin", { model: "test/chat", plugins: [{ id: "nope" }], messages: [{ role: "user", content: "x" }] }, 400, "plugins.0.id"],
    ["temperature 3", { model: "test/chat", temperature: 3, messages: [{ role: "user", content: "x" }] }, 400, "temperature"],
  ])("%s → 400 in the envelope", async (_name, body, status, field) => {
    const r = await post(body);
    expect(r.status).toBe(status);
    expect(r.body.error).toMatchObject({ code: status, message: "Invalid request parameters" });
    expect(JSON.stringify(r.body.error.metadata)).toContain(`"field":"${field}"`);
  });

  it("an unknown model is a 404, an embedding model a 400, a management key a 401", async () => {
    const unknown = await post({ model: "test/nope", messages: [{ role: "user", content: "x" }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.metadata).toMatchObject({ model: "test/nope" });
    const embed = await post({ model: "test/embed", messages: [{ role: "user", content: "x" }] });
    expect(embed.status).toBe(400);
    const mgmt = await postJson<ErrorBody>(`${f.base}/chat/completions`, f.managementKey, { model: "test/chat", messages: [{ role: "user", content: "x" }] });
    expect(mgmt.status).toBe(401);
  });

  it("an audio part to an Anthropic-format upstream is a 400 naming the part; the OpenAI-format upstream gets it", async () => {
    const body = (model: string) => ({
      model,
      messages: [{ role: "user", content: [{ type: "text", text: "hear" }, { type: "input_audio", input_audio: { data: "AAAA", format: "wav" } }] }],
    });
    const bad = await post(body("test/claude"));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error.metadata)).toContain('"field":"messages.0.content.1"');
    const ok = await post(body("test/chat"));
    expect(ok.status).toBe(200);
  });

  it("fallbacks: `models` moves on after a failing model; gateway_metadata with the header", async () => {
    f.mock.reset();
    const r = await post({ models: ["test/chat-500", "test/claude"], messages: [{ role: "user", content: "fall back" }] }, { "x-gateway-metadata": "enabled" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ model: "test/claude", provider: "mock-anthropic", choices: [{ message: { content: "echo: fall back" } }] });
    expect(r.body.gateway_metadata).toMatchObject({ attempt: 2, requested: "test/chat-500" });
    expect(f.mock.calls.map((c) => c.path)).toEqual(["/v1/chat/completions", "/v1/messages"]);
    const viaFallbacks = await post({ model: "test/chat-429", fallbacks: [{ model: "test/chat" }], messages: [{ role: "user", content: "x" }] });
    expect(viaFallbacks.status).toBe(200);
    expect(viaFallbacks.body.model).toBe("test/chat");
  });

  it("`user` registers the end user on first sight, as on /messages", async () => {
    const user = `chat user ${transport} ${Date.now()}`;
    const r = await post({ model: "test/chat", user, messages: [{ role: "user", content: "x" }] });
    expect(r.status).toBe(200);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      if (i) await new Promise((res) => setTimeout(res, 100));
      status = (await fetch(`${f.base}/end-users/${encodeURIComponent(user)}`, { headers: { authorization: `Bearer ${f.managementKey}` } })).status;
    }
    expect(status).toBe(200);
  });

  it("an upstream 429 with no fallback left is a 429 in the envelope with Retry-After, as on /messages", async () => {
    const body = { model: "test/chat-429", max_tokens: 10, messages: [{ role: "user", content: "x" }] };
    const chat = await post(body);
    const msgs = await postJson<ErrorBody>(`${f.base}/messages`, key, body);
    expect(chat.status).toBe(429);
    expect(chat.headers.get("retry-after")).toBe(msgs.headers.get("retry-after"));
    expect(chat.body.error.message).toBe(msgs.body.error.message);
    expect(chat.body.error.metadata).toMatchObject({ provider: "mock-a", upstream_status: 429 });
  });

  it("without max_tokens the reservation assumes the endpoints' max_completion_tokens (else 4096)", async () => {
    // $1 covers 4096 output tokens at $2/M, not a million.
    const { key: k } = await f.newKey({ name: "bound", limit: 1 });
    const ask = (model: string, extra: Record<string, unknown> = {}) => postJson<ErrorBody>(`${f.base}/chat/completions`, k, { model, messages: [{ role: "user", content: "x" }], ...extra });
    expect((await ask("test/chat")).status).toBe(200);
    const big = await ask("test/chat-big-cap");
    expect(big.status).toBe(402);
    expect(big.body.error.code).toBe(402);
    expect((await ask("test/chat-big-cap", { max_tokens: 100 })).status).toBe(200);
  });

  it("a key over its spending limit is a 402 in the envelope, as on /messages", async () => {
    const { key: poor } = await f.newKey({ name: "poor", limit: 0.0000001 });
    const body = { model: "test/chat", max_tokens: 1000, messages: [{ role: "user", content: "x" }] };
    const chat = await postJson<ErrorBody>(`${f.base}/chat/completions`, poor, body);
    const msgs = await postJson<ErrorBody>(`${f.base}/messages`, poor, body);
    expect(chat.status).toBe(402);
    // The same refusal; only the worst case differs (the two wire formats' bodies differ in size).
    const worstCaseAside = (b: ErrorBody) => JSON.stringify(b).replace(/up to \$[\d.]+/, "up to $X").replace(/"request_max_cost":[\d.e-]+/, '"request_max_cost":0');
    expect(worstCaseAside(chat.body)).toBe(worstCaseAside(msgs.body));
    // Usage $0, refused all the same: the reservation is the request's worst case, and it says so.
    expect(msgs.body.error.message).toMatch(/^Key spending limit of \$0\.0000001 in total: this request may cost up to \$0\.\d+; \$0\.0000001 remains; it does not reset/);
  });

  it("a guardrail refusal is a 403 in the envelope, as on /messages; redaction reaches both upstream formats", async () => {
    const { key: k, hash } = await f.newKey({ name: "guarded" });
    const mgmt = (method: string, path: string, body: unknown) =>
      fetch(`${f.base}${path}`, { method, headers: { authorization: `Bearer ${f.managementKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    const g = (await (await mgmt("POST", "/guardrails", { name: `chat-${hash.slice(0, 8)}`, allowed_models: ["test/claude", "test/chat-two"], content_filter_builtins: [{ slug: "email", action: "redact" }] })).json()) as {
      data: { id: string };
    };
    expect((await mgmt("POST", `/guardrails/${g.data.id}/assignments/keys`, { key_hashes: [hash] })).status).toBe(200);
    const body = { model: "test/chat", max_tokens: 10, messages: [{ role: "user", content: "x" }] };
    const chat = await postJson<ErrorBody>(`${f.base}/chat/completions`, k, body);
    const msgs = await postJson<ErrorBody>(`${f.base}/messages`, k, body);
    expect(chat.status).toBe(403);
    expect(chat.body).toEqual(msgs.body);
    expect(chat.body.error.message).toBe("Model not allowed by guardrail");
    for (const model of ["test/claude", "test/chat-two"]) {
      const ok = await postJson(`${f.base}/chat/completions`, k, { model, messages: [{ role: "user", content: "mail me at a@example.com" }] });
      expect(ok.status).toBe(200);
      const sent = JSON.stringify(f.mock.calls.at(-1)?.body);
      expect(sent).toContain("[EMAIL]");
      expect(sent).not.toContain("a@example.com");
    }
  });

  describe.each([
    ["OpenAI-format", "test/chat"],
    ["Anthropic-format", "test/claude"],
  ])("the same answer and ledger row as /messages through an %s upstream", (_fmt, model) => {
    const system = "Be brief.";
    const user = "compare these two answers";

    it("non-streaming", async () => {
      const { key: k } = await f.newKey({ name: "ledger-json" });
      const m = await postJson<{ content: Array<{ text: string }>; usage: { input_tokens: number; output_tokens: number } }>(`${f.base}/messages`, k, {
        model,
        max_tokens: 100,
        system,
        messages: [{ role: "user", content: user }],
        user: "alice",
        session_id: "s-1",
      });
      const c = await postJson<{ choices: Array<{ message: { content: string } }>; usage: { prompt_tokens: number; completion_tokens: number; cost: number } }>(
        `${f.base}/chat/completions`,
        k,
        { model, max_tokens: 100, messages: [{ role: "system", content: system }, { role: "user", content: user }], user: "alice", session_id: "s-1" },
      );
      expect(m.status).toBe(200);
      expect(c.status).toBe(200);
      expect(c.body.choices[0].message.content).toBe(m.body.content[0].text);
      const [lm, lc] = await ledgerRows(f.server, [m.headers.get("x-request-id") ?? "", c.headers.get("x-request-id") ?? ""]);
      const { request_id: _a, ...rowM } = lm;
      const { request_id: _b, ...rowC } = lc;
      expect(rowC).toEqual(rowM);
      expect(rowC).toMatchObject({ model, status: "ok", end_user: "alice", session_id: "s-1", prompt_tokens: 6 });
      expect(c.body.usage.prompt_tokens).toBe(lc.prompt_tokens);
      expect(c.body.usage.completion_tokens).toBe(lc.completion_tokens);
      expect(c.body.usage.cost).toBeCloseTo(Number(lc.cost_usd), 10);
    });

    it("streaming", async () => {
      const { key: k } = await f.newKey({ name: "ledger-stream" });
      const m = await postSse(`${f.base}/messages`, k, { model, max_tokens: 100, stream: true, system, messages: [{ role: "user", content: user }] });
      const c = await postSse(`${f.base}/chat/completions`, k, {
        model,
        max_tokens: 100,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: "system", content: system }, { role: "user", content: user }],
      });
      const mText = m.text
        .split("\n")
        .filter((l) => l.startsWith("data: ") && l.includes("text_delta"))
        .map((l) => (JSON.parse(l.slice(6)) as { delta: { text: string } }).delta.text)
        .join("");
      const chunks = sseData(c.text).filter((d): d is Record<string, unknown> => d !== "[DONE]") as Array<{ choices: Array<{ delta: { content?: string } }>; usage?: { prompt_tokens: number; completion_tokens: number; cost: number } }>;
      const cText = chunks.map((ch) => ch.choices[0]?.delta.content ?? "").join("");
      expect(cText).toBe(mText);
      expect(cText).toBe(`echo: ${user}`);
      const [lm, lc] = await ledgerRows(f.server, [m.requestId, c.requestId]);
      const { request_id: _a, ...rowM } = lm;
      const { request_id: _b, ...rowC } = lc;
      expect(rowC).toEqual(rowM);
      const usage = chunks.at(-1)?.usage;
      expect(usage).toMatchObject({ prompt_tokens: lc.prompt_tokens, completion_tokens: lc.completion_tokens });
      expect(usage?.cost).toBeCloseTo(Number(lc.cost_usd), 10);
    });

    it("with a fallback (the first model fails with 500)", async () => {
      const { key: k } = await f.newKey({ name: "ledger-fallback" });
      const m = await postJson(`${f.base}/messages`, k, { models: ["test/chat-500", model], max_tokens: 100, messages: [{ role: "user", content: user }] });
      const c = await postJson(`${f.base}/chat/completions`, k, { models: ["test/chat-500", model], max_tokens: 100, messages: [{ role: "user", content: user }] });
      expect([m.status, c.status]).toEqual([200, 200]);
      const [lm, lc] = await ledgerRows(f.server, [m.headers.get("x-request-id") ?? "", c.headers.get("x-request-id") ?? ""]);
      const { request_id: _a, ...rowM } = lm;
      const { request_id: _b, ...rowC } = lc;
      expect(rowC).toEqual(rowM);
      expect(rowC).toMatchObject({ model, attempts: 2, status: "ok" });
    });
  });
});
