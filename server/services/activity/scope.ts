import type { Prisma } from "../../../generated/prisma/client.ts";

/** The time window of an activity query. */
export interface Window {
  from: Date;
  to: Date;
  granularity: "hour" | "day";
}

export interface Scope {
  orgId: string;
  window: Window;
  /** The filters as SQL over a rollup's columns (org, workspace, key, model, provider, end user). */
  where: Prisma.Sql;
  /** Filters beyond the organization and the workspace (a key, a model, a provider, an end user). */
  narrowed: boolean;
  /** The rows to sum, as a FROM item with an `hour` column (see sourceOf). */
  source: Prisma.Sql;
  /** Whether those rows come from a daily rollup (few per group) rather than only hourly ones. */
  daily: boolean;
}
