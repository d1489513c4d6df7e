import { z } from "zod";
import { removeMembers as remove } from "../../services/workspaces/members";
import { userIdsBody, workspaceIdParam } from "../../services/workspaces/schemas";
import { body } from "../../services/input";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const removeMembers = managementProcedure
  .meta(rest("POST", "/workspaces/{id}/members/remove", { summary: "Remove members from a workspace", tag: "Workspaces", errors: [400, 401, 403, 404, 500] }))
  .input(body({ id: workspaceIdParam, user_ids: userIdsBody }))
  .output(z.object({ removed_count: z.number().int() }))
  .mutation(({ ctx, input }) => remove({ db: ctx.db, caller: ctx.caller, id: input.id, userIds: input.user_ids }));
