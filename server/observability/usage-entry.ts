/**
 * The ledger's record of one inference request. Its shape lives here, below the services: the
 * request metrics and broadcast spans read it, the usage ledger (services/usage) writes it.
 */

import { z } from "zod";

/** One inference request, as the usage ledger records it. */
export interface UsageEntry {
  requestId: string;
  orgId: string;
  keyId: number;
  workspaceId: string | null;
  endUser: string | null;
  model: string;
  provider: string;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
  isByok: boolean;
  latencyMs: number | null;
  attempts: number;
  /** refused: answered 4xx before any upstream call (cost 0; not billed: left out of the billing rollups). */
  status: UsageStatus;
  sessionId?: string | null;
  /** Known trace keys only (trace_id, trace_name, span_name, generation_name, parent_span_id). */
  trace?: Record<string, string> | null;
  /** What guardrails did to the request's content: counts per filter, never the matched text. */
  guardrail?: GuardrailOutcome | null;
  /** The HTTP status the client got (200 for a stream that failed after its first byte). */
  httpStatus?: number | null;
  /** Time to the first byte of the answer (ms). */
  ttfbMs?: number | null;
  /** Every upstream attempt, in order (the request log's fallback list). */
  attemptLog?: AttemptLogItem[] | null;
  /** The route explain (what X-Gateway-Metadata shows). */
  explain?: RouteExplain | null;
  /** Why the request failed or was refused. */
  error?: { code: number; message: string; reason: string | null } | null;
  /** Server-tool loop: the client's request id all steps share, and this row's step (1, 2, ...). */
  loop?: { parentRequestId: string; step: number } | null;
  createdAt: Date;
}

export type UsageStatus = "ok" | "error" | "aborted" | "refused";

export interface GuardrailOutcome {
  flags: Record<string, number>;
  redactions: Record<string, number>;
  /** Set when a guardrail refused the request: its reason code (spec metadata.reason) and message. */
  refused?: { reason: string; message: string } | null;
  /** Scored content filters that matched (the prompt-injection model): the highest score, 0..1. */
  scores?: Record<string, number>;
}

export interface AttemptLogItem {
  provider: string;
  endpoint: string;
  /** The upstream's HTTP status, or null (timeout, connection). */
  status: number | null;
  /** Why the attempt did not answer (null: it answered). */
  reason: string | null;
  latency_ms: number;
}

/** The route explain as the ledger stores it and the generation API answers it. */
export const routeExplainSchema = z.object({
  requested: z.string(),
  strategy: z.string().nullable(),
  available: z.array(z.string()),
  excluded: z.array(z.object({ endpoint: z.string(), reason: z.string() })),
});
export type RouteExplain = z.infer<typeof routeExplainSchema>;
