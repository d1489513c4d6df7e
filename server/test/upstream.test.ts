import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mockEmbedding, parseBehavior, parseSse, startMockUpstream, type MockUpstream } from "./upstream";

// Wire types, as a client sees them (only what the assertions touch).
interface OpenAIToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}
interface OpenAIUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
}
interface OpenAICompletion {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: Array<{ index: number; message: { role: string; content: string | null; tool_calls?: OpenAIToolCall[] }; finish_reason: string }>;
  usage: OpenAIUsage;
}
interface OpenAIChunk {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: Array<{
    index: number;
    delta: {
      role?: string;
      content?: string | null;
      tool_calls?: Array<{ index: number; id?: string; type?: string; function: { name?: string; arguments: string } }>;
    };
    finish_reason: string | null;
  }>;
  usage?: OpenAIUsage | null;
}
interface OpenAIError {
  error: { message: string; type: string; param: string | null; code: string | null };
}
interface Embeddings {
  object: string;
  data: Array<{ object: string; index: number; embedding: number[] | string }>;
  model: string;
  usage: { prompt_tokens: number; total_tokens: number };
}
interface AnthropicUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}
type AnthropicBlock = { type: "text"; text: string } | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };
interface AnthropicMessage {
  id: string;
  type: string;
  role: string;
  model: string;
  content: AnthropicBlock[];
  stop_reason: string;
  stop_sequence: string | null;
  usage: AnthropicUsage;
}
interface AnthropicError {
  type: "error";
  error: { type: string; message: string };
  request_id: string;
}
interface AnthropicEvent {
  type: string;
  index?: number;
  message?: AnthropicMessage;
  content_block?: AnthropicBlock;
  delta?: { type?: string; text?: string; partial_json?: string; stop_reason?: string; stop_sequence?: string | null };
  usage?: { output_tokens: number };
}

let mock: MockUpstream;

beforeAll(async () => {
  mock = await startMockUpstream();
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
  mock.latencyMs = 0;
});

function post(path: string, body: unknown, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Response> {
  return fetch(`${mock.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...init.headers },
    body: JSON.stringify(body),
    signal: init.signal,
  });
}

const ANTHROPIC_HEADERS = { "x-api-key": "sk-ant-test", "anthropic-version": "2023-06-01" };

function chat(model: string, text: string, extra: Record<string, unknown> = {}) {
  return { model, messages: [{ role: "system", content: "be brief" }, { role: "user", content: text }], ...extra };
}
function messages(model: string, text: string, extra: Record<string, unknown> = {}) {
  return { model, max_tokens: 1024, system: "be brief", messages: [{ role: "user", content: text }], ...extra };
}

const OPENAI_WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Current weather",
    parameters: {
      type: "object",
      properties: { location: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
      required: ["location"],
    },
  },
};
const OPENAI_OTHER_TOOL = { type: "function", function: { name: "lookup", parameters: { type: "object", properties: { id: { type: "integer" } } } } };
const ANTHROPIC_WEATHER_TOOL = {
  name: "get_weather",
  description: "Current weather",
  input_schema: OPENAI_WEATHER_TOOL.function.parameters,
};

/** An independent SSE reader: splits on blank lines, checks every frame is well formed. */
function frames(text: string): string[] {
  expect(text.endsWith("\n\n")).toBe(true);
  return text.slice(0, -2).split("\n\n");
}
function openaiFrames(text: string): { chunks: OpenAIChunk[]; done: boolean } {
  const fs = frames(text);
  for (const f of fs) expect(f).toMatch(/^data: [^\n]+$/);
  const done = fs[fs.length - 1] === "data: [DONE]";
  const chunks = fs.filter((f) => f !== "data: [DONE]").map((f) => JSON.parse(f.slice(6)) as OpenAIChunk);
  return { chunks, done };
}
function anthropicEvents(text: string): AnthropicEvent[] {
  return frames(text).map((f) => {
    const m = /^event: ([a-z_]+)\ndata: ([^\n]+)$/.exec(f);
    expect(m, f).not.toBeNull();
    const data = JSON.parse(m![2]) as AnthropicEvent;
    expect(data.type).toBe(m![1]);
    return data;
  });
}

/** Read a streaming body until it ends or fails; returns what arrived and the error, if any. */
async function readUntilError(res: Response): Promise<{ text: string; error: unknown }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text, error: null };
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    return { text, error };
  }
}

function withTimeout<T>(p: Promise<T>, ms = 3000): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms}ms`)), ms))]);
}


/**
 * `answer`, checked to settle only after a timer of `ms` (shorter than the mock's delay) set
 * before the request was sent: an ordering the event loop guarantees, not a measured duration.
 */
async function answeredAfter<T>(ms: number, answer: Promise<T>): Promise<T> {
  const order: string[] = [];
  const timer = new Promise<void>((r) => setTimeout(() => (order.push("timer"), r()), ms));
  const value = await answer;
  order.push("answer");
  await timer;
  expect(order).toEqual(["timer", "answer"]);
  return value;
}

