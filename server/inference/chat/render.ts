import { envelope, type AppError } from "../../errors/app-error";
import type { Endpoint } from "../../catalog/catalog";
import type { MessagesResponse, StopReason, StreamEvent } from "../messages/schemas";
import { costOf, type Usage } from "../messages/usage";
import { AnswerStreamEncoder } from "../messages/stream-encoder";
import type { ChatCompletion, ChatToolCall, ChatUsage, FinishReason } from "./schemas";

/**
 * The pipeline's Messages answers → OpenAI's chat.completion and chat.completion.chunk, as
 * OpenRouter writes them: `provider` (the provider's name) beside `model` (the gateway's slug),
 * `usage.cost` in USD (the ledger's figure), `native_finish_reason` (the Messages stop reason).
 */

export function finishReason(stop: StopReason | null): FinishReason | null {
  switch (stop) {
    case null:
      return null;
    case "max_tokens":
    case "model_context_window_exceeded":
      return "length";
    case "tool_use":
      return "tool_calls";
    case "refusal":
      return "content_filter";
    default:
      return "stop";
  }
}

export interface AnswerHead {
  id: string;
  created: number;
  model: string;
  provider: string;
}

export function answerHead(id: string, endpoint: Endpoint, now = Date.now()): AnswerHead {
  return { id, created: Math.floor(now / 1000), model: endpoint.model.slug, provider: endpoint.provider.name };
}

/** The pipeline's token counts (the ledger's): prompt counts cached and cache-written tokens too. */
export function chatUsage(endpoint: Endpoint, usage: Usage, cached: number): ChatUsage {
  const prompt = usage.inputTokens();
  const completion = usage.outputTokens();
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: cached },
    cost: costOf(endpoint, usage),
    is_byok: endpoint.provider.is_byok,
  };
}

export function toChatCompletion(res: MessagesResponse, head: AnswerHead, usage: ChatUsage, metadata: Record<string, unknown> | null): ChatCompletion {
  let text = "";
  let reasoning = "";
  let refusal: string | null = null;
  const calls: ChatToolCall[] = [];
  for (const b of res.content) {
    if (b.type === "text") text += b.text;
    else if (b.type === "thinking") reasoning += b.thinking;
    else if (b.type === "refusal") refusal = b.explanation ?? "The provider refused to answer";
    else if (b.type === "tool_use") calls.push({ id: b.id, type: "function", function: { name: b.name, arguments: JSON.stringify(b.input) } });
  }
  return {
    id: head.id,
    object: "chat.completion",
    created: head.created,
    model: head.model,
    provider: head.provider,
    system_fingerprint: null,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: text || (calls.length || refusal !== null ? null : ""),
          refusal,
          ...(reasoning ? { reasoning } : {}),
          ...(calls.length ? { tool_calls: calls } : {}),
        },
        finish_reason: finishReason(res.stop_reason),
        native_finish_reason: res.stop_reason,
        logprobs: null,
      },
    ],
    usage,
    ...(metadata ? { gateway_metadata: metadata } : {}),
  };
}

/** OpenRouter's error types (its SDK requires `metadata.error_type` on a stream's error chunk). */
function errorType(status: number): string {
  if (status === 400) return "invalid_request";
  if (status === 402) return "payment_required";
  if (status === 403) return "permission_denied";
  if (status === 429) return "rate_limit_exceeded";
  if (status === 502 || status === 503) return "provider_unavailable";
  if (status === 504 || status === 408) return "timeout";
  return "server";
}

/** Messages stream events → chat.completion.chunk lines, then `data: [DONE]`. */
export class ChunkEncoder extends AnswerStreamEncoder<AnswerHead> {
  private tools = new Map<number, number>();

  constructor(head: AnswerHead, endpoint: Endpoint, usage: Usage, private readonly includeUsage: boolean) {
    super(head, endpoint, usage);
  }

  private chunk(delta: Record<string, unknown>, finish: FinishReason | null = null, extra: Record<string, unknown> = {}): string {
    const h = this.head;
    const choice = { index: 0, delta, finish_reason: finish, native_finish_reason: finish === null ? null : this.stop, logprobs: null };
    return `data: ${JSON.stringify({ id: h.id, object: "chat.completion.chunk", created: h.created, model: h.model, provider: h.provider, choices: [choice], ...extra })}\n\n`;
  }

  event(ev: StreamEvent, metadata: Record<string, unknown> | null): string {
    switch (ev.type) {
      case "message_start":
        this.noteStart(ev);
        return this.chunk({ role: "assistant", content: "" });
      case "content_block_start": {
        const b = ev.content_block;
        if (b.type === "tool_use") {
          const index = this.tools.size;
          this.tools.set(ev.index, index);
          return this.chunk({ tool_calls: [{ index, id: b.id, type: "function", function: { name: b.name, arguments: "" } }] });
        }
        if (b.type === "text" && b.text) return this.chunk({ content: b.text });
        if (b.type === "thinking" && b.thinking) return this.chunk({ reasoning: b.thinking });
        if (b.type === "refusal") return this.chunk({ refusal: b.explanation ?? "The provider refused to answer" });
        return "";
      }
      case "content_block_delta": {
        const d = ev.delta;
        if (d.type === "text_delta") return d.text ? this.chunk({ content: d.text }) : "";
        if (d.type === "thinking_delta") return d.thinking ? this.chunk({ reasoning: d.thinking }) : "";
        if (d.type === "input_json_delta") {
          const index = this.tools.get(ev.index);
          return index === undefined || !d.partial_json ? "" : this.chunk({ tool_calls: [{ index, function: { arguments: d.partial_json } }] });
        }
        return "";
      }
      case "message_delta":
        this.noteDelta(ev, metadata);
        return "";
      case "message_stop": {
        const usage = chatUsage(this.endpoint, this.usage, this.cached);
        let out = this.chunk({}, finishReason(this.stop) ?? "stop", this.metadata ? { gateway_metadata: this.metadata } : {});
        if (this.includeUsage) {
          const h = this.head;
          out += `data: ${JSON.stringify({ id: h.id, object: "chat.completion.chunk", created: h.created, model: h.model, provider: h.provider, choices: [], usage })}\n\n`;
        }
        return `${out}data: [DONE]\n\n`;
      }
      default:
        return "";
    }
  }

  /** OpenAI's (OpenRouter's) convention: an error chunk holding the envelope's fields, then [DONE]. */
  error(app: AppError): string {
    const e = envelope(app).error;
    const error = { ...e, metadata: { ...(e.metadata ?? {}), error_type: errorType(e.code) } };
    return `${this.chunk({}, "error", { error })}data: [DONE]\n\n`;
  }
}
