import { z } from "zod";
import { listMemberAssignments as list } from "../../services/guardrails/assignments";
import { memberAssignmentRecord, pageInput } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listAllMemberAssignments = managementProcedure
  .meta(rest("GET", "/guardrails/assignments/members", { summary: "List every member assignment of the organization", tag: "Guardrails", errors: [400, 401, 500] }))
  .input(pageInput)
  .output(z.object({ data: z.array(memberAssignmentRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, offset: input.offset, limit: input.limit }));
