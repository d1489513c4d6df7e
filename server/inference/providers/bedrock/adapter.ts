import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import type { Endpoint, ProviderConfig } from "../../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, StreamEvent } from "../../messages/schemas";
import { postForJsonTo, postTo, UpstreamError } from "../../../catalog/upstream-http";
import { BodySource, closeable } from "../sse";
import type { EmbedRequest, EmbedResult, ProviderAdapter } from "../types";
import { converseResponse, fromConverse, toConverse } from "./converse";
import { ConverseStreamTranslator } from "./converse-stream";
import { EventStreamDecoder, EventStreamError, type EventStreamMessage } from "./eventstream";
import { signV4 } from "./sigv4";

/**
 * AWS Bedrock: Converse / ConverseStream for chat (./converse.ts), InvokeModel for Titan and
 * Cohere embeddings. Requests are signed with SigV4 (service `bedrock`), or carry a
 * Bedrock API key as Bearer. The model id (a model, an inference profile or an ARN, with `:`
 * and `/`) is one URI-encoded path segment; SigV4 encodes that path once more in its canonical
 * request (non-S3 services), which the signer (./sigv4.ts) does: the two must agree or AWS answers 403.
 */

export function bedrockBase(p: ProviderConfig): string {
  return (p.base_url ?? `https://bedrock-runtime.${p.region}.amazonaws.com`).replace(/\/+$/, "");
}

export function bedrockUrl(p: ProviderConfig, modelId: string, action: "converse" | "converse-stream" | "invoke"): string {
  return `${bedrockBase(p)}/model/${encodeURIComponent(modelId)}/${action}`;
}

/** The auth headers of one request: Bearer for an API key, else SigV4 over method, URL, signed headers and body (./sigv4.ts). */
export function bedrockAuth(p: ProviderConfig, url: string, body: string, headers: Record<string, string>): Record<string, string> {
  if (p.apiKey) return { ...headers, authorization: `Bearer ${p.apiKey}` };
  const { accessKeyId, secretAccessKey, sessionToken } = p.secrets;
  if (!accessKeyId || !secretAccessKey) throw new UpstreamError("http", p.id, 401, "no AWS credentials");
  return signV4({ method: "POST", url, headers, body, credentials: { accessKeyId, secretAccessKey, sessionToken }, region: p.region ?? "", service: "bedrock" });
}

