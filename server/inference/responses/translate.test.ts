import { describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error";
import { anthropicMessage } from "../../test/anthropic";
import { buildCatalog } from "../../catalog/catalog";
import type { StreamEvent } from "../messages/schemas";
import { Usage } from "../messages/usage";
import { responseHead, ResponsesEncoder, responsesUsage, toResponse } from "./render";
import { responsesRequest, type ResponsesRequest } from "./schemas";
import { refuseStateful, toMessagesRequest } from "./to-messages";

const parse = (body: Record<string, unknown>): ResponsesRequest => responsesRequest.parse({ model: "a/b", ...body });
const translate = (body: Record<string, unknown>) => toMessagesRequest(parse(body), { maxTokens: 4096 });

describe("Responses request → Messages", () => {
  it("a string input is one user turn; max_tokens from max_output_tokens or the bound", () => {
    expect(translate({ input: "hi" })).toEqual({ model: "a/b", max_tokens: 4096, messages: [{ role: "user", content: [{ type: "text", text: "hi" }] }] });
    expect(translate({ input: "hi", max_output_tokens: 7 }).max_tokens).toBe(7);
  });

  it("items: turns merge by role; calls, outputs, custom tools and signed reasoning", () => {
    const m = translate({
      input: [
        { role: "user", content: "q" },
        { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "think" }], encrypted_content: "sig" },
        { type: "reasoning", id: "rs_2", summary: [{ type: "summary_text", text: "unsigned: dropped" }] },
        { type: "message", role: "assistant", id: "msg_1", status: "completed", content: [{ type: "output_text", text: "let me look", annotations: [] }] },
        { type: "function_call", id: "fc_1", call_id: "c1", name: "f", arguments: '{"a":1}' },
        { type: "custom_tool_call", id: "ctc_1", call_id: "c2", name: "apply_patch", input: "*** Begin Patch" },
        { type: "function_call_output", call_id: "c1", output: "r1" },
        { type: "custom_tool_call_output", call_id: "c2", output: [{ type: "input_text", text: "done" }] },
        { role: "user", content: [{ type: "input_text", text: "and?" }] },
      ],
    });
    expect(m.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "q" }] },
      {
        role: "assistant",
        content: [
          { type: "thinking", thinking: "think", signature: "sig" },
          { type: "text", text: "let me look" },
          { type: "tool_use", id: "c1", name: "f", input: { a: 1 } },
          { type: "tool_use", id: "c2", name: "apply_patch", input: { input: "*** Begin Patch" } },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "c1", content: "r1" },
          { type: "tool_result", tool_use_id: "c2", content: [{ type: "text", text: "done" }] },
          { type: "text", text: "and?" },
        ],
      },
    ]);
  });

  it("instructions, then system and developer messages, in order", () => {
    const m = translate({ instructions: "a", input: [{ role: "developer", content: "b" }, { role: "user", content: "u" }, { role: "system", content: [{ type: "input_text", text: "c" }] }] });
    expect(m.system).toBe("a\n\nb\n\nc");
  });

  it("images and PDFs become blocks", () => {
    const m = translate({
      input: [
        {
          role: "user",
          content: [
            { type: "input_image", image_url: "https://x.test/a.png" },
            { type: "input_image", image_url: "data:image/png;base64,AAAA" },
            { type: "input_file", file_data: "data:application/pdf;base64,JVBE", filename: "a.pdf" },
          ],
        },
      ],
    });
    expect(m.messages[0].content).toEqual([
      { type: "image", source: { type: "url", url: "https://x.test/a.png" } },
      { type: "image", source: { type: "base64", media_type: "image/png", data: "AAAA" } },
      { type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBE" }, title: "a.pdf" },
    ]);
  });

  const choices: Array<[string, Record<string, unknown>, unknown]> = [
    ["auto", { tool_choice: "auto" }, { type: "auto" }],
    ["none", { tool_choice: "none" }, { type: "none" }],
    ["required, no parallel", { tool_choice: "required", parallel_tool_calls: false }, { type: "any", disable_parallel_tool_use: true }],
    ["a named function", { tool_choice: { type: "function", name: "f" } }, { type: "tool", name: "f" }],
    ["allowed_tools required", { tool_choice: { type: "allowed_tools", mode: "required", tools: [{ type: "function", name: "f" }] } }, { type: "any" }],
    ["absent", {}, undefined],
  ];
  it.each(choices)("tool_choice %s", (_l, patch, want) => {
    const m = translate({ input: "x", tools: [{ type: "function", name: "f", parameters: { type: "object", properties: {} } }], ...patch });
    expect(m.tool_choice).toEqual(want);
  });

  it("tools: functions, custom (one string input), namespaces flattened, gateway tools kept, hosted tools left out", () => {
    const m = translate({
      input: "x",
      tools: [
        { type: "function", name: "f", description: "d", parameters: { type: "object", properties: { a: { type: "string" } } } },
        { type: "custom", name: "apply_patch", description: "Patch files", format: { type: "grammar", syntax: "lark", definition: "start: x" } },
        { type: "namespace", name: "ns", tools: [{ type: "function", name: "g", parameters: { type: "object" } }, { type: "function" }] },
        { type: "web_search", external_web_access: false },
        { type: "gateway:datetime" },
      ],
    });
    expect(m.tools?.map((t) => t.name ?? t.type)).toEqual(["f", "apply_patch", "g", "gateway:datetime"]);
    expect(m.tools?.[1]).toMatchObject({ input_schema: { type: "object", properties: { input: { type: "string" } }, required: ["input"] } });
  });

  it("text.format json_schema and reasoning.effort → output_config; user and prompt_cache_key", () => {
    const m = translate({ input: "x", text: { format: { type: "json_schema", name: "n", schema: { type: "object" } } }, reasoning: { effort: "xhigh" }, user: "u1", prompt_cache_key: "pc" });
    expect(m.output_config).toEqual({ effort: "high", format: { type: "json_schema", schema: { type: "object" } } });
    expect(m).toMatchObject({ user: "u1", session_id: "pc" });
    expect(translate({ input: "x", reasoning: { effort: "none" } }).output_config).toBeUndefined();
  });

  const refused: Array<[string, Record<string, unknown>, string]> = [
    ["previous_response_id", { previous_response_id: "r" }, "previous_response_id"],
    ["store", { store: true }, "store"],
    ["conversation", { conversation: { id: "c" } }, "conversation"],
    ["background", { background: true }, "background"],
  ];
  it.each(refused)("%s is refused, naming the field", (_l, patch, field) => {
    let err: unknown;
    try {
      refuseStateful(parse({ input: "x", ...patch }));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).metadata).toEqual({ issues: [expect.objectContaining({ field })] });
  });

  it("store: false and previous_response_id: null pass", () => {
    expect(() => refuseStateful(parse({ input: "x", store: false, previous_response_id: null }))).not.toThrow();
  });
});

