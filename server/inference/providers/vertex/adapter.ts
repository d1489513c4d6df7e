import type { Endpoint, ProviderConfig } from "../../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, StreamEvent } from "../../messages/schemas";
import { postForJsonTo, postTo, UpstreamError } from "../../../catalog/upstream-http";
import { anthropicAnswer, anthropicEvents, toAnthropicBody } from "../anthropic/chat";
import { type GeminiHost, geminiChat, geminiChatStream, modelSegment } from "../gemini/adapter";
import type { ProviderAdapter } from "../types";
import { tokenSource } from "./token";

/**
 * Vertex AI: Gemini models through generateContent (the shared Gemini translation) and Claude
 * models through rawPredict / streamRawPredict (Anthropic's Messages body with
 * `anthropic_version: "vertex-2023-10-16"` and no `model`), both with an OAuth access token from
 * the provider's service-account key (./token.ts). `claude-…` upstream models are Anthropic's.
 */

export const VERTEX_ANTHROPIC_VERSION = "vertex-2023-10-16";

/** `https://{location}-aiplatform.googleapis.com`, or `https://aiplatform.googleapis.com` for `global`; base_url overrides. */
export function vertexBase(p: ProviderConfig): string {
  if (p.base_url) return p.base_url.replace(/\/+$/, "");
  return p.location === "global" ? "https://aiplatform.googleapis.com" : `https://${p.location}-aiplatform.googleapis.com`;
}

export function vertexModelUrl(p: ProviderConfig, publisher: "google" | "anthropic", model: string, method: string): string {
  return `${vertexBase(p)}/v1/projects/${p.project}/locations/${p.location}/publishers/${publisher}/models/${modelSegment(model)}:${method}`;
}

const isClaude = (e: Endpoint) => e.upstreamModel.startsWith("claude");

/** Runs an upstream call with a token; a 401 drops the cached token so the next request gets a fresh one. */
async function withToken<T>(p: ProviderConfig, call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const source = tokenSource(p);
  const token = await source.token();
  try {
    return await call({ authorization: `Bearer ${token}` });
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 401) source.invalidate(token);
    throw err;
  }
}

const vertexGemini: GeminiHost = {
  url: (endpoint, method) => vertexModelUrl(endpoint.provider, "google", endpoint.upstreamModel, method),
  headers: async (p) => ({ authorization: `Bearer ${await tokenSource(p).token()}` }),
};

function claudeBody(endpoint: Endpoint, req: MessagesRequest, stream: boolean): string {
  const body = toAnthropicBody(endpoint, req, stream);
  delete body.model;
  body.anthropic_version = VERTEX_ANTHROPIC_VERSION;
  return JSON.stringify(body);
}

async function claudeChat(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<MessagesResponse> {
  const p = endpoint.provider;
  const url = vertexModelUrl(p, "anthropic", endpoint.upstreamModel, "rawPredict");
  const res = await withToken(p, (headers) => postForJsonTo(p, url, claudeBody(endpoint, req, false), headers, signal));
  return anthropicAnswer(endpoint, res);
}

async function claudeChatStream(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>> {
  const p = endpoint.provider;
  const url = vertexModelUrl(p, "anthropic", endpoint.upstreamModel, "streamRawPredict");
  const res = await withToken(p, (headers) => postTo(p, url, claudeBody(endpoint, req, true), { ...headers, accept: "text/event-stream" }, signal));
  return anthropicEvents(endpoint, res, signal);
}

export const vertexAdapter: ProviderAdapter = {
  async embed(endpoint) {
    throw new UpstreamError("http", endpoint.provider.id, 400, "the vertex adapter serves chat models only (use a gemini provider for embeddings)");
  },
  chat: (endpoint, req, signal) =>
    isClaude(endpoint) ? claudeChat(endpoint, req, signal) : withToken(endpoint.provider, () => geminiChat(vertexGemini, endpoint, req, signal)),
  chatStream: (endpoint, req, signal) =>
    isClaude(endpoint) ? claudeChatStream(endpoint, req, signal) : withToken(endpoint.provider, () => geminiChatStream(vertexGemini, endpoint, req, signal)),
};
