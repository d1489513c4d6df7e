import type { ProviderConfig } from "../../catalog/catalog";
import { anthropicAdapter } from "./anthropic/adapter";
import { azureOpenAiAdapter } from "./azure-openai/adapter";
import { bedrockAdapter } from "./bedrock/adapter";
import { geminiAdapter } from "./gemini/adapter";
import { localAdapter } from "./local/adapter";
import { openAiAdapter } from "./openai-compatible/adapter";
import type { ProviderAdapter } from "./types";
import { vertexAdapter } from "./vertex/adapter";

const ADAPTERS: Record<ProviderConfig["api"], ProviderAdapter> = {
  openai: openAiAdapter,
  anthropic: anthropicAdapter,
  local: localAdapter,
  "azure-openai": azureOpenAiAdapter,
  bedrock: bedrockAdapter,
  vertex: vertexAdapter,
  gemini: geminiAdapter,
};

/** The adapter for a provider's API kind: data picks the code, no provider-specific `if` in shared code. */
export function adapterFor(p: ProviderConfig): ProviderAdapter {
  return ADAPTERS[p.api];
}
