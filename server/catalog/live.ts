import { createHash } from "node:crypto";
import type { Dispatcher } from "undici";
import type { CatalogModel, CatalogProvider } from "../../generated/prisma/client.ts";
import type { Db } from "../db";
import { env } from "../env";
import { buildCatalog, type Catalog, CatalogError, setOrgCatalogView } from "./catalog";
import { logger } from "../logger";
import { publish, redisConfigured, subscribe } from "../redis";
import { outboundDispatcher } from "./outbound";
import { catalogSecretBox, resetCatalogSecretBox, SecretKeyError } from "./secrets";

/*
 * The live catalog (issue 25 item 2): the file's entries (every organization's) plus each
 * organization's database entries, as one view per organization, rebuilt when the database's
 * catalog version moves: at once on the instance that wrote, through Redis pub/sub on the others
 * (REDIS_URL), else by polling the version row every 2 s. A request holds the endpoints it
 * routed to, so a rebuild never drops one in flight; a replaced provider's connection pool is
 * closed gracefully (undici lets its running requests finish).
 */

export const CATALOG_CHANNEL = "switchyard:catalog";
const POLL_MS = { withRedis: 30_000, withoutRedis: 2_000 };

/** The secret fields of a provider record (stored sealed, never returned). Headers' values are secret too. */
export const SECRET_FIELDS = ["api_key", "access_key_id", "secret_access_key", "session_token", "credentials"] as const;

/** AAD binding a sealed secret to its row. */
export const secretAad = (orgId: string, providerId: string): string => `catalog_providers/${orgId}/${providerId}`;

/** A provider row's full record (secrets opened), or why not. */
export function providerDocument(row: CatalogProvider): Record<string, unknown> {
  const doc: Record<string, unknown> = { ...(row.config as Record<string, unknown>) };
  if (row.secrets) {
    const box = catalogSecretBox();
    if (!box) throw new CatalogError(`provider "${row.id}" has sealed secrets but GATEWAY_SECRET_KEY is not set`);
    let opened: string;
    try {
      opened = box.open(row.secrets, secretAad(row.org_id, row.id));
    } catch (err) {
      // Rotated on the embedded default meanwhile (the CLI wrote new key files): read them again, once.
      if (!(err instanceof SecretKeyError)) throw err;
      resetCatalogSecretBox();
      const again = catalogSecretBox();
      if (!again) throw err;
      opened = again.open(row.secrets, secretAad(row.org_id, row.id));
    }
    const secrets = JSON.parse(opened) as { fields?: Record<string, unknown>; headers?: Record<string, string> };
    Object.assign(doc, secrets.fields ?? {});
    if (secrets.headers && Object.keys(secrets.headers).length) doc.headers = { ...secrets.headers };
  }
  return doc;
}

interface OrgEntries {
  providers: { row: CatalogProvider; doc: Record<string, unknown>; dispatcher: Dispatcher }[];
  models: CatalogModel[];
}

export interface OrgBuild {
  catalog: Catalog;
  /** Entries left out of the view, with why (a model whose provider was disabled, …). */
  problems: string[];
}

const fingerprint = (row: CatalogProvider): string =>
  createHash("sha256")
    .update(JSON.stringify([row.config, row.secrets ?? "", row.disabled]))
    .digest("base64url");

export class LiveCatalog {
  version: bigint | null = null;
  private orgs = new Map<string, OrgEntries>();
  private views = new Map<string, { file: Catalog; build: OrgBuild }>();
  private dispatchers = new Map<string, { fp: string; dispatcher: Dispatcher }>();
  private reloading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  /** An organization's view: the file's catalog when it has no entries of its own. */
  view(orgId: string, file: Catalog): Catalog {
    if (!this.orgs.has(orgId)) return file;
    return this.build(orgId, file).catalog;
  }

  /** The organization's view with what was left out of it. */
  build(orgId: string, file: Catalog): OrgBuild {
    const hit = this.views.get(orgId);
    if (hit && hit.file === file) return hit.build;
    const built = buildOrgView(orgId, this.orgs.get(orgId), file);
    this.views.set(orgId, { file, build: built });
    for (const p of built.problems) logger.warn({ org_id: orgId, problem: p }, "catalog: a database entry is left out of the organization's view");
    return built;
  }

