import { z } from "zod";
import { updateDestination as update } from "../../services/broadcast-destinations/destinations";
import { destinationIdParam, destinationRecord, updateDestinationInput } from "../../services/broadcast-destinations/schemas";
import { workspaceIdParam } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const updateDestination = managementProcedure
  .meta(rest("PATCH", "/workspaces/{id}/broadcast-destinations/{destination_id}", { summary: "Update a broadcast destination", tag: "Broadcast", errors: [400, 401, 403, 404, 500] }))
  .input(updateDestinationInput.extend({ id: workspaceIdParam, destination_id: destinationIdParam }))
  .output(z.object({ data: destinationRecord }))
  .mutation(async ({ ctx, input: { id, destination_id, ...fields } }) => ({
    data: await update({ db: ctx.db, caller: ctx.caller, workspace: id, id: destination_id, input: fields, now: ctx.now() }),
  }));
