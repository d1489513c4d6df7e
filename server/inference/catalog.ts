import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";

/** USD per token, as a decimal string (operator contract, spec 2.8). */
const price = z.string().regex(/^\d+(\.\d+)?(e-?\d+)?$/i, "must be a non-negative decimal string (USD per token)");

const providerSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, "must be lowercase letters, digits, - or _"),
    name: z.string().min(1),
    api: z.enum(["openai", "anthropic", "local"]),
    base_url: z.url().optional(),
    api_key: z.union([z.object({ env: z.string().min(1) }).strict(), z.string().min(1)]).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    zdr: z.boolean().default(false),
    data_collection: z.enum(["allow", "deny"]).default("allow"),
    timeout_ms: z.number().int().min(100).max(600_000).default(60_000),
    region: z.string().optional(),
    is_byok: z.boolean().default(false),
  })
  .strict()
  .refine((p) => p.api === "local" || p.base_url !== undefined, { message: "base_url is required for openai and anthropic providers", path: ["base_url"] });

const endpointSchema = z
  .object({
    provider: z.string().min(1),
    upstream_model: z.string().min(1),
    pricing: z.object({ prompt: price, completion: price, request: price.default("0"), image: price.default("0") }).strict(),
    max_completion_tokens: z.number().int().positive().optional(),
    context_length: z.number().int().positive().optional(),
    quantization: z.string().optional(),
    /** Overrides the provider's `zdr` for this model (a provider may retain data for some models only). */
    zdr: z.boolean().optional(),
  })
  .strict();

const modelSchema = z
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
export type ProviderConfig = z.infer<typeof providerSchema> & { apiKey: string | null };
export type ModelConfig = z.infer<typeof modelSchema> & { canonical_slug: string };

/** One (model, provider) pair that routing can choose: prices parsed to numbers (USD per token). */
export interface Endpoint {
  id: string;
  model: ModelConfig;
  provider: ProviderConfig;
  upstreamModel: string;
  pricing: { prompt: number; completion: number; request: number; image: number };
  maxCompletionTokens: number | null;
  contextLength: number;
  quantization: string | null;
  /** Zero data retention on this endpoint: the endpoint's own `zdr`, else its provider's. */
  zdr: boolean;
}

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
  providers: [{ id: "local", name: "Local", api: "local", zdr: true, data_collection: "deny", timeout_ms: 60_000, is_byok: false }],
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

/** Validate a catalog document and index it. `file` names it in errors. */
export function buildCatalog(raw: unknown, file: string, env: Record<string, string | undefined> = process.env): Catalog {
  const parsed = catalogFileSchema.safeParse(raw);
  if (!parsed.success) throw new CatalogError(formatIssues(file, parsed.error.issues));
  const doc = parsed.data;
  const problems: string[] = [];
  const providers = new Map<string, ProviderConfig>();
  for (const p of [...LOCAL.providers, ...doc.providers]) {
    if (providers.has(p.id)) {
      if (p.id === "local") problems.push(`${file}: providers: "local" is built in and cannot be redefined`);
      else problems.push(`${file}: providers: duplicate id "${p.id}"`);
      continue;
    }
    let apiKey: string | null = null;
    if (typeof p.api_key === "string") apiKey = p.api_key;
    else if (p.api_key) apiKey = env[p.api_key.env] ?? null;
    providers.set(p.id, { ...p, apiKey });
  }
  const models: ModelConfig[] = [];
  const bySlug = new Map<string, ModelConfig>();
  const endpoints = new Map<string, Endpoint[]>();
  [...LOCAL.models, ...doc.models].forEach((m, i) => {
    const at = `models.${i - LOCAL.models.length}`;
    const model: ModelConfig = { ...m, canonical_slug: m.canonical_slug ?? m.slug };
    for (const s of new Set([model.slug, model.canonical_slug, ...(m.aliases ?? [])])) {
      if (bySlug.has(s)) problems.push(`${file}: ${at}.slug: duplicate model "${s}"`);
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
      eps.push({
        id: `${provider.id}/${model.slug}`,
        model,
        provider,
        upstreamModel: e.upstream_model,
        pricing: {
          prompt: Number(e.pricing.prompt),
          completion: Number(e.pricing.completion),
          request: Number(e.pricing.request),
          image: Number(e.pricing.image),
        },
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
  const vendors = { vendor_a: "anthropic", vendor_b: "openai", vendor_c: "google", ...doc.vendors };
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
type Holder = { [KEY]?: Catalog };

/** The process's catalog, loaded once (start-up validates it). */
export function catalog(): Catalog {
  const h = globalThis as Holder;
  return (h[KEY] ??= loadCatalog());
}

export function setCatalog(c: Catalog): void {
  (globalThis as Holder)[KEY] = c;
}
