import { z } from "zod";
import { addPerson as add } from "../../services/members/people";
import { addPersonInput, personRecord } from "../../services/members/schemas";
import { managementProcedure } from "../../trpc/init";

/** Console only: add a member by email, name and role (owners and admins; only an owner adds an owner). */
export const addPerson = managementProcedure
  .input(addPersonInput)
  .output(z.object({ data: personRecord }))
  .mutation(async ({ ctx, input }) => ({ data: await add({ db: ctx.db, caller: ctx.caller, input }) }));
