import { z } from "zod";
import { createEndUser as create } from "../../services/end-users/end-users";
import { createEndUserInput, endUserRecord } from "../../services/end-users/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const createEndUser = managementProcedure
  .meta(
    rest("POST", "/end-users", {
      summary: "Register a tracking string (idempotent: 201 when created, 200 with the existing registration unchanged)",
      tag: "End users",
      errors: [400, 401, 500],
      successStatus: 201,
    }),
  )
  .input(createEndUserInput)
  .output(z.object({ data: endUserRecord }))
  .mutation(async ({ ctx, input }) => {
    const { data, created } = await create({ db: ctx.db, caller: ctx.caller, user: input.user, now: ctx.now() });
    if (ctx.rest) ctx.rest.status = created ? 201 : 200;
    return { data };
  });
