import { z } from "zod";
import { invalidRequest } from "../../errors/normalize";
import { trackingString } from "../../services/end-users/tracking";
import { providerPreferences } from "../provider-preferences";

/**
 * POST /messages (spec 4.15, docs/decisions.md "Messages"): Anthropic's Messages API format.
 * Content blocks are loose objects (unknown keys kept) so a pass-through to an Anthropic
 * upstream keeps fields newer than this schema; unknown top-level fields are stripped.
 */

/** Loose: Anthropic adds fields to it (scopes, ...); `type` and `ttl` are checked. */
const cacheControl = z.looseObject({ type: z.literal("ephemeral"), ttl: z.enum(["5m", "1h"]).optional() });
const cc = { cache_control: cacheControl.nullish() };

const textBlock = z.looseObject({ type: z.literal("text"), text: z.string(), citations: z.array(z.looseObject({ type: z.string() })).nullish(), ...cc });
const imageBlock = z.looseObject({
  type: z.literal("image"),
  source: z.discriminatedUnion("type", [
    z.object({ type: z.literal("base64"), media_type: z.enum(["image/jpeg", "image/png", "image/gif", "image/webp"]), data: z.string().min(1) }),
    z.object({ type: z.literal("url"), url: z.url() }),
  ]),
  ...cc,
});
const documentBlock = z.looseObject({
  type: z.literal("document"),
  source: z.discriminatedUnion("type", [
    z.object({ type: z.literal("base64"), media_type: z.literal("application/pdf"), data: z.string().min(1) }),
    z.object({ type: z.literal("url"), url: z.url() }),
    z.object({ type: z.literal("text"), media_type: z.literal("text/plain"), data: z.string() }),
  ]),
  title: z.string().nullish(),
  context: z.string().nullish(),
  citations: z.object({ enabled: z.boolean().optional() }).nullish(),
  ...cc,
});
const toolInput = z.record(z.string(), z.unknown());
const toolUseBlock = z.looseObject({ type: z.literal("tool_use"), id: z.string().min(1), name: z.string().min(1), input: toolInput, ...cc });
const toolResultBlock = z.looseObject({
  type: z.literal("tool_result"),
  tool_use_id: z.string().min(1),
  content: z.union([z.string(), z.array(z.discriminatedUnion("type", [textBlock, imageBlock, documentBlock]))]).optional(),
  is_error: z.boolean().optional(),
  ...cc,
});
const thinkingBlock = z.looseObject({ type: z.literal("thinking"), thinking: z.string(), signature: z.string() });
const redactedThinkingBlock = z.looseObject({ type: z.literal("redacted_thinking"), data: z.string() });
/** Server tool blocks of earlier turns, sent back as assistant content. */
const serverToolUseBlock = z.looseObject({ type: z.literal("server_tool_use"), id: z.string().min(1), name: z.string().min(1), input: toolInput });
const webSearchResultBlock = z.looseObject({ type: z.literal("web_search_tool_result"), tool_use_id: z.string().min(1), content: z.unknown() });
/** A gateway server tool's result (server-tools/), sent back as assistant content of an earlier turn. */
const gatewayToolResultBlock = z.looseObject({ type: z.literal("gateway_tool_result"), tool_use_id: z.string().min(1), content: z.unknown(), is_error: z.boolean().optional() });

const KNOWN_BLOCKS = {
  text: textBlock,
  image: imageBlock,
  document: documentBlock,
  tool_use: toolUseBlock,
  tool_result: toolResultBlock,
  thinking: thinkingBlock,
  redacted_thinking: redactedThinkingBlock,
  server_tool_use: serverToolUseBlock,
  web_search_tool_result: webSearchResultBlock,
  gateway_tool_result: gatewayToolResultBlock,
} as const;
type KnownBlock = z.infer<(typeof KNOWN_BLOCKS)[keyof typeof KNOWN_BLOCKS]>;

/**
 * A content block, checked against the schema of its `type`. A type this schema does not know
 * (one Anthropic added since: search_result, container_upload, mcp_tool_use, ...) is kept as
 * sent: Anthropic-format upstreams get it as is, and the OpenAI-format translation leaves out
 * blocks it cannot express (as it does thinking). Typed as the known blocks: code that reads
 * blocks switches on `type` and passes others by.
 */
