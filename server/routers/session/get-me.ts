import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { getConsoleIdentity } from "../../services/organizations/identity";

/** Console only (no REST path): who the signed-in management key acts for. */
export const getMe = managementProcedure
  .input(z.void())
  .output(z.object({ organization_id: z.string(), organization_name: z.string(), user_id: z.string(), email: z.string(), role: z.string(), default_workspace_id: z.string().nullable() }))
  .query(({ ctx }) => getConsoleIdentity({ db: ctx.db, caller: ctx.caller }));
