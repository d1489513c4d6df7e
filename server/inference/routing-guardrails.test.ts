import { describe, expect, it } from "vitest";
import type { GuardrailPolicy } from "../services/guardrails/policy-types";
import { buildCatalog, vendorGroupOf, type Catalog } from "../catalog/catalog";
import { combineGuardrails } from "./guardrails/combine";
import { providerPreferences } from "./provider-preferences";
import { GUARDRAIL_EXCLUSION_REASONS, guardrailExclusion, routeEndpoints } from "./routing";
import { guardrailPolicy } from "../test/guardrail-policy";

/** Three vendors' models over three providers; `zdr-p` offers ZDR, `keep-p` does not, `mixed-p` only for the claude model. */
const cat: Catalog = buildCatalog(
  {
    vendors: { vendor_a: "Anthropic", vendor_b: "openai", vendor_c: "google" },
    providers: ["zdr-p", "keep-p", "mixed-p"].map((id) => ({ id, name: id, api: "openai", base_url: "http://127.0.0.1:9/v1", zdr: id === "zdr-p" })),
    models: [
      { slug: "anthropic/claude", canonical_slug: "anthropic/claude-2026", vendor: "anthropic", endpoints: ["zdr-p", "keep-p", "mixed-p"] },
      { slug: "openai/gpt", vendor: "openai", endpoints: ["keep-p", "mixed-p"] },
      { slug: "acme/llm", vendor: "acme", endpoints: ["zdr-p", "keep-p"] },
    ].map((m) => ({
      slug: m.slug,
      canonical_slug: m.canonical_slug,
      name: m.slug,
      vendor: m.vendor,
      kind: "chat",
      context_length: 1000,
      endpoints: m.endpoints.map((p) => ({
        provider: p,
        upstream_model: "x",
        pricing: { prompt: "1e-6", completion: "1e-6" },
        ...(p === "mixed-p" && m.slug === "anthropic/claude" ? { zdr: true } : {}),
      })),
    })),
  },
  "test",
);
const eps = (slug: string) => cat.endpoints.get(slug) ?? [];

const routingOf = (...ps: Array<Partial<GuardrailPolicy>>) => {
  const r = combineGuardrails(ps.map((p, i) => guardrailPolicy({ id: `g${i}`, ...p }))).routing;
  if (!r) throw new Error("no routing rules");
  return r;
};

const route = (slug: string, g: ReturnType<typeof routingOf>, prefs: Record<string, unknown> = {}) =>
  routeEndpoints({
    endpoints: eps(slug),
    prefs: providerPreferences.parse(prefs),
    guardrails: g,
    vendors: cat.vendors,
    stats: { isCircuitOpen: () => false, latencyMs: () => null, throughput: () => null, successRate: () => null },
    now: 0,
    random: () => 0,
  });
const explain = (r: ReturnType<typeof route>) => Object.fromEntries(r.excluded.map((x) => [x.endpoint.id, x.reason]));

describe("vendor groups and endpoint ZDR", () => {
  it("maps a model's vendor to vendor_a/b/c by the catalog's names (case-insensitive), everything else to other", () => {
    expect(vendorGroupOf("anthropic", cat.vendors)).toBe("vendor_a");
    expect(vendorGroupOf("OpenAI", cat.vendors)).toBe("vendor_b");
    expect(vendorGroupOf("google", cat.vendors)).toBe("vendor_c");
    expect(vendorGroupOf("acme", cat.vendors)).toBe("other");
  });
  it("an endpoint's own zdr overrides its provider's", () => {
    expect(eps("anthropic/claude").map((e) => [e.provider.id, e.zdr])).toEqual([["zdr-p", true], ["keep-p", false], ["mixed-p", true]]);
    expect(eps("openai/gpt").map((e) => [e.provider.id, e.zdr])).toEqual([["keep-p", false], ["mixed-p", false]]);
  });
});

