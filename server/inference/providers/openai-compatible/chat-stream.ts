import { z } from "zod";
import type { Endpoint } from "../../../catalog/catalog";
import type { MessagesRequest, StreamEvent } from "../../messages/schemas";
import { postJson, postTo, UpstreamError, type UpstreamResponse } from "../../../catalog/upstream-http";
import { closeable, type SseMessage, SseSource } from "../sse";
import { newMessageId, newToolUseId, oaUsage, type OaUsage, openAiHeaders, type OpenAiTarget, stopFrom, toChatCompletions, usageFrom } from "./chat";

/**
 * Chat Completions chunks -> Anthropic stream events, one chunk at a time (nothing is buffered
 * beyond the current chunk): message_start and ping up front; thinking, text and tool_use blocks
 * opened as their first delta arrives and closed when another kind starts or the choice finishes;
 * then message_delta (stop_reason, usage of the final usage chunk) and message_stop.
 */

const chunkSchema = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        delta: z
          .looseObject({
            content: z.string().nullish(),
            reasoning: z.string().nullish(),
            reasoning_content: z.string().nullish(),
            refusal: z.string().nullish(),
            tool_calls: z
              .array(
                z.looseObject({
                  index: z.number().int().nonnegative().optional(),
                  id: z.string().nullish(),
                  function: z.looseObject({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
        stop_reason: z.union([z.string(), z.number()]).nullish(),
      }),
    )
    .nullish(),
  usage: oaUsage.nullish(),
  error: z.looseObject({ message: z.string().optional() }).nullish(),
});
type Chunk = z.infer<typeof chunkSchema>;

export interface StreamOptions {
  /** Provider id, for errors. */
  provider: string;
  /** The gateway's model slug. */
  model: string;
  stopSequences?: string[];
  /** Message id (default: a fresh `msg_...`). */
  id?: string;
}

class Translator {
  private next = 0;
  private open: { kind: "text" | "thinking" | "tool"; index: number } | null = null;
  /** OpenAI tool call index -> Anthropic block index. */
  private tools = new Map<number, number>();
  private refusal = "";
  private chars = 0;
  finish: string | null = null;
  private matched: string | number | null = null;
  private usage: OaUsage | null = null;

  constructor(private readonly o: StreamOptions) {}

  start(): StreamEvent[] {
    const usage = { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    const message = { id: this.o.id ?? newMessageId(), type: "message" as const, role: "assistant" as const, model: this.o.model, content: [], stop_reason: null, stop_sequence: null, usage };
    return [{ type: "message_start", message }, { type: "ping" }];
  }

  private close(): StreamEvent[] {
    if (!this.open) return [];
    const index = this.open.index;
    this.open = null;
    return [{ type: "content_block_stop", index }];
  }

  private begin(kind: "text" | "thinking" | "tool", block: Extract<StreamEvent, { type: "content_block_start" }>["content_block"]): StreamEvent[] {
    const out = this.close();
    const index = this.next++;
    this.open = { kind, index };
    out.push({ type: "content_block_start", index, content_block: block });
    return out;
  }

  chunk(c: Chunk): StreamEvent[] {
    if (c.error) throw new UpstreamError("protocol", this.o.provider, null, `upstream stream error: ${c.error.message ?? "unknown"}`);
    if (c.usage) this.usage = c.usage;
    const choice = c.choices?.[0];
    if (!choice) return [];
    const out: StreamEvent[] = [];
    const d = choice.delta;
    const thinking = d?.reasoning_content || d?.reasoning;
    if (thinking) {
      if (this.open?.kind !== "thinking") out.push(...this.begin("thinking", { type: "thinking", thinking: "", signature: "" }));
      out.push({ type: "content_block_delta", index: this.next - 1, delta: { type: "thinking_delta", thinking } });
      this.chars += thinking.length;
    }
    if (d?.content) {
      if (this.open?.kind !== "text") out.push(...this.begin("text", { type: "text", text: "" }));
      out.push({ type: "content_block_delta", index: this.next - 1, delta: { type: "text_delta", text: d.content } });
      this.chars += d.content.length;
    }
    if (d?.refusal) this.refusal += d.refusal;
    for (const tc of d?.tool_calls ?? []) {
      const key = tc.index ?? 0;
      let index = this.tools.get(key);
      if (index === undefined) {
        out.push(...this.begin("tool", { type: "tool_use", id: tc.id || newToolUseId(), name: tc.function?.name ?? "", input: {} }));
        index = this.next - 1;
        this.tools.set(key, index);
      }
      const args = tc.function?.arguments;
      if (args) {
        out.push({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: args } });
        this.chars += args.length;
      }
    }
    if (choice.finish_reason) {
      this.finish = choice.finish_reason;
      this.matched = choice.stop_reason ?? null;
      out.push(...this.close());
    }
    return out;
  }

  end(): StreamEvent[] {
    const out = this.close();
    if (this.refusal) {
      const index = this.next++;
      out.push({ type: "content_block_start", index, content_block: { type: "refusal", category: null, explanation: this.refusal } }, { type: "content_block_stop", index });
    }
    const u = usageFrom(this.usage);
    const usage = this.usage
      ? { output_tokens: u.output_tokens, input_tokens: u.input_tokens, cache_read_input_tokens: u.cache_read_input_tokens, cache_creation_input_tokens: 0 }
      : { output_tokens: Math.ceil(this.chars / 4) };
    out.push({ type: "message_delta", delta: stopFrom(this.finish, this.matched, this.o.stopSequences, this.refusal !== ""), usage }, { type: "message_stop" });
    return out;
  }
}

/**
 * Translate an OpenAI SSE stream. The answer ends at `data: [DONE]` (or at the end of the body
 * once a finish_reason was seen); an end before any finish_reason, unparsable data or an error
 * chunk throw an UpstreamError.
 */
export async function* openAiStreamToAnthropic(source: AsyncIterable<SseMessage>, o: StreamOptions): AsyncGenerator<StreamEvent, void, undefined> {
  const t = new Translator(o);
  yield* t.start();
  let ended = false;
  for await (const m of source) {
    if (ended) continue; // drain: the body ends by itself
    if (m.data.trim() === "[DONE]") {
      if (t.finish === null) throw new UpstreamError("protocol", o.provider, null, "upstream stream ended without a finish_reason");
      ended = true;
      yield* t.end();
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(m.data);
    } catch {
      throw new UpstreamError("protocol", o.provider, null, `upstream sent unparsable stream data: ${m.data.slice(0, 100)}`);
    }
    const c = chunkSchema.safeParse(data);
    if (!c.success) throw new UpstreamError("protocol", o.provider, null, "upstream stream chunk is malformed");
    yield* t.chunk(c.data);
  }
  if (ended) return;
  if (t.finish === null) throw new UpstreamError("protocol", o.provider, null, "upstream stream ended before the answer finished");
  yield* t.end();
}

export async function openAiChatStream(endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>> {
  const p = endpoint.provider;
  return streamOf(endpoint, req, await postJson(p, "/chat/completions", toChatCompletions(endpoint, req, true), openAiHeaders(p), signal), signal);
}

/** openAiChatStream through another URL and auth (the same translation). */
export async function openAiChatStreamVia(target: OpenAiTarget, endpoint: Endpoint, req: MessagesRequest, signal: AbortSignal): Promise<AsyncIterable<StreamEvent>> {
  const p = endpoint.provider;
  const body = JSON.stringify(toChatCompletions(endpoint, req, true));
  return streamOf(endpoint, req, await postTo(p, target.url("/chat/completions", endpoint), body, await target.headers(p), signal), signal);
}

function streamOf(endpoint: Endpoint, req: MessagesRequest, res: UpstreamResponse, signal: AbortSignal): AsyncIterable<StreamEvent> {
  const p = endpoint.provider;
  const source = new SseSource(p, res, signal);
  const events = openAiStreamToAnthropic(source.events(), { provider: p.id, model: endpoint.model.slug, stopSequences: req.stop_sequences });
  return closeable(events, () => source.close());
}
