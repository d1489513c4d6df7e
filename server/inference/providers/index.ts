import type { ProviderConfig } from "../catalog";
import { anthropicAdapter } from "./anthropic/adapter";
import { localAdapter } from "./local/adapter";
import { openAiAdapter } from "./openai-compatible/adapter";
import type { ProviderAdapter } from "./types";

const ADAPTERS: Record<ProviderConfig["api"], ProviderAdapter> = {
  openai: openAiAdapter,
  anthropic: anthropicAdapter,
  local: localAdapter,
};

/** The adapter for a provider's API kind: data picks the code, no provider-specific `if` in shared code. */
export function adapterFor(p: ProviderConfig): ProviderAdapter {
  return ADAPTERS[p.api];
}
