import type { Caller } from "../../auth/authenticate";
import { keyCache } from "../../auth/key-cache";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { assertMayManageKeys } from "./records";

/**
 * Disable many inference keys of the organization at once (the console's bulk action). All or
 * nothing: a hash that is not an inference key of the organization is a 404 naming it, and
 * nothing is changed; so is a member's selection holding a key someone else created (403).
 * Keys already disabled count as disabled.
 */
export async function disableKeys(opts: { db: Db; caller: Caller; hashes: string[]; now: Date }) {
  const { db, caller, now } = opts;
  const hashes = [...new Set(opts.hashes.map((h) => h.toLowerCase()))];
  const rows = await db.apiKey.findMany({
    where: { org_id: caller.orgId, kind: "inference", hash: { in: hashes } },
    select: { id: true, hash: true, name: true, disabled: true, creator_user_id: true },
  });
  const found = new Set(rows.map((r) => r.hash));
  const missing = hashes.filter((h) => !found.has(h));
  if (missing.length > 0) {
    throw new AppError("NOT_FOUND", { message: `${missing.length} of the selected keys no longer exist`, metadata: { missing_hashes: missing } });
  }
  // a member's selection may hold only keys they created: all or nothing, like the 404
  await assertMayManageKeys(db, caller, rows);
  const toDisable = rows.filter((r) => !r.disabled);
  if (toDisable.length > 0) {
    await db.apiKey.updateMany({ where: { id: { in: toDisable.map((r) => r.id) } }, data: { disabled: true, updated_at: now } });
    await Promise.all(toDisable.map((r) => keyCache().invalidate(r.hash)));
  }
  return { disabled_count: toDisable.length, already_disabled_count: rows.length - toDisable.length };
}
