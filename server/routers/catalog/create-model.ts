import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { createModel as create } from "../../services/catalog/models";
import { createModelInput, modelRecord } from "../../services/catalog/schemas";

export const createCatalogModel = managementProcedure
  .meta(rest("POST", "/catalog/models", { summary: "Create a model of this organization (the record of gateway.config.json; an endpoint without pricing is priced from the dataset, one nothing prices is refused)", tag: "Catalog", errors: [400, 401, 403, 409, 500], successStatus: 201 }))
  .input(createModelInput)
  .output(z.object({ data: modelRecord }))
  .mutation(async ({ ctx, input }) => ({ data: await create({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }) }));
