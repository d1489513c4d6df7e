import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import type { Endpoint, ProviderConfig } from "../../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, RequestMessage, ResponseContentBlock, StopReason } from "../../messages/schemas";
import { isGatewayTool } from "../anthropic/chat";
import { newMessageId } from "../openai-compatible/chat";

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

export const converseUsageSchema = z.looseObject({
  inputTokens: z.number().optional(),
  outputTokens: z.number().optional(),
  cacheReadInputTokens: z.number().nullish(),
  cacheWriteInputTokens: z.number().nullish(),
});
export type ConverseUsage = z.infer<typeof converseUsageSchema>;

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
  usage: converseUsageSchema.nullish(),
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
