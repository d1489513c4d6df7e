import { z } from "zod";
import { keyUsageDaily, keyUsageDailyInput, keyUsageDay } from "../../services/usage/key-usage-daily";
import { managementProcedure } from "../../trpc/init";

/** Console only (no REST path): one key's usage per UTC day, for the Usage page. */
export const listKeyUsageDaily = managementProcedure
  .input(keyUsageDailyInput)
  .output(z.object({ data: z.array(keyUsageDay) }))
  .query(async ({ ctx, input }) => ({ data: await keyUsageDaily({ db: ctx.db, caller: ctx.caller, hash: input.hash, days: input.days, now: ctx.now() }) }));
