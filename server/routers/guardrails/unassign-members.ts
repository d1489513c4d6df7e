import { z } from "zod";
import { unassignMembers as unassign } from "../../services/guardrails/assignments";
import { guardrailIdParam, memberIdsBody } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const unassignMembers = managementProcedure
  .meta(rest("POST", "/guardrails/{id}/assignments/members/remove", { summary: "Unassign members from a guardrail", tag: "Guardrails", errors: [400, 401, 403, 404, 500] }))
  .input(memberIdsBody.extend({ id: guardrailIdParam }))
  .output(z.object({ unassigned_count: z.number().int().meta({ description: "Members actually unassigned." }) }))
  .mutation(({ ctx, input }) => unassign({ db: ctx.db, caller: ctx.caller, id: input.id, userIds: input.member_user_ids }));
