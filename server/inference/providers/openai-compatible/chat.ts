import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import type { Endpoint, ProviderConfig } from "../../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, MessagesUsage, RequestMessage, ResponseContentBlock, StopReason } from "../../messages/schemas";
import { newId } from "../../ids";
import { postForJson, postForJsonTo, UpstreamError, type UpstreamJson } from "../../../catalog/upstream-http";
import { isGatewayTool } from "../anthropic/chat";

/**
 * Messages ⇄ Chat Completions for OpenAI-compatible providers (OpenAI, vLLM, Ollama, ...).
 * Dropped because Chat Completions has no equivalent: top_k, cache_control (caching is automatic),
 * thinking config, thinking blocks of earlier turns, citations. A PDF document is a 400.
 */

export function openAiHeaders(p: ProviderConfig): Record<string, string> {
  return p.apiKey ? { authorization: `Bearer ${p.apiKey}` } : {};
}

export const newMessageId = () => newId("msg_");
export const newToolUseId = () => newId("toolu_");

type OaPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };
interface OaToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}
export type OaMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string | OaPart[] }
  | { role: "assistant"; content: string | null; tool_calls?: OaToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ChatCompletionsBody {
  model: string;
  messages: OaMessage[];
  max_tokens: number;
  stream?: true;
  stream_options?: { include_usage: true };
  temperature?: number;
  top_p?: number;
  stop?: string[];
  tools?: Array<{ type: "function"; function: { name: string; description?: string; parameters: Record<string, unknown> } }>;
  tool_choice?: "auto" | "required" | "none" | { type: "function"; function: { name: string } };
  parallel_tool_calls?: false;
  user?: string;
  reasoning_effort?: "low" | "medium" | "high";
  response_format?: { type: "json_schema"; json_schema: { name: string; schema: Record<string, unknown> } };
}

function unsupported(p: ProviderConfig, field: string, what: string): AppError {
  const message = `Provider '${p.id}' (OpenAI format) cannot read ${what}`;
  return new AppError("INVALID_REQUEST", { message, metadata: { issues: [{ field, message: `${what} are not supported by this provider` }] } });
}

/** The text and image parts of a user turn (documents with a text source become text). */
function userParts(p: ProviderConfig, blocks: Exclude<RequestMessage["content"], string>, at: string): OaPart[] {
  const parts: OaPart[] = [];
  blocks.forEach((b, j) => {
    if (b.type === "text") parts.push({ type: "text", text: b.text });
    else if (b.type === "image") {
      const url = b.source.type === "base64" ? `data:${b.source.media_type};base64,${b.source.data}` : b.source.url;
      parts.push({ type: "image_url", image_url: { url } });
    } else if (b.type === "document") {
      if (b.source.type !== "text") throw unsupported(p, `${at}.${j}`, "PDF documents");
      parts.push({ type: "text", text: [b.title, b.context, b.source.data].filter((s) => s).join("\n\n") });
    }
  });
  return parts;
}

function userContent(parts: OaPart[]): string | OaPart[] {
  return parts.length === 1 && parts[0].type === "text" ? parts[0].text : parts;
}

/** One Anthropic turn → Chat Completions messages (tool results become `tool` messages, first). */
function translateTurn(p: ProviderConfig, m: RequestMessage, i: number): OaMessage[] {
  if (typeof m.content === "string") return [m.role === "user" ? { role: "user", content: m.content } : { role: "assistant", content: m.content }];
  const at = `messages.${i}.content`;
  if (m.role === "assistant") {
    const text = m.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("");
    const calls: OaToolCall[] = m.content.flatMap((b) =>
      b.type === "tool_use" ? [{ id: b.id, type: "function" as const, function: { name: b.name, arguments: JSON.stringify(b.input) } }] : [],
    );
    return [{ role: "assistant", content: text || (calls.length ? null : ""), ...(calls.length ? { tool_calls: calls } : {}) }];
  }
  const out: OaMessage[] = [];
  const extra: OaPart[] = [];
  m.content.forEach((b, j) => {
    if (b.type !== "tool_result") return;
    const content = typeof b.content === "string" ? b.content : (b.content ?? []).flatMap((c) => (c.type === "text" ? [c.text] : [])).join("\n");
    // Tool messages carry text only: images and documents of a result go to the user message that follows.
    if (Array.isArray(b.content)) extra.push(...userParts(p, b.content.filter((c) => c.type !== "text"), `${at}.${j}.content`));
    out.push({ role: "tool", tool_call_id: b.tool_use_id, content: b.is_error ? `Error: ${content}` : content });
  });
  const parts = [...extra, ...userParts(p, m.content, at)];
  if (parts.length || out.length === 0) out.push({ role: "user", content: userContent(parts) });
  return out;
}

/** Messages request → Chat Completions body. */
export function toChatCompletions(endpoint: Endpoint, req: MessagesRequest, stream: boolean): ChatCompletionsBody {
  const p = endpoint.provider;
  const messages: OaMessage[] = [];
  if (req.system !== undefined) {
    const system = typeof req.system === "string" ? req.system : req.system.map((b) => b.text).join("\n\n");
    if (system) messages.push({ role: "system", content: system });
  }
  req.messages.forEach((m, i) => messages.push(...translateTurn(p, m, i)));
  const body: ChatCompletionsBody = { model: endpoint.upstreamModel, messages, max_tokens: req.max_tokens };
  if (stream) Object.assign(body, { stream: true, stream_options: { include_usage: true } });
  if (req.temperature !== undefined) body.temperature = req.temperature;
  if (req.top_p !== undefined) body.top_p = req.top_p;
  if (req.stop_sequences?.length) body.stop = req.stop_sequences;
  const tools = (req.tools ?? []).filter((t) => !isGatewayTool(t));
  tools.forEach((t, i) => {
    if (!("input_schema" in t) || (t.type !== undefined && t.type !== "custom")) throw unsupported(p, `tools.${i}`, `server tools (${t.type})`);
  });
  if (tools.length) {
    body.tools = tools.map((t) => ({
      type: "function",
      function: { name: String(t.name), ...(typeof t.description === "string" ? { description: t.description } : {}), parameters: t.input_schema as Record<string, unknown> },
    }));
    const tc = req.tool_choice;
    if (tc?.type === "any") body.tool_choice = "required";
    else if (tc?.type === "tool") body.tool_choice = { type: "function", function: { name: tc.name } };
    else if (tc?.type === "none") body.tool_choice = "none";
    else if (tc?.type === "auto") body.tool_choice = "auto";
    if (tc && tc.type !== "none" && tc.disable_parallel_tool_use) body.parallel_tool_calls = false;
  }
  const user = req.metadata?.user_id ?? req.user;
  if (user) body.user = user;
  if (req.output_config?.effort) body.reasoning_effort = req.output_config.effort;
  if (req.output_config?.format) body.response_format = { type: "json_schema", json_schema: { name: "output", schema: req.output_config.format.schema } };
  return body;
}

// ---------------------------------------------------------------------------------------------
// Answers

export const oaUsage = z.looseObject({
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  total_tokens: z.number().nullish(),
  prompt_tokens_details: z.looseObject({ cached_tokens: z.number().nullish() }).nullish(),
  completion_tokens_details: z.looseObject({ reasoning_tokens: z.number().nullish() }).nullish(),
  /** DeepSeek's name for cached prompt tokens. */
  prompt_cache_hit_tokens: z.number().nullish(),
});
export type OaUsage = z.infer<typeof oaUsage>;

export const completion = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        message: z.looseObject({
          content: z.string().nullish(),
          refusal: z.string().nullish(),
          reasoning: z.string().nullish(),
          reasoning_content: z.string().nullish(),
          tool_calls: z.array(z.looseObject({ id: z.string().nullish(), function: z.looseObject({ name: z.string(), arguments: z.string().nullish() }) })).nullish(),
        }),
        finish_reason: z.string().nullish(),
        /** vLLM: the stop string that ended the answer. */
        stop_reason: z.union([z.string(), z.number()]).nullish(),
      }),
    )
    .min(1),
  usage: oaUsage.nullish(),
});
export type ChatCompletion = z.infer<typeof completion>;

