import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMockUpstream, type MockUpstream } from "../../test/upstream";
import { buildCatalog, type Endpoint } from "../../catalog/catalog";
import { messagesRequest, type StreamEvent } from "../messages/schemas";
import { UpstreamError } from "../../catalog/upstream-http";
import { adapterFor } from ".";

/** Both chat adapters against the real mock upstream (server/test/upstream.ts). */

let mock: MockUpstream;
beforeAll(async () => {
  mock = await startMockUpstream();
});
afterAll(() => mock.close());
beforeEach(() => mock.reset());

function endpoint(api: "openai" | "anthropic", upstream: string): Endpoint {
  const cat = buildCatalog(
    {
      providers: [{ id: "up", name: "Up", api, base_url: `${mock.url}/v1`, api_key: "sk-test" }],
      models: [{ slug: "test/model", name: "T", vendor: "test", kind: "chat", context_length: 1000, endpoints: [{ provider: "up", upstream_model: upstream, pricing: { prompt: "0", completion: "0" } }] }],
    },
    "test",
  );
  const e = cat.endpoints.get("test/model")?.[0];
  if (!e) throw new Error("no endpoint");
  return e;
}
const req = (body: Record<string, unknown>) => messagesRequest.parse({ model: "test/model", max_tokens: 100, ...body });
const ask = (text: string, extra: Record<string, unknown> = {}) => req({ messages: [{ role: "user", content: text }], ...extra });
const signal = () => new AbortController().signal;
const chat = (e: Endpoint, body: ReturnType<typeof req>) => adapterFor(e.provider).chat(e, body, signal());
const stream = (e: Endpoint, body: ReturnType<typeof req>) => adapterFor(e.provider).chatStream(e, body, signal());
async function collect(it: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const out: StreamEvent[] = [];
  for await (const e of it) out.push(e);
  return out;
}
const text = (evs: StreamEvent[]) => evs.map((e) => (e.type === "content_block_delta" && e.delta.type === "text_delta" ? e.delta.text : "")).join("");
const json = (evs: StreamEvent[]) => evs.flatMap((e) => (e.type === "content_block_delta" && e.delta.type === "input_json_delta" ? [e.delta.partial_json] : []));
const lastBody = () => mock.calls.at(-1)?.body ?? {};
const WEATHER = { name: "get_weather", description: "Weather", input_schema: { type: "object", properties: { location: { type: "string" } }, required: ["location"] } };
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("anthropic adapter (pass-through)", () => {
  it("plain: upstream model, headers, gateway fields removed, user → metadata.user_id, cache_control kept, slug back", async () => {
    const msg = await chat(
      endpoint("anthropic", "claude-up"),
      ask("hello there", {
        cache_control: { type: "ephemeral" },
        user: "end-user-7",
        session_id: "s1",
        trace: { trace_id: "t" },
        plugins: [{ id: "web" }],
        provider: { sort: "price" },
        speed: "fast",
        route: "sort",
        fallbacks: [{ model: "a/b" }],
        stop_server_tools_when: [{ type: "step_count_is", step_count: 2 }],
      }),
    );
    expect(msg).toMatchObject({ type: "message", role: "assistant", model: "test/model", content: [{ type: "text", text: "echo: hello there" }], stop_reason: "end_turn", stop_sequence: null });
    expect(msg.usage).toMatchObject({ input_tokens: 2, output_tokens: 3, cache_read_input_tokens: 0 });
    const call = mock.calls[0];
    expect(call).toMatchObject({ path: "/v1/messages", apiKey: "sk-test", anthropicVersion: "2023-06-01", model: "claude-up", stream: false });
    expect(Object.keys(call.body ?? {}).sort()).toEqual(["cache_control", "max_tokens", "messages", "metadata", "model"]);
    expect(call.body?.metadata).toEqual({ user_id: "end-user-7" });
  });

  it("stream: events as Anthropic sent them, model rewritten in message_start", async () => {
    const evs = await collect(await stream(endpoint("anthropic", "claude-up"), ask("one two three")));
    expect(evs[0]).toMatchObject({ type: "message_start", message: { model: "test/model" } });
    expect(evs.map((e) => e.type)).toEqual(["message_start", "content_block_start", "ping", ...Array(4).fill("content_block_delta"), "content_block_stop", "message_delta", "message_stop"]);
    expect(text(evs)).toBe("echo: one two three");
    expect(mock.calls[0].stream).toBe(true);
  });

  it("tool use: a tool_use block, and input_json_delta pieces when streaming", async () => {
    const ep = endpoint("anthropic", "claude-up");
    const msg = await chat(ep, ask("weather in Oslo?", { tools: [WEATHER] }));
    expect(msg.stop_reason).toBe("tool_use");
    expect(msg.content).toEqual([{ type: "tool_use", id: expect.stringMatching(/^toolu_/), name: "get_weather", input: { location: "Paris, France" } }]);
    const evs = await collect(await stream(ep, ask("weather in Oslo?", { tools: [WEATHER] })));
    expect(json(evs).length).toBeGreaterThan(1);
    expect(JSON.parse(json(evs).join(""))).toEqual({ location: "Paris, France" });
    expect(evs.find((e) => e.type === "message_delta")).toMatchObject({ delta: { stop_reason: "tool_use" } });
  });

  it("refusal", async () => {
    const ep = endpoint("anthropic", "claude-refuse");
    expect(await chat(ep, ask("x"))).toMatchObject({ content: [], stop_reason: "refusal" });
    const evs = await collect(await stream(ep, ask("x")));
    expect(evs.find((e) => e.type === "message_delta")).toMatchObject({ delta: { stop_reason: "refusal" } });
  });
});