describe("OpenAI chat completions", () => {
  it("answers non-streaming with the echo, usage and finish_reason stop", async () => {
    const res = await post("/v1/chat/completions", chat("mock-chat", "hello there world"), { headers: { authorization: "Bearer sk-openai" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
    const body = (await res.json()) as OpenAICompletion;
    expect(body.object).toBe("chat.completion");
    expect(body.id).toMatch(/^chatcmpl-/);
    expect(body.model).toBe("mock-chat");
    expect(Number.isInteger(body.created)).toBe(true);
    expect(body.choices).toHaveLength(1);
    expect(body.choices[0]).toMatchObject({ index: 0, message: { role: "assistant", content: "echo: hello there world" }, finish_reason: "stop" });
    // prompt: "be brief" (2) + "hello there world" (3); completion: "echo:", " hello", " there", " world".
    expect(body.usage).toMatchObject({ prompt_tokens: 5, completion_tokens: 4, total_tokens: 9 });

    expect(mock.calls).toHaveLength(1);
    const call = mock.calls[0];
    expect(call).toMatchObject({ path: "/v1/chat/completions", method: "POST", model: "mock-chat", format: "openai", stream: false, apiKey: "sk-openai", status: 200 });
    expect(call.body).toMatchObject({ model: "mock-chat", messages: [{ role: "system" }, { role: "user", content: "hello there world" }] });
    expect(call.headers.authorization).toBe("Bearer sk-openai");
    await call.closed;
    expect(call.finished).toBe(true);
    expect(call.closedByClient).toBe(false);
    expect(call.endedAt).toBeGreaterThanOrEqual(call.startedAt);
  });

  it("accepts content as an array of text parts", async () => {
    const body = chat("m", "");
    body.messages[1] = { role: "user", content: [{ type: "text", text: "part one" }, { type: "text", text: "part two" }] } as unknown as (typeof body.messages)[number];
    const res = (await (await post("/v1/chat/completions", body)).json()) as OpenAICompletion;
    expect(res.choices[0].message.content).toBe("echo: part one part two");
  });

  it("streams chat.completion.chunk frames and data: [DONE] without usage by default", async () => {
    const res = await post("/v1/chat/completions", chat("mock-chat", "one two three", { stream: true }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const { chunks, done } = openaiFrames(await res.text());
    expect(done).toBe(true);
    expect(chunks).toHaveLength(1 + 4 + 1); // role, 4 tokens, finish
    const id = chunks[0].id;
    for (const c of chunks) {
      expect(c).toMatchObject({ id, object: "chat.completion.chunk", model: "mock-chat" });
      expect("usage" in c).toBe(false);
      expect(c.choices).toHaveLength(1);
    }
    expect(chunks[0].choices[0]).toMatchObject({ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null });
    expect(chunks.slice(1, -1).map((c) => c.choices[0].delta.content)).toEqual(["echo:", " one", " two", " three"]);
    expect(chunks.slice(0, -1).every((c) => c.choices[0].finish_reason === null)).toBe(true);
    expect(chunks[chunks.length - 1].choices[0]).toMatchObject({ delta: {}, finish_reason: "stop" });
    expect(mock.calls[0].stream).toBe(true);
  });

  it("honors stream_options.include_usage with usage:null on every chunk and a final usage chunk", async () => {
    const res = await post("/v1/chat/completions", chat("mock-chat", "one two", { stream: true, stream_options: { include_usage: true } }));
    const { chunks, done } = openaiFrames(await res.text());
    expect(done).toBe(true);
    const last = chunks[chunks.length - 1];
    expect(last.choices).toEqual([]);
    expect(last.usage).toMatchObject({ prompt_tokens: 4, completion_tokens: 3, total_tokens: 7 });
    for (const c of chunks.slice(0, -1)) expect(c.usage).toBeNull();
    expect(chunks[chunks.length - 2].choices[0].finish_reason).toBe("stop");
  });

  it("truncates to max_tokens with finish_reason length (JSON and stream)", async () => {
    const json = (await (await post("/v1/chat/completions", chat("m", "a b c d e f", { max_tokens: 3 }))).json()) as OpenAICompletion;
    expect(json.choices[0]).toMatchObject({ message: { content: "echo: a b" }, finish_reason: "length" });
    expect(json.usage.completion_tokens).toBe(3);

    const json2 = (await (await post("/v1/chat/completions", chat("m", "a b c", { max_completion_tokens: 2 }))).json()) as OpenAICompletion;
    expect(json2.choices[0]).toMatchObject({ message: { content: "echo: a" }, finish_reason: "length" });

    const { chunks } = openaiFrames(await (await post("/v1/chat/completions", chat("m", "a b c d", { max_tokens: 2, stream: true }))).text());
    expect(chunks.map((c) => c.choices[0].delta.content ?? "").join("")).toBe("echo: a");
    expect(chunks[chunks.length - 1].choices[0].finish_reason).toBe("length");

    const enough = (await (await post("/v1/chat/completions", chat("m", "a b", { max_tokens: 3 }))).json()) as OpenAICompletion;
    expect(enough.choices[0].finish_reason).toBe("stop");
  });

  it("answers with a tool call when tools are given and the user asks about the weather", async () => {
    const res = await post("/v1/chat/completions", chat("m", "What's the weather in Paris?", { tools: [OPENAI_OTHER_TOOL, OPENAI_WEATHER_TOOL] }));
    const body = (await res.json()) as OpenAICompletion;
    const choice = body.choices[0];
    expect(choice.finish_reason).toBe("tool_calls");
    expect(choice.message.content).toBeNull();
    expect(choice.message.tool_calls).toHaveLength(1);
    const tc = choice.message.tool_calls![0];
    expect(tc.id).toMatch(/^call_/);
    expect(tc.type).toBe("function");
    expect(tc.function.name).toBe("get_weather");
    expect(JSON.parse(tc.function.arguments)).toEqual({ location: "Paris, France", unit: "celsius" });
    expect(body.usage.completion_tokens).toBeGreaterThan(0);
  });

  it("does not call tools without tools, with tool_choice none, or after a tool result", async () => {
    const noTools = (await (await post("/v1/chat/completions", chat("m", "weather please"))).json()) as OpenAICompletion;
    expect(noTools.choices[0]).toMatchObject({ finish_reason: "stop", message: { content: "echo: weather please" } });

    const none = (await (await post("/v1/chat/completions", chat("m", "weather please", { tools: [OPENAI_WEATHER_TOOL], tool_choice: "none" }))).json()) as OpenAICompletion;
    expect(none.choices[0].finish_reason).toBe("stop");

    const followUp = {
      model: "m",
      tools: [OPENAI_WEATHER_TOOL],
      messages: [
        { role: "user", content: "weather in Paris?" },
        { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: "{}" } }] },
        { role: "tool", tool_call_id: "call_1", content: "sunny" },
      ],
    };
    const after = (await (await post("/v1/chat/completions", followUp)).json()) as OpenAICompletion;
    expect(after.choices[0]).toMatchObject({ finish_reason: "stop", message: { content: "echo: weather in Paris?" } });
  });

  it("calls the tool named by x-mock-tool or forced by tool_choice", async () => {
    const byHeader = (await (
      await post("/v1/chat/completions", chat("m", "no trigger word", { tools: [OPENAI_WEATHER_TOOL, OPENAI_OTHER_TOOL] }), {
        headers: { "x-mock-tool": "lookup", "x-mock-tool-args": '{"id":42}' },
      })
    ).json()) as OpenAICompletion;
    expect(byHeader.choices[0].message.tool_calls![0].function).toEqual({ name: "lookup", arguments: '{"id":42}' });

    const forced = (await (
      await post("/v1/chat/completions", chat("m", "hi", { tools: [OPENAI_WEATHER_TOOL, OPENAI_OTHER_TOOL], tool_choice: { type: "function", function: { name: "lookup" } } }))
    ).json()) as OpenAICompletion;
    expect(forced.choices[0].message.tool_calls![0].function).toEqual({ name: "lookup", arguments: '{"id":1}' });
  });

  it("streams a tool call as delta.tool_calls with the arguments split over several chunks", async () => {
    const res = await post("/v1/chat/completions", chat("m", "weather?", { tools: [OPENAI_WEATHER_TOOL], stream: true, stream_options: { include_usage: true } }));
    const { chunks, done } = openaiFrames(await res.text());
    expect(done).toBe(true);
    const first = chunks[0].choices[0];
    expect(first.delta.role).toBe("assistant");
    expect(first.delta.tool_calls).toHaveLength(1);
    const head = first.delta.tool_calls![0];
    expect(head).toMatchObject({ index: 0, type: "function", function: { name: "get_weather", arguments: "" } });
    expect(head.id).toMatch(/^call_/);

    const argChunks = chunks.slice(1).filter((c) => c.choices[0]?.delta.tool_calls);
    expect(argChunks.length).toBeGreaterThanOrEqual(2);
    for (const c of argChunks) {
      const d = c.choices[0].delta.tool_calls![0];
      expect(d.index).toBe(0);
      expect(d.id).toBeUndefined();
      expect(d.function.name).toBeUndefined();
    }
    const args = argChunks.map((c) => c.choices[0].delta.tool_calls![0].function.arguments).join("");
    expect(JSON.parse(args)).toEqual({ location: "Paris, France", unit: "celsius" });
    expect(chunks[chunks.length - 2].choices[0]).toMatchObject({ delta: {}, finish_reason: "tool_calls" });
    expect(chunks[chunks.length - 1].usage!.completion_tokens).toBeGreaterThan(0);
  });

  it("rejects a request without messages with an OpenAI error envelope", async () => {
    const res = await post("/v1/chat/completions", { model: "m" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as OpenAIError;
    expect(body.error).toMatchObject({ type: "invalid_request_error", param: null, code: null });
    expect(body.error.message).toContain("messages");
  });
});

describe("OpenAI embeddings", () => {
  it("embeds a string deterministically with float vectors and usage", async () => {
    const res = await post("/v1/embeddings", { model: "mock-embed", input: "the quick brown fox" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Embeddings;
    expect(body).toMatchObject({ object: "list", model: "mock-embed", usage: { prompt_tokens: 4, total_tokens: 4 } });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ object: "embedding", index: 0 });
    const v = body.data[0].embedding as number[];
    expect(v).toHaveLength(1536);
    expect(v).toEqual(mockEmbedding("the quick brown fox"));
    expect(Math.hypot(...v)).toBeCloseTo(1, 5);

    const again = (await (await post("/v1/embeddings", { model: "mock-embed", input: "the quick brown fox" })).json()) as Embeddings;
    expect(again.data[0].embedding).toEqual(v);
    const other = (await (await post("/v1/embeddings", { model: "mock-embed", input: "the quick brown cat" })).json()) as Embeddings;
    expect(other.data[0].embedding).not.toEqual(v);
  });

  it("accepts string[], number[] and number[][] inputs and honors dimensions", async () => {
    const strings = (await (await post("/v1/embeddings", { model: "e", input: ["alpha", "beta gamma"], dimensions: 8 })).json()) as Embeddings;
    expect(strings.data.map((d) => d.index)).toEqual([0, 1]);
    expect(strings.data[0].embedding).toEqual(mockEmbedding("alpha", 8));
    expect(strings.data[1].embedding).toEqual(mockEmbedding("beta gamma", 8));
    expect(strings.usage).toEqual({ prompt_tokens: 3, total_tokens: 3 });

    const tokens = (await (await post("/v1/embeddings", { model: "e", input: [101, 102, 103], dimensions: 16 })).json()) as Embeddings;
    expect(tokens.data).toHaveLength(1);
    expect(tokens.data[0].embedding).toEqual(mockEmbedding([101, 102, 103], 16));
    expect(tokens.usage.prompt_tokens).toBe(3);

    const batches = (await (await post("/v1/embeddings", { model: "e", input: [[1, 2], [3, 4, 5]], dimensions: 4 })).json()) as Embeddings;
    expect(batches.data).toHaveLength(2);
    expect(batches.data[1].embedding).toEqual(mockEmbedding([3, 4, 5], 4));
    expect(batches.usage.prompt_tokens).toBe(5);
  });

  it("encodes base64 as little-endian float32 bytes that decode to the float vector", async () => {
    const input = ["hello world", "second input"];
    const floats = (await (await post("/v1/embeddings", { model: "e", input, dimensions: 32 })).json()) as Embeddings;
    const b64 = (await (await post("/v1/embeddings", { model: "e", input, dimensions: 32, encoding_format: "base64" })).json()) as Embeddings;
    expect(b64.data).toHaveLength(2);
    for (let i = 0; i < input.length; i++) {
      const encoded = b64.data[i].embedding;
      expect(typeof encoded).toBe("string");
      const bytes = Buffer.from(encoded as string, "base64");
      expect(bytes.length).toBe(32 * 4);
      const decoded = Array.from({ length: 32 }, (_, k) => bytes.readFloatLE(k * 4));
      expect(decoded).toEqual(floats.data[i].embedding);
    }
  });

  it("rejects invalid input with 400", async () => {
    for (const input of ["", [], [1.5], [["a"]], null]) {
      const res = await post("/v1/embeddings", { model: "e", input });
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(((await res.json()) as OpenAIError).error.type).toBe("invalid_request_error");
    }
    expect((await post("/v1/embeddings", { model: "e", input: "x", encoding_format: "hex" })).status).toBe(400);
    expect((await post("/v1/embeddings", { model: "e", input: "x", dimensions: 0 })).status).toBe(400);
  });
});

describe("Anthropic messages", () => {
  it("answers non-streaming with a text block, stop_reason end_turn and usage; records auth headers", async () => {
    const res = await post("/v1/messages", messages("claude-mock", "hello there"), { headers: ANTHROPIC_HEADERS });
    expect(res.status).toBe(200);
    expect(res.headers.get("request-id")).toMatch(/^req_/);
    const body = (await res.json()) as AnthropicMessage;
    expect(body.id).toMatch(/^msg_/);
    expect(body).toMatchObject({
      type: "message",
      role: "assistant",
      model: "claude-mock",
      content: [{ type: "text", text: "echo: hello there" }],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 4, output_tokens: 3, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    });
    const call = mock.calls[0];
    expect(call).toMatchObject({ format: "anthropic", apiKey: "sk-ant-test", anthropicVersion: "2023-06-01", model: "claude-mock" });
    expect(call.headers["anthropic-version"]).toBe("2023-06-01");
    expect(call.headers["x-api-key"]).toBe("sk-ant-test");
  });

  it("records missing x-api-key / anthropic-version without enforcing them", async () => {
    const res = await post("/v1/messages", messages("claude-mock", "hi"));
    expect(res.status).toBe(200);
    expect(mock.calls[0]).toMatchObject({ apiKey: null, anthropicVersion: null });
  });

  it("streams Anthropic's exact event sequence for text", async () => {
    const res = await post("/v1/messages", messages("claude-mock", "one two three", { stream: true }), { headers: ANTHROPIC_HEADERS });
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const events = anthropicEvents(await res.text());
    expect(events.map((e) => e.type)).toEqual([
      "message_start",
      "content_block_start",
      "ping",
      "content_block_delta",
      "content_block_delta",
      "content_block_delta",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    const start = events[0].message!;
    expect(start).toMatchObject({ type: "message", role: "assistant", model: "claude-mock", content: [], stop_reason: null, stop_sequence: null });
    expect(start.id).toMatch(/^msg_/);
    expect(start.usage).toMatchObject({ input_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
    expect(events[1]).toEqual({ type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
    const deltas = events.filter((e) => e.type === "content_block_delta");
    for (const d of deltas) expect(d).toMatchObject({ index: 0, delta: { type: "text_delta" } });
    expect(deltas.map((d) => d.delta!.text).join("")).toBe("echo: one two three");
    expect(events[7]).toEqual({ type: "content_block_stop", index: 0 });
    expect(events[8]).toEqual({ type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 4 } });
    expect(events[9]).toEqual({ type: "message_stop" });
  });

  it("answers with tool_use (JSON and streamed input_json_delta pieces)", async () => {
    const req = messages("claude-mock", "How is the weather in Paris?", { tools: [ANTHROPIC_WEATHER_TOOL] });
    const json = (await (await post("/v1/messages", req)).json()) as AnthropicMessage;
    expect(json.stop_reason).toBe("tool_use");
    expect(json.content).toHaveLength(1);
    const block = json.content[0];
    expect(block.type).toBe("tool_use");
    if (block.type !== "tool_use") throw new Error("unreachable");
    expect(block.id).toMatch(/^toolu_/);
    expect(block).toMatchObject({ name: "get_weather", input: { location: "Paris, France", unit: "celsius" } });

    const events = anthropicEvents(await (await post("/v1/messages", { ...req, stream: true })).text());
    const types = events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(["message_start", "content_block_start", "ping"]);
    expect(types.slice(-4)).toEqual(["content_block_delta", "content_block_stop", "message_delta", "message_stop"]);
    const cbs = events[1].content_block!;
    expect(cbs).toMatchObject({ type: "tool_use", name: "get_weather", input: {} });
    const pieces = events.filter((e) => e.type === "content_block_delta");
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    for (const p of pieces) expect(p.delta!.type).toBe("input_json_delta");
    expect(JSON.parse(pieces.map((p) => p.delta!.partial_json).join(""))).toEqual({ location: "Paris, France", unit: "celsius" });
    expect(events[events.length - 2].delta).toEqual({ stop_reason: "tool_use", stop_sequence: null });
  });

  it("honors x-mock-tool and tool_choice, and answers text after a tool_result", async () => {
    const other = { name: "lookup", input_schema: { type: "object", properties: { q: { type: "string" } } } };
    const byHeader = (await (
      await post("/v1/messages", messages("m", "hi", { tools: [ANTHROPIC_WEATHER_TOOL, other] }), { headers: { "x-mock-tool": "lookup" } })
    ).json()) as AnthropicMessage;
    expect(byHeader.content[0]).toMatchObject({ type: "tool_use", name: "lookup", input: { q: "mock q" } });

    const none = (await (await post("/v1/messages", messages("m", "weather?", { tools: [ANTHROPIC_WEATHER_TOOL], tool_choice: { type: "none" } }))).json()) as AnthropicMessage;
    expect(none.stop_reason).toBe("end_turn");

    const any = (await (await post("/v1/messages", messages("m", "hi", { tools: [other, ANTHROPIC_WEATHER_TOOL], tool_choice: { type: "any" } }))).json()) as AnthropicMessage;
    expect(any.content[0]).toMatchObject({ type: "tool_use", name: "get_weather" });

    const followUp = {
      model: "m",
      max_tokens: 100,
      tools: [ANTHROPIC_WEATHER_TOOL],
      messages: [
        { role: "user", content: "weather in Paris?" },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: { location: "Paris" } }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "sunny" }] },
      ],
    };
    const after = (await (await post("/v1/messages", followUp)).json()) as AnthropicMessage;
    expect(after).toMatchObject({ stop_reason: "end_turn", content: [{ type: "text", text: "echo: weather in Paris?" }] });
  });

  it("truncates to max_tokens with stop_reason max_tokens", async () => {
    const json = (await (await post("/v1/messages", messages("m", "a b c d", { max_tokens: 2 }))).json()) as AnthropicMessage;
    expect(json).toMatchObject({ stop_reason: "max_tokens", content: [{ type: "text", text: "echo: a" }], usage: { output_tokens: 2 } });
    const events = anthropicEvents(await (await post("/v1/messages", messages("m", "a b c d", { max_tokens: 2, stream: true }))).text());
    expect(events[events.length - 2]).toMatchObject({ delta: { stop_reason: "max_tokens" }, usage: { output_tokens: 2 } });
  });

  it("rejects a request without max_tokens with an Anthropic error envelope", async () => {
    const res = await post("/v1/messages", { model: "m", messages: [{ role: "user", content: "hi" }] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as AnthropicError;
    expect(body).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });
    expect(body.request_id).toBe(res.headers.get("request-id"));
  });

  it("reports cache tokens from cache-read-<n> / cache-write-<n>", async () => {
    const a = (await (await post("/v1/messages", messages("m-cache-read-100-cache-write-7", "hi"))).json()) as AnthropicMessage;
    expect(a.usage).toMatchObject({ input_tokens: 3, cache_read_input_tokens: 100, cache_creation_input_tokens: 7 });
    const o = (await (await post("/v1/chat/completions", chat("m-cache-read-100", "hi"))).json()) as OpenAICompletion;
    expect(o.usage).toMatchObject({ prompt_tokens: 103, prompt_tokens_details: { cached_tokens: 100 } });
  });
});

describe("fault and latency switches", () => {
  it("parses the model-name grammar", () => {
    expect(parseBehavior("gpt-4o")).toEqual({});
    expect(parseBehavior("vendor/model-fail-429-retry-after-7")).toEqual({ fail: 429, retryAfter: 7 });
    expect(parseBehavior("x:slow-250+chunk-delay-10_stream-fail-after-3")).toEqual({ slowMs: 250, chunkDelayMs: 10, streamFailAfter: 3 });
    expect(parseBehavior("Timeout")).toEqual({ timeout: true });
    expect(parseBehavior("a/reset")).toEqual({ reset: true });
    expect(parseBehavior("claude-refuse")).toEqual({ refuse: true });
    expect(parseBehavior("stream-stall-after-2")).toEqual({ streamStallAfter: 2 });
    // Glued tokens are not switches.
    expect(parseBehavior("preset-slow-5x-fail-5000-timeouts")).toEqual({});
  });

  it("fail-500 and fail-400 answer with each format's error envelope", async () => {
    const o500 = await post("/v1/chat/completions", chat("gpt-fail-500", "hi"));
    expect(o500.status).toBe(500);
    expect(((await o500.json()) as OpenAIError).error).toMatchObject({ type: "server_error" });

    const o400 = await post("/v1/chat/completions", chat("gpt-fail-400", "hi", { stream: true }));
    expect(o400.status).toBe(400);
    expect(o400.headers.get("content-type")).toBe("application/json");
    expect(((await o400.json()) as OpenAIError).error).toMatchObject({ type: "invalid_request_error" });

    const a500 = await post("/v1/messages", messages("claude-fail-500", "hi", { stream: true }));
    expect(a500.status).toBe(500);
    expect((await a500.json()) as AnthropicError).toMatchObject({ type: "error", error: { type: "api_error" } });

    const a400 = await post("/v1/messages", messages("claude-fail-400", "hi"));
    expect(a400.status).toBe(400);
    expect((await a400.json()) as AnthropicError).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });

    const a529 = await post("/v1/messages", messages("claude-fail-529", "hi"));
    expect(a529.status).toBe(529);
    expect(((await a529.json()) as AnthropicError).error.type).toBe("overloaded_error");

    const e500 = await post("/v1/embeddings", { model: "embed-fail-500", input: "x" });
    expect(e500.status).toBe(500);
  });

  it("fail-429 sends retry-after (default 1, or retry-after-<s>)", async () => {
    const o = await post("/v1/chat/completions", chat("gpt-fail-429", "hi"));
    expect(o.status).toBe(429);
    expect(o.headers.get("retry-after")).toBe("1");
    expect(((await o.json()) as OpenAIError).error).toMatchObject({ type: "requests", code: "rate_limit_exceeded" });

    const a = await post("/v1/messages", messages("claude-fail-429-retry-after-7", "hi"));
    expect(a.status).toBe(429);
    expect(a.headers.get("retry-after")).toBe("7");
    expect(((await a.json()) as AnthropicError).error.type).toBe("rate_limit_error");
  });

  it("timeout never answers; the client's AbortSignal.timeout fires and the call is closedByClient", async () => {
    const err = await post("/v1/chat/completions", chat("gpt-timeout", "hi"), { signal: AbortSignal.timeout(300) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DOMException);
    expect((err as DOMException).name).toBe("TimeoutError");
    const call = mock.calls[0];
    await withTimeout(call.closed);
    expect(call).toMatchObject({ status: null, finished: false, closedByClient: true });
  });

  it("timeout also holds Anthropic streaming requests", async () => {
    const err = await post("/v1/messages", messages("claude-timeout", "hi", { stream: true }), { signal: AbortSignal.timeout(200) }).catch((e: unknown) => e);
    expect((err as DOMException).name).toBe("TimeoutError");
    await withTimeout(mock.calls[0].closed);
    expect(mock.calls[0].closedByClient).toBe(true);
  });

  it("reset destroys the connection without an answer", async () => {
    for (const [path, body] of [
      ["/v1/chat/completions", chat("gpt-reset", "hi")],
      ["/v1/messages", messages("claude-reset", "hi", { stream: true })],
    ] as const) {
      const err = await post(path, body).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TypeError);
    }
    for (const call of mock.calls) {
      await withTimeout(call.closed);
      expect(call).toMatchObject({ status: null, finished: false, closedByClient: false });
    }
    // The mock keeps serving afterwards.
    expect((await post("/v1/chat/completions", chat("gpt", "hi"))).status).toBe(200);
  });

  it("stream-fail-after-<n> sends n frames then drops the connection (OpenAI)", async () => {
    const res = await post("/v1/chat/completions", chat("gpt-stream-fail-after-3", "one two three four", { stream: true }));
    expect(res.status).toBe(200);
    const { text, error } = await readUntilError(res);
    expect(error).toBeInstanceOf(TypeError);
    const got = parseSse(text);
    expect(got).toHaveLength(3);
    expect(got.every((e) => e.event === null && e.data !== "[DONE]")).toBe(true);
    expect((JSON.parse(got[2].data) as OpenAIChunk).choices[0].delta.content).toBe(" one");
    await withTimeout(mock.calls[0].closed);
    expect(mock.calls[0]).toMatchObject({ finished: false, closedByClient: false });
  });

  it("stream-fail-after-<n> with chunk delays (Anthropic)", async () => {
    const res = await post("/v1/messages", messages("claude-stream-fail-after-4-chunk-delay-10", "one two three", { stream: true }));
    const { text, error } = await readUntilError(res);
    expect(error).toBeInstanceOf(TypeError);
    expect(parseSse(text).map((e) => e.event)).toEqual(["message_start", "content_block_start", "ping", "content_block_delta"]);
  });

  it("stream-fail-after-0 sends only headers; non-streaming requests get half a body", async () => {
    const res = await post("/v1/chat/completions", chat("gpt-stream-fail-after-0", "hi", { stream: true }));
    expect(res.status).toBe(200);
    const { text, error } = await readUntilError(res);
    expect(text).toBe("");
    expect(error).toBeInstanceOf(TypeError);

    const json = await post("/v1/messages", messages("claude-stream-fail-after-1", "hi"));
    expect(json.status).toBe(200);
    await expect(json.json()).rejects.toThrow();
  });

  it("stream-stall-after-<n> sends n frames and hangs until the client gives up", async () => {
    const ac = new AbortController();
    const res = await post("/v1/chat/completions", chat("gpt-stream-stall-after-2", "a b c", { stream: true }), { signal: ac.signal });
    const reader = res.body!.getReader();
    let text = "";
    while (parseSse(text).length < 2) text += new TextDecoder().decode((await reader.read()).value);
    expect(parseSse(text)).toHaveLength(2);
    const pending = withTimeout(reader.read(), 300).catch((e: unknown) => e);
    expect(await pending).toBeInstanceOf(Error); // nothing more arrives
    ac.abort();
    await withTimeout(mock.calls[0].closed);
    expect(mock.calls[0].closedByClient).toBe(true);
  });

  it("refuse: OpenAI content_filter, Anthropic refusal (JSON and stream)", async () => {
    const o = (await (await post("/v1/chat/completions", chat("gpt-refuse", "hi"))).json()) as OpenAICompletion;
    expect(o.choices[0]).toMatchObject({ finish_reason: "content_filter", message: { role: "assistant", content: null } });
    expect(o.usage.completion_tokens).toBe(0);

    const { chunks, done } = openaiFrames(await (await post("/v1/chat/completions", chat("gpt-refuse", "hi", { stream: true }))).text());
    expect(done).toBe(true);
    expect(chunks.map((c) => c.choices[0].finish_reason)).toEqual([null, "content_filter"]);

    const a = (await (await post("/v1/messages", messages("claude-refuse", "hi"))).json()) as AnthropicMessage;
    expect(a).toMatchObject({ stop_reason: "refusal", content: [] });

    const events = anthropicEvents(await (await post("/v1/messages", messages("claude-refuse", "hi", { stream: true }))).text());
    expect(events.map((e) => e.type)).toEqual(["message_start", "ping", "message_delta", "message_stop"]);
    expect(events[2].delta).toEqual({ stop_reason: "refusal", stop_sequence: null });
  });

  it("slow-<ms> delays the first byte", async () => {
    // Ordering, not duration: a timer shorter than the delay, set before the request, fires first.
    const res = await answeredAfter(150, post("/v1/chat/completions", chat("gpt-slow-250", "hi")));
    expect(res.status).toBe(200);

    const s = await answeredAfter(100, post("/v1/messages", messages("claude-slow-200", "hi", { stream: true })));
    expect(anthropicEvents(await s.text()).at(-1)!.type).toBe("message_stop");
  });

  it("chunk-delay-<ms> spaces stream frames", async () => {
    // Ordering: the stream (more than two frames after the first, 40 ms apart) ends only after a
    // timer of 2 × 40 ms set before the request. That the first frame is not delayed is a
    // latency figure, not asserted here.
    const text = await answeredAfter(80, post("/v1/chat/completions", chat("gpt-chunk-delay-40", "a b", { stream: true })).then((r) => r.text()));
    const { chunks, done } = openaiFrames(text);
    expect(done).toBe(true);
    expect(chunks.length + 1).toBeGreaterThan(3); // + [DONE]
  });

  it("the global latencyMs option delays every API response", async () => {
    const slow = await startMockUpstream({ latencyMs: 150 });
    try {
      const res = await answeredAfter(100, fetch(`${slow.url}/v1/embeddings`, { method: "POST", body: JSON.stringify({ model: "e", input: "x", dimensions: 2 }) }));
      expect(res.status).toBe(200);
    } finally {
      await slow.close();
    }
    mock.latencyMs = 120;
    await (await answeredAfter(70, post("/v1/chat/completions", chat("m", "hi")))).json();
  });

  it("next() queues behaviors for the next requests, then the model name rules again", async () => {
    mock.next({ fail: 503 }, { text: "scripted answer" }, { refuse: true });
    const r1 = await post("/v1/chat/completions", chat("m", "hi"));
    expect(r1.status).toBe(503);
    expect(r1.headers.get("retry-after")).toBe("1");
    const r2 = (await (await post("/v1/messages", messages("m", "hi"))).json()) as AnthropicMessage;
    expect(r2.content).toEqual([{ type: "text", text: "scripted answer" }]);
    const r3 = (await (await post("/v1/chat/completions", chat("m", "hi"))).json()) as OpenAICompletion;
    expect(r3.choices[0].finish_reason).toBe("content_filter");
    const r4 = (await (await post("/v1/chat/completions", chat("m", "hi"))).json()) as OpenAICompletion;
    expect(r4.choices[0].message.content).toBe("echo: hi");
    expect(mock.calls.map((c) => c.behavior)).toEqual([{ fail: 503 }, { text: "scripted answer" }, { refuse: true }, {}]);

    // Queued fields merge over the model name's.
    mock.next({ retryAfter: 9 });
    const r5 = await post("/v1/chat/completions", chat("m-fail-429", "hi"));
    expect(r5.headers.get("retry-after")).toBe("9");
  });

  it("x-mock-behavior header uses the same grammar", async () => {
    const res = await post("/v1/chat/completions", chat("plain", "hi"), { headers: { "x-mock-behavior": "fail-500" } });
    expect(res.status).toBe(500);
  });
});

describe("observability", () => {
  it("closedByClient is true when the client aborts mid-stream", async () => {
    const ac = new AbortController();
    const res = await post("/v1/messages", messages("claude-chunk-delay-50", "one two three four five six", { stream: true }), { signal: ac.signal });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("event: message_start");
    ac.abort();
    const call = mock.calls[0];
    await withTimeout(call.closed);
    expect(call).toMatchObject({ status: 200, finished: false, closedByClient: true, stream: true });
  });

  it("closedByClient is true when the client aborts during slow-<ms>, false after a normal stream", async () => {
    const err = await post("/v1/chat/completions", chat("gpt-slow-2000", "hi"), { signal: AbortSignal.timeout(100) }).catch((e: unknown) => e);
    expect((err as DOMException).name).toBe("TimeoutError");
    await withTimeout(mock.calls[0].closed);
    expect(mock.calls[0]).toMatchObject({ status: null, closedByClient: true });

    await (await post("/v1/chat/completions", chat("gpt", "hi", { stream: true }))).text();
    await withTimeout(mock.calls[1].closed);
    expect(mock.calls[1]).toMatchObject({ finished: true, closedByClient: false });
  });

  it("reset() clears calls; waitForCalls waits for arrivals", async () => {
    const pending = mock.waitForCalls(2, 2000);
    await post("/v1/chat/completions", chat("m", "1"));
    await post("/v1/embeddings", { model: "e", input: "2", dimensions: 2 });
    expect((await pending).map((c) => c.path)).toEqual(["/v1/chat/completions", "/v1/embeddings"]);
    mock.reset();
    expect(mock.calls).toHaveLength(0);
    await expect(mock.waitForCalls(1, 50)).rejects.toThrow(/expected 1 calls/);
  });

  it("serves /v1/models and /health, 404 elsewhere, and records nothing for them", async () => {
    const models = (await (await fetch(`${mock.url}/v1/models`)).json()) as { object: string; data: Array<{ id: string; object: string }> };
    expect(models.object).toBe("list");
    expect(models.data.length).toBeGreaterThan(0);
    expect(await (await fetch(`${mock.url}/health`)).text()).toBe("ok");
    expect((await fetch(`${mock.url}/v1/nope`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${mock.url}/v1/chat/completions`)).status).toBe(405);
    expect(mock.calls).toHaveLength(0);
  });

  it("close() drops held requests without counting them as closedByClient", async () => {
    const other = await startMockUpstream();
    const pending = fetch(`${other.url}/v1/chat/completions`, { method: "POST", body: JSON.stringify(chat("m-timeout", "hi")) }).catch((e: unknown) => e);
    const [call] = await other.waitForCalls(1);
    await withTimeout(other.close());
    expect(await pending).toBeInstanceOf(TypeError);
    await withTimeout(call.closed);
    expect(call).toMatchObject({ finished: false, closedByClient: false, status: null });
  });

  it("url is http://127.0.0.1:<port>", () => {
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`);
  });
});
