import { describe, expect, it } from "vitest";
import { AppError } from "../../../errors/app-error";
import { buildCatalog, type Endpoint } from "../../../catalog/catalog";
import { messagesRequest, type StreamEvent } from "../../messages/schemas";
import { textAnswer, textBlockEvents, toolBlockEvents } from "../../../test/anthropic";
import { UpstreamError } from "../../../catalog/upstream-http";
import type { SseMessage } from "../sse";
import { fromChatCompletion, parseArguments, stopFrom, toChatCompletions, type ChatCompletion } from "./chat";
import { openAiStreamToAnthropic } from "./chat-stream";

function endpoint(): Endpoint {
  const cat = buildCatalog(
    {
      providers: [{ id: "oa", name: "OA", api: "openai", base_url: "http://127.0.0.1:9/v1", api_key: "k" }],
      models: [{ slug: "test/gpt", name: "G", vendor: "t", kind: "chat", context_length: 1000, endpoints: [{ provider: "oa", upstream_model: "gpt-up", pricing: { prompt: "0", completion: "0" } }] }],
    },
    "test",
  );
  const e = cat.endpoints.get("test/gpt")?.[0];
  if (!e) throw new Error("no endpoint");
  return e;
}
const EP = endpoint();
const req = (body: Record<string, unknown>) => messagesRequest.parse({ model: "test/gpt", max_tokens: 64, ...body });
const WEATHER = { name: "get_weather", description: "Weather", input_schema: { type: "object", properties: { city: { type: "string" } } } };

