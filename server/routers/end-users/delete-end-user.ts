import { z } from "zod";
import { deactivateEndUser } from "../../services/end-users/end-users";
import { endUserPathParam, endUserRecord } from "../../services/end-users/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const deleteEndUser = managementProcedure
  .meta(rest("DELETE", "/end-users/{user}", { summary: "Deactivate an end-user registration (soft; repeating succeeds; inference is not blocked)", tag: "End users", errors: [400, 401, 404, 500] }))
  .input(z.object({ user: endUserPathParam }))
  .output(z.object({ data: endUserRecord }))
  .mutation(async ({ ctx, input }) => ({ data: await deactivateEndUser({ db: ctx.db, caller: ctx.caller, user: input.user, now: ctx.now() }) }));
