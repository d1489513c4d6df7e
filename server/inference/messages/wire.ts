import type { TextSlot } from "../../content-filters/scan";
import { envelope, type AppError } from "../../errors/app-error";
import type { Endpoint } from "../../catalog/catalog";
import { adapterFor } from "../providers";
import { encodeSse, type MessagesRequest, type MessagesResponse, type StreamEvent } from "./schemas";
import type { Usage } from "./usage";

/**
 * A wire format of the one chat pipeline (messages/service.ts): how a request in that format is
 * sent to an endpoint, and how answers are written back. The pipeline itself (routing, limits,
 * fallbacks, sticky sessions, accounting) works on Anthropic's Messages shapes throughout;
 * /messages is the identity format, /chat/completions (../chat/wire.ts) the OpenAI one.
 */
export interface WireFormat {
  /** One upstream attempt, as a Messages response (throws UpstreamError to fall back). */
  chat(endpoint: Endpoint, signal: AbortSignal): Promise<MessagesResponse>;
  /** One streamed attempt, as Messages stream events. */
  chatStream(endpoint: Endpoint, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>>;
  /** The JSON answer (usage already final). */
  json(res: MessagesResponse, a: { endpoint: Endpoint; usage: Usage; metadata: Record<string, unknown> | null }): unknown;
  /** A writer for one stream; `usage` is the pipeline's running count (final at message_stop). */
  encoder(endpoint: Endpoint, usage: Usage): StreamEncoder;
  /**
   * The texts the content filters read and redact, written back into what the upstream gets.
   * Absent: the Messages request's own texts (guardrail enforcement's `messageSlots(req)`).
   */
  slots?(): Array<TextSlot & { set(text: string): void }>;
}

export interface StreamEncoder {
  /** The bytes for one event ("" for none); `metadata` only on message_delta when the caller asked for it. */
  event(ev: StreamEvent, metadata: Record<string, unknown> | null): string;
  /** The bytes that end a stream after its first byte with an error. */
  error(app: AppError): string;
}

/** /messages: Anthropic's format in, the provider adapters out, answers as they are. */
export function messagesWire(req: MessagesRequest): WireFormat {
  return {
    chat: (endpoint, signal) => adapterFor(endpoint.provider).chat(endpoint, req, signal),
    chatStream: (endpoint, signal) => adapterFor(endpoint.provider).chatStream(endpoint, req, signal),
    json: (res, a) => (a.metadata ? { ...res, gateway_metadata: a.metadata } : res),
    encoder: () => ({
      event: (ev, metadata) => encodeSse(metadata ? Object.assign({}, ev, { gateway_metadata: metadata }) : ev),
      error: (app) => `event: error\ndata: ${JSON.stringify({ type: "error", ...envelope(app) })}\n\n`,
    }),
  };
}
