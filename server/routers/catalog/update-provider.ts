import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { updateProvider as update } from "../../services/catalog/providers";
import { providerIdParam, providerRecord, updateProviderInput } from "../../services/catalog/schemas";

export const updateProvider = managementProcedure
  .meta(rest("PATCH", "/catalog/providers/{id}", { summary: "Update a provider of this organization (a secret given replaces it, null removes it); gateway.config.json's are read-only (403)", tag: "Catalog", errors: [400, 401, 403, 404, 409, 500, 503] }))
  .input(updateProviderInput.extend({ id: providerIdParam }))
  .output(z.object({ data: providerRecord }))
  .mutation(async ({ ctx, input: { id, ...fields } }) => ({ data: await update({ db: ctx.db, caller: ctx.caller, id, input: fields, now: ctx.now() }) }));
