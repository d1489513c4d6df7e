import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CloudFixture, SECRETS, startCloudFixture } from "../../test/cloud-fixture";
import { TEST_MANAGEMENT_KEY } from "../../test/http-global-setup";
import { postJson } from "../../test/inference";
import { ledgerRows } from "../../test/ledger";
import { type RunningServer, startServer } from "../../test/server";

/**
 * The four cloud providers through the real gateway (the lean production server), against
 * their local mocks: both inference formats, streaming and not, a tool round trip with two
 * parallel calls, an image, usage with cache tokens, cost in the ledger, embeddings, a 429
 * falling back, a wrong secret answered cleanly, a stream failing after its first byte, and
 * start-up refusing a missing secret.
 */

const WEATHER = { name: "get_weather", description: "Weather", input_schema: { type: "object", properties: { location: { type: "string" } }, required: ["location"] } };
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const PIXEL_BYTES = Buffer.from(PIXEL, "base64").length;
/** USD per token of the fixture's chat models: prompt 1e-6, completion 2e-6. */
const PROMPT = 1e-6;
const COMPLETION = 2e-6;

let f: CloudFixture;
let server: RunningServer;
let key: string;
let base: string;

beforeAll(async () => {
  f = await startCloudFixture();
  const dir = mkdtempSync(join(tmpdir(), "switchyard-cloud-cat-"));
  const config = join(dir, "gateway.config.json");
  writeFileSync(config, JSON.stringify(f.catalog));
  server = await startServer({ transport: "lean", env: { GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY, LOG_LEVEL: "info", ...f.env } });
  base = `${server.url}/api/v1`;
  const r = await postJson<{ key: string }>(`${base}/keys`, TEST_MANAGEMENT_KEY, { name: "cloud" });
  if (r.status !== 201) throw new Error(`key: ${JSON.stringify(r.body)}`);
  key = r.body.key;
});
afterAll(async () => {
  await server?.stop();
  await f?.close();
});

interface Block {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
}
interface Msg {
  content: Block[];
  stop_reason: string | null;
  usage: Record<string, unknown>;
}
interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}
interface Completion {
  choices: Array<{ message: { content: string | null; tool_calls?: ToolCall[] }; finish_reason: string | null }>;
  usage: Record<string, unknown> | null;
}
/** One SSE data object of either format (the fields the assertions read). */
interface Event {
  type?: string;
  index?: number;
  message?: Msg;
  content_block?: Block;
  delta?: { type?: string; text?: string; partial_json?: string; stop_reason?: string | null };
  usage?: Record<string, unknown>;
  error?: { code?: number; message?: string };
  choices?: Array<{ delta?: { content?: string | null; tool_calls?: Array<{ index: number; id?: string; function?: { name?: string; arguments?: string } }> }; finish_reason?: string | null }>;
}
type Json = Record<string, unknown>;

