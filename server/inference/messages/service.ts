import { assertSafeStrings } from "../../http/unsafe-strings";
import { AppError } from "../../errors/app-error";
import { toAppError } from "../../errors/normalize";
import { logger } from "../../logger";
import type { Reservation } from "../../services/spend/budget";
import { ensureLedgerAccepting } from "../../services/usage/ledger";
import { upstreamFailure, type AttemptRecord } from "../attempts";
import { catalog, type Endpoint, type ModelConfig, statsKeyOf } from "../../catalog/catalog";
import { inferenceContext } from "../context-cache";
import { type InferenceCtx, parseBody, resolveModel, routeModelSorted } from "../context";
import type { WorkspaceSort } from "../context-cache";
import { endpointStats } from "../../catalog/endpoint-stats";
import { applyContentFiltersDeferringFlags, cachedKeyGuardrails, keyGuardrails, reserveWithGuardrails, type GuardrailUsage } from "../guardrails/enforce";
import { NO_GUARDRAILS, type KeyGuardrails } from "../guardrails/policy-cache";
import { messageSlots } from "../guardrails/texts";
import { attemptLog, noteError, noteExplain, noteFirstByte, recordRequest } from "../request-log";
import type { RoutingResult } from "../routing";
import { UpstreamError } from "../../catalog/upstream-http";
import { messagesRequest, type MessagesRequest, type MessagesResponse, type StreamEvent } from "./schemas";
import { wantsServerToolLoop } from "../server-tools/stop-conditions";
import { stickySessions } from "./sticky";
import { costOf, Usage } from "./usage";
import { messagesWire, type WireFormat } from "./wire";

export type MessagesResult =
  | { kind: "json"; body: unknown; headers: Record<string, string> }
  | { kind: "stream"; events: AsyncIterable<string>; headers: Record<string, string> };

const TRACE_KEYS = ["trace_id", "trace_name", "span_name", "generation_name", "parent_span_id"] as const;

interface Plan {
  model: ModelConfig;
  routed: RoutingResult;
}

interface Candidate {
  model: ModelConfig;
  endpoint: Endpoint;
  routed: RoutingResult;
}

function metadataWanted(ctx: InferenceCtx): boolean {
  const v = ctx.headers("x-gateway-metadata") ?? ctx.headers("x-gateway-experimental-metadata");
  return v?.trim().toLowerCase() === "enabled";
}

function sessionOf(ctx: InferenceCtx, req: MessagesRequest): string | null {
  if (req.session_id !== undefined) return req.session_id;
  const h = ctx.headers("x-session-id");
  if (h === undefined) return null;
  if (h.length > 256) {
    throw new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: "x-session-id", message: "must be at most 256 characters" }] } });
  }
  assertSafeStrings(h, ["x-session-id"]);
  return h;
}

/** The models to try in order: `models`, or `model` then `fallbacks`. */
function modelChain(req: MessagesRequest): string[] {
  const slugs = req.models ?? [req.model as string, ...(req.fallbacks ?? []).map((f) => f.model)];
  return [...new Set(slugs)];
}

/** An upper bound of the request's cost on an endpoint: every input byte a token, max_tokens out. */
function worstCost(e: Endpoint, inputBytes: number, maxTokens: number): number {
  return inputBytes * e.pricing.prompt + maxTokens * e.pricing.completion + e.pricing.request;
}

/**
 * plan: route every model of the chain; a model the guardrails (or routing) leave no endpoint for
 * is skipped, and when none is left the first model's error answers. The route explain goes to
 * the request log either way.
 */
