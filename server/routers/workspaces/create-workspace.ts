import { z } from "zod";
import { createWorkspace as create } from "../../services/workspaces/workspaces";
import { createWorkspaceInput, workspaceRecord } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const createWorkspace = managementProcedure
  .meta(
    rest("POST", "/workspaces", {
      summary: "Create a workspace",
      tag: "Workspaces",
      errors: [400, 401, 403, 409, 500],
      successStatus: 201,
    }),
  )
  .input(createWorkspaceInput)
  .output(z.object({ data: workspaceRecord }))
  .mutation(async ({ ctx, input }) => ({ data: await create({ db: ctx.db, caller: ctx.caller, input }) }));