async function sse(path: string, body: unknown): Promise<{ status: number; requestId: string; events: Event[]; raw: string }> {
  const res = await fetch(`${base}${path}`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const raw = await res.text();
  const events = raw
    .split(/\n\n/)
    .map((b) => /^data: (.*)$/m.exec(b)?.[1])
    .filter((d): d is string => d !== undefined && d !== "[DONE]")
    .map((d) => JSON.parse(d) as Event);
  return { status: res.status, requestId: res.headers.get("x-request-id") ?? "", events, raw };
}

const post = <T = Json>(path: string, body: unknown) => postJson<T>(`${base}${path}`, key, body);

/** A Messages stream → the message a client assembles. */
function assembleMessages(events: Event[]): Msg {
  const start = events.find((e) => e.type === "message_start");
  const msg: Msg = { content: [], stop_reason: null, usage: { ...start?.message?.usage } };
  const json = new Map<number, string>();
  for (const e of events) {
    const i = e.index ?? 0;
    if (e.type === "content_block_start" && e.content_block) msg.content[i] = { ...e.content_block };
    if (e.type === "content_block_delta" && e.delta?.type === "text_delta") msg.content[i].text = (msg.content[i].text ?? "") + (e.delta.text ?? "");
    if (e.type === "content_block_delta" && e.delta?.type === "input_json_delta") json.set(i, (json.get(i) ?? "") + (e.delta.partial_json ?? ""));
    if (e.type === "content_block_stop" && json.has(i)) msg.content[i].input = JSON.parse(json.get(i) ?? "{}") as unknown;
    if (e.type === "message_delta") {
      msg.stop_reason = e.delta?.stop_reason ?? null;
      msg.usage = { ...msg.usage, ...Object.fromEntries(Object.entries(e.usage ?? {}).filter(([, v]) => v !== null && v !== undefined)) };
    }
  }
  return msg;
}

/** A chat.completion.chunk stream → the completion a client assembles. */
function assembleChat(events: Event[]): Completion {
  let content = "";
  const calls: ToolCall[] = [];
  let finish: string | null = null;
  let usage: Record<string, unknown> | null = null;
  for (const c of events) {
    if (c.usage) usage = c.usage;
    const ch = c.choices?.[0];
    if (!ch) continue;
    if (ch.delta?.content) content += ch.delta.content;
    for (const tc of ch.delta?.tool_calls ?? []) {
      const cur = (calls[tc.index] ??= { id: tc.id ?? "", type: "function", function: { name: tc.function?.name ?? "", arguments: "" } });
      cur.function.arguments += tc.function?.arguments ?? "";
    }
    if (ch.finish_reason) finish = ch.finish_reason;
  }
  return { choices: [{ message: { content, tool_calls: calls }, finish_reason: finish }], usage };
}

const text = (m: Msg) => m.content.flatMap((b) => (b.type === "text" ? [b.text ?? ""] : [])).join("");

/** Usage per model: input (uncached), cache read, cache write: what each mock reports. */
const EXPECT: Record<string, { input: number; read: number; write: number }> = {
  "cloud/azure": { input: 11, read: 5, write: 0 },
  "cloud/bedrock": { input: 11, read: 5, write: 3 },
  "cloud/vertex-gemini": { input: 11, read: 5, write: 0 },
  "cloud/vertex-claude": { input: 11, read: 5, write: 3 },
  "cloud/gemini": { input: 11, read: 5, write: 0 },
};

describe.each(Object.keys(EXPECT))("%s through the gateway", (model) => {
  const u = EXPECT[model];
  const promptTokens = u.input + u.read + u.write;
  const cost = promptTokens * PROMPT + 7 * COMPLETION;

  it.each([false, true])("POST /messages: tool round trip, image, usage with cache tokens, ledger cost (stream %s)", async (stream) => {
    const ids: string[] = [];
    const call = async (body: Json): Promise<Msg> => {
      if (!stream) {
        const r = await post<Msg>("/messages", { model, max_tokens: 200, ...body });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        ids.push(r.headers.get("x-request-id") ?? "");
        return r.body;
      }
      const r = await sse("/messages", { model, max_tokens: 200, stream: true, ...body });
      expect(r.status, r.raw).toBe(200);
      expect(r.events.at(-1)?.type).toBe("message_stop");
      ids.push(r.requestId);
      return assembleMessages(r.events);
    };
    const ask = { role: "user", content: "weather in Oslo and Paris?" };
    const first = await call({ system: "be brief", tools: [WEATHER], messages: [ask] });
    expect(first.stop_reason).toBe("tool_use");
    const uses = first.content.filter((b) => b.type === "tool_use");
    expect(uses.map((b) => b.input)).toEqual([{ location: "Oslo" }, { location: "Paris" }]);
    expect(first.usage).toMatchObject({ input_tokens: u.input, output_tokens: 7, cache_read_input_tokens: u.read, cache_creation_input_tokens: u.write });
    const second = await call({
      tools: [WEATHER],
      messages: [ask, { role: "assistant", content: first.content }, { role: "user", content: uses.map((b, i) => ({ type: "tool_result", tool_use_id: b.id, content: i ? "rainy" : "sunny" })) }],
    });
    expect(text(second)).toMatch(/^tool results: get_weather\S*=sunny; get_weather\S*=rainy$/);
    expect(second.stop_reason).toBe("end_turn");
    const image = await call({ messages: [{ role: "user", content: [{ type: "image", source: { type: "base64", media_type: "image/png", data: PIXEL } }, { type: "text", text: "what is it?" }] }] });
    expect(text(image)).toBe(`image: image/png ${PIXEL_BYTES} bytes`);
    const rows = await ledgerRows(server, ids);
    for (const row of rows) {
      expect(row).toMatchObject({ model, prompt_tokens: promptTokens, completion_tokens: 7, status: "ok" });
      expect(Number(row.cost_usd)).toBeCloseTo(cost, 12);
    }
  });

  it.each([false, true])("POST /chat/completions: tool round trip, image, cached tokens in usage, ledger cost (stream %s)", async (stream) => {
    const ids: string[] = [];
    const call = async (body: Json): Promise<Completion> => {
      if (!stream) {
        const r = await post<Completion>("/chat/completions", { model, ...body });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        ids.push(r.headers.get("x-request-id") ?? "");
        return r.body;
      }
      const r = await sse("/chat/completions", { model, stream: true, stream_options: { include_usage: true }, ...body });
      expect(r.status, r.raw).toBe(200);
      expect(r.raw.trimEnd().endsWith("data: [DONE]")).toBe(true);
      ids.push(r.requestId);
      return assembleChat(r.events);
    };
    const tools = [{ type: "function", function: { name: WEATHER.name, description: WEATHER.description, parameters: WEATHER.input_schema } }];
    const ask = { role: "user", content: "weather in Oslo and Paris?" };
    const first = await call({ messages: [{ role: "system", content: "be brief" }, ask], tools });
    expect(first.choices[0].finish_reason).toBe("tool_calls");
    const calls = first.choices[0].message.tool_calls ?? [];
    expect(calls.map((c) => JSON.parse(c.function.arguments))).toEqual([{ location: "Oslo" }, { location: "Paris" }]);
    expect(first.usage).toMatchObject({ prompt_tokens: promptTokens, completion_tokens: 7, prompt_tokens_details: { cached_tokens: u.read } });
    const second = await call({
      tools,
      messages: [ask, { role: "assistant", content: null, tool_calls: calls }, ...calls.map((c, i) => ({ role: "tool", tool_call_id: c.id, content: i ? "rainy" : "sunny" }))],
    });
    expect(second.choices[0].message.content).toMatch(/^tool results: get_weather\S*=sunny; get_weather\S*=rainy$/);
    const image = await call({ messages: [{ role: "user", content: [{ type: "text", text: "what is it?" }, { type: "image_url", image_url: { url: `data:image/png;base64,${PIXEL}` } }] }] });
    expect(image.choices[0].message.content).toBe(`image: image/png ${PIXEL_BYTES} bytes`);
    const rows = await ledgerRows(server, ids);
    for (const row of rows) {
      expect(row).toMatchObject({ model, prompt_tokens: promptTokens, completion_tokens: 7, status: "ok" });
      expect(Number(row.cost_usd)).toBeCloseTo(cost, 12);
    }
  });
});

describe("embeddings", () => {
  it.each(["cloud/azure-embed", "cloud/titan-embed", "cloud/cohere-embed", "cloud/gemini-embed"])("%s", async (model) => {
    const r = await post<{ data: Array<{ embedding: number[] }>; usage: { prompt_tokens: number } }>("/embeddings", { model, input: ["hello world", "abc"] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.map((d) => d.embedding[0])).toEqual([11, 3]);
    expect(r.body.usage.prompt_tokens).toBeGreaterThan(0);
  });
});

describe("failures", () => {
  it.each([
    ["cloud/azure-429", "azure", "gemini"],
    ["cloud/bedrock-429", "bedrock", "azure"],
    ["cloud/vertex-429", "vertex", "bedrock"],
    ["cloud/vertex-claude-429", "vertex", "gemini"],
    ["cloud/gemini-429", "gemini", "vertex"],
    ["cloud/bedrock-500", "bedrock", "gemini"],
  ])("%s: the throttled first endpoint falls back to the next (%s → %s)", async (model, first, second) => {
    for (const stream of [false, true]) {
      const body = { model: stream ? `${model}-stream` : model, max_tokens: 50, stream, provider: { sort: "price" }, messages: [{ role: "user", content: "hi" }] };
      const r = stream ? await sse("/messages", body) : await post("/messages", body);
      expect(r.status).toBe(200);
      const id = "requestId" in r ? r.requestId : (r.headers.get("x-request-id") ?? "");
      const [row] = await ledgerRows(server, [id]);
      expect(row).toMatchObject({ provider: second, attempts: 2, status: "ok" });
      expect(row.provider).not.toBe(first);
    }
  });

  it("a Bedrock stream whose first frame is a throttlingException falls back too", async () => {
    const r = await sse("/messages", { model: "cloud/bedrock-stream-throttle", max_tokens: 50, stream: true, provider: { sort: "price" }, messages: [{ role: "user", content: "hi" }] });
    expect(r.status).toBe(200);
    expect(r.events.at(-1)?.type).toBe("message_stop");
    const [row] = await ledgerRows(server, [r.requestId]);
    expect(row).toMatchObject({ provider: "gemini", attempts: 2, status: "ok" });
  });

  it.each([
    ["cloud/azure-bad", "azure-bad"],
    ["cloud/bedrock-bad", "bedrock-bad"],
    ["cloud/vertex-bad", "vertex-bad"],
    ["cloud/gemini-bad", "gemini-bad"],
  ])("%s: a wrong secret is a clean 502 naming the provider, never the secret", async (model, provider) => {
    for (const path of ["/messages", "/chat/completions"]) {
      const r = await post<{ error: { code: number; message: string; metadata: Json } }>(path, { model, max_tokens: 50, messages: [{ role: "user", content: "hi" }] });
      expect(r.status).toBe(502);
      expect(r.body.error).toMatchObject({ code: 502, message: expect.stringMatching(new RegExp(`^Upstream provider ${provider} failed with HTTP 40[13]$`)) });
      expect(r.body.error.metadata).toMatchObject({ provider, reason: "upstream_http_error" });
      expect(JSON.stringify(r.body)).not.toContain("wrong-secret");
    }
    const logs = server.stderr();
    expect(logs).not.toContain("wrong-secret");
    for (const s of [SECRETS.azureKey, SECRETS.aws.secretAccessKey, SECRETS.geminiKey]) expect(logs).not.toContain(s);
  });

  it.each(["cloud/azure-break", "cloud/bedrock-break", "cloud/vertex-break", "cloud/vertex-claude-break", "cloud/gemini-break"])("%s: a stream failing after its first byte ends with the format's error event", async (model) => {
    const m = await sse("/messages", { model, max_tokens: 50, stream: true, messages: [{ role: "user", content: "one two" }] });
    expect(m.status).toBe(200);
    expect(m.events.some((e) => e.type === "content_block_delta")).toBe(true);
    expect(m.raw).toMatch(/event: error\n/);
    expect(m.events.at(-1)).toMatchObject({ type: "error", error: { code: 502 } });
    const c = await sse("/chat/completions", { model, stream: true, messages: [{ role: "user", content: "one two" }] });
    expect(c.status).toBe(200);
    expect(c.events.at(-1)).toMatchObject({ error: { code: 502 }, choices: [{ finish_reason: "error" }] });
    expect(c.raw.trimEnd().endsWith("data: [DONE]")).toBe(true);
  });
});

describe("requests a provider cannot serve", () => {
  it.each([
    ["cloud/bedrock", { messages: [{ role: "user", content: [{ type: "image", source: { type: "url", url: "https://example.com/a.png" } }] }] }, "Provider 'bedrock' (Bedrock Converse) cannot read image URLs"],
    ["cloud/gemini", { stop_sequences: ["a", "b", "c", "d", "e", "f"], messages: [{ role: "user", content: "hi" }] }, "Provider 'gemini' (Gemini format) takes at most 5 stop sequences"],
  ])("%s: a clear 400 before any upstream call", async (model, body, message) => {
    const before = f.mocks.calls.length;
    const r = await post<{ error: { code: number; message: string } }>("/messages", { model, max_tokens: 20, ...body });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 400, message });
    expect(f.mocks.calls.length).toBe(before);
  });
});