describe("Messages answer → Responses", () => {
  const cat = buildCatalog(
    { providers: [{ id: "p", name: "P", api: "anthropic", base_url: "http://127.0.0.1:1" }], models: [{ slug: "a/b", name: "b", vendor: "v", kind: "chat", context_length: 10, endpoints: [{ provider: "p", upstream_model: "b", pricing: { prompt: "0.000001", completion: "0.000002" } }] }] },
    "test",
  );
  const endpoint = (cat.endpoints.get("a/b") ?? [])[0];
  const req = parse({ input: "x", tools: [{ type: "custom", name: "apply_patch" }] });

  it("items per block; a custom tool's call as custom_tool_call; thinking as reasoning with its signature", () => {
    const res = toResponse(
      anthropicMessage(
        "msg_x",
        "a/b",
        [
          { type: "thinking", thinking: "hmm", signature: "sig" },
          { type: "text", text: "ok" },
          { type: "tool_use", id: "c1", name: "apply_patch", input: { input: "*** Begin Patch" } },
          { type: "tool_use", id: "c2", name: "f", input: { a: 1 } },
        ],
        "tool_use",
        { input_tokens: 3, output_tokens: 4 },
      ),
      responseHead(req),
      endpoint,
      responsesUsage(endpoint, Usage.fromResponse(anthropicMessage("", "", [], null, { input_tokens: 3, output_tokens: 4 })), 0, 1),
      null,
    );
    expect(res.output).toEqual([
      { type: "reasoning", id: expect.stringMatching(/^rs_/), summary: [{ type: "summary_text", text: "hmm" }], encrypted_content: "sig" },
      { type: "message", id: expect.stringMatching(/^msg_/), status: "completed", role: "assistant", content: [{ type: "output_text", text: "ok", annotations: [], logprobs: [] }] },
      { type: "custom_tool_call", id: expect.stringMatching(/^ctc_/), call_id: "c1", name: "apply_patch", input: "*** Begin Patch", status: "completed" },
      { type: "function_call", id: expect.stringMatching(/^fc_/), call_id: "c2", name: "f", arguments: '{"a":1}', status: "completed" },
    ]);
    expect(res).toMatchObject({ status: "completed", output_text: "ok", usage: { input_tokens: 3, output_tokens: 4, total_tokens: 7, output_tokens_details: { reasoning_tokens: 1 } } });
  });

  it("a stream: sequence numbers, a custom tool call's input whole at its end, incomplete on max_tokens", () => {
    const usage = new Usage();
    const enc = new ResponsesEncoder(responseHead(req), endpoint, usage);
    const events: StreamEvent[] = [
      { type: "message_start", message: { id: "m", type: "message", role: "assistant", model: "a/b", content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 2, output_tokens: 1 } } },
      { type: "content_block_start", index: 0, content_block: { type: "tool_use", id: "c1", name: "apply_patch", input: {} } },
      { type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: '{"input":"*** Be' } },
      { type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: 'gin Patch"}' } },
      { type: "content_block_stop", index: 0 },
      { type: "message_delta", delta: { stop_reason: "max_tokens", stop_sequence: null }, usage: { output_tokens: 5 } },
      { type: "message_stop" },
    ];
    let sse = "";
    for (const ev of events) {
      usage.track(ev);
      sse += enc.event(ev, null);
    }
    const frames = sse
      .split("\n\n")
      .filter(Boolean)
      .map((f) => JSON.parse(f.split("\n")[1].slice("data: ".length)) as { type: string; sequence_number: number; input?: string; response?: { status: string } });
    expect(frames.map((f) => f.type)).toEqual([
      "response.created",
      "response.in_progress",
      "response.output_item.added",
      "response.custom_tool_call_input.delta",
      "response.custom_tool_call_input.done",
      "response.output_item.done",
      "response.incomplete",
    ]);
    expect(frames.map((f) => f.sequence_number)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(frames[4].input).toBe("*** Begin Patch");
    expect(frames.at(-1)?.response?.status).toBe("incomplete");
  });
});
