import type { StreamEvent } from "../../messages/schemas";
import { UpstreamError } from "../../../catalog/upstream-http";
import { newMessageId } from "../openai-compatible/chat";
import type { SseMessage } from "../sse";
import { type GeminiUsage, geminiErrorStatus, geminiResponse, geminiStop, geminiUsage, toolIdWithSignature } from "./wire";

/**
 * Gemini SSE chunks (`data: GenerateContentResponse`, separated by `\r\n\r\n` or `\n\n`) →
 * Anthropic events, chunk by chunk. Function calls arrive whole: each becomes a tool_use block
 * with one input_json_delta. The answer ends with the body once a finishReason was seen; an
 * error chunk, unparsable data or an end before a finishReason throw an UpstreamError.
 */
export async function* geminiStreamToAnthropic(source: AsyncIterable<SseMessage>, o: { provider: string; model: string }): AsyncGenerator<StreamEvent, void, undefined> {
  const usage0 = { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  yield { type: "message_start", message: { id: newMessageId(), type: "message", role: "assistant", model: o.model, content: [], stop_reason: null, stop_sequence: null, usage: usage0 } };
  yield { type: "ping" };
  let next = 0;
  let open = null as { kind: "text" | "thinking"; index: number } | null;
  let finish: string | null = null;
  let calledTools = false;
  let usage: GeminiUsage | null = null;
  let blocked: string | null = null;
  const close = (): StreamEvent[] => {
    if (!open) return [];
    const index = open.index;
    open = null;
    return [{ type: "content_block_stop", index }];
  };
  for await (const m of source) {
    let data: unknown;
    try {
      data = JSON.parse(m.data);
    } catch {
      throw new UpstreamError("protocol", o.provider, null, `upstream sent unparsable stream data: ${m.data.slice(0, 100)}`);
    }
    const parsed = geminiResponse.safeParse(data);
    if (!parsed.success) throw new UpstreamError("protocol", o.provider, null, "upstream stream chunk is malformed");
    const r = parsed.data;
    if (r.error) throw new UpstreamError("http", o.provider, geminiErrorStatus(r.error), r.error.message ?? "upstream stream error");
    if (r.usageMetadata) usage = r.usageMetadata;
    if (r.promptFeedback?.blockReason && !r.candidates?.length) blocked = r.promptFeedback.blockReason;
    const cand = r.candidates?.[0];
    for (const part of cand?.content?.parts ?? []) {
      if (part.functionCall) {
        yield* close();
        const index = next++;
        calledTools = true;
        yield { type: "content_block_start", index, content_block: { type: "tool_use", id: toolIdWithSignature(part.thoughtSignature), name: part.functionCall.name, input: {} } };
        yield { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(part.functionCall.args ?? {}) } };
        yield { type: "content_block_stop", index };
      } else if (part.text) {
        const kind = part.thought ? "thinking" : "text";
        if (open?.kind !== kind) {
          yield* close();
          open = { kind, index: next++ };
          yield { type: "content_block_start", index: open.index, content_block: kind === "text" ? { type: "text", text: "" } : { type: "thinking", thinking: "", signature: "" } };
        }
        yield {
          type: "content_block_delta",
          index: open.index,
          delta: kind === "text" ? { type: "text_delta", text: part.text } : { type: "thinking_delta", thinking: part.text },
        };
      }
    }
    if (cand?.finishReason) finish = cand.finishReason;
  }
  if (finish === null && blocked === null) throw new UpstreamError("protocol", o.provider, null, "upstream stream ended before the answer finished");
  yield* close();
  if (blocked) {
    const index = next++;
    yield { type: "content_block_start", index, content_block: { type: "refusal", category: null, explanation: `prompt blocked: ${blocked}` } };
    yield { type: "content_block_stop", index };
  }
  const u = geminiUsage(usage);
  yield {
    type: "message_delta",
    delta: { stop_reason: blocked ? "refusal" : geminiStop(finish, calledTools), stop_sequence: null },
    usage: { output_tokens: u.output_tokens, input_tokens: u.input_tokens, cache_read_input_tokens: u.cache_read_input_tokens, cache_creation_input_tokens: 0 },
  };
  yield { type: "message_stop" };
}
