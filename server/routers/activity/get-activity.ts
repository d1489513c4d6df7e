import { activity } from "../../services/activity/activity";
import { activityInput, activityResult } from "../../services/activity/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { z } from "zod";

export const getActivity = managementProcedure
  .meta(
    rest("GET", "/activity", {
      summary: "Usage over time: spend, requests, tokens, errors (organization or workspace), by hour or day",
      description: "Read from hourly rollups kept in step with the ledger (today and the current hour included). Filters: key, model, provider, end user, workspace.",
      tag: "Activity",
      errors: [400, 401, 404, 500],
    }),
  )
  .input(activityInput)
  .output(z.object({ data: activityResult }))
  .query(async ({ ctx, input }) => ({ data: await activity({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }) }));
