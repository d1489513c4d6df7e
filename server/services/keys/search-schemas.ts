import { z } from "zod";

export const KEY_SORTS = ["created", "last_used", "usage", "limit_remaining", "name"] as const;
export type KeySort = (typeof KEY_SORTS)[number];

/**
 * The console's key list (console only, no REST path: GET /keys keeps spec 4.4's default of the
 * default workspace). No workspace_id means every workspace of the organization.
 */
export const searchKeysInput = z.object({
  workspace_id: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
  include_disabled: z.boolean().default(false),
  sort: z.enum(KEY_SORTS).default("created"),
  order: z.enum(["asc", "desc"]).default("desc"),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(25),
});
export type SearchKeysInput = z.infer<typeof searchKeysInput>;
