import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Dispatcher } from "undici";
import { z } from "zod";
import { resolveEndpointPricing, type PriceField, type PriceSource } from "./prices";

/** USD per token, as a decimal string (operator contract, spec 2.8). */
const price = z.string().regex(/^\d+(\.\d+)?(e-?\d+)?$/i, "must be a non-negative decimal string (USD per token)");

/** A secret: `{ "env": NAME }`, `{ "file": PATH }` (read at start), or a literal (discouraged). */
const secret = z.union([z.object({ env: z.string().min(1) }).strict(), z.object({ file: z.string().min(1) }).strict(), z.string().min(1)]);
type Secret = z.infer<typeof secret>;

/** The cloud provider kinds (operator contract, "Cloud providers"): their secrets must resolve at start. */
export const CLOUD_APIS = ["azure-openai", "bedrock", "vertex", "gemini"] as const;
const isCloud = (api: string): boolean => (CLOUD_APIS as readonly string[]).includes(api);

export const providerSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, "must be lowercase letters, digits, - or _"),
    name: z.string().min(1),
    api: z.enum(["openai", "anthropic", "local", ...CLOUD_APIS]),
    base_url: z.url().optional(),
    api_key: secret.optional(),
    /** azure-openai: the api-version query parameter ("v1" selects the /openai/v1 paths). */
    api_version: z.string().regex(/^[A-Za-z0-9._-]+$/, "must be a version like 2024-10-21 or v1").optional(),
    /**
     * azure-openai, instead of api_key: a Microsoft Entra ID token, from a file re-read (or a
     * command re-run) shortly before the token expires.
     */
    entra_token_file: z.string().min(1).optional(),
    entra_token_command: z.string().min(1).optional(),
    /** bedrock: SigV4 credentials (or api_key as a Bedrock API key). */
    access_key_id: secret.optional(),
    secret_access_key: secret.optional(),
    session_token: secret.optional(),
    /** vertex: project, location and a service-account JSON key. */
    project: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be a Google Cloud project id").optional(),
    location: z.string().regex(/^[a-z0-9-]+$/, "must be a location like us-central1 or global").optional(),
    credentials: secret.optional(),
    headers: z.record(z.string(), z.string()).optional(),
    zdr: z.boolean().default(false),
    data_collection: z.enum(["allow", "deny"]).default("allow"),
    timeout_ms: z.number().int().min(100).max(600_000).default(60_000),
    region: z.string().optional(),
    is_byok: z.boolean().default(false),
  })
  .strict()
  .refine((p) => !["openai", "anthropic", "azure-openai"].includes(p.api) || p.base_url !== undefined, {
    message: "base_url is required for openai, anthropic and azure-openai providers",
    path: ["base_url"],
  })
  .refine((p) => p.api !== "azure-openai" || [p.api_key, p.entra_token_file, p.entra_token_command].filter((x) => x !== undefined).length === 1, {
    message: "azure-openai providers need one of api_key, entra_token_file, entra_token_command",
    path: ["api_key"],
  })
  .refine((p) => p.api !== "gemini" || p.api_key !== undefined, { message: "api_key is required for gemini providers", path: ["api_key"] })
  .refine((p) => p.api !== "bedrock" || (p.region !== undefined && /^[a-z0-9-]+$/.test(p.region)), { message: "region (like us-east-1) is required for bedrock providers", path: ["region"] })
  .refine((p) => p.api !== "bedrock" || p.api_key !== undefined || (p.access_key_id !== undefined && p.secret_access_key !== undefined), {
    message: "bedrock providers need access_key_id and secret_access_key, or api_key",
    path: ["access_key_id"],
  })
  .refine((p) => p.api !== "vertex" || p.project !== undefined, { message: "project is required for vertex providers", path: ["project"] })
  .refine((p) => p.api !== "vertex" || p.location !== undefined, { message: "location is required for vertex providers", path: ["location"] })
  .refine((p) => p.api !== "vertex" || p.credentials !== undefined, { message: "credentials (a service-account JSON key) is required for vertex providers", path: ["credentials"] });

export const endpointSchema = z
  .object({
    provider: z.string().min(1),
    upstream_model: z.string().min(1),
    /** Optional (issue 25): a field given here overrides the price dataset's (prices.ts). */
    pricing: z
      .object({ prompt: price, completion: price, request: price, image: price, input_cache_read: price, input_cache_write: price })
      .partial()
      .strict()
      .optional(),
    max_completion_tokens: z.number().int().positive().optional(),
    context_length: z.number().int().positive().optional(),
    quantization: z.string().optional(),
    /** Overrides the provider's `zdr` for this model (a provider may retain data for some models only). */
    zdr: z.boolean().optional(),
  })
  .strict();