const contentBlock = z
  .looseObject({ type: z.string().min(1) })
  .superRefine((v, ctx) => {
    const schema = Object.hasOwn(KNOWN_BLOCKS, v.type) ? KNOWN_BLOCKS[v.type as keyof typeof KNOWN_BLOCKS] : null;
    if (!schema) return;
    const r = schema.safeParse(v);
    if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: "custom", path: i.path, message: i.message });
  }) as unknown as z.ZodType<KnownBlock>;
export type RequestContentBlock = KnownBlock;

const message = z.object({ role: z.enum(["user", "assistant"]), content: z.union([z.string(), z.array(contentBlock)]) });
export type RequestMessage = z.infer<typeof message>;
/**
 * What a request may hold in `messages`: also `system` entries (Claude Code sends one after the
 * user's turn), folded into the system prompt in order by `foldSystemMessages`.
 */
const requestMessage = z.object({ role: z.enum(["user", "assistant", "system"]), content: z.union([z.string(), z.array(contentBlock)]) });

const customTool = z.looseObject({
  type: z.literal("custom").optional(),
  name: z.string().min(1).max(128),
  description: z.string().optional(),
  input_schema: z.looseObject({ type: z.literal("object") }),
  ...cc,
});
/** Server tools (Anthropic's `web_search_...`, the gateway's `gateway:...`): identified by `type`. */
const serverTool = z.looseObject({ type: z.string().min(1).refine((t) => t !== "custom", "custom tools need input_schema"), name: z.string().min(1).optional(), ...cc });
export type RequestTool = z.infer<typeof customTool> | z.infer<typeof serverTool>;

const toolChoice = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auto"), disable_parallel_tool_use: z.boolean().optional() }),
  z.object({ type: z.literal("any"), disable_parallel_tool_use: z.boolean().optional() }),
  z.object({ type: z.literal("tool"), name: z.string().min(1), disable_parallel_tool_use: z.boolean().optional() }),
  z.object({ type: z.literal("none") }),
]);

/** The plugin ids the request accepts (decisions.md: unknown ids are a 400). */
export const PLUGIN_IDS = [
  "web",
  "web-fetch",
  "file-parser",
  "response-healing",
  "auto-router",
  "auto-beta-router",
  "pareto-router",
  "fusion",
  "moderation",
  "context-compression",
  "pii-redaction",
  "prompt-injection-guard",
  "chain-of-thought",
] as const;
export type PluginId = (typeof PLUGIN_IDS)[number];

const stopCondition = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("step_count_is"), step_count: z.number().int().min(1) }),
  z.strictObject({ type: z.literal("has_tool_call"), tool_name: z.string().min(1) }),
  z.strictObject({ type: z.literal("max_tokens_used"), max_tokens: z.number().int().min(1) }),
  z.strictObject({ type: z.literal("max_cost"), max_cost_in_dollars: z.number().positive() }),
  z.strictObject({ type: z.literal("finish_reason_is"), reason: z.string().min(1) }),
]);

const isObject = (p: { value: unknown }) => typeof p.value === "object" && p.value !== null;

type ModelFields = { model?: unknown; models?: unknown; fallbacks?: unknown };
/** `model` or `models`, and `fallbacks` never with `models`: every chat route's request (`.check(...modelRules)`). */
export const modelRules = [
  z.refine<ModelFields>((r) => r.fallbacks === undefined || r.models === undefined, { path: ["fallbacks"], message: "cannot be combined with models", when: isObject }),
  z.refine<ModelFields>((r) => r.model !== undefined || r.models !== undefined, { path: ["model"], message: "required unless models is given", when: isObject }),
];

