/**
 * What an inference request and its answer are, whatever the transport (http/node.ts,
 * http/web.ts): the types the handler, the I/O log and the transports share, below all of them.
 */

export type InferenceRouteName = "embeddings" | "messages" | "chat" | "responses" | "count_tokens";

const ROUTES: Record<string, InferenceRouteName> = {
  "/api/v1/embeddings": "embeddings",
  "/api/v1/messages": "messages",
  "/api/v1/chat/completions": "chat",
  "/api/v1/responses": "responses",
  "/api/v1/messages/count_tokens": "count_tokens",
  // A base URL of `.../api/v1` where a client appends `/v1` itself (Anthropic's SDKs, Claude Code,
  // some OpenAI clients): answered as the paths meant (docs/decisions.md "Responses API").
  "/api/v1/v1/messages": "messages",
  "/api/v1/v1/chat/completions": "chat",
  "/api/v1/v1/responses": "responses",
  "/api/v1/v1/messages/count_tokens": "count_tokens",
};

/** The inference route a path belongs to (query string ignored), or null. */
export function inferenceRouteFor(url: string | undefined): InferenceRouteName | null {
  if (!url) return null;
  const q = url.indexOf("?");
  return ROUTES[q === -1 ? url : url.slice(0, q)] ?? null;
}

export interface InferenceRequest {
  route: InferenceRouteName;
  method: string;
  headers: (name: string) => string | undefined;
  readBody: (limit: number) => Promise<Buffer>;
  signal: AbortSignal;
}

export type InferenceResult =
  | { kind: "json"; status: number; headers: Record<string, string>; body: unknown }
  | { kind: "stream"; status: number; headers: Record<string, string>; events: AsyncIterable<string> };

export const MAX_BODY_BYTES = 32 * 1024 * 1024;