export const modelSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9][a-z0-9._-]*\/[a-z0-9][a-z0-9._:-]*$/i, "must look like vendor/model"),
    canonical_slug: z.string().optional(),
    /** Other names requests may use for this model (a client's built-in default such as `claude-opus-4-8`); resolved like the slug, never listed. */
    aliases: z.array(z.string().min(1).max(200)).optional(),
    name: z.string().min(1),
    description: z.string().default(""),
    vendor: z.string().min(1),
    kind: z.enum(["chat", "embedding"]),
    public: z.boolean().default(true),
    context_length: z.number().int().positive(),
    created: z.number().int().optional(),
    dimensions: z.number().int().positive().optional(),
    input_modalities: z.array(z.string()).optional(),
    endpoints: z.array(endpointSchema).min(1),
  })
  .strict();

export const catalogFileSchema = z
  .object({
    vendors: z.record(z.enum(["vendor_a", "vendor_b", "vendor_c"]), z.string()).optional(),
    providers: z.array(providerSchema).default([]),
    models: z.array(modelSchema).default([]),
  })
  .strict();

export type CatalogFile = z.infer<typeof catalogFileSchema>;
/** Where a provider came from: absent for the file's (and the built-in); set for one made over REST or in the console. */
export interface ProviderOrigin {
  source: "database";
  orgId: string;
  /** BYOK: the workspace whose own credentials these are; null for the organization's. */
  workspaceId: string | null;
  /** BYOK: the workspace's keys use only their own providers for a model this one serves. */
  byokOnly?: boolean;
  /** The guarded outbound client its calls go through (the security issue's); undefined: undici's global one. */
  dispatcher?: Dispatcher;
}
/** A Google service-account key: the fields the vertex adapter signs its token request with. */
export const serviceAccountSchema = z.looseObject({
  client_email: z.string().min(1),
  private_key: z.string().includes("PRIVATE KEY"),
  private_key_id: z.string().optional(),
  token_uri: z.url(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

/** Secrets resolved at start (never logged, never in an error). */
export interface ProviderSecrets {
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  serviceAccount?: ServiceAccount;
}

export type ProviderConfig = z.infer<typeof providerSchema> & { apiKey: string | null; secrets: ProviderSecrets; origin?: ProviderOrigin };
export type ModelConfig = z.infer<typeof modelSchema> & { canonical_slug: string };

/** One (model, provider) pair that routing can choose: prices parsed to numbers (USD per token). */
export interface Endpoint {
  id: string;
  model: ModelConfig;
  provider: ProviderConfig;
  upstreamModel: string;
  pricing: { prompt: number; completion: number; request: number; image: number; inputCacheRead: number; inputCacheWrite: number };
  /** Per price: the catalog entry ("config"), the dataset entry that matched, or "prompt" (a cache price defaulting to the prompt price). */
  pricingSource: Record<PriceField, PriceSource>;
  maxCompletionTokens: number | null;
  contextLength: number;
  quantization: string | null;
  /** Zero data retention on this endpoint: the endpoint's own `zdr`, else its provider's. */
  zdr: boolean;
  /** The endpoint-stats key when not `id` (an organization's endpoint: ids repeat across organizations). */
  statsKey?: string;
}

/** The key an endpoint's measurements (latency, failures, circuit) are kept under. */
export const statsKeyOf = (e: Pick<Endpoint, "id" | "statsKey">): string => e.statsKey ?? e.id;

export interface Catalog {
  providers: Map<string, ProviderConfig>;
  models: ModelConfig[];
  /** slug and canonical_slug → model */
  bySlug: Map<string, ModelConfig>;
  endpoints: Map<string, Endpoint[]>;
  vendors: { vendor_a: string; vendor_b: string; vendor_c: string };
}

/** The built-in local provider: always present, no network, no secrets. */
const LOCAL: CatalogFile = {
  providers: [{ id: "local", name: "Local", api: "local", zdr: true, data_collection: "deny", timeout_ms: 60_000, is_byok: false }] as CatalogFile["providers"],
  models: [
    {
      slug: "local/echo",
      name: "Echo (local)",
      description: "Answers with the last user text. Built in, for trying the gateway without a provider.",
      vendor: "local",
      kind: "chat",
      public: true,
      context_length: 1_000_000,
      endpoints: [{ provider: "local", upstream_model: "echo", pricing: { prompt: "0", completion: "0", request: "0", image: "0" } }],
    },
    {
      slug: "local/hash-embed",
      name: "Hash embeddings (local)",
      description: "Deterministic feature-hashing embeddings (256 dimensions unless `dimensions` is given). Built in.",
      vendor: "local",
      kind: "embedding",
      public: true,
      context_length: 1_000_000,
      dimensions: 256,
      endpoints: [{ provider: "local", upstream_model: "hash-embed", pricing: { prompt: "0", completion: "0", request: "0", image: "0" } }],
    },
  ],
};

export class CatalogError extends Error {}

function formatIssues(file: string, issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${file}: ${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`).join("\n");
}

/**
 * A secret's value: a literal, an environment variable, or a file's contents (trimmed). Missing
 * or unreadable → a problem naming the provider and the field (never the value); `null` when
 * the secret is optional and unset (`strict` false keeps the old openai/anthropic behaviour: an
 * unset variable means no key).
 */
function resolveSecret(
  s: Secret | undefined,
  where: { file: string; provider: string; field: string; strict: boolean },
  env: Record<string, string | undefined>,
  problems: string[],
): string | null {
  if (s === undefined) return null;
  if (typeof s === "string") return s;
  const at = `${where.file}: provider "${where.provider}": ${where.field}`;
  if ("env" in s) {
    const v = env[s.env];
    if (v === undefined || v === "") {
      if (where.strict) problems.push(`${at}: environment variable ${s.env} is not set`);
      return null;
    }
    return v;
  }
  try {
    const v = readFileSync(resolve(/*turbopackIgnore: true*/ s.file), "utf8").trim();
    if (!v) problems.push(`${at}: file ${s.file} is empty`);
    return v || null;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    problems.push(`${at}: file ${s.file} cannot be read${typeof code === "string" ? ` (${code})` : ""}`);
    return null;
  }
}

function resolveSecrets(p: CatalogFile["providers"][number], file: string, env: Record<string, string | undefined>, problems: string[]): ProviderConfig {
  const strict = isCloud(p.api);
  const get = (field: string, s: Secret | undefined) => resolveSecret(s, { file, provider: p.id, field, strict }, env, problems);
  const apiKey = get("api_key", p.api_key);
  const secrets: ProviderSecrets = {};
  const accessKeyId = get("access_key_id", p.access_key_id);
  const secretAccessKey = get("secret_access_key", p.secret_access_key);
  const sessionToken = get("session_token", p.session_token);
  if (accessKeyId) secrets.accessKeyId = accessKeyId;
  if (secretAccessKey) secrets.secretAccessKey = secretAccessKey;
  if (sessionToken) secrets.sessionToken = sessionToken;
  if (p.credentials !== undefined) {
    const text = get("credentials", p.credentials);
    if (text !== null) {
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        /* reported below */
      }
      const sa = serviceAccountSchema.safeParse(json);
      if (sa.success) secrets.serviceAccount = sa.data;
      else problems.push(`${file}: provider "${p.id}": credentials: not a service-account JSON key (needs client_email, private_key, token_uri)`);
    }
  }
  if (p.entra_token_file !== undefined) {
    try {
      readFileSync(resolve(/*turbopackIgnore: true*/ p.entra_token_file));
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      problems.push(`${file}: provider "${p.id}": entra_token_file: file ${p.entra_token_file} cannot be read${typeof code === "string" ? ` (${code})` : ""}`);
    }
  }
  return { ...p, apiKey, secrets };
}

/**
 * Validate a catalog document and index it. `file` names it in errors. With `base` (issue 25), the
 * document adds to that catalog (an organization's database entries over the file's): its models
 * may use the base's providers, and an id or slug the base has is refused.
 */
export function buildCatalog(raw: unknown, file: string, env: Record<string, string | undefined> = process.env, base?: Catalog): Catalog {
  const parsed = catalogFileSchema.safeParse(raw);
  if (!parsed.success) throw new CatalogError(formatIssues(file, parsed.error.issues));
  const doc = parsed.data;
  const problems: string[] = [];
  const providers = new Map<string, ProviderConfig>(base?.providers);
  for (const p of [...(base ? [] : LOCAL.providers), ...doc.providers]) {
    if (providers.has(p.id)) {
      if (base?.providers.has(p.id)) {
        problems.push(`${file}: providers: id "${p.id}" is taken by gateway.config.json`);
        continue;
      }
      if (p.id === "local") problems.push(`${file}: providers: "local" is built in and cannot be redefined`);
      else problems.push(`${file}: providers: duplicate id "${p.id}"`);
      continue;
    }
    providers.set(p.id, resolveSecrets(p, file, env, problems));
  }
  const models: ModelConfig[] = [...(base?.models ?? [])];
  const bySlug = new Map<string, ModelConfig>(base?.bySlug);
  const endpoints = new Map<string, Endpoint[]>(base?.endpoints);
  const builtIn = base ? [] : LOCAL.models;
  [...builtIn, ...doc.models].forEach((m, i) => {
    const at = `models.${i - builtIn.length}`;
    const model: ModelConfig = { ...m, canonical_slug: m.canonical_slug ?? m.slug };
    for (const s of new Set([model.slug, model.canonical_slug, ...(m.aliases ?? [])])) {
      if (base?.bySlug.has(s)) problems.push(`${file}: ${at}.slug: model "${s}" is taken by gateway.config.json`);
      else if (bySlug.has(s)) problems.push(`${file}: ${at}.slug: duplicate model "${s}"`);
      bySlug.set(s, model);
    }
    const eps: Endpoint[] = [];
    m.endpoints.forEach((e, j) => {
      const provider = providers.get(e.provider);
      if (!provider) {
        problems.push(`${file}: ${at}.endpoints.${j}.provider: unknown provider "${e.provider}"`);
        return;
      }
      if (eps.some((x) => x.provider.id === provider.id)) {
        problems.push(`${file}: ${at}.endpoints.${j}.provider: one endpoint per provider ("${e.provider}" repeats)`);
        return;
      }
      const priced = resolveEndpointPricing({ model, provider, endpoint: e });
      if (typeof priced === "string") {
        problems.push(`${file}: ${at}.endpoints.${j}.pricing: ${priced}`);
        return;
      }
      eps.push({
        id: `${provider.id}/${model.slug}`,
        model,
        provider,
        upstreamModel: e.upstream_model,
        pricing: priced.pricing,
        pricingSource: priced.source,
        maxCompletionTokens: e.max_completion_tokens ?? null,
        contextLength: e.context_length ?? model.context_length,
        quantization: e.quantization ?? null,
        zdr: e.zdr ?? provider.zdr,
      });
    });
    models.push(model);
    endpoints.set(model.slug, eps);
  });
  if (problems.length) throw new CatalogError(problems.join("\n"));
  const vendors = base?.vendors ?? { vendor_a: "anthropic", vendor_b: "openai", vendor_c: "google", ...doc.vendors };
  return { providers, models, bySlug, endpoints, vendors };
}

export type VendorGroup = "vendor_a" | "vendor_b" | "vendor_c" | "other";

/** The guardrail ZDR group of a model: the catalog's vendor_a/b/c by the model's `vendor` (case-insensitive), else `other`. */
export function vendorGroupOf(vendor: string, vendors: Catalog["vendors"]): VendorGroup {
  const v = vendor.toLowerCase();
  if (v === vendors.vendor_a.toLowerCase()) return "vendor_a";
  if (v === vendors.vendor_b.toLowerCase()) return "vendor_b";
  if (v === vendors.vendor_c.toLowerCase()) return "vendor_c";
  return "other";
}

/** GATEWAY_CONFIG, else ./gateway.config.json when present, else the built-in local provider only. */
export function loadCatalog(configPath: string | undefined = process.env.GATEWAY_CONFIG): Catalog {
  const file = configPath ?? (existsSync(resolve(/*turbopackIgnore: true*/ "gateway.config.json")) ? "gateway.config.json" : undefined);
  if (!file) return buildCatalog({}, "(built-in)");
  const abs = resolve(/*turbopackIgnore: true*/ file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(abs, "utf8"));
  } catch (err) {
    throw new CatalogError(`${abs}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return buildCatalog(raw, abs);
}

const KEY = Symbol.for("switchyard.catalog");
const VIEW = Symbol.for("switchyard.catalog.org-view");
/** An organization's view: the file catalog plus its database entries (registered by server/catalog/live.ts). */
export type OrgCatalogView = (orgId: string, file: Catalog) => Catalog;
type Holder = { [KEY]?: Catalog; [VIEW]?: OrgCatalogView };

/**
 * The process's catalog, loaded once (start-up validates it). With an organization: what its keys
 * see, the file's entries and the organization's own (issue 25); without: the file's only.
 */
export function catalog(orgId?: string): Catalog {
  const h = globalThis as Holder;
  const file = (h[KEY] ??= loadCatalog());
  const view = orgId === undefined ? undefined : h[VIEW];
  return view ? view(orgId as string, file) : file;
}

/** Register how an organization's view is built (the live database catalog, from above). */
export function setOrgCatalogView(view: OrgCatalogView | undefined): void {
  (globalThis as Holder)[VIEW] = view;
}

export function setCatalog(c: Catalog): void {
  (globalThis as Holder)[KEY] = c;
}
