import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { createProvider as create } from "../../services/catalog/providers";
import { createProviderInput, providerRecord } from "../../services/catalog/schemas";

export const createProvider = managementProcedure
  .meta(rest("POST", "/catalog/providers", { summary: "Create a provider of this organization (the record of gateway.config.json; secrets stored encrypted, write-only)", tag: "Catalog", errors: [400, 401, 403, 404, 409, 500, 503], successStatus: 201 }))
  .input(createProviderInput)
  .output(z.object({ data: providerRecord }))
  .mutation(async ({ ctx, input }) => ({ data: await create({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }) }));
