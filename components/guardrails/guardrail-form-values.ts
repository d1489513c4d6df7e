import type { CreateGuardrailInput, GuardrailRecord, UpdateGuardrailInput } from "@/server/services/guardrails/schemas";

export type FilterAction = "block" | "redact" | "flag";
export type ScanScope = "user_only" | "all_messages";
export type ResetInterval = GuardrailRecord["reset_interval"];
export const RESET_INTERVALS: readonly ResetInterval[] = ["daily", "weekly", "monthly"];
export const ZDR_GROUPS = ["vendor_a", "vendor_b", "vendor_c", "other"] as const;
export type ZdrGroup = (typeof ZDR_GROUPS)[number];

/** A builtin filter as the form offers it (the server's list, in its order). */
export interface BuiltinOption {
  slug: string;
  label: string;
  actions: FilterAction[];
}

/**
 * What the form's inputs hold. Lists are plain arrays of catalog ids; `*_on` says whether an
 * allow-list applies at all (off: null, no restriction; on with nothing chosen: [] allows
 * nothing). Every builtin has a row (enabled or not); custom rows are sent as they are, so a
 * save's issue `content_filters.<i>.pattern` points at row i.
 */
export interface GuardrailFormValues {
  name: string;
  description: string;
  allowed_models_on: boolean;
  allowed_models: string[];
  ignored_models: string[];
  allowed_providers_on: boolean;
  allowed_providers: string[];
  ignored_providers: string[];
  zdr: Record<ZdrGroup, boolean>;
  limit_usd: string;
  reset_interval: ResetInterval;
  include_byok_in_budgets: boolean;
  builtins: { slug: string; enabled: boolean; action: FilterAction; scan_scope: ScanScope }[];
  custom: { pattern: string; action: FilterAction; label: string }[];
}

export function emptyGuardrailForm(builtins: BuiltinOption[]): GuardrailFormValues {
  return {
    name: "",
    description: "",
    allowed_models_on: false,
    allowed_models: [],
    ignored_models: [],
    allowed_providers_on: false,
    allowed_providers: [],
    ignored_providers: [],
    zdr: { vendor_a: false, vendor_b: false, vendor_c: false, other: false },
    limit_usd: "",
    reset_interval: "monthly",
    include_byok_in_budgets: false,
    builtins: builtins.map((b) => ({ slug: b.slug, enabled: false, action: b.actions[0] ?? "block", scan_scope: "user_only" })),
    custom: [],
  };
}

export function formValuesOf(g: GuardrailRecord, builtins: BuiltinOption[]): GuardrailFormValues {
  const on = new Map((g.content_filter_builtins ?? []).map((b) => [b.slug, b]));
  return {
    name: g.name,
    description: g.description ?? "",
    allowed_models_on: g.allowed_models !== null,
    allowed_models: g.allowed_models ?? [],
    ignored_models: g.ignored_models ?? [],
    allowed_providers_on: g.allowed_providers !== null,
    allowed_providers: g.allowed_providers ?? [],
    ignored_providers: g.ignored_providers ?? [],
    zdr: {
      vendor_a: g.enforce_zdr_vendor_a === true,
      vendor_b: g.enforce_zdr_vendor_b === true,
      vendor_c: g.enforce_zdr_vendor_c === true,
      other: g.enforce_zdr_other === true,
    },
    limit_usd: g.limit_usd === null ? "" : String(g.limit_usd),
    reset_interval: g.reset_interval,
    include_byok_in_budgets: g.include_byok_in_budgets,
    builtins: builtins.map((b) => {
      const cur = on.get(b.slug as never);
      return {
        slug: b.slug,
        enabled: cur !== undefined,
        action: cur?.action ?? b.actions[0] ?? "block",
        scan_scope: cur?.scan_scope ?? "user_only",
      };
    }),
    custom: (g.content_filters ?? []).map((c) => ({ pattern: c.pattern, action: c.action, label: c.label ?? "" })),
  };
}

/** The writable fields as the API takes them (create and update share them; workspace is create-only). */
export type GuardrailFields = Required<Omit<UpdateGuardrailInput, "enforce_zdr">>;

/** "" is no limit; anything else must be a number (NaN is caught by the form first). */
export function limitOf(text: string): number | null {
  const t = text.trim();
  return t === "" ? null : Number(t);
}

/**
 * The form in the API's shape. A ZDR switch that is off sends null (no requirement), except
 * when the stored value was an explicit false, which stays false (nothing changed).
 */
export function toInput(v: GuardrailFormValues, original?: GuardrailRecord): GuardrailFields {
  const zdr = (group: ZdrGroup, stored: boolean | null | undefined) => (v.zdr[group] ? true : stored === false ? false : null);
  const builtins = v.builtins
    .filter((b) => b.enabled)
    .map((b) => ({ slug: b.slug, action: b.action, ...(b.slug === "regex-prompt-injection" ? { scan_scope: b.scan_scope } : {}) }));
  return {
    name: v.name.trim(),
    description: v.description.trim() === "" ? null : v.description,
    allowed_models: v.allowed_models_on ? v.allowed_models : null,
    ignored_models: v.ignored_models.length ? v.ignored_models : null,
    allowed_providers: v.allowed_providers_on ? v.allowed_providers : null,
    ignored_providers: v.ignored_providers.length ? v.ignored_providers : null,
    enforce_zdr_vendor_a: zdr("vendor_a", original?.enforce_zdr_vendor_a),
    enforce_zdr_vendor_b: zdr("vendor_b", original?.enforce_zdr_vendor_b),
    enforce_zdr_vendor_c: zdr("vendor_c", original?.enforce_zdr_vendor_c),
    enforce_zdr_other: zdr("other", original?.enforce_zdr_other),
    limit_usd: limitOf(v.limit_usd),
    reset_interval: v.reset_interval,
    include_byok_in_budgets: v.include_byok_in_budgets,
    content_filter_builtins: (builtins.length ? builtins : null) as GuardrailFields["content_filter_builtins"],
    content_filters: v.custom.length ? v.custom.map((c) => ({ pattern: c.pattern, action: c.action, label: c.label.trim() === "" ? null : c.label.trim() })) : null,
  };
}

export function toCreateInput(v: GuardrailFormValues, workspaceId: string): CreateGuardrailInput {
  return { ...toInput(v), workspace_id: workspaceId };
}

/**
 * PATCH semantics: only the fields whose value differs from the stored record's, both read
 * through the same form mapping (so a field the form cannot express differently is not sent).
 */
export function changedFields(original: GuardrailRecord, next: GuardrailFields, builtins: BuiltinOption[]): UpdateGuardrailInput {
  const before = toInput(formValuesOf(original, builtins), original);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof GuardrailFields)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) out[key] = next[key];
  }
  return out as UpdateGuardrailInput;
}

/** Where a save's 400 issue belongs in the form: a field key the form renders next to its input. */
export function issueTarget(field: string, sent: Partial<GuardrailFields>): string {
  const [head, index, sub] = field.split(".");
  if (head === "content_filter_builtins" && index !== undefined) {
    const slug = sent.content_filter_builtins?.[Number(index)]?.slug;
    return slug ? `builtin:${slug}` : "content_filter_builtins";
  }
  if (head === "content_filters" && index !== undefined) return `custom.${index}.${sub ?? "pattern"}`;
  if (head?.startsWith("enforce_zdr")) return "zdr";
  return head ?? "form";
}
