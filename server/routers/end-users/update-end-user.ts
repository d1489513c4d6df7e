import { z } from "zod";
import { updateEndUser as update } from "../../services/end-users/end-users";
import { endUserPathParam, endUserRecord, updateEndUserFields } from "../../services/end-users/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const updateEndUser = managementProcedure
  .meta(rest("PATCH", "/end-users/{user}", { summary: "Activate or deactivate an end-user registration (updated_at changes)", tag: "End users", errors: [400, 401, 404, 500] }))
  .input(updateEndUserFields.extend({ user: endUserPathParam }))
  .output(z.object({ data: endUserRecord }))
  .mutation(async ({ ctx, input }) => ({
    data: await update({ db: ctx.db, caller: ctx.caller, user: input.user, isActive: input.is_active, now: ctx.now() }),
  }));
