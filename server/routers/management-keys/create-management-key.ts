import { z } from "zod";
import { createManagementKey as create } from "../../services/management-keys/management-keys";
import { createManagementKeyInput, managementKeyRecord } from "../../services/management-keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const createManagementKey = managementProcedure
  .meta(rest("POST", "/management-keys", { summary: "Create a management key (the plaintext key is returned once)", tag: "Management keys", errors: [400, 401, 403, 500], successStatus: 201 }))
  .input(createManagementKeyInput)
  .output(z.object({ data: managementKeyRecord, key: z.string().meta({ description: "The key itself. Shown once: store it now." }) }))
  .mutation(({ ctx, input }) => create({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }));
