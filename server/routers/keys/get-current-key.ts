import { z } from "zod";
import { getCurrentKey as current } from "../../services/keys/keys";
import { currentKeyRecord } from "../../services/keys/schemas";
import { apiKeyProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getCurrentKey = apiKeyProcedure
  .meta(rest("GET", "/key", { summary: "The calling key (inference or management)", tag: "API keys", errors: [401, 500] }))
  .input(z.void())
  .output(z.object({ data: currentKeyRecord }))
  .query(async ({ ctx }) => ({ data: await current({ db: ctx.db, caller: ctx.caller, now: ctx.now() }) }));
