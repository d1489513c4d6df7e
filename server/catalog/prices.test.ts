import { describe, expect, it } from "vitest";
import { buildCatalog, CatalogError } from "./catalog";
import { baseModelId, datasetPrices, perMillionToPerToken } from "./prices";
import { costOf, Usage } from "../inference/messages/usage";

describe("price dataset (genai-prices behind prices.ts)", () => {
  it.each([
    [0, "0"],
    [0.15, "0.00000015"],
    [2.5, "0.0000025"],
    [15, "0.000015"],
    [0.075, "0.000000075"],
    [1_000_000, "1"],
    [3_000_000, "3"],
    [1e-9, "0.000000000000001"],
  ])("USD %s per million tokens is %s per token", (m, want) => {
    expect(perMillionToPerToken(m)).toBe(want);
  });

  it.each([
    ["us.anthropic.claude-3-7-sonnet-20250219-v1:0", "claude-3-7-sonnet-20250219"],
    ["arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-3-5-sonnet-20240620-v1:0", "claude-3-5-sonnet-20240620"],
    ["claude-sonnet-4@20250514", "claude-sonnet-4"],
    ["gpt-4o", "gpt-4o"],
    ["publishers/google/models/gemini-2.0-flash", "gemini-2.0-flash"],
  ])("cloud id %s maps to base model %s", (id, want) => {
    expect(baseModelId(id)).toBe(want);
  });

  it.each([
    ["openai", "gpt-4o-mini", "openai/gpt-4o-mini", "openai", { prompt: "0.00000015", completion: "0.0000006", input_cache_read: "0.000000075" }, /^genai-prices:openai\/gpt-4o-mini$/],
    ["anthropic", "us.anthropic.claude-3-7-sonnet-20250219-v1:0", "anthropic/claude-3.7-sonnet", "bedrock", { prompt: "0.000003", completion: "0.000015", input_cache_read: "0.0000003", input_cache_write: "0.00000375" }, /^genai-prices:aws\//],
    ["anthropic", "claude-sonnet-4@20250514", "anthropic/claude-sonnet-4", "vertex", { prompt: "0.000003", completion: "0.000015" }, /^genai-prices:google\//],
    ["openai", "my-gpt4o-deployment", "openai/gpt-4o", "azure-openai", { prompt: "0.0000025", completion: "0.00001" }, /^genai-prices:openai\/gpt-4o$/],
  ])("prices %s %s (%s) through a %s provider", (vendor, upstreamModel, slug, api, want, source) => {
    const p = datasetPrices({ vendor, upstreamModel, slug, api });
    expect(p).toMatchObject(want);
    expect(p?.source).toMatch(source);
  });

  it("knows nothing of a made-up model", () => {
    expect(datasetPrices({ vendor: "acme", upstreamModel: "acme-9000", slug: "acme/acme-9000", api: "openai" })).toBeNull();
  });
});

const provider = { id: "up", name: "Up", api: "openai", base_url: "http://127.0.0.1:9/v1" };
const chat = (slug: string, upstream: string, pricing?: Record<string, string>) => ({
  slug,
  name: slug,
  vendor: slug.split("/")[0],
  kind: "chat",
  context_length: 1000,
  endpoints: [{ provider: "up", upstream_model: upstream, ...(pricing ? { pricing } : {}) }],
});

describe("catalog pricing", () => {
  it("prices an entry without pricing from the dataset and says so, per price", () => {
    const c = buildCatalog({ providers: [provider], models: [chat("openai/gpt-4o-mini", "gpt-4o-mini")] }, "t.json");
    const [ep] = c.endpoints.get("openai/gpt-4o-mini") ?? [];
    expect(ep?.pricing).toEqual({ prompt: 0.00000015, completion: 0.0000006, request: 0, image: 0, inputCacheRead: 0.000000075, inputCacheWrite: 0.00000015 });
    expect(ep?.pricingSource).toEqual({
      prompt: "genai-prices:openai/gpt-4o-mini",
      completion: "genai-prices:openai/gpt-4o-mini",
      input_cache_read: "genai-prices:openai/gpt-4o-mini",
      input_cache_write: "prompt",
      request: "default",
      image: "default",
    });
  });

  it("an explicit price overrides the dataset's, field by field", () => {
    const c = buildCatalog({ providers: [provider], models: [chat("openai/gpt-4o-mini", "gpt-4o-mini", { prompt: "0.000001" })] }, "t.json");
    const [ep] = c.endpoints.get("openai/gpt-4o-mini") ?? [];
    expect(ep?.pricing.prompt).toBe(0.000001);
    expect(ep?.pricing.completion).toBe(0.0000006);
    expect(ep?.pricingSource.prompt).toBe("config");
    expect(ep?.pricingSource.completion).toBe("genai-prices:openai/gpt-4o-mini");
  });

  it("refuses at load a model no source prices, naming it", () => {
    expect(() => buildCatalog({ providers: [provider], models: [chat("acme/acme-9000", "acme-9000")] }, "t.json")).toThrow(CatalogError);
    expect(() => buildCatalog({ providers: [provider], models: [chat("acme/acme-9000", "acme-9000")] }, "t.json")).toThrow(
      't.json: models.0.endpoints.0.pricing: model "acme/acme-9000" (upstream "acme-9000") has no prompt or completion price: give "pricing" or use a model the price dataset knows (it is never served free)',
    );
    // A prompt price alone is not enough for a chat model the dataset does not know.
    expect(() => buildCatalog({ providers: [provider], models: [chat("acme/acme-9000", "acme-9000", { prompt: "0.000001" })] }, "t.json")).toThrow(/has no completion price/);
  });

  it("bills cache reads and writes at their own prices when the upstream reports them", () => {
    const e = { pricing: { prompt: 0.000003, completion: 0.000015, request: 0, inputCacheRead: 0.0000003, inputCacheWrite: 0.00000375 } };
    const u = Usage.fromResponse({ usage: { input_tokens: 100, cache_read_input_tokens: 1000, cache_creation_input_tokens: 200, output_tokens: 10 } } as Parameters<typeof Usage.fromResponse>[0]);
    expect(u.inputTokens()).toBe(1300);
    expect(costOf(e, u)).toBeCloseTo(100 * 0.000003 + 1000 * 0.0000003 + 200 * 0.00000375 + 10 * 0.000015, 12);
    // Without cache prices, cache tokens cost the prompt price (as before).
    expect(costOf({ pricing: { prompt: 0.000003, completion: 0.000015, request: 0 } }, u)).toBeCloseTo(1300 * 0.000003 + 10 * 0.000015, 12);
  });
});
