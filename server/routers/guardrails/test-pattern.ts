import { z } from "zod";
import { MAX_PATTERN_LENGTH } from "../../content-filters/custom";
import { testPattern as run } from "../../services/guardrails/console";
import { managementProcedure } from "../../trpc/init";

export const MAX_SAMPLE_LENGTH = 2000;

/** Console only: a custom pattern's write-time verdict (the 400 reason a save would give) and its matches in a sample. */
export const testPattern = managementProcedure
  .input(z.object({ pattern: z.string().max(MAX_PATTERN_LENGTH + 1), sample: z.string().max(MAX_SAMPLE_LENGTH) }))
  .output(
    z.discriminatedUnion("ok", [
      z.object({ ok: z.literal(false), reason: z.string() }),
      z.object({
        ok: z.literal(true),
        match_count: z.number().int(),
        matches: z.array(z.object({ start: z.number().int(), end: z.number().int(), text: z.string() })),
      }),
    ]),
  )
  .query(({ input }) => run(input.pattern, input.sample));
