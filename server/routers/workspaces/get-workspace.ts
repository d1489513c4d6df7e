import { z } from "zod";
import { getWorkspace as get } from "../../services/workspaces/workspaces";
import { workspaceIdParam, workspaceRecord } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getWorkspace = managementProcedure
  .meta(rest("GET", "/workspaces/{id}", { summary: "Get a workspace by UUID or slug", tag: "Workspaces", errors: [401, 404, 500] }))
  .input(z.object({ id: workspaceIdParam }))
  .output(z.object({ data: workspaceRecord }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, id: input.id }) }));