describe("start-up", () => {
  it.each([
    ["bedrock", "secret_access_key", { env: "NOT_SET_ANYWHERE_42" }, /provider "aws": secret_access_key: environment variable NOT_SET_ANYWHERE_42 is not set/],
    ["vertex", "credentials", { file: "/nonexistent/sa.json" }, /provider "aws": credentials: file \/nonexistent\/sa.json cannot be read \(ENOENT\)/],
  ])("a %s provider with a missing %s stops start-up naming the provider and the field", async (api, field, secret, message) => {
    const dir = mkdtempSync(join(tmpdir(), "switchyard-cloud-bad-"));
    const config = join(dir, "gateway.config.json");
    const provider =
      api === "bedrock"
        ? { id: "aws", name: "AWS", api, region: "us-east-1", access_key_id: "AKIDX", [field]: secret }
        : { id: "aws", name: "GCP", api, project: "p", location: "global", [field]: secret };
    writeFileSync(config, JSON.stringify({ providers: [provider] }));
    const err = await startServer({ transport: "lean", env: { GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY } }).then(
      async (s) => {
        await s.stop();
        return null;
      },
      (e: unknown) => e as Error,
    );
    expect(err?.message).toMatch(/^server exited with 1/);
    expect(err?.message).toMatch(message);
  });
});

