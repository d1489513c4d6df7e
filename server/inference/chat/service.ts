import type { Endpoint } from "../../catalog/catalog";
import { type InferenceCtx, outputBound, parseBody } from "../context";
import { newId } from "../ids";
import type { MessagesRequest, MessagesResponse, StreamEvent } from "../messages/schemas";
import type { ChatCall } from "../messages/service";
import type { WireFormat } from "../messages/wire";
import { adapterFor } from "../providers";
import { completion, fromChatCompletion, openAiHeaders } from "../providers/openai-compatible/chat";
import { openAiStreamToAnthropic } from "../providers/openai-compatible/chat-stream";
import { closeable, SseSource } from "../providers/sse";
import { postForJson, postJson, UpstreamError } from "../../catalog/upstream-http";
import { answerHead, chatUsage, ChunkEncoder, toChatCompletion } from "./render";
import { chatCompletionsRequest, type ChatCompletionsRequest, GATEWAY_ONLY_FIELDS } from "./schemas";
import { chatSlots, type ChatTextSlot } from "./texts";
import { DEFAULT_MAX_TOKENS, toMessagesRequest } from "./to-messages";
import { wantsServerToolLoop } from "../server-tools/stop-conditions";

/**
 * POST /chat/completions: OpenAI's wire format on the one chat pipeline (messages/service.ts).
 * The pipeline routes, limits, falls back and accounts on the request as Messages; each attempt
 * sends, per upstream kind:
 *   - OpenAI-format: the request as given (gateway fields removed, `model` the endpoint's upstream
 *     model, `stream_options.include_usage` on when streaming, for accounting);
 *   - Anthropic-format and local: the request translated to Messages.
 * Answers come back as chat.completion / chat.completion.chunk (./render.ts).
 */

/** The upstream body for an OpenAI-format endpoint: the request as given. */
export function passthroughBody(req: ChatCompletionsRequest, endpoint: Endpoint, stream: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { ...req, model: endpoint.upstreamModel };
  for (const k of GATEWAY_ONLY_FIELDS) delete body[k];
  if (stream) {
    body.stream = true;
    body.stream_options = { ...req.stream_options, include_usage: true };
  } else {
    delete body.stream;
    delete body.stream_options;
  }
  return body;
}

const stopsOf = (req: ChatCompletionsRequest) => (req.stop == null ? undefined : typeof req.stop === "string" ? [req.stop] : req.stop);

async function passthroughChat(endpoint: Endpoint, req: ChatCompletionsRequest, signal: AbortSignal): Promise<MessagesResponse> {
  const p = endpoint.provider;
  const res = await postForJson(p, "/chat/completions", passthroughBody(req, endpoint, false), openAiHeaders(p), signal);
  const parsed = completion.safeParse(res.body);
  if (!parsed.success) throw new UpstreamError("protocol", p.id, res.status, "upstream chat completion is malformed");
  return fromChatCompletion(parsed.data, { model: endpoint.model.slug, stopSequences: stopsOf(req) });
}

async function passthroughStream(endpoint: Endpoint, req: ChatCompletionsRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>> {
  const p = endpoint.provider;
  const res = await postJson(p, "/chat/completions", passthroughBody(req, endpoint, true), openAiHeaders(p), signal);
  const source = new SseSource(p, res, signal);
  const events = openAiStreamToAnthropic(source.events(), { provider: p.id, model: endpoint.model.slug, stopSequences: stopsOf(req) });
  return closeable(events, () => source.close());
}

/** The chat wire format over one parsed request (`slots` for the content filters). */
export function chatWire(req: ChatCompletionsRequest): WireFormat & { slots(): ChatTextSlot[] } {
  const id = newId("gen-");
  // The Messages translation Anthropic-format and local endpoints get: built at the first such
  // attempt, after the content filters ran, and again if a filter rewrote a text since.
  let translated: MessagesRequest | null = null;
  const asMessages = (endpoint: Endpoint): MessagesRequest => {
    translated ??= toMessagesRequest(req, { maxTokens: DEFAULT_MAX_TOKENS, strict: true });
    const maxTokens = req.max_completion_tokens ?? req.max_tokens ?? endpoint.maxCompletionTokens ?? DEFAULT_MAX_TOKENS;
    return { ...translated, max_tokens: maxTokens };
  };
  return {
    slots: () => chatSlots(req, () => (translated = null)),
    chat: (endpoint, signal) =>
      endpoint.provider.api === "openai" ? passthroughChat(endpoint, req, signal) : adapterFor(endpoint.provider).chat(endpoint, asMessages(endpoint), signal),
    chatStream: (endpoint, signal) =>
      endpoint.provider.api === "openai"
        ? passthroughStream(endpoint, req, signal)
        : adapterFor(endpoint.provider).chatStream(endpoint, asMessages(endpoint), signal),
    json: (res, a) =>
      toChatCompletion(res, answerHead(id, a.endpoint), chatUsage(a.endpoint, a.usage, res.usage.cache_read_input_tokens ?? 0), a.metadata),
    encoder: (endpoint, usage) => new ChunkEncoder(answerHead(id, endpoint), endpoint, usage, req.stream_options?.include_usage === true),
  };
}

/** POST /chat/completions: the request as Messages (the routing view: what routing, the spend estimate and accounting read). */
export function chatCall(ctx: InferenceCtx, body: unknown): ChatCall {
  const req = parseBody(chatCompletionsRequest, body);
  const bound = outputBound(req, ctx.caller.orgId);
  const view = toMessagesRequest(req, { maxTokens: bound, strict: false });
  // A gateway server tool named: the agent loop, on the request as Messages (what every step sends).
  const loop = wantsServerToolLoop(view);
  return { req: loop ? toMessagesRequest(req, { maxTokens: bound, strict: true }) : view, wire: chatWire(req), io: req, loop };
}
