import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import type { BroadcastDestination, Prisma } from "../../../generated/prisma/client.ts";
import { AppError } from "../../errors/app-error";
import { checkOutboundUrl } from "../../net/guarded";
import { headersOf, invalidateBroadcastConfig } from "../../observability/broadcast";
import { assertCanManageWorkspaces, findWorkspace } from "../workspaces/shared";
import { type CreateDestinationInput, type DestinationRecord, MAX_DESTINATIONS_PER_WORKSPACE, type UpdateDestinationInput } from "./schemas";

/**
 * Broadcast destinations of a workspace (issue 16 item 2). Reads are open to every management
 * key of the organization; writes (and the test trace) need an owner or admin, as workspace
 * writes do. Header values are write-only: stored, sent with each export, never returned.
 */
export function toDestinationRecord(d: BroadcastDestination): DestinationRecord {
  return {
    id: d.id,
    workspace_id: d.workspace_id,
    name: d.name,
    endpoint: d.endpoint,
    header_names: Object.keys(headersOf(d.headers)).sort(),
    sampling_rate: d.sampling_rate,
    enabled: d.enabled,
    created_at: d.created_at.toISOString(),
    updated_at: d.updated_at ? d.updated_at.toISOString() : null,
  };
}

/**
 * The outbound-request rule at write time (server/net/guarded.ts): an endpoint that is, or
 * resolves to, an address this gateway does not reach is a 400 naming the reason.
 */
async function assertReachableEndpoint(endpoint: string): Promise<void> {
  const r = await checkOutboundUrl(endpoint);
  if (!r.ok) throw new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: "endpoint", message: r.reason }] } });
}

/** Scheme, host and port: where header secrets may go. */
function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return endpoint;
  }
}

interface Scope {
  db: Db;
  caller: Caller;
  /** Workspace UUID or slug. */
  workspace: string;
}

export async function listDestinations(opts: Scope): Promise<DestinationRecord[]> {
  const ws = await findWorkspace(opts.db, opts.caller.orgId, opts.workspace);
  const rows = await opts.db.broadcastDestination.findMany({ where: { workspace_id: ws.id }, orderBy: [{ created_at: "asc" }, { id: "asc" }] });
  return rows.map(toDestinationRecord);
}

/** A destination of the workspace (404 when it is another workspace's, or none). */
export async function findDestination(opts: Scope & { id: string }): Promise<BroadcastDestination> {
  const ws = await findWorkspace(opts.db, opts.caller.orgId, opts.workspace);
  const d = await opts.db.broadcastDestination.findFirst({ where: { id: opts.id.toLowerCase(), workspace_id: ws.id } });
  if (!d) throw new AppError("NOT_FOUND");
  return d;
}

export async function getDestination(opts: Scope & { id: string }): Promise<DestinationRecord> {
  return toDestinationRecord(await findDestination(opts));
}

export async function createDestination(opts: Scope & { input: CreateDestinationInput }): Promise<DestinationRecord> {
  const { db, caller, input } = opts;
  await assertCanManageWorkspaces(db, caller);
  const ws = await findWorkspace(db, caller.orgId, opts.workspace);
  await assertReachableEndpoint(input.endpoint);
  const row = await db.$transaction(async (tx) => {
    // Serialize creations per workspace (the cap is read then written).
    await tx.$executeRaw`SELECT 1 FROM workspaces WHERE id = ${ws.id}::uuid FOR UPDATE`;
    const count = await tx.broadcastDestination.count({ where: { workspace_id: ws.id } });
    if (count >= MAX_DESTINATIONS_PER_WORKSPACE) {
      throw new AppError("CONFLICT", {
        message: `A workspace holds at most ${MAX_DESTINATIONS_PER_WORKSPACE} broadcast destinations`,
        metadata: { limit: MAX_DESTINATIONS_PER_WORKSPACE },
      });
    }
    return tx.broadcastDestination.create({
      data: {
        workspace_id: ws.id,
        name: input.name,
        endpoint: input.endpoint,
        headers: input.headers ?? {},
        sampling_rate: input.sampling_rate ?? 1,
        enabled: input.enabled ?? true,
      },
    });
  });
  invalidateBroadcastConfig(ws.id);
  return toDestinationRecord(row);
}

export async function updateDestination(opts: Scope & { id: string; input: UpdateDestinationInput; now: Date }): Promise<DestinationRecord> {
  const { db, caller, input } = opts;
  if (Object.values(input).every((v) => v === undefined)) throw new AppError("NO_UPDATE_FIELDS");
  await assertCanManageWorkspaces(db, caller);
  const existing = await findDestination(opts);
  if (input.endpoint !== undefined) await assertReachableEndpoint(input.endpoint);
  const { headers: patch, ...fields } = input;
  // Secrets stay with their origin: a new scheme, host or port starts from no headers, keeping
  // only those this same request supplies.
  const originChanged = input.endpoint !== undefined && originOf(input.endpoint) !== originOf(existing.endpoint);
  let headers: Prisma.InputJsonValue | undefined;
  if (patch || originChanged) {
    const merged: Record<string, string> = originChanged ? {} : headersOf(existing.headers);
    for (const [k, v] of Object.entries(patch ?? {})) {
      // Header names are case-insensitive: a patch replaces any spelling of the same name.
      for (const old of Object.keys(merged)) if (old.toLowerCase() === k.toLowerCase()) delete merged[old];
      if (v !== null) merged[k] = v;
    }
    if (Object.keys(merged).length > 20) {
      throw new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: "headers", message: "at most 20 headers" }] } });
    }
    headers = merged;
  }
  const row = await db.broadcastDestination.update({
    where: { id: existing.id },
    data: { ...fields, ...(headers !== undefined ? { headers } : {}), updated_at: opts.now },
  });
  invalidateBroadcastConfig(existing.workspace_id);
  return toDestinationRecord(row);
}

export async function deleteDestination(opts: Scope & { id: string }): Promise<{ deleted: true }> {
  await assertCanManageWorkspaces(opts.db, opts.caller);
  const existing = await findDestination(opts);
  await opts.db.broadcastDestination.delete({ where: { id: existing.id } });
  invalidateBroadcastConfig(existing.workspace_id);
  return { deleted: true };
}