describe("Messages request → Chat Completions body", () => {
  it("translates system, turns, tools, images, tool results and sampling", () => {
    const body = toChatCompletions(
      EP,
      req({
        system: [{ type: "text", text: "Be brief." }, { type: "text", text: "Be kind." }],
        temperature: 0.3,
        top_p: 0.9,
        top_k: 5,
        stop_sequences: ["END"],
        metadata: { user_id: "end-user-1" },
        tools: [WEATHER],
        tool_choice: { type: "any", disable_parallel_tool_use: true },
        messages: [
          { role: "user", content: "weather?" },
          {
            role: "assistant",
            content: [
              { type: "thinking", thinking: "let me look", signature: "s" },
              { type: "text", text: "Looking." },
              { type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Oslo" } },
            ],
          },
          {
            role: "user",
            content: [
              { type: "tool_result", tool_use_id: "toolu_1", content: [{ type: "text", text: "sunny" }, { type: "text", text: "21C" }] },
              { type: "text", text: "and this?" },
              { type: "image", source: { type: "base64", media_type: "image/png", data: "AAAA" } },
              { type: "image", source: { type: "url", url: "https://example.com/a.png" } },
              { type: "document", source: { type: "text", media_type: "text/plain", data: "notes" }, title: "Notes" },
            ],
          },
        ],
      }),
      false,
    );
    expect(body).toEqual({
      model: "gpt-up",
      max_tokens: 64,
      temperature: 0.3,
      top_p: 0.9,
      stop: ["END"],
      user: "end-user-1",
      tools: [{ type: "function", function: { name: "get_weather", description: "Weather", parameters: WEATHER.input_schema } }],
      tool_choice: "required",
      parallel_tool_calls: false,
      messages: [
        { role: "system", content: "Be brief.\n\nBe kind." },
        { role: "user", content: "weather?" },
        { role: "assistant", content: "Looking.", tool_calls: [{ id: "toolu_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Oslo"}' } }] },
        { role: "tool", tool_call_id: "toolu_1", content: "sunny\n21C" },
        {
          role: "user",
          content: [
            { type: "text", text: "and this?" },
            { type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } },
            { type: "image_url", image_url: { url: "https://example.com/a.png" } },
            { type: "text", text: "Notes\n\nnotes" },
          ],
        },
      ],
    });
  });

  it.each([
    [{ type: "auto" }, "auto"],
    [{ type: "none" }, "none"],
    [{ type: "tool", name: "get_weather" }, { type: "function", function: { name: "get_weather" } }],
  ])("tool_choice %j → %j", (tc, expected) => {
    expect(toChatCompletions(EP, req({ tools: [WEATHER], tool_choice: tc, messages: [{ role: "user", content: "x" }] }), false).tool_choice).toEqual(expected);
  });

  it("streams with include_usage; tool-only assistant turns have null content; errors are flagged", () => {
    const body = toChatCompletions(
      EP,
      req({
        user: "u-2",
        messages: [
          { role: "user", content: "x" },
          { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "f", input: {} }] },
          { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "boom", is_error: true }] },
        ],
      }),
      true,
    );
    expect(body).toMatchObject({ stream: true, stream_options: { include_usage: true }, user: "u-2" });
    expect(body.messages.slice(1)).toEqual([
      { role: "assistant", content: null, tool_calls: [{ id: "t1", type: "function", function: { name: "f", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "t1", content: "Error: boom" },
    ]);
  });

  it("a PDF is a 400 naming the block; gateway tools are left out, other server tools are a 400", () => {
    const pdf = req({ messages: [{ role: "user", content: [{ type: "text", text: "read" }, { type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBERi0=" } }] }] });
    const err = (() => {
      try {
        toChatCompletions(EP, pdf, false);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "INVALID_REQUEST", status: 400, message: expect.stringContaining("PDF"), metadata: { issues: [{ field: "messages.0.content.1" }] } });
    const gw = toChatCompletions(EP, req({ tools: [{ type: "gateway:datetime" }], messages: [{ role: "user", content: "x" }] }), false);
    expect(gw.tools).toBeUndefined();
    expect(() => toChatCompletions(EP, req({ tools: [{ type: "web_search_20250305", name: "web_search" }], messages: [{ role: "user", content: "x" }] }), false)).toThrow(AppError);
  });
});

describe("Chat completion → Anthropic message", () => {
  const completion = (message: Record<string, unknown>, finish: string, extra: Record<string, unknown> = {}): ChatCompletion => ({
    choices: [{ message, finish_reason: finish, ...extra }],
    usage: { prompt_tokens: 30, completion_tokens: 7, prompt_tokens_details: { cached_tokens: 10 } },
  });

  it("text, usage with cached tokens", () => {
    expect(fromChatCompletion(completion({ role: "assistant", content: "hello" }, "stop"), { model: "test/gpt", id: "msg_1" })).toEqual(
      textAnswer("msg_1", "test/gpt", "hello", { input_tokens: 20, output_tokens: 7, cache_read_input_tokens: 10 }),
    );
  });

  it("reasoning and tool calls (invalid argument JSON → {})", () => {
    const msg = fromChatCompletion(
      completion(
        {
          content: null,
          reasoning_content: "thinking...",
          tool_calls: [
            { id: "call_1", type: "function", function: { name: "a", arguments: '{"x":1}' } },
            { id: "call_2", type: "function", function: { name: "b", arguments: "{not json" } },
          ],
        },
        "tool_calls",
      ),
      { model: "m" },
    );
    expect(msg.id).toMatch(/^msg_/);
    expect(msg.stop_reason).toBe("tool_use");
    expect(msg.content).toEqual([
      { type: "thinking", thinking: "thinking...", signature: "" },
      { type: "tool_use", id: "call_1", name: "a", input: { x: 1 } },
      { type: "tool_use", id: "call_2", name: "b", input: {} },
    ]);
  });

  it.each([
    ["length", undefined, "max_tokens", null],
    ["content_filter", undefined, "refusal", null],
    ["stop", "END", "stop_sequence", "END"],
    ["stop", "OTHER", "end_turn", null],
  ])("finish_reason %s (stop_reason %s) → %s", (finish, matched, reason, seq) => {
    expect(stopFrom(finish, matched, ["END"], false)).toEqual({ stop_reason: reason, stop_sequence: seq });
  });

  it("refusals: content_filter with no content, or a refusal string as a refusal block", () => {
    expect(fromChatCompletion(completion({ content: null }, "content_filter"), { model: "m" })).toMatchObject({ content: [], stop_reason: "refusal" });
    expect(fromChatCompletion(completion({ content: null, refusal: "I can't" }, "stop"), { model: "m" })).toMatchObject({
      content: [{ type: "refusal", category: null, explanation: "I can't" }],
      stop_reason: "refusal",
    });
    expect(parseArguments('["array"]')).toEqual({});
  });
});

async function* sse(...chunks: Array<Record<string, unknown> | string>): AsyncGenerator<SseMessage> {
  for (const c of chunks) yield { event: null, data: typeof c === "string" ? c : JSON.stringify(c) };
}
const delta = (d: Record<string, unknown>, finish: string | null = null) => ({ id: "c", object: "chat.completion.chunk", choices: [{ index: 0, delta: d, finish_reason: finish }] });
async function collect(it: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const out: StreamEvent[] = [];
  for await (const e of it) out.push(e);
  return out;
}
const O = { provider: "oa", model: "test/gpt", id: "msg_x" };

describe("OpenAI chunks → Anthropic events", () => {
  it("a recorded stream: text, a tool call with arguments split over chunks, the usage chunk", async () => {
    const events = await collect(
      openAiStreamToAnthropic(
        sse(
          delta({ role: "assistant", content: "" }),
          delta({ content: "Let me" }),
          delta({ content: " check." }),
          delta({ tool_calls: [{ index: 0, id: "call_9", type: "function", function: { name: "get_weather", arguments: "" } }] }),
          delta({ tool_calls: [{ index: 0, function: { arguments: '{"ci' } }] }),
          delta({ tool_calls: [{ index: 0, function: { arguments: 'ty":"Oslo"}' } }] }),
          delta({}, "tool_calls"),
          { id: "c", choices: [], usage: { prompt_tokens: 12, completion_tokens: 9, prompt_tokens_details: { cached_tokens: 2 } } },
          "[DONE]",
        ),
        O,
      ),
    );
    expect(events).toEqual([
      {
        type: "message_start",
        message: {
          id: "msg_x",
          type: "message",
          role: "assistant",
          model: "test/gpt",
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
        },
      },
      { type: "ping" },
      ...textBlockEvents(0, "Let me", " check."),
      ...toolBlockEvents(1, "call_9", "get_weather", '{"ci', 'ty":"Oslo"}'),
      {
        type: "message_delta",
        delta: { stop_reason: "tool_use", stop_sequence: null },
        usage: { output_tokens: 9, input_tokens: 10, cache_read_input_tokens: 2, cache_creation_input_tokens: 0 },
      },
      { type: "message_stop" },
    ]);
  });

  it("reasoning becomes a thinking block before the text; no usage chunk → output estimated", async () => {
    const events = await collect(openAiStreamToAnthropic(sse(delta({ reasoning: "hmm" }), delta({ reasoning_content: " ok" }), delta({ content: "Hi" }, "stop"), "[DONE]"), O));
    expect(events.slice(2).map((e) => (e.type === "content_block_delta" ? e.delta : e.type === "content_block_start" ? e.content_block : e.type))).toEqual([
      { type: "thinking", thinking: "", signature: "" },
      { type: "thinking_delta", thinking: "hmm" },
      { type: "thinking_delta", thinking: " ok" },
      "content_block_stop",
      { type: "text", text: "" },
      { type: "text_delta", text: "Hi" },
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    expect(events.at(-2)).toEqual({ type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 2 } });
  });

  it("content_filter without content → only message_start, ping, message_delta(refusal), message_stop", async () => {
    const events = await collect(openAiStreamToAnthropic(sse(delta({ role: "assistant", content: null }), delta({}, "content_filter"), "[DONE]"), O));
    expect(events.map((e) => e.type)).toEqual(["message_start", "ping", "message_delta", "message_stop"]);
    expect(events[2]).toMatchObject({ delta: { stop_reason: "refusal" } });
  });

  it.each([
    ["an end before any finish_reason", [delta({ content: "a" })]],
    ["[DONE] before any finish_reason", [delta({ content: "a" }), "[DONE]"]],
    ["unparsable data", ["{oops"]],
    ["an error chunk", [{ error: { message: "overloaded" } }]],
  ])("%s throws an UpstreamError", async (_l, chunks) => {
    await expect(collect(openAiStreamToAnthropic(sse(...chunks), O))).rejects.toBeInstanceOf(UpstreamError);
  });

  it("a finish_reason but no [DONE] still ends the message", async () => {
    const events = await collect(openAiStreamToAnthropic(sse(delta({ content: "a" }, "length")), O));
    expect(events.slice(-2)).toEqual([{ type: "message_delta", delta: { stop_reason: "max_tokens", stop_sequence: null }, usage: { output_tokens: 1 } }, { type: "message_stop" }]);
  });
});
