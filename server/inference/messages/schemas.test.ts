import { describe, expect, it } from "vitest";
import { encodeSse, messagesRequest, PLUGIN_IDS, type StreamEvent } from "./schemas";

const base = { model: "vendor/model", max_tokens: 16, messages: [{ role: "user", content: "hi" }] };
const PIXEL = "iVBORw0KGgo=";

const valid: Array<[string, Record<string, unknown>]> = [
  ["minimal", base],
  ["models instead of model", { max_tokens: 5, models: ["a/b", "c/d"], messages: base.messages }],
  ["fallbacks (3)", { ...base, fallbacks: [{ model: "a/b" }, { model: "a/c" }, { model: "a/d" }] }],
  [
    "every content block",
    {
      ...base,
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "look", cache_control: { type: "ephemeral", ttl: "1h" } },
            { type: "image", source: { type: "base64", media_type: "image/png", data: PIXEL } },
            { type: "image", source: { type: "url", url: "https://example.com/a.png" } },
            { type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBERi0=" }, title: "t" },
            { type: "document", source: { type: "url", url: "https://example.com/a.pdf" } },
            { type: "document", source: { type: "text", media_type: "text/plain", data: "plain" }, citations: { enabled: true } },
          ],
        },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "hmm", signature: "sig" },
            { type: "redacted_thinking", data: "xx" },
            { type: "text", text: "calling", citations: null },
            { type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Oslo" } },
          ],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "toolu_1", content: "sunny", is_error: false },
            { type: "tool_result", tool_use_id: "toolu_1", content: [{ type: "text", text: "sunny" }] },
          ],
        },
      ],
    },
  ],
  [
    "system, tools, sampling, thinking, caching",
    {
      ...base,
      system: [{ type: "text", text: "be brief", cache_control: { type: "ephemeral" } }],
      tools: [
        { name: "get_weather", description: "w", input_schema: { type: "object", properties: {} } },
        { type: "web_search_20250305", name: "web_search", max_uses: 2 },
        { type: "gateway:datetime" },
      ],
      tool_choice: { type: "tool", name: "get_weather", disable_parallel_tool_use: true },
      temperature: 2,
      top_p: 0.5,
      top_k: 0,
      stop_sequences: ["END"],
      stream: true,
      metadata: { user_id: "u1" },
      thinking: { type: "enabled", budget_tokens: 2048 },
      cache_control: { type: "ephemeral" },
      output_config: { effort: "low", format: { type: "json_schema", schema: { type: "object" } } },
    },
  ],
  [
    "gateway fields",
    {
      ...base,
      plugins: PLUGIN_IDS.map((id) => ({ id })),
      provider: { order: ["a"], allow_fallbacks: false },
      route: null,
      session_id: "s".repeat(256),
      speed: "fast",
      trace: { trace_id: "t", span_name: "s", custom_key: 1 },
      user: "u".repeat(256),
      stop_server_tools_when: [
        { type: "step_count_is", step_count: 3 },
        { type: "has_tool_call", tool_name: "x" },
        { type: "max_tokens_used", max_tokens: 100 },
        { type: "max_cost", max_cost_in_dollars: 0.5 },
        { type: "finish_reason_is", reason: "stop" },
      ],
    },
  ],
  ["thinking adaptive / disabled", { ...base, thinking: { type: "adaptive" } }],
  ["unknown top-level field", { ...base, service_tier: "auto", container: "x" }],
];