/** Bedrock's error bodies are `{"message": …}` (or `Message`). */
function bedrockMessage(text: string): string | null {
  try {
    const j = JSON.parse(text) as { message?: unknown; Message?: unknown };
    const m = j.message ?? j.Message;
    return typeof m === "string" ? m.slice(0, 500) : null;
  } catch {
    return text ? text.slice(0, 200) : null;
  }
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

async function post(p: ProviderConfig, url: string, payload: unknown, signal: AbortSignal) {
  const body = JSON.stringify(payload);
  return postForJsonTo(p, url, body, bedrockAuth(p, url, body, JSON_HEADERS), signal, bedrockMessage);
}

async function converse(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<MessagesResponse> {
  const p = endpoint.provider;
  const res = await post(p, bedrockUrl(p, endpoint.upstreamModel, "converse"), toConverse(endpoint, req), signal);
  const parsed = converseResponse.safeParse(res.body);
  if (!parsed.success) throw new UpstreamError("protocol", p.id, res.status, "upstream Converse answer is malformed");
  return fromConverse(parsed.data, endpoint.model.slug);
}

/** The event-stream frames of an accepted answer, as they arrive; close() aborts the request. */
class FrameSource extends BodySource<EventStreamMessage> {
  private readonly decoder = new EventStreamDecoder();

  frames(): AsyncGenerator<EventStreamMessage, void, undefined> {
    return this.read();
  }

  protected push(chunk: Uint8Array): EventStreamMessage[] {
    try {
      return this.decoder.push(chunk);
    } catch (err) {
      throw new UpstreamError("protocol", this.provider.id, null, `upstream event stream is corrupt: ${err instanceof EventStreamError ? err.message : String(err)}`);
    }
  }

  protected end(): EventStreamMessage[] {
    if (this.decoder.pending) throw new UpstreamError("protocol", this.provider.id, null, "upstream event stream ended inside a frame");
    return [];
  }
}

async function converseStream(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>> {
  const p = endpoint.provider;
  const url = bedrockUrl(p, endpoint.upstreamModel, "converse-stream");
  const body = JSON.stringify(toConverse(endpoint, req));
  const headers = bedrockAuth(p, url, body, { "content-type": "application/json", accept: "application/vnd.amazon.eventstream" });
  const res = await postTo(p, url, body, headers, signal, bedrockMessage);
  const source = new FrameSource(p, res, signal);
  const frames = source.frames();
  // The first frame before the answer counts as started: a throttling exception there still
  // falls back to the next endpoint.
  const first = await frames.next();
  if (!first.done) {
    const failure = ConverseStreamTranslator.failureOf(p.id, first.value);
    if (failure) {
      source.close();
      throw failure;
    }
  }
  const t = new ConverseStreamTranslator({ provider: p.id, model: endpoint.model.slug });
  async function* events(): AsyncGenerator<StreamEvent, void, undefined> {
    yield* t.start();
    if (first.done) throw new UpstreamError("protocol", p.id, null, "upstream stream ended before messageStop");
    yield* t.frame(first.value);
    for await (const f of frames) yield* t.frame(f);
    yield* t.end();
  }
  return closeable(events(), () => source.close());
}

// ---------------------------------------------------------------------------------------------
// Embeddings (InvokeModel): Amazon Titan (one text a call) and Cohere Embed (a batch a call)

const titanAnswer = z.looseObject({ embedding: z.array(z.number()), inputTextTokenCount: z.number().int().nonnegative().optional() });
const cohereAnswer = z.looseObject({
  embeddings: z.union([z.array(z.array(z.number())), z.looseObject({ float: z.array(z.array(z.number())) })]),
});

async function embed(endpoint: Endpoint, req: EmbedRequest, signal: AbortSignal): Promise<EmbedResult> {
  const p = endpoint.provider;
  const model = endpoint.upstreamModel;
  if (req.inputs.kind !== "text") {
    throw new AppError("INVALID_REQUEST", { message: `Provider '${p.id}' embeds text only`, metadata: { issues: [{ field: "input", message: "token arrays are not supported by this provider" }] } });
  }
  const url = bedrockUrl(p, model, "invoke");
  const texts = req.inputs.items;
  if (/titan-embed/.test(model)) {
    const answers = await Promise.all(
      texts.map(async (inputText) => {
        const res = await post(p, url, { inputText, ...(req.dimensions !== undefined ? { dimensions: req.dimensions } : {}), normalize: true }, signal);
        const a = titanAnswer.safeParse(res.body);
        if (!a.success) throw new UpstreamError("protocol", p.id, res.status, "upstream embeddings response is malformed");
        return a.data;
      }),
    );
    const counted = answers.every((a) => a.inputTextTokenCount !== undefined);
    return { vectors: answers.map((a) => a.embedding), promptTokens: counted ? answers.reduce((n, a) => n + (a.inputTextTokenCount ?? 0), 0) : -1 };
  }
  if (/cohere\.embed/.test(model)) {
    const res = await post(p, url, { texts, input_type: req.inputType ?? "search_document", embedding_types: ["float"] }, signal);
    const a = cohereAnswer.safeParse(res.body);
    const vectors = a.success ? (Array.isArray(a.data.embeddings) ? a.data.embeddings : a.data.embeddings.float) : null;
    if (!vectors || vectors.length !== texts.length) throw new UpstreamError("protocol", p.id, res.status, "upstream embeddings response is malformed");
    return { vectors, promptTokens: -1 };
  }
  throw new AppError("INVALID_REQUEST", {
    message: `Provider '${p.id}' embeds with Amazon Titan or Cohere Embed models only`,
    metadata: { issues: [{ field: "model", message: `${endpoint.model.slug} is not a Titan or Cohere embedding model on Bedrock` }] },
  });
}

export const bedrockAdapter: ProviderAdapter = {
  embed,
  chat: converse,
  chatStream: converseStream,
};
