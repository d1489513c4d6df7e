import type { MessagesResponse, StreamEvent } from "./schemas";

/** Token accounting for one answer, from the final usage when there is one, else counted from what streamed. */
export class Usage {
  private input = 0;
  private output: number | null = null;
  private streamedChars = 0;

  /** inputEstimate: used when the upstream never reported input tokens (an aborted OpenAI-format stream). */
  constructor(private readonly inputEstimate = 0) {}

  static fromResponse(res: MessagesResponse): Usage {
    const u = new Usage();
    u.input = (res.usage.input_tokens ?? 0) + (res.usage.cache_read_input_tokens ?? 0) + (res.usage.cache_creation_input_tokens ?? 0);
    u.output = res.usage.output_tokens ?? 0;
    return u;
  }

  track(ev: StreamEvent): void {
    if (ev.type === "message_start") {
      const usage = ev.message.usage;
      this.input = (usage.input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0);
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
        this.input = usage.input_tokens + (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0);
      }
    }
  }

  inputTokens(): number {
    return this.input || this.inputEstimate;
  }

  /** The upstream's count when it gave one; otherwise ~4 characters per token of what was streamed. */
  outputTokens(): number {
    return this.output ?? Math.ceil(this.streamedChars / 4);
  }
}

/** What an answer costs on an endpoint (USD): the ledger's figure, and the one OpenAI-format usage reports. */
export function costOf(e: { pricing: { prompt: number; completion: number; request: number } }, usage: Usage): number {
  return usage.inputTokens() * e.pricing.prompt + usage.outputTokens() * e.pricing.completion + e.pricing.request;
}
