import type { Resolver, ResolverResult } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  createKeyInput,
  updateKeyFields,
  type CreateKeyInput,
  type KeyRecord,
  type UpdateKeyInput,
} from "@/server/services/keys/schemas";
import { LIMIT_RESETS, type LimitReset } from "@/server/auth/limit-windows";

export { LIMIT_RESETS };
export type { LimitReset };

/**
 * What the form's inputs hold: the limit is typed text ("" = no limit), the reset select gives ""
 * for "no reset", expiry is a datetime-local value in the browser's time zone ("" = never), the
 * workspace select gives "" for the default workspace. The workspace is create-only (moving has its own dialog).
 */
export interface KeyFormValues {
  name: string;
  limit: string;
  limit_reset: LimitReset | "";
  include_byok_in_limit: boolean;
  expires_at: string;
  workspace_id: string;
}

/** The fields an edit may change, as the API takes them. */
export type KeyEditOutput = Required<Pick<UpdateKeyInput, "name" | "limit" | "limit_reset" | "include_byok_in_limit" | "expires_at">>;
export type KeyCreateOutput = CreateKeyInput;

export const emptyKeyForm: KeyFormValues = {
  name: "",
  limit: "",
  limit_reset: "",
  include_byok_in_limit: false,
  expires_at: "",
  workspace_id: "",
};

export function formValuesOf(k: KeyRecord): KeyFormValues {
  return {
    name: k.name,
    limit: k.limit === null ? "" : String(k.limit),
    limit_reset: k.limit_reset ?? "",
    include_byok_in_limit: k.include_byok_in_limit,
    expires_at: k.expires_at ? utcIsoToLocal(k.expires_at) : "",
    workspace_id: k.workspace_id ?? "",
  };
}

/** "" is no limit; anything else must be a number (NaN is left for the schema to reject). */
function limitOf(text: string): number | null {
  const t = text.trim();
  return t === "" ? null : Number(t);
}

/**
 * A datetime-local value ("2026-01-31T09:30", local time) as the UTC instant the API wants
 * ("2026-01-31T08:30:00Z"). Anything unparseable is passed through for the schema to reject.
 */
export function localToUtcIso(local: string): string | null {
  if (local.trim() === "") return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString().replace(/\.000Z$/, "Z");
}

/** A UTC instant as a datetime-local value in the browser's time zone, to the minute (what the input shows). */
export function utcIsoToLocal(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function toEditInput(v: KeyFormValues): KeyEditOutput {
  return {
    name: v.name.trim(),
    limit: limitOf(v.limit),
    limit_reset: v.limit_reset === "" ? null : v.limit_reset,
    include_byok_in_limit: v.include_byok_in_limit,
    expires_at: localToUtcIso(v.expires_at),
  };
}

function toCreateInput(v: KeyFormValues): KeyCreateOutput {
  return {
    ...toEditInput(v),
    ...(v.workspace_id ? { workspace_id: v.workspace_id } : {}),
  };
}

/** Plain-language messages for the server schema's generic ones (its own custom messages win). */
const friendlyErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1) return "Required";
  if (issue.code === "too_big" && issue.origin === "string") return `At most ${String(issue.maximum)} characters`;
  if (issue.code === "too_small" && issue.origin === "number") return "Must be 0 or more";
  if (issue.code === "too_big" && issue.origin === "number") return "At most 1,000,000,000";
  if (issue.code === "invalid_type" && issue.expected === "number") return "Enter an amount in USD, or leave empty for no limit";
  return undefined;
};

const validateCreate = zodResolver(createKeyInput, { error: friendlyErrors });
const validateEdit = zodResolver(updateKeyFields, { error: friendlyErrors });

/*
 * Client-side validation with the server's own schemas (createKeyInput, updateKeyFields): the
 * form's values are normalised to the API's shape first, so they are checked exactly as sent.
 * Same field names on both sides, so the options (field refs) and the errors carry over.
 */
export const createKeyResolver: Resolver<KeyFormValues, unknown, KeyCreateOutput> = async (values, ctx, options) => {
  const result = await validateCreate(toCreateInput(values), ctx, options as unknown as Parameters<typeof validateCreate>[2]);
  return result as unknown as ResolverResult<KeyFormValues, KeyCreateOutput>;
};

export const editKeyResolver: Resolver<KeyFormValues, unknown, KeyEditOutput> = async (values, ctx, options) => {
  const result = await validateEdit(toEditInput(values), ctx, options as unknown as Parameters<typeof validateEdit>[2]);
  // The schema makes every field optional; the form always sends all four, so the shape holds.
  return result as unknown as ResolverResult<KeyFormValues, KeyEditOutput>;
};

/** PATCH semantics: only the fields that differ from the stored key. */
export function changedFields(original: KeyRecord, next: KeyEditOutput): UpdateKeyInput {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof KeyEditOutput)[]) {
    if (key === "expires_at") {
      // the input shows minutes: an unchanged field is the stored instant to the minute
      const before = original.expires_at ? utcIsoToLocal(original.expires_at) : "";
      const after = next.expires_at ? utcIsoToLocal(next.expires_at) : "";
      if (before !== after) out[key] = next[key];
      continue;
    }
    if (next[key] !== original[key]) out[key] = next[key];
  }
  return out as UpdateKeyInput;
}
