import { z } from "zod";
import { updateWorkspace as update } from "../../services/workspaces/workspaces";
import { updateWorkspaceFields, workspaceIdParam, workspaceRecord } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const updateWorkspace = managementProcedure
  .meta(rest("PATCH", "/workspaces/{id}", { summary: "Update a workspace", tag: "Workspaces", errors: [400, 401, 403, 404, 409, 500] }))
  .input(updateWorkspaceFields.extend({ id: workspaceIdParam }))
  .output(z.object({ data: workspaceRecord }))
  .mutation(async ({ ctx, input: { id, ...fields } }) => ({
    data: await update({ db: ctx.db, caller: ctx.caller, id, input: fields, now: ctx.now() }),
  }));
