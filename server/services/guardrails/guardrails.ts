import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { catalog } from "../../catalog/catalog";
import { assertOwnerOrAdmin } from "../organizations/roles";
import { findWorkspace } from "../workspaces/shared";
import { checkPatternSafe } from "../../content-filters/custom";
import { catalogIssues, findGuardrail, toGuardrailRecord, writeData } from "./records";
import { onGuardrailsChanged } from "./resolve";
import type { CreateGuardrailInput, GuardrailFieldsInput, UpdateGuardrailInput } from "./schemas";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const DEFAULT_GUARDRAIL_NAME = "Default guardrail";
/** Creating, changing, deleting and (un)assigning guardrails is for owners and admins (docs/decisions.md, "Roles"). */
export const GUARDRAIL_WRITE = "create, change, delete or assign guardrails";

/**
 * A workspace's default guardrail, with no rules (it enforces nothing until edited), set as
 * its default_guardrail_id. Runs inside the transaction that creates the workspace.
 */
export async function createDefaultGuardrail(tx: Tx, ws: { id: string; org_id: string }, now: Date = new Date()): Promise<string> {
  const g = await tx.guardrail.create({
    data: {
      org_id: ws.org_id,
      workspace_id: ws.id,
      name: DEFAULT_GUARDRAIL_NAME,
      description: "The workspace's default guardrail: keys without a guardrail of their own follow it.",
      created_at: now,
      updated_at: now,
    },
  });
  await tx.workspace.update({ where: { id: ws.id }, data: { default_guardrail_id: g.id } });
  return g.id;
}

/** Models and providers a guardrail names: the file's and the organization's own (issue 25). */
function assertCatalogRefs(input: GuardrailFieldsInput, orgId: string): void {
  const issues = catalogIssues(input, catalog(orgId));
  if (issues.length) throw new AppError("INVALID_REQUEST", { metadata: { issues } });
}

/**
 * The custom patterns' backtracking check (ReDoS), in a worker thread with a time budget and a
 * concurrency limit (content-filters/redos.ts); input validation already checked length and RE2
 * syntax. An unsafe or undecided pattern is a 400 naming it.
 */
async function assertSafePatterns(input: GuardrailFieldsInput): Promise<void> {
  const filters = input.content_filters ?? [];
  const issues: Array<{ field: string; message: string }> = [];
  for (let i = 0; i < filters.length; i++) {
    const v = await checkPatternSafe(filters[i].pattern);
    if (!v.ok) issues.push({ field: `content_filters.${i}.pattern`, message: v.reason });
  }
  if (issues.length) throw new AppError("INVALID_REQUEST", { metadata: { issues } });
}

export async function listGuardrails(opts: { db: Db; caller: Caller; offset: number; limit: number; workspaceId?: string }) {
  const { db, caller } = opts;
  const ws = opts.workspaceId ? await findWorkspace(db, caller.orgId, opts.workspaceId) : null;
  const where = { org_id: caller.orgId, ...(ws ? { workspace_id: ws.id } : {}) };
  const [rows, total] = await Promise.all([
    db.guardrail.findMany({ where, orderBy: [{ created_at: "asc" }, { id: "asc" }], skip: opts.offset, take: opts.limit }),
    db.guardrail.count({ where }),
  ]);
  return { data: rows.map(toGuardrailRecord), total_count: total };
}

export async function getGuardrail(opts: { db: Db; caller: Caller; id: string }) {
  return toGuardrailRecord(await findGuardrail(opts.db, opts.caller.orgId, opts.id));
}

export async function createGuardrail(opts: { db: Db; caller: Caller; input: CreateGuardrailInput; now: Date }) {
  const { db, caller, input, now } = opts;
  await assertOwnerOrAdmin(db, caller, GUARDRAIL_WRITE);
  assertCatalogRefs(input, opts.caller.orgId);
  await assertSafePatterns(input);
  const ws = input.workspace_id
    ? await findWorkspace(db, caller.orgId, input.workspace_id)
    : await db.workspace.findFirstOrThrow({ where: { org_id: caller.orgId, is_default: true } });
  const { workspace_id: _ws, ...fields } = input;
  const row = await db.guardrail.create({
    data: { ...writeData(fields), name: input.name, org_id: caller.orgId, workspace_id: ws.id, created_at: now, updated_at: now },
  });
  await onGuardrailsChanged(caller.orgId);
  return toGuardrailRecord(row);
}

/** PATCH (spec 4.7): only the fields given change; null clears; collections are replaced whole. */
export async function updateGuardrail(opts: { db: Db; caller: Caller; id: string; input: UpdateGuardrailInput; now: Date }) {
  const { db, caller, input } = opts;
  await assertOwnerOrAdmin(db, caller, GUARDRAIL_WRITE);
  if (!Object.values(input).some((v) => v !== undefined)) throw new AppError("NO_UPDATE_FIELDS");
  assertCatalogRefs(input, opts.caller.orgId);
  await assertSafePatterns(input);
  const existing = await findGuardrail(db, caller.orgId, opts.id);
  const row = await db.guardrail.update({ where: { id: existing.id }, data: { ...writeData(input), updated_at: opts.now } });
  await onGuardrailsChanged(caller.orgId);
  return toGuardrailRecord(row);
}

const isDefaultConflict = (workspace: { id: string; slug: string }, guardrailId: string) =>
  new AppError("CONFLICT", {
    message: `The guardrail is the default guardrail of workspace '${workspace.slug}'; make another guardrail its default first`,
    metadata: { guardrail_id: guardrailId, workspace_id: workspace.id },
  });

/** DELETE: its assignments go with it; a workspace's default cannot be deleted (409). */
export async function deleteGuardrail(opts: { db: Db; caller: Caller; id: string }) {
  const { db, caller } = opts;
  await assertOwnerOrAdmin(db, caller, GUARDRAIL_WRITE);
  const g = await findGuardrail(db, caller.orgId, opts.id);
  const defaultOf = () => db.workspace.findFirst({ where: { default_guardrail_id: g.id }, select: { id: true, slug: true } });
  let blocker = await defaultOf();
  if (!blocker) {
    try {
      const { count } = await db.guardrail.deleteMany({ where: { id: g.id } });
      if (count === 0) throw new AppError("NOT_FOUND"); // deleted concurrently
    } catch (err) {
      if (err instanceof AppError) throw err;
      // workspaces.default_guardrail_id is a NO ACTION foreign key: a default set concurrently fails the delete.
      blocker = await defaultOf();
      if (!blocker) throw err;
    }
  }
  if (blocker) throw isDefaultConflict(blocker, g.id);
  await onGuardrailsChanged(caller.orgId);
  return { deleted: true as const };
}
