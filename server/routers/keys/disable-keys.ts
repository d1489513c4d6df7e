import { z } from "zod";
import { disableKeys as disable } from "../../services/keys/disable-keys";
import { keyHashParam } from "../../services/keys/schemas";
import { managementProcedure } from "../../trpc/init";

/** Console only (no REST path): disable the selected keys, all or nothing. */
export const disableKeys = managementProcedure
  .input(z.object({ hashes: z.array(keyHashParam).min(1).max(500) }))
  .output(z.object({ disabled_count: z.number().int(), already_disabled_count: z.number().int() }))
  .mutation(({ ctx, input }) => disable({ db: ctx.db, caller: ctx.caller, hashes: input.hashes, now: ctx.now() }));
