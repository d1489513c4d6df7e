import { z } from "zod";
import { BUILTIN_SLUGS, BUILTINS } from "../../content-filters/builtins";
import { checkPattern, MAX_PATTERN_LENGTH } from "../../content-filters/custom";
import { body, isoDate, limitParam, offsetParam } from "../input";

/** Limits beyond the spec's (decisions.md "Guardrails"). */
export const GUARDRAIL_LIMITS = {
  name: 200,
  description: 1000,
  listItems: 500,
  listItem: 200,
  customFilters: 50,
  label: 100,
  limitUsd: 1_000_000_000,
  bulk: 500,
} as const;

export const RESET_INTERVALS = ["daily", "weekly", "monthly"] as const;
export const FILTER_ACTIONS = ["block", "redact", "flag"] as const;
export const SCAN_SCOPES = ["user_only", "all_messages"] as const;
export const ZDR_FIELDS = ["enforce_zdr_vendor_a", "enforce_zdr_vendor_b", "enforce_zdr_vendor_c", "enforce_zdr_other"] as const;

export const guardrailIdParam = z.string().min(1).meta({ description: "Guardrail UUID (anything else is 404)." });

const builtinRecord = z.object({
  slug: z.enum(BUILTIN_SLUGS),
  action: z.enum(FILTER_ACTIONS),
  scan_scope: z.enum(SCAN_SCOPES).optional().meta({ description: "regex-prompt-injection only (default user_only)." }),
  label: z.string().meta({ description: "Set by the system; what redaction writes ([EMAIL], [PHONE], ...)." }),
});
const customRecord = z.object({
  pattern: z.string(),
  action: z.enum(FILTER_ACTIONS),
  label: z.string().nullable().meta({ description: "What redaction writes; null when none was given ([REDACTED])." }),
});

/** Spec 2.3, every field always present, plus the fields OpenRouter's SDK requires. */
export const guardrailRecord = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    workspace_id: z.uuid(),
    allowed_models: z.array(z.string()).nullable(),
    ignored_models: z.array(z.string()).nullable(),
    allowed_providers: z.array(z.string()).nullable(),
    ignored_providers: z.array(z.string()).nullable(),
    enforce_zdr: z.boolean().nullable().meta({ description: "Deprecated: the value last given (copied into the per-vendor fields at write time)." }),
    enforce_zdr_vendor_a: z.boolean().nullable(),
    enforce_zdr_vendor_b: z.boolean().nullable(),
    enforce_zdr_vendor_c: z.boolean().nullable(),
    enforce_zdr_other: z.boolean().nullable(),
    limit_usd: z.number().nullable(),
    reset_interval: z.enum(RESET_INTERVALS),
    include_byok_in_budgets: z.boolean(),
    allowed_data_regions: z.array(z.string()).nullable().meta({ description: "Not supported by this gateway: always null." }),
    content_filter_builtins: z.array(builtinRecord).nullable(),
    content_filters: z.array(customRecord).nullable(),
    created_at: isoDate,
    updated_at: isoDate,
  })
  .meta({ id: "Guardrail" });
export type GuardrailRecord = z.infer<typeof guardrailRecord>;

const nonBlank = (max: number) => z.string().max(max).refine((s) => s.trim().length > 0, "must not be blank");
const idList = z.array(z.string().min(1).max(GUARDRAIL_LIMITS.listItem)).max(GUARDRAIL_LIMITS.listItems).nullable();

const builtinInput = z.object({
  slug: z.enum(BUILTIN_SLUGS),
  action: z.enum(FILTER_ACTIONS),
  scan_scope: z.enum(SCAN_SCOPES).optional(),
  label: z.string().max(GUARDRAIL_LIMITS.label).optional().meta({ description: "Ignored: the system sets it." }),
});
const builtinList = z
  .array(builtinInput)
  .max(BUILTIN_SLUGS.length)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.slug)) ctx.addIssue({ code: "custom", path: [i, "slug"], message: `duplicate filter '${item.slug}'` });
      seen.add(item.slug);
      if (!BUILTINS[item.slug].actions.includes(item.action)) {
        ctx.addIssue({ code: "custom", path: [i, "action"], message: `'${item.slug}' accepts only the actions ${BUILTINS[item.slug].actions.join(", ")}` });
      }
      if (item.scan_scope !== undefined && item.slug !== "regex-prompt-injection") {
        ctx.addIssue({ code: "custom", path: [i, "scan_scope"], message: "scan_scope applies only to regex-prompt-injection" });
      }
    });
  })
  .nullable();

