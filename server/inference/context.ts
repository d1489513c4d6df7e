import type { Caller } from "../auth/authenticate";
import type { CachedKey } from "../auth/key-cache";
import type { Db } from "../db";
import { AppError } from "../errors/app-error";
import { invalidRequest, zodIssues } from "../errors/normalize";
import type { z } from "zod";
import { catalog, type Endpoint, type ModelConfig } from "../catalog/catalog";
import { inferenceContext, type WorkspaceSort } from "./context-cache";
import { endpointStats } from "../catalog/endpoint-stats";
import type { ProviderPreferences } from "./provider-preferences";
import type { KeyGuardrails } from "./guardrails/policy-cache";
import { GUARDRAIL_REFUSAL_MESSAGES, routeEndpoints, type RoutingResult } from "./routing";

/** What every inference request carries, whatever the transport. */
export interface InferenceCtx {
  db: Db;
  caller: Caller & { key: CachedKey };
  requestId: string;
  signal: AbortSignal;
  now: () => Date;
  random: () => number;
  headers: (name: string) => string | undefined;
  /** Set on each step of a server-tool loop (server-tools/loop.ts): its ledger row says which. */
  loop?: { parentRequestId: string; step: number };
  /** The inference route (metrics: a stream's mid-way error counts for it). */
  route?: string;
  /** The parsed request, redactions written in (I/O logging keeps it: io-log/capture.ts). */
  ioRequest?: object;
  /** Set once the key's content filters have run over the request (or none apply): only then may I/O logging keep it. */
  ioFiltered?: boolean;
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidRequest(zodIssues(parsed.error.issues));
  return parsed.data;
}

/** The model by slug or canonical slug, of the wanted kind, in the organization's view: unknown → 404, wrong kind → 400. */
export function resolveModel(slug: string, kind: ModelConfig["kind"], orgId?: string): ModelConfig {
  const model = catalog(orgId).bySlug.get(slug);
  if (!model) throw new AppError("NOT_FOUND", { metadata: { model: slug, reason: "unknown model" } });
  if (model.kind !== kind) {
    throw new AppError("INVALID_REQUEST", {
      message: `Model '${slug}' is a ${model.kind} model, not ${kind === "embedding" ? "an embedding" : "a chat"} model`,
      metadata: { issues: [{ field: "model", message: `not a ${kind} model` }] },
    });
  }
  return model;
}

const REFUSAL_REASONS = { model: "model_not_allowed", provider: "provider_not_allowed", zdr: "zdr_required" } as const;

/**
 * Route a model's endpoints with the key's guardrails, the request's preferences and the key's
 * workspace default sort. Nothing left because of a guardrail → 403; otherwise none left → 404
 * (as OpenRouter answers "No endpoints found …"): the request's own preferences excluded every
 * endpoint, so it is the client's to change, not a server fault (a 5xx).
 */
export async function routeModel(ctx: InferenceCtx, model: ModelConfig, prefs: ProviderPreferences | undefined, guardrails?: KeyGuardrails): Promise<RoutingResult> {
  const cache = inferenceContext();
  const hit = cache.cachedWorkspaceSort(ctx.db, ctx.caller.workspaceId);
  return routeModelSorted(ctx, model, prefs, guardrails, hit === undefined ? await cache.workspaceSort(ctx.db, ctx.caller.workspaceId) : hit);
}

/**
 * BYOK (issue 25 item 4): a workspace's own providers serve only its keys; where the key's
 * workspace has one for the model, it comes first, or alone when one of them is `byok_only`.
 */
function workspaceEndpoints(all: Endpoint[], workspaceId: string | null): { endpoints: Endpoint[]; own: boolean } {
  const own = all.filter((e) => e.provider.origin?.workspaceId && e.provider.origin.workspaceId === workspaceId);
  const shared = all.filter((e) => !e.provider.origin?.workspaceId);
  if (own.length === 0) return { endpoints: shared, own: false };
  return { endpoints: own.some((e) => e.provider.origin?.byokOnly) ? own : [...own, ...shared], own: true };
}

/** routeModel with the workspace's default sort already known (no promise: the hot path's cached case). */
export function routeModelSorted(
  ctx: InferenceCtx,
  model: ModelConfig,
  prefs: ProviderPreferences | undefined,
  guardrails: KeyGuardrails | undefined,
  defaultSort: WorkspaceSort,
): RoutingResult {
  const cat = catalog(ctx.caller.orgId);
  const all: Endpoint[] = cat.endpoints.get(model.slug) ?? [];
  const byok = all.some((e) => e.provider.origin?.workspaceId) ? workspaceEndpoints(all, ctx.caller.workspaceId) : null;
  const endpoints = byok ? byok.endpoints : all;
  const routed = routeEndpoints({
    endpoints,
    prefs,
    guardrails: guardrails?.policy.routing ?? null,
    vendors: cat.vendors,
    defaultSort,
    stats: endpointStats(),
    now: ctx.now().getTime(),
    random: ctx.random,
  });
  // BYOK: the workspace's own credentials first (routing's order among them kept), then the rest.
  if (byok?.own) routed.ordered = [...routed.ordered.filter((e) => e.provider.origin?.workspaceId), ...routed.ordered.filter((e) => !e.provider.origin?.workspaceId)];
  if (routed.guardrailRefusal) {
    throw new AppError("FORBIDDEN", { message: GUARDRAIL_REFUSAL_MESSAGES[routed.guardrailRefusal], metadata: { reason: REFUSAL_REASONS[routed.guardrailRefusal] } });
  }
  if (routed.ordered.length === 0) {
    throw new AppError("NOT_FOUND", {
      message: `No endpoint available for model '${model.slug}'`,
      metadata: { model: model.slug, excluded: routed.excluded.map((x) => ({ endpoint: x.endpoint.id, reason: x.reason })) },
    });
  }
  return routed;
}

/** The max_tokens a request without one is read with (chat/completions, responses). */
export const DEFAULT_MAX_TOKENS = 4096;

/**
 * Without a max_tokens, the output bound the spend reservation assumes: the largest
 * max_completion_tokens among the requested models' endpoints (DEFAULT_MAX_TOKENS where none is set).
 */
export function outputBound(req: { model?: string | null; models?: string[] | null; fallbacks?: Array<{ model: string }> | null }, orgId?: string): number {
  const c = catalog(orgId);
  const slugs = req.models ?? [req.model ?? "", ...(req.fallbacks ?? []).map((f) => f.model)];
  let bound = 0;
  for (const slug of slugs) {
    const model = c.bySlug.get(slug);
    for (const e of model ? (c.endpoints.get(model.slug) ?? []) : []) bound = Math.max(bound, e.maxCompletionTokens ?? DEFAULT_MAX_TOKENS);
  }
  return bound || DEFAULT_MAX_TOKENS;
}
