import type { Workspace } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import { keyCache } from "../../auth/key-cache";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { registerEndUser } from "../end-users/tracking";
import { onGuardrailsChanged } from "../guardrails/resolve";
import { externalUserOf } from "./external-user";
import { assertMayManageKeys, findKey, toKeyRecords } from "./records";
import type { UpdateKeyInput } from "./schemas";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** Rule 5: in a non-default workspace the key's creator must be a member (409 otherwise). */
export async function assertCreatorMayJoin(db: Pick<Db, "workspaceMember">, ws: Workspace, creatorId: string): Promise<void> {
  if (ws.is_default) return;
  const member = await db.workspaceMember.findUnique({ where: { workspace_id_user_id: { workspace_id: ws.id, user_id: creatorId } } });
  if (!member) {
    throw new AppError("CONFLICT", {
      message: `The key's creator (user ${creatorId}) is not a member of workspace '${ws.slug}'; add the creator to the workspace first`,
      metadata: { creator_user_id: creatorId, workspace_id: ws.id },
    });
  }
}

const ACCEPTED = ["disabled", "include_byok_in_limit", "limit", "limit_reset", "name", "workspace_id", "external_user", "external", "expires_at"] as const;

/**
 * PATCH /keys/{hash}, spec 4.5 rules 1–5: no accepted field → 400; a workspace move keeps the
 * key value and applies every other field in the same transaction; moves into or out of a
 * HIPAA workspace → 403; a creator who is not a member of a non-default target → 409;
 * sending the current workspace is a no-op for the move. Guardrail selections are keyed by
 * the key itself, so they move with it.
 */
export async function updateKey(opts: { db: Db; caller: Caller; hash: string; input: UpdateKeyInput; now: Date }) {
  const { db, caller, input, now } = opts;
  if (!ACCEPTED.some((f) => input[f] !== undefined)) throw new AppError("NO_UPDATE_FIELDS");
  if (input.expires_at && new Date(input.expires_at).getTime() <= now.getTime()) {
    throw new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: "expires_at", message: "must be in the future" }] } });
  }
  const externalUser = externalUserOf(input);
  let moved = false;
  const row = await db.$transaction(async (tx: Tx) => {
    const key = await findKey(tx, caller.orgId, opts.hash);
    await assertMayManageKeys(tx, caller, [key]);
    let workspaceId = key.workspace_id;
    if (input.workspace_id !== undefined && input.workspace_id.toLowerCase() !== key.workspace_id) {
      const [source, target] = await Promise.all([
        key.workspace_id ? tx.workspace.findUnique({ where: { id: key.workspace_id } }) : null,
        tx.workspace.findFirst({ where: { id: input.workspace_id.toLowerCase(), org_id: caller.orgId } }),
      ]);
      if (!target) throw new AppError("NOT_FOUND");
      if (source?.is_hipaa || target.is_hipaa) {
        throw new AppError("FORBIDDEN", {
          message: `Keys cannot be moved ${target.is_hipaa ? "into" : "out of"} a HIPAA workspace`,
          metadata: { from_workspace_id: source?.id ?? null, to_workspace_id: target.id },
        });
      }
      await assertCreatorMayJoin(tx, target, key.creator_user_id);
      workspaceId = target.id;
      moved = true;
    }
    // the same registration as POST /keys and inference `user`: created on first sight, never reactivated
    if (externalUser) await registerEndUser(tx, caller.orgId, externalUser);
    return tx.apiKey.update({
      where: { id: key.id },
      data: {
        workspace_id: workspaceId,
        ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
        ...(input.include_byok_in_limit !== undefined ? { include_byok_in_limit: input.include_byok_in_limit } : {}),
        ...(input.limit !== undefined ? { limit: input.limit } : {}),
        ...(input.limit_reset !== undefined ? { limit_reset: input.limit_reset } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.expires_at !== undefined ? { expires_at: input.expires_at === null ? null : new Date(input.expires_at) } : {}),
        ...(externalUser !== undefined ? { external_user: externalUser } : {}),
        updated_at: now,
      },
    });
  });
  await keyCache().invalidate(row.hash);
  // a key without its own guardrail now follows the new workspace's default
  if (moved) await onGuardrailsChanged(caller.orgId);
  return (await toKeyRecords(db, [row], now))[0];
}
