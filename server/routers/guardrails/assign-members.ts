import { z } from "zod";
import { assignMembers as assign } from "../../services/guardrails/assignments";
import { guardrailIdParam, memberIdsBody } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const assignMembers = managementProcedure
  .meta(rest("POST", "/guardrails/{id}/assignments/members", { summary: "Assign members to a guardrail (replacing their previous guardrail)", tag: "Guardrails", errors: [400, 401, 403, 404, 500] }))
  .input(memberIdsBody.extend({ id: guardrailIdParam }))
  .output(z.object({ assigned_count: z.number().int().meta({ description: "Members whose guardrail changed." }) }))
  .mutation(({ ctx, input }) => assign({ db: ctx.db, caller: ctx.caller, id: input.id, userIds: input.member_user_ids, now: ctx.now() }));
