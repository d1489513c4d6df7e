import { router } from "../../trpc/init";
import { listEmbeddingModels } from "./list-embedding-models";

export const inferenceRouter = router({ embeddingModels: listEmbeddingModels });
