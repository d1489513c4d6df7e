import { z } from "zod";
import { createDestination as create } from "../../services/broadcast-destinations/destinations";
import { createDestinationInput, destinationRecord } from "../../services/broadcast-destinations/schemas";
import { workspaceIdParam } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const createDestination = managementProcedure
  .meta(
    rest("POST", "/workspaces/{id}/broadcast-destinations", {
      summary: "Add an OTLP/HTTP broadcast destination to a workspace",
      tag: "Broadcast",
      errors: [400, 401, 403, 404, 409, 500],
      successStatus: 201,
    }),
  )
  .input(createDestinationInput.extend({ id: workspaceIdParam }))
  .output(z.object({ data: destinationRecord }))
  .mutation(async ({ ctx, input: { id, ...fields } }) => ({ data: await create({ db: ctx.db, caller: ctx.caller, workspace: id, input: fields }) }));
