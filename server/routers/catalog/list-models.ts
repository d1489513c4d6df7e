import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { listModels as list } from "../../services/catalog/models";
import { listInput, modelRecord } from "../../services/catalog/schemas";

export const listCatalogModels = managementProcedure
  .meta(rest("GET", "/catalog/models", { summary: "List the models this organization's keys can use (non-public and disabled included), each endpoint's prices and their source", tag: "Catalog", errors: [400, 401, 500] }))
  .input(listInput)
  .output(z.object({ data: z.array(modelRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, offset: input.offset, limit: input.limit }));
