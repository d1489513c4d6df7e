/**
 * Why a request was refused (answered before any upstream call), as the request log groups it:
 * the error's `reason` for guardrail refusals (403) and a content filter that could not run (503),
 * else the status. A pure module: the console imports the labels.
 */
export const REFUSAL_REASONS = [
  "key_limit",
  "guardrail_budget",
  "model_not_allowed",
  "provider_not_allowed",
  "zdr_required",
  "content_filter",
  "content_filter_unavailable",
  "invalid_request",
  "not_found",
  "rate_limited",
  "other",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const REFUSAL_LABELS: Record<RefusalReason, string> = {
  key_limit: "Key spending limit (402)",
  guardrail_budget: "Guardrail budget (403)",
  model_not_allowed: "Model not allowed by a guardrail (403)",
  provider_not_allowed: "Provider not allowed by a guardrail (403)",
  zdr_required: "Data retention policy (403)",
  content_filter: "Blocked by a content filter (403)",
  content_filter_unavailable: "Content filter could not run (503)",
  invalid_request: "Invalid request (400)",
  not_found: "Unknown model or no endpoint (404)",
  rate_limited: "Rate limited (429)",
  other: "Other",
};

/** The reasons a 403 or 503 row carries in `error.reason` (the rest are told by the status, as their labels say). */
export const ERROR_REASONS: readonly RefusalReason[] = REFUSAL_REASONS.filter((r) => /\((403|503)\)$/.test(REFUSAL_LABELS[r]));