  /** Re-read every database entry (coalesced: a reload asked for during one runs once after it). */
  reload(db: Db): Promise<void> {
    if (this.reloading) {
      this.again = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.again = false;
          await this.load(db);
        } while (this.again);
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  private async load(db: Db): Promise<void> {
    const [v, providers, models] = await Promise.all([
      db.catalogVersion.findUnique({ where: { id: 1 } }),
      db.catalogProvider.findMany({ orderBy: [{ org_id: "asc" }, { created_at: "asc" }, { id: "asc" }] }),
      db.catalogModel.findMany({ orderBy: [{ org_id: "asc" }, { created_at: "asc" }, { slug: "asc" }] }),
    ]);
    const orgs = new Map<string, OrgEntries>();
    const entry = (org: string): OrgEntries => {
      let e = orgs.get(org);
      if (!e) orgs.set(org, (e = { providers: [], models: [] }));
      return e;
    };
    const keep = new Set<string>();
    for (const row of providers) {
      const key = `${row.org_id}/${row.id}`;
      let doc: Record<string, unknown>;
      try {
        doc = providerDocument(row);
      } catch (err) {
        // Never the secret: the error names the provider and the key problem only.
        logger.error({ org_id: row.org_id, provider: row.id, err: err instanceof Error ? err.message : String(err) }, "catalog: a provider's secrets could not be opened");
        continue;
      }
      const fp = fingerprint(row);
      let d = this.dispatchers.get(key);
      if (!d || d.fp !== fp) {
        d = { fp, dispatcher: outboundDispatcher({ timeoutMs: typeof doc.timeout_ms === "number" ? doc.timeout_ms : 60_000 }) };
        this.dispatchers.set(key, d);
      }
      keep.add(key);
      entry(row.org_id).providers.push({ row, doc, dispatcher: d.dispatcher });
    }
    for (const row of models) entry(row.org_id).models.push(row);
    const replaced: Dispatcher[] = [];
    for (const [key, d] of this.dispatchers) {
      const current = orgs.get(key.slice(0, key.indexOf("/")))?.providers.some((p) => p.dispatcher === d.dispatcher);
      if (!current) {
        replaced.push(d.dispatcher);
        this.dispatchers.delete(key);
      }
    }
    this.orgs = orgs;
    this.views.clear();
    this.version = v?.version ?? 0n;
    // Gracefully: requests already sent on a replaced pool finish on it.
    for (const d of replaced) void d.close().catch(() => {});
  }

  /** Reload when the database's version differs from ours. */
  async poll(db: Db): Promise<boolean> {
    const v = await db.catalogVersion.findUnique({ where: { id: 1 }, select: { version: true } });
    if ((v?.version ?? 0n) === this.version) return false;
    await this.reload(db);
    return true;
  }

  /** Keep in step with the database: Redis messages (when configured) and a version poll. */
  start(db: () => Promise<Db> | Db, pollMs?: number): void {
    if (this.timer) return;
    const withRedis = redisConfigured();
    if (withRedis) subscribe(CATALOG_CHANNEL, () => void Promise.resolve(db()).then((d) => this.reload(d)).catch((err: unknown) => logger.warn({ err }, "catalog reload failed")));
    this.timer = setInterval(
      () => void Promise.resolve(db()).then((d) => this.poll(d)).catch((err: unknown) => logger.warn({ err }, "catalog version poll failed")),
      pollMs ?? (withRedis ? POLL_MS.withRedis : POLL_MS.withoutRedis),
    );
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Whether the organization has database entries (tests, the console). */
  hasEntries(orgId: string): boolean {
    return this.orgs.has(orgId);
  }
}

/**
 * Build an organization's view over the file's catalog: providers first, then each model alone
 * (one bad entry — a model whose only provider was disabled — leaves the others served).
 */
function buildOrgView(orgId: string, entries: OrgEntries | undefined, file: Catalog): OrgBuild {
  const problems: string[] = [];
  if (!entries) return { catalog: file, problems };
  const label = "database";
  const providers = entries.providers.filter((p) => !p.row.disabled);
  let withProviders: Catalog;
  const okProviders: typeof providers = [];
  for (const p of providers) {
    try {
      buildCatalog({ providers: [p.doc] }, label, {}, file);
      okProviders.push(p);
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  try {
    withProviders = buildCatalog({ providers: okProviders.map((p) => p.doc) }, label, {}, file);
  } catch (err) {
    problems.push(err instanceof Error ? err.message : String(err));
    return { catalog: file, problems };
  }
  for (const p of okProviders) {
    const cfg = withProviders.providers.get(p.row.id);
    if (!cfg) continue;
    cfg.origin = { source: "database", orgId, workspaceId: p.row.workspace_id, byokOnly: p.row.byok_only, dispatcher: p.dispatcher };
    // A workspace's own credentials: its usage is BYOK (ledger is_byok, include_byok_in_limit/_budgets).
    if (p.row.workspace_id) cfg.is_byok = true;
  }
  const models: unknown[] = [];
  for (const m of entries.models) {
    if (m.disabled) continue;
    try {
      buildCatalog({ models: [m.config] }, label, {}, withProviders);
      models.push(m.config);
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  try {
    const built = buildCatalog({ models }, label, {}, withProviders);
    // Endpoint ids repeat across organizations (same provider id and slug): keep their measurements apart.
    for (const m of models as { slug: string }[]) for (const e of built.endpoints.get(m.slug) ?? []) e.statsKey = `${orgId}:${e.id}`;
    return { catalog: built, problems };
  } catch (err) {
    problems.push(err instanceof Error ? err.message : String(err));
    return { catalog: withProviders, problems };
  }
}

const KEY = Symbol.for("switchyard.catalog.live");
type Holder = { [KEY]?: LiveCatalog };

/** The process's live catalog (one per process: the lean server and Next's bundle share it). */
export function liveCatalog(): LiveCatalog {
  const h = globalThis as Holder;
  let live = h[KEY];
  if (!live) {
    live = h[KEY] = new LiveCatalog();
    const l = live;
    setOrgCatalogView((orgId, file) => l.view(orgId, file));
  }
  return live;
}

/** Start-up: load the database's entries, then keep in step. */
export async function startLiveCatalog(db: () => Promise<Db> | Db): Promise<void> {
  const live = liveCatalog();
  await live.reload(await db());
  live.start(db, env().GATEWAY_CATALOG_POLL_MS);
}

/** After a write committed: this instance at once, the others through Redis (or their poll). */
export async function catalogChanged(db: Db): Promise<void> {
  await liveCatalog().reload(db);
  await publish(CATALOG_CHANNEL, String(liveCatalog().version ?? "")).catch((err: unknown) => logger.warn({ err }, "catalog: publishing a change failed"));
}
