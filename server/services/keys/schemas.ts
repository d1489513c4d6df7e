import { z } from "zod";
import { body, isoDate, limitParam, offsetParam, queryBoolean } from "../input";
import { trackingString } from "../end-users/tracking";
import { LIMIT_RESETS } from "../../auth/limit-windows";

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

/**
 * GET /key: the record plus what OpenRouter's SDK requires of the current key (docs/decisions.md,
 * "OpenRouter SDK compatibility"). Only this endpoint carries them; spec 2.2 records stay as they are.
 */
export const currentKeyRecord = keyRecord
  .extend({
    is_management_key: z.boolean(),
    is_provisioning_key: z.boolean().meta({ description: "OpenRouter's older name for is_management_key; always equal to it." }),
    is_free_tier: z.boolean().meta({ description: "Always false: the gateway has no free tier." }),
    organization_id: z.uuid().meta({ description: "The organization that owns the key." }),
    rate_limit: z
      .object({ interval: z.string(), requests: z.number().int(), note: z.string() })
      .meta({ description: "requests -1: no request rate limit applies to the key's inference; the note names the limits that do exist." }),
    free_model_daily_requests: z
      .object({ limit: z.number().int(), remaining: z.number().int(), used: z.number().int() })
      .meta({ description: "Always zeros: the gateway has no free-model variants and no free-model quota." }),
    allowed_data_regions: z
      .array(z.string())
      .meta({ description: 'Always ["global"]: the gateway has no regional routing; no region policy restricts a key.' }),
  })
  .meta({ id: "CurrentApiKey" });
export type CurrentKeyRecord = z.infer<typeof currentKeyRecord>;

export const keyHashParam = z.string().min(1).max(128).meta({ description: "The key's hash (hex SHA-256)." });

const keyName = z.string().min(1).max(200).refine((s) => s.trim().length > 0, "must not be blank");
const limitUsd = z.number().min(0).max(1_000_000_000).nullable();
/** UTC only: `2026-01-31T00:00:00Z` (zod's datetime without offsets). */
/**
 * `external: {user}` (spec 2.1: a key's tracking string is supplied as `external.user`), the
 * same value as `external_user`. OpenRouter's `external.api_key` (a partner-supplied key value)
 * is refused: the gateway generates every key.
 */
const externalInput = z.object({
  user: trackingString(),
  api_key: z.never({ error: "is not supported: the gateway generates every key" }).optional(),
});
export type ExternalInput = z.infer<typeof externalInput>;

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
  external: externalInput.nullable().optional(),
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
  external_user: trackingString().nullable().optional(),
  external: externalInput.nullable().optional(),
  expires_at: utcDateTime
    .nullable()
    .optional()
    .meta({ description: "New expiry (UTC, in the future), or null: the key never expires. An extension of spec 4.5 (docs/decisions.md)." }),
});
export type UpdateKeyInput = z.infer<typeof updateKeyFields>;

export const listKeysInput = z.object({
  include_disabled: queryBoolean.default(false),
  offset: offsetParam,
  limit: limitParam.default(100),
  workspace_id: z.uuid().optional(),
});
