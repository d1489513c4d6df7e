import { z } from "zod";
import { deleteDestination as remove } from "../../services/broadcast-destinations/destinations";
import { destinationIdParam } from "../../services/broadcast-destinations/schemas";
import { workspaceIdParam } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const deleteDestination = managementProcedure
  .meta(rest("DELETE", "/workspaces/{id}/broadcast-destinations/{destination_id}", { summary: "Delete a broadcast destination", tag: "Broadcast", errors: [400, 401, 403, 404, 500] }))
  .input(z.object({ id: workspaceIdParam, destination_id: destinationIdParam }))
  .output(z.object({ deleted: z.literal(true) }))
  .mutation(({ ctx, input }) => remove({ db: ctx.db, caller: ctx.caller, workspace: input.id, id: input.destination_id }));
