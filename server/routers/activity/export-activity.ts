import { z } from "zod";
import { activityCsv } from "../../services/activity/activity";
import { activityInput } from "../../services/activity/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

/** The series of GET /activity as CSV (REST: text/csv; tRPC: the CSV text). */
export const exportActivity = managementProcedure
  .meta(
    rest("GET", "/activity/export", {
      summary: "Usage over time as CSV (same parameters as GET /activity)",
      tag: "Activity",
      errors: [400, 401, 404, 500],
      contentType: "text/csv",
    }),
  )
  .input(activityInput)
  .output(z.string())
  .query(({ ctx, input }) => activityCsv({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }));
