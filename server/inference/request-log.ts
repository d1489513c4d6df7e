import { AppError } from "../errors/app-error";
import { broadcastDecision, broadcastRequest, type BroadcastDecision } from "../observability/broadcast";
import { observeRecorded } from "../observability/request-metrics";
import { ledger } from "../services/usage/ledger";
import type { AttemptLogItem, GuardrailOutcome, RouteExplain, UsageEntry } from "../observability/usage-entry";
import type { AttemptRecord } from "./attempts";
import type { InferenceCtx } from "./context";

/**
 * The request log's side of an inference request: what the services learn along the way (route
 * explain, first byte, error) is noted here, and every answered request gets exactly ONE ledger
 * row: a billed request its usual row (with these details), a request refused before any
 * upstream call (400/402/403/404/429…, after authentication) a `refused` row (cost 0, never billed:
 * the billing rollups leave it out). No extra insert: the same never-blocking ledger writer.
 * A server-tool loop (server-tools/loop.ts) is one request of several steps: each step is a
 * context of its own (`ctx.loop`), with its own row tied to the request by parent_request_id.
 */
interface Note {
  owner: InferenceCtx;
  recorded: boolean;
  explain: RouteExplain | null;
  ttfbMs: number | null;
  error: AppError | null;
  started: number;
  /** The request's raw body (its `trace` goes to broadcast destinations as is). */
  body?: unknown;
  /** Scores of the content filters that refused the request (the prompt-injection model's). */
  guardrailScores?: Record<string, number>;
  /** The workspace's broadcast settings when the request started (they decide its export). */
  broadcast?: BroadcastDecision;
}

// The note rides on the request's context itself (a WeakMap entry per request cost the hot path
// a hash insert and ephemeron work for the GC).
const NOTE = Symbol("requestLogNote");
type Noted = InferenceCtx & { [NOTE]?: Note };

function noteOf(ctx: InferenceCtx): Note {
  const n = (ctx as Noted)[NOTE];
  // `owner`: a context spread into a new one (a server-tool loop's step) copies the symbol
  // property too; the copy must get a note of its own.
  if (n !== undefined && n.owner === ctx) return n;
  return ((ctx as Noted)[NOTE] = { owner: ctx, recorded: false, explain: null, ttfbMs: null, error: null, started: Date.now() });
}

/** The route explain of the request (what X-Gateway-Metadata shows). */
export function noteExplain(ctx: InferenceCtx, explain: RouteExplain): void {
  noteOf(ctx).explain = explain;
}

/** Scores of the content filters that blocked the request: they go on its refusal row. */
export function noteGuardrailScores(ctx: InferenceCtx, scores: Record<string, number>): void {
  noteOf(ctx).guardrailScores = scores;
}

/** The first byte of the answer is leaving now (streams: the first event). */
export function noteFirstByte(ctx: InferenceCtx): void {
  const n = noteOf(ctx);
  n.ttfbMs ??= Date.now() - n.started;
}

/** The error the client sees (for a stream that fails after its first byte: in an `event: error`). */
export function noteError(ctx: InferenceCtx, err: unknown): void {
  noteOf(ctx).error = appErrorOf(ctx, err);
}

/**
 * The client-facing error of a failure, without logging: the transport's catch logs what is
 * unexpected (once), and a client that hung up is no error at all.
 */
function appErrorOf(ctx: InferenceCtx, err: unknown): AppError {
  if (ctx.signal.aborted) return new AppError("CLIENT_CLOSED_REQUEST");
  return err instanceof AppError ? err : new AppError("INTERNAL");
}

const REASON_MAX = 200;

function errorOf(app: AppError): NonNullable<UsageEntry["error"]> {
  const reason = app.metadata && typeof app.metadata.reason === "string" ? app.metadata.reason.slice(0, REASON_MAX) : null;
  return { code: app.status, message: app.message.slice(0, 1000), reason };
}

/** The attempts as the request log lists them. */
export function attemptLog(attempts: readonly AttemptRecord[]): AttemptLogItem[] {
  return attempts.map((a) => ({ provider: a.provider, endpoint: a.endpoint, status: a.status, reason: a.error, latency_ms: a.latencyMs }));
}

