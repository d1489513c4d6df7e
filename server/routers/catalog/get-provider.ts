import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { getProvider as get } from "../../services/catalog/providers";
import { providerIdParam, providerRecord } from "../../services/catalog/schemas";

export const getProvider = managementProcedure
  .meta(rest("GET", "/catalog/providers/{id}", { summary: "Get a provider (secrets never returned: secrets_set names them)", tag: "Catalog", errors: [400, 401, 404, 500] }))
  .input(z.object({ id: providerIdParam }))
  .output(z.object({ data: providerRecord }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, id: input.id }) }));
