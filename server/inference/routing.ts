import { statsKeyOf, vendorGroupOf, type Catalog, type Endpoint } from "../catalog/catalog";
import type { EndpointStats } from "../catalog/endpoint-stats";
import type { GuardrailRouting } from "./guardrails/combine";
import { preferenceTarget, sortKeyOf, type ProviderPreferences, type ProviderSortKey } from "./provider-preferences";

/**
 * The routing engine: which endpoints of a model may serve a request, and in which order to
 * try them. Pure: the clock, randomness and measurements come in with the input.
 */

export interface RoutingInput {
  /** All endpoints of the requested model. */
  endpoints: Endpoint[];
  /** The request's `provider` object, parsed. */
  prefs?: ProviderPreferences;
  /** The key's workspace default_provider_sort, used when prefs.sort is absent. */
  defaultSort?: ProviderSortKey | null;
  stats: Pick<EndpointStats, "isCircuitOpen" | "latencyMs" | "throughput" | "successRate">;
  now: number;
  /** Uniform in [0, 1), like Math.random. */
  random: () => number;
  /** The combined guardrails of the key (null or absent: none restrict routing). */
  guardrails?: GuardrailRouting | null;
  /** The catalog's vendor_a/b/c names, for the guardrails' ZDR groups. */
  vendors?: Catalog["vendors"];
  /** Any other exclusion: return a reason to exclude an endpoint, or null. */
  filter?: (e: Endpoint) => string | null;
}

/** Why a guardrail excludes endpoints, in the order they are checked (the first reason wins). */
export type GuardrailRefusal = "model" | "provider" | "zdr";

/** The 403 message of each refusal (decisions.md: general terms, never the rest of the policy). */
export const GUARDRAIL_REFUSAL_MESSAGES: Record<GuardrailRefusal, string> = {
  model: "Model not allowed by guardrail",
  provider: "Provider not allowed by guardrail",
  zdr: "No endpoint satisfies the guardrail's data retention policy",
};

/** What route explain says of an endpoint a guardrail excludes. */
export const GUARDRAIL_EXCLUSION_REASONS: Record<GuardrailRefusal, string> = {
  model: "guardrail: model not allowed",
  provider: "guardrail: provider not allowed",
  zdr: "guardrail: zero data retention required for this model's vendor and the endpoint does not offer it",
};

export interface RoutingResult {
  /** Try in this order. */
  ordered: Endpoint[];
  /** Every endpoint left out, with a human-readable reason. */
  excluded: Array<{ endpoint: Endpoint; reason: string }>;
  /** e.g. "price-weighted", "sort:latency", "order", "order+price-weighted". */
  strategy: string;
  allowFallbacks: boolean;
  /**
   * When nothing is left and a guardrail excluded at least one endpoint: the refusal (the first
   * of model, provider, zdr among the guardrail exclusions). Null otherwise.
   */
  guardrailRefusal: GuardrailRefusal | null;
}

type Stats = RoutingInput["stats"];
type Prefs = Partial<ProviderPreferences>;

const PRICE_FIELDS = [
  { key: "prompt", scale: 1e6, unit: "USD per million prompt tokens" },
  { key: "completion", scale: 1e6, unit: "USD per million completion tokens" },
  { key: "request", scale: 1, unit: "USD per request" },
  { key: "image", scale: 1, unit: "USD per image" },
] as const;

/** Drop float noise from scaling (3e-7 * 1e6 must compare equal to 0.3). */
const clean = (x: number): number => Number(x.toPrecision(12));

const lower = (xs: readonly string[] | null | undefined): string[] => (xs ?? []).map((x) => x.toLowerCase());

/** Why the request's preferences rule this endpoint out, or null. Checked in a fixed order; the first reason wins. */
function preferenceExclusion(e: Endpoint, p: Prefs): string | null {
  const id = e.provider.id;
  const only = lower(p.only);
  if (only.length > 0 && !only.includes(id)) return "not in provider.only";
  if (lower(p.ignore).includes(id)) return "in provider.ignore";
  if (p.zdr === true && !e.zdr) return "provider does not offer zero data retention";
  if (p.data_collection === "deny" && e.provider.data_collection === "allow") return "provider may collect data";
  const quants = lower(p.quantizations);
  const quant = (e.quantization ?? "unknown").toLowerCase();
  if (quants.length > 0 && !quants.includes(quant)) return `quantization ${quant} is not in provider.quantizations`;
  for (const { key, scale, unit } of PRICE_FIELDS) {
    const max = p.max_price?.[key];
    if (max === undefined) continue;
    const price = clean(e.pricing[key] * scale);
    if (price > max) return `${key} price ${price} ${unit} exceeds provider.max_price.${key} (${max})`;
  }
  return null;
}

