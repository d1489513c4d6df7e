import type { CatalogModel, Prisma } from "../../../generated/prisma/client.ts";
import type { Caller } from "../../auth/authenticate";
import { liveCatalog } from "../../catalog/live";
import type { Db } from "../../db";
import { AppError } from "../../errors/app-error";
import { invalidRequest, zodIssues } from "../../errors/normalize";
import { buildCatalog, type Catalog, CatalogError, type Endpoint, modelSchema } from "../../catalog/catalog";
import { PRICE_FIELDS, type PriceField, resolveEndpointPricing } from "../../catalog/prices";
import { priceString } from "../models/embedding-models";
import type { CreateModelInput, ModelRecord, UpdateModelInput } from "./schemas";
import { afterWrite, assertCatalogAdmin, buildIssues, bumpVersion, fileCatalog, fileEntryReadOnly } from "./shared";

/*
 * Models made over REST or in the console (issue 25): an organization's, their endpoints on the
 * file's providers or the organization's own; each endpoint priced by its overrides, else the
 * price dataset. File models are listed beside them, read-only.
 */

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

type RawEndpoint = { provider: string; upstream_model: string; pricing?: Partial<Record<PriceField, string>> } & Record<string, unknown>;
type RawModel = { slug: string; endpoints: RawEndpoint[] } & Record<string, unknown>;

const PRICE_KEY: Record<PriceField, keyof Endpoint["pricing"]> = {
  prompt: "prompt",
  completion: "completion",
  request: "request",
  image: "image",
  input_cache_read: "inputCacheRead",
  input_cache_write: "inputCacheWrite",
};

function pricesOf(e: Endpoint): Record<PriceField, string> {
  const out = {} as Record<PriceField, string>;
  for (const f of PRICE_FIELDS) out[f] = priceString(e.pricing[PRICE_KEY[f]]);
  return out;
}

/** A model's record: its fields as in the file, each endpoint with the prices in force and their source. */
function toRecord(raw: RawModel, served: Endpoint[] | undefined, view: Catalog, meta: { source: "file" | "database"; disabled: boolean; created_at: string | null; updated_at: string | null }): ModelRecord {
  const { endpoints, ...fields } = raw;
  const record: ModelRecord = {
    ...(fields as Omit<ModelRecord, "endpoints" | "source" | "disabled" | "created_at" | "updated_at">),
    public: (fields.public as boolean | undefined) ?? true,
    endpoints: endpoints.map((e) => {
      const { pricing: override, ...rest } = e;
      const live = served?.find((s) => s.provider.id === e.provider);
      let pricing: Record<PriceField, string> | null = live ? pricesOf(live) : null;
      let source: Record<string, string> = live ? { ...live.pricingSource } : {};
      if (!live) {
        // Not served now (disabled, or its provider is): priced as it would be.
        const p = view.providers.get(e.provider);
        const r = resolveEndpointPricing({ model: raw as unknown as { slug: string; vendor: string; kind: string }, provider: { api: p?.api ?? "openai" }, endpoint: e });
        if (typeof r !== "string") {
          pricing = {} as Record<PriceField, string>;
          for (const f of PRICE_FIELDS) pricing[f] = priceString(r.pricing[PRICE_KEY[f]]);
          source = { ...r.source };
        }
      }
      return {
        ...rest,
        pricing: pricing ?? { prompt: "0", completion: "0", request: "0", image: "0", input_cache_read: "0", input_cache_write: "0" },
        pricing_source: source,
        pricing_override: override ?? {},
      } as ModelRecord["endpoints"][number];
    }),
    ...meta,
  } as ModelRecord;
  return record;
}

function fileModelRaw(slug: string): RawModel | null {
  const c = fileCatalog();
  const m = c.bySlug.get(slug);
  if (!m || m.slug !== slug) return null;
  const { canonical_slug, ...rest } = m;
  return { ...(rest as RawModel), ...(canonical_slug !== m.slug ? { canonical_slug } : {}) };
}

function fileRecord(slug: string): ModelRecord {
  const c = fileCatalog();
  const raw = fileModelRaw(slug) as RawModel;
  return toRecord(raw, c.endpoints.get(slug), c, { source: "file", disabled: false, created_at: null, updated_at: null });
}

