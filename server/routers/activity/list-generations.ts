import { generationsPage, listGenerations as list, listGenerationsInput } from "../../services/activity/generations";
import { apiKeyProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

/** The request log, newest first (a management key: the organization's; an inference key: its own requests). */
export const listGenerations = apiKeyProcedure
  .meta(rest("GET", "/generations", { summary: "Request log: every answered request, newest first (cursor pagination)", tag: "Activity", errors: [400, 401, 404, 500] }))
  .input(listGenerationsInput)
  .output(generationsPage)
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, input }));
