import { calcPrice, type ModelPrice } from "@pydantic/genai-prices";

/*
 * Prices from a maintained source (issue 25 item 1): @pydantic/genai-prices (MIT, bundled data,
 * no network: its opt-in auto-update is never switched on). Only this file knows the library; the
 * catalog asks `datasetPrices` for a model's per-token prices and records where each came from.
 */

/** The per-token price fields a catalog endpoint carries (USD per token, decimal strings). */
export const PRICE_FIELDS = ["prompt", "completion", "request", "image", "input_cache_read", "input_cache_write"] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** Where a price came from: the catalog entry itself, the dataset, or (cache prices) the prompt price. */
export type PriceSource = "config" | `genai-prices:${string}` | "prompt" | "default";

export interface DatasetPrice {
  prompt?: string;
  completion?: string;
  input_cache_read?: string;
  input_cache_write?: string;
  /** `genai-prices:<provider>/<model>`: the dataset entry that matched. */
  source: `genai-prices:${string}`;
}

/** The dataset's provider id for an `api` kind whose model ids are the cloud's own (Bedrock, Vertex, Azure). */
const CLOUD_PROVIDER: Record<string, string> = { bedrock: "aws", vertex: "google", "azure-openai": "azure", gemini: "google" };

/** Our vendor names → the dataset's provider ids, where they differ. */
const VENDOR_PROVIDER: Record<string, string> = { "meta-llama": "meta", mistralai: "mistral", "x-ai": "x-ai", xai: "x-ai", "z-ai": "zai" };

/**
 * A cloud model id → its base model id: Bedrock's `us.`/`eu.`/`global.` inference-profile prefix and
 * `-v1:0` version suffix, a Bedrock ARN's last segment, Vertex's `@version`, a vendor prefix.
 */
export function baseModelId(id: string): string {
  let m = id.trim();
  if (m.startsWith("arn:")) m = m.slice(m.lastIndexOf("/") + 1);
  m = m.replace(/^(us|eu|apac|global|us-gov|jp|au|ca)\./, "");
  m = m.replace(/^(anthropic|meta|amazon|cohere|mistral|ai21|deepseek|openai|qwen)\./, "");
  m = m.replace(/-v\d+(:\d+)?$/, "");
  m = m.replace(/@.*$/, "");
  if (m.includes("/")) m = m.slice(m.lastIndexOf("/") + 1);
  return m;
}

/** USD per million tokens (a dataset figure) → USD per token as an exact decimal string. */
export function perMillionToPerToken(perMillion: number): string {
  if (!Number.isFinite(perMillion) || perMillion < 0) throw new RangeError(`bad price ${perMillion}`);
  if (perMillion === 0) return "0";
  // Shift the decimal point by six places in the number's shortest decimal form (no float error).
  const [mant, expPart] = perMillion.toExponential().split("e") as [string, string];
  const exp = Number(expPart) - 6;
  const digits = mant.replace(".", "").replace(/^-/, "");
  const point = 1 + exp; // digits before the decimal point
  let out: string;
  if (point <= 0) out = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + "0".repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return out.includes(".") ? out.replace(/0+$/, "").replace(/\.$/, "") : out;
}

/** A dataset price value: a number, or tiered prices whose base (the first tier) we bill. */
function base(v: ModelPrice[string]): number | undefined {
  if (typeof v === "number") return v;
  if (v && typeof v === "object" && typeof (v as { base?: unknown }).base === "number") return (v as { base: number }).base;
  return undefined;
}

function lookup(modelId: string, providerId: string | undefined, now: Date): DatasetPrice | null {
  let r: ReturnType<typeof calcPrice>;
  try {
    r = calcPrice({ input_tokens: 1, output_tokens: 1 }, modelId, { ...(providerId ? { providerId } : {}), timestamp: now });
  } catch {
    return null;
  }
  if (!r) return null;
  const p = r.model_price;
  const out: DatasetPrice = { source: `genai-prices:${r.provider.id}/${r.model.id}` };
  const set = (field: "prompt" | "completion" | "input_cache_read" | "input_cache_write", key: string): void => {
    const v = base(p[key]);
    if (v !== undefined) out[field] = perMillionToPerToken(v);
  };
  set("prompt", "input_mtok");
  set("completion", "output_mtok");
  set("input_cache_read", "cache_read_mtok");
  set("input_cache_write", "cache_write_mtok");
  return out.prompt === undefined ? null : out;
}

