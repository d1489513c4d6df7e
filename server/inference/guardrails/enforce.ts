import { SCAN_BUDGET_BASE_MS, SCAN_BUDGET_MS_PER_KB, ScanBudgetError, scanTexts, type CompiledFilter, type FilterSet, type ScanResult } from "../../content-filters/scan";
import { AppError } from "../../errors/app-error";
import { logger } from "../../logger";
import { budgetKeyOf, reserveSpend, type Reservation } from "../../services/spend/budget";
import { bothReservations, reserveGuardrailBudgets } from "../../services/spend/guardrail-budget";
import type { InferenceCtx } from "../context";
import { noteGuardrailScores } from "../request-log";
import { guardrailCache, type KeyGuardrails } from "./policy-cache";
import type { WritableSlot } from "./texts";

/** What a request's usage record keeps of its content filtering: counts per filter, never the matched text. */
export interface GuardrailUsage {
  flags: Record<string, number>;
  redactions: Record<string, number>;
  /** Scored filters that matched (the prompt-injection model): the highest score, 0..1. */
  scores?: Record<string, number>;
}

/** The key's combined guardrails (cached; NO_GUARDRAILS when nothing applies). */
export function keyGuardrails(ctx: InferenceCtx): Promise<KeyGuardrails> {
  return guardrailCache().get(ctx.db, ctx.caller.key);
}

/** keyGuardrails without a promise while the policy is cached (undefined: await keyGuardrails). */
export function cachedKeyGuardrails(ctx: InferenceCtx): KeyGuardrails | undefined {
  return guardrailCache().peek(ctx.db, ctx.caller.key);
}

/** What a refusal names: a builtin's slug, a custom filter's label, or "custom pattern #n". */
export function filterDisplayName(name: CompiledFilter["name"]): string {
  if (!name.startsWith("custom:")) return name;
  const rest = name.slice("custom:".length);
  return /^#\d+$/.test(rest) ? `custom pattern ${rest}` : rest;
}

function filterUnavailable(requestId: string, detail: unknown): AppError {
  logger.error({ requestId, err: detail instanceof Error ? detail.message : String(detail) }, "content filter could not run: request refused");
  return new AppError("SERVICE_UNAVAILABLE", {
    message: "Content filter could not run; the request was not forwarded",
    metadata: { reason: "content_filter_unavailable" },
  });
}

/**
 * The most text (UTF-16 characters, all scanned slots together) the content filters scan per
 * request (issue 21 item 4): about 60 ms of event loop with every builtin and a custom pattern
 * (docs/decisions.md "Request size limits"). A request of a key with content filters whose text
 * is longer is refused with a 413 before anything is scanned, reserved or sent.
 */
export const CONTENT_FILTER_SCAN_LIMIT = 1024 * 1024;

function scanLimitExceeded(total: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", {
    message: `Request text too large for content filtering: at most ${CONTENT_FILTER_SCAN_LIMIT} characters are scanned per request`,
    metadata: { reason: "content_filter_scan_limit", limit_chars: CONTENT_FILTER_SCAN_LIMIT, text_chars: total },
  });
}

/**
 * A text the filters could not finish within the scan budget (scan.ts: SCAN_BUDGET_BASE_MS + SCAN_BUDGET_MS_PER_KB
 * per KiB; only crafted text gets there): the cap's 413, same reason and metadata, the request refused before
 * anything is reserved or sent (never forwarded with part of its text unread). A 4xx, not the 503 of a filter that
 * cannot run: the text is at fault, and less of it passes.
 */
function scanBudgetExceeded(requestId: string, err: ScanBudgetError): AppError {
  logger.warn({ requestId, filter: err.filter, chars: err.chars, budgetMs: Math.round(err.budgetMs) }, "content filter scan budget exceeded: request refused");
  return new AppError("PAYLOAD_TOO_LARGE", {
    message: `Request text too costly for content filtering: the scan stopped at its budget (${SCAN_BUDGET_BASE_MS} ms + ${SCAN_BUDGET_MS_PER_KB} ms per KiB); send less text`,
    metadata: { reason: "content_filter_scan_limit", limit_chars: CONTENT_FILTER_SCAN_LIMIT, text_chars: err.chars },
  });
}

/**
 * Run the key's content filters over the request's texts before anything leaves the gateway:
 * a blocking match is a 403; redactions are written back into the request; flags pass. A
 * filter that cannot run (does not compile, or throws) refuses the request with a 503, a scan past its time
 * budget with the scan cap's 413: text is never forwarded unfiltered. Returns the counts for the usage record, or null when none.
 */
export function applyContentFilters(ctx: InferenceCtx, g: KeyGuardrails, slots: () => WritableSlot[]): GuardrailUsage | null {
  if (g.filterError) throw filterUnavailable(ctx.requestId, g.filterError.message);
  if (!g.filters) return null;
  const s = slots();
  return decide(ctx, scanOrRefuse(ctx, g.filters, s), s, null);
}

