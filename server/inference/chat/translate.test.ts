import { describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error";
import { anthropicMessage, textBlockEvents, toolBlockEvents } from "../../test/anthropic";
import { buildCatalog } from "../../catalog/catalog";
import type { ResponseContentBlock, StreamEvent } from "../messages/schemas";
import { Usage } from "../messages/usage";
import { answerHead, ChunkEncoder, finishReason, toChatCompletion, chatUsage } from "./render";
import { chatCompletionsRequest, type ChatCompletionsRequest } from "./schemas";
import { passthroughBody } from "./service";
import { chatSlots } from "./texts";
import { toMessagesRequest } from "./to-messages";

const cat = buildCatalog(
  {
    providers: [{ id: "p", name: "Provider P", api: "anthropic", base_url: "http://127.0.0.1:1/v1" }],
    models: [{ slug: "t/m", name: "M", vendor: "t", kind: "chat", context_length: 1000, endpoints: [{ provider: "p", upstream_model: "up-m", pricing: { prompt: "0.000001", completion: "0.000002" } }] }],
  },
  "test",
);
const EP = cat.endpoints.get("t/m")?.[0] ?? (() => { throw new Error("no endpoint"); })();
const parse = (body: Record<string, unknown>): ChatCompletionsRequest => chatCompletionsRequest.parse({ model: "t/m", ...body });

describe("chat request → Messages", () => {
  it("hoists system and developer messages, turns tool messages into tool_result blocks of one user turn", () => {
    const req = parse({
      max_tokens: 50,
      stop: "END",
      temperature: 1.5,
      messages: [
        { role: "system", content: "S1" },
        { role: "user", content: "weather?" },
        { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "w", arguments: '{"city":"Paris"}' } }] },
        { role: "developer", content: [{ type: "text", text: "D1" }] },
        { role: "tool", tool_call_id: "c1", content: "sunny" },
        { role: "user", content: "thanks" },
      ],
      tools: [{ type: "function", function: { name: "w", parameters: { properties: { city: { type: "string" } } } } }],
      tool_choice: "required",
      parallel_tool_calls: false,
      user: "alice",
      session_id: "s",
    });
    expect(toMessagesRequest(req, { maxTokens: 9, strict: true })).toEqual({
      model: "t/m",
      max_tokens: 50,
      system: "S1\n\nD1",
      temperature: 1,
      stop_sequences: ["END"],
      messages: [
        { role: "user", content: [{ type: "text", text: "weather?" }] },
        { role: "assistant", content: [{ type: "tool_use", id: "c1", name: "w", input: { city: "Paris" } }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "c1", content: "sunny" }, { type: "text", text: "thanks" }] },
      ],
      tools: [{ name: "w", input_schema: { type: "object", properties: { city: { type: "string" } } } }],
      tool_choice: { type: "any", disable_parallel_tool_use: true },
      user: "alice",
      session_id: "s",
    });
  });

  it.each([
    [{ type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } }, { type: "image", source: { type: "base64", media_type: "image/png", data: "AAAA" } }],
    [{ type: "image_url", image_url: { url: "https://x.test/a.jpg" } }, { type: "image", source: { type: "url", url: "https://x.test/a.jpg" } }],
    [{ type: "file", file: { file_data: "data:application/pdf;base64,JVBE", filename: "a.pdf" } }, { type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBE" }, title: "a.pdf" }],
  ])("user part %j → %j", (part, block) => {
    const m = toMessagesRequest(parse({ messages: [{ role: "user", content: [part] }] }), { maxTokens: 9, strict: true });
    expect(m.messages[0].content).toEqual([block]);
    expect(m.max_tokens).toBe(9);
  });

  it.each([
    [{ type: "input_audio", input_audio: { data: "AAAA", format: "wav" } }, "audio inputs"],
    [{ type: "image_url", image_url: { url: "data:image/bmp;base64,AAAA" } }, "images of type image/bmp"],
    [{ type: "file", file: { file_id: "f-1" } }, "files other than inline PDFs"],
  ])("strict: %j is a 400 naming the part; lenient: left out", (part, what) => {
    const req = parse({ messages: [{ role: "user", content: [{ type: "text", text: "x" }, part] }] });
    let err: unknown;
    try {
      toMessagesRequest(req, { maxTokens: 9, strict: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    expect((err as AppError).metadata).toEqual({ issues: [{ field: "messages.0.content.1", message: `${what} are not supported by this model's provider` }] });
    expect(toMessagesRequest(req, { maxTokens: 9, strict: false }).messages[0].content).toEqual([{ type: "text", text: "x" }]);
  });

  it("response_format json_schema → output_config.format; json_object and text add nothing", () => {
    const schema = { type: "object", properties: { a: { type: "string" } } };
    expect(toMessagesRequest(parse({ messages: [{ role: "user", content: "x" }], response_format: { type: "json_schema", json_schema: { name: "n", schema } } }), { maxTokens: 9, strict: true }).output_config).toEqual({
      format: { type: "json_schema", schema },
    });
    expect(toMessagesRequest(parse({ messages: [{ role: "user", content: "x" }], response_format: { type: "json_object" } }), { maxTokens: 9, strict: true }).output_config).toBeUndefined();
  });

  it("the OpenAI-format upstream body is the request as given, without the gateway's fields", () => {
    const req = parse({ messages: [{ role: "user", content: "x" }], seed: 7, logit_bias: { "1": 2 }, provider: { sort: "price" }, models: ["t/m"], stream: true });
    expect(passthroughBody(req, EP, true)).toEqual({ model: "up-m", messages: [{ role: "user", content: "x" }], seed: 7, logit_bias: { "1": 2 }, stream: true, stream_options: { include_usage: true } });
    expect(passthroughBody(req, EP, false)).not.toHaveProperty("stream");
  });

  it("content-filter slots write back into the request itself", () => {
    const req = parse({
      messages: [
        { role: "system", content: "sys a@b.c" },
        { role: "user", content: [{ type: "text", text: "u a@b.c" }] },
        { role: "assistant", content: "x", tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: '{"e":"a@b.c"}' } }] },
        { role: "tool", tool_call_id: "c", content: "t a@b.c" },
      ],
    });
    let writes = 0;
    const slots = chatSlots(req, () => writes++);
    expect(slots.map((s) => [s.origin, s.text])).toEqual([
      ["other", "sys a@b.c"],
      ["user", "u a@b.c"],
      ["other", "x"],
      ["other", '{"e":"a@b.c"}'],
      ["user", "t a@b.c"],
    ]);
    for (const s of slots) s.set(s.text.replace("a@b.c", "[EMAIL]"));
    expect(JSON.stringify(req)).not.toContain("a@b.c");
    expect(writes).toBe(5);
  });
});

