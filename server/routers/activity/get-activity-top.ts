import { activityTop } from "../../services/activity/activity";
import { activityTopInput, activityTopResult } from "../../services/activity/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { z } from "zod";

export const getActivityTop = managementProcedure
  .meta(rest("GET", "/activity/top", { summary: "Top keys, models, providers, end users or workspaces by spend, requests, tokens or errors", tag: "Activity", errors: [400, 401, 404, 500] }))
  .input(activityTopInput)
  .output(z.object({ data: activityTopResult }))
  .query(async ({ ctx, input }) => ({ data: await activityTop({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }) }));
