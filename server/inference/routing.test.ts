import { describe, expect, it } from "vitest";
import { buildCatalog, type Endpoint } from "../catalog/catalog";
import { EndpointStats } from "../catalog/endpoint-stats";
import { providerPreferences, type ProviderPreferences } from "./provider-preferences";
import { routeEndpoints, type RoutingInput } from "./routing";
import { seeded } from "../test/seeded";

// ---------------------------------------------------------------- fixtures

interface Fx {
  id: string;
  /** USD per million tokens. */
  prompt: number;
  completion: number;
  request?: number;
  image?: number;
  zdr?: boolean;
  data_collection?: "allow" | "deny";
  quantization?: string;
}

/** Real Endpoints of one model "test/m", built through buildCatalog from a fake document. */
function endpoints(...fx: Fx[]): Endpoint[] {
  const cat = buildCatalog(
    {
      providers: fx.map((f) => ({
        id: f.id,
        name: f.id,
        api: "openai",
        base_url: "http://127.0.0.1:9/v1",
        zdr: f.zdr ?? false,
        data_collection: f.data_collection ?? "allow",
      })),
      models: [
        {
          slug: "test/m",
          name: "Test model",
          vendor: "test",
          kind: "chat",
          context_length: 8192,
          endpoints: fx.map((f) => ({
            provider: f.id,
            upstream_model: "m",
            pricing: {
              prompt: `${f.prompt}e-6`,
              completion: `${f.completion}e-6`,
              request: String(f.request ?? 0),
              image: String(f.image ?? 0),
            },
            ...(f.quantization ? { quantization: f.quantization } : {}),
          })),
        },
      ],
    },
    "test",
  );
  return cat.endpoints.get("test/m") ?? [];
}

// cheap: 2 USD/M, mid: 4 USD/M, pricey: 8 USD/M (prompt + completion)
const [cheap, mid, pricey] = endpoints(
  { id: "cheap", prompt: 1, completion: 1, zdr: true, data_collection: "deny", quantization: "fp8" },
  { id: "mid", prompt: 2, completion: 2, quantization: "int4" },
  { id: "pricey", prompt: 4, completion: 4, request: 0.01, image: 0.002, zdr: true },
);
const ALL = [cheap, mid, pricey];

interface FakeStats {
  latency?: Record<string, number>;
  throughput?: Record<string, number>;
  success?: Record<string, number>;
  open?: string[];
}
const provider = (id: string) => `${id}/test/m`;
function stats(s: FakeStats = {}): RoutingInput["stats"] {
  const get = (m: Record<string, number> | undefined, endpointId: string) => m?.[endpointId.split("/")[0]] ?? null;
  return {
    isCircuitOpen: (id) => (s.open ?? []).map(provider).includes(id),
    latencyMs: (id) => get(s.latency, id),
    throughput: (id) => get(s.throughput, id),
    successRate: (id) => get(s.success, id),
  };
}

const prefs = (p: unknown): ProviderPreferences => providerPreferences.parse(p);
const noRandom = (): number => {
  throw new Error("random() must not be called");
};
/** Returns the given values in turn, then repeats the last. */
const seq = (...xs: number[]) => {
  let i = 0;
  return () => xs[Math.min(i++, xs.length - 1)];
};

function route(over: Partial<RoutingInput> & { p?: unknown; s?: FakeStats } = {}) {
  const { p, s, ...rest } = over;
  return routeEndpoints({
    endpoints: ALL,
    prefs: p === undefined ? undefined : prefs(p),
    stats: stats(s),
    now: 0,
    random: noRandom,
    ...rest,
  });
}
const ids = (eps: Endpoint[]) => eps.map((e) => e.provider.id);
const excludedIds = (r: ReturnType<typeof route>) => r.excluded.map((x) => [x.endpoint.provider.id, x.reason]);

// ---------------------------------------------------------------- exclusion

