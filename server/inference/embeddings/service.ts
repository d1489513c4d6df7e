import { ensureLedgerAccepting } from "../../services/usage/ledger";
import { runAttempts, type AttemptRecord } from "../attempts";
import { inferenceContext } from "../context-cache";
import { type InferenceCtx, parseBody, resolveModel, routeModel } from "../context";
import { endpointStats } from "../../catalog/endpoint-stats";
import { applyContentFilters, keyGuardrails, reserveWithGuardrails } from "../guardrails/enforce";
import { NO_GUARDRAILS } from "../guardrails/policy-cache";
import { embeddingSlots } from "../guardrails/texts";
import { newId } from "../ids";
import { noteIoRequest } from "../io-log/capture";
import { adapterFor } from "../providers";
import { attemptLog, noteExplain, recordRequest } from "../request-log";
import { estimateTokens } from "../providers/local/hash-embed";
import type { EmbeddingInputs } from "../providers/types";
import { AppError } from "../../errors/app-error";
import { embeddingsRequest, type EmbeddingsRequest, type EmbeddingsResponse } from "./schemas";

function normalizeInputs(input: EmbeddingsRequest["input"]): EmbeddingInputs {
  if (typeof input === "string") return { kind: "text", items: [input] };
  const first = input[0];
  if (typeof first === "string") return { kind: "text", items: input as string[] };
  if (typeof first === "number") return { kind: "tokens", items: [input as number[]] };
  if (Array.isArray(first)) return { kind: "tokens", items: input as number[][] };
  const parts = input as Array<{ type: "text"; text: string } | { type: "image_url" }>;
  if (parts.some((p) => p.type !== "text")) {
    throw new AppError("INVALID_REQUEST", {
      message: "This gateway's embedding models take text or token input, not images",
      metadata: { issues: [{ field: "input", message: "image input is not supported" }] },
    });
  }
  return { kind: "text", items: parts.map((p) => (p.type === "text" ? p.text : "")) };
}

/** An upper bound of the prompt tokens (no BPE token is shorter than one byte), for the reservation. */
function maxTokens(inputs: EmbeddingInputs): number {
  return inputs.kind === "text"
    ? inputs.items.reduce((n, s) => n + Buffer.byteLength(s, "utf8"), 0)
    : inputs.items.reduce((n, t) => n + t.length, 0);
}

function toBase64(v: number[]): string {
  return Buffer.from(new Float32Array(v).buffer).toString("base64");
}

/**
 * The inputs' texts for the content filters. Token ids are text the filters cannot read: with
 * content filters on, such a request is refused (fail closed) rather than forwarded unread.
 */
function textSlotsOf(inputs: EmbeddingInputs) {
  if (inputs.kind === "tokens") {
    throw new AppError("FORBIDDEN", {
      message: "Blocked by content filter: token input cannot be scanned; send text",
      metadata: { reason: "content_filter" },
    });
  }
  return embeddingSlots(inputs.items);
}

/** POST /embeddings (spec 4.12): parse, plan, guard, reserve, call, settle and record (the pipeline opened its request log). */
export async function createEmbeddings(ctx: InferenceCtx, body: unknown): Promise<EmbeddingsResponse> {
  const req = parseBody(embeddingsRequest, body);
  ensureLedgerAccepting();
  const model = resolveModel(req.model, "embedding", ctx.caller.orgId);
  const inputs = normalizeInputs(req.input);
  // As forwarded: text inputs are the list the content filters redact in place.
  noteIoRequest(ctx, inputs.kind === "text" ? { ...req, input: inputs.items } : req);
  const guard = await keyGuardrails(ctx);
  const excludedOf = (x: Array<{ endpoint: { id: string }; reason: string }>) => x.map((e) => ({ endpoint: e.endpoint.id, reason: e.reason }));
  const routed = await routeModel(ctx, model, req.provider, guard);
  noteExplain(ctx, { requested: model.slug, strategy: routed.strategy, available: routed.ordered.map((e) => e.id), excluded: excludedOf(routed.excluded) });
  const guardrailUsage = guard === NO_GUARDRAILS ? null : applyContentFilters(ctx, guard, () => textSlotsOf(inputs));
  ctx.ioFiltered = true;
  const key = ctx.caller.key;
  const tokenBound = maxTokens(inputs);
  const worst = routed.ordered.reduce((m, e) => Math.max(m, tokenBound * e.pricing.prompt + e.pricing.request), 0);
  const reservation = await reserveWithGuardrails(ctx, guard, worst);
  if (req.user) inferenceContext().registerUser(ctx.db, ctx.caller.orgId, req.user);
  const started = Date.now();
  let outcome: { cost: number; tokens: number; provider: string; attempts: AttemptRecord[]; isByok: boolean; status: "ok" | "error" | "aborted" } = {
    cost: 0,
    tokens: 0,
    provider: routed.ordered[0].provider.id,
    attempts: [],
    isByok: false,
    status: "error",
  };
  let failure: unknown;
  try {
    const { result, endpoint, attempts } = await runAttempts({
      ordered: routed.ordered,
      allowFallbacks: routed.allowFallbacks,
      stats: endpointStats(),
      clock: Date.now,
      signal: ctx.signal,
      attempt: (e) => adapterFor(e.provider).embed(e, { inputs, dimensions: req.dimensions, inputType: req.input_type, user: req.user }, ctx.signal),
    });
    const tokens =
      result.promptTokens >= 0
        ? result.promptTokens
        : inputs.kind === "text"
          ? inputs.items.reduce((n, s) => n + estimateTokens(s), 0)
          : tokenBound;
    const cost = tokens * endpoint.pricing.prompt + endpoint.pricing.request;
    outcome = { cost, tokens, provider: endpoint.provider.id, attempts, isByok: endpoint.provider.is_byok, status: "ok" };
    return {
      id: newId("emb-"),
      object: "list",
      model: model.slug,
      data: result.vectors.map((v, index) => ({
        object: "embedding" as const,
        index,
        embedding: req.encoding_format === "base64" ? toBase64(v) : v,
      })),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    };
  } catch (err) {
    if (ctx.signal.aborted) outcome.status = "aborted";
    failure = err;
    throw err;
  } finally {
    // Journaled (durable) before the response is written: the transport writes after this returns.
    recordRequest(ctx, {
      requestId: ctx.requestId,
      orgId: ctx.caller.orgId,
      keyId: key.id,
      workspaceId: ctx.caller.workspaceId,
      endUser: req.user ?? null,
      model: model.slug,
      provider: outcome.provider,
      promptTokens: outcome.tokens,
      completionTokens: 0,
      costUsd: outcome.cost,
      isByok: outcome.isByok,
      latencyMs: Date.now() - started,
      attempts: Math.max(1, outcome.attempts.length),
      status: outcome.status,
      guardrail: guardrailUsage,
      attemptLog: outcome.attempts.length ? attemptLog(outcome.attempts) : null,
      createdAt: ctx.now(),
    }, failure);
    await reservation.settle(outcome.cost, { isByok: outcome.isByok });
  }
}
