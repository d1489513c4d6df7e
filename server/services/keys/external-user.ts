import { AppError } from "../../errors/app-error";
import type { ExternalInput } from "./schemas";

export const EXTERNAL_MISMATCH = "differs from external_user; send one of them, or the same value in both";

/**
 * The key's tracking string from `external_user` and/or `external: {user}` (spec 2.1): a string,
 * null (none), or undefined (neither field sent). Both sent with different values → 400.
 */
export function externalUserOf(input: { external_user?: string | null; external?: ExternalInput | null }): string | null | undefined {
  const fromObject = input.external === undefined ? undefined : (input.external?.user ?? null);
  if (fromObject !== undefined && input.external_user !== undefined && fromObject !== input.external_user) {
    throw new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: "external.user", message: EXTERNAL_MISMATCH }] } });
  }
  return fromObject !== undefined ? fromObject : input.external_user;
}
