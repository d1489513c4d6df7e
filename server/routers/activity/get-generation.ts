import { z } from "zod";
import { generationDetail, getGeneration as get, getGenerationInput } from "../../services/activity/generations";
import { apiKeyProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

/** One request of the log, in OpenRouter's GET /generation shape (plus attempts, guardrail, explain). */
export const getGeneration = apiKeyProcedure
  .meta(rest("GET", "/generation", { summary: "One request's metadata: cost, tokens, latency, attempts, guardrail outcome, route explain; the request and response bodies when I/O logging kept them", tag: "Activity", errors: [400, 401, 404, 500] }))
  .input(getGenerationInput)
  .output(z.object({ data: generationDetail }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, id: input.id }) }));
