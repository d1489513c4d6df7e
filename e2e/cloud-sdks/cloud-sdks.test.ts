import { AnthropicVertex } from "@anthropic-ai/vertex-sdk";
import { BedrockRuntimeClient, ConverseCommand, ConverseStreamCommand, InvokeModelCommand } from "@aws-sdk/client-bedrock-runtime";
import { GoogleGenAI } from "@google/genai";
import { NodeHttpHandler } from "@smithy/node-http-handler";
import { OAuth2Client } from "google-auth-library";
import OpenAI, { AzureOpenAI } from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEDROCK_ARN, BEDROCK_MODEL, type CloudFixture, SECRETS, startCloudFixture } from "../../server/test/cloud-fixture";

/**
 * The official SDKs against the gateway's cloud mocks. The SDKs are the reference: when they
 * sign, build paths, parse answers and decode streams against a mock without complaint, the
 * mock behaves as the real service does, and the gateway's adapter tests against that mock
 * mean something. (The mocks' refusals are tested in server/test/cloud-mocks.test.ts.)
 */

let f: CloudFixture;
beforeAll(async () => {
  f = await startCloudFixture();
});
afterAll(() => f.close());

describe("@aws-sdk/client-bedrock-runtime", () => {
  const client = (secretAccessKey = SECRETS.aws.secretAccessKey) =>
    new BedrockRuntimeClient({
      region: "us-east-1",
      endpoint: f.mocks.bedrock,
      maxAttempts: 1,
      // HTTP/1.1 (the mock's protocol; the SDK's default handler speaks HTTP/2).
      requestHandler: new NodeHttpHandler(),
      credentials: { accessKeyId: SECRETS.aws.accessKeyId, secretAccessKey, sessionToken: SECRETS.aws.sessionToken },
    });

  it.each([BEDROCK_MODEL, BEDROCK_ARN])("Converse: the SDK's SigV4 for %s passes the mock's check; the answer parses with cache usage", async (modelId) => {
    const r = await client().send(new ConverseCommand({ modelId, messages: [{ role: "user", content: [{ text: "hi" }] }] }));
    expect(r.output?.message?.content?.[0]?.text).toBe("echo: hi");
    expect(r.stopReason).toBe("end_turn");
    expect(r.usage).toMatchObject({ inputTokens: 11, outputTokens: 7, cacheReadInputTokens: 5, cacheWriteInputTokens: 3 });
    // The SDK sent the id as one encoded segment, as the gateway does.
    expect(f.mocks.calls.at(-1)?.path).toBe(`/model/${encodeURIComponent(modelId)}/converse`);
  });

  it("Converse with tools: two parallel toolUse blocks", async () => {
    const r = await client().send(
      new ConverseCommand({
        modelId: BEDROCK_MODEL,
        messages: [{ role: "user", content: [{ text: "weather?" }] }],
        toolConfig: { tools: [{ toolSpec: { name: "get_weather", inputSchema: { json: { type: "object" } } } }] },
      }),
    );
    expect(r.stopReason).toBe("tool_use");
    expect(r.output?.message?.content?.map((b) => b.toolUse?.input)).toEqual([{ location: "Oslo" }, { location: "Paris" }]);
  });

  it("ConverseStream: the mock's event-stream frames (CRCs, headers) decode in the SDK, cache tokens in metadata", async () => {
    const r = await client().send(new ConverseStreamCommand({ modelId: BEDROCK_MODEL, messages: [{ role: "user", content: [{ text: "one two" }] }] }));
    let text = "";
    let usage: unknown;
    let stop: string | undefined;
    for await (const ev of r.stream ?? []) {
      if (ev.contentBlockDelta?.delta?.text) text += ev.contentBlockDelta.delta.text;
      if (ev.messageStop) stop = ev.messageStop.stopReason;
      if (ev.metadata) usage = ev.metadata.usage;
    }
    expect(text).toBe("echo: one two");
    expect(stop).toBe("end_turn");
    expect(usage).toMatchObject({ cacheReadInputTokens: 5, cacheWriteInputTokens: 3 });
  });

  it("ConverseStream: an exception frame is the SDK's modeled exception", async () => {
    const r = await client().send(new ConverseStreamCommand({ modelId: "stream-break", messages: [{ role: "user", content: [{ text: "one two" }] }] }));
    await expect(
      (async () => {
        for await (const _ of r.stream ?? []) void _;
      })(),
    ).rejects.toMatchObject({ name: "ModelStreamErrorException" });
  });

  it.each([
    ["fail-429", SECRETS.aws.secretAccessKey, "ThrottlingException", 429],
    [BEDROCK_MODEL, "wrong-secret", "InvalidSignatureException", 403],
  ])("errors: %s → %s", async (modelId, secret, name, status) => {
    await expect(client(secret).send(new ConverseCommand({ modelId, messages: [{ role: "user", content: [{ text: "hi" }] }] }))).rejects.toMatchObject({ name, $metadata: { httpStatusCode: status } });
  });

  it("InvokeModel: Titan embeddings", async () => {
    const r = await client().send(new InvokeModelCommand({ modelId: "amazon.titan-embed-text-v2:0", contentType: "application/json", body: JSON.stringify({ inputText: "hello world" }) }));
    expect(JSON.parse(new TextDecoder().decode(r.body))).toMatchObject({ embedding: [11, 0.25, 0.25], inputTextTokenCount: 2 });
  });
});

