import { describe, expect, it } from "vitest";
import { buildCatalog } from "../../../catalog/catalog";
import { encodeSse, messagesRequest, type StreamEvent } from "../../messages/schemas";
import { textAnswer } from "../../../test/anthropic";
import { localAdapter } from "./adapter";
import { echoPlan } from "./chat";

const echo = buildCatalog({}, "(built-in)").endpoints.get("local/echo")?.[0];
if (!echo) throw new Error("local/echo missing");
const EP = echo;
const req = (body: Record<string, unknown>) => messagesRequest.parse({ model: "local/echo", max_tokens: 100, ...body });
const signal = new AbortController().signal;
async function collect(it: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const out: StreamEvent[] = [];
  for await (const e of it) out.push(e);
  return out;
}

describe("local/echo", () => {
  it("answers with the last user text (string or text blocks), usage ~4 chars per token", async () => {
    const msg = await localAdapter.chat(
      EP,
      req({
        messages: [
          { role: "user", content: "first" },
          { role: "assistant", content: "ok" },
          { role: "user", content: [{ type: "text", text: "hello" }, { type: "text", text: "world" }] },
        ],
      }),
      signal,
    );
    expect(msg).toEqual(textAnswer(expect.stringMatching(/^msg_/), "local/echo", "hello\nworld", { input_tokens: 5, output_tokens: 3 }));
  });

  it("max_tokens truncates (stop_reason max_tokens); stop_sequences cut at the first match", () => {
    expect(echoPlan(req({ max_tokens: 2, messages: [{ role: "user", content: "abcdefghijkl" }] }))).toMatchObject({ text: "abcdefgh", stop_reason: "max_tokens", output_tokens: 2 });
    expect(echoPlan(req({ stop_sequences: ["X", "d"], messages: [{ role: "user", content: "abcdXef" }] }))).toMatchObject({ text: "abc", stop_reason: "stop_sequence", stop_sequence: "d" });
    expect(echoPlan(req({ max_tokens: 1, stop_sequences: ["Z"], messages: [{ role: "user", content: "abcdefgZ" }] }))).toMatchObject({ text: "abcd", stop_reason: "max_tokens", stop_sequence: null });
  });

  it("streams word by word in the exact Anthropic sequence", async () => {
    const evs = await collect(await localAdapter.chatStream(EP, req({ messages: [{ role: "user", content: "one two  three" }] }), signal));
    const id = evs[0].type === "message_start" ? evs[0].message.id : "";
    expect(evs.map(encodeSse).join("")).toBe(
      [
        `event: message_start\ndata: {"type":"message_start","message":{"id":"${id}","type":"message","role":"assistant","model":"local/echo","content":[],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":4,"output_tokens":0,"cache_creation_input_tokens":0,"cache_read_input_tokens":0}}}\n\n`,
        `event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n`,
        `event: ping\ndata: {"type":"ping"}\n\n`,
        `event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"one"}}\n\n`,
        `event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":" two"}}\n\n`,
        `event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"  three"}}\n\n`,
        `event: content_block_stop\ndata: {"type":"content_block_stop","index":0}\n\n`,
        `event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":4}}\n\n`,
        `event: message_stop\ndata: {"type":"message_stop"}\n\n`,
      ].join(""),
    );
  });

  it("a truncated stream ends with max_tokens", async () => {
    const evs = await collect(await localAdapter.chatStream(EP, req({ max_tokens: 1, messages: [{ role: "user", content: "aa bb cc" }] }), signal));
    expect(evs.filter((e) => e.type === "content_block_delta").length).toBe(2);
    expect(evs.at(-2)).toMatchObject({ type: "message_delta", delta: { stop_reason: "max_tokens" }, usage: { output_tokens: 1 } });
  });
});
