import { z } from "zod";
import { listWorkspaces as list } from "../../services/workspaces/workspaces";
import { workspaceRecord } from "../../services/workspaces/schemas";
import { limitParam, offsetParam } from "../../services/input";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listWorkspaces = managementProcedure
  .meta(rest("GET", "/workspaces", { summary: "List workspaces", tag: "Workspaces", errors: [400, 401, 500] }))
  .input(z.object({ offset: offsetParam, limit: limitParam }))
  .output(z.object({ data: z.array(workspaceRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, offset: input.offset, limit: input.limit }));
