import type { Endpoint } from "../../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, StopReason, StreamEvent } from "../../messages/schemas";
import { newId } from "../../ids";
import { estimateTokens } from "./hash-embed";

/**
 * `local/echo`: answers with the text of the last user turn that has text (text blocks joined
 * with "\n"). Tokens are estimated at ~4 characters each; `stop_sequences` cut the answer at the
 * first match (stop_reason stop_sequence) and `max_tokens` truncates it to max_tokens × 4
 * characters (stop_reason max_tokens), whichever comes first.
 */

interface EchoPlan {
  text: string;
  stop_reason: StopReason;
  stop_sequence: string | null;
  input_tokens: number;
  output_tokens: number;
}

function textOf(content: MessagesRequest["messages"][number]["content"]): string {
  if (typeof content === "string") return content;
  return content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
}

/** Everything the prompt says, for the input estimate. */
function promptText(req: MessagesRequest): string {
  const parts: string[] = [];
  if (req.system !== undefined) parts.push(typeof req.system === "string" ? req.system : req.system.map((b) => b.text).join("\n"));
  for (const m of req.messages) {
    if (typeof m.content === "string") parts.push(m.content);
    else for (const b of m.content) parts.push(b.type === "text" ? b.text : b.type === "tool_result" || b.type === "tool_use" ? JSON.stringify(b) : "");
  }
  return parts.join("\n");
}

export function echoPlan(req: MessagesRequest): EchoPlan {
  const last = [...req.messages].reverse().find((m) => m.role === "user" && textOf(m.content) !== "");
  const full = last ? textOf(last.content) : "";
  const chars = [...full];
  const maxChars = req.max_tokens * 4;
  let cut = chars.length;
  let stop: { stop_reason: StopReason; stop_sequence: string | null } = { stop_reason: "end_turn", stop_sequence: null };
  for (const s of req.stop_sequences ?? []) {
    const at = s ? full.indexOf(s) : -1;
    if (at < 0) continue;
    const cps = [...full.slice(0, at)].length;
    if (cps < cut) {
      cut = cps;
      stop = { stop_reason: "stop_sequence", stop_sequence: s };
    }
  }
  if (cut > maxChars) {
    cut = maxChars;
    stop = { stop_reason: "max_tokens", stop_sequence: null };
  }
  const text = chars.slice(0, cut).join("");
  return { text, ...stop, input_tokens: estimateTokens(promptText(req)), output_tokens: text ? estimateTokens(text) : 0 };
}

export async function echoChat(endpoint: Endpoint, req: MessagesRequest): Promise<MessagesResponse> {
  if (endpoint.upstreamModel !== "echo") throw new Error(`local provider has no chat model ${endpoint.upstreamModel}`);
  const p = echoPlan(req);
  return {
    id: newId("msg_"),
    type: "message",
    role: "assistant",
    model: endpoint.model.slug,
    content: p.text ? [{ type: "text", text: p.text }] : [],
    stop_reason: p.stop_reason,
    stop_sequence: p.stop_sequence,
    usage: { input_tokens: p.input_tokens, output_tokens: p.output_tokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

/** The echo as Anthropic's event sequence, one word (`\s*\S+`) per text_delta. */
export async function* echoEvents(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): AsyncGenerator<StreamEvent, void, undefined> {
  const p = echoPlan(req);
  const usage = { input_tokens: p.input_tokens, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  yield {
    type: "message_start",
    message: { id: newId("msg_"), type: "message", role: "assistant", model: endpoint.model.slug, content: [], stop_reason: null, stop_sequence: null, usage },
  };
  if (p.text) {
    yield { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } };
    yield { type: "ping" };
    for (const word of p.text.match(/\s*\S+|\s+$/g) ?? []) {
      if (signal.aborted) return;
      yield { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: word } };
    }
    yield { type: "content_block_stop", index: 0 };
  } else yield { type: "ping" };
  yield { type: "message_delta", delta: { stop_reason: p.stop_reason, stop_sequence: p.stop_sequence }, usage: { output_tokens: p.output_tokens } };
  yield { type: "message_stop" };
}

export async function echoChatStream(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>> {
  if (endpoint.upstreamModel !== "echo") throw new Error(`local provider has no chat model ${endpoint.upstreamModel}`);
  return echoEvents(endpoint, req, signal);
}
