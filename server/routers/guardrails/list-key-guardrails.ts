import { z } from "zod";
import { listKeyGuardrails as list } from "../../services/guardrails/console";
import { managementProcedure } from "../../trpc/init";

/** Console only: the guardrail each key follows (its own, else its workspace's default), for the Keys page. */
export const listKeyGuardrails = managementProcedure
  .input(z.object({ key_hashes: z.array(z.string().min(1).max(128)).max(100) }))
  .output(
    z.array(
      z.object({
        key_hash: z.string(),
        key_name: z.string(),
        workspace_id: z.string().nullable(),
        guardrail_id: z.string().nullable(),
        guardrail_name: z.string().nullable(),
        source: z.enum(["key", "workspace_default"]).nullable(),
      }),
    ),
  )
  .query(({ ctx, input }) => list({ db: ctx.db, caller: ctx.caller, keyHashes: input.key_hashes }));
