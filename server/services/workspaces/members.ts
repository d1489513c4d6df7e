import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import type { WorkspaceMember } from "../../../generated/prisma/client.ts";
import { AppError } from "../../errors/app-error";
import type { MembershipRecord } from "./schemas";
import { assertCanManageWorkspaces, findWorkspace, isUuid } from "./shared";

export function toMembershipRecord(m: WorkspaceMember): MembershipRecord {
  return { id: m.id, workspace_id: m.workspace_id, user_id: m.user_id, role: m.role, created_at: m.created_at.toISOString() };
}

/** The org users behind user_ids; ids that are not members of the organization are a 400 (nothing written). */
async function orgUsers(db: Db, orgId: string, userIds: string[]) {
  const ids = [...new Set(userIds)];
  const users = await db.user.findMany({
    where: { org_id: orgId, id: { in: ids.filter(isUuid).map((s) => s.toLowerCase()) } },
    select: { id: true, role: true },
  });
  const found = new Set(users.map((u) => u.id));
  const unknown = ids.filter((id) => !found.has(id.toLowerCase()));
  if (unknown.length > 0) {
    throw new AppError("INVALID_REQUEST", {
      message: "Some user_ids are not members of the organization",
      metadata: { issues: [{ field: "user_ids", message: "not members of the organization" }], unknown_user_ids: unknown },
    });
  }
  return users;
}

export async function listMembers(opts: { db: Db; caller: Caller; id: string; offset: number; limit: number }) {
  const ws = await findWorkspace(opts.db, opts.caller.orgId, opts.id);
  const where = { workspace_id: ws.id };
  const [rows, total] = await Promise.all([
    opts.db.workspaceMember.findMany({
      where,
      orderBy: [{ created_at: "asc" }, { id: "asc" }],
      skip: opts.offset,
      take: opts.limit,
    }),
    opts.db.workspaceMember.count({ where }),
  ]);
  return { data: rows.map(toMembershipRecord), total_count: total };
}

/** Spec 4.11: each member gets the role held in the organization; added_count counts created or updated memberships. */
export async function addMembers(opts: { db: Db; caller: Caller; id: string; userIds: string[] }) {
  const { db, caller } = opts;
  await assertCanManageWorkspaces(db, caller);
  const ws = await findWorkspace(db, caller.orgId, opts.id);
  const users = await orgUsers(db, caller.orgId, opts.userIds);
  return db.$transaction(async (tx) => {
    const existing = await tx.workspaceMember.findMany({
      where: { workspace_id: ws.id, user_id: { in: users.map((u) => u.id) } },
    });
    const byUser = new Map(existing.map((m) => [m.user_id, m]));
    let changed = 0;
    const data: WorkspaceMember[] = [];
    for (const u of users) {
      const m = byUser.get(u.id);
      if (m && m.role === u.role) {
        data.push(m);
        continue;
      }
      changed += 1;
      data.push(
        m
          ? await tx.workspaceMember.update({ where: { id: m.id }, data: { role: u.role } })
          : await tx.workspaceMember.create({ data: { workspace_id: ws.id, user_id: u.id, role: u.role } }),
      );
    }
    return { added_count: changed, data: data.map(toMembershipRecord) };
  });
}

export async function removeMembers(opts: { db: Db; caller: Caller; id: string; userIds: string[] }) {
  const { db, caller } = opts;
  await assertCanManageWorkspaces(db, caller);
  const ws = await findWorkspace(db, caller.orgId, opts.id);
  const users = await orgUsers(db, caller.orgId, opts.userIds);
  const res = await db.workspaceMember.deleteMany({ where: { workspace_id: ws.id, user_id: { in: users.map((u) => u.id) } } });
  return { removed_count: res.count };
}
