import { z } from "zod";
import { postForJson, UpstreamError } from "../../upstream-http";
import type { ProviderAdapter } from "../types";
import { openAiChat, openAiHeaders } from "./chat";
import { openAiChatStream } from "./chat-stream";

/** Any OpenAI-compatible host (OpenAI, vLLM, Ollama, ...): base URL + bearer key + the shared wire format. */
export { openAiHeaders };

const embeddingsResponse = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.union([z.array(z.number()), z.string()]) })),
  usage: z.object({ prompt_tokens: z.number().int().nonnegative() }).partial().optional(),
});

function decodeBase64(s: string): number[] {
  const buf = Buffer.from(s, "base64");
  return Array.from(new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + (buf.byteLength & ~3))));
}

export const openAiAdapter: ProviderAdapter = {
  async embed(endpoint, req, signal) {
    const p = endpoint.provider;
    const res = await postForJson(
      p,
      "/embeddings",
      {
        model: endpoint.upstreamModel,
        input: req.inputs.items,
        encoding_format: "float",
        ...(req.dimensions !== undefined ? { dimensions: req.dimensions } : {}),
        ...(req.inputType !== undefined ? { input_type: req.inputType } : {}),
        ...(req.user !== undefined ? { user: req.user } : {}),
      },
      openAiHeaders(p),
      signal,
    );
    const parsed = embeddingsResponse.safeParse(res.body);
    if (!parsed.success || parsed.data.data.length !== req.inputs.items.length) {
      throw new UpstreamError("protocol", p.id, res.status, "upstream embeddings response is malformed");
    }
    const vectors = [...parsed.data.data]
      .sort((a, b) => a.index - b.index)
      .map((d) => (typeof d.embedding === "string" ? decodeBase64(d.embedding) : d.embedding));
    return { vectors, promptTokens: parsed.data.usage?.prompt_tokens ?? -1 };
  },
  /** Messages ⇄ Chat Completions (./chat.ts, ./chat-stream.ts). */
  chat: openAiChat,
  chatStream: openAiChatStream,
};
