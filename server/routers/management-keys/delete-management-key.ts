import { z } from "zod";
import { deleteManagementKey as remove } from "../../services/management-keys/management-keys";
import { managementKeyHashParam } from "../../services/management-keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const deleteManagementKey = managementProcedure
  .meta(
    rest("DELETE", "/management-keys/{hash}", {
      summary: "Delete a management key (it answers 401 at once); the last active one of an owner or admin cannot be deleted (409)",
      tag: "Management keys",
      errors: [401, 403, 404, 409, 500],
    }),
  )
  .input(z.object({ hash: managementKeyHashParam }))
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => remove({ db: ctx.db, caller: ctx.caller, hash: input.hash, now: ctx.now() }));
