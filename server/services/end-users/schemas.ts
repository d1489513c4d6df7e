import { z } from "zod";
import { body, isoDate, limitParam, offsetParam, queryBoolean } from "../input";
import { trackingString } from "./tracking";

/** Spec 2.1: exactly these four fields, no generated identifier. */
export const endUserRecord = z
  .object({
    user: z.string().meta({ description: "The tracking string: immutable, case-sensitive." }),
    is_active: z.boolean().meta({ description: "Registration state only; it does not authorize or block inference." }),
    created_at: isoDate,
    updated_at: isoDate.meta({ description: "Time of the last registration lifecycle update." }),
  })
  .meta({ id: "EndUser" });
export type EndUserRecord = z.infer<typeof endUserRecord>;

/**
 * A tracking string used to look a registration up (path parameter, list filter): spec 4.1 and
 * 4.2 only ask for 1 to 512 characters (code points) and no NUL. A value that breaks the other
 * rules of 2.1 (surrounding whitespace) can never have been registered, so it simply matches
 * nothing. Well-formedness is checked too: a lone surrogate cannot be sent to the database.
 */
function lookupString(description: string) {
  return z
    .string()
    .min(1)
    .regex(/^[^\u0000]+$/, "must not contain NUL")
    .refine((s) => [...s].length <= 512, "must be at most 512 characters")
    .refine((s) => s.isWellFormed(), "must be well-formed Unicode (no lone surrogates)")
    .meta({ description, maxLength: 512 });
}

export const endUserPathParam = lookupString(
  "The tracking string, URL-encoded (`a/b` is `a%2Fb`). `.` and `..` cannot be addressed by path: use the `user` filter of GET /end-users.",
);

/**
 * Spec 4.1 names exactly these four parameters: any other (`is_active`, `search`, `workspace_id`,
 * ...) is a 400 naming it, never silently ignored (a caller would take an unfiltered list for a filtered one).
 */
export const listEndUsersInput = z
  .strictObject({
    offset: offsetParam.nullable().meta({ description: "Records to skip (>= 0, default 0)." }),
    limit: limitParam,
    user: lookupString("Exact tracking string filter (case-sensitive).").optional(),
    include_inactive: queryBoolean.default(false).meta({ description: "Include deactivated registrations (`true`/`false`, default false)." }),
  });

/** POST /end-users: the tracking string to register (every rule of spec 2.1). */
export const createEndUserInput = body({ user: trackingString() });

/** PATCH /end-users/{user}: is_active is required and must be a JSON boolean. */
export const updateEndUserFields = body({
  is_active: z.boolean().meta({ description: "Registration state only; inference is not blocked by it." }),
});
