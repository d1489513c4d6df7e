import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { getModel as get } from "../../services/catalog/models";
import { modelRecord, modelSlugParam } from "../../services/catalog/schemas";

export const getCatalogModel = managementProcedure
  .meta(rest("GET", "/catalog/models/{slug}", { summary: "Get a model (slug URL-encoded), each endpoint's prices and their source", tag: "Catalog", errors: [400, 401, 404, 500] }))
  .input(z.object({ slug: modelSlugParam }))
  .output(z.object({ data: modelRecord }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, slug: input.slug }) }));
