import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import type { Endpoint, ProviderConfig } from "../../catalog";
import type { MessagesRequest, MessagesResponse, RequestMessage, ResponseContentBlock, StopReason, StreamEvent } from "../../messages/schemas";
import { UpstreamError } from "../../upstream-http";
import { isGatewayTool } from "../anthropic/chat";
import { newMessageId } from "../openai-compatible/chat";
import type { EventStreamMessage } from "./eventstream";

/**
 * Messages ⇄ Bedrock Converse / ConverseStream. cache_control becomes a `cachePoint` after the
 * marked block (system, messages, tools); cache reads and writes come back in `usage`
 * (cacheReadInputTokens / cacheWriteInputTokens, in the stream's `metadata` event too).
 * Parallel tool calls are separate toolUse blocks of one assistant turn, and their results
 * separate toolResult blocks of the next user turn. Not available through Converse: image and
 * document URLs (bytes only), JSON-schema output; top_k and thinking go to Anthropic models as
 * additionalModelRequestFields.
 */

type ImageFormat = "png" | "jpeg" | "gif" | "webp";
type CBlock =
  | { text: string }
  | { image: { format: ImageFormat; source: { bytes: string } } }
  | { document: { format: "pdf" | "txt"; name: string; source: { bytes: string } } }
  | { toolUse: { toolUseId: string; name: string; input: Record<string, unknown> } }
  | { toolResult: { toolUseId: string; content: Array<{ text: string } | { image: { format: ImageFormat; source: { bytes: string } } }>; status: "success" | "error" } }
  | { reasoningContent: { reasoningText: { text: string; signature?: string } } | { redactedContent: string } }
  | { cachePoint: { type: "default" } };

export interface ConverseBody {
  messages: Array<{ role: "user" | "assistant"; content: CBlock[] }>;
  system?: Array<{ text: string } | { cachePoint: { type: "default" } }>;
  inferenceConfig: { maxTokens: number; temperature?: number; topP?: number; stopSequences?: string[] };
  toolConfig?: {
    tools: Array<{ toolSpec: { name: string; description?: string; inputSchema: { json: Record<string, unknown> } } } | { cachePoint: { type: "default" } }>;
    toolChoice?: { auto: Record<string, never> } | { any: Record<string, never> } | { tool: { name: string } };
  };
  additionalModelRequestFields?: Record<string, unknown>;
}

const CACHE_POINT = { cachePoint: { type: "default" as const } };

function unsupported(p: ProviderConfig, field: string, what: string): AppError {
  const message = `Provider '${p.id}' (Bedrock Converse) cannot read ${what}`;
  return new AppError("INVALID_REQUEST", { message, metadata: { issues: [{ field, message: `${what} are not supported by this provider` }] } });
}

const FORMATS: Record<string, ImageFormat> = { "image/png": "png", "image/jpeg": "jpeg", "image/gif": "gif", "image/webp": "webp" };

type Block = Exclude<RequestMessage["content"], string>[number];

function imageOf(p: ProviderConfig, b: Extract<Block, { type: "image" }>, at: string): { image: { format: ImageFormat; source: { bytes: string } } } {
  if (b.source.type !== "base64") throw unsupported(p, at, "image URLs");
  return { image: { format: FORMATS[b.source.media_type], source: { bytes: b.source.data } } };
}

/** Converse document names: letters, digits, single spaces, hyphens, parentheses, brackets. */
const docName = (title: string | null | undefined, i: number) => (title ?? "").replace(/[^A-Za-z0-9 ()[\]-]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 200) || `document ${i + 1}`;

