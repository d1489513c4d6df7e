import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { deleteModel as remove } from "../../services/catalog/models";
import { modelSlugParam } from "../../services/catalog/schemas";

export const deleteCatalogModel = managementProcedure
  .meta(rest("DELETE", "/catalog/models/{slug}", { summary: "Delete a model of this organization; gateway.config.json's are read-only (403)", tag: "Catalog", errors: [400, 401, 403, 404, 500] }))
  .input(z.object({ slug: modelSlugParam }))
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await remove({ db: ctx.db, caller: ctx.caller, slug: input.slug });
    return { deleted: true as const };
  });
