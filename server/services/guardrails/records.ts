import { Prisma, type Guardrail } from "../../../generated/prisma/client.ts";
import { BUILTIN_SLUGS, BUILTINS, type BuiltinSlug, type FilterAction } from "../../content-filters/builtins";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Catalog } from "../../catalog/catalog";
import { isUuid } from "../workspaces/shared";
import type { BuiltinFilterItem, CustomFilterItem, ResetInterval } from "./policy-types";
import { FILTER_ACTIONS, RESET_INTERVALS, type GuardrailFieldsInput, type GuardrailRecord, ZDR_FIELDS } from "./schemas";

/** The guardrail columns as stored (a Prisma row, or a raw row of the same table). */
export type GuardrailRow = Omit<Guardrail, "limit_usd"> & { limit_usd: Prisma.Decimal | number | string | null };

const isAction = (v: unknown): v is FilterAction => FILTER_ACTIONS.some((a) => a === v);
const isSlug = (v: unknown): v is BuiltinSlug => BUILTIN_SLUGS.some((s) => s === v);

export function stringsFromJson(v: Prisma.JsonValue | null): string[] | null {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : null;
}

export function builtinsFromJson(v: Prisma.JsonValue | null): BuiltinFilterItem[] | null {
  if (!Array.isArray(v)) return null;
  const out: BuiltinFilterItem[] = [];
  for (const item of v) {
    if (!item || typeof item !== "object" || Array.isArray(item)) continue;
    const { slug, action, scan_scope } = item;
    if (!isSlug(slug) || !isAction(action)) continue;
    out.push({
      slug,
      action,
      ...(slug === "regex-prompt-injection" ? { scan_scope: scan_scope === "all_messages" ? "all_messages" : "user_only" } : {}),
      label: BUILTINS[slug].label,
    });
  }
  return out;
}

export function customFromJson(v: Prisma.JsonValue | null): Array<CustomFilterItem & { label: string | null }> | null {
  if (!Array.isArray(v)) return null;
  const out: Array<CustomFilterItem & { label: string | null }> = [];
  for (const item of v) {
    if (!item || typeof item !== "object" || Array.isArray(item)) continue;
    const { pattern, action, label } = item;
    if (typeof pattern !== "string" || !isAction(action)) continue;
    out.push({ pattern, action, label: typeof label === "string" ? label : null });
  }
  return out;
}

export function asResetInterval(v: string): ResetInterval {
  return RESET_INTERVALS.find((r) => r === v) ?? "monthly";
}

const usd = (v: GuardrailRow["limit_usd"]) => (v === null ? null : Math.round(Number(v) * 1e10) / 1e10);
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toGuardrailRecord(g: GuardrailRow): GuardrailRecord {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    workspace_id: g.workspace_id,
    allowed_models: stringsFromJson(g.allowed_models),
    ignored_models: stringsFromJson(g.ignored_models),
    allowed_providers: stringsFromJson(g.allowed_providers),
    ignored_providers: stringsFromJson(g.ignored_providers),
    enforce_zdr: g.enforce_zdr,
    enforce_zdr_vendor_a: g.enforce_zdr_vendor_a,
    enforce_zdr_vendor_b: g.enforce_zdr_vendor_b,
    enforce_zdr_vendor_c: g.enforce_zdr_vendor_c,
    enforce_zdr_other: g.enforce_zdr_other,
    limit_usd: usd(g.limit_usd),
    reset_interval: asResetInterval(g.reset_interval),
    include_byok_in_budgets: g.include_byok_in_budgets,
    allowed_data_regions: null,
    content_filter_builtins: builtinsFromJson(g.content_filter_builtins),
    content_filters: customFromJson(g.content_filters),
    created_at: iso(g.created_at),
    updated_at: iso(g.updated_at),
  };
}

/** A guardrail of the caller's organization; anything else (another organization's, not a UUID) is 404. */
export async function findGuardrail(db: Db, orgId: string, id: string): Promise<Guardrail> {
  const g = isUuid(id) ? await db.guardrail.findFirst({ where: { id: id.toLowerCase(), org_id: orgId } }) : null;
  if (!g) throw new AppError("NOT_FOUND");
  return g;
}

/** Models (slug or canonical_slug) and providers must be in the catalog: each unknown one is an issue. */
export function catalogIssues(input: GuardrailFieldsInput, cat: Catalog): Array<{ field: string; message: string }> {
  const issues: Array<{ field: string; message: string }> = [];
  for (const field of ["allowed_models", "ignored_models"] as const) {
    input[field]?.forEach((m, i) => {
      if (!cat.bySlug.has(m)) issues.push({ field: `${field}.${i}`, message: `unknown model '${m}'` });
    });
  }
  for (const field of ["allowed_providers", "ignored_providers"] as const) {
    input[field]?.forEach((p, i) => {
      if (!cat.providers.has(p)) issues.push({ field: `${field}.${i}`, message: `unknown provider '${p}'` });
    });
  }
  return issues;
}

const jsonOrNull = (v: Prisma.InputJsonValue | null) => (v === null ? Prisma.DbNull : v);
const dedupe = (xs: string[]) => [...new Set(xs)];

/**
 * The columns a write sets: only the fields given (PATCH changes nothing else); null clears;
 * lists are stored as given, exact duplicates dropped; builtin labels are the system's; the
 * deprecated enforce_zdr is copied into each per-vendor field not given on the same request.
 */
type WriteData = Partial<Omit<Prisma.GuardrailUncheckedCreateInput, "id" | "org_id" | "workspace_id">>;

export function writeData(input: GuardrailFieldsInput): WriteData {
  const data: WriteData = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.description !== undefined) data.description = input.description;
  for (const f of ["allowed_models", "ignored_models", "allowed_providers", "ignored_providers"] as const) {
    const v = input[f];
    if (v !== undefined) data[f] = jsonOrNull(v === null ? null : dedupe(v));
  }
  if (input.enforce_zdr !== undefined) data.enforce_zdr = input.enforce_zdr;
  for (const f of ZDR_FIELDS) {
    const v = input[f] !== undefined ? input[f] : input.enforce_zdr;
    if (v !== undefined) data[f] = v;
  }
  if (input.limit_usd !== undefined) data.limit_usd = input.limit_usd;
  if (input.reset_interval !== undefined) data.reset_interval = input.reset_interval;
  if (input.include_byok_in_budgets !== undefined) data.include_byok_in_budgets = input.include_byok_in_budgets;
  if (input.content_filter_builtins !== undefined) {
    const b = input.content_filter_builtins;
    data.content_filter_builtins = jsonOrNull(
      b === null
        ? null
        : b.map((item) => ({
            slug: item.slug,
            action: item.action,
            ...(item.slug === "regex-prompt-injection" ? { scan_scope: item.scan_scope ?? "user_only" } : {}),
            label: BUILTINS[item.slug].label,
          })),
    );
  }
  if (input.content_filters !== undefined) {
    const c = input.content_filters;
    data.content_filters = jsonOrNull(c === null ? null : c.map((f) => ({ pattern: f.pattern, action: f.action, label: f.label ?? null })));
  }
  return data;
}
