import { z } from "zod";
import { gatewayFields, messagesRequestFields, modelRules } from "../messages/schemas";

/**
 * POST /responses (docs/decisions.md "Responses API"): OpenAI's Responses request. The gateway
 * is stateless: every request carries the whole conversation in `input`, so `previous_response_id`,
 * `store: true`, `conversation`, `background: true` and `item_reference` items are refused with a
 * 400 naming the field (../responses/to-messages.ts). Items and parts are loose objects (SDKs
 * echo output items back with ids and statuses); unknown top-level fields are stripped.
 */

const gw = messagesRequestFields;

const inputText = z.looseObject({ type: z.literal("input_text"), text: z.string() });
const inputImage = z.looseObject({
  type: z.literal("input_image"),
  image_url: z.string().min(1).nullish(),
  file_id: z.string().min(1).nullish(),
  detail: z.enum(["auto", "low", "high"]).nullish(),
});
const inputFile = z.looseObject({
  type: z.literal("input_file"),
  file_data: z.string().min(1).nullish(),
  file_id: z.string().min(1).nullish(),
  file_url: z.string().min(1).nullish(),
  filename: z.string().nullish(),
});
const outputText = z.looseObject({ type: z.literal("output_text"), text: z.string() });
const refusalPart = z.looseObject({ type: z.literal("refusal"), refusal: z.string() });
const reasoningText = z.looseObject({ type: z.literal("reasoning_text"), text: z.string() });

export const inputPart = z.discriminatedUnion("type", [inputText, inputImage, inputFile, outputText, refusalPart, reasoningText]);
export type InputPart = z.infer<typeof inputPart>;

const role = z.enum(["user", "assistant", "system", "developer"]);

/** A message item: `type` may be absent (the "easy input message"). */
const messageItem = z.looseObject({
  type: z.literal("message").optional(),
  role,
  content: z.union([z.string(), z.array(inputPart)]),
});
const functionCallItem = z.looseObject({
  type: z.literal("function_call"),
  call_id: z.string().min(1),
  name: z.string().min(1),
  arguments: z.string(),
});
const functionCallOutputItem = z.looseObject({
  type: z.literal("function_call_output"),
  call_id: z.string().min(1),
  output: z.union([z.string(), z.array(inputPart)]),
});
/** A custom (free-form text) tool's call and its output, as Codex sends them back. */
const customToolCallItem = z.looseObject({ type: z.literal("custom_tool_call"), call_id: z.string().min(1), name: z.string().min(1), input: z.string() });
const customToolCallOutputItem = z.looseObject({
  type: z.literal("custom_tool_call_output"),
  call_id: z.string().min(1),
  output: z.union([z.string(), z.array(inputPart)]),
});
const reasoningItem = z.looseObject({
  type: z.literal("reasoning"),
  summary: z.array(z.looseObject({ type: z.string(), text: z.string() })).optional(),
  content: z.array(z.looseObject({ type: z.string(), text: z.string() })).nullish(),
  encrypted_content: z.string().nullish(),
});
const itemReference = z.looseObject({ type: z.literal("item_reference"), id: z.string() });

export type MessageItem = z.infer<typeof messageItem>;
export type FunctionCallItem = z.infer<typeof functionCallItem>;
export type FunctionCallOutputItem = z.infer<typeof functionCallOutputItem>;
export type CustomToolCallItem = z.infer<typeof customToolCallItem>;
export type CustomToolCallOutputItem = z.infer<typeof customToolCallOutputItem>;
export type ReasoningItem = z.infer<typeof reasoningItem>;

/** Items of a type the gateway does not take (hosted tool calls, ...): refused by name in to-messages.ts. */
const otherItem = z.looseObject({ type: z.string().min(1) });

const TYPED_ITEMS = {
  message: messageItem,
  function_call: functionCallItem,
  function_call_output: functionCallOutputItem,
  custom_tool_call: customToolCallItem,
  custom_tool_call_output: customToolCallOutputItem,
  reasoning: reasoningItem,
  item_reference: itemReference,
} as const;

const ROLES: ReadonlySet<unknown> = new Set(role.options);
/** A message item with string content: what `messageItem` accepts without looking further. */
function isPlainMessage(v: { type?: string; [k: string]: unknown }): boolean {
  return (v.type === undefined || v.type === "message") && typeof v.content === "string" && ROLES.has(v.role);
}

/**
 * One input item, checked against the schema of its `type` (no type: a message), so that a bad
 * item's issues name its own fields instead of a union's "Invalid input".
 */