describe("guardrail filtering in routing (route explain names each exclusion)", () => {
  const cases: Array<[string, string, Array<Partial<GuardrailPolicy>>, string[], Record<string, string>, "model" | "provider" | "zdr" | null]> = [
    ["allowed by canonical slug", "anthropic/claude", [{ allowed_models: ["anthropic/claude-2026"] }], ["zdr-p/anthropic/claude", "keep-p/anthropic/claude", "mixed-p/anthropic/claude"], {}, null],
    ["model not in allowed_models", "openai/gpt", [{ allowed_models: ["anthropic/claude"] }], [], { "keep-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.model, "mixed-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.model }, "model"],
    ["allowed lists intersect: in one but not the other", "acme/llm", [{ allowed_models: ["acme/llm", "openai/gpt"] }, { allowed_models: ["openai/gpt"] }], [], { "zdr-p/acme/llm": GUARDRAIL_EXCLUSION_REASONS.model, "keep-p/acme/llm": GUARDRAIL_EXCLUSION_REASONS.model }, "model"],
    ["slug in one list, canonical slug in the other: allowed", "anthropic/claude", [{ allowed_models: ["anthropic/claude"] }, { allowed_models: ["ANTHROPIC/CLAUDE-2026"] }], ["zdr-p/anthropic/claude", "keep-p/anthropic/claude", "mixed-p/anthropic/claude"], {}, null],
    ["ignored model (by canonical slug, from the member guardrail)", "anthropic/claude", [{}, { ignored_models: ["anthropic/claude-2026"] }], [], { "zdr-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.model, "keep-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.model, "mixed-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.model }, "model"],
    ["allowed providers intersect", "anthropic/claude", [{ allowed_providers: ["zdr-p", "keep-p"] }, { allowed_providers: ["KEEP-P", "mixed-p"] }], ["keep-p/anthropic/claude"], { "zdr-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.provider, "mixed-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.provider }, null],
    ["allowed_providers [] allows nothing", "acme/llm", [{ allowed_providers: [] }], [], { "zdr-p/acme/llm": GUARDRAIL_EXCLUSION_REASONS.provider, "keep-p/acme/llm": GUARDRAIL_EXCLUSION_REASONS.provider }, "provider"],
    ["ignored providers unite down to nothing", "openai/gpt", [{ ignored_providers: ["keep-p"] }, { ignored_providers: ["mixed-p"] }], [], { "keep-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.provider, "mixed-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.provider }, "provider"],
    ["ZDR for vendor_a keeps the ZDR endpoints (provider's or the endpoint's own)", "anthropic/claude", [{ enforce_zdr_vendor_a: true }], ["zdr-p/anthropic/claude", "mixed-p/anthropic/claude"], { "keep-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.zdr }, null],
    ["ZDR for vendor_b: no openai endpoint offers it", "openai/gpt", [{}, { enforce_zdr_vendor_b: true }], [], { "keep-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.zdr, "mixed-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.zdr }, "zdr"],
    ["ZDR for vendor_a does not touch another vendor's model", "openai/gpt", [{ enforce_zdr_vendor_a: true }], ["keep-p/openai/gpt", "mixed-p/openai/gpt"], {}, null],
    ["ZDR for other covers a vendor outside a/b/c", "acme/llm", [{ enforce_zdr_other: true }], ["zdr-p/acme/llm"], { "keep-p/acme/llm": GUARDRAIL_EXCLUSION_REASONS.zdr }, null],
    ["the first reason wins per endpoint; the refusal is the first kind present (model)", "openai/gpt", [{ allowed_models: ["acme/llm"], ignored_providers: ["keep-p"] }], [], { "keep-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.model, "mixed-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.model }, "model"],
    ["provider then ZDR: refusal names the provider", "anthropic/claude", [{ ignored_providers: ["zdr-p", "mixed-p"], enforce_zdr_vendor_a: true }], [], { "zdr-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.provider, "mixed-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.provider, "keep-p/anthropic/claude": GUARDRAIL_EXCLUSION_REASONS.zdr }, "provider"],
  ];
  it.each(cases)("%s", (_label, slug, policies, kept, excluded, refusal) => {
    const r = route(slug, routingOf(...policies));
    expect(r.ordered.map((e) => e.id).sort()).toEqual([...kept].sort());
    expect(explain(r)).toEqual(excluded);
    expect(r.guardrailRefusal).toBe(refusal);
  });

  it("guardrails are checked before the request's preferences: an endpoint both rule out is explained by the guardrail", () => {
    const r = route("openai/gpt", routingOf({ ignored_providers: ["keep-p"] }), { only: ["keep-p"] });
    expect(explain(r)).toEqual({ "keep-p/openai/gpt": GUARDRAIL_EXCLUSION_REASONS.provider, "mixed-p/openai/gpt": "not in provider.only" });
    // nothing left and a guardrail took part: a guardrail refusal (403), not a 503
    expect(r.guardrailRefusal).toBe("provider");
  });

  it("nothing left by the request's preferences alone is not a guardrail refusal", () => {
    const r = route("openai/gpt", routingOf({ ignored_providers: ["zdr-p"] }), { only: ["nope"] });
    expect(r.ordered).toEqual([]);
    expect(r.guardrailRefusal).toBeNull();
  });

  it("guardrailExclusion is null for an endpoint every rule admits", () => {
    const [e] = eps("anthropic/claude");
    expect(guardrailExclusion(e, routingOf({ allowed_models: ["anthropic/claude"], allowed_providers: ["zdr-p"], enforce_zdr_vendor_a: true }), cat.vendors)).toBeNull();
  });
});