/** The scan cap, then the scan: a scan past its budget is the cap's 413, a filter that throws a 503. */
function scanOrRefuse(ctx: InferenceCtx, set: FilterSet, s: readonly WritableSlot[]): ScanResult {
  let total = 0;
  for (const slot of s) total += slot.text.length;
  if (total > CONTENT_FILTER_SCAN_LIMIT) throw scanLimitExceeded(total);
  try {
    return scanTexts(set, s);
  } catch (err) {
    if (err instanceof ScanBudgetError) throw scanBudgetExceeded(ctx.requestId, err);
    throw filterUnavailable(ctx.requestId, err);
  }
}

/**
 * A blocking match is a 403 (the scores, with `flagScores()`'s, noted for the refusal's row); else
 * redactions are written back, and the usage record's part returned.
 */
function decide(ctx: InferenceCtx, r: ScanResult, s: readonly WritableSlot[], flagScores: (() => Record<string, number>) | null): GuardrailUsage | null {
  if (r.blockedBy !== null) {
    const scores = flagScores ? { ...r.scores, ...flagScores() } : r.scores;
    if (any(scores)) noteGuardrailScores(ctx, scores);
    throw new AppError("FORBIDDEN", { message: `Blocked by content filter: ${filterDisplayName(r.blockedBy)}`, metadata: { reason: "content_filter" } });
  }
  for (let i = 0; i < s.length; i++) if (r.texts[i] !== s[i].text) s[i].set(r.texts[i]);
  return usageOf(r.flags, r.redactions, r.scores);
}

const any = (o: Record<string, number>): boolean => Object.keys(o).length > 0;

/** The usage record's part of a scan: null when nothing was flagged or redacted. */
function usageOf(flags: Record<string, number>, redactions: Record<string, number>, scores: Record<string, number>): GuardrailUsage | null {
  if (!any(flags) && !any(redactions)) return null;
  return any(scores) ? { flags, redactions, scores } : { flags, redactions };
}

/** A filter set split by what its filters do: block and redact decide what is sent; flag only records. */
const splits = new WeakMap<FilterSet, { decides: FilterSet; records: FilterSet }>();
function splitByAction(set: FilterSet): { decides: FilterSet; records: FilterSet } {
  let s = splits.get(set);
  if (!s) {
    s = { decides: set.filter((f) => f.action !== "flag"), records: set.filter((f) => f.action === "flag") };
    splits.set(set, s);
  }
  return s;
}

/**
 * applyContentFilters for a request about to be sent upstream, with its flag-only filters (the
 * prompt-injection model at `flag`, custom patterns at `flag`) off the response path: they cannot change
 * what is sent nor refuse it, so they read the request's texts (as they were before any redaction) once
 * it has left (two turns of the event loop later), while the upstream works, instead of before. The scan cap
 * and the blocking and redacting filters apply now, exactly as in applyContentFilters (403, 413, 503, redaction written back). Returns
 * the usage record's part, to be read when the request is recorded; reading it finishes the flag scan if
 * it has not run yet. A blocked request runs its flag scan before it is refused (its row keeps the score).
 * A flag scan that throws or passes its budget is logged, and the request, already sent, records no flag.
 */
export function applyContentFiltersDeferringFlags(ctx: InferenceCtx, g: KeyGuardrails, slots: () => WritableSlot[]): () => GuardrailUsage | null {
  const split = g.filters && !g.filterError ? splitByAction(g.filters) : null;
  if (!split || split.records.length === 0) {
    const u = applyContentFilters(ctx, g, slots);
    return () => u;
  }
  const { decides, records } = split;
  const s = slots();
  const originals = s.map((x) => ({ origin: x.origin, text: x.text }));
  let flagged: ScanResult | null | undefined;
  const runFlags = (): ScanResult | null => {
    if (flagged === undefined) {
      try {
        flagged = scanTexts(records, originals);
      } catch (err) {
        logger.warn({ requestId: ctx.requestId, err: err instanceof Error ? err.message : String(err) }, "flag-only content filters could not finish; the request was already sent");
        flagged = null;
      }
    }
    return flagged;
  };
  const decided = decide(ctx, scanOrRefuse(ctx, decides, s), s, () => runFlags()?.scores ?? {});
  // Two turns of the event loop: the upstream request is written in a check phase too (undici writes to an idle
  // keep-alive socket from a setImmediate queued when the request is dispatched, after this one), so a single
  // setImmediate would scan before the request has left.
  setImmediate(() => setImmediate(runFlags));
  return () => {
    const f = runFlags();
    if (!f) return decided;
    return usageOf({ ...decided?.flags, ...f.flags }, decided?.redactions ?? {}, { ...decided?.scores, ...f.scores });
  };
}

/**
 * Reserve the estimate against the key's own limit (402) and then every guardrail budget (403);
 * a guardrail refusal releases the key's reservation, so a refused request holds nothing.
 */
export async function reserveWithGuardrails(ctx: InferenceCtx, guard: KeyGuardrails, estimateUsd: number): Promise<Reservation> {
  const now = ctx.now();
  const own = await reserveSpend({ db: ctx.db, key: budgetKeyOf(ctx.caller.key), estimateUsd, now });
  if (guard.policy.budgets.length === 0) return own;
  try {
    return bothReservations(own, await reserveGuardrailBudgets({ db: ctx.db, orgId: ctx.caller.orgId, budgets: guard.policy.budgets, estimateUsd, now }));
  } catch (err) {
    await own.settle(0);
    throw err;
  }
}