const inputItem = z
  .looseObject({ type: z.string().min(1).optional() })
  .superRefine((v, ctx) => {
    // The common item (an easy or typed message with string content) is valid as it stands: no second parse.
    if (isPlainMessage(v)) return;
    const t = v.type;
    const schema = t === undefined ? messageItem : Object.hasOwn(TYPED_ITEMS, t) ? TYPED_ITEMS[t as keyof typeof TYPED_ITEMS] : otherItem;
    const r = schema.safeParse(v);
    if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: "custom", path: i.path, message: i.message });
  }) as unknown as z.ZodType<z.infer<(typeof TYPED_ITEMS)[keyof typeof TYPED_ITEMS]> | z.infer<typeof otherItem>>;
export type InputItem = z.infer<typeof inputItem>;

const functionTool = z.looseObject({
  type: z.literal("function"),
  name: z.string().min(1).max(128),
  description: z.string().nullish(),
  parameters: z.record(z.string(), z.unknown()).nullish(),
  strict: z.boolean().nullish(),
});
/** A custom tool: the model writes free text (Codex's apply_patch); sent upstream as a function of one string `input`. */
const customTool = z.looseObject({
  type: z.literal("custom"),
  name: z.string().min(1).max(128),
  description: z.string().nullish(),
  format: z.looseObject({ type: z.string() }).nullish(),
});
/** Any other tool (`gateway:datetime`, or OpenAI's hosted `web_search`, ...): refused unless it is the gateway's (to-messages.ts). */
const otherTool = z.looseObject({
  type: z
    .string()
    .min(1)
    .refine((t) => t !== "function" && t !== "custom", "function and custom tools need a name (and function tools their parameters as an object)"),
});
export type FunctionTool = z.infer<typeof functionTool>;
export type CustomTool = z.infer<typeof customTool>;
export type ResponsesTool = FunctionTool | CustomTool | z.infer<typeof otherTool>;

const toolChoice = z.union([
  z.enum(["none", "auto", "required"]),
  z.looseObject({ type: z.literal("function"), name: z.string().min(1) }),
  z.looseObject({ type: z.literal("custom"), name: z.string().min(1) }),
  z.looseObject({ type: z.literal("allowed_tools"), mode: z.enum(["auto", "required"]), tools: z.array(z.looseObject({ type: z.string() })) }),
]);

const textFormat = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("text") }),
  z.looseObject({ type: z.literal("json_object") }),
  z.looseObject({
    type: z.literal("json_schema"),
    name: z.string().min(1).max(64),
    schema: z.record(z.string(), z.unknown()),
    description: z.string().nullish(),
    strict: z.boolean().nullish(),
  }),
]);

export const responsesRequest = z
  .object({
    model: gw.model,
    input: z.union([z.string(), z.array(inputItem)]),
    instructions: z.string().nullish(),
    tools: z.array(z.union([functionTool, customTool, otherTool])).nullish(),
    tool_choice: toolChoice.nullish(),
    parallel_tool_calls: z.boolean().nullish(),
    text: z.looseObject({ format: textFormat.nullish(), verbosity: z.enum(["low", "medium", "high"]).nullish() }).nullish(),
    reasoning: z
      .looseObject({
        effort: z.enum(["none", "minimal", "low", "medium", "high", "xhigh"]).nullish(),
        summary: z.enum(["auto", "concise", "detailed"]).nullish(),
      })
      .nullish(),
    max_output_tokens: z.number().int().min(1).nullish(),
    temperature: z.number().min(0).max(2).nullish(),
    top_p: z.number().min(0).max(1).nullish(),
    metadata: z.record(z.string().max(64), z.string().max(512)).nullish(),
    user: gw.user.nullish(),
    stream: z.boolean().nullish(),
    stream_options: z.looseObject({ include_obfuscation: z.boolean().optional() }).nullish(),
    store: z.boolean().nullish(),
    previous_response_id: z.string().nullish(),
    conversation: z.unknown().optional(),
    background: z.boolean().nullish(),
    include: z.array(z.string()).nullish(),
    truncation: z.enum(["auto", "disabled"]).nullish(),
    service_tier: z.string().nullish(),
    prompt_cache_key: z.string().nullish(),
    safety_identifier: z.string().nullish(),
    top_logprobs: z.number().int().min(0).max(20).nullish(),
    // The gateway's own fields (as on /messages).
    ...gatewayFields,
  })
  .check(...modelRules)
  .meta({ id: "ResponsesRequest" });
export type ResponsesRequest = z.infer<typeof responsesRequest>;

// ---------------------------------------------------------------------------------------------
// Answers (types only: the gateway builds them)

