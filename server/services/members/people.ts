import type { Caller } from "../../auth/authenticate";
import { keyCache } from "../../auth/key-cache";
import { sessionStore } from "../../auth/session-store";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { isUniqueViolation } from "../workspaces/shared";
import type { AddPersonInput, OrgRoleName, PersonRecord } from "./schemas";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const LAST_OWNER_MESSAGE = "The organization's last owner cannot be removed or demoted; make another member an owner first";
export const SELF_REMOVE_MESSAGE = "You cannot remove yourself; another owner or admin can";

/** People changes need an owner or admin behind the calling key (403 otherwise); returns that role. */
async function assertPeopleManager(db: Db | Tx, caller: Caller): Promise<"owner" | "admin"> {
  const user = await db.user.findFirst({ where: { id: caller.userId, org_id: caller.orgId }, select: { role: true } });
  if (user?.role === "owner" || user?.role === "admin") return user.role;
  throw new AppError("FORBIDDEN", {
    message: "Only organization owners and admins can change people",
    metadata: { user_id: caller.userId, role: user?.role ?? null },
  });
}

function ownerOnly(action: string, callerRole: "owner" | "admin") {
  if (callerRole === "owner") return;
  throw new AppError("FORBIDDEN", { message: `Only an owner can ${action}`, metadata: { role: callerRole } });
}

async function findPerson(db: Db | Tx, orgId: string, userId: string) {
  const user = await db.user.findFirst({ where: { id: userId.toLowerCase(), org_id: orgId } });
  if (!user) throw new AppError("NOT_FOUND", { message: `No member with id ${userId} in this organization` });
  return user;
}

/** Serializes owner changes of one organization (its row locked), then refuses losing the last owner. */
async function assertAnotherOwner(tx: Tx, orgId: string, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM organizations WHERE id = ${orgId}::uuid FOR UPDATE`;
  const others = await tx.user.count({ where: { org_id: orgId, role: "owner", id: { not: userId } } });
  if (others === 0) throw new AppError("CONFLICT", { message: LAST_OWNER_MESSAGE, metadata: { user_id: userId } });
}

/** Every member of the organization with the workspaces they belong to, oldest first. Any management key may read. */
export async function listPeople(opts: { db: Db; caller: Caller }): Promise<PersonRecord[]> {
  const { db, caller } = opts;
  const [users, keyCounts] = await Promise.all([
    db.user.findMany({
      where: { org_id: caller.orgId },
      orderBy: [{ created_at: "asc" }, { id: "asc" }],
      include: { memberships: { include: { workspace: true }, orderBy: { created_at: "asc" } } },
    }),
    db.apiKey.groupBy({ by: ["creator_user_id"], where: { org_id: caller.orgId, kind: "management", disabled: false }, _count: { _all: true } }),
  ]);
  const counts = new Map(keyCounts.map((k) => [k.creator_user_id, k._count._all]));
  return users.map((u) => ({
    user_id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    created_at: u.created_at.toISOString(),
    workspaces: u.memberships.map((m) => ({ id: m.workspace.id, name: m.workspace.name, slug: m.workspace.slug, is_default: m.workspace.is_default })),
    management_key_count: counts.get(u.id) ?? 0,
  }));
}

/** A new member (by email, name and role), added to the default workspace. Only an owner adds an owner. */
export async function addPerson(opts: { db: Db; caller: Caller; input: AddPersonInput }) {
  const { db, caller, input } = opts;
  const role = await assertPeopleManager(db, caller);
  if (input.role === "owner") ownerOnly("add an owner", role);
  const email = input.email.trim().toLowerCase();
  const exists = await db.user.findFirst({ where: { org_id: caller.orgId, email: { equals: email, mode: "insensitive" } } });
  const conflict = () =>
    new AppError("CONFLICT", { message: `A member with email ${email} already exists in this organization`, metadata: { email } });
  if (exists) throw conflict();
  try {
    const user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({ data: { org_id: caller.orgId, email, name: input.name, role: input.role } });
      const ws = await tx.workspace.findFirstOrThrow({ where: { org_id: caller.orgId, is_default: true } });
      await tx.workspaceMember.create({ data: { workspace_id: ws.id, user_id: created.id, role: created.role } });
      return created;
    });
    return (await listPeople({ db, caller })).find((p) => p.user_id === user.id) as PersonRecord;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}

/**
 * Change a member's organization role (their workspace memberships follow: spec 2.5, the role
 * held in the organization). Only an owner makes or unmakes an owner; the last owner stays.
 */
export async function updatePersonRole(opts: { db: Db; caller: Caller; userId: string; role: OrgRoleName }) {
  const { db, caller } = opts;
  const callerRole = await assertPeopleManager(db, caller);
  const changed = await db.$transaction(async (tx) => {
    const user = await findPerson(tx, caller.orgId, opts.userId);
    if (user.role === opts.role) return false;
    if (opts.role === "owner") ownerOnly("make a member an owner", callerRole);
    if (user.role === "owner") {
      ownerOnly("change an owner's role", callerRole);
      await assertAnotherOwner(tx, caller.orgId, user.id);
    }
    await tx.user.update({ where: { id: user.id }, data: { role: opts.role } });
    await tx.workspaceMember.updateMany({ where: { user_id: user.id }, data: { role: opts.role } });
    return true;
  });
  // A role change ends the user's console sessions: they sign in again under the new role.
  if (changed) await sessionStore().revoke(db, { user_id: opts.userId.toLowerCase() });
  return (await listPeople({ db, caller })).find((p) => p.user_id === opts.userId.toLowerCase()) as PersonRecord;
}

/**
 * Remove a member from the organization: their workspace memberships and guardrail assignment
 * go with them, and their management keys are disabled (a key acts for its creator). Their
 * inference keys stay in their workspaces. An admin cannot remove an owner; the last owner stays.
 */
export async function removePerson(opts: { db: Db; caller: Caller; userId: string }) {
  const { db, caller } = opts;
  const callerRole = await assertPeopleManager(db, caller);
  const disabled = await db.$transaction(async (tx) => {
    const user = await findPerson(tx, caller.orgId, opts.userId);
    if (user.id === caller.userId) throw new AppError("CONFLICT", { message: SELF_REMOVE_MESSAGE, metadata: { user_id: user.id } });
    if (user.role === "owner") {
      ownerOnly("remove an owner", callerRole);
      await assertAnotherOwner(tx, caller.orgId, user.id);
    }
    const keys = await tx.apiKey.findMany({ where: { org_id: caller.orgId, kind: "management", creator_user_id: user.id, disabled: false }, select: { hash: true } });
    await tx.apiKey.updateMany({ where: { org_id: caller.orgId, kind: "management", creator_user_id: user.id }, data: { disabled: true } });
    await tx.user.delete({ where: { id: user.id } });
    return keys.map((k) => k.hash);
  });
  await Promise.all(disabled.map((h) => keyCache().invalidate(h)));
  await sessionStore().revoke(db, { user_id: opts.userId.toLowerCase() });
  return { removed: true as const, disabled_management_keys: disabled.length };
}
