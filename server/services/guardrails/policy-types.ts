/**
 * The seam between guardrail records (services/guardrails) and their enforcement at request
 * time (inference). The records service resolves, for an inference key, the guardrails that
 * apply (decisions.md: the key's own or its workspace default, plus its creator's member
 * guardrail) in this shape; inference combines and enforces them. Pure data: no db, no zod.
 */
import type { BuiltinSlug, FilterAction } from "../../content-filters/builtins";

export type ResetInterval = "daily" | "weekly" | "monthly";

export interface BuiltinFilterItem {
  slug: BuiltinSlug;
  action: FilterAction;
  /** regex-prompt-injection only; default user_only */
  scan_scope?: "user_only" | "all_messages";
  label: string;
}

export interface CustomFilterItem {
  pattern: string;
  action: FilterAction;
  label?: string | null;
}

/** Whose spend a guardrail's budget counts (decisions.md: budgets are independent and per entity). */
export type BudgetEntity =
  | { kind: "key"; key_id: number; key_hash: string }
  | { kind: "member"; user_id: string };

export interface GuardrailPolicy {
  id: string;
  /** why it applies to this request */
  source: "key" | "workspace_default" | "member";
  budget_entity: BudgetEntity;
  allowed_models: string[] | null;
  ignored_models: string[] | null;
  allowed_providers: string[] | null;
  ignored_providers: string[] | null;
  /** effective per-vendor ZDR requirements (enforce_zdr already copied in at write time) */
  enforce_zdr_vendor_a: boolean | null;
  enforce_zdr_vendor_b: boolean | null;
  enforce_zdr_vendor_c: boolean | null;
  enforce_zdr_other: boolean | null;
  limit_usd: number | null;
  reset_interval: ResetInterval;
  include_byok_in_budgets: boolean;
  content_filter_builtins: BuiltinFilterItem[] | null;
  content_filters: CustomFilterItem[] | null;
  /** ISO time of the record's last change (part of cache keys) */
  updated_at: string;
}

/** What resolving a key gives: 0 to 2 policies (key-or-default, member). */
export type ApplicableGuardrails = readonly GuardrailPolicy[];
