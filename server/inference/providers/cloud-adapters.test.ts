import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BEDROCK_ARN, BEDROCK_MODEL, type CloudFixture, SECRETS, startCloudFixture } from "../../test/cloud-fixture";
import { buildCatalog, type Catalog, type Endpoint } from "../../catalog/catalog";
import { messagesRequest, type MessagesResponse, type StreamEvent, type ToolUseBlock } from "../messages/schemas";
import { StepAssembler } from "../server-tools/assemble";
import { UpstreamError } from "../../catalog/upstream-http";
import { adapterFor } from ".";

/** The four cloud adapters against their local mocks (server/test/cloud-mocks.ts), no gateway in between. */

let f: CloudFixture;
let cat: Catalog;
beforeAll(async () => {
  f = await startCloudFixture();
  cat = buildCatalog(f.catalog, "test", f.env);
});
afterAll(() => f.close());
beforeEach(() => f.mocks.reset());

const ep = (slug: string): Endpoint => {
  const e = cat.endpoints.get(slug)?.[0];
  if (!e) throw new Error(`no endpoint for ${slug}`);
  return e;
};
const signal = () => new AbortController().signal;
const req = (body: Record<string, unknown>) => messagesRequest.parse({ model: "x", max_tokens: 200, ...body });
const WEATHER = { name: "get_weather", description: "Weather", input_schema: { type: "object", properties: { location: { type: "string" } }, required: ["location"] } };
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const PIXEL_BYTES = Buffer.from(PIXEL, "base64").length;

async function streamed(e: Endpoint, body: ReturnType<typeof req>): Promise<{ events: StreamEvent[]; msg: Pick<MessagesResponse, "content" | "stop_reason" | "usage"> }> {
  const events: StreamEvent[] = [];
  for await (const ev of await adapterFor(e.provider).chatStream(e, body, signal())) events.push(ev);
  const a = new StepAssembler();
  events.forEach((ev) => a.event(ev));
  const delta = events.find((ev) => ev.type === "message_delta");
  const start = events[0];
  if (delta?.type !== "message_delta" || start.type !== "message_start") throw new Error("no message_start or message_delta");
  // Usage as a client reads it: message_start's, updated by message_delta's.
  const u = { ...start.message.usage, ...Object.fromEntries(Object.entries(delta.usage).filter(([, v]) => v !== undefined && v !== null)) };
  const { output_tokens, input_tokens, cache_read_input_tokens, cache_creation_input_tokens } = u;
  return { events, msg: { content: a.blocks(), stop_reason: delta.delta.stop_reason, usage: { input_tokens: input_tokens ?? 0, output_tokens, cache_read_input_tokens, cache_creation_input_tokens } } };
}

async function answer(e: Endpoint, body: ReturnType<typeof req>, stream: boolean) {
  if (stream) return (await streamed(e, body)).msg;
  return adapterFor(e.provider).chat(e, body, signal());
}

const textOf = (m: { content: MessagesResponse["content"] }) => m.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("");

/** Usage per kind: Azure and Gemini report cache reads; Bedrock and Claude reads and writes. */
const CACHE: Record<string, { read: number; write: number; input: number }> = {
  azure: { read: 5, write: 0, input: 11 },
  "azure-v1": { read: 5, write: 0, input: 11 },
  bedrock: { read: 5, write: 3, input: 11 },
  "bedrock-key": { read: 5, write: 3, input: 11 },
  vertex: { read: 5, write: 0, input: 11 },
  "vertex-claude": { read: 5, write: 3, input: 11 },
  gemini: { read: 5, write: 0, input: 11 },
};

const CHAT_MODELS = [
  "cloud/azure",
  "cloud/azure-v1",
  "cloud/bedrock",
  "cloud/bedrock-arn",
  "cloud/bedrock-key",
  "cloud/vertex-gemini",
  "cloud/vertex-gemini3",
  "cloud/vertex-claude",
  "cloud/gemini",
  "cloud/gemini3",
];

