import { z } from "zod";
import { listDestinations as list } from "../../services/broadcast-destinations/destinations";
import { destinationRecord } from "../../services/broadcast-destinations/schemas";
import { workspaceIdParam } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const listDestinations = managementProcedure
  .meta(rest("GET", "/workspaces/{id}/broadcast-destinations", { summary: "List a workspace's broadcast destinations", tag: "Broadcast", errors: [401, 404, 500] }))
  .input(z.object({ id: workspaceIdParam }))
  .output(z.object({ data: z.array(destinationRecord) }))
  .query(async ({ ctx, input }) => ({ data: await list({ db: ctx.db, caller: ctx.caller, workspace: input.id }) }));
