import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CloudFixture, startCloudFixture } from "../../test/cloud-fixture";
import { buildCatalog, CatalogError, type Endpoint, type ProviderConfig } from "../../catalog/catalog";
import { messagesRequest, type StreamEvent } from "../messages/schemas";
import { azureUrl } from "./azure-openai/adapter";
import { bedrockUrl } from "./bedrock/adapter";
import { converseResponse, fromConverse, toConverse } from "./bedrock/converse";
import { ConverseStreamTranslator } from "./bedrock/converse-stream";
import { EventStreamDecoder, encodeEventStreamMessage } from "./bedrock/eventstream";
import { geminiStreamToAnthropic } from "./gemini/stream";
import { fromGemini, geminiResponse, signatureOfToolId, toGemini, toolIdWithSignature } from "./gemini/wire";
import { vertexBase, vertexModelUrl } from "./vertex/adapter";
import { TokenSource } from "./vertex/token";

/**
 * Wire-level pieces of the cloud adapters against recorded bytes and documented shapes: the
 * event-stream codec (AWS SDK's test vectors), Converse and Gemini answers as the providers'
 * API references show them, URL building, the catalog's fields and secrets, and the Vertex
 * token cache.
 */

const u8 = (a: number[]) => Uint8Array.from(a);

// aws-sdk-js-v3 packages/eventstream-marshaller TestVectors (recorded frames).
const VECTORS = {
  empty_message: u8([0, 0, 0, 16, 0, 0, 0, 0, 5, 194, 72, 235, 125, 152, 200, 255]),
  int32_header: u8([0, 0, 0, 45, 0, 0, 0, 16, 65, 196, 36, 184, 10, 101, 118, 101, 110, 116, 45, 116, 121, 112, 101, 4, 0, 0, 160, 12, 123, 39, 102, 111, 111, 39, 58, 39, 98, 97, 114, 39, 125, 54, 244, 128, 160]),
  payload_no_headers: u8([0, 0, 0, 29, 0, 0, 0, 0, 253, 82, 140, 90, 123, 39, 102, 111, 111, 39, 58, 39, 98, 97, 114, 39, 125, 195, 101, 57, 54]),
  payload_one_str_header: u8([
    0, 0, 0, 61, 0, 0, 0, 32, 7, 253, 131, 150, 12, 99, 111, 110, 116, 101, 110, 116, 45, 116, 121, 112, 101, 7, 0, 16, 97, 112, 112, 108, 105, 99, 97, 116, 105, 111, 110, 47, 106, 115, 111, 110, 123, 39, 102, 111, 111, 39, 58, 39, 98, 97, 114, 39, 125, 141, 156, 8,
    177,
  ]),
  corrupted_header_len: u8([
    0, 0, 0, 61, 0, 0, 1, 32, 7, 253, 131, 150, 12, 99, 111, 110, 116, 101, 110, 116, 45, 116, 121, 112, 101, 7, 0, 16, 97, 112, 112, 108, 105, 99, 97, 116, 105, 111, 110, 47, 106, 115, 111, 110, 123, 39, 102, 111, 111, 39, 58, 39, 98, 97, 114, 39, 125, 141, 156, 8,
    177,
  ]),
  corrupted_length: u8([1, 0, 0, 29, 0, 0, 0, 0, 253, 82, 140, 90, 123, 39, 102, 111, 111, 39, 58, 39, 98, 97, 114, 39, 125, 195, 101, 57, 54]),
  corrupted_payload: u8([0, 0, 0, 29, 0, 0, 0, 0, 253, 82, 140, 90, 123, 39, 102, 111, 111, 39, 58, 39, 98, 97, 114, 39, 141, 195, 101, 57, 54]),
};

