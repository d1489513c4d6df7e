import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { updateModel as update } from "../../services/catalog/models";
import { modelRecord, modelSlugParam, updateModelInput } from "../../services/catalog/schemas";

export const updateCatalogModel = managementProcedure
  .meta(rest("PATCH", "/catalog/models/{slug}", { summary: "Update a model of this organization (endpoints and price overrides included; disabled: true stops serving it); gateway.config.json's are read-only (403)", tag: "Catalog", errors: [400, 401, 403, 404, 500] }))
  .input(updateModelInput.extend({ slug: modelSlugParam }))
  .output(z.object({ data: modelRecord }))
  .mutation(async ({ ctx, input: { slug, ...fields } }) => ({ data: await update({ db: ctx.db, caller: ctx.caller, slug, input: fields, now: ctx.now() }) }));
