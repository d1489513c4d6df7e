"use client";

import { parseAsBoolean, parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { KEY_SORTS } from "@/server/services/keys/search-schemas";

export const ALL_WORKSPACES = "all";

/**
 * The keys list's filters, sort and page live in the URL (nuqs): a view can be bookmarked,
 * shared and restored with Back. Defaults are left out of the URL.
 */
export const keysUrlParsers = {
  ws: parseAsString.withDefault(ALL_WORKSPACES),
  q: parseAsString.withDefault(""),
  sort: parseAsStringLiteral(KEY_SORTS).withDefault("created"),
  order: parseAsStringLiteral(["asc", "desc"] as const).withDefault("desc"),
  page: parseAsInteger.withDefault(1),
  disabled: parseAsBoolean.withDefault(false),
};

export function useKeysUrlState() {
  return useQueryStates(keysUrlParsers, { history: "replace" });
}
