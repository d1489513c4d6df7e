import { z } from "zod";
import type { Endpoint, ProviderConfig } from "../../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, StreamEvent } from "../../messages/schemas";
import { postForJson, postJson, UpstreamError, type UpstreamJson, type UpstreamResponse } from "../../../catalog/upstream-http";
import { closeable, type SseMessage, SseSource } from "../sse";

/**
 * Anthropic-format providers: the request passes through to `POST {base_url}/messages` with the
 * upstream model name and without the gateway's own fields; answers come back with the gateway's
 * model slug.
 */

export const ANTHROPIC_VERSION = "2023-06-01";

/** Fields only the gateway reads: never sent upstream. */
const GATEWAY_ONLY = ["provider", "route", "session_id", "speed", "trace", "user", "fallbacks", "models", "plugins", "stop_server_tools_when"] as const;

/** Server tools the gateway runs itself (`gateway:...`) are not sent upstream. */
export function isGatewayTool(t: { type?: string; name?: string }): boolean {
  return (t.type ?? "").startsWith("gateway:") || (t.name ?? "").startsWith("gateway:");
}

export function anthropicHeaders(p: ProviderConfig): Record<string, string> {
  return { "anthropic-version": ANTHROPIC_VERSION, ...(p.apiKey ? { "x-api-key": p.apiKey } : {}) };
}

/** The upstream body: `model` → the endpoint's upstream model, gateway-only fields removed, `user` → metadata.user_id when absent. */
export function toAnthropicBody(endpoint: Endpoint, req: MessagesRequest, stream: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { ...req, model: endpoint.upstreamModel };
  for (const k of GATEWAY_ONLY) delete body[k];
  if (stream) body.stream = true;
  else delete body.stream;
  if (req.user !== undefined && !req.metadata?.user_id) body.metadata = { ...req.metadata, user_id: req.user };
  if (req.tools) {
    const tools = req.tools.filter((t) => !isGatewayTool(t));
    if (tools.length) body.tools = tools;
    else {
      delete body.tools;
      delete body.tool_choice;
    }
  }
  return body;
}

const ERROR_STATUS: Record<string, number> = {
  invalid_request_error: 400,
  authentication_error: 401,
  billing_error: 402,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  timeout_error: 504,
  overloaded_error: 529,
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The checks a Messages answer must pass (id, type "message", role "assistant", typed content
 * blocks, stop_reason, stop_sequence, usage counts), by hand: the zod object it replaces copied
 * every answer on the hot path. Other fields pass through.
 */
function isMessage(v: unknown): v is MessagesResponse {
  if (!isObject(v) || typeof v.id !== "string" || v.type !== "message" || v.role !== "assistant") return false;
  if (!Array.isArray(v.content) || !v.content.every((b) => isObject(b) && typeof b.type === "string")) return false;
  if (v.stop_reason !== null && typeof v.stop_reason !== "string") return false;
  if (v.stop_sequence !== undefined && v.stop_sequence !== null && typeof v.stop_sequence !== "string") return false;
  const u = v.usage;
  return isObject(u) && typeof u.input_tokens === "number" && typeof u.output_tokens === "number";
}
const event = z.looseObject({ type: z.string() });
const errorEvent = z.looseObject({ error: z.looseObject({ type: z.string().optional(), message: z.string().optional() }) });

export async function anthropicChat(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<MessagesResponse> {
  const p = endpoint.provider;
  return anthropicAnswer(endpoint, await postForJson(p, "/messages", toAnthropicBody(endpoint, req, false), anthropicHeaders(p), signal));
}

/** A buffered Messages answer, checked, with the gateway's model slug (any host speaking Messages). */
export function anthropicAnswer(endpoint: Endpoint, res: UpstreamJson): MessagesResponse {
  const p = endpoint.provider;
  const msg = res.body;
  if (!isMessage(msg)) throw new UpstreamError("protocol", p.id, res.status, "upstream message is malformed");
  // Shape checked above; block and usage details pass through as the provider sent them (a
  // fresh object of this request, completed in place).
  msg.stop_sequence ??= null;
  msg.model = endpoint.model.slug;
  return msg;
}

/** The fields of a Messages request that Anthropic's count endpoint takes. */
const COUNT_FIELDS = ["system", "messages", "tools", "tool_choice", "thinking", "output_config"] as const;

/** POST {base_url}/messages/count_tokens: the upstream's own count of the request's input tokens. */
export async function anthropicCountTokens(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<number> {
  const p = endpoint.provider;
  const full = toAnthropicBody(endpoint, req, false);
  const body: Record<string, unknown> = { model: full.model };
  for (const k of COUNT_FIELDS) if (full[k] !== undefined) body[k] = full[k];
  const res = await postForJson(p, "/messages/count_tokens", body, anthropicHeaders(p), signal);
  const n = isObject(res.body) ? res.body.input_tokens : undefined;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0) throw new UpstreamError("protocol", p.id, res.status, "upstream token count is malformed");
  return n;
}

export async function anthropicChatStream(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>> {
  const p = endpoint.provider;
  return anthropicEvents(endpoint, await postJson(p, "/messages", toAnthropicBody(endpoint, req, true), anthropicHeaders(p), signal), signal);
}

/** An accepted Messages SSE answer → events (any host speaking Messages). */
export function anthropicEvents(endpoint: Endpoint, res: UpstreamResponse, signal: AbortSignal): AsyncIterable<StreamEvent> {
  const p = endpoint.provider;
  const source = new SseSource(p, res, signal);
  return closeable(relayAnthropicEvents(source.events(), p, endpoint.model.slug), () => source.close());
}

/**
 * Anthropic SSE → events, as they arrive: `model` rewritten in message_start; an upstream `error`
 * event, unparsable data, or an end without message_stop throw an UpstreamError.
 */
export async function* relayAnthropicEvents(source: AsyncIterable<SseMessage>, p: ProviderConfig, model: string): AsyncGenerator<StreamEvent, void, undefined> {
  let stopped = false;
  for await (const m of source) {
    if (stopped) continue; // drain: the body ends by itself
    let data: unknown;
    try {
      data = JSON.parse(m.data);
    } catch {
      throw new UpstreamError("protocol", p.id, null, `upstream sent unparsable stream data: ${m.data.slice(0, 100)}`);
    }
    const ev = event.safeParse(data);
    if (!ev.success) throw new UpstreamError("protocol", p.id, null, "upstream stream event has no type");
    if (ev.data.type === "error") {
      const e = errorEvent.safeParse(data);
      const type = e.success ? e.data.error.type : undefined;
      const text = e.success ? e.data.error.message : undefined;
      throw new UpstreamError("http", p.id, ERROR_STATUS[type ?? ""] ?? 500, text ?? `upstream stream error${type ? ` (${type})` : ""}`);
    }
    const out = ev.data as unknown as StreamEvent;
    if (out.type === "message_start") {
      yield { ...out, message: { ...out.message, model } };
      continue;
    }
    if (out.type === "message_stop") stopped = true;
    yield out;
  }
  if (!stopped) throw new UpstreamError("protocol", p.id, null, "upstream stream ended before message_stop");
}
