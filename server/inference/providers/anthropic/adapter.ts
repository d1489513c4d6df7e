import type { ProviderAdapter } from "../types";
import { UpstreamError } from "../../../catalog/upstream-http";
import { anthropicChat, anthropicChatStream, anthropicCountTokens } from "./chat";

/** Anthropic-format providers: Messages pass through (./chat.ts); there is no embeddings endpoint. */
export const anthropicAdapter: ProviderAdapter = {
  async embed(endpoint) {
    throw new UpstreamError("http", endpoint.provider.id, 400, "the anthropic API has no embeddings endpoint");
  },
  chat: anthropicChat,
  chatStream: anthropicChatStream,
  countTokens: anthropicCountTokens,
};
