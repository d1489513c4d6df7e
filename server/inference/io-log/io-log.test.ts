import { describe, expect, it } from "vitest";
import { assembleChatStream, assembleMessagesStream, assembleResponsesStream } from "./assemble";
import { capped, IO_BODY_CAP } from "./capture";
import { ioSampled } from "./sampling";
import { seeded } from "../../test/seeded";


/** A v4-shaped UUID from the seeded generator (what the gateway's request ids look like). */
function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

describe("I/O logging sampling", () => {
  it.each([0.0001, 0.01, 0.1, 0.25, 0.5, 0.9])("keeps about %s of request ids (20,000 ids, fixed seed)", (rate) => {
    const rand = seeded(16);
    const n = 20_000;
    let kept = 0;
    for (let i = 0; i < n; i++) if (ioSampled(uuidFrom(rand), rate)) kept++;
    // 4 standard deviations of a binomial(n, rate), plus one id.
    const tolerance = 4 * Math.sqrt(n * rate * (1 - rate)) + 1;
    expect(Math.abs(kept - n * rate)).toBeLessThanOrEqual(tolerance);
  });

  it("is deterministic per request id, keeps everything at 1 and is monotonic in the rate", () => {
    const rand = seeded(7);
    for (let i = 0; i < 500; i++) {
      const id = uuidFrom(rand);
      expect(ioSampled(id, 0.3)).toBe(ioSampled(id, 0.3));
      expect(ioSampled(id, 1)).toBe(true);
      if (ioSampled(id, 0.2)) expect(ioSampled(id, 0.6)).toBe(true);
    }
  });
});

describe("I/O logging bodies", () => {
  it("cuts a body at the cap and says so", () => {
    expect(capped("x".repeat(IO_BODY_CAP))).toEqual({ text: "x".repeat(IO_BODY_CAP), truncated: false });
    const c = capped("y".repeat(IO_BODY_CAP + 1));
    expect(c.truncated).toBe(true);
    expect(c.text.length).toBe(IO_BODY_CAP);
  });

  it("assembles a /messages stream into one message (text, tool input, stop reason, usage, error)", () => {
    const ev = (type: string, o: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...o })}\n\n`;
    const sse = [
      ev("message_start", { message: { id: "msg_1", type: "message", role: "assistant", model: "m", content: [], usage: { input_tokens: 5, output_tokens: 0 } } }),
      ev("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
      ev("content_block_delta", { index: 0, delta: { type: "text_delta", text: "Hel" } }),
      ev("content_block_delta", { index: 0, delta: { type: "text_delta", text: "lo" } }),
      ev("content_block_stop", { index: 0 }),
      ev("content_block_start", { index: 1, content_block: { type: "tool_use", id: "t1", name: "f", input: {} } }),
      ev("content_block_delta", { index: 1, delta: { type: "input_json_delta", partial_json: '{"a":' } }),
      ev("content_block_delta", { index: 1, delta: { type: "input_json_delta", partial_json: "1}" } }),
      ev("message_delta", { delta: { stop_reason: "tool_use", stop_sequence: null }, usage: { output_tokens: 7 } }),
      ev("message_stop", {}),
    ].join("");
    expect(assembleMessagesStream(sse)).toEqual({
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "m",
      content: [
        { type: "text", text: "Hello" },
        { type: "tool_use", id: "t1", name: "f", input: { a: 1 } },
      ],
      stop_reason: "tool_use",
      stop_sequence: null,
      usage: { input_tokens: 5, output_tokens: 7 },
    });
    const failed = assembleMessagesStream(sse.slice(0, 300) + `event: error\ndata: ${JSON.stringify({ type: "error", error: { code: 502, message: "x" } })}\n\n`);
    expect(failed.error).toEqual({ code: 502, message: "x" });
  });

  it("assembles a /chat/completions stream into one chat.completion (content, tool calls, finish reason, usage)", () => {
    const chunk = (o: Record<string, unknown>) => `data: ${JSON.stringify({ id: "gen-1", object: "chat.completion.chunk", created: 1, model: "m", ...o })}\n\n`;
    const sse = [
      chunk({ choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] }),
      chunk({ choices: [{ index: 0, delta: { content: "Hi " }, finish_reason: null }] }),
      chunk({ choices: [{ index: 0, delta: { content: "there" }, finish_reason: null }] }),
      chunk({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: "c1", function: { name: "f", arguments: '{"a"' } }] }, finish_reason: null }] }),
      chunk({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: ":1}" } }] }, finish_reason: "tool_calls" }] }),
      chunk({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 } }),
      "data: [DONE]\n\n",
    ].join("");
    expect(assembleChatStream(sse)).toEqual({
      object: "chat.completion",
      id: "gen-1",
      created: 1,
      model: "m",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: "Hi there", tool_calls: [{ id: "c1", type: "function", function: { name: "f", arguments: '{"a":1}' } }] },
          finish_reason: "tool_calls",
        },
      ],
      usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
    });
  });
});

describe("I/O logging of a /responses stream", () => {
  const ev = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  it("keeps the final response object", () => {
    const sse =
      ev("response.created", { sequence_number: 0, response: { id: "resp_1", status: "in_progress", output: [] } }) +
      ev("response.output_text.delta", { sequence_number: 1, delta: "hi" }) +
      ev("response.completed", { sequence_number: 2, response: { id: "resp_1", status: "completed", output: [{ type: "message" }] } });
    expect(assembleResponsesStream(sse)).toEqual({ id: "resp_1", status: "completed", output: [{ type: "message" }] });
  });
  it("a failed stream: the failed response; a cut one keeps the error event", () => {
    const failed = ev("response.created", { response: { id: "r", status: "in_progress" } }) + ev("response.failed", { response: { id: "r", status: "failed", error: { code: "server_error", message: "x" } } }) + ev("error", { code: "server_error", message: "x" });
    expect(assembleResponsesStream(failed)).toEqual({ id: "r", status: "failed", error: { code: "server_error", message: "x" } });
    const cut = ev("response.created", { response: { id: "r", status: "in_progress" } }) + ev("error", { code: "server_error", message: "x" });
    expect(assembleResponsesStream(cut)).toMatchObject({ id: "r", status: "in_progress", error: { type: "error", code: "server_error" } });
  });
});
