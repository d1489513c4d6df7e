import { z } from "zod";
import { createKey as create } from "../../services/keys/keys";
import { createKeyInput, keyRecord } from "../../services/keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const createKey = managementProcedure
  .meta(rest("POST", "/keys", { summary: "Create an API key (the plaintext key is returned once)", tag: "API keys", errors: [400, 401, 403, 404, 409, 500], successStatus: 201 }))
  .input(createKeyInput)
  .output(z.object({ data: keyRecord, key: z.string().meta({ description: "The key itself. Shown once: store it now." }) }))
  .mutation(({ ctx, input }) => create({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }));
