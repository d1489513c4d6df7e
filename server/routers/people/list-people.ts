import { z } from "zod";
import { listPeople as list } from "../../services/members/people";
import { personRecord } from "../../services/members/schemas";
import { managementProcedure } from "../../trpc/init";

/** Console only: the organization's members, roles and workspaces. */
export const listPeople = managementProcedure
  .input(z.void())
  .output(z.object({ data: z.array(personRecord) }))
  .query(async ({ ctx }) => ({ data: await list({ db: ctx.db, caller: ctx.caller }) }));