function blockOf(p: ProviderConfig, b: Block, at: string, j: number): CBlock[] {
  const cached = "cache_control" in b && b.cache_control ? [CACHE_POINT] : [];
  switch (b.type) {
    case "text":
      return b.text ? [{ text: b.text }, ...cached] : [];
    case "image":
      return [imageOf(p, b, at), ...cached];
    case "document":
      if (b.source.type === "url") throw unsupported(p, at, "document URLs");
      if (b.source.type === "text") return [{ text: [b.title, b.context, b.source.data].filter((s) => s).join("\n\n") }, ...cached];
      return [{ document: { format: "pdf", name: docName(b.title, j), source: { bytes: b.source.data } } }, ...cached];
    case "tool_use":
      return [{ toolUse: { toolUseId: b.id, name: b.name, input: b.input } }, ...cached];
    case "tool_result": {
      const blocks = typeof b.content === "string" ? [{ type: "text" as const, text: b.content }] : (b.content ?? []);
      const content: Array<{ text: string } | { image: { format: ImageFormat; source: { bytes: string } } }> = [];
      blocks.forEach((c, k) => {
        if (c.type === "text") content.push({ text: c.text });
        else if (c.type === "image") content.push(imageOf(p, c, `${at}.content.${k}`));
        else if (c.source.type === "text") content.push({ text: c.source.data });
        else throw unsupported(p, `${at}.content.${k}`, "documents in tool results");
      });
      if (!content.length) content.push({ text: "" });
      return [{ toolResult: { toolUseId: b.tool_use_id, content, status: b.is_error ? "error" : "success" } }, ...cached];
    }
    case "thinking":
      return b.signature ? [{ reasoningContent: { reasoningText: { text: b.thinking, signature: b.signature } } }] : [];
    case "redacted_thinking":
      return [{ reasoningContent: { redactedContent: b.data } }];
    default:
      throw unsupported(p, at, `${b.type} blocks`);
  }
}

const isAnthropicModel = (id: string) => /anthropic\.|claude/.test(id);

/** Messages request → Converse body (the model is in the URL). */
export function toConverse(endpoint: Endpoint, req: MessagesRequest): ConverseBody {
  const p = endpoint.provider;
  const messages: ConverseBody["messages"] = [];
  let toolBlocks = false;
  req.messages.forEach((m, i) => {
    const content: CBlock[] =
      typeof m.content === "string" ? (m.content ? [{ text: m.content }] : []) : m.content.flatMap((b, j) => blockOf(p, b, `messages.${i}.content.${j}`, j));
    if (content.some((c) => "toolUse" in c || "toolResult" in c)) toolBlocks = true;
    if (!content.length) return;
    const last = messages.at(-1);
    if (last && last.role === m.role) last.content.push(...content);
    else messages.push({ role: m.role, content });
  });
  const body: ConverseBody = { messages, inferenceConfig: { maxTokens: req.max_tokens } };
  if (req.system !== undefined) {
    const system = typeof req.system === "string" ? (req.system ? [{ text: req.system }] : []) : req.system.flatMap((b) => [{ text: b.text }, ...(b.cache_control ? [CACHE_POINT] : [])]);
    if (system.length) body.system = system;
  }
  if (req.temperature !== undefined) body.inferenceConfig.temperature = req.temperature;
  if (req.top_p !== undefined) body.inferenceConfig.topP = req.top_p;
  if (req.stop_sequences?.length) body.inferenceConfig.stopSequences = req.stop_sequences;
  if (req.output_config?.format) throw unsupported(p, "output_config.format", "JSON-schema output formats");
  const extra: Record<string, unknown> = {};
  if (isAnthropicModel(endpoint.upstreamModel)) {
    if (req.top_k !== undefined) extra.top_k = req.top_k;
    if (req.thinking?.type === "enabled") extra.thinking = { type: "enabled", budget_tokens: req.thinking.budget_tokens };
  }
  if (Object.keys(extra).length) body.additionalModelRequestFields = extra;
  const tools = (req.tools ?? []).filter((t) => !isGatewayTool(t));
  tools.forEach((t, i) => {
    if (!("input_schema" in t) || (t.type !== undefined && t.type !== "custom")) throw unsupported(p, `tools.${i}`, `server tools (${t.type})`);
  });
  if (tools.length && (req.tool_choice?.type !== "none" || toolBlocks)) {
    const specs: NonNullable<ConverseBody["toolConfig"]>["tools"] = tools.flatMap((t) => [
      {
        toolSpec: {
          name: String(t.name),
          ...(typeof t.description === "string" ? { description: t.description } : {}),
          inputSchema: { json: t.input_schema as Record<string, unknown> },
        },
      },
      ...(t.cache_control ? [CACHE_POINT] : []),
    ]);
    body.toolConfig = { tools: specs };
    const tc = req.tool_choice;
    if (tc?.type === "any") body.toolConfig.toolChoice = { any: {} };
    else if (tc?.type === "tool") body.toolConfig.toolChoice = { tool: { name: tc.name } };
    else if (tc?.type === "auto") body.toolConfig.toolChoice = { auto: {} };
  }
  return body;
}