describe("openai adapter (translation)", () => {
  it("plain", async () => {
    const msg = await chat(endpoint("openai", "gpt-up"), ask("hello there"));
    expect(msg).toMatchObject({ id: expect.stringMatching(/^msg_/), model: "test/model", content: [{ type: "text", text: "echo: hello there" }], stop_reason: "end_turn" });
    expect(msg.usage).toEqual({ input_tokens: 2, output_tokens: 3, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 });
    expect(mock.calls[0]).toMatchObject({ path: "/v1/chat/completions", apiKey: "sk-test", model: "gpt-up" });
    expect(lastBody()).toEqual({ model: "gpt-up", max_tokens: 100, messages: [{ role: "user", content: "hello there" }] });
  });

  it("system and multi-turn", async () => {
    const msg = await chat(
      endpoint("openai", "gpt-up"),
      req({
        system: "You are terse.",
        messages: [
          { role: "user", content: "first" },
          { role: "assistant", content: "echo: first" },
          { role: "user", content: [{ type: "text", text: "second turn" }] },
        ],
      }),
    );
    expect(msg.content).toEqual([{ type: "text", text: "echo: second turn" }]);
    expect(lastBody().messages).toEqual([
      { role: "system", content: "You are terse." },
      { role: "user", content: "first" },
      { role: "assistant", content: "echo: first" },
      { role: "user", content: "second turn" },
    ]);
  });

  it("tool_use → tool_result round trip", async () => {
    const ep = endpoint("openai", "gpt-up");
    const first = await chat(ep, ask("what is the weather in Paris?", { tools: [WEATHER] }));
    expect(first.stop_reason).toBe("tool_use");
    const use = first.content[0];
    expect(use).toEqual({ type: "tool_use", id: expect.stringMatching(/^call_/), name: "get_weather", input: { location: "Paris, France" } });
    if (use.type !== "tool_use") throw new Error("no tool_use");
    const second = await chat(
      ep,
      req({
        tools: [WEATHER],
        messages: [
          { role: "user", content: "what is the weather in Paris?" },
          { role: "assistant", content: first.content },
          { role: "user", content: [{ type: "tool_result", tool_use_id: use.id, content: "sunny, 21C" }, { type: "text", text: "thanks" }] },
        ],
      }),
    );
    expect(second).toMatchObject({ stop_reason: "end_turn", content: [{ type: "text", text: "echo: thanks" }] });
    expect(lastBody().messages).toEqual([
      { role: "user", content: "what is the weather in Paris?" },
      { role: "assistant", content: null, tool_calls: [{ id: use.id, type: "function", function: { name: "get_weather", arguments: '{"location":"Paris, France"}' } }] },
      { role: "tool", tool_call_id: use.id, content: "sunny, 21C" },
      { role: "user", content: "thanks" },
    ]);
  });

  it("an image becomes a data: URL", async () => {
    const msg = await chat(
      endpoint("openai", "gpt-up"),
      req({ messages: [{ role: "user", content: [{ type: "image", source: { type: "base64", media_type: "image/png", data: PIXEL } }, { type: "text", text: "describe it" }] }] }),
    );
    expect(msg.content).toEqual([{ type: "text", text: "echo: describe it" }]);
    expect(lastBody().messages).toEqual([
      { role: "user", content: [{ type: "image_url", image_url: { url: `data:image/png;base64,${PIXEL}` } }, { type: "text", text: "describe it" }] },
    ]);
  });

  it("max_tokens, refusal and cached tokens", async () => {
    expect(await chat(endpoint("openai", "gpt-up"), ask("a b c d e", { max_tokens: 2 }))).toMatchObject({ stop_reason: "max_tokens", content: [{ text: "echo: a" }] });
    expect(await chat(endpoint("openai", "gpt-refuse"), ask("x"))).toMatchObject({ stop_reason: "refusal", content: [] });
    expect((await chat(endpoint("openai", "gpt-cache-read-5"), ask("a b c"))).usage).toEqual({ input_tokens: 3, output_tokens: 4, cache_read_input_tokens: 5, cache_creation_input_tokens: 0 });
  });

  it("stream text: the exact Anthropic sequence, usage from the final usage chunk", async () => {
    const evs = await collect(await stream(endpoint("openai", "gpt-up"), ask("stream these words")));
    expect(lastBody()).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(evs.map((e) => e.type)).toEqual(["message_start", "ping", "content_block_start", ...Array(4).fill("content_block_delta"), "content_block_stop", "message_delta", "message_stop"]);
    expect(evs[0]).toMatchObject({ message: { id: expect.stringMatching(/^msg_/), model: "test/model", role: "assistant", content: [] } });
    expect(text(evs)).toBe("echo: stream these words");
    expect(evs.at(-2)).toEqual({ type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 4, input_tokens: 3, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } });
  });

  it("stream tool input: tool_use start with id and name, input_json_delta pieces", async () => {
    const evs = await collect(await stream(endpoint("openai", "gpt-up"), ask("weather in Oslo?", { tools: [WEATHER] })));
    expect(evs[2]).toEqual({ type: "content_block_start", index: 0, content_block: { type: "tool_use", id: expect.stringMatching(/^call_/), name: "get_weather", input: {} } });
    expect(json(evs).length).toBeGreaterThan(1);
    expect(JSON.parse(json(evs).join(""))).toEqual({ location: "Paris, France" });
    expect(evs.slice(-3).map((e) => e.type)).toEqual(["content_block_stop", "message_delta", "message_stop"]);
    expect(evs.at(-2)).toMatchObject({ delta: { stop_reason: "tool_use" } });
  });
});

