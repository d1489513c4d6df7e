import type { AppError } from "../../errors/app-error";
import type { Endpoint } from "../../catalog/catalog";
import type { StopReason, StreamEvent } from "./schemas";
import type { Usage } from "./usage";
import type { StreamEncoder } from "./wire";

/**
 * What an encoder of Messages stream events into another wire format keeps across the stream:
 * the answer's head, the cached input tokens, the stop reason and the gateway metadata that
 * message_delta brings.
 */
export abstract class AnswerStreamEncoder<Head> implements StreamEncoder {
  protected stop: StopReason | null = null;
  protected cached = 0;
  protected metadata: Record<string, unknown> | null = null;

  constructor(
    protected readonly head: Head,
    protected readonly endpoint: Endpoint,
    protected readonly usage: Usage,
  ) {}

  abstract event(ev: StreamEvent, metadata: Record<string, unknown> | null): string;
  abstract error(app: AppError): string;

  /** message_start: the cached input tokens it reports. */
  protected noteStart(ev: Extract<StreamEvent, { type: "message_start" }>): void {
    this.cached = ev.message.usage.cache_read_input_tokens ?? 0;
  }

  /** message_delta: the stop reason, cached tokens when it reports them, and the metadata. */
  protected noteDelta(ev: Extract<StreamEvent, { type: "message_delta" }>, metadata: Record<string, unknown> | null): void {
    this.stop = ev.delta.stop_reason;
    if (ev.usage?.cache_read_input_tokens != null) this.cached = ev.usage.cache_read_input_tokens;
    if (metadata) this.metadata = metadata;
  }
}