describe("event-stream codec", () => {
  it.each([
    ["empty_message", {}, ""],
    ["int32_header", { "event-type": 40972 }, "{'foo':'bar'}"],
    ["payload_no_headers", {}, "{'foo':'bar'}"],
    ["payload_one_str_header", { "content-type": "application/json" }, "{'foo':'bar'}"],
  ] as const)("decodes the recorded vector %s, whole or one byte at a time", (name, headers, body) => {
    const whole = new EventStreamDecoder().push(VECTORS[name]);
    expect(whole).toHaveLength(1);
    expect(whole[0].headers).toEqual(headers);
    expect(whole[0].payload.toString()).toBe(body);
    const d = new EventStreamDecoder();
    const bytewise = [...VECTORS[name]].flatMap((b) => d.push(u8([b])));
    expect(bytewise).toEqual(whole);
    expect(d.pending).toBe(0);
  });

  it.each([["corrupted_header_len"], ["corrupted_length"], ["corrupted_payload"]] as const)("refuses the recorded vector %s (CRC checks)", (name) => {
    expect(() => new EventStreamDecoder().push(VECTORS[name])).toThrow(/CRC|length/);
  });

  it("any frames split anywhere decode to the same messages; any corrupted byte is refused, never misread", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.dictionary(fc.stringMatching(/^[a-z:-]{1,12}$/), fc.string({ maxLength: 20 }), { maxKeys: 3 }), fc.uint8Array({ maxLength: 200 })), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (frames, cuts, at, flip) => {
          const bytes = Buffer.concat(frames.map(([h, p]) => encodeEventStreamMessage(h, Buffer.from(p))));
          const points = [...new Set(cuts.map((c) => c % bytes.length))].sort((a, b) => a - b);
          const d = new EventStreamDecoder();
          const got = [0, ...points].flatMap((start, i) => d.push(bytes.subarray(start, [...points, bytes.length][i])));
          expect(got.map((m) => [m.headers, [...m.payload]])).toEqual(frames.map(([h, p]) => [h, [...p]]));
          const bad = Buffer.from(bytes);
          bad[at % bad.length] ^= flip;
          let decoded: unknown[] | null = null;
          try {
            const dd = new EventStreamDecoder();
            decoded = dd.push(bad);
            if (dd.pending) decoded = null; // an unfinished frame: the stream reader reports it as truncated
          } catch {
            decoded = null;
          }
          // A flipped byte never yields the original frames unnoticed.
          if (decoded) expect(decoded.length).toBeLessThan(frames.length);
        },
      ),
      { seed: 24, numRuns: 300 },
    );
  });

  it("the test encoder writes frames the decoder (and the vectors' layout) agree on", () => {
    expect(encodeEventStreamMessage({ "content-type": "application/json" }, "{'foo':'bar'}")).toEqual(Buffer.from(VECTORS.payload_one_str_header));
    const two = Buffer.concat([encodeEventStreamMessage({ ":event-type": "a" }, "1"), encodeEventStreamMessage({ ":event-type": "b" }, "2")]);
    const d = new EventStreamDecoder();
    expect([...d.push(two.subarray(0, 20)), ...d.push(two.subarray(20))].map((m) => m.headers[":event-type"])).toEqual(["a", "b"]);
  });
});

const ev = (type: string, payload: unknown) => new EventStreamDecoder().push(encodeEventStreamMessage({ ":event-type": type, ":content-type": "application/json", ":message-type": "event" }, JSON.stringify(payload)))[0];

