import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { assertOwnerOrAdmin } from "../organizations/roles";
import { isUuid } from "../workspaces/shared";
import { GUARDRAIL_WRITE } from "./guardrails";
import { findGuardrail } from "./records";
import { onGuardrailsChanged } from "./resolve";
import type { KeyAssignmentRecord, MemberAssignmentRecord } from "./schemas";

type Page = { offset: number; limit: number };
const ORDER = [{ created_at: "asc" as const }, { id: "asc" as const }];

/** Inference keys of the organization by hash; any other hash makes the whole call a 400 (nothing is written). */
async function keyIdsOf(db: Db, orgId: string, hashes: string[]): Promise<number[]> {
  const unique = [...new Set(hashes)];
  const found = await db.apiKey.findMany({ where: { org_id: orgId, kind: "inference", hash: { in: unique } }, select: { id: true, hash: true } });
  if (found.length !== unique.length) {
    const known = new Set(found.map((k) => k.hash));
    throw new AppError("INVALID_REQUEST", {
      message: "Some key_hashes are not API keys of the organization",
      metadata: { unknown_key_hashes: unique.filter((h) => !known.has(h)) },
    });
  }
  return found.map((k) => k.id);
}

/** Users of the organization by id; any other id makes the whole call a 400 (nothing is written). */
async function userIdsOf(db: Db, orgId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const valid = [...new Set(unique.filter(isUuid).map((s) => s.toLowerCase()))];
  const found = await db.user.findMany({ where: { org_id: orgId, id: { in: valid } }, select: { id: true } });
  const known = new Set(found.map((u) => u.id));
  const unknown = unique.filter((id) => !known.has(id.toLowerCase()));
  if (unknown.length) {
    throw new AppError("INVALID_REQUEST", {
      message: "Some member_user_ids are not members of the organization",
      metadata: { unknown_member_user_ids: unknown },
    });
  }
  return [...known];
}

/** A key holds at most one guardrail: assigning moves it here. Counts only keys whose guardrail changed. */
export async function assignKeys(opts: { db: Db; caller: Caller; id: string; keyHashes: string[]; now: Date }) {
  const { db, caller, now } = opts;
  await assertOwnerOrAdmin(db, caller, GUARDRAIL_WRITE);
  const g = await findGuardrail(db, caller.orgId, opts.id);
  const keyIds = await keyIdsOf(db, caller.orgId, opts.keyHashes);
  const assigned = await db.$transaction(async (tx) => {
    const moved = await tx.guardrailKeyAssignment.updateMany({
      where: { key_id: { in: keyIds }, guardrail_id: { not: g.id } },
      data: { guardrail_id: g.id, assigned_by: caller.userId, created_at: now },
    });
    const created = await tx.guardrailKeyAssignment.createMany({
      data: keyIds.map((key_id) => ({ guardrail_id: g.id, key_id, assigned_by: caller.userId, created_at: now })),
      skipDuplicates: true,
    });
    return moved.count + created.count;
  });
  if (assigned) await onGuardrailsChanged(caller.orgId);
  return { assigned_count: assigned };
}

/** Spec 4.6: counts only keys actually unassigned from this guardrail (unknown hashes count 0, never a 400). */
export async function unassignKeys(opts: { db: Db; caller: Caller; id: string; keyHashes: string[] }) {
  const { db, caller } = opts;
  await assertOwnerOrAdmin(db, caller, GUARDRAIL_WRITE);
  const g = await findGuardrail(db, caller.orgId, opts.id);
  // Removal takes any hash: one that is not (or no longer) assigned here, or names no key of the
  // organization (deleted since), unassigns nothing and is not counted.
  const { count } = await db.guardrailKeyAssignment.deleteMany({
    where: { guardrail_id: g.id, key: { org_id: caller.orgId, hash: { in: [...new Set(opts.keyHashes.map((h) => h.toLowerCase()))] } } },
  });
  if (count) await onGuardrailsChanged(caller.orgId);
  return { unassigned_count: count };
}