describe("exclusion by preference", () => {
  const quant = (q: string) => `quantization ${q} is not in provider.quantizations`;
  it.each<[string, unknown, string[], Array<[string, string]>]>([
    ["only", { only: ["cheap", "pricey"] }, ["cheap", "pricey"], [["mid", "not in provider.only"]]],
    ["only, case-insensitive", { only: ["MID"] }, ["mid"], [["cheap", "not in provider.only"], ["pricey", "not in provider.only"]]],
    ["only, empty list places no restriction", { only: [] }, ["cheap", "mid", "pricey"], []],
    ["ignore", { ignore: ["mid"] }, ["cheap", "pricey"], [["mid", "in provider.ignore"]]],
    ["ignore an unknown provider", { ignore: ["nobody"] }, ["cheap", "mid", "pricey"], []],
    ["zdr: true", { zdr: true }, ["cheap", "pricey"], [["mid", "provider does not offer zero data retention"]]],
    ["zdr: false", { zdr: false }, ["cheap", "mid", "pricey"], []],
    ["data_collection: deny", { data_collection: "deny" }, ["cheap"], [["mid", "provider may collect data"], ["pricey", "provider may collect data"]]],
    ["data_collection: allow", { data_collection: "allow" }, ["cheap", "mid", "pricey"], []],
    ["quantizations", { quantizations: ["fp8"] }, ["cheap"], [["mid", quant("int4")], ["pricey", quant("unknown")]]],
    ["quantizations: unknown matches none declared", { quantizations: ["int4", "unknown"] }, ["mid", "pricey"], [["cheap", quant("fp8")]]],
    ["quantizations, case-insensitive", { quantizations: ["FP8", "INT4"] }, ["cheap", "mid"], [["pricey", quant("unknown")]]],
    [
      "max_price.prompt",
      { max_price: { prompt: 2 } },
      ["cheap", "mid"],
      [["pricey", "prompt price 4 USD per million prompt tokens exceeds provider.max_price.prompt (2)"]],
    ],
    ["max_price.prompt equal to the price is allowed", { max_price: { prompt: 4 } }, ["cheap", "mid", "pricey"], []],
    [
      "max_price.completion",
      { max_price: { completion: 1.5 } },
      ["cheap"],
      [
        ["mid", "completion price 2 USD per million completion tokens exceeds provider.max_price.completion (1.5)"],
        ["pricey", "completion price 4 USD per million completion tokens exceeds provider.max_price.completion (1.5)"],
      ],
    ],
    [
      "max_price.request",
      { max_price: { request: 0.005 } },
      ["cheap", "mid"],
      [["pricey", "request price 0.01 USD per request exceeds provider.max_price.request (0.005)"]],
    ],
    [
      "max_price.image",
      { max_price: { image: 0.001 } },
      ["cheap", "mid"],
      [["pricey", "image price 0.002 USD per image exceeds provider.max_price.image (0.001)"]],
    ],
    ["the first failing rule gives the reason", { only: ["cheap"], ignore: ["mid"], zdr: true }, ["cheap"], [["mid", "not in provider.only"], ["pricey", "not in provider.only"]]],
    ["null fields mean absent", { only: null, ignore: null, zdr: null, data_collection: null, quantizations: null, max_price: null }, ["cheap", "mid", "pricey"], []],
  ])("%s", (_name, p, kept, excluded) => {
    const r = route({ p: { ...(p as object), sort: "price" } });
    expect(ids(r.ordered)).toEqual(kept);
    expect(excludedIds(r)).toEqual(excluded);
  });

  it("compares prices per million without float noise", () => {
    const eps = endpoints({ id: "a", prompt: 0.3, completion: 0.7 }, { id: "b", prompt: 0.30001, completion: 0.7 });
    const r = route({ endpoints: eps, p: { max_price: { prompt: 0.3, completion: 0.7 } } });
    expect(ids(r.ordered)).toEqual(["a"]);
    expect(r.excluded[0].reason).toBe("prompt price 0.30001 USD per million prompt tokens exceeds provider.max_price.prompt (0.3)");
  });

  it("can exclude every endpoint", () => {
    const r = route({ p: { only: ["nobody"] } });
    expect(r.ordered).toEqual([]);
    expect(r.excluded).toHaveLength(3);
  });
});

describe("the filter seam (guardrails)", () => {
  it("excludes with the reason it returns", () => {
    const r = route({ p: { sort: "price" }, filter: (e) => (e.provider.id === "mid" ? "blocked by guardrail g1" : null) });
    expect(ids(r.ordered)).toEqual(["cheap", "pricey"]);
    expect(excludedIds(r)).toEqual([["mid", "blocked by guardrail g1"]]);
  });

  it("is not asked about endpoints the preferences already excluded", () => {
    const seen: string[] = [];
    const r = route({ p: { ignore: ["cheap"], sort: "price" }, filter: (e) => (seen.push(e.provider.id), null) });
    expect(seen).toEqual(["mid", "pricey"]);
    expect(excludedIds(r)).toEqual([["cheap", "in provider.ignore"]]);
  });
});

