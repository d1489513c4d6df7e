import type { ProviderAdapter } from "../types";
import { echoChat, echoChatStream } from "./chat";
import { estimateTokens, hashEmbed } from "./hash-embed";

/** The built-in `local` provider: no network. */
export const localAdapter: ProviderAdapter = {
  async embed(endpoint, req) {
    if (endpoint.upstreamModel !== "hash-embed") throw new Error(`local provider has no embedding model ${endpoint.upstreamModel}`);
    const dims = req.dimensions ?? endpoint.model.dimensions ?? 256;
    const items: Array<string | number[]> = req.inputs.items;
    return {
      vectors: items.map((i) => hashEmbed(i, dims)),
      promptTokens: items.reduce<number>((n, i) => n + (typeof i === "string" ? estimateTokens(i) : i.length), 0),
    };
  },
  /** `local/echo` (./chat.ts). */
  chat: (endpoint, req) => echoChat(endpoint, req),
  chatStream: echoChatStream,
};
