import { z } from "zod";
import { embeddingModelList, listEmbeddingModels as list } from "../../services/models/embedding-models";
import { apiKeyProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listEmbeddingModels = apiKeyProcedure
  .meta(rest("GET", "/embeddings/models", { summary: "List embedding models", tag: "Embeddings", errors: [400, 401, 500] }))
  .input(z.object({ offset: z.number().int().min(0).optional(), limit: z.number().int().min(1).max(1000).optional() }))
  .output(embeddingModelList)
  .query(({ ctx, input }) => list(input, ctx.caller.orgId));
