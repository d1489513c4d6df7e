import type { Endpoint, ProviderConfig } from "../../../catalog/catalog";
import { openAiEmbedVia } from "../openai-compatible/adapter";
import { openAiChatVia, type OpenAiTarget } from "../openai-compatible/chat";
import { openAiChatStreamVia } from "../openai-compatible/chat-stream";
import type { ProviderAdapter } from "../types";
import { entraTokenSource } from "./entra";

/**
 * Azure OpenAI: the OpenAI chat and embeddings wire format (the openai-compatible translation),
 * with Azure's URLs and its `api-key` header. `api_version` "v1" selects the v1 API
 * (`/openai/v1/chat/completions`, the deployment as `model`, no api-version); any other version
 * the deployments paths (`/openai/deployments/{deployment}/chat/completions?api-version=…`).
 * Auth: the `api-key` header, or a Microsoft Entra ID token as Bearer (./entra.ts).
 */

/** A current GA data-plane version (operator contract: the default when api_version is unset). */
export const AZURE_DEFAULT_API_VERSION = "2024-10-21";

export function azureUrl(p: ProviderConfig, path: "/chat/completions" | "/embeddings", deployment: string): string {
  const base = (p.base_url ?? "").replace(/\/+$/, "").replace(/\/openai(\/v1)?$/, "");
  const version = p.api_version ?? AZURE_DEFAULT_API_VERSION;
  if (version === "v1") return `${base}/openai/v1${path}`;
  return `${base}/openai/deployments/${encodeURIComponent(deployment)}${path}?api-version=${encodeURIComponent(version)}`;
}

export const azureTarget: OpenAiTarget = {
  url: (path, endpoint: Endpoint) => azureUrl(endpoint.provider, path, endpoint.upstreamModel),
  headers: async (p): Promise<Record<string, string>> => {
    if (p.apiKey) return { "api-key": p.apiKey };
    if (p.entra_token_file || p.entra_token_command) return { authorization: `Bearer ${await entraTokenSource(p).token()}` };
    return {};
  },
};

export const azureOpenAiAdapter: ProviderAdapter = {
  embed: (endpoint, req, signal) => openAiEmbedVia(azureTarget, endpoint, req, signal),
  chat: (endpoint, req, signal) => openAiChatVia(azureTarget, endpoint, req, signal),
  chatStream: (endpoint, req, signal) => openAiChatStreamVia(azureTarget, endpoint, req, signal),
};
