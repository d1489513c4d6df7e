import { z } from "zod";
import type { ResponseContentBlock, StopReason, StreamEvent } from "../../messages/schemas";
import { UpstreamError } from "../../../catalog/upstream-http";
import { newMessageId } from "../openai-compatible/chat";
import { converseStop, converseUsage, converseUsageSchema, type ConverseUsage } from "./converse";
import type { EventStreamMessage } from "./eventstream";

/** ConverseStream events -> Anthropic stream events (the request is ./converse.ts's). */

/** Bedrock's exception names (HTTP `x-amzn-errortype`, stream `:exception-type`) -> HTTP statuses. */
const EXCEPTIONS: Record<string, number> = {
  throttlingexception: 429,
  modelnotreadyexception: 429,
  servicequotaexceededexception: 429,
  serviceunavailableexception: 503,
  internalserverexception: 500,
  modelstreamerrorexception: 502,
  modeltimeoutexception: 504,
  modelerrorexception: 502,
  validationexception: 400,
  accessdeniedexception: 403,
  resourcenotfoundexception: 404,
};

export function exceptionStatus(type: string): number {
  return EXCEPTIONS[type.toLowerCase()] ?? 500;
}

const deltaSchema = z.looseObject({
  contentBlockIndex: z.number().int().nonnegative().optional(),
  delta: z
    .looseObject({
      text: z.string().optional(),
      toolUse: z.looseObject({ input: z.string() }).optional(),
      reasoningContent: z.looseObject({ text: z.string().optional(), signature: z.string().optional(), redactedContent: z.string().optional() }).optional(),
    })
    .optional(),
  start: z.looseObject({ toolUse: z.looseObject({ toolUseId: z.string(), name: z.string() }).optional() }).optional(),
  stopReason: z.string().optional(),
  additionalModelResponseFields: z.looseObject({ stop_sequence: z.string().nullish() }).nullish(),
  usage: converseUsageSchema.optional(),
});

/**
 * ConverseStream frames -> Anthropic events, frame by frame. `exception` and `error` frames throw
 * an UpstreamError (throttling as a 429). The stop reason arrives in messageStop and the usage
 * (cache tokens included) in the `metadata` event after it: message_delta waits for it.
 */
export class ConverseStreamTranslator {
  private next = 0;
  /** Bedrock contentBlockIndex -> the open Anthropic block. */
  private open = new Map<number, { index: number; kind: "text" | "tool" | "thinking" }>();
  private stop: { stop_reason: StopReason; stop_sequence: string | null } | null = null;
  private usage: ConverseUsage | null = null;
  private finished = false;

  constructor(private readonly o: { provider: string; model: string }) {}

