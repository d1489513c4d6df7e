import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildCatalog, CatalogError, loadCatalog } from "./catalog";

const provider = { id: "mockai", name: "Mock AI", api: "openai", base_url: "http://127.0.0.1:4010/v1", api_key: { env: "MOCK_KEY" } };
const model = {
  slug: "openai/gpt-4o-mini",
  canonical_slug: "openai/gpt-4o-mini-2024-07-18",
  name: "GPT-4o mini",
  vendor: "openai",
  kind: "chat",
  context_length: 128000,
  endpoints: [{ provider: "mockai", upstream_model: "gpt-4o-mini", pricing: { prompt: "0.00000015", completion: "0.0000006" }, quantization: "fp16" }],
};

describe("provider catalog", () => {
  it("always has the built-in local provider, and indexes models by slug and canonical slug", () => {
    const c = buildCatalog({ providers: [provider], models: [model] }, "test.json", { MOCK_KEY: "secret" });
    expect(c.providers.get("local")?.api).toBe("local");
    expect(c.bySlug.get("local/echo")?.kind).toBe("chat");
    expect(c.bySlug.get("local/hash-embed")?.dimensions).toBe(256);
    expect(c.bySlug.get("openai/gpt-4o-mini-2024-07-18")?.slug).toBe("openai/gpt-4o-mini");
    const [ep] = c.endpoints.get("openai/gpt-4o-mini") ?? [];
    expect(ep).toMatchObject({ id: "mockai/openai/gpt-4o-mini", upstreamModel: "gpt-4o-mini", quantization: "fp16", contextLength: 128000 });
    expect(ep.pricing).toEqual({ prompt: 0.00000015, completion: 0.0000006, request: 0, image: 0, inputCacheRead: 0.00000015, inputCacheWrite: 0.00000015 });
    expect(ep.provider.apiKey).toBe("secret");
    expect(c.vendors).toEqual({ vendor_a: "anthropic", vendor_b: "openai", vendor_c: "google" });
  });

  const bad: Array<[string, unknown, string]> = [
    ["unknown api kind", { providers: [{ ...provider, api: "grpc" }] }, "test.json: providers.0.api:"],
    ["missing base_url", { providers: [{ id: "x", name: "X", api: "openai" }] }, "test.json: providers.0.base_url: base_url is required"],
    ["bad price", { providers: [provider], models: [{ ...model, endpoints: [{ ...model.endpoints[0], pricing: { prompt: "cheap", completion: "0" } }] }] }, "test.json: models.0.endpoints.0.pricing.prompt:"],
    ["unknown provider", { models: [{ ...model, endpoints: [{ ...model.endpoints[0], provider: "nope" }] }] }, 'test.json: models.0.endpoints.0.provider: unknown provider "nope"'],
    ["duplicate provider", { providers: [provider, provider] }, 'test.json: providers: duplicate id "mockai"'],
    ["redefined local", { providers: [{ id: "local", name: "L", api: "local" }] }, 'test.json: providers: "local" is built in'],
    ["duplicate model", { providers: [provider], models: [model, model] }, 'duplicate model "openai/gpt-4o-mini"'],
    ["unknown field", { providers: [{ ...provider, apikey: "x" }] }, "test.json: providers.0:"],
    ["wrong kind", { providers: [provider], models: [{ ...model, kind: "image" }] }, "test.json: models.0.kind:"],
    ["no endpoints", { providers: [provider], models: [{ ...model, endpoints: [] }] }, "test.json: models.0.endpoints:"],
  ];
  it.each(bad)("rejects %s, naming the file, the path and the problem", (_l, doc, message) => {
    expect(() => buildCatalog(doc, "test.json")).toThrow(CatalogError);
    expect(() => buildCatalog(doc, "test.json")).toThrow(message);
  });

  it("loads GATEWAY_CONFIG from disk; unreadable JSON names the file", () => {
    const dir = mkdtempSync(join(tmpdir(), "sy-cat-"));
    const good = join(dir, "good.json");
    writeFileSync(good, JSON.stringify({ providers: [provider], models: [model] }));
    expect(loadCatalog(good).bySlug.has("openai/gpt-4o-mini")).toBe(true);
    const broken = join(dir, "broken.json");
    writeFileSync(broken, "{ not json");
    expect(() => loadCatalog(broken)).toThrow(broken);
    expect(() => loadCatalog(join(dir, "missing.json"))).toThrow("missing.json");
  });
});