describe.each(["openai", "anthropic"] as const)("failures (%s format)", (api) => {
  it("fail-500: a retryable UpstreamError before the stream starts (and for chat)", async () => {
    const ep = endpoint(api, "m-fail-500");
    const err = await stream(ep, ask("x")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({ kind: "http", status: 500, retryable: true, provider: "up" });
    await expect(chat(ep, ask("x"))).rejects.toMatchObject({ status: 500, retryable: true });
    await expect(chat(endpoint(api, "m-fail-400"), ask("x"))).rejects.toMatchObject({ status: 400, retryable: false });
  });

  it("stream-fail-after-3: the iterator yields what arrived, then throws an UpstreamError", async () => {
    const it = await stream(endpoint(api, "m-stream-fail-after-3"), ask("a b c d e f g h i j"));
    const seen: StreamEvent[] = [];
    const err = await (async () => {
      for await (const e of it) seen.push(e);
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({ kind: "connection", retryable: true });
    expect(seen[0].type).toBe("message_start");
    expect(seen.some((e) => e.type === "message_stop")).toBe(false);
  });

  it("closing the iterator early aborts the upstream request", async () => {
    const it = (await stream(endpoint(api, "m-chunk-delay-50"), ask(Array.from({ length: 50 }, (_, i) => `w${i}`).join(" "))))[Symbol.asyncIterator]();
    for (let i = 0; i < 4; i++) await it.next();
    await it.return?.();
    const call = mock.calls[0];
    await call.closed;
    expect(call.closedByClient).toBe(true);
    expect(call.finished).toBe(false);
  });

  it("closing while a read is pending (stalled upstream) still aborts it", async () => {
    const it = (await stream(endpoint(api, "m-stream-stall-after-2"), ask("a b c")))[Symbol.asyncIterator]();
    let pending = it.next();
    // Take what the stalled upstream sent, until a read really waits.
    while (await Promise.race([pending.then(() => true), new Promise((r) => setTimeout(r, 100, false))])) pending = it.next();
    await it.return?.();
    expect(await pending).toEqual({ done: true, value: undefined });
    await mock.calls[0].closed;
    expect(mock.calls[0].closedByClient).toBe(true);
  });

  it("the caller's abort signal aborts a stream", async () => {
    const ac = new AbortController();
    const ep = endpoint(api, "m-chunk-delay-50");
    const it = (await adapterFor(ep.provider).chatStream(ep, ask("a b c d e f g h"), ac.signal))[Symbol.asyncIterator]();
    await it.next();
    ac.abort();
    await expect((async () => { for (;;) if ((await it.next()).done) return; })()).rejects.toThrow();
    await mock.calls[0].closed;
    expect(mock.calls[0].closedByClient).toBe(true);
  });
});
