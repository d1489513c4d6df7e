import { z } from "zod";

/**
 * The request's `provider` object (docs/decisions.md, Messages): how routing picks among the
 * endpoints of the requested model. Follows the OpenRouter provider-routing object, so fields
 * may also be sent as `null` (treated as absent). Every object is strict: an unknown key is a 400.
 */

/** Same values as a workspace's `default_provider_sort`. */
export const PROVIDER_SORT_KEYS = ["price", "throughput", "latency", "exacto"] as const;
export type ProviderSortKey = (typeof PROVIDER_SORT_KEYS)[number];

const sortKey = z.enum(PROVIDER_SORT_KEYS).meta({
  description:
    "price: cheapest first; throughput: highest measured tokens/s first; latency: lowest measured time to first token first; exacto: highest measured success rate first, then price.",
});

const providerIds = (what: string) => z.array(z.string().min(1).max(200)).max(100).nullish().meta({ description: what });

const percentiles = (unit: string) =>
  z
    .strictObject({
      p50: z.number().nonnegative().optional().meta({ description: `Median, in ${unit}. The one routing uses.` }),
      p75: z.number().nonnegative().optional().meta({ description: `75th percentile, in ${unit}. Accepted, not used.` }),
      p90: z.number().nonnegative().optional().meta({ description: `90th percentile, in ${unit}. Accepted, not used.` }),
      p99: z.number().nonnegative().optional().meta({ description: `99th percentile, in ${unit}. Accepted, not used.` }),
    })
    .meta({ description: `Targets by percentile, in ${unit}; routing compares the measured median with p50.` });

const usdMax = (per: string) => z.number().nonnegative().optional().meta({ description: `Maximum price in USD ${per}.` });

export const providerPreferences = z
  .strictObject({
    order: providerIds(
      "Provider ids to try first, in this order. The remaining endpoints follow (by the sort or price load-balancing) unless allow_fallbacks is false.",
    ),
    only: providerIds("Only these provider ids may serve the request. An empty list places no restriction."),
    ignore: providerIds("These provider ids never serve the request."),
    allow_fallbacks: z
      .boolean()
      .nullish()
      .default(true)
      .meta({
        description:
          "When false, only the providers in `order` are tried (or, without `order`, only the first choice of the sort). Default true.",
      }),
    sort: z
      .union([
        sortKey,
        z.strictObject({
          by: sortKey,
          partition: z
            .enum(["model", "none"])
            .optional()
            .meta({ description: "With model fallbacks: sort within each model (model) or across all models (none)." }),
        }),
      ])
      .nullish()
      .meta({ description: "Order endpoints by this instead of price-weighted load balancing. Overrides the workspace's default_provider_sort." }),
    zdr: z.boolean().nullish().meta({ description: "When true, only providers with a zero data retention policy serve the request." }),
    data_collection: z
      .enum(["allow", "deny"])
      .nullish()
      .meta({ description: "deny: skip providers that may store or train on request data. Default allow." }),
    require_parameters: z
      .boolean()
      .nullish()
      .meta({
        description:
          "When true, only providers that support every parameter in the request serve it. Accepted; the catalog does not yet record per-provider parameter support, so routing does not use it.",
      }),
    quantizations: z
      .array(z.string().min(1).max(40))
      .max(20)
      .nullish()
      .meta({
        description:
          "Only endpoints with one of these quantizations (int4, int8, fp4, fp6, fp8, fp16, bf16, fp32, unknown). An endpoint without a declared quantization counts as unknown.",
      }),
    max_price: z
      .strictObject({
        prompt: usdMax("per million prompt tokens"),
        completion: usdMax("per million completion tokens"),
        request: usdMax("per request"),
        image: usdMax("per image"),
      })
      .nullish()
      .meta({ description: "Skip endpoints priced above any of these." }),
    preferred_max_latency: z
      .union([z.number().nonnegative(), percentiles("milliseconds")])
      .nullish()
      .meta({
        description:
          "Time to first token, in milliseconds. Endpoints measured above it are tried after those within it; none is excluded.",
      }),
    preferred_min_throughput: z
      .union([z.number().nonnegative(), percentiles("tokens per second")])
      .nullish()
      .meta({
        description:
          "Output tokens per second. Endpoints measured below it are tried after those that meet it; none is excluded.",
      }),
  })
  .meta({ id: "ProviderPreferences", description: "Provider routing preferences for this request." });

export type ProviderPreferences = z.infer<typeof providerPreferences>;

type Target = ProviderPreferences["preferred_max_latency"];

/** The number routing compares with: the plain number, or p50 of the percentile form. */
export function preferenceTarget(v: Target): number | null {
  if (v === null || v === undefined) return null;
  return typeof v === "number" ? v : (v.p50 ?? null);
}

/** The sort key of `sort` in either form. */
export function sortKeyOf(sort: ProviderPreferences["sort"]): ProviderSortKey | null {
  if (sort === null || sort === undefined) return null;
  return typeof sort === "string" ? sort : sort.by;
}
