import { z } from "zod";
import { updateKey as update } from "../../services/keys/update-key";
import { keyHashParam, keyRecord, updateKeyFields } from "../../services/keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const updateKey = managementProcedure
  .meta(rest("PATCH", "/keys/{hash}", { summary: "Update an API key (spec 4.5 rules 1–5)", tag: "API keys", errors: [400, 401, 403, 404, 409, 500] }))
  .input(updateKeyFields.extend({ hash: keyHashParam }))
  .output(z.object({ data: keyRecord }))
  .mutation(async ({ ctx, input: { hash, ...fields } }) => ({
    data: await update({ db: ctx.db, caller: ctx.caller, hash, input: fields, now: ctx.now() }),
  }));