export interface PriceQuery {
  /** The model's vendor (`openai`, `anthropic`, `google`, …). */
  vendor: string;
  /** The endpoint's upstream model id (a cloud id for Bedrock/Vertex/Azure). */
  upstreamModel: string;
  /** The model's slug (`vendor/model`): its model part is tried last. */
  slug: string;
  /** The provider's `api` kind. */
  api: string;
}

/**
 * A model's prices from the dataset, or null when it has none. Tried in order: the cloud's own
 * price list for a cloud `api` (Bedrock, Vertex, Azure, Gemini), then the vendor's by the upstream
 * id, its base id and the slug's model part, then any provider by the upstream id.
 */
export function datasetPrices(q: PriceQuery, now: Date = new Date()): DatasetPrice | null {
  const vendor = q.vendor.toLowerCase();
  const vendorProvider = VENDOR_PROVIDER[vendor] ?? vendor;
  const slugModel = q.slug.slice(q.slug.indexOf("/") + 1);
  const baseId = baseModelId(q.upstreamModel);
  const tries: [string, string | undefined][] = [];
  const cloud = CLOUD_PROVIDER[q.api];
  if (cloud) tries.push([q.upstreamModel, cloud], [baseId, cloud]);
  tries.push([q.upstreamModel, vendorProvider], [baseId, vendorProvider], [slugModel, vendorProvider], [baseId, undefined]);
  const seen = new Set<string>();
  for (const [id, provider] of tries) {
    const k = `${provider ?? ""}\u0000${id}`;
    if (seen.has(k) || !id) continue;
    seen.add(k);
    const hit = lookup(id, provider, now);
    if (hit) return hit;
  }
  return null;
}

export interface EndpointPricing {
  pricing: { prompt: number; completion: number; request: number; image: number; inputCacheRead: number; inputCacheWrite: number };
  source: Record<PriceField, PriceSource>;
}

/**
 * An endpoint's prices: each field the entry gives ("config") overrides the dataset's; the rest
 * come from the dataset (prompt and, for chat models, completion must come from somewhere, else
 * the answer is the refusal message naming the model); cache prices come from the dataset only
 * when the prompt price does, else they are the prompt price (as before cache prices existed);
 * request and image default to 0.
 */
export function resolveEndpointPricing(o: {
  model: { slug: string; vendor: string; kind: string };
  provider: { api: string };
  endpoint: { upstream_model: string; pricing?: Partial<Record<PriceField, string>> };
}): EndpointPricing | string {
  const given = o.endpoint.pricing ?? {};
  const needsDataset = given.prompt === undefined || (given.completion === undefined && o.model.kind === "chat") || given.input_cache_read === undefined || given.input_cache_write === undefined;
  const ds = needsDataset && o.provider.api !== "local" ? datasetPrices({ vendor: o.model.vendor, upstreamModel: o.endpoint.upstream_model, slug: o.model.slug, api: o.provider.api }) : null;
  const source = {} as Record<PriceField, PriceSource>;
  const values = {} as Record<PriceField, string>;
  for (const f of PRICE_FIELDS) {
    const own = given[f];
    // Cache prices come from the dataset only with its prompt price (an operator's own prompt
    // price and the dataset's cache prices could be for different deals).
    const cacheField = f === "input_cache_read" || f === "input_cache_write";
    const fromDs = f === "prompt" || f === "completion" || (cacheField && given.prompt === undefined) ? ds?.[f as "prompt"] : undefined;
    if (own !== undefined) [values[f], source[f]] = [own, "config"];
    else if (fromDs !== undefined && ds) [values[f], source[f]] = [fromDs, ds.source];
  }
  const required: PriceField[] = o.model.kind === "chat" ? ["prompt", "completion"] : ["prompt"];
  const missing = required.filter((f) => values[f] === undefined);
  if (missing.length) {
    return `model "${o.model.slug}" (upstream "${o.endpoint.upstream_model}") has no ${missing.join(" or ")} price: give "pricing" or use a model the price dataset knows (it is never served free)`;
  }
  if (values.completion === undefined) [values.completion, source.completion] = ["0", "default"];
  const prompt = values.prompt as string;
  for (const f of ["request", "image"] as const) if (values[f] === undefined) [values[f], source[f]] = ["0", "default"];
  for (const f of ["input_cache_read", "input_cache_write"] as const) if (values[f] === undefined) [values[f], source[f]] = [prompt, "prompt"];
  return {
    pricing: {
      prompt: Number(values.prompt),
      completion: Number(values.completion),
      request: Number(values.request),
      image: Number(values.image),
      inputCacheRead: Number(values.input_cache_read),
      inputCacheWrite: Number(values.input_cache_write),
    },
    source,
  };
}
