import { z } from "zod";

/** The first day of the dataset (spec 4.14): earlier start dates are clamped to it. */
export const DATASET_START = "2025-01-01";
export const DATASET_VERSION = "v1";
/** Real models per day; the rest is summed into one `other` row (spec 2.6). */
export const TOP_MODELS = 50;
export const OTHER = "other";

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` names a real day (2025-02-30 does not). */
export function isCalendarDate(s: string): boolean {
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
}

const dateParam = (description: string) =>
  z
    .string()
    .regex(DATE_RE, { message: "must be a date in the form YYYY-MM-DD", abort: true })
    .refine(isCalendarDate, { message: "is not a calendar date" })
    .optional()
    .meta({ description });

export const rankingsInput = z.object({
  start_date: dateParam(`First day (UTC, inclusive). Default: 30 days before end_date. Earlier than ${DATASET_START} is clamped to it.`),
  end_date: dateParam(`Last day (UTC, inclusive). Default: the most recent completed UTC day (yesterday). Earlier than ${DATASET_START} is a 400.`),
});
export type RankingsInput = z.infer<typeof rankingsInput>;

export const rankingRow = z
  .object({
    date: z.string().meta({ description: "UTC day, YYYY-MM-DD" }),
    model_permaslug: z.string().meta({ description: `The model's canonical slug, or \`${OTHER}\`: every public model outside the day's top ${TOP_MODELS}, summed` }),
    total_tokens: z.string().regex(/^\d+$/).meta({ description: "Prompt plus completion tokens, an integer as a decimal string (it can exceed 2^53)" }),
  })
  .meta({ id: "RankingRow" });
export type RankingRow = z.infer<typeof rankingRow>;

export const rankingsMeta = z
  .object({
    as_of: z.string().meta({ description: "When the dataset was read (date-time, UTC)" }),
    start_date: z.string().meta({ description: "The resolved first day (after the default and the clamp)" }),
    end_date: z.string().meta({ description: "The resolved last day" }),
    version: z.literal(DATASET_VERSION),
    attribution: z.string().meta({ description: "The source line required when republishing: operator, rankings page, as_of" }),
  })
  .meta({ id: "RankingsMeta" });

export const rankingsResponse = z.object({ data: z.array(rankingRow), meta: rankingsMeta });
export type RankingsResponse = z.infer<typeof rankingsResponse>;
