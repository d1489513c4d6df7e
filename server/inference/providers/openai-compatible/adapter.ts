import { z } from "zod";
import type { Endpoint } from "../../../catalog/catalog";
import { postForJson, postForJsonTo, UpstreamError, type UpstreamJson } from "../../../catalog/upstream-http";
import type { EmbedRequest, EmbedResult, ProviderAdapter } from "../types";
import { openAiChat, openAiHeaders, type OpenAiTarget } from "./chat";
import { openAiChatStream } from "./chat-stream";

/** Any OpenAI-compatible host (OpenAI, vLLM, Ollama, ...): base URL + bearer key + the shared wire format. */
export { openAiHeaders };

const embeddingsResponse = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.union([z.array(z.number()), z.string()]) })),
  usage: z.object({ prompt_tokens: z.number().int().nonnegative() }).partial().optional(),
});

function decodeBase64(s: string): number[] {
  const buf = Buffer.from(s, "base64");
  return Array.from(new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + (buf.byteLength & ~3))));
}

function embeddingsBody(endpoint: Endpoint, req: EmbedRequest) {
  return {
    model: endpoint.upstreamModel,
    input: req.inputs.items,
    encoding_format: "float",
    ...(req.dimensions !== undefined ? { dimensions: req.dimensions } : {}),
    ...(req.inputType !== undefined ? { input_type: req.inputType } : {}),
    ...(req.user !== undefined ? { user: req.user } : {}),
  };
}

/** OpenAI-format embeddings through another URL and auth (Azure OpenAI). */
export async function openAiEmbedVia(target: OpenAiTarget, endpoint: Endpoint, req: EmbedRequest, signal: AbortSignal): Promise<EmbedResult> {
  const p = endpoint.provider;
  const body = embeddingsBody(endpoint, req);
  delete (body as { input_type?: string }).input_type;
  return vectorsOf(endpoint, req, await postForJsonTo(p, target.url("/embeddings", endpoint), JSON.stringify(body), await target.headers(p), signal));
}

function vectorsOf(endpoint: Endpoint, req: EmbedRequest, res: UpstreamJson): EmbedResult {
  const p = endpoint.provider;
  const parsed = embeddingsResponse.safeParse(res.body);
  if (!parsed.success || parsed.data.data.length !== req.inputs.items.length) {
    throw new UpstreamError("protocol", p.id, res.status, "upstream embeddings response is malformed");
  }
  const vectors = [...parsed.data.data]
    .sort((a, b) => a.index - b.index)
    .map((d) => (typeof d.embedding === "string" ? decodeBase64(d.embedding) : d.embedding));
  return { vectors, promptTokens: parsed.data.usage?.prompt_tokens ?? -1 };
}

export const openAiAdapter: ProviderAdapter = {
  async embed(endpoint, req, signal) {
    const p = endpoint.provider;
    return vectorsOf(endpoint, req, await postForJson(p, "/embeddings", embeddingsBody(endpoint, req), openAiHeaders(p), signal));
  },
  /** Messages <-> Chat Completions (./chat.ts, ./chat-stream.ts). */
  chat: openAiChat,
  chatStream: openAiChatStream,
};