// ---------------------------------------------------------------------------------------------
// Answers

const usageSchema = z.looseObject({
  inputTokens: z.number().optional(),
  outputTokens: z.number().optional(),
  cacheReadInputTokens: z.number().nullish(),
  cacheWriteInputTokens: z.number().nullish(),
});
type ConverseUsage = z.infer<typeof usageSchema>;

const outBlock = z.looseObject({
  text: z.string().optional(),
  toolUse: z.looseObject({ toolUseId: z.string(), name: z.string(), input: z.unknown() }).optional(),
  reasoningContent: z
    .looseObject({ reasoningText: z.looseObject({ text: z.string(), signature: z.string().nullish() }).optional(), redactedContent: z.string().optional() })
    .optional(),
});

export const converseResponse = z.looseObject({
  output: z.looseObject({ message: z.looseObject({ content: z.array(outBlock) }) }),
  stopReason: z.string(),
  usage: usageSchema.nullish(),
  additionalModelResponseFields: z.looseObject({ stop_sequence: z.string().nullish() }).nullish(),
});
export type ConverseResponse = z.infer<typeof converseResponse>;

export function converseUsage(u: ConverseUsage | null | undefined) {
  return {
    input_tokens: u?.inputTokens ?? 0,
    output_tokens: u?.outputTokens ?? 0,
    cache_creation_input_tokens: u?.cacheWriteInputTokens ?? 0,
    cache_read_input_tokens: u?.cacheReadInputTokens ?? 0,
  };
}

const STOPS: Record<string, StopReason> = {
  end_turn: "end_turn",
  tool_use: "tool_use",
  max_tokens: "max_tokens",
  stop_sequence: "stop_sequence",
  guardrail_intervened: "refusal",
  content_filtered: "refusal",
  model_context_window_exceeded: "model_context_window_exceeded",
};

export function converseStop(reason: string | null | undefined, fields: { stop_sequence?: string | null } | null | undefined): { stop_reason: StopReason; stop_sequence: string | null } {
  const stop_reason = STOPS[reason ?? ""] ?? "end_turn";
  return { stop_reason, stop_sequence: stop_reason === "stop_sequence" ? (fields?.stop_sequence ?? null) : null };
}

const inputOf = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function fromConverse(r: ConverseResponse, model: string): MessagesResponse {
  const content: ResponseContentBlock[] = [];
  for (const b of r.output.message.content) {
    if (b.text !== undefined) content.push({ type: "text", text: b.text });
    else if (b.toolUse) content.push({ type: "tool_use", id: b.toolUse.toolUseId, name: b.toolUse.name, input: inputOf(b.toolUse.input) });
    else if (b.reasoningContent?.reasoningText) content.push({ type: "thinking", thinking: b.reasoningContent.reasoningText.text, signature: b.reasoningContent.reasoningText.signature ?? "" });
    else if (b.reasoningContent?.redactedContent) content.push({ type: "redacted_thinking", data: b.reasoningContent.redactedContent });
  }
  return { id: newMessageId(), type: "message", role: "assistant", model, content, ...converseStop(r.stopReason, r.additionalModelResponseFields), usage: converseUsage(r.usage) };
}

/** Bedrock's exception names (HTTP `x-amzn-errortype`, stream `:exception-type`) → HTTP statuses. */
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
  usage: usageSchema.optional(),
});

/**
 * ConverseStream frames → Anthropic events, frame by frame. `exception` and `error` frames throw
 * an UpstreamError (throttling as a 429). The stop reason arrives in messageStop and the usage
 * (cache tokens included) in the `metadata` event after it: message_delta waits for it.
 */
export class ConverseStreamTranslator {
  private next = 0;
  /** Bedrock contentBlockIndex → the open Anthropic block. */
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