/**
 * prompt_tokens counts cached tokens too: input_tokens is the uncached rest (cached tokens as
 * OpenAI reports them, or DeepSeek's prompt_cache_hit_tokens). Reasoning tokens that a host
 * leaves out of completion_tokens (xAI: total = prompt + completion + reasoning) are output too.
 */
export function usageFrom(u: OaUsage | null | undefined): Required<Pick<MessagesUsage, "input_tokens" | "output_tokens">> & { cache_creation_input_tokens: number; cache_read_input_tokens: number } {
  const cached = Math.max(u?.prompt_tokens_details?.cached_tokens ?? 0, u?.prompt_cache_hit_tokens ?? 0);
  const reasoning = u?.completion_tokens_details?.reasoning_tokens ?? 0;
  const reasoningApart = u !== null && u !== undefined && reasoning > 0 && u.total_tokens === u.prompt_tokens + u.completion_tokens + reasoning;
  return {
    input_tokens: Math.max(0, (u?.prompt_tokens ?? 0) - cached),
    output_tokens: (u?.completion_tokens ?? 0) + (reasoningApart ? reasoning : 0),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: cached,
  };
}

/**
 * finish_reason → stop_reason. A stop sequence is only detectable when the provider names it
 * (vLLM's `stop_reason`); otherwise a stop is end_turn.
 */