// ---------------------------------------------------------------- price-weighted default

describe("default: price-weighted load balancing", () => {
  // weights ∝ 1/price²: cheap 1/4, mid 1/16, pricey 1/64 → 16 : 4 : 1 of 21
  it.each<[string, number[], string[]]>([
    ["random 0 picks the cheapest each time", [0, 0], ["cheap", "mid", "pricey"]],
    ["just below cheap's share (16/21)", [0.76, 0], ["cheap", "mid", "pricey"]],
    ["inside mid's share", [0.8, 0], ["mid", "cheap", "pricey"]],
    ["inside pricey's share, then mid's share of 20", [0.99, 0.99], ["pricey", "mid", "cheap"]],
    ["cheap, then pricey's share of 5 (mid 4 : pricey 1)", [0.5, 0.95], ["cheap", "pricey", "mid"]],
  ])("%s", (_name, values, expected) => {
    const r = route({ random: seq(...values) });
    expect(ids(r.ordered)).toEqual(expected);
    expect(r.strategy).toBe("price-weighted");
    expect(r.excluded).toEqual([]);
  });

  it("depends only on random, not on the input order", () => {
    for (const values of [[0.1, 0.2], [0.8, 0.5], [0.97, 0.1]]) {
      const a = route({ endpoints: [cheap, mid, pricey], random: seq(...values) });
      const b = route({ endpoints: [pricey, cheap, mid], random: seq(...values) });
      expect(ids(b.ordered)).toEqual(ids(a.ordered));
    }
  });

  it("calls random once per pick while two or more remain", () => {
    let calls = 0;
    route({ random: () => (calls++, 0.5) });
    expect(calls).toBe(2);
    calls = 0;
    route({ endpoints: [mid], random: () => (calls++, 0.5) });
    expect(calls).toBe(0);
  });

  it("puts the cheapest first most of the time over 1000 runs", () => {
    const random = seeded(42);
    const first: Record<string, number> = { cheap: 0, mid: 0, pricey: 0 };
    for (let i = 0; i < 1000; i++) first[route({ random }).ordered[0].provider.id]++;
    // expected shares 16/21 ≈ 762, 4/21 ≈ 190, 1/21 ≈ 48
    expect(first.cheap).toBeGreaterThan(700);
    expect(first.cheap).toBeLessThan(820);
    expect(first.mid).toBeGreaterThan(first.pricey);
    expect(first.pricey).toBeGreaterThan(0);
  });

  it("gives a free endpoint the highest weight", () => {
    // free weighs as if it cost half the cheapest priced one (1 USD/M): 1 : 1/4 : 1/16
    const eps = endpoints({ id: "free", prompt: 0, completion: 0 }, { id: "two", prompt: 1, completion: 1 }, { id: "four", prompt: 2, completion: 2 });
    expect(ids(route({ endpoints: eps, random: seq(0.7, 0) }).ordered)).toEqual(["free", "two", "four"]);
    expect(ids(route({ endpoints: eps, random: seq(0.8, 0) }).ordered)).toEqual(["two", "free", "four"]);
    const random = seeded(7);
    let freeFirst = 0;
    for (let i = 0; i < 1000; i++) if (route({ endpoints: eps, random }).ordered[0].provider.id === "free") freeFirst++;
    expect(freeFirst).toBeGreaterThan(700); // expected 1/1.3125 ≈ 762
  });

  it("weighs all-free endpoints equally", () => {
    const eps = endpoints({ id: "x", prompt: 0, completion: 0 }, { id: "y", prompt: 0, completion: 0 });
    expect(ids(route({ endpoints: eps, random: seq(0.49) }).ordered)).toEqual(["x", "y"]);
    expect(ids(route({ endpoints: eps, random: seq(0.51) }).ordered)).toEqual(["y", "x"]);
  });
});

// ---------------------------------------------------------------- sort

