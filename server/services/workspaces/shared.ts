import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { Prisma, type Workspace } from "../../../generated/prisma/client.ts";
import { AppError } from "../../errors/app-error";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(s: string): boolean {
  return UUID.test(s);
}

/** A workspace of the caller's organization by UUID or slug; anything else is 404. */
export async function findWorkspace(db: Db, orgId: string, idOrSlug: string): Promise<Workspace> {
  const ws = await db.workspace.findFirst({
    where: isUuid(idOrSlug)
      ? { org_id: orgId, OR: [{ id: idOrSlug.toLowerCase() }, { slug: idOrSlug }] }
      : { org_id: orgId, slug: idOrSlug },
    orderBy: { created_at: "asc" },
  });
  if (!ws) throw new AppError("NOT_FOUND");
  return ws;
}

/** Workspace writes (create, update, delete, members) need an owner or admin behind the key: 403 otherwise. */
export async function assertCanManageWorkspaces(db: Db, caller: Caller): Promise<void> {
  const user = await db.user.findFirst({ where: { id: caller.userId, org_id: caller.orgId }, select: { role: true } });
  if (!user || user.role === "member") {
    throw new AppError("FORBIDDEN", {
      message: "Only organization owners and admins can manage workspaces",
      metadata: { user_id: caller.userId, role: user?.role ?? null },
    });
  }
}

/** api_keys.id is a PostgreSQL integer: a larger id names no key (and the database would refuse it in a query). */
const MAX_KEY_ID = 2_147_483_647;

/** io_logging_api_key_ids must name keys of the organization (decisions.md): others are a 400. */
export async function requireKeyIdsOfOrg(db: Db, orgId: string, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const possible = unique.filter((id) => id <= MAX_KEY_ID);
  const found = possible.length ? await db.apiKey.findMany({ where: { org_id: orgId, id: { in: possible } }, select: { id: true } }) : [];
  if (found.length === unique.length) return;
  const known = new Set(found.map((k) => k.id));
  throw new AppError("INVALID_REQUEST", {
    metadata: {
      issues: [{ field: "io_logging_api_key_ids", message: "unknown API key ids" }],
      unknown_ids: unique.filter((id) => !known.has(id)),
    },
  });
}

export function idsFromJson(v: Prisma.JsonValue | null): number[] | null {
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : null;
}

export function idsToJson(ids: number[] | null): Prisma.InputJsonValue | typeof Prisma.DbNull {
  return ids === null ? Prisma.DbNull : [...new Set(ids)];
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}
