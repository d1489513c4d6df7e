import { z } from "zod";
import { removePerson as remove } from "../../services/members/people";
import { userIdParam } from "../../services/members/schemas";
import { managementProcedure } from "../../trpc/init";

/** Console only: remove a member (an admin cannot remove an owner; never the last owner, never yourself). */
export const removePerson = managementProcedure
  .input(z.object({ user_id: userIdParam }))
  .output(z.object({ removed: z.literal(true), disabled_management_keys: z.number().int() }))
  .mutation(({ ctx, input }) => remove({ db: ctx.db, caller: ctx.caller, userId: input.user_id }));
