import { z } from "zod";
import { catalog, type Endpoint, type ModelConfig } from "../../catalog/catalog";
import { AppError } from "../../errors/app-error";
import { priceString } from "./embedding-models";

/**
 * GET /models (docs/decisions.md "OpenAI-format inference"): the catalog's public chat and
 * embedding models in OpenRouter's model-list shape. Prices are the cheapest endpoint's, in USD
 * per token as decimal strings; `top_provider` is that endpoint.
 */
export const modelRecord = z
  .object({
    id: z.string(),
    canonical_slug: z.string(),
    name: z.string(),
    created: z.number().int(),
    description: z.string(),
    context_length: z.number().int(),
    architecture: z.object({
      modality: z.string(),
      input_modalities: z.array(z.string()),
      output_modalities: z.array(z.string()),
      tokenizer: z.string(),
      instruct_type: z.string().nullable(),
    }),
    pricing: z.object({
      prompt: z.string(),
      completion: z.string(),
      request: z.string(),
      image: z.string(),
      web_search: z.string(),
      internal_reasoning: z.string(),
      input_cache_read: z.string(),
      input_cache_write: z.string(),
    }),
    top_provider: z.object({ context_length: z.number().int(), max_completion_tokens: z.number().int().nullable(), is_moderated: z.boolean() }),
    per_request_limits: z.record(z.string(), z.string()).nullable(),
    supported_parameters: z.array(z.string()),
    default_parameters: z.record(z.string(), z.unknown()),
    supported_voices: z.array(z.string()).nullable(),
    hugging_face_id: z.string().nullable(),
    knowledge_cutoff: z.string().nullable(),
    expiration_date: z.string().nullable(),
    links: z.object({ details: z.string() }),
  })
  .meta({ id: "Model" });
export type ModelRecord = z.infer<typeof modelRecord>;

const CATALOG_EPOCH = 1735689600; // 2025-01-01T00:00:00Z, for entries without `created`

/** What /chat/completions reads (and passes on) for a chat model; embeddings take their own. */
const CHAT_PARAMETERS = [
  "max_tokens",
  "max_completion_tokens",
  "temperature",
  "top_p",
  "stop",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "response_format",
  "structured_outputs",
  "seed",
  "user",
];
const EMBEDDING_PARAMETERS = ["dimensions", "encoding_format", "input_type", "user"];

function toRecord(m: ModelConfig, eps: Endpoint[]): ModelRecord {
  const top = [...eps].sort((a, b) => a.pricing.prompt + a.pricing.completion - (b.pricing.prompt + b.pricing.completion))[0];
  const inputs = m.input_modalities ?? ["text"];
  const outputs = m.kind === "chat" ? ["text"] : ["embeddings"];
  const p = top?.pricing ?? { prompt: 0, completion: 0, request: 0, image: 0, inputCacheRead: 0, inputCacheWrite: 0 };
  return {
    id: m.slug,
    canonical_slug: m.canonical_slug,
    name: m.name,
    created: m.created ?? CATALOG_EPOCH,
    description: m.description,
    context_length: m.context_length,
    architecture: { modality: `${inputs.join("+")}->${outputs.join("+")}`, input_modalities: inputs, output_modalities: outputs, tokenizer: "Other", instruct_type: null },
    pricing: {
      prompt: priceString(p.prompt),
      completion: priceString(p.completion),
      request: priceString(p.request),
      image: priceString(p.image),
      web_search: "0",
      internal_reasoning: "0",
      input_cache_read: priceString(p.inputCacheRead),
      input_cache_write: priceString(p.inputCacheWrite),
    },
    top_provider: { context_length: top?.contextLength ?? m.context_length, max_completion_tokens: top?.maxCompletionTokens ?? null, is_moderated: false },
    per_request_limits: null,
    supported_parameters: m.kind === "chat" ? CHAT_PARAMETERS : EMBEDDING_PARAMETERS,
    default_parameters: {},
    supported_voices: null,
    hugging_face_id: null,
    knowledge_cutoff: null,
    expiration_date: null,
    links: { details: `/api/v1/models/${m.slug}/endpoints` },
  };
}

export const listModelsQuery = z.object({
  offset: z.number().int().min(0).nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  output_modalities: z
    .string()
    .max(200)
    .optional()
    .meta({ description: "Comma-separated output modalities to list (`text`, `embeddings`, or `all`); default: all." }),
});

export const modelList = z
  .object({ data: z.array(modelRecord), total_count: z.number().int(), links: z.object({ next: z.string().nullable() }) })
  .meta({ id: "ModelList" });

/**
 * The public chat and embedding models, in catalog order, a page at a time (`offset`, `limit`
 * up to 1000, default all), with the total and the next page's path (OpenRouter's list shape).
 */
export function listModels(q: z.infer<typeof listModelsQuery> = {}, orgId?: string): z.infer<typeof modelList> {
  const c = catalog(orgId);
  const wanted = (q.output_modalities ?? "all").split(",").map((s) => s.trim().toLowerCase());
  const all = c.models
    .filter((m) => m.public)
    .map((m) => toRecord(m, c.endpoints.get(m.slug) ?? []))
    .filter((r) => wanted.includes("all") || r.architecture.output_modalities.some((o) => wanted.includes(o)));
  const offset = q.offset ?? 0;
  const limit = q.limit ?? all.length;
  const data = all.slice(offset, offset + limit);
  const end = offset + data.length;
  const next = end < all.length ? `/api/v1/models?offset=${end}&limit=${limit}${q.output_modalities ? `&output_modalities=${encodeURIComponent(q.output_modalities)}` : ""}` : null;
  return { data, total_count: all.length, links: { next } };
}

/** GET /models/{id}: the record, plus OpenAI's `object` and `owned_by` (what openai's models.retrieve reads). */
export const modelDetail = modelRecord.extend({ object: z.literal("model"), owned_by: z.string() }).meta({ id: "ModelDetail" });
export const getModelInput = z.object({
  id: z.string().min(1).max(400).meta({ description: "The model's slug, canonical slug or alias; URL-encoded (`openai%2Fgpt-4o`) or not (`openai/gpt-4o`)." }),
});

/** One public model by slug, canonical slug or alias (404 for an unknown or non-public one). */
export function getModel(id: string): z.infer<typeof modelDetail> {
  const c = catalog();
  const m = c.bySlug.get(id);
  if (!m || !m.public) throw new AppError("NOT_FOUND", { metadata: { model: id, reason: "unknown model" } });
  return { ...toRecord(m, c.endpoints.get(m.slug) ?? []), object: "model", owned_by: m.vendor };
}
