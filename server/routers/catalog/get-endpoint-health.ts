import { z } from "zod";
import { endpointHealth } from "../../services/catalog/health";
import { managementProcedure } from "../../trpc/init";

/** Console only (no REST path): each endpoint's recent error rate, p50 latency and circuit, on this instance. */
export const getEndpointHealth = managementProcedure
  .input(z.void())
  .output(
    z.object({
      data: z.array(
        z.object({ endpoint: z.string(), provider: z.string(), model: z.string(), error_rate: z.number().nullable(), p50_ms: z.number().nullable(), circuit_open: z.boolean() }),
      ),
    }),
  )
  .query(({ ctx }) => ({ data: endpointHealth({ caller: ctx.caller, now: ctx.now().getTime() }) }));
