import { listModels as list, listModelsQuery, modelList } from "../../services/models/models";
import { apiKeyProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

/** Any valid key, inference or management (docs/decisions.md "OpenAI-format inference"). */
export const listModels = apiKeyProcedure
  .meta(rest("GET", "/models", { summary: "List models (OpenRouter's model-list shape)", tag: "Models", errors: [400, 401, 500] }))
  .input(listModelsQuery)
  .output(modelList)
  .query(({ ctx, input }) => list(input, ctx.caller.orgId));