function attemptsOfError(app: AppError | null): AttemptLogItem[] | null {
  const a = app?.metadata?.attempts;
  return Array.isArray(a) ? attemptLog(a as AttemptRecord[]) : null;
}

/**
 * Record the request's ledger row (journaled before this returns), with what was noted.
 * `failure`: the error the request ended with, when it did not answer 200.
 */
export function recordRequest(ctx: InferenceCtx, entry: UsageEntry, failure?: unknown): void {
  const n = noteOf(ctx);
  n.recorded = true;
  const app = failure === undefined ? n.error : appErrorOf(ctx, failure);
  const attempts = entry.attemptLog ?? attemptsOfError(app);
  // The callers' entries are their own fresh objects: completed in place, not copied.
  const httpStatus = failure === undefined ? 200 : (app?.status ?? 500);
  entry.httpStatus = httpStatus;
  entry.ttfbMs = n.ttfbMs ?? (failure === undefined ? entry.latencyMs : null);
  entry.attemptLog = attempts && attempts.length ? attempts : null;
  entry.explain = n.explain;
  entry.error = app ? errorOf(app) : null;
  entry.loop = ctx.loop ?? null;
  observeRecorded(ctx, entry, httpStatus, attempts);
  ledger().record(entry);
  broadcastRequest(ctx.db, entry, n.body, n.broadcast);
}

function rawString(body: unknown, field: string, max: number): string | null {
  if (!body || typeof body !== "object") return null;
  const v = (body as Record<string, unknown>)[field];
  return typeof v === "string" && v.length > 0 ? v.slice(0, max) : null;
}

/** The request log of a request opens with its raw body (the pipeline, before parsing). */
export function openRequestLog(ctx: InferenceCtx, body: unknown): void {
  const n = noteOf(ctx);
  n.body = body;
  n.broadcast = broadcastDecision(ctx.db, ctx.caller.workspaceId);
}

/**
 * A request refused before recording anything (before any upstream call) gets a `refused` row.
 * Not recorded: a client that hung up, and any refusal while the ledger is backed up (its queue
 * is what is full; the 503 it answers then is one of them: refusal rows would only grow it).
 */
export function recordRefusal(ctx: InferenceCtx, body: unknown, err: unknown): void {
  if (!noteOf(ctx).recorded && !ctx.signal.aborted && ledger().accepting) refusalRow(ctx, body, appErrorOf(ctx, err));
}

/** Run a server-tool loop's later step with a request log of its own (the pipeline opens the first step's). */
export async function withRequestLog<T>(ctx: InferenceCtx, body: unknown, run: () => Promise<T>): Promise<T> {
  openRequestLog(ctx, body);
  try {
    return await run();
  } catch (err) {
    recordRefusal(ctx, body, err);
    throw err;
  }
}

/** The model the request asked for, as far as its raw body says (`model`, else the first of `models`). */
function requestedModel(body: unknown): string {
  const models = body && typeof body === "object" ? (body as { models?: unknown }).models : undefined;
  const first = Array.isArray(models) && typeof models[0] === "string" ? models[0].slice(0, 256) : null;
  return rawString(body, "model", 256) ?? first ?? "unknown";
}

function refusalRow(ctx: InferenceCtx, body: unknown, app: AppError): void {
  const n = noteOf(ctx);
  const reason = app.metadata && typeof app.metadata.reason === "string" ? app.metadata.reason : null;
  const guardrail: GuardrailOutcome | null =
    app.status === 403 && reason
      ? { flags: {}, redactions: {}, refused: { reason, message: app.message }, ...(n.guardrailScores ? { scores: n.guardrailScores } : {}) }
      : null;
  recordRequest(
    ctx,
    {
      requestId: ctx.requestId,
      orgId: ctx.caller.orgId,
      keyId: ctx.caller.key.id,
      workspaceId: ctx.caller.workspaceId,
      endUser: rawString(body, "user", 256),
      model: requestedModel(body),
      provider: "none",
      promptTokens: 0,
      completionTokens: 0,
      costUsd: 0,
      isByok: false,
      latencyMs: Date.now() - n.started,
      attempts: 0,
      status: "refused",
      sessionId: null,
      trace: null,
      guardrail,
      createdAt: ctx.now(),
    },
    app,
  );
}
