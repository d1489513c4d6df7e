import { randomUUID } from "node:crypto";
import { authenticateCached, authenticateHash } from "../auth/authenticate";
import { hashKey, parseBearer } from "../auth/keys";
import { getDb, readyDb } from "../db";
import { AppError, envelope } from "../errors/app-error";
import { toAppError } from "../errors/normalize";
import { isJsonContentType, unsupportedMediaType } from "../http/early-checks";
import { assertSafeStrings } from "../http/unsafe-strings";
import { logger } from "../logger";
import type { InferenceCtx } from "./context";
import { createChatCompletion } from "./chat/service";
import { createEmbeddings } from "./embeddings/service";
import { countRequest } from "../observability/metrics";
import { withIoLog } from "./io-log/capture";
import { countMessageTokens } from "./messages/count-tokens";
import { createMessage } from "./messages/service";
import { createResponse } from "./responses/service";

export type InferenceRouteName = "embeddings" | "messages" | "chat" | "responses" | "count_tokens";

const ROUTES: Record<string, InferenceRouteName> = {
  "/api/v1/embeddings": "embeddings",
  "/api/v1/messages": "messages",
  "/api/v1/chat/completions": "chat",
  "/api/v1/responses": "responses",
  "/api/v1/messages/count_tokens": "count_tokens",
  // A base URL of `…/api/v1` where a client appends `/v1` itself (Anthropic's SDKs, Claude Code,
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

/**
 * The transport-neutral front of inference: auth (cached key), content type, body, JSON, then
 * the route's service. Every failure becomes the spec's envelope.
 */
export async function handleInference(req: InferenceRequest): Promise<InferenceResult> {
  const requestId = randomUUID();
  const seen: { ctx?: InferenceCtx } = {};
  const result = await answer(req, requestId, (c) => (seen.ctx = c));
  countRequest(req.route, result.status);
  if (logger.isLevelEnabled("debug")) logger.debug({ requestId, route: req.route, status: result.status, stream: result.kind === "stream" }, "inference request answered");
  // A token count is not a generation: no ledger row, so no I/O-log row either.
  return withIoLog(req.route === "count_tokens" ? undefined : seen.ctx, req.route, result);
}

async function answer(req: InferenceRequest, requestId: string, started: (ctx: InferenceCtx) => void): Promise<InferenceResult> {
  try {
    if (req.method !== "POST") throw new AppError("METHOD_NOT_ALLOWED", { headers: { allow: "POST" } });
    // Anthropic's SDK authenticates with `x-api-key`; Bearer (spec 5) is the primary form.
    const apiKeyHeader = req.route === "messages" || req.route === "count_tokens" ? req.headers("x-api-key") : undefined;
    const token = apiKeyHeader && !req.headers("authorization") ? apiKeyHeader.trim() : parseBearer(req.headers("authorization"));
    // Cached (the usual case): no promise, no async hop.
    const db = readyDb() ?? (await getDb());
    const hash = hashKey(token);
    const caller = authenticateCached(db, hash) ?? (await authenticateHash(db, hash));
    if (caller.kind !== "inference" || !caller.key) throw new AppError("INFERENCE_KEY_REQUIRED");
    if (!isJsonContentType(req.headers("content-type"))) throw unsupportedMediaType();
    const raw = await req.readBody(MAX_BODY_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      throw new AppError("INVALID_REQUEST", { metadata: { reason: "Malformed JSON body" } });
    }
    // Nothing with NUL or a lone surrogate is stored (the ledger) or forwarded (upstreams).
    assertSafeStrings(body);
    const ctx: InferenceCtx = {
      db,
      caller: { ...caller, key: caller.key },
      requestId,
      signal: req.signal,
      now: () => new Date(),
      random: Math.random,
      headers: req.headers,
      route: req.route,
    };
    started(ctx);
    if (req.route === "embeddings") {
      return { kind: "json", status: 200, headers: { "x-request-id": requestId }, body: await createEmbeddings(ctx, body) };
    }
    if (req.route === "count_tokens") {
      return { kind: "json", status: 200, headers: { "x-request-id": requestId }, body: await countMessageTokens(ctx, body) };
    }
    const result =
      req.route === "chat" ? await createChatCompletion(ctx, body) : req.route === "responses" ? await createResponse(ctx, body) : await createMessage(ctx, body);
    return result.kind === "json"
      ? { kind: "json", status: 200, headers: { ...result.headers, "x-request-id": requestId }, body: result.body }
      : { kind: "stream", status: 200, headers: { ...result.headers, "x-request-id": requestId }, events: result.events };
  } catch (err) {
    // A client that hung up is not a server error: nothing to log above debug, nobody to answer.
    let app: AppError;
    if (req.signal.aborted) {
      app = new AppError("CLIENT_CLOSED_REQUEST");
      logger.debug({ requestId, route: req.route }, "client closed the request");
    } else app = toAppError(err);
    return { kind: "json", status: app.status, headers: { ...app.headers, "x-request-id": requestId }, body: envelope(app) };
  }
}
