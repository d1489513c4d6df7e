import { getModel as get, getModelInput, modelDetail } from "../../services/models/models";
import { apiKeyProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

/** Any valid key, inference or management (docs/decisions.md "Responses API, count_tokens, models/{id}"). */
export const getModel = apiKeyProcedure
  .meta(rest("GET", "/models/{id}", { summary: "Get one model (OpenRouter's model shape, with OpenAI's object and owned_by)", tag: "Models", errors: [400, 401, 404, 500] }))
  .input(getModelInput)
  .output(modelDetail)
  .query(({ input }) => get(input.id));
