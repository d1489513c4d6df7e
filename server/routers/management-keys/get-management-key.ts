import { z } from "zod";
import { getManagementKey as get } from "../../services/management-keys/management-keys";
import { managementKeyHashParam, managementKeyRecord } from "../../services/management-keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getManagementKey = managementProcedure
  .meta(rest("GET", "/management-keys/{hash}", { summary: "Get a management key", tag: "Management keys", errors: [401, 403, 404, 500] }))
  .input(z.object({ hash: managementKeyHashParam }))
  .output(z.object({ data: managementKeyRecord }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, hash: input.hash }) }));
