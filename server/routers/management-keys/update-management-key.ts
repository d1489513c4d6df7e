import { z } from "zod";
import { updateManagementKey as update } from "../../services/management-keys/management-keys";
import { managementKeyHashParam, managementKeyRecord, updateManagementKeyFields } from "../../services/management-keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const updateManagementKey = managementProcedure
  .meta(
    rest("PATCH", "/management-keys/{hash}", {
      summary: "Rename, disable (revoke) or enable a management key; the last active one of an owner or admin cannot be disabled (409)",
      tag: "Management keys",
      errors: [400, 401, 403, 404, 409, 500],
    }),
  )
  .input(updateManagementKeyFields.extend({ hash: managementKeyHashParam }))
  .output(z.object({ data: managementKeyRecord }))
  .mutation(async ({ ctx, input: { hash, ...fields } }) => ({
    data: await update({ db: ctx.db, caller: ctx.caller, hash, input: fields, now: ctx.now() }),
  }));
