import type { BuiltinFilter, CustomFilter } from "../../content-filters/scan";
import type { ApplicableGuardrails, BudgetEntity, GuardrailPolicy, ResetInterval } from "../../services/guardrails/policy-types";
import type { VendorGroup } from "../../catalog/catalog";

/**
 * Combining the guardrails that apply to a key (decisions.md "Guardrails": the key's own or its
 * workspace default, plus its creator's member guardrail) into one policy. Pure.
 *
 * - allowed_models / allowed_providers intersect: an endpoint must be in every non-null list
 *   (kept as one set per guardrail, so a slug in one and the canonical slug in another still
 *   meet); null places no restriction, an empty list allows nothing (decisions.md, as the
 *   records service keeps it).
 * - ignored_models / ignored_providers unite.
 * - A ZDR requirement for a vendor group holds if any guardrail requires it.
 * - Content filters unite (scan.ts: a builtin named twice keeps its strongest action; on one
 *   text block > redact > flag).
 * - Budgets stay independent, one per guardrail with a limit, each counting its own entity.
 */

export interface GuardrailRouting {
  /** One set per guardrail that restricts models (slugs and canonical slugs, lower case). */
  allowedModels: ReadonlyArray<ReadonlySet<string>>;
  ignoredModels: ReadonlySet<string>;
  /** One set per guardrail that restricts providers (provider ids, lower case). */
  allowedProviders: ReadonlyArray<ReadonlySet<string>>;
  ignoredProviders: ReadonlySet<string>;
  zdr: Readonly<Record<VendorGroup, boolean>>;
}

export interface GuardrailBudget {
  guardrailId: string;
  entity: BudgetEntity;
  limitUsd: number;
  reset: ResetInterval;
  includeByok: boolean;
}

export interface CombinedPolicy {
  /** null: no guardrail restricts routing. */
  routing: GuardrailRouting | null;
  budgets: readonly GuardrailBudget[];
  builtins: readonly BuiltinFilter[];
  customs: readonly CustomFilter[];
}

export const EMPTY_POLICY: CombinedPolicy = Object.freeze({ routing: null, budgets: [], builtins: [], customs: [] });

const lowerSet = (xs: readonly string[]): Set<string> => new Set(xs.map((x) => x.toLowerCase()));
const restricts = (xs: readonly string[] | null): xs is string[] => xs !== null;

export function combineGuardrails(policies: ApplicableGuardrails): CombinedPolicy {
  if (policies.length === 0) return EMPTY_POLICY;
  const allowedModels: Set<string>[] = [];
  const allowedProviders: Set<string>[] = [];
  const ignoredModels = new Set<string>();
  const ignoredProviders = new Set<string>();
  const zdr: Record<VendorGroup, boolean> = { vendor_a: false, vendor_b: false, vendor_c: false, other: false };
  const budgets: GuardrailBudget[] = [];
  const builtins: BuiltinFilter[] = [];
  const customs: CustomFilter[] = [];
  const seenCustom = new Set<string>();

  for (const g of policies) {
    if (restricts(g.allowed_models)) allowedModels.push(lowerSet(g.allowed_models));
    if (restricts(g.allowed_providers)) allowedProviders.push(lowerSet(g.allowed_providers));
    for (const m of g.ignored_models ?? []) ignoredModels.add(m.toLowerCase());
    for (const p of g.ignored_providers ?? []) ignoredProviders.add(p.toLowerCase());
    zdr.vendor_a ||= g.enforce_zdr_vendor_a === true;
    zdr.vendor_b ||= g.enforce_zdr_vendor_b === true;
    zdr.vendor_c ||= g.enforce_zdr_vendor_c === true;
    zdr.other ||= g.enforce_zdr_other === true;
    if (g.limit_usd !== null) budgets.push(budgetOf(g, g.limit_usd));
    for (const b of g.content_filter_builtins ?? []) builtins.push({ slug: b.slug, action: b.action, scan_scope: b.scan_scope ?? null });
    for (const c of g.content_filters ?? []) {
      const id = `${c.action}\u0000${c.label ?? ""}\u0000${c.pattern}`;
      if (seenCustom.has(id)) continue;
      seenCustom.add(id);
      customs.push({ pattern: c.pattern, action: c.action, label: c.label ?? null });
    }
  }

  const hasRouting =
    allowedModels.length > 0 || allowedProviders.length > 0 || ignoredModels.size > 0 || ignoredProviders.size > 0 || zdr.vendor_a || zdr.vendor_b || zdr.vendor_c || zdr.other;
  if (!hasRouting && budgets.length === 0 && builtins.length === 0 && customs.length === 0) return EMPTY_POLICY;
  return {
    routing: hasRouting ? { allowedModels, ignoredModels, allowedProviders, ignoredProviders, zdr } : null,
    budgets,
    builtins,
    customs,
  };
}

function budgetOf(g: GuardrailPolicy, limitUsd: number): GuardrailBudget {
  return { guardrailId: g.id, entity: g.budget_entity, limitUsd, reset: g.reset_interval, includeByok: g.include_byok_in_budgets };
}
