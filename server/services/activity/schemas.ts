import { z } from "zod";
import { isoDate } from "../input";

export const DIMENSIONS = ["key", "model", "provider", "end_user", "workspace"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const queryInt = (min: number, max: number, dflt: number) =>
  z.number().int().min(min).max(max).default(dflt);

/** Filters and range shared by every analytics query (GET /activity, /activity/top, /activity/export). */
export const activityFilters = z.object({
  range: z
    .enum(["24h", "7d", "30d", "custom"])
    .default("30d")
    .meta({ description: "24h: the last 24 hours (the current one included); 7d / 30d: the last 7 / 30 UTC days, today included; custom: from/to." }),
  from: isoDate.optional().meta({ description: "custom range: start (rounded down to the hour, UTC)." }),
  to: isoDate.optional().meta({ description: "custom range: end, exclusive (rounded up to the hour, UTC); default now." }),
  granularity: z
    .enum(["hour", "day"])
    .optional()
    .meta({ description: "Bucket size (UTC). Default: hour for 24h, day otherwise. Hourly buckets cover at most 31 days." }),
  workspace_id: z.string().min(1).optional().meta({ description: "Only this workspace (id or slug); the whole organization when absent." }),
  key_hash: z.string().regex(/^[0-9a-f]{64}$/, "must be a key hash (64 hex digits)").optional().meta({ description: "Only this inference key." }),
  model: z.string().min(1).max(256).optional().meta({ description: "Only this model (slug)." }),
  provider: z.string().min(1).max(256).optional().meta({ description: "Only this provider (id)." }),
  end_user: z.string().min(1).max(256).optional().meta({ description: "Only requests that named this end user (`user`)." }),
});
export type ActivityFilters = z.infer<typeof activityFilters>;

export const activityInput = activityFilters.extend({
  group_by: z.enum(DIMENSIONS).optional().meta({ description: "Break the series down by this dimension (its top `groups` by spend; the rest as group null)." }),
  groups: queryInt(1, 50, 10).meta({ description: "With group_by: how many groups to keep (1 to 50)." }),
});
export type ActivityInput = z.infer<typeof activityInput>;

export const activityTopInput = activityFilters.extend({
  dimension: z.enum(DIMENSIONS).meta({ description: "What to rank." }),
  order_by: z.enum(["spend", "requests", "tokens", "errors"]).default("spend"),
  limit: queryInt(1, 100, 10).meta({ description: "How many (1 to 100)." }),
});
export type ActivityTopInput = z.infer<typeof activityTopInput>;

export const metrics = z.object({
  spend_usd: z.number().meta({ description: "Spend billed (BYOK usage excluded), USD." }),
  byok_usd: z.number().meta({ description: "Usage billed by the provider to your own key (BYOK), USD." }),
  requests: z.number().int().meta({ description: "Answered requests, refused ones included." }),
  errors: z.number().int().meta({ description: "Requests that failed upstream or mid-stream." }),
  refused: z.number().int().meta({ description: "Requests refused before any upstream call (limits, guardrails, invalid input, rate limits)." }),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
});
export type Metrics = z.infer<typeof metrics>;

export const activityPoint = metrics.extend({
  bucket: z.string().meta({ description: "Start of the bucket (ISO 8601, UTC)." }),
  group: z.string().nullable().optional().meta({ description: "With group_by: the group (key hash, model, provider, end user, workspace id); null for all other groups." }),
  label: z.string().nullable().optional().meta({ description: "With group_by: a display name (key name, workspace name)." }),
});

export const activityResult = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(["hour", "day"]),
  totals: metrics,
  series: z.array(activityPoint),
});
export type ActivityResult = z.infer<typeof activityResult>;

export const activityTopItem = metrics.extend({ group: z.string(), label: z.string() });
export const activityTopResult = z.object({ from: z.string(), to: z.string(), dimension: z.enum(DIMENSIONS), items: z.array(activityTopItem) });
