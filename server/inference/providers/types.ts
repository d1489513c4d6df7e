import type { Endpoint } from "../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, StreamEvent } from "../messages/schemas";

/** Embeddings input after validation: texts, or token id arrays. */
export type EmbeddingInputs = { kind: "text"; items: string[] } | { kind: "tokens"; items: number[][] };

export interface EmbedRequest {
  inputs: EmbeddingInputs;
  dimensions?: number;
  inputType?: string;
  user?: string;
}

export interface EmbedResult {
  vectors: number[][];
  promptTokens: number;
}

/**
 * One interface for every provider API kind: embeddings, and chat in Anthropic's Messages
 * format (each adapter translates to and from its wire format).
 *
 * Failures before an answer (or a stream) starts throw UpstreamError (retryable per its rules);
 * a request the provider cannot serve as asked (e.g. a PDF to an OpenAI-format provider) throws
 * AppError("INVALID_REQUEST").
 */
export interface ProviderAdapter {
  embed(endpoint: Endpoint, req: EmbedRequest, signal: AbortSignal): Promise<EmbedResult>;
  /** A complete answer; `model` is the gateway's slug (endpoint.model.slug). */
  chat(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<MessagesResponse>;
  /**
   * Resolves once the upstream accepted the request (headers arrived) — so the caller can still
   * fall back — to an async sequence of Anthropic stream events, translated chunk by chunk as
   * they arrive. Closing the iterator (return()) must abort the upstream request. A failure
   * mid-stream (connection drop, truncated stream, upstream error event) makes the iterator
   * throw an UpstreamError.
   */
  chatStream(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>>;
  /**
   * The input tokens of a Messages request by the provider's own count endpoint, where it has one
   * (POST /messages/count_tokens answers with it; without, the gateway estimates). Throws
   * UpstreamError like chat.
   */
  countTokens?(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<number>;
}
