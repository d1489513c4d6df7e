import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { testProvider as probe } from "../../services/catalog/probe";
import { providerIdParam, testResult } from "../../services/catalog/schemas";

export const testProvider = managementProcedure
  .meta(rest("POST", "/catalog/providers/{id}/test", { summary: "Test a provider with a cheap authenticated call (its model list); answers the status and a stable reason, never the upstream's text", tag: "Catalog", errors: [400, 401, 403, 404, 409, 500] }))
  .input(z.object({ id: providerIdParam }))
  .output(z.object({ data: testResult }))
  .mutation(async ({ ctx, input }) => ({ data: await probe({ db: ctx.db, caller: ctx.caller, id: input.id, now: () => performance.now() }) }));