describe("openai AzureOpenAI", () => {
  const azure = () => new AzureOpenAI({ apiKey: SECRETS.azureKey, endpoint: f.mocks.azure, apiVersion: "2024-10-21", deployment: "gpt-4o-deploy", maxRetries: 0 });

  it("chat: the SDK's deployments path, api-version and api-key pass the mock; the answer parses", async () => {
    const r = await azure().chat.completions.create({ model: "gpt-4o-deploy", messages: [{ role: "user", content: "hi" }] });
    expect(r.choices[0].message.content).toBe("echo: hi");
    expect(r.usage?.prompt_tokens_details?.cached_tokens).toBe(5);
    expect(f.mocks.calls.at(-1)?.path).toBe("/openai/deployments/gpt-4o-deploy/chat/completions?api-version=2024-10-21");
  });

  it("stream with usage, tools", async () => {
    const s = await azure().chat.completions.create({
      model: "gpt-4o-deploy",
      stream: true,
      stream_options: { include_usage: true },
      tools: [{ type: "function", function: { name: "get_weather", parameters: { type: "object" } } }],
      messages: [{ role: "user", content: "weather?" }],
    });
    const names: string[] = [];
    let usage: unknown = null;
    for await (const c of s) {
      for (const tc of c.choices[0]?.delta.tool_calls ?? []) if (tc.function?.name) names.push(tc.function.name);
      if (c.usage) usage = c.usage;
    }
    expect(names).toEqual(["get_weather", "get_weather"]);
    expect(usage).toMatchObject({ prompt_tokens: 16, completion_tokens: 7 });
  });

  it("embeddings", async () => {
    const r = await azure().embeddings.create({ model: "text-embedding-3-small", input: ["hello world", "abc"] });
    expect(r.data.map((d) => d.embedding[0])).toEqual([11, 3]);
  });

  it("the v1 API with the plain OpenAI client (key as Bearer, deployment as model, no api-version)", async () => {
    const v1 = new OpenAI({ apiKey: SECRETS.azureKey, baseURL: `${f.mocks.azure}/openai/v1/`, maxRetries: 0 });
    const r = await v1.chat.completions.create({ model: "gpt-4o-deploy", messages: [{ role: "user", content: "hi" }] });
    expect(r.choices[0].message.content).toBe("echo: hi");
  });

  it("a wrong key is a 401 AuthenticationError", async () => {
    const bad = new AzureOpenAI({ apiKey: "nope", endpoint: f.mocks.azure, apiVersion: "2024-10-21", deployment: "d", maxRetries: 0 });
    await expect(bad.chat.completions.create({ model: "d", messages: [{ role: "user", content: "hi" }] })).rejects.toMatchObject({ status: 401 });
  });
});

