import type { Resolver, ResolverResult } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  createWorkspaceInput,
  PROVIDER_SORTS,
  type CreateWorkspaceInput,
  type UpdateWorkspaceInput,
  type WorkspaceRecord,
} from "@/server/services/workspaces/schemas";

export { PROVIDER_SORTS };
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

/** What the form's inputs hold: text inputs give "" for "nothing", the select gives "" for "no default". */
export interface WorkspaceFormValues {
  name: string;
  slug: string;
  description: string;
  default_provider_sort: ProviderSort | "";
  io_logging_sampling_rate: number;
  is_data_discount_logging_enabled: boolean;
  is_observability_broadcast_enabled: boolean;
  is_observability_io_logging_enabled: boolean;
  /** I/O logging's key filter: every key of the workspace ("all", the API's null) or only the checked ones. */
  io_logging_scope: "all" | "some";
  /** The checked keys' ids (checkbox values are strings). */
  io_logging_keys: string[];
}

/** The form-only fields, which the API takes as io_logging_api_key_ids. */
type FormOnly = "io_logging_scope" | "io_logging_keys";

/** The editable subset of a workspace, as the API takes it. */
export type WorkspaceFormOutput = Required<Pick<CreateWorkspaceInput, Exclude<keyof WorkspaceFormValues, FormOnly> | "io_logging_api_key_ids">>;

export const emptyWorkspaceForm: WorkspaceFormValues = {
  name: "",
  slug: "",
  description: "",
  default_provider_sort: "",
  io_logging_sampling_rate: 1,
  is_data_discount_logging_enabled: false,
  is_observability_broadcast_enabled: false,
  is_observability_io_logging_enabled: false,
  io_logging_scope: "all",
  io_logging_keys: [],
};

export function formValuesOf(w: WorkspaceRecord): WorkspaceFormValues {
  return {
    name: w.name,
    slug: w.slug,
    description: w.description ?? "",
    default_provider_sort: w.default_provider_sort ?? "",
    io_logging_sampling_rate: w.io_logging_sampling_rate,
    is_data_discount_logging_enabled: w.is_data_discount_logging_enabled,
    is_observability_broadcast_enabled: w.is_observability_broadcast_enabled,
    is_observability_io_logging_enabled: w.is_observability_io_logging_enabled,
    io_logging_scope: w.io_logging_api_key_ids === null ? "all" : "some",
    io_logging_keys: (w.io_logging_api_key_ids ?? []).map(String),
  };
}

function toInput(v: WorkspaceFormValues): WorkspaceFormOutput {
  return {
    name: v.name.trim(),
    slug: v.slug.trim(),
    description: v.description.trim() === "" ? null : v.description.trim(),
    default_provider_sort: v.default_provider_sort === "" ? null : v.default_provider_sort,
    io_logging_sampling_rate: v.io_logging_sampling_rate,
    is_data_discount_logging_enabled: v.is_data_discount_logging_enabled,
    is_observability_broadcast_enabled: v.is_observability_broadcast_enabled,
    is_observability_io_logging_enabled: v.is_observability_io_logging_enabled,
    io_logging_api_key_ids: v.io_logging_scope === "all" ? null : [...new Set((v.io_logging_keys ?? []).map(Number))].sort((a, b) => a - b),
  };
}

/** Plain-language messages for the server schema's generic ones (its own custom messages, like the slug's, win). */
const friendlyErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1) return "Required";
  if (issue.code === "too_big" && issue.origin === "string") return `At most ${String(issue.maximum)} characters`;
  if ((issue.code === "too_small" || issue.code === "too_big") && issue.origin === "number") {
    return "Must be between 0.0001 and 1";
  }
  if (issue.code === "invalid_type" && issue.expected === "number") return "Enter a number";
  return undefined;
};

const validateInput = zodResolver(createWorkspaceInput, { error: friendlyErrors });

/**
 * Client-side validation with the server's own schema (createWorkspaceInput): the form's values are
 * normalised to the API's shape first, so "" becomes null exactly as it will be sent.
 */
export const workspaceFormResolver: Resolver<WorkspaceFormValues, unknown, WorkspaceFormOutput> = async (values, ctx, options) => {
  // Same field names on both sides, so the options (field refs) and the errors carry over as they are.
  const result = await validateInput(toInput(values), ctx, options as unknown as Parameters<typeof validateInput>[2]);
  return result as unknown as ResolverResult<WorkspaceFormValues, WorkspaceFormOutput>;
};

/** PATCH semantics: only the fields that differ from the stored workspace. */
export function changedFields(original: WorkspaceRecord, next: WorkspaceFormOutput): UpdateWorkspaceInput {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof WorkspaceFormOutput)[]) {
    // io_logging_api_key_ids is an array: compared by value, in id order.
    const before = key === "io_logging_api_key_ids" && original[key] ? [...original[key]].sort((a, b) => a - b) : original[key];
    if (JSON.stringify(next[key]) !== JSON.stringify(before)) out[key] = next[key];
  }
  return out as UpdateWorkspaceInput;
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/, "");
}
