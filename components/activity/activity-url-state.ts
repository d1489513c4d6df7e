"use client";

import { parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { DIMENSIONS } from "@/server/services/activity/schemas";

export const RANGES = ["24h", "7d", "30d", "custom"] as const;
export const METRICS = ["spend", "requests", "tokens", "errors"] as const;
export type ChartMetric = (typeof METRICS)[number];

/**
 * The Activity page's range, bucket size, filters and breakdown live in the URL (nuqs): a view
 * can be bookmarked and shared. Defaults are left out of the URL. `from`/`to` are UTC dates
 * (YYYY-MM-DD, both included) for the custom range.
 */
export const activityUrlParsers = {
  range: parseAsStringLiteral(RANGES).withDefault("7d"),
  from: parseAsString.withDefault(""),
  to: parseAsString.withDefault(""),
  by: parseAsStringLiteral(["auto", "hour", "day"] as const).withDefault("auto"),
  ws: parseAsString.withDefault(""),
  key: parseAsString.withDefault(""),
  model: parseAsString.withDefault(""),
  provider: parseAsString.withDefault(""),
  user: parseAsString.withDefault(""),
  group: parseAsStringLiteral(["none", ...DIMENSIONS] as const).withDefault("none"),
  metric: parseAsStringLiteral(METRICS).withDefault("spend"),
};

export function useActivityUrlState() {
  return useQueryStates(activityUrlParsers, { history: "replace" });
}

export type ActivityUrl = ReturnType<typeof useActivityUrlState>[0];

const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The custom range's days, defaulting to the last 14 UTC days (today included). */
export function customDays(url: Pick<ActivityUrl, "from" | "to">, now = Date.now()): { from: string; to: string } {
  const today = isoDay(now);
  return { from: DAY_RE.test(url.from) ? url.from : isoDay(now - 13 * DAY_MS), to: DAY_RE.test(url.to) ? url.to : today };
}

/** The query input shared by GET /activity, /activity/top and /activity/export. */
export function activityQuery(url: ActivityUrl, now = Date.now()) {
  const range =
    url.range === "custom"
      ? (() => {
          const d = customDays(url, now);
          // `to` is a day included: the range ends at the next midnight (or now, when that is later than now).
          const end = Math.min(Date.parse(`${d.to}T00:00:00Z`) + DAY_MS, Math.ceil(now / 3_600_000) * 3_600_000);
          return { range: "custom" as const, from: `${d.from}T00:00:00Z`, to: new Date(end).toISOString() };
        })()
      : { range: url.range };
  return {
    ...range,
    ...(url.by === "auto" ? {} : { granularity: url.by }),
    ...(url.ws ? { workspace_id: url.ws } : {}),
    ...(url.key ? { key_hash: url.key } : {}),
    ...(url.model ? { model: url.model } : {}),
    ...(url.provider ? { provider: url.provider } : {}),
    ...(url.user ? { end_user: url.user } : {}),
  };
}
