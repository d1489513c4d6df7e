import { rankingsDaily } from "../../services/datasets/rankings";
import { consumeRankingsQuota } from "../../services/datasets/rate-limit";
import { rankingsInput, rankingsResponse } from "../../services/datasets/schemas";
import { apiKeyProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

/** Any valid key (spec 5.3); the rate limits count every authenticated request, a 400 included. */
export const listRankingsDaily = apiKeyProcedure
  .use(async ({ ctx, next }) => {
    await consumeRankingsQuota({ caller: ctx.caller, now: ctx.now() });
    return next();
  })
  .meta(rest("GET", "/datasets/rankings-daily", { summary: "Daily token rankings: the top 50 public models per UTC day, and `other`", tag: "Datasets", errors: [400, 401, 429, 500] }))
  .input(rankingsInput)
  .output(rankingsResponse)
  .query(({ ctx, input }) => rankingsDaily({ db: ctx.db, now: ctx.now(), startDate: input.start_date, endDate: input.end_date }));
