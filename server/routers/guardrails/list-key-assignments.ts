import { z } from "zod";
import { listKeyAssignments as list } from "../../services/guardrails/assignments";
import { guardrailIdParam, keyAssignmentRecord, pageInput } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listKeyAssignments = managementProcedure
  .meta(rest("GET", "/guardrails/{id}/assignments/keys", { summary: "List a guardrail's key assignments", tag: "Guardrails", errors: [400, 401, 404, 500] }))
  .input(pageInput.extend({ id: guardrailIdParam }))
  .output(z.object({ data: z.array(keyAssignmentRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, id: input.id, offset: input.offset, limit: input.limit }));
