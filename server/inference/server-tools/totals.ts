import type { Endpoint } from "../../catalog/catalog";
import type { MessagesUsage } from "../messages/schemas";
import { costOf, Usage } from "../messages/usage";
import { type GatewayToolType, serverToolUsage } from "./tools";

/** The sums of a loop's steps: tokens, cost (each step's ledger figure) and gateway tool calls. */
export class LoopTotals {
  input = 0;
  output = 0;
  cost = 0;
  private cacheRead = 0;
  private cacheWrite = 0;
  private readonly calls = new Map<GatewayToolType, number>();
  private priced: Endpoint | null = null;

  add(endpoint: Endpoint, usage: Usage, reported: Pick<MessagesUsage, "cache_read_input_tokens" | "cache_creation_input_tokens">): void {
    this.input += usage.inputTokens();
    this.output += usage.outputTokens();
    this.cacheRead += reported.cache_read_input_tokens ?? 0;
    this.cacheWrite += reported.cache_creation_input_tokens ?? 0;
    this.cost += costOf(endpoint, usage);
    this.pricedEndpoint(endpoint).pricing.request = this.cost;
  }

  countCall(t: GatewayToolType): void {
    this.calls.set(t, (this.calls.get(t) ?? 0) + 1);
  }

  /**
   * The first step's endpoint, priced so that any one answer on it costs what all steps cost:
   * the client formats (chat usage.cost) compute a cost from an endpoint and a usage.
   */
  pricedEndpoint(first?: Endpoint | null): Endpoint {
    if (!this.priced) {
      if (!first) throw new Error("no step has answered yet");
      this.priced = { ...first, pricing: { prompt: 0, completion: 0, image: 0, request: this.cost, inputCacheRead: 0, inputCacheWrite: 0 } };
    }
    return this.priced;
  }

  /** A live Usage whose counts are the sums (what the client formats read). */
  usage(): Usage {
    return new SummedUsage(this);
  }

  messagesUsage(): MessagesUsage {
    return {
      input_tokens: Math.max(0, this.input - this.cacheRead - this.cacheWrite),
      output_tokens: this.output,
      cache_creation_input_tokens: this.cacheWrite,
      cache_read_input_tokens: this.cacheRead,
      server_tool_use: serverToolUsage(this.calls),
    };
  }
}

class SummedUsage extends Usage {
  constructor(private readonly t: LoopTotals) {
    super();
  }
  override inputTokens(): number {
    return this.t.input;
  }
  override outputTokens(): number {
    return this.t.output;
  }
}