const messagesRequestObject = z
  .object({
    model: z.string().min(1).max(200).optional(),
    max_tokens: z.number().int().min(1),
    messages: z.array(requestMessage).min(1),
    system: z.union([z.string(), z.array(textBlock)]).optional(),
    tools: z.array(z.union([customTool, serverTool])).optional(),
    tool_choice: toolChoice.optional(),
    temperature: z.number().min(0).max(2).optional(),
    top_p: z.number().min(0).max(1).optional(),
    top_k: z.number().int().min(0).optional(),
    stop_sequences: z.array(z.string()).optional(),
    stream: z.boolean().optional(),
    metadata: z.looseObject({ user_id: z.string().max(256).nullish() }).optional(),
    thinking: z
      .discriminatedUnion("type", [
        z.object({ type: z.literal("enabled"), budget_tokens: z.number().int().min(1024) }),
        z.object({ type: z.literal("disabled") }),
        z.object({ type: z.literal("adaptive") }),
      ])
      .optional(),
    cache_control: cacheControl.optional(),
    output_config: z
      .looseObject({
        effort: z.enum(["low", "medium", "high"]).optional(),
        format: z.looseObject({ type: z.literal("json_schema"), schema: z.record(z.string(), z.unknown()) }).optional(),
      })
      .optional(),
    plugins: z.array(z.looseObject({ id: z.enum(PLUGIN_IDS), enabled: z.boolean().optional() })).optional(),
    provider: providerPreferences.optional(),
    route: z.enum(["fallback", "sort"]).nullish().meta({ deprecated: true, description: "Deprecated alias of provider.sort.partition." }),
    session_id: z.string().max(256).optional(),
    speed: z.enum(["fast", "standard"]).nullish(),
    trace: z
      .looseObject({
        trace_id: z.string().optional(),
        trace_name: z.string().optional(),
        span_name: z.string().optional(),
        generation_name: z.string().optional(),
        parent_span_id: z.string().optional(),
      })
      .optional(),
    user: trackingString(256).optional(),
    fallbacks: z.array(z.strictObject({ model: z.string().min(1).max(200) })).max(3).optional(),
    models: z.array(z.string().min(1).max(200)).min(1).optional(),
    stop_server_tools_when: z.array(stopCondition).min(1).optional(),
  })
  .check(...modelRules);
type ParsedMessagesRequest = z.infer<typeof messagesRequestObject>;
/** The request's fields, which /chat/completions and /responses share for the gateway's own. */
export const messagesRequestFields = messagesRequestObject.shape;
const f = messagesRequestFields;
/** The gateway's own fields: /chat/completions and /responses take them as /messages does. */
export const gatewayFields = {
  models: f.models,
  fallbacks: f.fallbacks,
  provider: f.provider,
  session_id: f.session_id,
  trace: f.trace,
  route: f.route,
  plugins: f.plugins,
  stop_server_tools_when: f.stop_server_tools_when,
};
/** The request the pipeline works on: `system` entries of `messages` folded into `system`. */
export type MessagesRequest = Omit<ParsedMessagesRequest, "messages"> & { messages: RequestMessage[] };

/**
 * `system` entries of `messages` → the system prompt, after the top-level `system`, in order (as
 * Anthropic's API treats them). Text blocks keep their cache_control; other blocks → 400.
 */
export function foldSystemMessages(req: ParsedMessagesRequest): MessagesRequest {
  const r = fold(req);
  if ("issues" in r) throw invalidRequest(r.issues);
  return r.value;
}

function fold(req: ParsedMessagesRequest): { value: MessagesRequest } | { issues: Array<{ field: string; message: string }> } {
  if (!req.messages.some((m) => m.role === "system")) return { value: req as MessagesRequest };
  const system: Array<z.infer<typeof textBlock>> = typeof req.system === "string" ? (req.system ? [{ type: "text", text: req.system }] : []) : [...(req.system ?? [])];
  const messages: RequestMessage[] = [];
  const issues: Array<{ field: string; message: string }> = [];
  req.messages.forEach((m, i) => {
    if (m.role !== "system") {
      messages.push(m as RequestMessage);
      return;
    }
    if (typeof m.content === "string") system.push({ type: "text", text: m.content });
    else
      m.content.forEach((b, j) => {
        if (b.type === "text") system.push(b);
        else issues.push({ field: `messages.${i}.content.${j}.type`, message: "system messages take text blocks only" });
      });
  });
  if (messages.length === 0) issues.push({ field: "messages", message: "must hold at least one user or assistant message" });
  return issues.length ? { issues } : { value: { ...req, system, messages } };
}

