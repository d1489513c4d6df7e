import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";

export async function getConsoleIdentity(opts: { db: Db; caller: Caller }) {
  const user = await opts.db.user.findFirst({
    where: { id: opts.caller.userId, org_id: opts.caller.orgId },
    include: { organization: true },
  });
  if (!user) throw new AppError("NOT_FOUND");
  const defaultWorkspace = await opts.db.workspace.findFirst({ where: { org_id: user.org_id, is_default: true }, select: { id: true } });
  return {
    organization_id: user.org_id,
    organization_name: user.organization.name,
    user_id: user.id,
    email: user.email,
    role: user.role,
    /** The console offers no Delete on it (the server refuses with a 409). */
    default_workspace_id: defaultWorkspace?.id ?? null,
  };
}

/** Organization members, for pickers in the console. */
export async function listOrgUsers(opts: { db: Db; caller: Caller }) {
  const users = await opts.db.user.findMany({ where: { org_id: opts.caller.orgId }, orderBy: { created_at: "asc" } });
  return users.map((u) => ({ user_id: u.id, email: u.email, role: u.role }));
}