describe("sort", () => {
  const measured: FakeStats = {
    latency: { mid: 300, pricey: 100 },
    throughput: { mid: 100, pricey: 50 },
    success: { cheap: 0.9, mid: 1, pricey: 1 },
  };
  it.each<[string, unknown, FakeStats, string[]]>([
    ["price ascending", "price", {}, ["cheap", "mid", "pricey"]],
    ["throughput descending, unmeasured last", "throughput", measured, ["mid", "pricey", "cheap"]],
    ["latency ascending, unmeasured last", "latency", measured, ["pricey", "mid", "cheap"]],
    ["exacto: success rate descending, then price", "exacto", measured, ["mid", "pricey", "cheap"]],
    ["exacto: unmeasured last", "exacto", { success: { pricey: 0.5 } }, ["pricey", "cheap", "mid"]],
    ["unmeasured endpoints fall back to price", "latency", {}, ["cheap", "mid", "pricey"]],
    ["object form {by, partition}", { by: "latency", partition: "none" }, measured, ["pricey", "mid", "cheap"]],
  ])("%s", (_name, sort, s, expected) => {
    const r = route({ endpoints: [pricey, cheap, mid], p: { sort }, s });
    expect(ids(r.ordered)).toEqual(expected);
    expect(r.strategy).toBe(`sort:${typeof sort === "string" ? sort : "latency"}`);
  });

  it("breaks price ties by provider id", () => {
    const eps = endpoints({ id: "zeta", prompt: 1, completion: 1 }, { id: "alpha", prompt: 1.5, completion: 0.5 }, { id: "mu", prompt: 2, completion: 0 });
    expect(ids(route({ endpoints: eps, p: { sort: "price" } }).ordered)).toEqual(["alpha", "mu", "zeta"]);
  });

  it.each<[string, RoutingInput["defaultSort"], unknown, string, string[]]>([
    ["workspace default applies when prefs.sort is absent", "latency", undefined, "sort:latency", ["pricey", "mid", "cheap"]],
    ["workspace default applies with other prefs", "throughput", { zdr: false }, "sort:throughput", ["mid", "pricey", "cheap"]],
    ["prefs.sort overrides the workspace default", "latency", { sort: "price" }, "sort:price", ["cheap", "mid", "pricey"]],
    ["prefs.sort: null falls back to the workspace default", "latency", { sort: null }, "sort:latency", ["pricey", "mid", "cheap"]],
  ])("%s", (_name, defaultSort, p, strategy, expected) => {
    const r = route({ defaultSort, p, s: measured });
    expect(r.strategy).toBe(strategy);
    expect(ids(r.ordered)).toEqual(expected);
  });

  it("no sort anywhere means price-weighted", () => {
    const r = route({ defaultSort: null, random: seq(0.8, 0) });
    expect(r.strategy).toBe("price-weighted");
    expect(ids(r.ordered)).toEqual(["mid", "cheap", "pricey"]);
  });
});

// ---------------------------------------------------------------- order and allow_fallbacks

describe("order and allow_fallbacks", () => {
  it("tries the listed providers first, then the rest by the strategy", () => {
    const r = route({ p: { order: ["pricey", "mid"], sort: "price" } });
    expect(ids(r.ordered)).toEqual(["pricey", "mid", "cheap"]);
    expect(r.strategy).toBe("order+sort:price");
    expect(r.allowFallbacks).toBe(true);
  });

  it("the rest are price-weighted without a sort", () => {
    const eps = endpoints({ id: "a", prompt: 1, completion: 1 }, { id: "b", prompt: 2, completion: 2 }, { id: "c", prompt: 9, completion: 9 }, { id: "d", prompt: 3, completion: 3 });
    const r = route({ endpoints: eps, p: { order: ["c"] }, random: seq(0.99, 0) });
    expect(ids(r.ordered)).toEqual(["c", "d", "a", "b"]);
    expect(r.strategy).toBe("order+price-weighted");
  });

  it("with allow_fallbacks false only the listed providers remain", () => {
    const r = route({ p: { order: ["pricey", "MID", "nobody"], allow_fallbacks: false } });
    expect(ids(r.ordered)).toEqual(["pricey", "mid"]);
    expect(excludedIds(r)).toEqual([["cheap", "not in provider.order and allow_fallbacks is false"]]);
    expect(r.strategy).toBe("order");
    expect(r.allowFallbacks).toBe(false);
  });

  it("exclusion rules still apply to listed providers", () => {
    const r = route({ p: { order: ["mid", "pricey"], ignore: ["mid"], allow_fallbacks: false } });
    expect(ids(r.ordered)).toEqual(["pricey"]);
    expect(excludedIds(r)).toEqual([
      ["mid", "in provider.ignore"],
      ["cheap", "not in provider.order and allow_fallbacks is false"],
    ]);
  });

  it("without order, allow_fallbacks false keeps only the first choice", () => {
    const r = route({ p: { sort: "price", allow_fallbacks: false } });
    expect(ids(r.ordered)).toEqual(["cheap"]);
    expect(excludedIds(r)).toEqual([
      ["mid", "allow_fallbacks is false and another endpoint was chosen"],
      ["pricey", "allow_fallbacks is false and another endpoint was chosen"],
    ]);
  });

  it.each<[string, unknown, boolean]>([
    ["no prefs", undefined, true],
    ["absent", {}, true],
    ["null", { allow_fallbacks: null }, true],
    ["true", { allow_fallbacks: true }, true],
    ["false", { allow_fallbacks: false, sort: "price" }, false],
  ])("allowFallbacks in the result: %s", (_name, p, expected) => {
    expect(route({ p, random: seq(0) }).allowFallbacks).toBe(expected);
  });
});