/** POST /messages: the request as parsed, `system` entries of `messages` folded in. */
export const messagesRequest = messagesRequestObject
  .transform((req, ctx): MessagesRequest => {
    const r = fold(req);
    if ("value" in r) return r.value;
    for (const i of r.issues) ctx.addIssue({ code: "custom", path: i.field.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k)), message: i.message });
    return z.NEVER;
  })
  .meta({ id: "MessagesRequest" });

// ---------------------------------------------------------------------------------------------
// Responses (types only: the gateway builds them, it never parses them from clients)

export type StopReason =
  | "end_turn"
  | "max_tokens"
  | "stop_sequence"
  | "tool_use"
  | "pause_turn"
  | "refusal"
  | "model_context_window_exceeded"
  | "compaction";

export interface TextBlock {
  type: "text";
  text: string;
  citations?: Array<Record<string, unknown>> | null;
}
export interface ToolUseBlock {
  type: "tool_use";
  id: string;
  name: string;
  input: Record<string, unknown>;
}
export interface ServerToolUseBlock {
  type: "server_tool_use";
  id: string;
  name: string;
  input: Record<string, unknown>;
}
export interface ThinkingBlock {
  type: "thinking";
  thinking: string;
  signature: string;
}
export interface RedactedThinkingBlock {
  type: "redacted_thinking";
  data: string;
}
export interface RefusalBlock {
  type: "refusal";
  category: string | null;
  explanation: string | null;
}
export interface ServerToolResultBlock {
  type: "web_search_tool_result" | "web_fetch_tool_result" | "code_execution_tool_result" | "gateway_tool_result";
  tool_use_id: string;
  content: unknown;
  is_error?: boolean;
}
export type ResponseContentBlock = TextBlock | ToolUseBlock | ServerToolUseBlock | ThinkingBlock | RedactedThinkingBlock | RefusalBlock | ServerToolResultBlock;

export interface MessagesUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  cache_creation?: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number } | null;
  server_tool_use?: Record<string, number> | null;
  service_tier?: string | null;
  inference_geo?: string | null;
  output_tokens_details?: Record<string, number> | null;
}

export interface MessagesResponse {
  id: string;
  type: "message";
  role: "assistant";
  content: ResponseContentBlock[];
  model: string;
  stop_reason: StopReason | null;
  stop_sequence: string | null;
  usage: MessagesUsage;
  container?: { id: string; expires_at: string; skills?: unknown[] } | null;
}

export type StreamDelta =
  | { type: "text_delta"; text: string }
  | { type: "input_json_delta"; partial_json: string }
  | { type: "thinking_delta"; thinking: string }
  | { type: "signature_delta"; signature: string }
  | { type: "citations_delta"; citation: Record<string, unknown> };

/** Usage of a message_delta: cumulative; fields other than output_tokens only when known. */
export interface DeltaUsage {
  output_tokens: number;
  input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  server_tool_use?: Record<string, number> | null;
}

/** Anthropic's streaming events (the `event:` name equals `type`). */
export type StreamEvent =
  | { type: "message_start"; message: MessagesResponse }
  | { type: "content_block_start"; index: number; content_block: ResponseContentBlock }
  | { type: "content_block_delta"; index: number; delta: StreamDelta }
  | { type: "content_block_stop"; index: number }
  | { type: "message_delta"; delta: { stop_reason: StopReason | null; stop_sequence: string | null }; usage: DeltaUsage }
  | { type: "message_stop" }
  | { type: "ping" }
  /** Anthropic's own error event (`error.type`), or the gateway's envelope (`error.code`, decisions.md "Errors"). */
  | { type: "error"; error: { type?: string; code?: number; message: string; metadata?: Record<string, unknown> | null } };

/** One SSE frame: `event: <type>\ndata: <json>\n\n`. */
export function encodeSse(event: StreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
