import { router } from "../../trpc/init";
import { listEmbeddingModels } from "./list-embedding-models";
import { listModels } from "./list-models";

export const inferenceRouter = router({ embeddingModels: listEmbeddingModels, models: listModels });
