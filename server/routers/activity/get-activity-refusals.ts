import { z } from "zod";
import { refusalsByReason, refusalsResult } from "../../services/activity/breakdowns";
import { activityFilters } from "../../services/activity/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getActivityRefusals = managementProcedure
  .meta(rest("GET", "/activity/refusals", { summary: "Refused requests by reason (key limit, guardrail budget, model not allowed, content filter, …)", tag: "Activity", errors: [400, 401, 404, 500] }))
  .input(activityFilters)
  .output(z.object({ data: refusalsResult }))
  .query(async ({ ctx, input }) => ({ data: await refusalsByReason({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }) }));
