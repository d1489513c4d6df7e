import { router } from "../../trpc/init";
import { assignKeys } from "./assign-keys";
import { assignMembers } from "./assign-members";
import { createGuardrail } from "./create-guardrail";
import { deleteGuardrail } from "./delete-guardrail";
import { getFormOptions } from "./get-form-options";
import { getGuardrail } from "./get-guardrail";
import { listAllKeyAssignments } from "./list-all-key-assignments";
import { listAllMemberAssignments } from "./list-all-member-assignments";
import { listGuardrails } from "./list-guardrails";
import { listKeyAssignments } from "./list-key-assignments";
import { listKeyGuardrails } from "./list-key-guardrails";
import { listMemberAssignments } from "./list-member-assignments";
import { testPattern } from "./test-pattern";
import { unassignKeys } from "./unassign-keys";
import { unassignMembers } from "./unassign-members";
import { updateGuardrail } from "./update-guardrail";

export const guardrailsRouter = router({
  list: listGuardrails,
  get: getGuardrail,
  create: createGuardrail,
  update: updateGuardrail,
  delete: deleteGuardrail,
  listKeyAssignments,
  assignKeys,
  unassignKeys,
  listMemberAssignments,
  assignMembers,
  unassignMembers,
  listAllKeyAssignments,
  listAllMemberAssignments,
  // console only (no REST path)
  formOptions: getFormOptions,
  testPattern,
  keyGuardrails: listKeyGuardrails,
});
