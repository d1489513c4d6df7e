import { z } from "zod";
import { getKey as get } from "../../services/keys/keys";
import { keyHashParam, keyRecord } from "../../services/keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getKey = managementProcedure
  .meta(rest("GET", "/keys/{hash}", { summary: "Get an API key", tag: "API keys", errors: [401, 404, 500] }))
  .input(z.object({ hash: keyHashParam }))
  .output(z.object({ data: keyRecord }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, hash: input.hash, now: ctx.now() }) }));
