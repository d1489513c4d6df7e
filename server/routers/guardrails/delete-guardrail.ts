import { z } from "zod";
import { deleteGuardrail as remove } from "../../services/guardrails/guardrails";
import { guardrailIdParam } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const deleteGuardrail = managementProcedure
  .meta(rest("DELETE", "/guardrails/{id}", { summary: "Delete a guardrail (not a workspace's default: 409)", tag: "Guardrails", errors: [401, 403, 404, 409, 500] }))
  .input(z.object({ id: guardrailIdParam }))
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => remove({ db: ctx.db, caller: ctx.caller, id: input.id }));
