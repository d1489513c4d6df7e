import { z } from "zod";
import { listEndUsers as list } from "../../services/end-users/end-users";
import { endUserRecord, listEndUsersInput } from "../../services/end-users/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listEndUsers = managementProcedure
  .meta(rest("GET", "/end-users", { summary: "List end-user registrations (active only unless include_inactive)", tag: "End users", errors: [400, 401, 404, 500] }))
  .input(listEndUsersInput)
  .output(z.object({ data: z.array(endUserRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) =>
    list({
      db: ctx.db,
      caller: ctx.caller,
      offset: input.offset ?? 0,
      limit: input.limit,
      user: input.user,
      includeInactive: input.include_inactive,
    }),
  );