async function plan(ctx: InferenceCtx, req: MessagesRequest, chain: string[], session: string | null, guard: KeyGuardrails): Promise<{ candidates: Candidate[]; excluded: Excluded[] }> {
  const models = chain.map((slug) => resolveModel(slug, "chat", ctx.caller.orgId));
  const plans: Plan[] = [];
  const excluded: Excluded[] = [];
  let firstError: unknown = null;
  // The workspace's default sort, read once for every model (cached: no promise).
  const cache = inferenceContext();
  let sort: WorkspaceSort | undefined = cache.cachedWorkspaceSort(ctx.db, ctx.caller.workspaceId);
  for (const model of models) {
    try {
      if (sort === undefined) sort = await cache.workspaceSort(ctx.db, ctx.caller.workspaceId);
      const routed = routeModelSorted(ctx, model, req.provider, guard, sort);
      plans.push({ model, routed });
      for (const x of routed.excluded) excluded.push({ endpoint: x.endpoint.id, reason: x.reason });
    } catch (err) {
      firstError ??= err;
      const skipped = err instanceof AppError && err.status === 403 ? err.message : null;
      if (skipped) for (const e of catalog(ctx.caller.orgId).endpoints.get(model.slug) ?? []) excluded.push({ endpoint: e.id, reason: skipped });
    }
  }
  if (plans.length === 0) {
    noteExplain(ctx, { requested: models[0].slug, strategy: null, available: [], excluded });
    throw firstError;
  }
  const sticky = session ? stickySessions().get(session, plans[0].model.slug, ctx.now().getTime()) : null;
  if (sticky) {
    const p = plans[0].routed;
    const hit = p.ordered.find((e) => e.id === sticky);
    if (hit && !endpointStats().isCircuitOpen(statsKeyOf(hit), ctx.now().getTime())) {
      p.ordered = [hit, ...p.ordered.filter((e) => e !== hit)];
      p.strategy = `sticky+${p.strategy}`;
    }
  }
  const allow = plans[0].routed.allowFallbacks;
  const all = plans.flatMap((p) => p.routed.ordered.map((endpoint) => ({ model: p.model, endpoint, routed: p.routed })));
  const candidates = allow ? all : all.slice(0, 1);
  const first = candidates[0]?.routed;
  noteExplain(ctx, { requested: chain[0], strategy: first?.strategy ?? null, available: first ? first.ordered.map((e) => e.id) : [], excluded });
  return { candidates, excluded };
}

interface Excluded {
  endpoint: string;
  reason: string;
}

function gatewayMetadata(c: Candidate, attempt: number, requested: string, started: number, summary: string, excluded: Excluded[]) {
  return {
    attempt,
    endpoints: { available: c.routed.ordered.map((e) => e.id), total: c.routed.ordered.length + c.routed.excluded.length },
    /** Route explain: every endpoint of every model tried that routing or a guardrail left out, and why. */
    excluded,
    generation_time: Date.now() - started,
    is_byok: c.endpoint.provider.is_byok,
    region: c.endpoint.provider.region ?? null,
    requested,
    strategy: c.routed.strategy,
    summary,
  };
}

/** Read a stream until its first content (or its end): a refusal before any content still allows a fallback. */
async function firstEvents(it: AsyncIterator<StreamEvent>): Promise<{ head: StreamEvent[]; refused: boolean; done: boolean }> {
  const head: StreamEvent[] = [];
  for (;;) {
    const n = await it.next();
    if (n.done) return { head, refused: false, done: true };
    head.push(n.value);
    if (n.value.type === "content_block_start") return { head, refused: false, done: false };
    if (n.value.type === "message_delta") return { head, refused: n.value.delta.stop_reason === "refusal", done: false };
  }
}

/**
 * A chat route's request, parsed (the pipeline's parse stage): the request as Messages (what
 * routing, limits and accounting read), the route's wire format, what the I/O log keeps, and
 * whether it runs the server-tool loop (a gateway tool named).
 */
export interface ChatCall {
  req: MessagesRequest;
  wire: WireFormat;
  io: object;
  loop: boolean;
}

/** POST /messages (spec 4.15): the body as Messages. */
export function messagesCall(_ctx: InferenceCtx, body: unknown): ChatCall {
  const req = parseBody(messagesRequest, body);
  return { req, wire: messagesWire(req), io: req, loop: wantsServerToolLoop(req) };
}

const noUsage = (): GuardrailUsage | null => null;

/**
 * The one chat pipeline, whatever the wire format (`wire`: /messages, /chat/completions): `req`
 * is the request as Messages, which routing, limits and accounting read.
 */
