import { z } from "zod";
import { listKeyAssignments as list } from "../../services/guardrails/assignments";
import { keyAssignmentRecord, pageInput } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listAllKeyAssignments = managementProcedure
  .meta(rest("GET", "/guardrails/assignments/keys", { summary: "List every key assignment of the organization", tag: "Guardrails", errors: [400, 401, 500] }))
  .input(pageInput)
  .output(z.object({ data: z.array(keyAssignmentRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, offset: input.offset, limit: input.limit }));
