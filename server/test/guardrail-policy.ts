import type { GuardrailPolicy } from "../services/guardrails/policy-types";

/** A key's guardrail policy with no rules (every field null or its default), with `over` applied. */
export function guardrailPolicy(over: Partial<GuardrailPolicy> = {}): GuardrailPolicy {
  return {
    id: "g0",
    source: "key",
    budget_entity: { kind: "key", key_id: 1, key_hash: "h1" },
    allowed_models: null, ignored_models: null,
    allowed_providers: null, ignored_providers: null,
    enforce_zdr_vendor_a: null, enforce_zdr_vendor_b: null, enforce_zdr_vendor_c: null, enforce_zdr_other: null,
    limit_usd: null, reset_interval: "monthly", include_byok_in_budgets: false,
    content_filter_builtins: null, content_filters: null,
    updated_at: "2026-11-25T00:00:00Z",
    ...over,
  };
}
