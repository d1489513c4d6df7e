import { z } from "zod";
import { generateKey, hashKey } from "../../auth/keys";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { createDefaultGuardrail } from "../guardrails/guardrails";
import { insertManagementKey as insertKey } from "../management-keys/management-keys";
import { findWorkspace, isUniqueViolation, isUuid } from "../workspaces/shared";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface CreatedOrganization {
  organization_id: string;
  owner_user_id: string;
  default_workspace_id: string;
  management_key: string;
}

export const DEFAULT_MANAGEMENT_KEY_NAME = "Management key";

async function insertManagementKey(tx: Tx | Db, orgId: string, userId: string, key: string, name = DEFAULT_MANAGEMENT_KEY_NAME) {
  const { row } = await insertKey(tx, { orgId, userId, name, key });
  return { key, hash: row.hash };
}

async function createOrganizationIn(tx: Tx, name: string, managementKey: string | undefined): Promise<CreatedOrganization> {
  const org = await tx.organization.create({ data: { name } });
  const owner = await tx.user.create({ data: { org_id: org.id, email: "owner@switchyard.local", role: "owner" } });
  const ws = await tx.workspace.create({
    data: { org_id: org.id, name: "Default", slug: "default", created_by: owner.id, is_default: true },
  });
  await createDefaultGuardrail(tx, ws);
  await tx.workspaceMember.create({ data: { workspace_id: ws.id, user_id: owner.id, role: "owner" } });
  const { key } = await insertManagementKey(tx, org.id, owner.id, managementKey ?? generateKey("management"));
  return { organization_id: org.id, owner_user_id: owner.id, default_workspace_id: ws.id, management_key: key };
}

/** A new organization with its owner, default workspace and a first management key. */
export function createOrganization(db: Db, opts: { name: string; managementKey?: string }): Promise<CreatedOrganization> {
  const name = z.string().trim().min(1).max(200).parse(opts.name);
  return db.$transaction((tx) => createOrganizationIn(tx, name, opts.managementKey));
}

/**
 * First start: against an empty database, create organization `Default` and return its new
 * management key (the caller prints it once). With GATEWAY_MANAGEMENT_KEY, make sure exactly
 * that key exists (created in the first organization if missing). Serialized by an advisory
 * lock so that two instances starting together bootstrap once.
 */
export async function bootstrap(db: Db, opts: { managementKey?: string }): Promise<{ printKey: string | null }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock(727274)");
    const first = await tx.organization.findFirst({ orderBy: { created_at: "asc" } });
    if (!first) {
      const created = await createOrganizationIn(tx, "Default", opts.managementKey);
      return { printKey: created.management_key };
    }
    if (opts.managementKey) {
      const exists = await tx.apiKey.findUnique({ where: { hash: hashKey(opts.managementKey) }, select: { id: true } });
      if (!exists) {
        const owner = await tx.user.findFirstOrThrow({ where: { org_id: first.id, role: "owner" }, orderBy: { created_at: "asc" } });
        await insertManagementKey(tx, first.id, owner.id, opts.managementKey);
      }
    }
    return { printKey: null };
  });
}

export async function listOrganizations(db: Db) {
  const orgs = await db.organization.findMany({ orderBy: { created_at: "asc" } });
  return orgs.map((o) => ({ organization_id: o.id, name: o.name, created_at: o.created_at.toISOString() }));
}

export async function requireOrg(db: Db, orgId: string) {
  const org = isUuid(orgId) ? await db.organization.findUnique({ where: { id: orgId.toLowerCase() } }) : null;
  if (!org) throw new AppError("NOT_FOUND", { message: `Organization not found: ${orgId}` });
  return org;
}

export const ORG_ROLES = ["owner", "admin", "member"] as const;

export async function addUser(db: Db, opts: { orgId: string; email: string; role: (typeof ORG_ROLES)[number]; name?: string }) {
  const org = await requireOrg(db, opts.orgId);
  const email = z.email().parse(opts.email);
  const name = opts.name === undefined ? null : z.string().trim().min(1).max(200).parse(opts.name);
  try {
    const user = await db.user.create({ data: { org_id: org.id, email, role: opts.role, name } });
    return { user_id: user.id, role: user.role };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", { message: `A user with email ${email} already exists in this organization` });
    throw err;
  }
}

/** `key create-management` and `management-keys create`: a key for the user (the first owner by default). */
export async function createManagementKey(db: Db, opts: { orgId: string; userId?: string; name?: string }) {
  const org = await requireOrg(db, opts.orgId);
  const user = opts.userId
    ? isUuid(opts.userId)
      ? await db.user.findFirst({ where: { id: opts.userId.toLowerCase(), org_id: org.id } })
      : null
    : await db.user.findFirst({ where: { org_id: org.id, role: "owner" }, orderBy: { created_at: "asc" } });
  if (!user) throw new AppError("NOT_FOUND", { message: `User not found in organization: ${opts.userId ?? "(owner)"}` });
  const name = z.string().trim().min(1).max(200).parse(opts.name ?? DEFAULT_MANAGEMENT_KEY_NAME);
  return insertManagementKey(db, org.id, user.id, generateKey("management"), name);
}

export async function setWorkspaceHipaa(db: Db, opts: { orgId: string; workspace: string; on: boolean }) {
  const org = await requireOrg(db, opts.orgId);
  const ws = await findWorkspace(db, org.id, opts.workspace);
  const row = await db.workspace.update({ where: { id: ws.id }, data: { is_hipaa: opts.on } });
  return { workspace_id: row.id, is_hipaa: row.is_hipaa };
}
