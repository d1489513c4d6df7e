import { z } from "zod";
import { updatePersonRole as update } from "../../services/members/people";
import { personRecord, updatePersonRoleInput } from "../../services/members/schemas";
import { managementProcedure } from "../../trpc/init";

/** Console only: change a member's role (only an owner makes or unmakes an owner; never the last owner). */
export const updatePersonRole = managementProcedure
  .input(updatePersonRoleInput)
  .output(z.object({ data: personRecord }))
  .mutation(async ({ ctx, input }) => ({ data: await update({ db: ctx.db, caller: ctx.caller, userId: input.user_id, role: input.role }) }));
