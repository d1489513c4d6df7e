import { z } from "zod";
import { deleteKey as remove } from "../../services/keys/keys";
import { keyHashParam } from "../../services/keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const deleteKey = managementProcedure
  .meta(rest("DELETE", "/keys/{hash}", { summary: "Delete an API key (it answers 401 at once)", tag: "API keys", errors: [401, 403, 404, 500] }))
  .input(z.object({ hash: keyHashParam }))
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => remove({ db: ctx.db, caller: ctx.caller, hash: input.hash }));