// ---------------------------------------------------------------- circuit breaker

describe("circuit breaker", () => {
  it("moves an endpoint with an open circuit to the end, without excluding it", () => {
    const r = route({ p: { sort: "price" }, s: { open: ["cheap"] } });
    expect(ids(r.ordered)).toEqual(["mid", "pricey", "cheap"]);
    expect(r.excluded).toEqual([]);
    expect(r.strategy).toBe("sort:price");
  });

  it("applies to price-weighted and ordered routes too", () => {
    expect(ids(route({ random: seq(0), s: { open: ["cheap"] } }).ordered)).toEqual(["mid", "pricey", "cheap"]);
    const r = route({ p: { order: ["cheap", "mid"], sort: "price" }, s: { open: ["cheap"] } });
    expect(ids(r.ordered)).toEqual(["mid", "pricey", "cheap"]);
    expect(r.strategy).toBe("order+sort:price");
  });

  it("keeps the order when every circuit is open", () => {
    expect(ids(route({ p: { sort: "price" }, s: { open: ["cheap", "mid", "pricey"] } }).ordered)).toEqual(["cheap", "mid", "pricey"]);
  });

  it("with allow_fallbacks false and no order, the first healthy endpoint is chosen", () => {
    expect(ids(route({ p: { sort: "price", allow_fallbacks: false }, s: { open: ["cheap"] } }).ordered)).toEqual(["mid"]);
  });

  it("recovers after the window or after a success (real EndpointStats)", () => {
    const s = new EndpointStats({ openMs: 30_000 });
    const at = (now: number) => ids(routeEndpoints({ endpoints: ALL, prefs: prefs({ sort: "price" }), stats: s, now, random: noRandom }).ordered);
    s.recordFailure(cheap.id, 1000);
    expect(at(1000)).toEqual(["mid", "pricey", "cheap"]);
    expect(at(30_999)).toEqual(["mid", "pricey", "cheap"]);
    expect(at(31_000)).toEqual(["cheap", "mid", "pricey"]);
    s.recordFailure(cheap.id, 40_000);
    expect(at(40_001)).toEqual(["mid", "pricey", "cheap"]);
    s.recordSuccess(cheap.id, { latencyMs: 50, outputTokens: 10, durationMs: 100 }, 40_002);
    expect(at(40_003)).toEqual(["cheap", "mid", "pricey"]);
  });
});

// ---------------------------------------------------------------- preferred latency / throughput

describe("preferred_max_latency and preferred_min_throughput", () => {
  const s: FakeStats = { latency: { cheap: 500, mid: 100 }, throughput: { cheap: 10, mid: 80 } };
  it.each<[string, unknown, string[]]>([
    ["max latency as a number", { preferred_max_latency: 200 }, ["mid", "pricey", "cheap"]],
    ["max latency as {p50}", { preferred_max_latency: { p50: 200, p90: 1 } }, ["mid", "pricey", "cheap"]],
    ["max latency without p50 has no effect", { preferred_max_latency: { p90: 1 } }, ["cheap", "mid", "pricey"]],
    ["max latency met by all measured", { preferred_max_latency: 1000 }, ["cheap", "mid", "pricey"]],
    ["min throughput as a number", { preferred_min_throughput: 50 }, ["mid", "pricey", "cheap"]],
    ["min throughput as {p50}", { preferred_min_throughput: { p50: 50 } }, ["mid", "pricey", "cheap"]],
    ["min throughput missed by all measured", { preferred_min_throughput: 1000 }, ["pricey", "cheap", "mid"]],
    ["both", { preferred_max_latency: 50, preferred_min_throughput: 5 }, ["pricey", "cheap", "mid"]],
  ])("%s", (_name, p, expected) => {
    const r = route({ p: { ...(p as object), sort: "price" }, s });
    expect(ids(r.ordered)).toEqual(expected);
    expect(r.excluded).toEqual([]);
  });

  it("applies after price-weighting, and an open circuit still goes last", () => {
    expect(ids(route({ p: { preferred_max_latency: 200 }, s, random: seq(0) }).ordered)).toEqual(["mid", "pricey", "cheap"]);
    expect(ids(route({ p: { preferred_max_latency: 200, sort: "price" }, s: { ...s, open: ["mid"] } }).ordered)).toEqual(["pricey", "cheap", "mid"]);
  });

  it("does not reorder the providers listed in order", () => {
    expect(ids(route({ p: { order: ["cheap", "mid"], preferred_max_latency: 200, sort: "price" }, s }).ordered)).toEqual(["cheap", "mid", "pricey"]);
  });
});

