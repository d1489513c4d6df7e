import { z } from "zod";
import { listGuardrails as list } from "../../services/guardrails/guardrails";
import { guardrailRecord, listGuardrailsInput } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listGuardrails = managementProcedure
  .meta(rest("GET", "/guardrails", { summary: "List guardrails (all workspaces unless workspace_id)", tag: "Guardrails", errors: [400, 401, 404, 500] }))
  .input(listGuardrailsInput)
  .output(z.object({ data: z.array(guardrailRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) =>
    list({ db: ctx.db, caller: ctx.caller, offset: input.offset, limit: input.limit, workspaceId: input.workspace_id }),
  );
