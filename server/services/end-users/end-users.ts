import type { EndUser } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import type { EndUserRecord } from "./schemas";

type Row = Pick<EndUser, "user" | "is_active" | "created_at" | "updated_at">;

export function toEndUserRecord(row: Row): EndUserRecord {
  return {
    user: row.user,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The registrations of the caller's organization, oldest first (created_at, then user). */
export async function listEndUsers(opts: {
  db: Db;
  caller: Caller;
  offset: number;
  limit: number;
  user?: string;
  includeInactive: boolean;
}) {
  const where = {
    org_id: opts.caller.orgId,
    ...(opts.includeInactive ? {} : { is_active: true }),
    ...(opts.user !== undefined ? { user: opts.user } : {}),
  };
  const rows = await opts.db.endUser.findMany({
    where,
    orderBy: [{ created_at: "asc" }, { user: "asc" }],
    skip: opts.offset,
    take: opts.limit,
  });
  // A short page that is not empty (or the first page) is the end of the matches: the count
  // is known without a second query. That covers every `user` filter and every last page.
  const knownTotal = rows.length < opts.limit && (rows.length > 0 || opts.offset === 0);
  const total = knownTotal ? opts.offset + rows.length : await opts.db.endUser.count({ where });
  return { data: rows.map(toEndUserRecord), total_count: total };
}

export async function getEndUser(opts: { db: Db; caller: Caller; user: string }) {
  const row = await opts.db.endUser.findUnique({ where: { org_id_user: { org_id: opts.caller.orgId, user: opts.user } } });
  if (!row) throw new AppError("NOT_FOUND");
  return toEndUserRecord(row);
}

/** Register explicitly. Idempotent: an existing registration is returned unchanged (created: false). */
export async function createEndUser(opts: { db: Db; caller: Caller; user: string; now: Date }) {
  const { db, caller, user, now } = opts;
  const [inserted] = await db.endUser.createManyAndReturn({
    data: [{ org_id: caller.orgId, user, created_at: now, updated_at: now }],
    skipDuplicates: true,
  });
  if (inserted) return { data: toEndUserRecord(inserted), created: true };
  return { data: await getEndUser({ db, caller, user }), created: false };
}

/*
 * updated_at never goes backwards nor stays put on a lifecycle update, even when the database's
 * clock (which stamped implicit registrations) runs ahead of this process's: it becomes the later
 * of now and the previous value plus 1 ms. One statement, so concurrent updates stay ordered.
 */

/** PATCH: set is_active; updated_at changes on every call (spec 3.1). */
export async function updateEndUser(opts: { db: Db; caller: Caller; user: string; isActive: boolean; now: Date }) {
  const rows = await opts.db.$queryRaw<Row[]>`
    UPDATE end_users
    SET is_active = ${opts.isActive},
        updated_at = GREATEST(${opts.now.toISOString()}::timestamptz, updated_at + interval '1 millisecond')
    WHERE org_id = ${opts.caller.orgId}::uuid AND "user" = ${opts.user}
    RETURNING "user", is_active, created_at, updated_at`;
  if (!rows[0]) throw new AppError("NOT_FOUND");
  return toEndUserRecord(rows[0]);
}

/** DELETE: soft deactivation. Repeating it succeeds and leaves the registration (and updated_at) as it was. */
export async function deactivateEndUser(opts: { db: Db; caller: Caller; user: string; now: Date }) {
  const rows = await opts.db.$queryRaw<Row[]>`
    UPDATE end_users
    SET is_active = false,
        updated_at = CASE WHEN is_active
          THEN GREATEST(${opts.now.toISOString()}::timestamptz, updated_at + interval '1 millisecond')
          ELSE updated_at END
    WHERE org_id = ${opts.caller.orgId}::uuid AND "user" = ${opts.user}
    RETURNING "user", is_active, created_at, updated_at`;
  if (!rows[0]) throw new AppError("NOT_FOUND");
  return toEndUserRecord(rows[0]);
}
