import { z } from "zod";
import { limitParam, offsetParam } from "../input";

/*
 * REST shapes of the catalog (issue 25): a provider or model record has exactly the field names of
 * gateway.config.json's entries (docs/operator-contract.md) plus `source`, `disabled`, and on
 * providers the names of the secrets that are set; on model endpoints the prices in force and
 * where each came from. The input schemas here type the common fields for the OpenAPI document
 * and pass the rest through: the service validates the whole record with the catalog's own
 * schemas (server/catalog/catalog.ts), so every `api` kind and field the file takes applies.
 */

const lockedBool = (): z.ZodBoolean => {
  const b = z.boolean();
  Object.defineProperty((b as unknown as { _zod: { def: object } })._zod.def, "coerce", { get: () => false, set: () => undefined, configurable: true });
  return b;
};
const lockedInt = (): z.ZodNumber => {
  const n = z.number().int();
  Object.defineProperty((n as unknown as { _zod: { def: object } })._zod.def, "coerce", { get: () => false, set: () => undefined, configurable: true });
  return n;
};

export const providerIdParam = z.string().min(1).max(100).meta({ description: "Provider id (as in gateway.config.json)." });
export const modelSlugParam = z.string().min(1).max(300).meta({ description: "Model slug, URL-encoded (`openai%2Fgpt-4o`)." });

export const catalogSource = z.enum(["file", "database"]).meta({ description: '"file": from gateway.config.json (read-only); "database": made over REST or in the console.' });

const secret = z.string().min(1).max(65_536).meta({ description: "Write-only: stored encrypted, never returned." });

/** Create: a provider record. Secrets are the values themselves (an `{env}`/`{file}` reference is the file's only). */
export const createProviderInput = z
  .looseObject({
    id: z.string().meta({ description: "Unique in the organization and not one of gateway.config.json's." }),
    name: z.string(),
    api: z.string().meta({ description: "The wire format: openai, anthropic, and the cloud kinds the file takes." }),
    base_url: z.string().optional(),
    api_key: secret.optional(),
    headers: z.record(z.string(), z.string()).optional().meta({ description: "Sent with every call. Write-only: answers list the names." }),
    zdr: lockedBool().optional(),
    data_collection: z.enum(["allow", "deny"]).optional(),
    timeout_ms: lockedInt().optional(),
    region: z.string().optional(),
    is_byok: lockedBool().optional(),
    disabled: lockedBool().optional().meta({ description: "A disabled provider serves nothing (its models' endpoints on it are left out)." }),
    workspace_id: z.string().nullable().optional().meta({ description: "BYOK: the workspace (id or slug) whose own credentials these are; null: the organization's." }),
    byok_only: lockedBool().optional().meta({ description: "BYOK: the workspace's keys use only its own providers for a model one of them serves (default: theirs first)." }),
  })
  .meta({ id: "CatalogProviderInput" });
export type CreateProviderInput = z.infer<typeof createProviderInput>;

/** Update: any field; a secret given replaces it, `null` removes it; `headers` replaces all headers. */
export const updateProviderInput = z.looseObject({
  name: z.string().optional(),
  api: z.string().optional(),
  base_url: z.string().nullable().optional(),
  api_key: secret.nullable().optional(),
  headers: z.record(z.string(), z.string()).nullable().optional(),
  zdr: lockedBool().optional(),
  data_collection: z.enum(["allow", "deny"]).optional(),
  timeout_ms: lockedInt().optional(),
  region: z.string().nullable().optional(),
  is_byok: lockedBool().optional(),
  disabled: lockedBool().optional(),
  workspace_id: z.string().nullable().optional(),
  byok_only: lockedBool().optional(),
});
export type UpdateProviderInput = z.infer<typeof updateProviderInput>;

export const providerRecord = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    api: z.string(),
    base_url: z.string().optional(),
    zdr: z.boolean(),
    data_collection: z.string(),
    timeout_ms: z.number(),
    region: z.string().optional(),
    is_byok: z.boolean(),
    source: catalogSource,
    disabled: z.boolean(),
    workspace_id: z.string().nullable(),
    byok_only: z.boolean(),
    secrets_set: z.array(z.string()).meta({ description: 'Which secrets are set: field names, and `headers.<Name>` for each header. Never a value.' }),
    created_at: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "CatalogProvider" });
export type ProviderRecord = z.infer<typeof providerRecord>;

export const listInput = z.object({ offset: offsetParam, limit: limitParam });

const priceString = z.string();
export const endpointPricing = z.object({
  prompt: priceString,
  completion: priceString,
  request: priceString,
  image: priceString,
  input_cache_read: priceString,
  input_cache_write: priceString,
});

/** Create: a model record as in gateway.config.json (an endpoint's `pricing` optional: the dataset prices it). */
export const createModelInput = z
  .looseObject({
    slug: z.string().meta({ description: "vendor/model; unique in the organization and not one of gateway.config.json's." }),
    name: z.string(),
    vendor: z.string(),
    kind: z.enum(["chat", "embedding"]),
    context_length: lockedInt(),
    public: lockedBool().optional(),
    disabled: lockedBool().optional(),
    endpoints: z.array(
      z.looseObject({
        provider: z.string(),
        upstream_model: z.string(),
        pricing: endpointPricing.partial().optional().meta({ description: "USD per token; each field given overrides the price dataset's." }),
      }),
    ),
  })
  .meta({ id: "CatalogModelInput" });
export type CreateModelInput = z.infer<typeof createModelInput>;

export const updateModelInput = createModelInput.partial().omit({ slug: true });
export type UpdateModelInput = z.infer<typeof updateModelInput>;

export const modelRecord = z
  .looseObject({
    slug: z.string(),
    name: z.string(),
    vendor: z.string(),
    kind: z.string(),
    public: z.boolean(),
    context_length: z.number(),
    endpoints: z.array(
      z.looseObject({
        provider: z.string(),
        upstream_model: z.string(),
        pricing: endpointPricing.meta({ description: "The prices in force (USD per token)." }),
        pricing_source: z.record(z.string(), z.string()).meta({
          description: 'Per price: "config" (this entry), "genai-prices:<provider>/<model>" (the price dataset), "prompt" (a cache price that is the prompt price), "default" (0).',
        }),
        /** What the entry itself gives (the overrides). */
        pricing_override: endpointPricing.partial(),
      }),
    ),
    source: catalogSource,
    disabled: z.boolean(),
    created_at: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "CatalogModel" });
export type ModelRecord = z.infer<typeof modelRecord>;

export const testResult = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable().meta({ description: "The upstream's HTTP status, when it answered." }),
  reason: z.string().nullable().meta({ description: "A stable reason code when not ok (never the upstream's text)." }),
  latency_ms: z.number().int(),
});

export const discoveredModel = z.object({
  upstream_model: z.string(),
  slug: z.string().meta({ description: "A suggested slug (vendor/model)." }),
  vendor: z.string(),
  priced: z.boolean(),
  pricing: endpointPricing.nullable(),
  pricing_source: z.string().nullable(),
  imported: z.boolean().meta({ description: "Whether a model of this organization already has an endpoint on this provider for it." }),
});
