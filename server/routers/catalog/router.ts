import { router } from "../../trpc/init";
import { createCatalogModel } from "./create-model";
import { createProvider } from "./create-provider";
import { deleteCatalogModel } from "./delete-model";
import { deleteProvider } from "./delete-provider";
import { discoverModels } from "./discover-models";
import { getEndpointHealth } from "./get-endpoint-health";
import { getCatalogModel } from "./get-model";
import { getProvider } from "./get-provider";
import { listCatalogModels } from "./list-models";
import { listProviders } from "./list-providers";
import { testProvider } from "./test-provider";
import { updateCatalogModel } from "./update-model";
import { updateProvider } from "./update-provider";

export const catalogRouter = router({
  listProviders,
  getProvider,
  createProvider,
  updateProvider,
  deleteProvider,
  testProvider,
  discoverModels,
  listModels: listCatalogModels,
  getModel: getCatalogModel,
  createModel: createCatalogModel,
  updateModel: updateCatalogModel,
  deleteModel: deleteCatalogModel,
  endpointHealth: getEndpointHealth,
});
