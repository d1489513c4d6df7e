import { router } from "../../trpc/init";
import { createKey } from "./create-key";
import { deleteKey } from "./delete-key";
import { disableKeys } from "./disable-keys";
import { getCurrentKey } from "./get-current-key";
import { getKey } from "./get-key";
import { listKeys } from "./list-keys";
import { searchKeys } from "./search-keys";
import { updateKey } from "./update-key";

export const keysRouter = router({
  list: listKeys,
  get: getKey,
  create: createKey,
  update: updateKey,
  delete: deleteKey,
  current: getCurrentKey,
  // console only (no REST path)
  search: searchKeys,
  disableMany: disableKeys,
});
