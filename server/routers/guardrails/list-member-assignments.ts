import { z } from "zod";
import { listMemberAssignments as list } from "../../services/guardrails/assignments";
import { guardrailIdParam, memberAssignmentRecord, pageInput } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listMemberAssignments = managementProcedure
  .meta(rest("GET", "/guardrails/{id}/assignments/members", { summary: "List a guardrail's member assignments", tag: "Guardrails", errors: [400, 401, 404, 500] }))
  .input(pageInput.extend({ id: guardrailIdParam }))
  .output(z.object({ data: z.array(memberAssignmentRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, id: input.id, offset: input.offset, limit: input.limit }));