const DEFAULT_VENDORS: Catalog["vendors"] = { vendor_a: "anthropic", vendor_b: "openai", vendor_c: "google" };

/**
 * Why the key's guardrails rule this endpoint out, or null: the model (by slug or canonical
 * slug) must be in every allowed list and in no ignored list, the provider likewise, and when
 * any guardrail requires ZDR for the model's vendor group the endpoint must offer it.
 */
export function guardrailExclusion(e: Endpoint, g: GuardrailRouting, vendors: Catalog["vendors"] = DEFAULT_VENDORS): GuardrailRefusal | null {
  const slug = e.model.slug.toLowerCase();
  const canonical = e.model.canonical_slug.toLowerCase();
  const modelIn = (set: ReadonlySet<string>) => set.has(slug) || set.has(canonical);
  if (!g.allowedModels.every(modelIn) || modelIn(g.ignoredModels)) return "model";
  const id = e.provider.id.toLowerCase();
  if (!g.allowedProviders.every((set) => set.has(id)) || g.ignoredProviders.has(id)) return "provider";
  if (!e.zdr && g.zdr[vendorGroupOf(e.model.vendor, vendors)]) return "zdr";
  return null;
}

const REFUSAL_ORDER: GuardrailRefusal[] = ["model", "provider", "zdr"];

/** Prompt + completion, USD per million tokens. */
const unitPrice = (e: Endpoint): number => clean((e.pricing.prompt + e.pricing.completion) * 1e6);

const byId = (a: Endpoint, b: Endpoint): number => (a.provider.id < b.provider.id ? -1 : a.provider.id > b.provider.id ? 1 : 0);
const byPrice = (a: Endpoint, b: Endpoint): number => unitPrice(a) - unitPrice(b) || byId(a, b);

/** Measured endpoints first, best first (dir 1 ascending, -1 descending); unmeasured last; ties by price. */
function byMeasure(get: (e: Endpoint) => number | null, dir: 1 | -1) {
  return (a: Endpoint, b: Endpoint): number => {
    const x = get(a);
    const y = get(b);
    if (x === null || y === null) return x === y ? byPrice(a, b) : x === null ? 1 : -1;
    return dir * (x - y) || byPrice(a, b);
  };
}

function sortBy(eps: Endpoint[], key: ProviderSortKey, stats: Stats): Endpoint[] {
  const measure = (f: (id: string) => number | null) => {
    const m = new Map(eps.map((e) => [e.id, f(statsKeyOf(e))]));
    return (e: Endpoint) => m.get(e.id) ?? null;
  };
  const cmp = {
    price: () => byPrice,
    throughput: () => byMeasure(measure((id) => stats.throughput(id)), -1),
    latency: () => byMeasure(measure((id) => stats.latencyMs(id)), 1),
    exacto: () => byMeasure(measure((id) => stats.successRate(id)), -1),
  }[key]();
  return [...eps].sort(cmp);
}

/**
 * Load balancing by price: a weighted random order without replacement, weight ∝ 1/price².
 * Free endpoints weigh as if they cost half the cheapest priced one (the highest weight);
 * when every endpoint is free the weights are equal. Candidates are laid out cheapest first
 * (ties by provider id), so random() near 0 picks the cheapest and the result depends only on
 * the sequence random() returns: one call per pick while two or more remain.
 */
function priceWeighted(eps: Endpoint[], random: () => number): Endpoint[] {
  const pool = [...eps].sort(byPrice);
  const prices = pool.map(unitPrice);
  const cheapestPriced = Math.min(...prices.filter((x) => x > 0));
  const weights = prices.map((x) => (x > 0 ? 1 / x ** 2 : Number.isFinite(cheapestPriced) ? 1 / (cheapestPriced / 2) ** 2 : 1));
  const out: Endpoint[] = [];
  while (pool.length > 1) {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = Math.min(Math.max(random(), 0), 1) * total;
    let i = 0;
    for (; i < pool.length - 1; i++) {
      r -= weights[i];
      if (r < 0) break;
    }
    out.push(...pool.splice(i, 1));
    weights.splice(i, 1);
  }
  return [...out, ...pool];
}