export async function runMessages(ctx: InferenceCtx, req: MessagesRequest, wire: WireFormat): Promise<MessagesResult> {
  ensureLedgerAccepting();
  const session = sessionOf(ctx, req);
  const wantMeta = metadataWanted(ctx);
  const chain = modelChain(req);
  const requested = chain[0];
  // plan: the key's guardrails (cached), then the models' endpoints in order.
  const guard = cachedKeyGuardrails(ctx) ?? (await keyGuardrails(ctx));
  const { candidates, excluded } = await plan(ctx, req, chain, session, guard);
  // guard: the content filters read (and redact) the request before anything is reserved or sent (flag-only
  // filters once it has been sent: their counts are read when the request is recorded).
  const guardrailUsage = guard === NO_GUARDRAILS ? noUsage : applyContentFiltersDeferringFlags(ctx, guard, () => wire.slots?.() ?? messageSlots(req));
  ctx.ioFiltered = true;
  const key = ctx.caller.key;
  const inputBytes = Buffer.byteLength(JSON.stringify([req.system ?? null, req.messages, req.tools ?? null]), "utf8");
  const estimateUsd = candidates.reduce((m, c) => Math.max(m, worstCost(c.endpoint, inputBytes, req.max_tokens)), 0);
  // reserve: the worst case over every candidate, against the key's (and its guardrails') limits.
  const reservation = await reserveWithGuardrails(ctx, guard, estimateUsd);
  if (req.user) inferenceContext().registerUser(ctx.db, ctx.caller.orgId, req.user);
  const started = Date.now();
  const attempts: AttemptRecord[] = [];
  const trace = req.trace ? Object.fromEntries(TRACE_KEYS.flatMap((k) => (typeof req.trace?.[k] === "string" ? [[k, req.trace[k] as string]] : []))) : null;
  // settle + record, once, whichever way the request ends.
  const account = (c: Candidate | null, usage: Usage, status: "ok" | "error" | "aborted", failure?: unknown) =>
    settleAndRecord(ctx, reservation, { c, usage, status, attempts, started, session, trace, user: req.user ?? null, requested, guardrail: guardrailUsage(), failure });
  const summary = (c: Candidate) =>
    `${c.endpoint.id} answered on attempt ${attempts.length}${attempts.length > 1 ? ` after ${attempts.length - 1} failed` : ""}`;

  // call: each candidate in order until one answers (a fallback on 429/5xx/timeouts/resets or a refusal before content).
  let last: UpstreamError | null = null;
  try {
    for (const c of candidates) {
      const t0 = Date.now();
      try {
        if (!req.stream) {
          const res: MessagesResponse = await wire.chat(c.endpoint, ctx.signal);
          attempts.push({ endpoint: c.endpoint.id, provider: c.endpoint.provider.id, status: 200, error: res.stop_reason === "refusal" ? "refusal" : null, latencyMs: Date.now() - t0 });
          if (res.stop_reason === "refusal" && c !== candidates.at(-1)) continue;
          endpointStats().recordSuccess(statsKeyOf(c.endpoint), { latencyMs: Date.now() - t0, outputTokens: res.usage.output_tokens, durationMs: Date.now() - t0 }, Date.now());
          if (session) stickySessions().set(session, candidates[0].model.slug, c.endpoint.id, ctx.now().getTime());
          const usage = Usage.fromResponse(res);
          account(c, usage, "ok");
          const metadata = wantMeta ? gatewayMetadata(c, attempts.length, requested, started, summary(c), excluded) : null;
          return { kind: "json", body: wire.json(res, { endpoint: c.endpoint, usage, metadata }), headers: {} };
        }
        const iterable = await wire.chatStream(c.endpoint, ctx.signal);
        const it = iterable[Symbol.asyncIterator]();
        const first = await firstEvents(it);
        attempts.push({ endpoint: c.endpoint.id, provider: c.endpoint.provider.id, status: 200, error: first.refused ? "refusal" : null, latencyMs: Date.now() - t0 });
        if (first.refused && c !== candidates.at(-1)) {
          await it.return?.();
          continue;
        }
        if (session) stickySessions().set(session, candidates[0].model.slug, c.endpoint.id, ctx.now().getTime());
        return { kind: "stream", headers: {}, events: relay(ctx, c, it, first.head, { wire, inputEstimate: Math.ceil(inputBytes / 4), wantMeta, t0, started, requested, summary: summary(c), account, excluded }) };
      } catch (err) {
        if (ctx.signal.aborted || !(err instanceof UpstreamError)) throw err;
        if (c.endpoint.provider.origin) err.opaque = true; // an organization's provider: its text stays in the log
        attempts.push({ endpoint: c.endpoint.id, provider: c.endpoint.provider.id, status: err.status, error: err.reason, latencyMs: Date.now() - t0 });
        last = err;
        if (!err.retryable) break;
        endpointStats().recordFailure(statsKeyOf(c.endpoint), Date.now());
      }
    }
    throw upstreamFailure(last, attempts);
  } catch (err) {
    account(null, new Usage(), ctx.signal.aborted ? "aborted" : "error", err);
    throw err;
  }
}