const customInput = z.object({
  // checkPattern owns the length rules (empty, over MAX_PATTERN_LENGTH), so each failure is one issue
  pattern: z
    .string()
    .meta({ description: `RE2 syntax, 1 to ${MAX_PATTERN_LENGTH} characters, safe for backtracking engines.` })
    .superRefine((p, ctx) => {
      const v = checkPattern(p);
      if (!v.ok) ctx.addIssue({ code: "custom", message: v.reason });
    }),
  action: z.enum(FILTER_ACTIONS),
  label: z.string().min(1).max(GUARDRAIL_LIMITS.label).nullable().optional(),
});

/** The writable fields (POST and PATCH, spec 2.3 / 4.7). */
const guardrailFields = {
  name: nonBlank(GUARDRAIL_LIMITS.name),
  description: z.string().max(GUARDRAIL_LIMITS.description).nullable(),
  allowed_models: idList.meta({ description: "Model slugs or canonical slugs of the catalog." }),
  ignored_models: idList.meta({ description: "Model slugs or canonical slugs of the catalog." }),
  allowed_providers: idList.meta({ description: "Provider ids of the catalog." }),
  ignored_providers: idList.meta({ description: "Provider ids of the catalog." }),
  enforce_zdr: z.boolean().nullable().meta({ description: "Deprecated: copied into each per-vendor field not given on the same request." }),
  enforce_zdr_vendor_a: z.boolean().nullable(),
  enforce_zdr_vendor_b: z.boolean().nullable(),
  enforce_zdr_vendor_c: z.boolean().nullable(),
  enforce_zdr_other: z.boolean().nullable(),
  limit_usd: z.number().min(0).max(GUARDRAIL_LIMITS.limitUsd).nullable(),
  reset_interval: z.enum(RESET_INTERVALS),
  include_byok_in_budgets: z.boolean(),
  content_filter_builtins: builtinList,
  content_filters: z.array(customInput).max(GUARDRAIL_LIMITS.customFilters).nullable(),
};

function allOptional<T extends z.ZodRawShape>(shape: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, z.optional(v)])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

const { name, ...optionalFields } = guardrailFields;
export const createGuardrailInput = body({
  name,
  workspace_id: z.uuid().optional().meta({ description: "Workspace of the organization (default workspace when absent)." }),
  ...allOptional(optionalFields),
});
export type CreateGuardrailInput = z.infer<typeof createGuardrailInput>;

export const updateGuardrailFields = body(allOptional(guardrailFields));
export type UpdateGuardrailInput = z.infer<typeof updateGuardrailFields>;
export type GuardrailFieldsInput = Omit<UpdateGuardrailInput, "name"> & { name?: string };

export const listGuardrailsInput = z.object({
  offset: offsetParam,
  limit: limitParam,
  workspace_id: z.uuid().optional().meta({ description: "Only this workspace's guardrails (all workspaces when absent)." }),
});

export const pageInput = z.object({ offset: offsetParam, limit: limitParam });

export const keyHashesBody = body({
  key_hashes: z.array(z.string().min(1).max(128)).min(1).max(GUARDRAIL_LIMITS.bulk),
});
export const memberIdsBody = body({
  member_user_ids: z.array(z.string().min(1).max(128)).min(1).max(GUARDRAIL_LIMITS.bulk),
});

export const keyAssignmentRecord = z
  .object({
    id: z.uuid(),
    key_hash: z.string(),
    key_name: z.string(),
    key_label: z.string(),
    guardrail_id: z.uuid(),
    assigned_by: z.string(),
    created_at: isoDate,
  })
  .meta({ id: "GuardrailKeyAssignment" });
export const memberAssignmentRecord = z
  .object({
    id: z.uuid(),
    user_id: z.string(),
    organization_id: z.uuid(),
    guardrail_id: z.uuid(),
    assigned_by: z.string(),
    created_at: isoDate,
  })
  .meta({ id: "GuardrailMemberAssignment" });
export type KeyAssignmentRecord = z.infer<typeof keyAssignmentRecord>;
export type MemberAssignmentRecord = z.infer<typeof memberAssignmentRecord>;
