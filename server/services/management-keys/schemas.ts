import { z } from "zod";
import { body, isoDate, limitParam, offsetParam } from "../input";

/** A management key as the API shows it: never the plaintext, only its hash and a masked label. */
export const managementKeyRecord = z
  .object({
    hash: z.string().meta({ description: "Identifier of the key used in paths (hex SHA-256 of the key)." }),
    name: z.string(),
    label: z.string().meta({ description: "Masked prefix and last four characters, to recognise the key." }),
    disabled: z.boolean().meta({ description: "A disabled (revoked) key answers 401." }),
    created_at: isoDate,
    updated_at: isoDate,
    last_used_at: isoDate.nullable(),
    creator_user_id: z.string().meta({ description: "The user the key acts for." }),
  })
  .meta({ id: "ManagementKey" });
export type ManagementKeyRecord = z.infer<typeof managementKeyRecord>;

export const managementKeyHashParam = z.string().min(1).max(128).meta({ description: "The management key's hash (hex SHA-256)." });

const keyName = z.string().min(1).max(200).refine((s) => s.trim().length > 0, "must not be blank");

export const listManagementKeysInput = z.object({ offset: offsetParam, limit: limitParam });

export const createManagementKeyInput = body({
  name: keyName,
  creator_user_id: z.string().min(1).max(100).optional().meta({ description: "The user the key acts for (default: the caller's user)." }),
});
export type CreateManagementKeyInput = z.infer<typeof createManagementKeyInput>;

/** PATCH /management-keys/{hash}: rename, disable (revoke) or enable; other fields are ignored. */
export const updateManagementKeyFields = body({
  name: keyName.optional(),
  disabled: z.boolean().optional(),
});
export type UpdateManagementKeyInput = z.infer<typeof updateManagementKeyFields>;
