import { z } from "zod";
import { addMembers as add } from "../../services/workspaces/members";
import { membershipRecord, userIdsBody, workspaceIdParam } from "../../services/workspaces/schemas";
import { body } from "../../services/input";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const addMembers = managementProcedure
  .meta(rest("POST", "/workspaces/{id}/members/add", { summary: "Add organization members to a workspace", tag: "Workspaces", errors: [400, 401, 403, 404, 500] }))
  .input(body({ id: workspaceIdParam, user_ids: userIdsBody }))
  .output(z.object({ added_count: z.number().int(), data: z.array(membershipRecord) }))
  .mutation(({ ctx, input }) => add({ db: ctx.db, caller: ctx.caller, id: input.id, userIds: input.user_ids }));