describe("the Next transport (route handlers) serves the cloud providers too", () => {
  let next: RunningServer;
  let nextKey: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "switchyard-cloud-next-"));
    const config = join(dir, "gateway.config.json");
    writeFileSync(config, JSON.stringify(f.catalog));
    next = await startServer({ transport: "next", env: { GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY, ...f.env } });
    const r = await postJson<{ key: string }>(`${next.url}/api/v1/keys`, TEST_MANAGEMENT_KEY, { name: "cloud-next" });
    nextKey = r.body.key;
  });
  afterAll(() => next?.stop());

  it.each(Object.keys(EXPECT))("%s: /messages and a /chat/completions stream", async (model) => {
    const m = await postJson<Msg>(`${next.url}/api/v1/messages`, nextKey, { model, max_tokens: 50, messages: [{ role: "user", content: "hello next" }] });
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(text(m.body)).toBe("echo: hello next");
    const res = await fetch(`${next.url}/api/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${nextKey}`, "content-type": "application/json" },
      body: JSON.stringify({ model, stream: true, messages: [{ role: "user", content: "hello next" }] }),
    });
    const raw = await res.text();
    expect(res.status).toBe(200);
    const chunks = raw
      .split(/\n\n/)
      .map((b) => /^data: (.*)$/m.exec(b)?.[1])
      .filter((d): d is string => d !== undefined && d !== "[DONE]")
      .map((d) => JSON.parse(d) as Event);
    expect(assembleChat(chunks).choices[0].message.content).toBe("echo: hello next");
  });
});
