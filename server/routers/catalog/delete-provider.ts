import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { deleteProvider as remove } from "../../services/catalog/providers";
import { providerIdParam } from "../../services/catalog/schemas";

export const deleteProvider = managementProcedure
  .meta(rest("DELETE", "/catalog/providers/{id}", { summary: "Delete a provider of this organization (409 while a model of it has an endpoint on it); gateway.config.json's are read-only (403)", tag: "Catalog", errors: [400, 401, 403, 404, 409, 500] }))
  .input(z.object({ id: providerIdParam }))
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await remove({ db: ctx.db, caller: ctx.caller, id: input.id });
    return { deleted: true as const };
  });