  start(): StreamEvent[] {
    const usage = { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    return [{ type: "message_start", message: { id: newMessageId(), type: "message", role: "assistant", model: this.o.model, content: [], stop_reason: null, stop_sequence: null, usage } }, { type: "ping" }];
  }

  /** An exception or error frame as an UpstreamError; null for an event frame. */
  static failureOf(provider: string, m: EventStreamMessage): UpstreamError | null {
    const kind = m.headers[":message-type"];
    if (kind === "event") return null;
    const type = String(m.headers[":exception-type"] ?? m.headers[":error-code"] ?? "InternalServerException");
    let message = typeof m.headers[":error-message"] === "string" ? String(m.headers[":error-message"]) : "";
    try {
      const j = JSON.parse(m.payload.toString("utf8")) as { message?: unknown; Message?: unknown };
      const text = j.message ?? j.Message;
      if (typeof text === "string") message = text;
    } catch {
      /* no JSON payload */
    }
    return new UpstreamError("http", provider, exceptionStatus(type), `${type}: ${message || "upstream stream error"}`.slice(0, 500));
  }

  private block(bedrockIndex: number, kind: "text" | "tool" | "thinking", start: ResponseContentBlock): StreamEvent[] {
    const cur = this.open.get(bedrockIndex);
    if (cur && cur.kind === kind) return [];
    const out: StreamEvent[] = cur ? [{ type: "content_block_stop", index: cur.index }] : [];
    const index = this.next++;
    this.open.set(bedrockIndex, { index, kind });
    out.push({ type: "content_block_start", index, content_block: start });
    return out;
  }

  frame(m: EventStreamMessage): StreamEvent[] {
    const failure = ConverseStreamTranslator.failureOf(this.o.provider, m);
    if (failure) throw failure;
    const type = String(m.headers[":event-type"] ?? "");
    let data: unknown;
    try {
      data = JSON.parse(m.payload.toString("utf8") || "{}");
    } catch {
      throw new UpstreamError("protocol", this.o.provider, null, `upstream sent an unparsable ${type} event`);
    }
    const parsed = deltaSchema.safeParse(data);
    if (!parsed.success) throw new UpstreamError("protocol", this.o.provider, null, `upstream ${type} event is malformed`);
    const e = parsed.data;
    const bi = e.contentBlockIndex ?? 0;
    const out: StreamEvent[] = [];
    switch (type) {
      case "contentBlockStart":
        if (e.start?.toolUse) out.push(...this.block(bi, "tool", { type: "tool_use", id: e.start.toolUse.toolUseId, name: e.start.toolUse.name, input: {} }));
        break;
      case "contentBlockDelta": {
        const d = e.delta;
        if (d?.text !== undefined) {
          out.push(...this.block(bi, "text", { type: "text", text: "" }));
          if (d.text) out.push({ type: "content_block_delta", index: this.indexOf(bi), delta: { type: "text_delta", text: d.text } });
        } else if (d?.toolUse) {
          const cur = this.open.get(bi);
          if (cur?.kind !== "tool") throw new UpstreamError("protocol", this.o.provider, null, "upstream sent tool input for a block that is not a tool call");
          if (d.toolUse.input) out.push({ type: "content_block_delta", index: cur.index, delta: { type: "input_json_delta", partial_json: d.toolUse.input } });
        } else if (d?.reasoningContent) {
          const r = d.reasoningContent;
          if (r.redactedContent !== undefined) {
            const index = this.next++;
            out.push({ type: "content_block_start", index, content_block: { type: "redacted_thinking", data: r.redactedContent } }, { type: "content_block_stop", index });
          } else {
            out.push(...this.block(bi, "thinking", { type: "thinking", thinking: "", signature: "" }));
            const index = this.indexOf(bi);
            if (r.text) out.push({ type: "content_block_delta", index, delta: { type: "thinking_delta", thinking: r.text } });
            if (r.signature) out.push({ type: "content_block_delta", index, delta: { type: "signature_delta", signature: r.signature } });
          }
        }
        break;
      }
      case "contentBlockStop": {
        const cur = this.open.get(bi);
        if (cur) {
          this.open.delete(bi);
          out.push({ type: "content_block_stop", index: cur.index });
        }
        break;
      }
      case "messageStop":
        out.push(...this.closeAll());
        this.stop = converseStop(e.stopReason, e.additionalModelResponseFields);
        break;
      case "metadata":
        if (e.usage) this.usage = e.usage;
        break;
      default:
        break; // messageStart, and events newer than this code
    }
    return out;
  }

  private indexOf(bi: number): number {
    return this.open.get(bi)?.index ?? this.next - 1;
  }

  private closeAll(): StreamEvent[] {
    const out: StreamEvent[] = [...this.open.values()].map((b) => ({ type: "content_block_stop" as const, index: b.index }));
    this.open.clear();
    return out;
  }

  /** The closing events once the body ended; an end before messageStop is a broken stream. */
  end(): StreamEvent[] {
    if (this.finished) return [];
    if (!this.stop) throw new UpstreamError("protocol", this.o.provider, null, "upstream stream ended before messageStop");
    this.finished = true;
    const u = converseUsage(this.usage);
    return [
      ...this.closeAll(),
      {
        type: "message_delta",
        delta: this.stop,
        usage: { output_tokens: u.output_tokens, input_tokens: u.input_tokens, cache_read_input_tokens: u.cache_read_input_tokens, cache_creation_input_tokens: u.cache_creation_input_tokens },
      },
      { type: "message_stop" },
    ];
  }
}
