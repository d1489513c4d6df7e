import type { CatalogProvider, Prisma } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import { liveCatalog, SECRET_FIELDS, secretAad } from "../../catalog/live";
import { catalogSecretBox } from "../../catalog/secrets";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { invalidRequest, zodIssues } from "../../errors/normalize";
import { buildCatalog, CatalogError, type ProviderConfig, providerSchema } from "../../catalog/catalog";
import { checkOutboundUrl } from "../../net/guarded";
import { findWorkspace } from "../workspaces/shared";
import { afterWrite, assertCatalogAdmin, buildIssues, bumpVersion, fileCatalog, fileEntryReadOnly } from "./shared";
import type { CreateProviderInput, ProviderRecord, UpdateProviderInput } from "./schemas";

/*
 * Providers made over REST or in the console (issue 25): an organization's, stored with their
 * secrets sealed; the file's providers listed beside them, read-only. Another organization's
 * provider is a 404, as an unknown one.
 */

const SECRET_SET = new Set<string>(SECRET_FIELDS);
/** Fields a stored record keeps outside `config` (ours, not the file's). */
const OWN_FIELDS = new Set(["disabled", "workspace_id", "byok_only"]);

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The record of a file (or built-in) provider: never a secret, only which are set. */
export function fileProviderRecord(p: ProviderConfig): ProviderRecord {
  const out: Record<string, unknown> = {};
  const secrets: string[] = [];
  for (const [k, v] of Object.entries(p)) {
    // apiKey, secrets: the resolved values (never in a record); origin: ours.
    if (k === "apiKey" || k === "secrets" || k === "origin" || v === undefined) continue;
    if (SECRET_SET.has(k)) continue;
    if (k === "headers") continue;
    out[k] = v;
  }
  if (p.apiKey) secrets.push("api_key");
  for (const f of SECRET_FIELDS) if (f !== "api_key" && (p as Record<string, unknown>)[f] !== undefined) secrets.push(f);
  for (const h of Object.keys(p.headers ?? {}).sort()) secrets.push(`headers.${h}`);
  return { ...(out as ProviderRecord), source: "file", disabled: false, workspace_id: null, byok_only: false, secrets_set: secrets, created_at: null, updated_at: null };
}

