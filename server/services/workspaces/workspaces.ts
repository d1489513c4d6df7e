import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import type { Workspace } from "../../../generated/prisma/client.ts";
import { AppError } from "../../errors/app-error";
import {
  type CreateWorkspaceInput,
  PROVIDER_SORTS,
  type UpdateWorkspaceInput,
  type WorkspaceRecord,
} from "./schemas";
import { createDefaultGuardrail } from "../guardrails/guardrails";
import { onGuardrailsChanged } from "../guardrails/resolve";
import { invalidateBroadcastConfig } from "../../observability/broadcast";
import { assertCanManageWorkspaces, findWorkspace, idsFromJson, idsToJson, isUniqueViolation, requireKeyIdsOfOrg } from "./shared";

export function toWorkspaceRecord(w: Workspace): WorkspaceRecord {
  const sort = PROVIDER_SORTS.find((s) => s === w.default_provider_sort) ?? null;
  return {
    id: w.id,
    name: w.name,
    slug: w.slug,
    description: w.description,
    created_by: w.created_by,
    created_at: w.created_at.toISOString(),
    updated_at: w.updated_at ? w.updated_at.toISOString() : null,
    default_image_model: w.default_image_model,
    default_text_model: w.default_text_model,
    default_provider_sort: sort,
    io_logging_api_key_ids: idsFromJson(w.io_logging_api_key_ids),
    io_logging_sampling_rate: w.io_logging_sampling_rate,
    is_data_discount_logging_enabled: w.is_data_discount_logging_enabled,
    is_observability_broadcast_enabled: w.is_observability_broadcast_enabled,
    is_observability_io_logging_enabled: w.is_observability_io_logging_enabled,
    default_guardrail_id: w.default_guardrail_id,
  };
}

const slugTaken = (slug: string) =>
  new AppError("CONFLICT", { message: `A workspace with slug '${slug}' already exists`, metadata: { slug } });

export async function listWorkspaces(opts: { db: Db; caller: Caller; offset: number; limit: number }) {
  const where = { org_id: opts.caller.orgId };
  const [rows, total] = await Promise.all([
    opts.db.workspace.findMany({
      where,
      orderBy: [{ created_at: "asc" }, { id: "asc" }],
      skip: opts.offset,
      take: opts.limit,
    }),
    opts.db.workspace.count({ where }),
  ]);
  return { data: rows.map(toWorkspaceRecord), total_count: total };
}

export async function getWorkspace(opts: { db: Db; caller: Caller; id: string }) {
  return toWorkspaceRecord(await findWorkspace(opts.db, opts.caller.orgId, opts.id));
}

export async function createWorkspace(opts: { db: Db; caller: Caller; input: CreateWorkspaceInput }) {
  const { db, caller, input } = opts;
  await assertCanManageWorkspaces(db, caller);
  if (input.io_logging_api_key_ids) await requireKeyIdsOfOrg(db, caller.orgId, input.io_logging_api_key_ids);
  const { io_logging_api_key_ids, ...fields } = input;
  try {
    // The workspace and its default guardrail (no rules) in one transaction.
    const row = await db.$transaction(async (tx) => {
      const ws = await tx.workspace.create({
        data: {
          ...fields,
          ...(io_logging_api_key_ids !== undefined ? { io_logging_api_key_ids: idsToJson(io_logging_api_key_ids) } : {}),
          org_id: caller.orgId,
          created_by: caller.userId,
        },
      });
      return { ...ws, default_guardrail_id: await createDefaultGuardrail(tx, ws) };
    });
    return toWorkspaceRecord(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken(input.slug);
    throw err;
  }
}

export async function updateWorkspace(opts: { db: Db; caller: Caller; id: string; input: UpdateWorkspaceInput; now: Date }) {
  const { db, caller, input } = opts;
  const entries = Object.entries(input).filter(([, v]) => v !== undefined);
  if (entries.length === 0) throw new AppError("NO_UPDATE_FIELDS");
  await assertCanManageWorkspaces(db, caller);
  const existing = await findWorkspace(db, caller.orgId, opts.id);
  if (input.io_logging_api_key_ids) await requireKeyIdsOfOrg(db, caller.orgId, input.io_logging_api_key_ids);
  if (input.default_guardrail_id !== undefined) await requireGuardrailOfWorkspace(db, existing, input.default_guardrail_id);
  const { io_logging_api_key_ids, ...fields } = input;
  try {
    const row = await db.workspace.update({
      where: { id: existing.id },
      data: {
        ...fields,
        ...(io_logging_api_key_ids !== undefined ? { io_logging_api_key_ids: idsToJson(io_logging_api_key_ids) } : {}),
        updated_at: opts.now,
      },
    });
    if (input.is_observability_broadcast_enabled !== undefined) invalidateBroadcastConfig(existing.id);
    if (input.default_guardrail_id !== undefined && input.default_guardrail_id !== existing.default_guardrail_id) {
      await onGuardrailsChanged(caller.orgId);
    }
    return toWorkspaceRecord(row);
  } catch (err) {
    if (isUniqueViolation(err) && input.slug) throw slugTaken(input.slug);
    throw err;
  }
}

/** default_guardrail_id must name a guardrail of that same workspace: 400 otherwise. */
async function requireGuardrailOfWorkspace(db: Db, ws: Workspace, guardrailId: string): Promise<void> {
  const g = await db.guardrail.findFirst({ where: { id: guardrailId.toLowerCase(), org_id: ws.org_id, workspace_id: ws.id }, select: { id: true } });
  if (g) return;
  throw new AppError("INVALID_REQUEST", {
    metadata: { issues: [{ field: "default_guardrail_id", message: "must be a guardrail of this workspace" }] },
  });
}

export async function deleteWorkspace(opts: { db: Db; caller: Caller; id: string }) {
  const { db, caller } = opts;
  await assertCanManageWorkspaces(db, caller);
  const ws = await findWorkspace(db, caller.orgId, opts.id);
  if (ws.is_default) {
    throw new AppError("CONFLICT", { message: "The default workspace cannot be deleted", metadata: { workspace_id: ws.id } });
  }
  // Count and delete in one transaction; the api_keys FK is RESTRICT, so a key created
  // concurrently can never be orphaned either way.
  const deleted = await db.$transaction(async (tx) => {
    const keys = await tx.apiKey.count({ where: { workspace_id: ws.id } });
    if (keys > 0) return keys;
    await tx.workspace.delete({ where: { id: ws.id } });
    return 0;
  });
  if (deleted > 0) {
    throw new AppError("CONFLICT", {
      message: "The workspace still holds API keys; move or delete them first",
      metadata: { workspace_id: ws.id, key_count: deleted },
    });
  }
  return { deleted: true as const };
}