/** Relay an accepted stream chunk by chunk; after the first byte a failure becomes an `event: error`. */
async function* relay(
  ctx: InferenceCtx,
  c: Candidate,
  it: AsyncIterator<StreamEvent>,
  head: StreamEvent[],
  o: {
    wire: WireFormat;
    inputEstimate: number;
    wantMeta: boolean;
    t0: number;
    started: number;
    requested: string;
    summary: string;
    account: (c: Candidate | null, u: Usage, s: "ok" | "error" | "aborted") => void;
    excluded: Excluded[];
  },
): AsyncGenerator<string> {
  const usage = new Usage(o.inputEstimate);
  const enc = o.wire.encoder(c.endpoint, usage);
  let status: "ok" | "error" | "aborted" = "aborted";
  let accounted = false;
  const decorate = (ev: StreamEvent): string => {
    noteFirstByte(ctx);
    usage.track(ev);
    // The usage is journaled before the stream's last event reaches the client (kill -9 loses nothing answered).
    if (ev.type === "message_stop" && !accounted) {
      accounted = true;
      o.account(c, usage, "ok");
    }
    return enc.event(ev, ev.type === "message_delta" && o.wantMeta ? gatewayMetadata(c, 1, o.requested, o.started, o.summary, o.excluded) : null);
  };
  try {
    for (const ev of head) {
      const s = decorate(ev);
      if (s) yield s;
    }
    for (;;) {
      const n = await it.next();
      if (n.done) break;
      const s = decorate(n.value);
      if (s) yield s;
    }
    status = "ok";
    endpointStats().recordSuccess(statsKeyOf(c.endpoint), { latencyMs: 0, outputTokens: usage.outputTokens(), durationMs: Date.now() - o.t0 }, Date.now());
  } catch (err) {
    if (ctx.signal.aborted) return;
    status = "error";
    if (err instanceof UpstreamError) endpointStats().recordFailure(statsKeyOf(c.endpoint), Date.now());
    if (err instanceof UpstreamError && c.endpoint.provider.origin) err.opaque = true;
    const app = err instanceof UpstreamError ? upstreamFailure(err, []) : toAppError(err);
    noteError(ctx, app);
    yield enc.error(app);
  } finally {
    await it.return?.().catch(() => undefined);
    if (!accounted) o.account(c, usage, ctx.signal.aborted ? "aborted" : status);
  }
}

function settleAndRecord(
  ctx: InferenceCtx,
  reservation: Reservation,
  r: {
    c: Candidate | null;
    usage: Usage;
    status: "ok" | "error" | "aborted";
    attempts: AttemptRecord[];
    started: number;
    session: string | null;
    trace: Record<string, string> | null;
    user: string | null;
    requested: string;
    guardrail: GuardrailUsage | null;
    failure?: unknown;
  },
): void {
  const e = r.c?.endpoint;
  const input = r.usage.inputTokens();
  const output = r.usage.outputTokens();
  const cost = e ? costOf(e, r.usage) : 0;
  const isByok = e?.provider.is_byok ?? false;
  // Settled off the response path; a failure is logged, never an unhandled rejection.
  reservation.settle(cost, { isByok }).catch((err: unknown) => logger.warn({ err, requestId: ctx.requestId }, "spend settle failed"));
  recordRequest(ctx, {
    requestId: ctx.requestId,
    orgId: ctx.caller.orgId,
    keyId: ctx.caller.key.id,
    workspaceId: ctx.caller.workspaceId,
    endUser: r.user,
    model: r.c?.model.slug ?? r.requested,
    provider: e?.provider.id ?? "none",
    promptTokens: input,
    completionTokens: output,
    costUsd: cost,
    isByok,
    latencyMs: Date.now() - r.started,
    attempts: Math.max(1, r.attempts.length),
    status: r.status,
    sessionId: r.session,
    trace: r.trace,
    guardrail: r.guardrail,
    attemptLog: r.attempts.length ? attemptLog(r.attempts) : null,
    createdAt: ctx.now(),
  }, r.failure);
}

