import { z } from "zod";
import type { Db } from "../../db";

/**
 * The end-user tracking string (spec 2.1): 1 to 512 characters (code points), well-formed
 * Unicode (no lone surrogates), no NUL, no surrounding whitespace. Case-sensitive, immutable.
 */
export function trackingString(max = 512) {
  return z
    .string()
    .min(1)
    .refine((s) => [...s].length <= max, `must be at most ${max} characters`)
    .refine((s) => s.isWellFormed(), "must be well-formed Unicode (no lone surrogates)")
    .refine((s) => !s.includes("\u0000"), "must not contain NUL")
    .refine((s) => s.trim() === s, "must not start or end with whitespace");
}

/** Register a tracking string on first sight; an existing registration is left unchanged. */
export async function registerEndUser(db: Pick<Db, "endUser">, orgId: string, user: string): Promise<void> {
  await db.endUser.createMany({ data: [{ org_id: orgId, user }], skipDuplicates: true });
}