describe("@google/genai", () => {
  const gemini = (apiKey = SECRETS.geminiKey) => new GoogleGenAI({ apiKey, httpOptions: { baseUrl: f.mocks.gemini } });

  it("generateContent: x-goog-api-key and the v1beta path pass the mock; text and usage parse", async () => {
    const r = await gemini().models.generateContent({ model: "gemini-2.5-flash", contents: "hi", config: { systemInstruction: "be brief" } });
    expect(r.text).toBe("echo: hi");
    expect(r.usageMetadata).toMatchObject({ promptTokenCount: 16, cachedContentTokenCount: 5 });
    expect(f.mocks.calls.at(-1)?.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
  });

  it("generateContentStream: the mock's CRLF-separated SSE parses in the SDK", async () => {
    let text = "";
    for await (const c of await gemini().models.generateContentStream({ model: "gemini-2.5-flash", contents: "one two" })) text += c.text ?? "";
    expect(text).toBe("echo: one two");
    expect(f.mocks.calls.at(-1)?.path).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
  });

  it("function calls carry a thoughtSignature; sending them back with it satisfies gemini-3", async () => {
    const ai = gemini();
    const tools = [{ functionDeclarations: [{ name: "get_weather", parametersJsonSchema: { type: "object" } }] }];
    const first = await ai.models.generateContent({ model: "gemini-3-pro-preview", contents: "weather?", config: { tools } });
    expect(first.functionCalls?.map((c) => c.args)).toEqual([{ location: "Oslo" }, { location: "Paris" }]);
    const modelTurn = first.candidates?.[0]?.content;
    expect(modelTurn?.parts?.every((p) => typeof p.thoughtSignature === "string")).toBe(true);
    const second = await ai.models.generateContent({
      model: "gemini-3-pro-preview",
      config: { tools },
      contents: [
        { role: "user", parts: [{ text: "weather?" }] },
        modelTurn ?? { role: "model", parts: [] },
        { role: "user", parts: (first.functionCalls ?? []).map((c) => ({ functionResponse: { name: c.name, response: { result: "ok" } } })) },
      ],
    });
    expect(second.text).toBe("tool results: get_weather=ok; get_weather=ok");
  });

  it("embedContent (batchEmbedContents)", async () => {
    const r = await gemini().models.embedContent({ model: "gemini-embedding-001", contents: ["hello world", "abc"] });
    expect(r.embeddings?.map((e) => e.values?.[0])).toEqual([11, 3]);
  });

  it("a wrong key is Google's 400 API_KEY_INVALID", async () => {
    await expect(gemini("AIza-wrong").models.generateContent({ model: "gemini-2.5-flash", contents: "hi" })).rejects.toMatchObject({ status: 400 });
  });

  it("Vertex AI (token from the mock's token endpoint): Gemini paths under projects/locations", async () => {
    // google-auth-library always asks Google's own token URL; the token comes from the mock's
    // endpoint (exchanged as the gateway does) and is handed to the SDK ready-made.
    const { TokenSource } = await import("../../server/inference/providers/vertex/token");
    const { buildCatalog } = await import("../../server/catalog/catalog");
    const provider = buildCatalog(f.catalog, "t", f.env).providers.get("vertex");
    if (!provider) throw new Error("no vertex provider");
    const token = await new TokenSource(provider).token();
    const auth = new OAuth2Client();
    auth.setCredentials({ access_token: token, expiry_date: Date.now() + 3_000_000 });
    const ai = new GoogleGenAI({ vertexai: true, project: "switchyard-test", location: "us-east5", googleAuthOptions: { authClient: auth }, httpOptions: { baseUrl: f.mocks.vertex, apiVersion: "v1" } });
    const r = await ai.models.generateContent({ model: "gemini-2.5-flash", contents: "hi" });
    expect(r.text).toBe("echo: hi");
    expect(f.mocks.calls.at(-1)?.path).toBe("/v1/projects/switchyard-test/locations/us-east5/publishers/google/models/gemini-2.5-flash:generateContent");
  });
});

describe("@anthropic-ai/vertex-sdk (Claude on Vertex)", () => {
  async function client() {
    const { TokenSource } = await import("../../server/inference/providers/vertex/token");
    const { buildCatalog } = await import("../../server/catalog/catalog");
    const provider = buildCatalog(f.catalog, "t", f.env).providers.get("vertex");
    if (!provider) throw new Error("no vertex provider");
    const authClient = new OAuth2Client();
    authClient.setCredentials({ access_token: await new TokenSource(provider).token(), expiry_date: Date.now() + 3_000_000 });
    return new AnthropicVertex({ region: "us-east5", projectId: "switchyard-test", authClient, baseURL: `${f.mocks.vertex}/v1`, maxRetries: 0 });
  }

  it("messages.create: rawPredict with the version in the body and no model passes the mock; cache usage parses", async () => {
    const r = await (await client()).messages.create({ model: "claude-sonnet-4@20250514", max_tokens: 50, messages: [{ role: "user", content: "hi" }] });
    expect(r.content[0]).toMatchObject({ type: "text", text: "echo: hi" });
    expect(r.usage).toMatchObject({ cache_read_input_tokens: 5, cache_creation_input_tokens: 3 });
    const call = f.mocks.calls.at(-1);
    expect(call?.path).toBe("/v1/projects/switchyard-test/locations/us-east5/publishers/anthropic/models/claude-sonnet-4@20250514:rawPredict");
    expect(call?.body?.anthropic_version).toEqual(expect.any(String));
    expect(call?.body).not.toHaveProperty("model");
  });

  it("streaming with tools: streamRawPredict events assemble into two tool calls", async () => {
    const stream = (await client()).messages.stream({
      model: "claude-sonnet-4@20250514",
      max_tokens: 50,
      tools: [{ name: "get_weather", input_schema: { type: "object" } }],
      messages: [{ role: "user", content: "weather?" }],
    });
    const msg = await stream.finalMessage();
    expect(msg.stop_reason).toBe("tool_use");
    expect(msg.content.filter((b) => b.type === "tool_use").map((b) => (b.type === "tool_use" ? b.input : null))).toEqual([{ location: "Oslo" }, { location: "Paris" }]);
    expect(f.mocks.calls.at(-1)?.path).toMatch(/:streamRawPredict$/);
  });
});
