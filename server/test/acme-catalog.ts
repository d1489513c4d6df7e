import { buildCatalog, setCatalog } from "../catalog/catalog";

/**
 * The catalog of the guardrail service tests: one OpenAI-format provider `acme` (an unreachable
 * base URL: nothing is called) serving the free chat model acme/fast, plus the built-in local
 * models. `provider`: fields of the provider to add or change; `vendors`: the ZDR vendor names.
 */
export function setAcmeCatalog(provider: Record<string, unknown> = {}, vendors?: Record<string, string>): void {
  setCatalog(
    buildCatalog(
      {
        ...(vendors ? { vendors } : {}),
        providers: [{ id: "acme", name: "Acme", api: "openai", base_url: "http://127.0.0.1:9/v1", ...provider }],
        models: [
          {
            slug: "acme/fast",
            canonical_slug: "acme/fast-2026-01-01",
            name: "Fast",
            vendor: "acme",
            kind: "chat",
            context_length: 1000,
            endpoints: [{ provider: "acme", upstream_model: "fast", pricing: { prompt: "0", completion: "0" } }],
          },
        ],
      },
      "(test)",
      {},
    ),
  );
}
