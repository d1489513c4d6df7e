import { router } from "../../trpc/init";
import { exportActivity } from "./export-activity";
import { getActivity } from "./get-activity";
import { getActivityMembers } from "./get-activity-members";
import { getActivityRefusals } from "./get-activity-refusals";
import { getActivityTop } from "./get-activity-top";
import { getGeneration } from "./get-generation";
import { listGenerations } from "./list-generations";

export const activityRouter = router({
  get: getActivity,
  top: getActivityTop,
  refusals: getActivityRefusals,
  members: getActivityMembers,
  exportCsv: exportActivity,
  generations: listGenerations,
  generation: getGeneration,
});