export async function assignMembers(opts: { db: Db; caller: Caller; id: string; userIds: string[]; now: Date }) {
  const { db, caller, now } = opts;
  await assertOwnerOrAdmin(db, caller, GUARDRAIL_WRITE);
  const g = await findGuardrail(db, caller.orgId, opts.id);
  const userIds = await userIdsOf(db, caller.orgId, opts.userIds);
  const assigned = await db.$transaction(async (tx) => {
    const moved = await tx.guardrailMemberAssignment.updateMany({
      where: { user_id: { in: userIds }, guardrail_id: { not: g.id } },
      data: { guardrail_id: g.id, assigned_by: caller.userId, created_at: now },
    });
    const created = await tx.guardrailMemberAssignment.createMany({
      data: userIds.map((user_id) => ({ guardrail_id: g.id, user_id, assigned_by: caller.userId, created_at: now })),
      skipDuplicates: true,
    });
    return moved.count + created.count;
  });
  if (assigned) await onGuardrailsChanged(caller.orgId);
  return { assigned_count: assigned };
}

export async function unassignMembers(opts: { db: Db; caller: Caller; id: string; userIds: string[] }) {
  const { db, caller } = opts;
  await assertOwnerOrAdmin(db, caller, GUARDRAIL_WRITE);
  const g = await findGuardrail(db, caller.orgId, opts.id);
  // As for keys: an id not assigned here (or of no member any more) unassigns nothing and is not counted.
  const userIds = [...new Set(opts.userIds.filter(isUuid).map((s) => s.toLowerCase()))];
  const { count } = await db.guardrailMemberAssignment.deleteMany({ where: { guardrail_id: g.id, user_id: { in: userIds } } });
  if (count) await onGuardrailsChanged(caller.orgId);
  return { unassigned_count: count };
}

type KeyRow = { id: string; guardrail_id: string; assigned_by: string; created_at: Date; key: { hash: string; name: string; label: string } };
type MemberRow = { id: string; guardrail_id: string; user_id: string; assigned_by: string; created_at: Date };

const keyItem = (r: KeyRow): KeyAssignmentRecord => ({
  id: r.id,
  key_hash: r.key.hash,
  key_name: r.key.name,
  key_label: r.key.label,
  guardrail_id: r.guardrail_id,
  assigned_by: r.assigned_by,
  created_at: r.created_at.toISOString(),
});
const memberItem = (orgId: string) => (r: MemberRow): MemberAssignmentRecord => ({
  id: r.id,
  user_id: r.user_id,
  organization_id: orgId,
  guardrail_id: r.guardrail_id,
  assigned_by: r.assigned_by,
  created_at: r.created_at.toISOString(),
});

/** Key assignments of one guardrail (`id`) or of the whole organization. */
export async function listKeyAssignments(opts: { db: Db; caller: Caller; id?: string } & Page) {
  const { db, caller } = opts;
  const where = opts.id ? { guardrail_id: (await findGuardrail(db, caller.orgId, opts.id)).id } : { guardrail: { org_id: caller.orgId } };
  const [rows, total] = await Promise.all([
    db.guardrailKeyAssignment.findMany({ where, orderBy: ORDER, skip: opts.offset, take: opts.limit, include: { key: { select: { hash: true, name: true, label: true } } } }),
    db.guardrailKeyAssignment.count({ where }),
  ]);
  return { data: rows.map(keyItem), total_count: total };
}

/** Member assignments of one guardrail (`id`) or of the whole organization. */
export async function listMemberAssignments(opts: { db: Db; caller: Caller; id?: string } & Page) {
  const { db, caller } = opts;
  const where = opts.id ? { guardrail_id: (await findGuardrail(db, caller.orgId, opts.id)).id } : { guardrail: { org_id: caller.orgId } };
  const [rows, total] = await Promise.all([
    db.guardrailMemberAssignment.findMany({ where, orderBy: ORDER, skip: opts.offset, take: opts.limit }),
    db.guardrailMemberAssignment.count({ where }),
  ]);
  return { data: rows.map(memberItem(caller.orgId)), total_count: total };
}