export interface OutputText {
  type: "output_text";
  text: string;
  annotations: unknown[];
  logprobs: unknown[];
}
export interface OutputRefusal {
  type: "refusal";
  refusal: string;
}
export interface OutputMessage {
  type: "message";
  id: string;
  status: "in_progress" | "completed" | "incomplete";
  role: "assistant";
  content: Array<OutputText | OutputRefusal>;
}
export interface OutputFunctionCall {
  type: "function_call";
  id: string;
  call_id: string;
  name: string;
  arguments: string;
  status: "in_progress" | "completed" | "incomplete";
}
export interface OutputCustomToolCall {
  type: "custom_tool_call";
  id: string;
  call_id: string;
  name: string;
  input: string;
  status: "in_progress" | "completed" | "incomplete";
}
export interface OutputReasoning {
  type: "reasoning";
  id: string;
  summary: Array<{ type: "summary_text"; text: string }>;
  encrypted_content?: string | null;
  status?: "in_progress" | "completed" | "incomplete";
}
export type OutputItem = OutputMessage | OutputFunctionCall | OutputCustomToolCall | OutputReasoning;

export interface ResponsesUsage {
  input_tokens: number;
  input_tokens_details: { cached_tokens: number };
  output_tokens: number;
  output_tokens_details: { reasoning_tokens: number };
  total_tokens: number;
  cost: number;
  is_byok: boolean;
}

export type ResponseStatus = "completed" | "incomplete" | "in_progress" | "failed";

export interface ResponseObject {
  id: string;
  object: "response";
  created_at: number;
  status: ResponseStatus;
  error: { code: string; message: string } | null;
  incomplete_details: { reason: "max_output_tokens" | "content_filter" } | null;
  instructions: string | null;
  max_output_tokens: number | null;
  model: string;
  provider?: string;
  output: OutputItem[];
  output_text?: string;
  parallel_tool_calls: boolean;
  previous_response_id: null;
  reasoning: { effort: string | null; summary: string | null };
  store: false;
  temperature: number | null;
  text: { format: Record<string, unknown> };
  tool_choice: unknown;
  tools: unknown[];
  top_p: number | null;
  truncation: "auto" | "disabled";
  usage: ResponsesUsage | null;
  user: string | null;
  metadata: Record<string, string>;
  gateway_metadata?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// The fast path (issue 22): most requests are a model, a string or a few string-content messages
// and a handful of scalars. Those are checked here by hand and built as the schema would build
// them (its key order, copies of arrays and items); anything else, and every invalid request,
// goes through `responsesRequest` (so errors are the schema's). schemas.test.ts holds the two to
// the same output.

const nullish = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);
const isString = (v: unknown) => typeof v === "string";
const isBoolean = (v: unknown) => typeof v === "boolean";
const between = (lo: number, hi: number) => (v: unknown) => typeof v === "number" && v >= lo && v <= hi;

/** The scalar fields the fast path takes, with the check their schema makes. */
const FAST_FIELDS: Readonly<Record<string, (v: unknown) => boolean>> = {
  model: (v) => typeof v === "string" && v.length >= 1 && v.length <= 200,
  instructions: nullish(isString),
  parallel_tool_calls: nullish(isBoolean),
  max_output_tokens: nullish((v) => Number.isSafeInteger(v) && (v as number) >= 1),
  temperature: nullish(between(0, 2)),
  top_p: nullish(between(0, 1)),
  stream: nullish(isBoolean),
  store: nullish(isBoolean),
  previous_response_id: nullish(isString),
  background: nullish(isBoolean),
  truncation: nullish((v) => v === "auto" || v === "disabled"),
  service_tier: nullish(isString),
  prompt_cache_key: nullish(isString),
  safety_identifier: nullish(isString),
};
const SHAPE_KEYS: readonly string[] = Object.keys(responsesRequest.shape);
const SCHEMA_KEYS: ReadonlySet<string> = new Set(SHAPE_KEYS);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A string-content message item, copied as the item schema copies it (`type` first), or null. */
function plainItem(v: unknown): Record<string, unknown> | null {
  if (!isRecord(v) || !isPlainMessage(v)) return null;
  if (!("type" in v)) return { ...v };
  const out: Record<string, unknown> = { type: v.type };
  for (const k in v) if (k !== "type") out[k] = v[k];
  return out;
}

/** The request when the fast path applies (the schema's output for it), else null: parse with `responsesRequest`. */
export function fastParseResponsesRequest(body: unknown): ResponsesRequest | null {
  if (!isRecord(body) || typeof body.model !== "string") return null;
  for (const k in body) {
    if (!SCHEMA_KEYS.has(k)) continue; // stripped, as the schema strips unknown fields
    const v = body[k];
    if (k === "input" ? !(typeof v === "string" || Array.isArray(v)) : !FAST_FIELDS[k]?.(v)) return null;
  }
  let input: ResponsesRequest["input"];
  if (typeof body.input === "string") input = body.input;
  else if (Array.isArray(body.input)) {
    const items: Array<Record<string, unknown>> = [];
    for (const x of body.input) {
      const item = plainItem(x);
      if (!item) return null;
      items.push(item);
    }
    input = items as ResponsesRequest["input"];
  } else return null;
  const out: Record<string, unknown> = {};
  for (const k of SHAPE_KEYS) if (k in body) out[k] = k === "input" ? input : body[k];
  return out as ResponsesRequest;
}
