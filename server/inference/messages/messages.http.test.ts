import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../test/http";
import { postJson, startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../../test/inference";

const WEATHER_TOOL = {
  name: "get_weather",
  description: "Current weather for a city",
  input_schema: { type: "object" as const, properties: { location: { type: "string" } }, required: ["location"] },
};
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** SSE text → [{event, data}] */
function parseSse(text: string): Array<{ event: string; data: Record<string, unknown> }> {
  return text
    .split("\n\n")
    .filter((b) => b.trim())
    .map((b) => {
      const ev = /^event: (.*)$/m.exec(b)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(b)?.[1] ?? "{}";
      return { event: ev, data: JSON.parse(data) as Record<string, unknown> };
    });
}

describe.each(TRANSPORTS)("POST /messages (%s transport)", (transport) => {
  let f: InferenceFixture;
  let key: string;
  let client: Anthropic;
  const post = (body: unknown, headers?: Record<string, string>) => postJson<Record<string, unknown> & ErrorBody>(`${f.base}/messages`, key, body, headers);

  beforeAll(async () => {
    f = await startInferenceFixture(transport);
    ({ key } = await f.newKey());
    client = new Anthropic({ apiKey: key, baseURL: `${f.server.url}/api`, maxRetries: 0 });
  });
  afterAll(() => f.close());

  describe.each([
    ["Anthropic-format", "test/claude"],
    ["OpenAI-format", "test/chat"],
  ])("the official Anthropic SDK through an %s upstream", (_fmt, model) => {
    it("plain text", async () => {
      const msg = await client.messages.create({ model, max_tokens: 100, messages: [{ role: "user", content: "hello gateway" }] });
      expect(msg.type).toBe("message");
      expect(msg.role).toBe("assistant");
      expect(msg.content[0]).toMatchObject({ type: "text", text: "echo: hello gateway" });
      expect(msg.stop_reason).toBe("end_turn");
      expect(msg.usage.input_tokens).toBeGreaterThan(0);
      expect(msg.usage.output_tokens).toBeGreaterThan(0);
    });

    it("system prompt and multi-turn", async () => {
      const msg = await client.messages.create({
        model,
        max_tokens: 100,
        system: "You are terse.",
        messages: [
          { role: "user", content: "first" },
          { role: "assistant", content: "echo: first" },
          { role: "user", content: [{ type: "text", text: "second turn" }] },
        ],
      });
      expect(msg.content[0]).toMatchObject({ type: "text", text: "echo: second turn" });
      const sent = f.mock.calls.at(-1)?.body as Record<string, unknown>;
      expect(JSON.stringify(sent)).toContain("You are terse.");
    });

    it("tools: tool_use → tool_result round trip", async () => {
      const first = await client.messages.create({ model, max_tokens: 200, tools: [WEATHER_TOOL], messages: [{ role: "user", content: "what is the weather in Paris?" }] });
      expect(first.stop_reason).toBe("tool_use");
      const use = first.content.find((b) => b.type === "tool_use");
      expect(use).toMatchObject({ type: "tool_use", name: "get_weather", id: expect.any(String) });
      if (use?.type !== "tool_use") throw new Error("no tool_use");
      expect(use.input).toMatchObject({ location: expect.any(String) });
      const second = await client.messages.create({
        model,
        max_tokens: 200,
        tools: [WEATHER_TOOL],
        messages: [
          { role: "user", content: "what is the weather in Paris?" },
          { role: "assistant", content: first.content },
          { role: "user", content: [{ type: "tool_result", tool_use_id: use.id, content: "sunny, 21C" }, { type: "text", text: "thanks" }] },
        ],
      });
      expect(second.stop_reason).toBe("end_turn");
      expect(second.content[0].type).toBe("text");
    });

    it("an image", async () => {
      const msg = await client.messages.create({
        model,
        max_tokens: 100,
        messages: [{ role: "user", content: [{ type: "image", source: { type: "base64", media_type: "image/png", data: PIXEL } }, { type: "text", text: "describe it" }] }],
      });
      expect(msg.content[0]).toMatchObject({ type: "text", text: expect.stringContaining("describe it") });
      expect(JSON.stringify(f.mock.calls.at(-1)?.body)).toContain(PIXEL);
    });

    it("streaming text", async () => {
      const stream = client.messages.stream({ model, max_tokens: 100, messages: [{ role: "user", content: "stream these words please" }] });
      const types: string[] = [];
      let text = "";
      for await (const ev of stream) {
        types.push(ev.type);
        if (ev.type === "content_block_delta" && ev.delta.type === "text_delta") text += ev.delta.text;
      }
      expect(text).toBe("echo: stream these words please");
      expect(types[0]).toBe("message_start");
      expect(types).toContain("content_block_start");
      expect(types.filter((t) => t === "content_block_delta").length).toBeGreaterThan(1);
      expect(types.slice(-3)).toEqual(["content_block_stop", "message_delta", "message_stop"]);
      const final = await stream.finalMessage();
      expect(final.stop_reason).toBe("end_turn");
      expect(final.usage.output_tokens).toBeGreaterThan(0);
    });

    it("streaming tool input (input_json_delta)", async () => {
      const stream = client.messages.stream({ model, max_tokens: 200, tools: [WEATHER_TOOL], messages: [{ role: "user", content: "weather in Oslo?" }] });
      let partial = 0;
      for await (const ev of stream) if (ev.type === "content_block_delta" && ev.delta.type === "input_json_delta") partial += 1;
      const final = await stream.finalMessage();
      expect(partial).toBeGreaterThan(1);
      expect(final.stop_reason).toBe("tool_use");
      expect(final.content.find((b) => b.type === "tool_use")).toMatchObject({ name: "get_weather", input: { location: expect.any(String) } });
    });
  });

  const fallbacks: Array<[string, string]> = [
    ["500", "test/chat-500"],
    ["429", "test/chat-429"],
    ["timeout", "test/chat-timeout"],
    ["refusal", "test/claude-refuse"],
  ];
  it.each(fallbacks)("primary %s → the fallback model serves (fallbacks and models)", async (_l, primary) => {
    const a = await post({ model: primary, fallbacks: [{ model: "test/claude" }], max_tokens: 50, messages: [{ role: "user", content: "hi" }] }, { "x-gateway-metadata": "enabled" });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ content: [{ type: "text", text: "echo: hi" }] });
    expect(a.body.gateway_metadata).toMatchObject({ attempt: 2, requested: primary, endpoints: { available: ["mock-anthropic/test/claude"] } });
    const b = await post({ models: [primary, "test/chat"], max_tokens: 50, messages: [{ role: "user", content: "yo" }], stream: true });
    expect(b.status).toBe(200);
    const events = parseSse(String(b.body));
    expect(events.map((e) => e.event).at(-1)).toBe("message_stop");
  });

  it("allow_fallbacks: false → no fallback", async () => {
    const r = await post({ model: "test/chat-500", fallbacks: [{ model: "test/claude" }], provider: { allow_fallbacks: false }, max_tokens: 50, messages: [{ role: "user", content: "hi" }] });
    expect(r.status).toBe(502);
    expect(r.body.error).toMatchObject({ code: 502, metadata: { provider: "mock-a", upstream_status: 500 } });
  });

  it.each([["OpenAI-format", "test/chat-stream-fail"], ["Anthropic-format", "test/claude-stream-fail"]])(
    "failure after the first byte (%s) → an SSE error event with the envelope, then the end",
    async (_l, model) => {
      const r = await post({ model, fallbacks: [{ model: "test/claude" }], max_tokens: 100, stream: true, messages: [{ role: "user", content: "a b c d e f g h i j k l" }] });
      expect(r.status).toBe(200);
      const events = parseSse(String(r.body));
      expect(events[0].event).toBe("message_start");
      const last = events.at(-1);
      expect(last?.event).toBe("error");
      expect(last?.data).toMatchObject({ type: "error", error: { code: 502, message: expect.any(String) } });
      expect(events.some((e) => e.event === "message_stop")).toBe(false);
    },
  );

  it.each([["OpenAI-format", "test/chat-slow-stream"], ["Anthropic-format", "test/claude-slow-stream"]])(
    "a %s stream that lasts longer than the provider's timeout_ms (1.5 s here) is not cut off",
    async (_l, model) => {
      const words = Array.from({ length: 60 }, (_, i) => `w${i}`).join(" "); // ~60 chunks × 40 ms ≈ 2.4 s
      const r = await post({ model, max_tokens: 500, stream: true, messages: [{ role: "user", content: words }] });
      const events = parseSse(String(r.body));
      expect(events.at(-1)?.event).toBe("message_stop");
      const text = events.flatMap((e) => (e.event === "content_block_delta" ? [String((e.data.delta as { text?: string }).text ?? "")] : [])).join("");
      expect(text).toBe(`echo: ${words}`);
    },
  );

  it("X-Gateway-Metadata: enabled adds gateway_metadata to the message and to message_delta when streaming", async () => {
    const plain = await post({ model: "test/chat", max_tokens: 20, messages: [{ role: "user", content: "m" }] });
    expect(plain.body.gateway_metadata).toBeUndefined();
    const r = await post({ model: "test/chat", max_tokens: 20, messages: [{ role: "user", content: "m" }] }, { "X-Gateway-Experimental-Metadata": "enabled" });
    expect(r.body.gateway_metadata).toMatchObject({ attempt: 1, endpoints: { available: ["mock-a/test/chat"], total: 1 }, generation_time: expect.any(Number), is_byok: false, region: null, requested: "test/chat", strategy: expect.any(String), summary: expect.any(String) });
    const s = await post({ model: "test/chat", max_tokens: 20, stream: true, messages: [{ role: "user", content: "m" }] }, { "x-gateway-metadata": "enabled" });
    const delta = parseSse(String(s.body)).find((e) => e.event === "message_delta");
    expect(delta?.data.gateway_metadata).toMatchObject({ requested: "test/chat" });
  });

  it("session stickiness: the same session_id keeps its endpoint", async () => {
    const picks = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const r = await post({ model: "test/chat-two", session_id: "sess-1", max_tokens: 10, messages: [{ role: "user", content: "s" }] }, { "x-gateway-metadata": "enabled" });
      picks.add(String((r.body.gateway_metadata as { endpoints: { available: string[] } }).endpoints.available[0]));
    }
    expect(picks.size).toBe(1);
    const viaHeader = await post({ model: "test/chat-two", max_tokens: 10, messages: [{ role: "user", content: "s" }] }, { "x-session-id": "sess-1", "x-gateway-metadata": "enabled" });
    expect((viaHeader.body.gateway_metadata as { endpoints: { available: string[] } }).endpoints.available[0]).toBe([...picks][0]);
  });

  const invalid: Array<[string, Record<string, unknown>, number, string]> = [
    ["no messages", { model: "test/chat", max_tokens: 5 }, 400, "messages"],
    ["no max_tokens", { model: "test/chat", messages: [{ role: "user", content: "x" }] }, 400, "max_tokens"],
    ["fallbacks with models", { models: ["test/chat"], fallbacks: [{ model: "test/claude" }], max_tokens: 5, messages: [{ role: "user", content: "x" }] }, 400, "fallbacks"],
    ["four fallbacks", { model: "test/chat", fallbacks: [{ model: "a/b" }, { model: "a/c" }, { model: "a/d" }, { model: "a/e" }], max_tokens: 5, messages: [{ role: "user", content: "x" }] }, 400, "fallbacks"],
    ["session_id too long", { model: "test/chat", session_id: "s".repeat(257), max_tokens: 5, messages: [{ role: "user", content: "x" }] }, 400, "session_id"],
    ["user too long", { model: "test/chat", user: "u".repeat(257), max_tokens: 5, messages: [{ role: "user", content: "x" }] }, 400, "user"],
    ["speed turbo", { model: "test/chat", speed: "turbo", max_tokens: 5, messages: [{ role: "user", content: "x" }] }, 400, "speed"],
    ["unknown plugin", { model: "test/chat", plugins: [{ id: "teleport" }], max_tokens: 5, messages: [{ role: "user", content: "x" }] }, 400, "plugins.0.id"],
  ];
  it.each(invalid)("400 %s, naming the field", async (_l, body, status, field) => {
    const r = await post(body);
    expect(r.status).toBe(status);
    expect(r.body.error.message).toBe("Invalid request parameters");
    expect((r.body.error.metadata?.issues as Array<{ field: string }>).map((i) => i.field)).toContain(field);
  });

  it("401, 404, 402 in the envelope", async () => {
    const anon = await postJson<ErrorBody>(`${f.base}/messages`, null, { model: "test/chat", max_tokens: 5, messages: [{ role: "user", content: "x" }] });
    expect(anon.body).toEqual({ error: { code: 401, message: "Missing Authentication header", metadata: null } });
    const unknown = await post({ model: "no/such", max_tokens: 5, messages: [{ role: "user", content: "x" }] });
    expect(unknown.status).toBe(404);
    const { key: poor } = await f.newKey({ name: "poor", limit: 0.0000001 });
    const r = await postJson<ErrorBody>(`${f.base}/messages`, poor, { model: "test/chat", max_tokens: 1000, messages: [{ role: "user", content: "x" }] });
    expect(r.status).toBe(402);
  });

  it("a client disconnect mid-stream settles, writes a ledger row with the tokens so far, and closes the upstream", async () => {
    const { key: k, hash } = await f.newKey({ name: "disconnect", limit: 10 });
    f.mock.reset();
    const ac = new AbortController();
    const res = await fetch(`${f.base}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${k}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "test/chat-slow-stream", max_tokens: 500, stream: true, messages: [{ role: "user", content: Array.from({ length: 200 }, (_, i) => `w${i}`).join(" ") }] }),
      signal: ac.signal,
    });
    const reader = res.body?.getReader();
    let got = "";
    while (!got.includes("text_delta") || got.split("text_delta").length < 6) got += new TextDecoder().decode((await reader?.read())?.value);
    ac.abort();
    const call = f.mock.calls.at(-1);
    await call?.closed;
    expect(call?.closedByClient).toBe(true);
    let usage = 0;
    for (let i = 0; i < 50 && usage === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const got2 = await fetch(`${f.base}/keys/${hash}`, { headers: { authorization: `Bearer ${f.managementKey}` } });
      usage = ((await got2.json()) as { data: { usage: number } }).data.usage;
    }
    // the whole answer would be ~200 output tokens ($0.0004) on top of ~200-250 input tokens;
    // what was counted is the input and the few tokens streamed before the abort
    expect(usage).toBeGreaterThan(0.00015);
    expect(usage).toBeLessThan(0.00042);
  });
});
