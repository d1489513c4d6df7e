import { z } from "zod";
import { updateGuardrail as update } from "../../services/guardrails/guardrails";
import { guardrailIdParam, guardrailRecord, updateGuardrailFields } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const updateGuardrail = managementProcedure
  .meta(rest("PATCH", "/guardrails/{id}", { summary: "Update a guardrail (spec 4.7: only the fields given change)", tag: "Guardrails", errors: [400, 401, 403, 404, 500] }))
  .input(updateGuardrailFields.extend({ id: guardrailIdParam }))
  .output(z.object({ data: guardrailRecord }))
  .mutation(async ({ ctx, input: { id, ...fields } }) => ({
    data: await update({ db: ctx.db, caller: ctx.caller, id, input: fields, now: ctx.now() }),
  }));
