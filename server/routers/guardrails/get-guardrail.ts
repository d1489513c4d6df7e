import { z } from "zod";
import { getGuardrail as get } from "../../services/guardrails/guardrails";
import { guardrailIdParam, guardrailRecord } from "../../services/guardrails/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getGuardrail = managementProcedure
  .meta(rest("GET", "/guardrails/{id}", { summary: "Get a guardrail", tag: "Guardrails", errors: [401, 404, 500] }))
  .input(z.object({ id: guardrailIdParam }))
  .output(z.object({ data: guardrailRecord }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, id: input.id }) }));
