import { z } from "zod";
import { deleteWorkspace as remove } from "../../services/workspaces/workspaces";
import { workspaceIdParam } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const deleteWorkspace = managementProcedure
  .meta(rest("DELETE", "/workspaces/{id}", { summary: "Delete a workspace (not the default one, nor one that holds keys)", tag: "Workspaces", errors: [401, 403, 404, 409, 500] }))
  .input(z.object({ id: workspaceIdParam }))
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => remove({ db: ctx.db, caller: ctx.caller, id: input.id }));