describe("Messages answers → chat.completion", () => {
  it.each([
    ["end_turn", "stop"],
    ["stop_sequence", "stop"],
    ["max_tokens", "length"],
    ["model_context_window_exceeded", "length"],
    ["tool_use", "tool_calls"],
    ["refusal", "content_filter"],
  ] as const)("stop_reason %s → finish_reason %s", (stop, finish) => {
    expect(finishReason(stop)).toBe(finish);
  });

  it("text, thinking and tool_use blocks; usage with cached tokens and cost", () => {
    const tokens = { input_tokens: 10, output_tokens: 5, cache_read_input_tokens: 4 };
    const usage = Usage.fromResponse(anthropicMessage("m", "t/m", [], "tool_use", tokens));
    const blocks: ResponseContentBlock[] = [
      { type: "thinking", thinking: "hmm", signature: "" },
      { type: "text", text: "calling" },
      { type: "tool_use", id: "t1", name: "w", input: { a: 1 } },
    ];
    const out = toChatCompletion(
      anthropicMessage("m", "t/m", blocks, "tool_use", tokens),
      { id: "gen-1", created: 1, model: "t/m", provider: "Provider P" },
      chatUsage(EP, usage, 4),
      null,
    );
    expect(out).toEqual({
      id: "gen-1",
      object: "chat.completion",
      created: 1,
      model: "t/m",
      provider: "Provider P",
      system_fingerprint: null,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: "calling", refusal: null, reasoning: "hmm", tool_calls: [{ id: "t1", type: "function", function: { name: "w", arguments: '{"a":1}' } }] },
          finish_reason: "tool_calls",
          native_finish_reason: "tool_use",
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 14, completion_tokens: 5, total_tokens: 19, prompt_tokens_details: { cached_tokens: 4 }, cost: 14e-6 + 10e-6, is_byok: false },
    });
  });

  it("stream events → chunks: role, content, tool call deltas, finish, usage, [DONE]", () => {
    const usage = new Usage();
    const enc = new ChunkEncoder(answerHead("gen-2", EP, 5000), EP, usage, true);
    const events: StreamEvent[] = [
      { type: "message_start", message: { id: "m", type: "message", role: "assistant", model: "t/m", content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 3, output_tokens: 0 } } },
      { type: "ping" },
      ...textBlockEvents(0, "hi"),
      ...toolBlockEvents(1, "t1", "w", '{"a":', "1}"),
      { type: "message_delta", delta: { stop_reason: "tool_use", stop_sequence: null }, usage: { output_tokens: 2 } },
      { type: "message_stop" },
    ];
    const text = events
      .map((ev) => {
        usage.track(ev);
        return enc.event(ev, null);
      })
      .join("");
    const data = text
      .split("\n\n")
      .filter(Boolean)
      .map((b) => b.slice("data: ".length));
    expect(data.at(-1)).toBe("[DONE]");
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d) as { choices: Array<{ delta: unknown; finish_reason: string | null }>; usage?: unknown; created: number });
    expect(chunks.map((c) => c.choices[0]?.delta ?? null)).toEqual([
      { role: "assistant", content: "" },
      { content: "hi" },
      { tool_calls: [{ index: 0, id: "t1", type: "function", function: { name: "w", arguments: "" } }] },
      { tool_calls: [{ index: 0, function: { arguments: '{"a":' } }] },
      { tool_calls: [{ index: 0, function: { arguments: "1}" } }] },
      {},
      null,
    ]);
    expect(chunks[5].choices[0].finish_reason).toBe("tool_calls");
    expect(chunks[6].usage).toEqual({ prompt_tokens: 3, completion_tokens: 2, total_tokens: 5, prompt_tokens_details: { cached_tokens: 0 }, cost: 3e-6 + 4e-6, is_byok: false });
    expect(chunks[0].created).toBe(5);
  });

  it("an error after the first byte: a chunk with the envelope's fields and error_type, then [DONE]", () => {
    const enc = new ChunkEncoder(answerHead("gen-3", EP), EP, new Usage(), false);
    const out = enc.error(new AppError("RATE_LIMITED", { message: "slow down", metadata: { provider: "p" } }));
    const [chunk, done] = out.split("\n\n").filter(Boolean);
    expect(done).toBe("data: [DONE]");
    expect(JSON.parse(chunk.slice(6))).toMatchObject({
      id: "gen-3",
      object: "chat.completion.chunk",
      error: { code: 429, message: "slow down", metadata: { provider: "p", error_type: "rate_limit_exceeded" } },
      choices: [{ index: 0, delta: {}, finish_reason: "error" }],
    });
  });
});
