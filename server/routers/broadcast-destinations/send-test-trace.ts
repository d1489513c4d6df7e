import { z } from "zod";
import { destinationIdParam, testResultRecord } from "../../services/broadcast-destinations/schemas";
import { workspaceIdParam } from "../../services/workspaces/schemas";
import { managementProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

export const sendTestTrace = managementProcedure
  .meta(
    rest("POST", "/workspaces/{id}/broadcast-destinations/{destination_id}/test", {
      summary: "Send a test span to a destination and report its receiver's answer",
      description: "Synchronous: one OTLP/HTTP POST (no retry, 5 s timeout). A receiver that refuses or cannot be reached is a 200 with ok false and its status.",
      tag: "Broadcast",
      errors: [400, 401, 403, 404, 500],
    }),
  )
  .input(z.object({ id: workspaceIdParam, destination_id: destinationIdParam }))
  .output(z.object({ data: testResultRecord }))
  .mutation(async ({ ctx, input }) => {
    // OpenTelemetry's serializer loads with the first test trace, not with the router.
    const { sendTestTrace: send } = await import("../../services/broadcast-destinations/send-test");
    return { data: await send({ db: ctx.db, caller: ctx.caller, workspace: input.id, id: input.destination_id }) };
  });
