import { z } from "zod";
import { body, isoDate, limitParam, offsetParam, queryBoolean } from "../../trpc/input";
import { trackingString } from "../end-users/tracking";
import { LIMIT_RESETS } from "../spend/windows";

/** Spec 2.2, every field always present (decisions.md), plus the key's small integer id. */
export const keyRecord = z
  .object({
    id: z.number().int().meta({ description: "Small integer id (what io_logging_api_key_ids lists)." }),
    hash: z.string(),
    name: z.string(),
    label: z.string(),
    created_at: isoDate,
    updated_at: isoDate,
    last_used_at: isoDate.nullable(),
    expires_at: isoDate.nullable(),
    creator_user_id: z.string(),
    workspace_id: z.uuid().nullable(),
    disabled: z.boolean(),
    limit: z.number().nullable(),
    limit_remaining: z.number().nullable(),
    limit_reset: z.enum(LIMIT_RESETS).nullable(),
    include_byok_in_limit: z.boolean(),
    usage: z.number(),
    usage_daily: z.number(),
    usage_weekly: z.number(),
    usage_monthly: z.number(),
    byok_usage: z.number(),
    byok_usage_daily: z.number(),
    byok_usage_weekly: z.number(),
    byok_usage_monthly: z.number(),
    external_user: z.string().nullable(),
  })
  .meta({ id: "ApiKey" });
export type KeyRecord = z.infer<typeof keyRecord>;

export const keyHashParam = z.string().min(1).max(128).meta({ description: "The key's hash (hex SHA-256)." });

const keyName = z.string().min(1).max(200).refine((s) => s.trim().length > 0, "must not be blank");
const limitUsd = z.number().min(0).max(1_000_000_000).nullable();
/** UTC only: `2026-01-31T00:00:00Z` (zod's datetime without offsets). */
const utcDateTime = z.iso.datetime({ message: "must be an ISO 8601 date-time in UTC (ending in Z)" });

export const createKeyInput = body({
  name: keyName,
  limit: limitUsd.optional(),
  limit_reset: z.enum(LIMIT_RESETS).nullable().optional(),
  include_byok_in_limit: z.boolean().optional(),
  expires_at: utcDateTime.nullable().optional(),
  workspace_id: z.uuid().optional(),
  creator_user_id: z.string().min(1).max(100).optional(),
  external_user: trackingString().nullable().optional(),
});
export type CreateKeyInput = z.infer<typeof createKeyInput>;

/** PATCH /keys/{hash} (spec 4.5): all optional, unrecognized fields ignored. */
export const updateKeyFields = body({
  disabled: z.boolean().optional(),
  include_byok_in_limit: z.boolean().optional(),
  limit: limitUsd.optional(),
  limit_reset: z.enum(LIMIT_RESETS).nullable().optional(),
  name: keyName.optional(),
  workspace_id: z.uuid().optional(),
});
export type UpdateKeyInput = z.infer<typeof updateKeyFields>;

export const listKeysInput = z.object({
  include_disabled: queryBoolean.default(false),
  offset: offsetParam,
  limit: limitParam.default(100),
  workspace_id: z.uuid().optional(),
});
