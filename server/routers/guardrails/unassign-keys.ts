import { z } from "zod";
import { unassignKeys as unassign } from "../../services/guardrails/assignments";
import { guardrailIdParam, keyHashesBody } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const unassignKeys = managementProcedure
  .meta(rest("POST", "/guardrails/{id}/assignments/keys/remove", { summary: "Unassign keys from a guardrail", tag: "Guardrails", errors: [400, 401, 403, 404, 500] }))
  .input(keyHashesBody.extend({ id: guardrailIdParam }))
  .output(z.object({ unassigned_count: z.number().int().meta({ description: "Keys actually unassigned." }) }))
  .mutation(({ ctx, input }) => unassign({ db: ctx.db, caller: ctx.caller, id: input.id, keyHashes: input.key_hashes }));
