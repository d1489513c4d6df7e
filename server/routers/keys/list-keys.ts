import { z } from "zod";
import { listKeys as list } from "../../services/keys/keys";
import { keyRecord, listKeysInput } from "../../services/keys/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listKeys = managementProcedure
  .meta(rest("GET", "/keys", { summary: "List API keys (default workspace unless workspace_id)", tag: "API keys", errors: [400, 401, 404, 429, 500] }))
  .input(listKeysInput)
  .output(z.object({ data: z.array(keyRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) =>
    list({
      db: ctx.db,
      caller: ctx.caller,
      now: ctx.now(),
      includeDisabled: input.include_disabled,
      offset: input.offset,
      limit: input.limit,
      workspaceId: input.workspace_id,
    }),
  );