function dbRecord(row: CatalogModel, view: Catalog): ModelRecord {
  const raw = row.config as unknown as RawModel;
  const served = row.disabled ? undefined : view.endpoints.get(row.slug);
  return toRecord(raw, served && view.bySlug.get(row.slug) ? served : undefined, view, {
    source: "database",
    disabled: row.disabled,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
}

export async function listModels(o: { db: Db; caller: Caller; offset: number; limit: number }): Promise<{ data: ModelRecord[]; total_count: number }> {
  const file = fileCatalog().models.map((m) => fileRecord(m.slug));
  const rows = await o.db.catalogModel.findMany({ where: { org_id: o.caller.orgId }, orderBy: [{ created_at: "asc" }, { slug: "asc" }] });
  const view = liveCatalog().build(o.caller.orgId, fileCatalog()).catalog;
  const all = [...file, ...rows.map((r) => dbRecord(r, view))];
  return { data: all.slice(o.offset, o.offset + o.limit), total_count: all.length };
}

async function findModel(db: Db, orgId: string, slug: string): Promise<{ file: true } | { row: CatalogModel }> {
  if (fileModelRaw(slug)) return { file: true };
  const row = await db.catalogModel.findUnique({ where: { org_id_slug: { org_id: orgId, slug } } });
  if (!row) throw new AppError("NOT_FOUND", { message: `Model '${slug}' not found`, metadata: { model: slug } });
  return { row };
}

export async function getModel(o: { db: Db; caller: Caller; slug: string }): Promise<ModelRecord> {
  const found = await findModel(o.db, o.caller.orgId, o.slug);
  if ("file" in found) return fileRecord(o.slug);
  return dbRecord(found.row, liveCatalog().build(o.caller.orgId, fileCatalog()).catalog);
}

/**
 * Validate a model record as the file's entries are, against the organization's providers
 * (the file's and its own, disabled ones included: a model may wait for its provider), priced.
 */
async function validated(db: Db, orgId: string, raw: Record<string, unknown>): Promise<RawModel> {
  const { disabled: _d, ...record } = raw;
  const parsed = modelSchema.safeParse(record);
  if (!parsed.success) throw invalidRequest(zodIssues(parsed.error.issues));
  const model = record as RawModel;
  // The providers the model may name: the file's and the organization's (enabled or not).
  const rows = await db.catalogProvider.findMany({ where: { org_id: orgId }, select: { id: true, config: true } });
  const stubs = rows.map((r) => ({ ...(r.config as Record<string, unknown>), id: r.id }));
  let base: Catalog;
  try {
    base = buildCatalog({ providers: stubs }, "database", {}, fileCatalog());
  } catch {
    base = fileCatalog();
  }
  try {
    buildCatalog({ models: [model] }, "database", {}, base);
  } catch (err) {
    if (err instanceof CatalogError) throw invalidRequest(buildIssues(err.message, ""));
    throw err;
  }
  return model;
}

export async function createModel(o: { db: Db; caller: Caller; input: CreateModelInput; now: Date }): Promise<ModelRecord> {
  const { db, caller } = o;
  await assertCatalogAdmin(db, caller);
  const raw = o.input as Record<string, unknown>;
  const slug = String(raw.slug ?? "");
  if (fileCatalog().bySlug.has(slug)) {
    throw new AppError("CONFLICT", { message: `Model '${slug}' is taken by gateway.config.json`, metadata: { model: slug, source: "file" } });
  }
  const model = await validated(db, caller.orgId, raw);
  const row = await db.$transaction(async (tx) => {
    const exists = await tx.catalogModel.findUnique({ where: { org_id_slug: { org_id: caller.orgId, slug } }, select: { slug: true } });
    if (exists) throw new AppError("CONFLICT", { message: `Model '${slug}' already exists`, metadata: { model: slug } });
    const created = await tx.catalogModel.create({
      data: { org_id: caller.orgId, slug, config: model as unknown as Prisma.InputJsonValue, disabled: raw.disabled === true, created_at: o.now },
    });
    await bumpVersion(tx);
    return created;
  });
  await afterWrite(db);
  return dbRecord(row, liveCatalog().build(caller.orgId, fileCatalog()).catalog);
}

export async function updateModel(o: { db: Db; caller: Caller; slug: string; input: UpdateModelInput; now: Date }): Promise<ModelRecord> {
  const { db, caller, slug } = o;
  const input = o.input as Record<string, unknown>;
  if (Object.values(input).every((v) => v === undefined)) throw new AppError("NO_UPDATE_FIELDS");
  const found = await findModel(db, caller.orgId, slug);
  if ("file" in found) throw fileEntryReadOnly("model", slug);
  await assertCatalogAdmin(db, caller);
  if ("slug" in input && input.slug !== slug) throw invalidRequest([{ field: "slug", message: "cannot be changed (it is the path key)" }]);
  const merged: Record<string, unknown> = { ...(found.row.config as Record<string, unknown>) };
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || k === "disabled") continue;
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  merged.slug = slug;
  const model = await validated(db, caller.orgId, merged);
  const updated = await db.$transaction(async (tx) => {
    const u = await tx.catalogModel.update({
      where: { org_id_slug: { org_id: caller.orgId, slug } },
      data: { config: model as unknown as Prisma.InputJsonValue, disabled: typeof input.disabled === "boolean" ? input.disabled : found.row.disabled, updated_at: o.now },
    });
    await bumpVersion(tx);
    return u;
  });
  await afterWrite(db);
  return dbRecord(updated, liveCatalog().build(caller.orgId, fileCatalog()).catalog);
}

export async function deleteModel(o: { db: Db; caller: Caller; slug: string }): Promise<void> {
  const { db, caller, slug } = o;
  const found = await findModel(db, caller.orgId, slug);
  if ("file" in found) throw fileEntryReadOnly("model", slug);
  await assertCatalogAdmin(db, caller);
  await db.$transaction(async (tx) => {
    await tx.catalogModel.delete({ where: { org_id_slug: { org_id: caller.orgId, slug } } });
    await bumpVersion(tx);
  });
  await afterWrite(db);
}
