import { z } from "zod";
import { listMembers as list } from "../../services/workspaces/members";
import { membershipRecord, workspaceIdParam } from "../../services/workspaces/schemas";
import { limitParam, offsetParam } from "../../services/input";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listMembers = managementProcedure
  .meta(rest("GET", "/workspaces/{id}/members", { summary: "List a workspace's members", tag: "Workspaces", errors: [400, 401, 404, 500] }))
  .input(z.object({ id: workspaceIdParam, offset: offsetParam, limit: limitParam }))
  .output(z.object({ data: z.array(membershipRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, ...input }));
