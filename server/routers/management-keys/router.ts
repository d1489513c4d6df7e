import { router } from "../../trpc/init";
import { createManagementKey } from "./create-management-key";
import { deleteManagementKey } from "./delete-management-key";
import { getManagementKey } from "./get-management-key";
import { listManagementKeys } from "./list-management-keys";
import { updateManagementKey } from "./update-management-key";

export const managementKeysRouter = router({
  list: listManagementKeys,
  get: getManagementKey,
  create: createManagementKey,
  update: updateManagementKey,
  delete: deleteManagementKey,
});