/** Endpoints measured outside preferred_max_latency / preferred_min_throughput go after the rest (order kept within each group). */
function preferPerformance(eps: Endpoint[], p: Prefs, stats: Stats): Endpoint[] {
  const maxLatency = preferenceTarget(p.preferred_max_latency);
  const minThroughput = preferenceTarget(p.preferred_min_throughput);
  if (maxLatency === null && minThroughput === null) return eps;
  const misses = (e: Endpoint): boolean => {
    const latency = maxLatency === null ? null : stats.latencyMs(statsKeyOf(e));
    const throughput = minThroughput === null ? null : stats.throughput(statsKeyOf(e));
    return (latency !== null && latency > (maxLatency ?? Infinity)) || (throughput !== null && throughput < (minThroughput ?? 0));
  };
  const missed = new Set(eps.filter(misses));
  return [...eps.filter((e) => !missed.has(e)), ...missed];
}

/**
 * Rules, in order:
 * 1. Exclude by the key's guardrails (model, provider, ZDR per vendor group), then by only,
 *    ignore, zdr, data_collection, quantizations, max_price, then the filter seam. When nothing
 *    is left and a guardrail excluded anything, the result names the refusal (a 403, not a 503).
 * 2. With `order`: the listed providers first, in that order; the rest follow by the strategy
 *    below, or are excluded when allow_fallbacks is false.
 * 3. Strategy: prefs.sort, else defaultSort, else price-weighted load balancing; then endpoints
 *    that miss preferred_max_latency / preferred_min_throughput move behind those that meet them.
 * 4. Endpoints whose circuit is open move to the very end: a last resort, not excluded.
 * 5. allow_fallbacks false without `order`: only the first choice remains (OpenRouter semantics).
 */
export function routeEndpoints(input: RoutingInput): RoutingResult {
  const p: Prefs = input.prefs ?? {};
  const { stats, now } = input;
  const excluded: RoutingResult["excluded"] = [];
  const exclude = (endpoints: Endpoint[], reason: string): void => {
    for (const endpoint of endpoints) excluded.push({ endpoint, reason });
  };

  const g = input.guardrails ?? null;
  const refusals = new Set<GuardrailRefusal>();
  const kept = input.endpoints.filter((e) => {
    const refusal = g ? guardrailExclusion(e, g, input.vendors) : null;
    if (refusal !== null) refusals.add(refusal);
    const reason = (refusal && GUARDRAIL_EXCLUSION_REASONS[refusal]) ?? preferenceExclusion(e, p) ?? input.filter?.(e) ?? null;
    if (reason !== null) exclude([e], reason);
    return reason === null;
  });

  const allowFallbacks = p.allow_fallbacks ?? true;
  const order = lower(p.order);
  const listed = kept.filter((e) => order.includes(e.provider.id)).sort((a, b) => order.indexOf(a.provider.id) - order.indexOf(b.provider.id));
  let rest = kept.filter((e) => !order.includes(e.provider.id));
  if (order.length > 0 && !allowFallbacks) {
    exclude(rest, "not in provider.order and allow_fallbacks is false");
    rest = [];
  }

  const key = sortKeyOf(p.sort) ?? input.defaultSort ?? null;
  const base = key ? `sort:${key}` : "price-weighted";
  rest = preferPerformance(key ? sortBy(rest, key, stats) : priceWeighted(rest, input.random), p, stats);

  const all = [...listed, ...rest];
  const open = new Set(all.filter((e) => stats.isCircuitOpen(statsKeyOf(e), now)));
  let ordered = [...all.filter((e) => !open.has(e)), ...open];
  if (order.length === 0 && !allowFallbacks && ordered.length > 1) {
    exclude(ordered.slice(1), "allow_fallbacks is false and another endpoint was chosen");
    ordered = ordered.slice(0, 1);
  }

  const strategy = order.length === 0 ? base : rest.length > 0 ? `order+${base}` : "order";
  const guardrailRefusal = ordered.length === 0 ? (REFUSAL_ORDER.find((r) => refusals.has(r)) ?? null) : null;
  return { ordered, excluded, strategy, allowFallbacks, guardrailRefusal };
}
