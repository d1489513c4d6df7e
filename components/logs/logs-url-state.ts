"use client";

import { parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { REFUSAL_REASONS } from "@/server/services/activity/refusal-reasons";

/** The log's statuses (server/services/activity/generations.ts GENERATION_STATUSES; that module holds server code). */
export const STATUSES = ["ok", "error", "aborted", "refused"] as const;

export const SINCE = ["1h", "24h", "7d", "30d", "all"] as const;
export const SINCE_LABELS: Record<(typeof SINCE)[number], string> = {
  "1h": "Last hour",
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  all: "Any time",
};
const SINCE_MS: Record<(typeof SINCE)[number], number> = { "1h": 3_600_000, "24h": 86_400_000, "7d": 7 * 86_400_000, "30d": 30 * 86_400_000, all: 0 };

/**
 * The request log's filters, page (cursor) and open request live in the URL (nuqs): a view, or
 * one request's detail, can be bookmarked and shared. Defaults are left out of the URL.
 */
export const logsUrlParsers = {
  since: parseAsStringLiteral(SINCE).withDefault("7d"),
  ws: parseAsString.withDefault(""),
  key: parseAsString.withDefault(""),
  model: parseAsString.withDefault(""),
  provider: parseAsString.withDefault(""),
  status: parseAsStringLiteral(["", ...STATUSES] as const).withDefault(""),
  refusal: parseAsStringLiteral(["", ...REFUSAL_REASONS] as const).withDefault(""),
  user: parseAsString.withDefault(""),
  cursor: parseAsString.withDefault(""),
  id: parseAsString.withDefault(""),
};

export function useLogsUrlState() {
  return useQueryStates(logsUrlParsers, { history: "replace" });
}

export type LogsUrl = ReturnType<typeof useLogsUrlState>[0];

/** The list's input; `from` is rounded to the minute so the query stays the same between renders. */
export function logsQuery(url: LogsUrl, now = Date.now()) {
  const minute = Math.floor(now / 60_000) * 60_000;
  return {
    ...(url.since === "all" ? {} : { from: new Date(minute - SINCE_MS[url.since]).toISOString() }),
    ...(url.ws ? { workspace_id: url.ws } : {}),
    ...(url.key ? { key_hash: url.key } : {}),
    ...(url.model ? { model: url.model } : {}),
    ...(url.provider ? { provider: url.provider } : {}),
    ...(url.status ? { status: url.status } : {}),
    ...(url.refusal ? { refusal: url.refusal } : {}),
    ...(url.user ? { end_user: url.user } : {}),
    ...(url.cursor ? { cursor: url.cursor } : {}),
    limit: 25,
  };
}
