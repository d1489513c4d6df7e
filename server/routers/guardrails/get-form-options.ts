import { z } from "zod";
import { guardrailFormOptions } from "../../services/guardrails/console";
import { managementProcedure } from "../../trpc/init";

const vendorGroup = z.enum(["vendor_a", "vendor_b", "vendor_c", "other"]);

/** Console only (no REST path): the catalog's models and providers and the builtin filters, for the guardrail form. */
export const getFormOptions = managementProcedure
  .input(z.void())
  .output(
    z.object({
      models: z.array(z.object({ slug: z.string(), canonical_slug: z.string(), name: z.string(), kind: z.enum(["chat", "embedding"]), vendor_group: vendorGroup })),
      providers: z.array(z.object({ id: z.string(), name: z.string(), zdr: z.boolean() })),
      vendors: z.object({ vendor_a: z.string(), vendor_b: z.string(), vendor_c: z.string() }),
      builtins: z.array(z.object({ slug: z.string(), label: z.string(), actions: z.array(z.enum(["block", "redact", "flag"])) })),
    }),
  )
  .query(({ ctx }) => guardrailFormOptions(ctx.caller.orgId));
