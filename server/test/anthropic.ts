import type { MessagesResponse, ResponseContentBlock, StopReason, StreamEvent } from "../inference/messages/schemas";

/** Anthropic's usage as an answer reports it: cache fields 0 unless given. */
type AnswerUsage = { input_tokens: number; output_tokens: number; cache_read_input_tokens?: number };

/** A one-text-block Anthropic message that ended its turn, as an answer is expected to equal. */
export function textAnswer(id: unknown, model: string, text: string, usage: AnswerUsage) {
  return {
    id,
    type: "message",
    role: "assistant",
    model,
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { cache_creation_input_tokens: 0, cache_read_input_tokens: 0, ...usage },
  };
}

/** An Anthropic message to translate: these blocks, this stop reason and usage. */
export function anthropicMessage(id: string, model: string, content: ResponseContentBlock[], stop_reason: StopReason | null, usage: MessagesResponse["usage"]): MessagesResponse {
  return { id, type: "message", role: "assistant", model, content, stop_reason, stop_sequence: null, usage };
}

/** The stream events of one text block: its start, a delta per piece, its stop. */
export function textBlockEvents(index: number, ...pieces: string[]): StreamEvent[] {
  return [
    { type: "content_block_start", index, content_block: { type: "text", text: "" } },
    ...pieces.map((text): StreamEvent => ({ type: "content_block_delta", index, delta: { type: "text_delta", text } })),
    { type: "content_block_stop", index },
  ];
}

/** The stream events of one tool_use block: its start, an input_json_delta per piece, its stop. */
export function toolBlockEvents(index: number, id: string, name: string, ...json: string[]): StreamEvent[] {
  return [
    { type: "content_block_start", index, content_block: { type: "tool_use", id, name, input: {} } },
    ...json.map((partial_json): StreamEvent => ({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json } })),
    { type: "content_block_stop", index },
  ];
}
