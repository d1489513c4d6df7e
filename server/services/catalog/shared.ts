import type { Caller } from "../../auth/authenticate";
import { catalogChanged } from "../../catalog/live";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { catalog } from "../../catalog/catalog";

export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Catalog writes need an owner or admin behind the calling key: 403 otherwise. */
export async function assertCatalogAdmin(db: Db, caller: Caller): Promise<void> {
  const user = await db.user.findFirst({ where: { id: caller.userId, org_id: caller.orgId }, select: { role: true } });
  if (user?.role === "owner" || user?.role === "admin") return;
  throw new AppError("FORBIDDEN", {
    message: "Only organization owners and admins can change the catalog",
    metadata: { user_id: caller.userId, role: user?.role ?? null },
  });
}

export const READ_ONLY_MESSAGE = "Entries from gateway.config.json are read-only: change the file (and restart) instead";

/** A write aimed at a file entry: 403, naming why. */
export function fileEntryReadOnly(kind: "provider" | "model", id: string): AppError {
  return new AppError("FORBIDDEN", { message: READ_ONLY_MESSAGE, metadata: { [kind]: id, source: "file" } });
}

/** The file's (instance-wide) catalog, without any organization's entries. */
export const fileCatalog = () => catalog();

/** Bump the catalog version inside a write's transaction (every instance reloads on it). */
export async function bumpVersion(tx: Tx): Promise<void> {
  await tx.$executeRaw`INSERT INTO catalog_version (id, version, updated_at) VALUES (1, 1, now())
    ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1, updated_at = now()`;
}

/** After a committed write: this instance's view at once, the others' within seconds. */
export const afterWrite = (db: Db): Promise<void> => catalogChanged(db);

/** zod-like issues from a catalog build problem line (`file: path: message`) for a 400's metadata. */
export function buildIssues(message: string, prefix: string): { field: string; message: string }[] {
  return message.split("\n").map((line) => {
    const m = /^[^:]*: ([^:]+): (.*)$/.exec(line);
    if (!m) return { field: "(body)", message: line };
    const field = (m[1] as string).replace(/^(providers|models)\.0\.?/, "") || "(body)";
    return { field: prefix && field !== "(body)" ? field : field, message: m[2] as string };
  });
}
