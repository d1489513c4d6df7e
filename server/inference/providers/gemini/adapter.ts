import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import type { Endpoint, ProviderConfig } from "../../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, StreamEvent } from "../../messages/schemas";
import { postForJsonTo, postTo, UpstreamError } from "../../../catalog/upstream-http";
import { closeable, SseSource } from "../sse";
import type { EmbedRequest, EmbedResult, ProviderAdapter } from "../types";
import { geminiStreamToAnthropic } from "./stream";
import { fromGemini, geminiResponse, toGemini } from "./wire";

/**
 * Gemini over HTTP: generateContent and streamGenerateContent?alt=sse, shared by the AI Studio
 * API (`gemini`, x-goog-api-key) and Vertex AI (`vertex`, an OAuth access token). A `GeminiHost`
 * says where a model's methods live and how to authenticate.
 */
export interface GeminiHost {
  url(endpoint: Endpoint, method: "generateContent" | "streamGenerateContent?alt=sse" | "batchEmbedContents"): string;
  headers(p: ProviderConfig, signal: AbortSignal): Promise<Record<string, string>> | Record<string, string>;
}

/** A model id as one path segment (`@` of versioned publisher ids stays readable). */
export const modelSegment = (m: string) => encodeURIComponent(m).replace(/%40/g, "@");

export async function geminiChat(host: GeminiHost, endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<MessagesResponse> {
  const p = endpoint.provider;
  const res = await postForJsonTo(p, host.url(endpoint, "generateContent"), JSON.stringify(toGemini(endpoint, req)), await host.headers(p, signal), signal);
  const parsed = geminiResponse.safeParse(res.body);
  if (!parsed.success) throw new UpstreamError("protocol", p.id, res.status, "upstream generateContent answer is malformed");
  return fromGemini(parsed.data, { provider: p.id, model: endpoint.model.slug });
}

export async function geminiChatStream(host: GeminiHost, endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>> {
  const p = endpoint.provider;
  const headers = { ...(await host.headers(p, signal)), accept: "text/event-stream" };
  const res = await postTo(p, host.url(endpoint, "streamGenerateContent?alt=sse"), JSON.stringify(toGemini(endpoint, req)), headers, signal);
  const source = new SseSource(p, res, signal);
  return closeable(geminiStreamToAnthropic(source.events(), { provider: p.id, model: endpoint.model.slug }), () => source.close());
}

const batchEmbedResponse = z.looseObject({ embeddings: z.array(z.looseObject({ values: z.array(z.number()) })) });

/** Common `input_type` names (Cohere, Voyage) → Gemini task types; others are upper-cased (RETRIEVAL_QUERY, CLUSTERING, ...). */
const TASK_TYPES: Record<string, string> = {
  search_query: "RETRIEVAL_QUERY",
  query: "RETRIEVAL_QUERY",
  search_document: "RETRIEVAL_DOCUMENT",
  document: "RETRIEVAL_DOCUMENT",
  classification: "CLASSIFICATION",
  clustering: "CLUSTERING",
};

/** batchEmbedContents: one request per input text; Gemini reports no token count (-1: the gateway estimates). */
export async function geminiEmbed(host: GeminiHost, endpoint: Endpoint, req: EmbedRequest, signal: AbortSignal): Promise<EmbedResult> {
  const p = endpoint.provider;
  if (req.inputs.kind !== "text") {
    throw new AppError("INVALID_REQUEST", { message: `Provider '${p.id}' embeds text only`, metadata: { issues: [{ field: "input", message: "token arrays are not supported by this provider" }] } });
  }
  const model = `models/${endpoint.upstreamModel}`;
  const requests = req.inputs.items.map((text) => ({
    model,
    content: { parts: [{ text }] },
    ...(req.dimensions !== undefined ? { outputDimensionality: req.dimensions } : {}),
    ...(req.inputType !== undefined ? { taskType: TASK_TYPES[req.inputType] ?? req.inputType.toUpperCase() } : {}),
  }));
  const res = await postForJsonTo(p, host.url(endpoint, "batchEmbedContents"), JSON.stringify({ requests }), await host.headers(p, signal), signal);
  const parsed = batchEmbedResponse.safeParse(res.body);
  if (!parsed.success || parsed.data.embeddings.length !== requests.length) throw new UpstreamError("protocol", p.id, res.status, "upstream embeddings response is malformed");
  return { vectors: parsed.data.embeddings.map((e) => e.values), promptTokens: -1 };
}

export const GEMINI_DEFAULT_BASE = "https://generativelanguage.googleapis.com";

/** The AI Studio API: `{base}/v1beta/models/{m}:method`, header x-goog-api-key. */
export const aiStudioHost: GeminiHost = {
  url: (endpoint, method) => `${(endpoint.provider.base_url ?? GEMINI_DEFAULT_BASE).replace(/\/+$/, "")}/v1beta/models/${modelSegment(endpoint.upstreamModel)}:${method}`,
  headers: (p): Record<string, string> => (p.apiKey ? { "x-goog-api-key": p.apiKey } : {}),
};

/**
 * The AI Studio API answers a wrong key with a 400 (INVALID_ARGUMENT, reason API_KEY_INVALID):
 * an auth failure for the gateway (a 502 naming the provider), not the client's bad request.
 */
async function keyChecked<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 400 && /API key not valid|API_KEY_INVALID/i.test(err.message)) {
      throw new UpstreamError("http", err.provider, 401, "the provider refused the API key");
    }
    throw err;
  }
}

export const geminiAdapter: ProviderAdapter = {
  embed: (endpoint, req, signal) => keyChecked(geminiEmbed(aiStudioHost, endpoint, req, signal)),
  chat: (endpoint, req, signal) => keyChecked(geminiChat(aiStudioHost, endpoint, req, signal)),
  chatStream: (endpoint, req, signal) => keyChecked(geminiChatStream(aiStudioHost, endpoint, req, signal)),
};