describe("Converse", () => {
  it("a documented Converse answer (reasoning, text, tool call) → a Message with cache usage", () => {
    const recorded = {
      output: {
        message: {
          role: "assistant",
          content: [
            { reasoningContent: { reasoningText: { text: "The user wants weather.", signature: "sig-abc" } } },
            { text: "Let me check." },
            { toolUse: { toolUseId: "tooluse_kZJMlvQmRJ6eAyJE5GIl7Q", name: "top_song", input: { sign: "WZPZ" } } },
          ],
        },
      },
      stopReason: "tool_use",
      usage: { inputTokens: 12, outputTokens: 48, totalTokens: 2460, cacheReadInputTokens: 1200, cacheWriteInputTokens: 1200 },
      metrics: { latencyMs: 1021 },
    };
    const m = fromConverse(converseResponse.parse(recorded), "a/b");
    expect(m.content).toEqual([
      { type: "thinking", thinking: "The user wants weather.", signature: "sig-abc" },
      { type: "text", text: "Let me check." },
      { type: "tool_use", id: "tooluse_kZJMlvQmRJ6eAyJE5GIl7Q", name: "top_song", input: { sign: "WZPZ" } },
    ]);
    expect(m.stop_reason).toBe("tool_use");
    expect(m.usage).toEqual({ input_tokens: 12, output_tokens: 48, cache_read_input_tokens: 1200, cache_creation_input_tokens: 1200 });
  });

  it.each([
    ["end_turn", "end_turn"],
    ["max_tokens", "max_tokens"],
    ["stop_sequence", "stop_sequence"],
    ["guardrail_intervened", "refusal"],
    ["content_filtered", "refusal"],
    ["model_context_window_exceeded", "model_context_window_exceeded"],
  ])("stopReason %s → %s", (reason, stop) => {
    const m = fromConverse(converseResponse.parse({ output: { message: { content: [] } }, stopReason: reason, additionalModelResponseFields: { stop_sequence: "END" } }), "a/b");
    expect(m.stop_reason).toBe(stop);
    expect(m.stop_sequence).toBe(stop === "stop_sequence" ? "END" : null);
  });

  it("stream: cache tokens of the metadata event (after messageStop) reach message_delta", () => {
    const t = new ConverseStreamTranslator({ provider: "b", model: "a/b" });
    const out: StreamEvent[] = [...t.start()];
    for (const f of [
      ev("messageStart", { role: "assistant" }),
      ev("contentBlockDelta", { contentBlockIndex: 0, delta: { text: "Hi" } }),
      ev("contentBlockStop", { contentBlockIndex: 0 }),
      ev("contentBlockStart", { contentBlockIndex: 1, start: { toolUse: { toolUseId: "t1", name: "f" } } }),
      ev("contentBlockDelta", { contentBlockIndex: 1, delta: { toolUse: { input: '{"a":' } } }),
      ev("contentBlockDelta", { contentBlockIndex: 1, delta: { toolUse: { input: "1}" } } }),
      ev("contentBlockStop", { contentBlockIndex: 1 }),
      ev("messageStop", { stopReason: "tool_use" }),
      ev("metadata", { usage: { inputTokens: 3, outputTokens: 9, totalTokens: 40, cacheReadInputTokens: 20, cacheWriteInputTokens: 8 }, metrics: { latencyMs: 5 } }),
    ])
      out.push(...t.frame(f));
    out.push(...t.end());
    expect(out.map((e) => e.type)).toEqual([
      "message_start",
      "ping",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "content_block_start",
      "content_block_delta",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    expect(out.at(-2)).toEqual({
      type: "message_delta",
      delta: { stop_reason: "tool_use", stop_sequence: null },
      usage: { output_tokens: 9, input_tokens: 3, cache_read_input_tokens: 20, cache_creation_input_tokens: 8 },
    });
  });

  it("stream: an exception frame is an upstream error with the exception's status (throttling: 429, retryable)", () => {
    const frame = new EventStreamDecoder().push(encodeEventStreamMessage({ ":exception-type": "throttlingException", ":content-type": "application/json", ":message-type": "exception" }, '{"message":"slow down"}'))[0];
    const t = new ConverseStreamTranslator({ provider: "b", model: "a/b" });
    expect(() => t.frame(frame)).toThrow(expect.objectContaining({ status: 429, retryable: true, reason: "upstream_rate_limited", message: "throttlingException: slow down" }));
    const end = new ConverseStreamTranslator({ provider: "b", model: "a/b" });
    expect(() => end.end()).toThrow(/ended before messageStop/);
  });
});

describe("Gemini", () => {
  it("a documented generateContent answer with a function call and thought signature → a Message", () => {
    const recorded = {
      candidates: [
        {
          content: { role: "model", parts: [{ text: "Thinking about it", thought: true }, { functionCall: { name: "get_current_temperature", args: { location: "London" } }, thoughtSignature: "CiQBVKhc7oDzbB7mRQ==" }] },
          finishReason: "STOP",
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 20, totalTokenCount: 170, cachedContentTokenCount: 100, thoughtsTokenCount: 30 },
      modelVersion: "gemini-3-pro-preview",
      responseId: "abc",
    };
    const m = fromGemini(geminiResponse.parse(recorded), { provider: "g", model: "a/b" });
    expect(m.content[0]).toEqual({ type: "thinking", thinking: "Thinking about it", signature: "" });
    expect(m.content[1]).toMatchObject({ type: "tool_use", name: "get_current_temperature", input: { location: "London" } });
    expect(m.stop_reason).toBe("tool_use");
    expect(m.usage).toEqual({ input_tokens: 20, output_tokens: 50, cache_read_input_tokens: 100, cache_creation_input_tokens: 0 });
    const id = m.content[1].type === "tool_use" ? m.content[1].id : "";
    expect(id).toMatch(/^toolu_[0-9a-f]+__ts_[A-Za-z0-9_-]+$/);
    expect(signatureOfToolId(id)).toBe("CiQBVKhc7oDzbB7mRQ==");
    expect(signatureOfToolId(toolIdWithSignature(undefined))).toBeUndefined();
  });

  it.each([
    ["MAX_TOKENS", "max_tokens"],
    ["SAFETY", "refusal"],
    ["RECITATION", "refusal"],
    ["STOP", "end_turn"],
  ])("finishReason %s → %s", (finish, stop) => {
    expect(fromGemini(geminiResponse.parse({ candidates: [{ content: { parts: [{ text: "x" }] }, finishReason: finish }] }), { provider: "g", model: "m" }).stop_reason).toBe(stop);
  });

  it("a blocked prompt (no candidates) is a refusal", () => {
    const m = fromGemini(geminiResponse.parse({ promptFeedback: { blockReason: "SAFETY" }, usageMetadata: { promptTokenCount: 5 } }), { provider: "g", model: "m" });
    expect(m.stop_reason).toBe("refusal");
    expect(m.content).toEqual([{ type: "refusal", category: null, explanation: "prompt blocked: SAFETY" }]);
  });

  it("stream: an error chunk (RESOURCE_EXHAUSTED) throws a 429; an end before finishReason is a broken stream", async () => {
    async function* src(...data: unknown[]) {
      for (const d of data) yield { event: null, data: JSON.stringify(d) };
    }
    const run = async (...data: unknown[]) => {
      const out: StreamEvent[] = [];
      for await (const e of geminiStreamToAnthropic(src(...data), { provider: "g", model: "m" })) out.push(e);
      return out;
    };
    await expect(run({ candidates: [{ content: { parts: [{ text: "a" }] } }] }, { error: { code: 429, message: "quota", status: "RESOURCE_EXHAUSTED" } })).rejects.toMatchObject({ status: 429, retryable: true });
    await expect(run({ candidates: [{ content: { parts: [{ text: "a" }] } }] })).rejects.toThrow(/before the answer finished/);
  });

  it("request: roles, functionResponse named after its call, inline images, tools as JSON schema, tool_choice", () => {
    const e = { provider: { id: "g" }, upstreamModel: "gemini-2.5-flash", model: { slug: "a/b" } } as Endpoint;
    const body = toGemini(
      e,
      messagesRequest.parse({
        model: "a/b",
        max_tokens: 50,
        system: "sys",
        tools: [{ name: "f", input_schema: { type: "object", properties: {} } }],
        tool_choice: { type: "tool", name: "f" },
        messages: [
          { role: "user", content: [{ type: "text", text: "q" }, { type: "image", source: { type: "base64", media_type: "image/png", data: "AAAA" } }] },
          { role: "assistant", content: [{ type: "tool_use", id: toolIdWithSignature("c2ln"), name: "f", input: { x: 1 } }] },
          { role: "user", content: [{ type: "tool_result", tool_use_id: "unknown", content: "r", is_error: true }] },
        ],
      }),
    );
    expect(body).toEqual({
      contents: [
        { role: "user", parts: [{ text: "q" }, { inlineData: { mimeType: "image/png", data: "AAAA" } }] },
        { role: "model", parts: [{ functionCall: { name: "f", args: { x: 1 } }, thoughtSignature: "c2ln" }] },
        { role: "user", parts: [{ functionResponse: { name: "unknown", response: { error: "r" } } }] },
      ],
      systemInstruction: { parts: [{ text: "sys" }] },
      generationConfig: { maxOutputTokens: 50 },
      tools: [{ functionDeclarations: [{ name: "f", parametersJsonSchema: { type: "object", properties: {} } }] }],
      toolConfig: { functionCallingConfig: { mode: "ANY", allowedFunctionNames: ["f"] } },
    });
  });
});

describe("Converse request", () => {
  const e = { provider: { id: "b" }, upstreamModel: "anthropic.claude-3-5-sonnet-20241022-v2:0", model: { slug: "a/b" } } as Endpoint;
  it("image URLs and JSON-schema output are clear 400s", () => {
    const withUrl = messagesRequest.parse({ model: "a/b", max_tokens: 5, messages: [{ role: "user", content: [{ type: "image", source: { type: "url", url: "https://x/y.png" } }] }] });
    expect(() => toConverse(e, withUrl)).toThrow(expect.objectContaining({ code: "INVALID_REQUEST", message: "Provider 'b' (Bedrock Converse) cannot read image URLs" }));
    const json = messagesRequest.parse({ model: "a/b", max_tokens: 5, messages: [{ role: "user", content: "x" }], output_config: { format: { type: "json_schema", schema: {} } } });
    expect(() => toConverse(e, json)).toThrow(/JSON-schema output formats/);
  });
});

describe("Gemini request limits", () => {
  it("empty texts are left out (Gemini refuses empty parts)", () => {
    const e = { provider: { id: "g" }, upstreamModel: "gemini-2.5-flash", model: { slug: "a/b" } } as Endpoint;
    const r = messagesRequest.parse({
      model: "a/b",
      max_tokens: 5,
      messages: [
        { role: "user", content: [{ type: "text", text: "" }, { type: "text", text: "q" }] },
        { role: "assistant", content: "" },
        { role: "user", content: "again" },
      ],
    });
    expect(toGemini(e, r).contents).toEqual([{ role: "user", parts: [{ text: "q" }, { text: "again" }] }]);
  });

  it("more than 5 stop sequences is a 400 naming the field", () => {
    const e = { provider: { id: "g" }, upstreamModel: "gemini-2.5-flash", model: { slug: "a/b" } } as Endpoint;
    const r = messagesRequest.parse({ model: "a/b", max_tokens: 5, stop_sequences: ["a", "b", "c", "d", "e", "f"], messages: [{ role: "user", content: "x" }] });
    expect(() => toGemini(e, r)).toThrow(expect.objectContaining({ code: "INVALID_REQUEST", message: "Provider 'g' (Gemini format) takes at most 5 stop sequences" }));
  });
});

describe("URLs", () => {
  const p = (o: Partial<ProviderConfig>) => ({ id: "x", ...o }) as ProviderConfig;
  it.each([
    [{ base_url: "https://r.openai.azure.com" }, "/chat/completions", "https://r.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21"],
    [{ base_url: "https://r.openai.azure.com/openai/", api_version: "2025-04-01-preview" }, "/embeddings", "https://r.openai.azure.com/openai/deployments/gpt-4o/embeddings?api-version=2025-04-01-preview"],
    [{ base_url: "https://r.openai.azure.com/openai/v1", api_version: "v1" }, "/chat/completions", "https://r.openai.azure.com/openai/v1/chat/completions"],
  ] as const)("azure %o %s", (cfg, path, url) => {
    expect(azureUrl(p(cfg), path, "gpt-4o")).toBe(url);
  });

  it("vertex: global uses aiplatform.googleapis.com, a region its regional host", () => {
    expect(vertexBase(p({ location: "global" }))).toBe("https://aiplatform.googleapis.com");
    expect(vertexBase(p({ location: "europe-west4" }))).toBe("https://europe-west4-aiplatform.googleapis.com");
    expect(vertexModelUrl(p({ location: "global", project: "pr" }), "anthropic", "claude-opus-4@20250514", "streamRawPredict")).toBe(
      "https://aiplatform.googleapis.com/v1/projects/pr/locations/global/publishers/anthropic/models/claude-opus-4@20250514:streamRawPredict",
    );
  });

  it("bedrock: the model id is one encoded segment on the regional host", () => {
    expect(bedrockUrl(p({ region: "eu-west-1" }), "arn:aws:bedrock:eu-west-1:1:inference-profile/eu.x:0", "converse-stream")).toBe(
      "https://bedrock-runtime.eu-west-1.amazonaws.com/model/arn%3Aaws%3Abedrock%3Aeu-west-1%3A1%3Ainference-profile%2Feu.x%3A0/converse-stream",
    );
  });
});

describe("catalog: cloud providers", () => {
  const model = (provider: string) => ({ slug: "a/b", name: "B", vendor: "v", kind: "chat", context_length: 10, endpoints: [{ provider, upstream_model: "m", pricing: { prompt: "0", completion: "0" } }] });
  const dir = mkdtempSync(join(tmpdir(), "sy-cloud-cat-"));
  const sa = join(dir, "sa.json");
  writeFileSync(sa, JSON.stringify({ client_email: "a@b.iam.gserviceaccount.com", private_key: "-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n", token_uri: "https://oauth2.googleapis.com/token" }));
  const notSa = join(dir, "not-sa.json");
  writeFileSync(notSa, '{"hello": "secret-value-42"}');
  const keyFile = join(dir, "key.txt");
  writeFileSync(keyFile, "file-secret\n");

  it("resolves secrets from env, file and literal", () => {
    const c = buildCatalog(
      {
        providers: [
          { id: "az", name: "Az", api: "azure-openai", base_url: "https://r.openai.azure.com", api_key: { file: keyFile } },
          { id: "br", name: "Br", api: "bedrock", region: "us-west-2", access_key_id: { env: "AK" }, secret_access_key: { env: "SK" } },
          { id: "vx", name: "Vx", api: "vertex", project: "p", location: "global", credentials: { file: sa } },
          { id: "gm", name: "Gm", api: "gemini", api_key: "literal-key" },
        ],
        models: [model("az")],
      },
      "t.json",
      { AK: "AKID", SK: "sk" },
    );
    expect(c.providers.get("az")?.apiKey).toBe("file-secret");
    expect(c.providers.get("br")?.secrets).toEqual({ accessKeyId: "AKID", secretAccessKey: "sk" });
    expect(c.providers.get("vx")?.secrets.serviceAccount?.client_email).toBe("a@b.iam.gserviceaccount.com");
    expect(c.providers.get("gm")?.apiKey).toBe("literal-key");
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ["azure without base_url", { api: "azure-openai", api_key: "k" }, "t.json: providers.0.base_url: base_url is required for openai, anthropic and azure-openai providers"],
    ["azure without api_key", { api: "azure-openai", base_url: "https://r.openai.azure.com" }, "t.json: providers.0.api_key: azure-openai providers need one of api_key, entra_token_file, entra_token_command"],
    ["azure with a key and an Entra token", { api: "azure-openai", base_url: "https://r.openai.azure.com", api_key: "k", entra_token_command: "true" }, "t.json: providers.0.api_key: azure-openai providers need one of api_key"],
    ["an unreadable entra_token_file", { api: "azure-openai", base_url: "https://r.openai.azure.com", entra_token_file: join(dir, "no-token") }, `t.json: provider "x": entra_token_file: file ${join(dir, "no-token")} cannot be read (ENOENT)`],
    ["bedrock without region", { api: "bedrock", api_key: "k" }, "t.json: providers.0.region: region (like us-east-1) is required for bedrock providers"],
    ["bedrock without credentials", { api: "bedrock", region: "us-east-1", access_key_id: "a" }, "t.json: providers.0.access_key_id: bedrock providers need access_key_id and secret_access_key, or api_key"],
    ["vertex without project", { api: "vertex", location: "global", credentials: { file: sa } }, "t.json: providers.0.project: project is required for vertex providers"],
    ["vertex without credentials", { api: "vertex", project: "p", location: "global" }, "t.json: providers.0.credentials: credentials (a service-account JSON key) is required for vertex providers"],
    ["a bad api_version", { api: "azure-openai", base_url: "https://r.openai.azure.com", api_key: "k", api_version: "2024/10" }, "t.json: providers.0.api_version: must be a version like 2024-10-21 or v1"],
    ["an unset env secret", { api: "gemini", api_key: { env: "NOPE_UNSET" } }, 't.json: provider "x": api_key: environment variable NOPE_UNSET is not set'],
    ["an unreadable file secret", { api: "bedrock", region: "us-east-1", access_key_id: "a", secret_access_key: { file: join(dir, "missing") } }, `t.json: provider "x": secret_access_key: file ${join(dir, "missing")} cannot be read (ENOENT)`],
    ["credentials that are no service-account key", { api: "vertex", project: "p", location: "global", credentials: { file: notSa } }, 't.json: provider "x": credentials: not a service-account JSON key (needs client_email, private_key, token_uri)'],
  ];
  it.each(bad)("refuses %s, naming the provider and the field, never the value", (_l, fields, message) => {
    const doc = { providers: [{ id: "x", name: "X", ...fields }] };
    expect(() => buildCatalog(doc, "t.json", {})).toThrow(CatalogError);
    expect(() => buildCatalog(doc, "t.json", {})).toThrow(message);
    try {
      buildCatalog(doc, "t.json", {});
    } catch (err) {
      expect(String(err)).not.toContain("secret-value-42");
    }
  });
});

describe("vertex token source", () => {
  let f: CloudFixture;
  let p: ProviderConfig;
  beforeAll(async () => {
    f = await startCloudFixture({ tokenLifetimeSec: 400 });
    const c = buildCatalog(f.catalog, "t", f.env);
    p = c.providers.get("vertex") as ProviderConfig;
  });
  afterAll(() => f.close());

  it("one exchange for concurrent callers; cached; refreshed 5 minutes before expiry", async () => {
    let now = Date.now();
    const s = new TokenSource(p, () => now);
    const [a, b, c] = await Promise.all([s.token(), s.token(), s.token()]);
    expect(new Set([a, b, c]).size).toBe(1);
    expect(f.mocks.issued).toEqual([a]);
    now += 60_000; // 340 s left: more than the 300 s margin
    expect(await s.token()).toBe(a);
    now += 60_000; // 280 s left: refresh
    const fresh = await s.token();
    expect(fresh).not.toBe(a);
    expect(f.mocks.issued).toEqual([a, fresh]);
    s.invalidate(fresh);
    expect(await s.token()).not.toBe(fresh);
  });

  it("a refused assertion is an auth failure (401), not the client's bad request", async () => {
    const c = buildCatalog(f.catalog, "t", f.env);
    const s = new TokenSource(c.providers.get("vertex-bad") as ProviderConfig);
    await expect(s.token()).rejects.toMatchObject({ status: 401, retryable: false, message: "token endpoint refused the service-account credentials (400)" });
  });
});