export function stopFrom(finish: string | null | undefined, matched: unknown, stops: string[] | undefined, refused: boolean): { stop_reason: StopReason; stop_sequence: string | null } {
  if (refused || finish === "content_filter") return { stop_reason: "refusal", stop_sequence: null };
  if (finish === "length") return { stop_reason: "max_tokens", stop_sequence: null };
  if (finish === "tool_calls" || finish === "function_call") return { stop_reason: "tool_use", stop_sequence: null };
  if (typeof matched === "string" && stops?.includes(matched)) return { stop_reason: "stop_sequence", stop_sequence: matched };
  return { stop_reason: "end_turn", stop_sequence: null };
}

/** Tool arguments → input. Invalid JSON (or not an object) becomes {}: the client's tool then reports the missing arguments. */
export function parseArguments(args: string | null | undefined): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(args || "{}");
    return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Chat completion → Anthropic message (thinking, text, refusal, tool_use blocks in that order). */
export function fromChatCompletion(c: ChatCompletion, o: { model: string; stopSequences?: string[]; id?: string }): MessagesResponse {
  const choice = c.choices[0];
  const msg = choice.message;
  const content: ResponseContentBlock[] = [];
  const reasoning = msg.reasoning_content || msg.reasoning;
  if (reasoning) content.push({ type: "thinking", thinking: reasoning, signature: "" });
  if (msg.content) content.push({ type: "text", text: msg.content });
  if (msg.refusal) content.push({ type: "refusal", category: null, explanation: msg.refusal });
  for (const tc of msg.tool_calls ?? []) content.push({ type: "tool_use", id: tc.id || newToolUseId(), name: tc.function.name, input: parseArguments(tc.function.arguments) });
  return {
    id: o.id ?? newMessageId(),
    type: "message",
    role: "assistant",
    model: o.model,
    content,
    ...stopFrom(choice.finish_reason, choice.stop_reason, o.stopSequences, Boolean(msg.refusal)),
    usage: usageFrom(c.usage),
  };
}

/** Where an OpenAI-format request goes: the full URL and the auth headers (OpenAI-compatible hosts, Azure OpenAI). */
export interface OpenAiTarget {
  url(path: "/chat/completions" | "/embeddings", endpoint: Endpoint): string;
  headers(p: ProviderConfig): Record<string, string> | Promise<Record<string, string>>;
}

export async function openAiChat(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<MessagesResponse> {
  const p = endpoint.provider;
  const res = await postForJson(p, "/chat/completions", toChatCompletions(endpoint, req, false), openAiHeaders(p), signal);
  return answerOf(endpoint, req, res);
}

/** openAiChat through another URL and auth (the same translation). */
export async function openAiChatVia(target: OpenAiTarget, endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<MessagesResponse> {
  const p = endpoint.provider;
  const body = JSON.stringify(toChatCompletions(endpoint, req, false));
  return answerOf(endpoint, req, await postForJsonTo(p, target.url("/chat/completions", endpoint), body, await target.headers(p), signal));
}

function answerOf(endpoint: Endpoint, req: MessagesRequest, res: UpstreamJson): MessagesResponse {
  const p = endpoint.provider;
  const parsed = completion.safeParse(res.body);
  if (!parsed.success) throw new UpstreamError("protocol", p.id, res.status, "upstream chat completion is malformed");
  return fromChatCompletion(parsed.data, { model: endpoint.model.slug, stopSequences: req.stop_sequences });
}