// ---------------------------------------------------------------- schema

describe("providerPreferences schema", () => {
  it("defaults allow_fallbacks to true", () => {
    expect(providerPreferences.parse({})).toEqual({ allow_fallbacks: true });
  });

  it.each<[string, unknown]>([
    ["empty", {}],
    [
      "every field",
      {
        order: ["a", "b"],
        only: ["a"],
        ignore: ["c"],
        allow_fallbacks: false,
        sort: "throughput",
        zdr: true,
        data_collection: "deny",
        require_parameters: true,
        quantizations: ["int4", "int8", "fp8", "fp16", "bf16", "fp32", "unknown"],
        max_price: { prompt: 1, completion: 2.5, request: 0.01, image: 0 },
        preferred_max_latency: 1500,
        preferred_min_throughput: 40,
      },
    ],
    ["sort object", { sort: { by: "exacto", partition: "model" } }],
    ["sort object without partition", { sort: { by: "price" } }],
    ["percentile targets", { preferred_max_latency: { p50: 1, p75: 2, p90: 3, p99: 4 }, preferred_min_throughput: { p90: 10 } }],
    ["nulls", { order: null, sort: null, zdr: null, max_price: null, allow_fallbacks: null, preferred_max_latency: null }],
    ["partial max_price", { max_price: { completion: 3 } }],
  ])("accepts %s", (_name, input) => {
    expect(providerPreferences.safeParse(input).success).toBe(true);
  });

  it.each<[string, unknown, string, string]>([
    ["unknown key in provider", { fastest: true }, "", "unrecognized_keys"],
    ["unknown sort", { sort: "fastest" }, "sort", "invalid_union"],
    ["unknown key in sort object", { sort: { by: "price", within: "model" } }, "sort", "unrecognized_keys"],
    ["bad partition", { sort: { by: "price", partition: "all" } }, "sort", "invalid_union"],
    ["order not an array", { order: "a" }, "order", "invalid_type"],
    ["empty provider id", { only: [""] }, "only.0", "too_small"],
    ["ignore of numbers", { ignore: [1] }, "ignore.0", "invalid_type"],
    ["allow_fallbacks as a string", { allow_fallbacks: "yes" }, "allow_fallbacks", "invalid_type"],
    ["zdr as a number", { zdr: 1 }, "zdr", "invalid_type"],
    ["unknown data_collection", { data_collection: "maybe" }, "data_collection", "invalid_value"],
    ["require_parameters as a string", { require_parameters: "true" }, "require_parameters", "invalid_type"],
    ["quantizations not an array", { quantizations: "fp8" }, "quantizations", "invalid_type"],
    ["negative max price", { max_price: { prompt: -1 } }, "max_price.prompt", "too_small"],
    ["max price as a string", { max_price: { completion: "1" } }, "max_price.completion", "invalid_type"],
    ["unknown key in max_price", { max_price: { audio: 1 } }, "max_price", "unrecognized_keys"],
    ["latency as a string", { preferred_max_latency: "fast" }, "preferred_max_latency", "invalid_union"],
    ["unknown percentile", { preferred_max_latency: { p42: 1 } }, "preferred_max_latency", "unrecognized_keys"],
    ["negative throughput", { preferred_min_throughput: -5 }, "preferred_min_throughput", "too_small"],
  ])("rejects %s", (_name, input, path, code) => {
    const r = providerPreferences.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ code });
    expect(r.error?.issues[0].path.join(".")).toBe(path);
  });
});