interface Sealed {
  fields?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export function dbProviderRecord(row: CatalogProvider): ProviderRecord {
  return {
    ...(row.config as ProviderRecord),
    source: "database",
    disabled: row.disabled,
    workspace_id: row.workspace_id,
    byok_only: row.byok_only,
    secrets_set: [...row.secret_names],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** `{env}` / `{file}` read the gateway's own environment and disk: the file's operator may use them, an organization may not. */
function refuseReferences(fields: Record<string, unknown>): void {
  const issues: { field: string; message: string }[] = [];
  // Fields that run a command or read a path on the gateway's host (e.g. azure-openai's
  // entra_token_command / entra_token_file) are the operator's: never an organization's.
  for (const k of Object.keys(fields)) {
    if (/_(command|file|path)$/.test(k)) issues.push({ field: k, message: "runs or reads something on the gateway's host: for gateway.config.json only" });
  }
  for (const f of SECRET_FIELDS) {
    const v = fields[f];
    if (v !== null && typeof v === "object" && ("env" in v || "file" in v)) {
      issues.push({ field: f, message: "must be the secret itself: {env}/{file} references are for gateway.config.json only" });
    }
  }
  if (issues.length) throw invalidRequest(issues);
}

/**
 * base_url of an organization's provider: the outbound rule at write time (http(s), no
 * credentials, not an address the gateway does not reach); the guarded client judges again at
 * every connect.
 */
async function checkBaseUrl(url: unknown): Promise<void> {
  if (url === undefined || url === null) return;
  const r = await checkOutboundUrl(String(url));
  if (!r.ok) throw invalidRequest([{ field: "base_url", message: r.reason }]);
}

/** Validate a whole record with the file's schema; split it into stored config and sealed secrets. */
function split(full: Record<string, unknown>): { config: Record<string, unknown>; sealed: Sealed; names: string[] } {
  const record: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(full)) if (!OWN_FIELDS.has(k) && v !== null && v !== undefined) record[k] = v;
  const parsed = providerSchema.safeParse(record);
  if (!parsed.success) throw invalidRequest(zodIssues(parsed.error.issues));
  // As the file's entries are loaded (secrets resolved, credentials parsed), over the file's providers.
  try {
    buildCatalog({ providers: [{ ...record, id: `${String(record.id)}` }] }, "database", {}, undefined);
  } catch (err) {
    if (err instanceof CatalogError) throw invalidRequest(buildIssues(err.message, ""));
    throw err;
  }
  const config: Record<string, unknown> = {};
  const sealed: Sealed = {};
  const names: string[] = [];
  for (const [k, v] of Object.entries(parsed.data as Record<string, unknown>)) {
    if (v === undefined) continue;
    if (SECRET_SET.has(k)) {
      (sealed.fields ??= {})[k] = v;
      names.push(k);
    } else if (k === "headers") {
      sealed.headers = v as Record<string, string>;
      for (const h of Object.keys(sealed.headers).sort()) names.push(`headers.${h}`);
    } else config[k] = v;
  }
  return { config, sealed, names };
}

function seal(orgId: string, id: string, sealed: Sealed): string | null {
  if (!sealed.fields && !sealed.headers) return null;
  const box = catalogSecretBox();
  if (!box) {
    throw new AppError("SERVICE_UNAVAILABLE", {
      message: "Provider secrets cannot be stored: set GATEWAY_SECRET_KEY (required with DATABASE_URL)",
      metadata: { reason: "secret_key_missing" },
    });
  }
  return box.seal(JSON.stringify(sealed), secretAad(orgId, id));
}

function openSealed(row: CatalogProvider): Sealed {
  if (!row.secrets) return {};
  const box = catalogSecretBox();
  if (!box) throw new AppError("SERVICE_UNAVAILABLE", { message: "Provider secrets cannot be opened: set GATEWAY_SECRET_KEY", metadata: { reason: "secret_key_missing" } });
  return JSON.parse(box.open(row.secrets, secretAad(row.org_id, row.id))) as Sealed;
}

async function resolveWorkspace(db: Db, orgId: string, ws: unknown): Promise<string | null> {
  if (ws === undefined || ws === null) return null;
  if (typeof ws !== "string") throw invalidRequest([{ field: "workspace_id", message: "must be a workspace id or slug" }]);
  return (await findWorkspace(db, orgId, ws)).id;
}

export async function listProviders(o: { db: Db; caller: Caller; offset: number; limit: number }): Promise<{ data: ProviderRecord[]; total_count: number }> {
  const file = [...fileCatalog().providers.values()].map(fileProviderRecord);
  const rows = await o.db.catalogProvider.findMany({ where: { org_id: o.caller.orgId }, orderBy: [{ created_at: "asc" }, { id: "asc" }] });
  const all = [...file, ...rows.map(dbProviderRecord)];
  return { data: all.slice(o.offset, o.offset + o.limit), total_count: all.length };
}

/** The organization's provider row, or null when the id is the file's; 404 when neither. */
export async function findProvider(db: Db, orgId: string, id: string): Promise<{ file: ProviderConfig } | { row: CatalogProvider }> {
  const f = fileCatalog().providers.get(id);
  if (f) return { file: f };
  const row = await db.catalogProvider.findUnique({ where: { org_id_id: { org_id: orgId, id } } });
  if (!row) throw new AppError("NOT_FOUND", { message: `Provider '${id}' not found`, metadata: { provider: id } });
  return { row };
}

export async function getProvider(o: { db: Db; caller: Caller; id: string }): Promise<ProviderRecord> {
  const p = await findProvider(o.db, o.caller.orgId, o.id);
  return "file" in p ? fileProviderRecord(p.file) : dbProviderRecord(p.row);
}

export async function createProvider(o: { db: Db; caller: Caller; input: CreateProviderInput; now: Date }): Promise<ProviderRecord> {
  const { db, caller, input } = o;
  await assertCatalogAdmin(db, caller);
  const raw = input as Record<string, unknown>;
  refuseReferences(raw);
  await checkBaseUrl(raw.base_url);
  const { config, sealed, names } = split(raw);
  const id = String(config.id);
  if (fileCatalog().providers.has(id)) {
    throw new AppError("CONFLICT", { message: `Provider id '${id}' is taken by gateway.config.json`, metadata: { provider: id, source: "file" } });
  }
  const workspaceId = await resolveWorkspace(db, caller.orgId, raw.workspace_id);
  const secrets = seal(caller.orgId, id, sealed);
  const row = await db.$transaction(async (tx) => {
    const exists = await tx.catalogProvider.findUnique({ where: { org_id_id: { org_id: caller.orgId, id } }, select: { id: true } });
    if (exists) throw new AppError("CONFLICT", { message: `Provider '${id}' already exists`, metadata: { provider: id } });
    const created = await tx.catalogProvider.create({
      data: {
        org_id: caller.orgId,
        id,
        workspace_id: workspaceId,
        config: config as Prisma.InputJsonValue,
        secret_names: names,
        secrets,
        disabled: raw.disabled === true,
        byok_only: raw.byok_only === true,
        created_at: o.now,
      },
    });
    await bumpVersion(tx);
    return created;
  });
  await afterWrite(db);
  return dbProviderRecord(row);
}

export async function updateProvider(o: { db: Db; caller: Caller; id: string; input: UpdateProviderInput; now: Date }): Promise<ProviderRecord> {
  const { db, caller, id } = o;
  const input = o.input as Record<string, unknown>;
  if (Object.values(input).every((v) => v === undefined)) throw new AppError("NO_UPDATE_FIELDS");
  const found = await findProvider(db, caller.orgId, id);
  if ("file" in found) throw fileEntryReadOnly("provider", id);
  await assertCatalogAdmin(db, caller);
  if ("id" in input && input.id !== id) throw invalidRequest([{ field: "id", message: "cannot be changed (it is the path key)" }]);
  refuseReferences(input);
  await checkBaseUrl(input.base_url);
  const row = found.row;
  const old = openSealed(row);
  const merged: Record<string, unknown> = { ...(row.config as Record<string, unknown>), ...(old.fields ?? {}), ...(old.headers ? { headers: old.headers } : {}) };
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || OWN_FIELDS.has(k)) continue;
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  merged.id = id;
  const { config, sealed, names } = split(merged);
  const secrets = seal(caller.orgId, id, sealed);
  const workspaceId = input.workspace_id === undefined ? row.workspace_id : await resolveWorkspace(db, caller.orgId, input.workspace_id);
  const updated = await db.$transaction(async (tx) => {
    const u = await tx.catalogProvider.update({
      where: { org_id_id: { org_id: caller.orgId, id } },
      data: {
        config: config as Prisma.InputJsonValue,
        secret_names: names,
        secrets,
        workspace_id: workspaceId,
        disabled: typeof input.disabled === "boolean" ? input.disabled : row.disabled,
        byok_only: typeof input.byok_only === "boolean" ? input.byok_only : row.byok_only,
        updated_at: o.now,
      },
    });
    await bumpVersion(tx);
    return u;
  });
  await afterWrite(db);
  return dbProviderRecord(updated);
}

export async function deleteProvider(o: { db: Db; caller: Caller; id: string }): Promise<void> {
  const { db, caller, id } = o;
  const found = await findProvider(db, caller.orgId, id);
  if ("file" in found) throw fileEntryReadOnly("provider", id);
  await assertCatalogAdmin(db, caller);
  await db.$transaction(async (tx) => {
    const models = await tx.catalogModel.findMany({ where: { org_id: caller.orgId }, select: { slug: true, config: true } });
    const users = models.filter((m) => ((m.config as { endpoints?: { provider?: string }[] }).endpoints ?? []).some((e) => e.provider === id)).map((m) => m.slug);
    if (users.length) {
      throw new AppError("CONFLICT", { message: `Provider '${id}' serves models of this organization: remove its endpoints first`, metadata: { provider: id, models: users } });
    }
    await tx.catalogProvider.delete({ where: { org_id_id: { org_id: caller.orgId, id } } });
    await bumpVersion(tx);
  });
  await afterWrite(db);
}

/** The provider as the organization's keys would call it (secrets opened; an organization's with its guarded dispatcher). */
export async function providerForCall(db: Db, orgId: string, id: string): Promise<ProviderConfig> {
  const found = await findProvider(db, orgId, id);
  if ("file" in found) return found.file;
  const live = liveCatalog().build(orgId, fileCatalog());
  const inView = live.catalog.providers.get(id);
  if (inView?.origin) return inView;
  throw new AppError("CONFLICT", { message: `Provider '${id}' is disabled or its record cannot be served`, metadata: { provider: id, disabled: found.row.disabled } });
}
