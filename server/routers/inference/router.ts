import { router } from "../../trpc/init";
import { getModel } from "./get-model";
import { listEmbeddingModels } from "./list-embedding-models";
import { listModels } from "./list-models";

export const inferenceRouter = router({ embeddingModels: listEmbeddingModels, models: listModels, model: getModel });
