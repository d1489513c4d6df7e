import { z } from "zod";
import { createGuardrail as create } from "../../services/guardrails/guardrails";
import { createGuardrailInput, guardrailRecord } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const createGuardrail = managementProcedure
  .meta(rest("POST", "/guardrails", { summary: "Create a guardrail", tag: "Guardrails", errors: [400, 401, 403, 404, 500], successStatus: 201 }))
  .input(createGuardrailInput)
  .output(z.object({ data: guardrailRecord }))
  .mutation(async ({ ctx, input }) => ({ data: await create({ db: ctx.db, caller: ctx.caller, input, now: ctx.now() }) }));
