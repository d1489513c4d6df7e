import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";

/*
 * Who may do what (docs/decisions.md, "Roles"). A management key (or a console session signed in
 * with one) acts for its creator user, and that user's organization role decides. The role is read
 * from the database on every write that needs it, so a role change applies to the next request.
 */

export type OrgRole = "owner" | "admin" | "member";

/** The role of the user the caller acts for; null when that user is gone from the organization. */
export async function roleOf(db: Pick<Db, "user">, caller: Caller): Promise<OrgRole | null> {
  const user = await db.user.findFirst({ where: { id: caller.userId, org_id: caller.orgId }, select: { role: true } });
  return user?.role ?? null;
}

/** What the 403 says a member cannot do: "Only organization owners and admins can <what>". */
export function forbiddenForRole(what: string, caller: Caller, role: OrgRole | null): AppError {
  return new AppError("FORBIDDEN", {
    message: `Only organization owners and admins can ${what}`,
    metadata: { user_id: caller.userId, role },
  });
}

/** Owners and admins pass (their role is returned); a member's key, or a user no longer in the organization, is a 403. */
export async function assertOwnerOrAdmin(db: Pick<Db, "user">, caller: Caller, what: string): Promise<"owner" | "admin"> {
  const role = await roleOf(db, caller);
  if (role === "owner" || role === "admin") return role;
  throw forbiddenForRole(what, caller, role);
}
