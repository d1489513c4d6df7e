import { router } from "../../trpc/init";
import { createEndUser } from "./create-end-user";
import { deleteEndUser } from "./delete-end-user";
import { getEndUser } from "./get-end-user";
import { listEndUsers } from "./list-end-users";
import { updateEndUser } from "./update-end-user";

export const endUsersRouter = router({
  list: listEndUsers,
  get: getEndUser,
  create: createEndUser,
  update: updateEndUser,
  delete: deleteEndUser,
});
