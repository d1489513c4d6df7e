import { router } from "../../trpc/init";
import { createDestination } from "./create-destination";
import { deleteDestination } from "./delete-destination";
import { getDestination } from "./get-destination";
import { listDestinations } from "./list-destinations";
import { sendTestTrace } from "./send-test-trace";
import { updateDestination } from "./update-destination";

export const broadcastDestinationsRouter = router({
  list: listDestinations,
  get: getDestination,
  create: createDestination,
  update: updateDestination,
  delete: deleteDestination,
  sendTest: sendTestTrace,
});
