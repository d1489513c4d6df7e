import { router } from "../../trpc/init";
import { addMembers } from "./add-members";
import { createWorkspace } from "./create-workspace";
import { deleteWorkspace } from "./delete-workspace";
import { getWorkspace } from "./get-workspace";
import { listMembers } from "./list-members";
import { listWorkspaces } from "./list-workspaces";
import { removeMembers } from "./remove-members";
import { updateWorkspace } from "./update-workspace";

export const workspacesRouter = router({
  list: listWorkspaces,
  get: getWorkspace,
  create: createWorkspace,
  update: updateWorkspace,
  delete: deleteWorkspace,
  listMembers,
  addMembers,
  removeMembers,
});
