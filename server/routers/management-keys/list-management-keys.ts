import { z } from "zod";
import { listManagementKeys as list } from "../../services/management-keys/management-keys";
import { listManagementKeysInput, managementKeyRecord } from "../../services/management-keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listManagementKeys = managementProcedure
  .meta(rest("GET", "/management-keys", { summary: "List the organization's management keys (disabled ones included)", tag: "Management keys", errors: [400, 401, 403, 500] }))
  .input(listManagementKeysInput)
  .output(z.object({ data: z.array(managementKeyRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, offset: input.offset, limit: input.limit }));