const invalid: Array<[string, Record<string, unknown>, string]> = [
  ["no model and no models", { max_tokens: 5, messages: base.messages }, "model"],
  ["no max_tokens", { model: "a/b", messages: base.messages }, "max_tokens"],
  ["max_tokens 0", { ...base, max_tokens: 0 }, "max_tokens"],
  ["no messages", { model: "a/b", max_tokens: 5 }, "messages"],
  ["empty messages", { ...base, messages: [] }, "messages"],
  ["only a system message", { ...base, messages: [{ role: "system", content: "x" }] }, "messages"],
  ["an image in a system message", { ...base, messages: [{ role: "system", content: [{ type: "image", source: { type: "url", url: "https://x.test/a.png" } }] }, ...base.messages] }, "messages.0.content.0.type"],
  ["role tool", { ...base, messages: [{ role: "tool", content: "x" }] }, "messages.0.role"],
  ["a block without type", { ...base, messages: [{ role: "user", content: [{ text: "hi" }] }] }, "messages.0.content"],
  ["a known block with a bad field", { ...base, messages: [{ role: "user", content: [{ type: "text", text: 5 }] }] }, "messages.0.content.0.text"],
  ["fallbacks with models", { ...base, models: ["a/b"], fallbacks: [{ model: "c/d" }] }, "fallbacks"],
  ["four fallbacks", { ...base, fallbacks: [{ model: "a/b" }, { model: "a/c" }, { model: "a/d" }, { model: "a/e" }] }, "fallbacks"],
  ["fallback with another key", { ...base, fallbacks: [{ model: "a/b", provider: "x" }] }, "fallbacks.0"],
  ["empty models", { max_tokens: 5, messages: base.messages, models: [] }, "models"],
  ["session_id 257", { ...base, session_id: "s".repeat(257) }, "session_id"],
  ["user 257", { ...base, user: "u".repeat(257) }, "user"],
  ["bad plugin id", { ...base, plugins: [{ id: "teleport" }] }, "plugins.0.id"],
  ["speed turbo", { ...base, speed: "turbo" }, "speed"],
  ["route bogus", { ...base, route: "random" }, "route"],
  ["temperature 2.5", { ...base, temperature: 2.5 }, "temperature"],
  ["top_p 1.5", { ...base, top_p: 1.5 }, "top_p"],
  ["top_k -1", { ...base, top_k: -1 }, "top_k"],
  ["tool_choice bogus", { ...base, tool_choice: { type: "some" } }, "tool_choice.type"],
  ["thinking without budget", { ...base, thinking: { type: "enabled" } }, "thinking.budget_tokens"],
  ["cache_control persistent", { ...base, cache_control: { type: "persistent" } }, "cache_control.type"],
  ["effort extreme", { ...base, output_config: { effort: "extreme" } }, "output_config.effort"],
  ["empty stop conditions", { ...base, stop_server_tools_when: [] }, "stop_server_tools_when"],
  ["unknown stop condition", { ...base, stop_server_tools_when: [{ type: "after_lunch" }] }, "stop_server_tools_when.0.type"],
  ["trace_id not a string", { ...base, trace: { trace_id: 5 } }, "trace.trace_id"],
  ["provider unknown key", { ...base, provider: { fastest: true } }, "provider"],
];

describe("messagesRequest", () => {
  it.each(valid)("accepts %s", (_l, body) => {
    const r = messagesRequest.safeParse(body);
    expect(r.error?.issues ?? []).toEqual([]);
  });

  it.each(invalid.map(([l, b, f]) => [l, f, b] as const))("rejects %s, naming %s", (_l, field, body) => {
    const r = messagesRequest.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toContain(field);
  });

  it("strips unknown top-level fields, keeps unknown block fields and trace keys", () => {
    const r = messagesRequest.parse({
      ...base,
      service_tier: "auto",
      trace: { trace_id: "t", extra: { a: 1 } },
      messages: [{ role: "user", content: [{ type: "text", text: "x", future_field: 1 }] }],
    });
    expect(r).not.toHaveProperty("service_tier");
    expect(r.trace).toEqual({ trace_id: "t", extra: { a: 1 } });
    expect(r.messages[0].content).toEqual([{ type: "text", text: "x", future_field: 1 }]);
  });

  it("folds system entries of messages into the system prompt, after `system`, in order", () => {
    const r = messagesRequest.parse({
      ...base,
      system: "first",
      messages: [
        { role: "system", content: "second" },
        { role: "user", content: "hi" },
        { role: "system", content: [{ type: "text", text: "third", cache_control: { type: "ephemeral" } }] },
      ],
    });
    expect(r.system).toEqual([
      { type: "text", text: "first" },
      { type: "text", text: "second" },
      { type: "text", text: "third", cache_control: { type: "ephemeral" } },
    ]);
    expect(r.messages).toEqual([{ role: "user", content: "hi" }]);
  });

  it("keeps content blocks of types it does not know, as sent, and cache_control's unknown fields", () => {
    const block = { type: "search_result", source: "https://x.test", title: "t", content: [{ type: "text", text: "x" }], cache_control: { type: "ephemeral", scope: "global" } };
    const r = messagesRequest.parse({ ...base, messages: [{ role: "user", content: [block] }] });
    expect(r.messages[0].content).toEqual([block]);
  });

  it("says why a system-only conversation fails", () => {
    const r = messagesRequest.safeParse({ ...base, messages: [{ role: "system", content: "x" }] });
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ["messages"], message: "must hold at least one user or assistant message" })]);
  });

  it("says why fallbacks + models fails", () => {
    const r = messagesRequest.safeParse({ ...base, models: ["a/b"], fallbacks: [{ model: "c/d" }] });
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ["fallbacks"], message: "cannot be combined with models" })]);
  });

  it("defines 13 plugin ids", () => {
    expect(new Set(PLUGIN_IDS).size).toBe(13);
  });
});

describe("encodeSse", () => {
  it("writes `event: <type>\\ndata: <json>\\n\\n`", () => {
    const ev: StreamEvent = { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "a\nb" } };
    expect(encodeSse(ev)).toBe(`event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a\\nb"}}\n\n`);
    expect(encodeSse({ type: "message_stop" })).toBe(`event: message_stop\ndata: {"type":"message_stop"}\n\n`);
  });
});
