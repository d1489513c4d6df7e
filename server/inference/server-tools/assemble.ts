import type { MessagesUsage, ResponseContentBlock, StreamEvent } from "../messages/schemas";
import { parseArguments } from "../providers/openai-compatible/chat";

/**
 * One step's stream events → the step's content blocks (what the next step sends back as the
 * assistant turn, and what tells which tools it called), plus the cache token counts it reported.
 */
export class StepAssembler {
  private readonly content: ResponseContentBlock[] = [];
  private readonly json = new Map<number, string>();
  private cacheRead = 0;
  private cacheWrite = 0;

  event(ev: StreamEvent): void {
    switch (ev.type) {
      case "message_start":
        this.cacheRead = ev.message.usage.cache_read_input_tokens ?? 0;
        this.cacheWrite = ev.message.usage.cache_creation_input_tokens ?? 0;
        return;
      case "message_delta":
        if (ev.usage?.cache_read_input_tokens != null) this.cacheRead = ev.usage.cache_read_input_tokens;
        if (ev.usage?.cache_creation_input_tokens != null) this.cacheWrite = ev.usage.cache_creation_input_tokens;
        return;
      case "content_block_start":
        this.content[ev.index] = { ...ev.content_block };
        return;
      case "content_block_delta": {
        const b = this.content[ev.index];
        const d = ev.delta;
        if (!b) return;
        if (d.type === "text_delta" && b.type === "text") b.text += d.text;
        else if (d.type === "thinking_delta" && b.type === "thinking") b.thinking += d.thinking;
        else if (d.type === "signature_delta" && b.type === "thinking") b.signature = d.signature;
        else if (d.type === "citations_delta" && b.type === "text") b.citations = [...(b.citations ?? []), d.citation];
        else if (d.type === "input_json_delta") this.json.set(ev.index, (this.json.get(ev.index) ?? "") + d.partial_json);
        return;
      }
      case "content_block_stop": {
        const b = this.content[ev.index];
        const json = this.json.get(ev.index);
        if (b && json !== undefined && (b.type === "tool_use" || b.type === "server_tool_use")) b.input = parseArguments(json);
        return;
      }
      default:
        return;
    }
  }

  blocks(): ResponseContentBlock[] {
    return this.content.filter((b) => b !== undefined);
  }

  reportedUsage(): Pick<MessagesUsage, "cache_read_input_tokens" | "cache_creation_input_tokens"> {
    return { cache_read_input_tokens: this.cacheRead, cache_creation_input_tokens: this.cacheWrite };
  }
}
