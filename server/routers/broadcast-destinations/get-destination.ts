import { z } from "zod";
import { getDestination as get } from "../../services/broadcast-destinations/destinations";
import { destinationIdParam, destinationRecord } from "../../services/broadcast-destinations/schemas";
import { workspaceIdParam } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const getDestination = managementProcedure
  .meta(rest("GET", "/workspaces/{id}/broadcast-destinations/{destination_id}", { summary: "Get a broadcast destination", tag: "Broadcast", errors: [400, 401, 404, 500] }))
  .input(z.object({ id: workspaceIdParam, destination_id: destinationIdParam }))
  .output(z.object({ data: destinationRecord }))
  .query(async ({ ctx, input }) => ({ data: await get({ db: ctx.db, caller: ctx.caller, workspace: input.id, id: input.destination_id }) }));
