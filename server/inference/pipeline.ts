import { randomUUID } from "node:crypto";
import { authenticateCached, authenticateHash, type Caller } from "../auth/authenticate";
import { hashKey, parseBearer } from "../auth/keys";
import { getDb, readyDb } from "../db";
import { AppError, envelope } from "../errors/app-error";
import { toAppError } from "../errors/normalize";
import { isJsonContentType, unsupportedMediaType } from "../http/early-checks";
import { assertSafeStrings } from "../http/unsafe-strings";
import { logger } from "../logger";
import { countRequest } from "../observability/metrics";
import { chatCall } from "./chat/service";
import type { InferenceCtx } from "./context";
import { createEmbeddings } from "./embeddings/service";
import { noteIoRequest, withIoLog } from "./io-log/capture";
import { countMessageTokens } from "./messages/count-tokens";
import { messagesCall, runMessages, type ChatCall, type MessagesResult } from "./messages/service";
import { openRequestLog, recordRefusal } from "./request-log";
import { MAX_BODY_BYTES, type InferenceRequest, type InferenceResult, type InferenceRouteName } from "./request";
import { responsesCall } from "./responses/service";
import { runServerToolLoop } from "./server-tools/loop";

/**
 * An inference request's way from authentication to the ledger, for every route
 * (docs/architecture.md "The request pipeline"):
 *
 *   authenticate  the key (cached: no promise), method, content type, body, JSON, safe strings
 *   parse         the route's wire format → the request as Messages + its wire (chatCall,
 *                 responsesCall, messagesCall); embeddings and count_tokens have their own
 *   plan → guard → reserve → call → settle
 *                 runMessages (messages/service.ts) or, for a named gateway tool, the
 *                 server-tool loop (one runMessages per step); embeddings: embeddings/service.ts
 *   record        the request log: its note is opened here, a refusal before any upstream call
 *                 is recorded here, the billed row by settle; then the request metric and the
 *                 I/O log (after the answer)
 *
 * Every failure becomes the spec's envelope.
 */
export async function handleInference(req: InferenceRequest): Promise<InferenceResult> {
  const requestId = randomUUID();
  let ctx: InferenceCtx | undefined;
  let result: InferenceResult;
  try {
    // authenticate (the cached key: no promise, no async hop)
    const hash = hashKey(tokenOf(req));
    const db = readyDb() ?? (await getDb());
    const caller = inferenceCaller(authenticateCached(db, hash) ?? (await authenticateHash(db, hash)));
    // the body: JSON only, within MAX_BODY_BYTES, no NUL or lone surrogate
    requireJson(req);
    const body = jsonOf(await req.readBody(MAX_BODY_BYTES));
    ctx = { db, caller, requestId, signal: req.signal, now: () => new Date(), random: Math.random, headers: req.headers, route: req.route };
    result = await serve(ctx, req.route, body);
  } catch (err) {
    result = failed(req, requestId, err);
  }
  countRequest(req.route, result.status);
  if (logger.isLevelEnabled("debug")) logger.debug({ requestId, route: req.route, status: result.status, stream: result.kind === "stream" }, "inference request answered");
  // A token count is not a generation: no ledger row, so no I/O-log row either.
  return withIoLog(req.route === "count_tokens" ? undefined : ctx, req.route, result);
}

/** The key the request carries (Anthropic's SDK sends `x-api-key`; Bearer, spec 5, is the primary form). */
function tokenOf(req: InferenceRequest): string {
  if (req.method !== "POST") throw new AppError("METHOD_NOT_ALLOWED", { headers: { allow: "POST" } });
  const apiKeyHeader = req.route === "messages" || req.route === "count_tokens" ? req.headers("x-api-key") : undefined;
  return apiKeyHeader && !req.headers("authorization") ? apiKeyHeader.trim() : parseBearer(req.headers("authorization"));
}

function inferenceCaller(caller: Caller): InferenceCtx["caller"] {
  if (caller.kind !== "inference" || !caller.key) throw new AppError("INFERENCE_KEY_REQUIRED");
  return { ...caller, key: caller.key };
}

function requireJson(req: InferenceRequest): void {
  if (!isJsonContentType(req.headers("content-type"))) throw unsupportedMediaType();
}

/** The body as JSON; nothing with NUL or a lone surrogate is stored (the ledger) or forwarded (upstreams). */
function jsonOf(raw: Buffer): unknown {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new AppError("INVALID_REQUEST", { metadata: { reason: "Malformed JSON body" } });
  }
  assertSafeStrings(body);
  return body;
}

/** parse → plan → guard → reserve → call → settle, with the request log open around them. */
async function serve(ctx: InferenceCtx, route: InferenceRouteName, body: unknown): Promise<InferenceResult> {
  // A token count is not a generation: no request-log row.
  if (route === "count_tokens") return json(ctx, await countMessageTokens(ctx, body));
  openRequestLog(ctx, body);
  try {
    if (route === "embeddings") return json(ctx, await createEmbeddings(ctx, body));
    const call: ChatCall = route === "chat" ? chatCall(ctx, body) : route === "responses" ? responsesCall(ctx, body) : messagesCall(ctx, body);
    noteIoRequest(ctx, call.io);
    // A gateway server tool named: the agent loop (server-tools/), each step one runMessages.
    return answered(ctx, call.loop ? await runServerToolLoop(ctx, call.req, call.wire) : await runMessages(ctx, call.req, call.wire));
  } catch (err) {
    recordRefusal(ctx, body, err);
    throw err;
  }
}

function json(ctx: InferenceCtx, body: unknown): InferenceResult {
  return { kind: "json", status: 200, headers: { "x-request-id": ctx.requestId }, body };
}

function answered(ctx: InferenceCtx, result: MessagesResult): InferenceResult {
  return result.kind === "json"
    ? { kind: "json", status: 200, headers: { ...result.headers, "x-request-id": ctx.requestId }, body: result.body }
    : { kind: "stream", status: 200, headers: { ...result.headers, "x-request-id": ctx.requestId }, events: result.events };
}

function failed(req: InferenceRequest, requestId: string, err: unknown): InferenceResult {
  // A client that hung up is not a server error: nothing to log above debug, nobody to answer.
  let app: AppError;
  if (req.signal.aborted) {
    app = new AppError("CLIENT_CLOSED_REQUEST");
    logger.debug({ requestId, route: req.route }, "client closed the request");
  } else app = toAppError(err);
  return { kind: "json", status: app.status, headers: { ...app.headers, "x-request-id": requestId }, body: envelope(app) };
}
