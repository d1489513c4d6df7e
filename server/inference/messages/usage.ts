import type { MessagesResponse, StreamEvent } from "./schemas";

/** Token accounting for one answer, from the final usage when there is one, else counted from what streamed. */
export class Usage {
  private input = 0;
  /** Of `input`: tokens the upstream read from its prompt cache, and wrote to it (billed at their own prices). */
  private cacheRead = 0;
  private cacheWrite = 0;
  private output: number | null = null;
  private streamedChars = 0;

  /** inputEstimate: used when the upstream never reported input tokens (an aborted OpenAI-format stream). */
  constructor(private readonly inputEstimate = 0) {}

  static fromResponse(res: MessagesResponse): Usage {
    const u = new Usage();
    u.cacheRead = res.usage.cache_read_input_tokens ?? 0;
    u.cacheWrite = res.usage.cache_creation_input_tokens ?? 0;
    u.input = (res.usage.input_tokens ?? 0) + u.cacheRead + u.cacheWrite;
    u.output = res.usage.output_tokens ?? 0;
    return u;
  }

  track(ev: StreamEvent): void {
    if (ev.type === "message_start") {
      const usage = ev.message.usage;
      this.cacheRead = usage.cache_read_input_tokens ?? 0;
      this.cacheWrite = usage.cache_creation_input_tokens ?? 0;
      this.input = (usage.input_tokens ?? 0) + this.cacheRead + this.cacheWrite;
      if (usage.output_tokens) this.output = usage.output_tokens;
    } else if (ev.type === "content_block_delta") {
      const d = ev.delta;
      if (d.type === "text_delta") this.streamedChars += d.text.length;
      else if (d.type === "input_json_delta") this.streamedChars += d.partial_json.length;
      else if (d.type === "thinking_delta") this.streamedChars += d.thinking.length;
    } else if (ev.type === "message_delta") {
      const usage = ev.usage;
      if (usage?.output_tokens !== undefined && usage.output_tokens !== null) this.output = usage.output_tokens;
      if (usage?.input_tokens) {
        this.cacheRead = usage.cache_read_input_tokens ?? 0;
        this.cacheWrite = usage.cache_creation_input_tokens ?? 0;
        this.input = usage.input_tokens + this.cacheRead + this.cacheWrite;
      } else if (usage?.cache_read_input_tokens || usage?.cache_creation_input_tokens) {
        // A late cache report (OpenAI-format streams give usage only at the end): input_tokens may be absent.
        this.cacheRead = usage.cache_read_input_tokens ?? this.cacheRead;
        this.cacheWrite = usage.cache_creation_input_tokens ?? this.cacheWrite;
      }
    }
  }

  inputTokens(): number {
    return this.input || this.inputEstimate;
  }

  /** Input tokens read from the upstream's prompt cache (part of inputTokens()). */
  cacheReadTokens(): number {
    return Math.min(this.cacheRead, this.inputTokens());
  }

  /** Input tokens written to the upstream's prompt cache (part of inputTokens()). */
  cacheWriteTokens(): number {
    return Math.min(this.cacheWrite, this.inputTokens() - this.cacheReadTokens());
  }

  /** The upstream's count when it gave one; otherwise ~4 characters per token of what was streamed. */
  outputTokens(): number {
    return this.output ?? Math.ceil(this.streamedChars / 4);
  }
}

/**
 * What an answer costs on an endpoint (USD): the ledger's figure, and the one OpenAI-format usage
 * reports. Cache reads and writes the upstream reported are billed at the endpoint's cache prices
 * (issue 25; the prompt price where the catalog has none), the rest of the input at the prompt price.
 */
export function costOf(e: { pricing: { prompt: number; completion: number; request: number; inputCacheRead?: number; inputCacheWrite?: number } }, usage: Usage): number {
  const base = usage.inputTokens() * e.pricing.prompt + usage.outputTokens() * e.pricing.completion + e.pricing.request;
  // Cache tokens as a difference to the prompt price: 0 (the very same figure as before) where the cache prices are the prompt price.
  const read = usage.cacheReadTokens();
  const write = usage.cacheWriteTokens();
  const dRead = read && e.pricing.inputCacheRead !== undefined ? read * (e.pricing.inputCacheRead - e.pricing.prompt) : 0;
  const dWrite = write && e.pricing.inputCacheWrite !== undefined ? write * (e.pricing.inputCacheWrite - e.pricing.prompt) : 0;
  return dRead === 0 && dWrite === 0 ? base : base + dRead + dWrite;
}
