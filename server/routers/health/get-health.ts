import { z } from "zod";
import { gatewayHealth, healthRecord } from "../../services/usage/health";
import { publicProcedure } from "../../trpc/init";
import { rest } from "../../trpc/meta";

/** GET /health: no auth; the usage ledger's state for load balancers and operators. */
export const getHealth = publicProcedure
  .meta(rest("GET", "/health", { summary: "Gateway health (usage ledger queue, dead letters, retries)", tag: "Health", errors: [500], protect: false }))
  .input(z.object({}).optional())
  .output(healthRecord)
  .query(({ ctx }) => gatewayHealth(ctx.db));
