import { z } from "zod";
import { searchKeys as search } from "../../services/keys/search-keys";
import { searchKeysInput } from "../../services/keys/search-schemas";
import { keyRecord } from "../../services/keys/schemas";
import { managementProcedure } from "../../trpc/init";

/** Console only (no REST path): every workspace or one, search, sort and page in the database. */
export const searchKeys = managementProcedure
  .input(searchKeysInput)
  .output(z.object({ data: z.array(keyRecord), total_count: z.number().int() }))
  .query(({ ctx, input }) => search({ db: ctx.db, caller: ctx.caller, now: ctx.now(), input }));
