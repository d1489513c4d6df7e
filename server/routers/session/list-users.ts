import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { listOrgUsers } from "../../services/organizations/identity";

/** Console only: the organization's users (for the members picker). */
export const listUsers = managementProcedure
  .input(z.void())
  .output(z.array(z.object({ user_id: z.string(), email: z.string(), role: z.string() })))
  .query(({ ctx }) => listOrgUsers({ db: ctx.db, caller: ctx.caller }));
