import { z } from "zod";
import { gatewayFields, messagesRequestFields, modelRules } from "../messages/schemas";

/**
 * POST /chat/completions (docs/decisions.md "OpenAI-format inference"): OpenAI's Chat Completions
 * request with OpenRouter's extensions. Objects are loose (unknown keys kept) because an
 * OpenAI-format upstream gets the request essentially as given; the gateway's own fields
 * (`models`, `provider`, `fallbacks`, `session_id`, `trace`, `route`, `plugins`) follow the same
 * rules as on /messages and are never sent upstream.
 */

const gw = messagesRequestFields;

const textPart = z.looseObject({ type: z.literal("text"), text: z.string() });
const imagePart = z.looseObject({
  type: z.literal("image_url"),
  image_url: z.looseObject({ url: z.string().min(1), detail: z.enum(["auto", "low", "high"]).optional() }),
});
const audioPart = z.looseObject({ type: z.literal("input_audio"), input_audio: z.looseObject({ data: z.string().min(1), format: z.string().min(1) }) });
const filePart = z.looseObject({
  type: z.literal("file"),
  file: z.looseObject({ file_data: z.string().min(1).optional(), file_id: z.string().min(1).optional(), filename: z.string().optional() }),
});
const userPart = z.discriminatedUnion("type", [textPart, imagePart, audioPart, filePart]);
export type ChatUserPart = z.infer<typeof userPart>;
const refusalPart = z.looseObject({ type: z.literal("refusal"), refusal: z.string() });

const textContent = z.union([z.string(), z.array(textPart)]);
const name = z.string().min(1).max(256).optional();

const toolCall = z.looseObject({
  id: z.string().min(1),
  type: z.literal("function").optional(),
  function: z.looseObject({ name: z.string().min(1), arguments: z.string() }),
});

const systemMessage = z.looseObject({ role: z.literal("system"), content: textContent, name });
const developerMessage = z.looseObject({ role: z.literal("developer"), content: textContent, name });
const userMessage = z.looseObject({ role: z.literal("user"), content: z.union([z.string(), z.array(userPart)]), name });
const assistantMessage = z.looseObject({
  role: z.literal("assistant"),
  content: z.union([z.string(), z.array(z.discriminatedUnion("type", [textPart, refusalPart]))]).nullish(),
  tool_calls: z.array(toolCall).nullish(),
  refusal: z.string().nullish(),
  reasoning: z.string().nullish(),
  name,
});
const toolMessage = z.looseObject({ role: z.literal("tool"), tool_call_id: z.string().min(1), content: textContent });

const chatMessage = z.discriminatedUnion("role", [systemMessage, developerMessage, userMessage, assistantMessage, toolMessage]);
export type ChatMessage = z.infer<typeof chatMessage>;

const functionTool = z.looseObject({
  type: z.literal("function"),
  function: z.looseObject({
    name: z.string().min(1).max(128),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
    strict: z.boolean().nullish(),
  }),
});

/** A server tool the gateway runs itself (`gateway:datetime`, ...): as on /messages, named by type. */
const gatewayTool = z.looseObject({ type: z.string().regex(/^gateway:/, "must start with gateway:") });
export type ChatFunctionTool = z.infer<typeof functionTool>;
export type ChatTool = ChatFunctionTool | z.infer<typeof gatewayTool>;
export const isFunctionTool = (t: ChatTool): t is ChatFunctionTool => t.type === "function";

const toolChoice = z.union([
  z.enum(["none", "auto", "required"]),
  z.looseObject({ type: z.literal("function"), function: z.looseObject({ name: z.string().min(1) }) }),
]);

const responseFormat = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("text") }),
  z.looseObject({ type: z.literal("json_object") }),
  z.looseObject({
    type: z.literal("json_schema"),
    json_schema: z.looseObject({
      name: z.string().min(1).max(64),
      description: z.string().optional(),
      schema: z.record(z.string(), z.unknown()).optional(),
      strict: z.boolean().nullish(),
    }),
  }),
]);

export const chatCompletionsRequest = z
  .looseObject({
    model: gw.model,
    messages: z.array(chatMessage).min(1),
    max_tokens: z.number().int().min(1).nullish(),
    max_completion_tokens: z.number().int().min(1).nullish(),
    temperature: z.number().min(0).max(2).nullish(),
    top_p: z.number().min(0).max(1).nullish(),
    top_k: z.number().int().min(0).nullish(),
    stop: z.union([z.string(), z.array(z.string()).max(16)]).nullish(),
    stream: z.boolean().nullish(),
    stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullish(),
    n: z.literal(1).nullish().meta({ description: "Only 1: the gateway answers with one choice." }),
    tools: z.array(z.union([functionTool, gatewayTool])).optional(),
    tool_choice: toolChoice.optional(),
    parallel_tool_calls: z.boolean().nullish(),
    response_format: responseFormat.optional(),
    reasoning_effort: z.enum(["minimal", "low", "medium", "high"]).nullish(),
    seed: z.number().int().nullish(),
    frequency_penalty: z.number().min(-2).max(2).nullish(),
    presence_penalty: z.number().min(-2).max(2).nullish(),
    user: gw.user,
    // The gateway's own fields (as on /messages).
    ...gatewayFields,
  })
  .check(...modelRules)
  .meta({ id: "ChatCompletionsRequest" });
export type ChatCompletionsRequest = z.infer<typeof chatCompletionsRequest>;

/** Fields only the gateway reads: never sent upstream. */
export const GATEWAY_ONLY_FIELDS = ["models", "fallbacks", "provider", "session_id", "trace", "route", "plugins", "stop_server_tools_when"] as const;

// ---------------------------------------------------------------------------------------------
// Answers (types only: the gateway builds them)

export type FinishReason = "stop" | "length" | "tool_calls" | "content_filter" | "error";

export interface ChatToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
  cost: number;
  is_byok: boolean;
}

export interface ChatCompletion {
  id: string;
  object: "chat.completion";
  created: number;
  model: string;
  provider: string;
  system_fingerprint: null;
  choices: Array<{
    index: 0;
    message: { role: "assistant"; content: string | null; refusal: string | null; reasoning?: string; tool_calls?: ChatToolCall[] };
    finish_reason: FinishReason | null;
    native_finish_reason: string | null;
    logprobs: null;
  }>;
  usage: ChatUsage;
  gateway_metadata?: Record<string, unknown>;
}
