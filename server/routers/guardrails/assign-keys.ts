import { z } from "zod";
import { assignKeys as assign } from "../../services/guardrails/assignments";
import { guardrailIdParam, keyHashesBody } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const assignKeys = managementProcedure
  .meta(rest("POST", "/guardrails/{id}/assignments/keys", { summary: "Assign keys to a guardrail (replacing their previous guardrail)", tag: "Guardrails", errors: [400, 401, 403, 404, 500] }))
  .input(keyHashesBody.extend({ id: guardrailIdParam }))
  .output(z.object({ assigned_count: z.number().int().meta({ description: "Keys whose guardrail changed." }) }))
  .mutation(({ ctx, input }) => assign({ db: ctx.db, caller: ctx.caller, id: input.id, keyHashes: input.key_hashes, now: ctx.now() }));
