import { z } from "zod";
import { catalog, type Endpoint, type ModelConfig } from "../../catalog/catalog";

/** Spec 2.8. */
export const embeddingModelRecord = z
  .object({
    id: z.string(),
    canonical_slug: z.string(),
    name: z.string(),
    description: z.string(),
    created: z.number().int(),
    context_length: z.number().int(),
    architecture: z.object({
      input_modalities: z.array(z.string()),
      output_modalities: z.array(z.string()),
      modality: z.string(),
      instruct_type: z.string().nullable(),
      tokenizer: z.string(),
    }),
    pricing: z.object({ prompt: z.string(), completion: z.string(), image: z.string(), request: z.string() }),
    top_provider: z.object({ is_moderated: z.boolean(), context_length: z.number().int(), max_completion_tokens: z.number().int().nullable() }),
    per_request_limits: z.record(z.string(), z.string()).nullable(),
    default_parameters: z.record(z.string(), z.unknown()),
    supported_parameters: z.array(z.string()),
    supported_voices: z.array(z.string()).nullable(),
    links: z.object({ details: z.string() }),
    expiration_date: z.string().nullable(),
    knowledge_cutoff: z.string().nullable(),
  })
  .meta({ id: "EmbeddingModel" });
export type EmbeddingModelRecord = z.infer<typeof embeddingModelRecord>;

/** A price in USD per token as a plain decimal string (no exponent). */
export function priceString(n: number): string {
  if (n === 0) return "0";
  return n.toFixed(12).replace(/0+$/, "").replace(/\.$/, "");
}

const CATALOG_EPOCH = 1735689600; // 2025-01-01T00:00:00Z, for models whose catalog entry gives no `created`

function toRecord(m: ModelConfig, eps: Endpoint[]): EmbeddingModelRecord {
  const top = [...eps].sort((a, b) => a.pricing.prompt - b.pricing.prompt)[0];
  const inputs = m.input_modalities ?? ["text"];
  return {
    id: m.slug,
    canonical_slug: m.canonical_slug,
    name: m.name,
    description: m.description,
    created: m.created ?? CATALOG_EPOCH,
    context_length: m.context_length,
    architecture: { input_modalities: inputs, output_modalities: ["embeddings"], modality: `${inputs.join("+")}->embeddings`, instruct_type: null, tokenizer: "Other" },
    pricing: {
      prompt: priceString(top?.pricing.prompt ?? 0),
      completion: priceString(top?.pricing.completion ?? 0),
      image: priceString(top?.pricing.image ?? 0),
      request: priceString(top?.pricing.request ?? 0),
    },
    top_provider: { is_moderated: false, context_length: top?.contextLength ?? m.context_length, max_completion_tokens: null },
    per_request_limits: null,
    default_parameters: {},
    supported_parameters: ["dimensions", "encoding_format", "input_type", "provider", "user"],
    supported_voices: null,
    links: { details: `/api/v1/models/${m.slug}/endpoints` },
    expiration_date: null,
    knowledge_cutoff: null,
  };
}

/** GET /embeddings/models's answer: spec 4.13's `data`, plus the list envelope OpenRouter's SDK requires. */
export const embeddingModelList = z.object({
  data: z.array(embeddingModelRecord),
  total_count: z.number().int().meta({ description: "Embedding models in the catalog, before offset/limit." }),
  links: z.object({ next: z.string().nullable().meta({ description: "Path of the next page, or null on the last page." }) }),
});
export type EmbeddingModelList = z.infer<typeof embeddingModelList>;

/** GET /embeddings/models: the catalog's embedding models, in catalog order. */
export function listEmbeddingModels(opts: { offset?: number; limit?: number } = {}, orgId?: string): EmbeddingModelList {
  const c = catalog(orgId);
  const all = c.models.filter((m) => m.kind === "embedding").map((m) => toRecord(m, c.endpoints.get(m.slug) ?? []));
  const start = opts.offset ?? 0;
  const end = opts.limit === undefined ? all.length : start + opts.limit;
  const next = opts.limit !== undefined && end < all.length ? `/api/v1/embeddings/models?offset=${end}&limit=${opts.limit}` : null;
  return { data: all.slice(start, end), total_count: all.length, links: { next } };
}
