import { z } from "zod";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";
import { listProviders as list } from "../../services/catalog/providers";
import { listInput, providerRecord } from "../../services/catalog/schemas";

export const listProviders = managementProcedure
  .meta(rest("GET", "/catalog/providers", { summary: "List the providers this organization's keys can use: gateway.config.json's (source file) and its own (source database)", tag: "Catalog", errors: [400, 401, 500] }))
  .input(listInput)
  .output(z.object({ data: z.array(providerRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, offset: input.offset, limit: input.limit }));
