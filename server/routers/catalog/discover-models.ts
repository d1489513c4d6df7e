import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { discoverModels as discover } from "../../services/catalog/probe";
import { discoveredModel, providerIdParam } from "../../services/catalog/schemas";

export const discoverModels = managementProcedure
  .meta(rest("GET", "/catalog/providers/{id}/discover", { summary: "The provider's model list, each priced from the price dataset where it can be (to import as models)", tag: "Catalog", errors: [400, 401, 403, 404, 409, 500, 502] }))
  .input(z.object({ id: providerIdParam }))
  .output(z.object({ data: z.array(discoveredModel) }))
  .query(({ ctx, input }) => discover({ db: ctx.db, caller: ctx.caller, id: input.id }));