describe.each(CHAT_MODELS)("%s", (slug) => {
  const cacheOf = (e: Endpoint) => CACHE[slug === "cloud/vertex-claude" ? "vertex-claude" : e.provider.id];

  it.each([false, true])("answers with a system prompt and multi-turn history, usage with cache tokens (stream %s)", async (stream) => {
    const e = ep(slug);
    const body = req({
      system: "be brief",
      messages: [
        { role: "user", content: "first" },
        { role: "assistant", content: "ok" },
        { role: "user", content: "hello there" },
      ],
      temperature: 0.2,
      top_p: 0.9,
      stop_sequences: ["END"],
    });
    const m = await answer(e, body, stream);
    expect(textOf(m)).toBe("echo: hello there");
    expect(m.stop_reason).toBe("end_turn");
    const c = cacheOf(e);
    expect(m.usage).toMatchObject({ input_tokens: c.input, output_tokens: 7, cache_read_input_tokens: c.read, cache_creation_input_tokens: c.write });
  });

  it.each([false, true])("tool round trip with two parallel calls and their results (stream %s)", async (stream) => {
    const e = ep(slug);
    const ask = { role: "user" as const, content: "What is the weather in Oslo and Paris?" };
    const first = await answer(e, req({ messages: [ask], tools: [WEATHER] }), stream);
    expect(first.stop_reason).toBe("tool_use");
    const calls = first.content.filter((b): b is ToolUseBlock => b.type === "tool_use");
    expect(calls.map((c) => [c.name, c.input])).toEqual([
      ["get_weather", { location: "Oslo" }],
      ["get_weather", { location: "Paris" }],
    ]);
    expect(new Set(calls.map((c) => c.id)).size).toBe(2);
    const second = await answer(
      e,
      req({
        tools: [WEATHER],
        messages: [
          ask,
          { role: "assistant", content: first.content },
          {
            role: "user",
            content: [
              { type: "tool_result", tool_use_id: calls[0].id, content: "sunny" },
              { type: "tool_result", tool_use_id: calls[1].id, content: [{ type: "text", text: "rainy" }] },
            ],
          },
        ],
      }),
      stream,
    );
    const text = textOf(second);
    expect(text).toMatch(/^tool results: get_weather(#\S+)?=sunny; get_weather(#\S+)?=rainy$/);
    if (!e.provider.api.startsWith("vertex") && e.provider.api !== "gemini") expect(text).toContain(`#${calls[0].id}=sunny`);
  });

  it.each([false, true])("reads an image (stream %s)", async (stream) => {
    const m = await answer(
      ep(slug),
      req({ messages: [{ role: "user", content: [{ type: "text", text: "what is this?" }, { type: "image", source: { type: "base64", media_type: "image/png", data: PIXEL } }] }] }),
      stream,
    );
    expect(textOf(m)).toBe(`image: image/png ${PIXEL_BYTES} bytes`);
  });

  it("max_tokens reached is stop_reason max_tokens", async () => {
    const m = await answer(ep(slug), req({ max_tokens: 2, messages: [{ role: "user", content: "one two three" }] }), false);
    expect(m.stop_reason).toBe("max_tokens");
  });
});

describe("wire details", () => {
  it("azure: deployments path with api-version and the api-key header; v1 path with the deployment as model", async () => {
    await adapterFor(ep("cloud/azure").provider).chat(ep("cloud/azure"), req({ messages: [{ role: "user", content: "hi" }] }), signal());
    await adapterFor(ep("cloud/azure-v1").provider).chat(ep("cloud/azure-v1"), req({ messages: [{ role: "user", content: "hi" }] }), signal());
    const [dep, v1] = f.mocks.calls;
    expect(dep.path).toBe("/openai/deployments/gpt-4o-deploy/chat/completions?api-version=2024-10-21");
    expect(dep.headers["api-key"]).toBe(SECRETS.azureKey);
    expect(dep.headers.authorization).toBeUndefined();
    expect(v1.path).toBe("/openai/v1/chat/completions");
    expect(v1.body?.model).toBe("gpt-4o-deploy");
  });

  it("bedrock: model ids with ':' and ARNs are one encoded path segment, signed correctly", async () => {
    for (const slug of ["cloud/bedrock", "cloud/bedrock-arn"]) await adapterFor(ep(slug).provider).chat(ep(slug), req({ messages: [{ role: "user", content: "hi" }] }), signal());
    expect(f.mocks.calls.map((c) => [c.path, c.status])).toEqual([
      [`/model/${encodeURIComponent(BEDROCK_MODEL)}/converse`, 200],
      [`/model/${encodeURIComponent(BEDROCK_ARN)}/converse`, 200],
    ]);
    expect(f.mocks.calls[0].path).toContain("%3A0/converse");
    expect(f.mocks.calls[0].headers["x-amz-security-token"]).toBe(SECRETS.aws.sessionToken);
    expect(String(f.mocks.calls[0].headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE0MOCK\/\d{8}\/us-east-1\/bedrock\/aws4_request/);
  });

  it("bedrock: cache_control becomes cachePoint blocks; tool_choice and inference config mapped", async () => {
    const e = ep("cloud/bedrock");
    await adapterFor(e.provider).chat(
      e,
      req({
        system: [{ type: "text", text: "sys", cache_control: { type: "ephemeral" } }],
        messages: [{ role: "user", content: [{ type: "text", text: "hi", cache_control: { type: "ephemeral" } }] }],
        tools: [WEATHER],
        tool_choice: { type: "any" },
        stop_sequences: ["STOP"],
        temperature: 0.5,
        top_k: 5,
      }),
      signal(),
    );
    const body = f.mocks.calls[0].body ?? {};
    expect(body.system).toEqual([{ text: "sys" }, { cachePoint: { type: "default" } }]);
    expect(body.messages).toEqual([{ role: "user", content: [{ text: "hi" }, { cachePoint: { type: "default" } }] }]);
    expect(body.inferenceConfig).toEqual({ maxTokens: 200, temperature: 0.5, stopSequences: ["STOP"] });
    expect(body.toolConfig).toEqual({ tools: [{ toolSpec: { name: "get_weather", description: "Weather", inputSchema: { json: WEATHER.input_schema } } }], toolChoice: { any: {} } });
    expect(body.additionalModelRequestFields).toEqual({ top_k: 5 });
  });

  it("vertex: one token exchange for concurrent requests, Bearer on every call, Claude body without model", async () => {
    const e = ep("cloud/vertex-claude");
    const before = f.mocks.issued.length;
    await Promise.all([1, 2, 3].map(() => adapterFor(e.provider).chat(e, req({ messages: [{ role: "user", content: "hi" }] }), signal())));
    expect(f.mocks.issued.length - before).toBeLessThanOrEqual(1);
    const predicts = f.mocks.calls.filter((c) => c.path.includes(":rawPredict"));
    expect(predicts).toHaveLength(3);
    expect(predicts[0].path).toBe("/v1/projects/switchyard-test/locations/us-east5/publishers/anthropic/models/claude-sonnet-4@20250514:rawPredict");
    expect(predicts[0].body).toMatchObject({ anthropic_version: "vertex-2023-10-16", max_tokens: 200 });
    expect(predicts[0].body).not.toHaveProperty("model");
    expect(String(predicts[0].headers.authorization)).toBe(`Bearer ${f.mocks.issued.at(-1)}`);
  });

  it("gemini: x-goog-api-key, streamGenerateContent?alt=sse, generationConfig and JSON output", async () => {
    const e = ep("cloud/gemini");
    const m = await adapterFor(e.provider).chat(
      e,
      req({ messages: [{ role: "user", content: "hi" }], temperature: 0.1, top_p: 0.5, stop_sequences: ["X"], output_config: { format: { type: "json_schema", schema: { type: "object" } } } }),
      signal(),
    );
    expect(JSON.parse(textOf(m))).toEqual({ answer: "echo: hi" });
    const call = f.mocks.calls[0];
    expect(call.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(call.headers["x-goog-api-key"]).toBe(SECRETS.geminiKey);
    expect(call.body?.generationConfig).toEqual({ maxOutputTokens: 200, temperature: 0.1, topP: 0.5, stopSequences: ["X"], responseMimeType: "application/json", responseJsonSchema: { type: "object" } });
    await streamed(e, req({ messages: [{ role: "user", content: "hi" }] }));
    expect(f.mocks.calls[1].path).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
  });

  it("gemini 3: the thoughtSignature of a call goes back with it (the mock refuses a call without one)", async () => {
    const e = ep("cloud/gemini3");
    const ask = { role: "user" as const, content: "weather?" };
    const first = await adapterFor(e.provider).chat(e, req({ messages: [ask], tools: [WEATHER] }), signal());
    const calls = first.content.filter((b): b is ToolUseBlock => b.type === "tool_use");
    const followUp = (ids: string[]) =>
      req({
        tools: [WEATHER],
        messages: [
          ask,
          { role: "assistant", content: calls.map((c, i) => ({ ...c, id: ids[i] })) },
          { role: "user", content: ids.map((id) => ({ type: "tool_result", tool_use_id: id, content: "ok" })) },
        ],
      });
    const ok = await adapterFor(e.provider).chat(e, followUp(calls.map((c) => c.id)), signal());
    expect(textOf(ok)).toContain("tool results:");
    const sent = (f.mocks.calls.at(-1)?.body?.contents as Array<{ parts: Array<{ thoughtSignature?: string }> }>)[1].parts;
    expect(sent.every((p) => typeof p.thoughtSignature === "string" && Buffer.from(p.thoughtSignature, "base64").toString().startsWith("sig:get_weather"))).toBe(true);
    // Without the signature (ids rewritten by a client): Gemini 3 refuses.
    await expect(adapterFor(e.provider).chat(e, followUp(["call_1", "call_2"]), signal())).rejects.toMatchObject({ status: 400 });
  });
});

describe("embeddings", () => {
  it.each([
    ["cloud/azure-embed", 4],
    ["cloud/titan-embed", 3],
    ["cloud/cohere-embed", -1],
    ["cloud/gemini-embed", -1],
  ])("%s", async (slug, tokens) => {
    const e = ep(slug);
    const r = await adapterFor(e.provider).embed(e, { inputs: { kind: "text", items: ["hello world", "abc"] } }, signal());
    expect(r.vectors).toHaveLength(2);
    expect(r.vectors.map((v) => v[0])).toEqual([11, 3]);
    expect(r.promptTokens).toBe(tokens);
  });
});

it("gemini embeddings: input_type → taskType, dimensions → outputDimensionality, the model named per request", async () => {
  const e = ep("cloud/gemini-embed");
  const r = await adapterFor(e.provider).embed(e, { inputs: { kind: "text", items: ["a"] }, inputType: "search_query", dimensions: 4 }, signal());
  expect(r.vectors[0]).toHaveLength(4);
  expect(f.mocks.calls.at(-1)?.body).toEqual({ requests: [{ model: "models/gemini-embedding-001", content: { parts: [{ text: "a" }] }, outputDimensionality: 4, taskType: "RETRIEVAL_QUERY" }] });
});

describe("failures", () => {
  it.each([
    ["cloud/azure-429", 429, "upstream_rate_limited"],
    ["cloud/bedrock-429", 429, "upstream_rate_limited"],
    ["cloud/vertex-429", 429, "upstream_rate_limited"],
    ["cloud/vertex-claude-429", 429, "upstream_rate_limited"],
    ["cloud/gemini-429", 429, "upstream_rate_limited"],
    ["cloud/bedrock-500", 503, "upstream_http_error"],
  ])("%s: a retryable UpstreamError (%i, %s)", async (slug, status, reason) => {
    for (const stream of [false, true]) {
      const e = ep(slug);
      const call = stream ? adapterFor(e.provider).chatStream(e, req({ messages: [{ role: "user", content: "hi" }] }), signal()) : adapterFor(e.provider).chat(e, req({ messages: [{ role: "user", content: "hi" }] }), signal());
      const err = await call.then(
        () => null,
        (x: unknown) => x,
      );
      expect(err).toBeInstanceOf(UpstreamError);
      expect(err).toMatchObject({ status, reason, retryable: true });
    }
  });

  it.each(["cloud/azure-bad", "cloud/bedrock-bad", "cloud/vertex-bad", "cloud/gemini-bad"])("%s: a wrong secret is an auth failure (401/403, not retryable), never showing the secret", async (slug) => {
    const e = ep(slug);
    const err = await adapterFor(e.provider)
      .chat(e, req({ messages: [{ role: "user", content: "hi" }] }), signal())
      .then(
        () => null,
        (x: unknown) => x as UpstreamError,
      );
    expect(err).toBeInstanceOf(UpstreamError);
    expect([401, 403]).toContain(err?.status);
    expect(err?.retryable).toBe(false);
    expect(JSON.stringify({ m: err?.message })).not.toContain("wrong-secret");
  });

  it("an upstream message quoting a secret reaches nobody with it", async () => {
    const e = { ...ep("cloud/bedrock"), upstreamModel: "echo-token" };
    const err = await adapterFor(e.provider)
      .chat(e, req({ messages: [{ role: "user", content: "hi" }] }), signal())
      .then(
        () => null,
        (x: unknown) => x as UpstreamError,
      );
    expect(err?.status).toBe(400);
    expect(err?.message).toBe("Bad request; canonical headers: x-amz-security-token:[redacted]");
  });

  it.each(["cloud/azure-break", "cloud/bedrock-break", "cloud/vertex-break", "cloud/vertex-claude-break", "cloud/gemini-break"])("%s: a stream failing after its first bytes throws an UpstreamError mid-stream", async (slug) => {
    const e = ep(slug);
    const events: StreamEvent[] = [];
    const err = await (async () => {
      for await (const ev of await adapterFor(e.provider).chatStream(e, req({ messages: [{ role: "user", content: "one two" }] }), signal())) events.push(ev);
    })().then(
      () => null,
      (x: unknown) => x,
    );
    expect(err).toBeInstanceOf(UpstreamError);
    expect(events.some((ev) => ev.type === "content_block_delta")).toBe(true);
    expect(events.some((ev) => ev.type === "message_stop")).toBe(false);
  });
});
