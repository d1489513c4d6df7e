import { z } from "zod";
import { getEndUser as get } from "../../services/end-users/end-users";
import { endUserPathParam, endUserRecord } from "../../services/end-users/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getEndUser = managementProcedure
  .meta(rest("GET", "/end-users/{user}", { summary: "Get an end-user registration", tag: "End users", errors: [400, 401, 404, 500] }))
  .input(z.object({ user: endUserPathParam }))
  .output(z.object({ data: endUserRecord }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, user: input.user }) }));
