import { createParser } from "eventsource-parser";
import type { ProviderConfig } from "../../catalog/catalog";
import { connectionReason, UpstreamError, type UpstreamResponse } from "../../catalog/upstream-http";

/** One server-sent event: `event:` (null when absent) and the joined `data:` lines. */
export interface SseMessage {
  event: string | null;
  data: string;
}

/** A failure while reading an accepted stream, as an UpstreamError (retryable: not an HTTP status). */
export function streamFailure(provider: ProviderConfig, err: unknown): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const msg = err instanceof Error ? err.message : String(err);
  if (err instanceof Error && /timeout/i.test(`${err.name} ${msg}`)) {
    return new UpstreamError("timeout", provider.id, null, `upstream stream timed out: ${msg}`);
  }
  return new UpstreamError("connection", provider.id, null, `upstream stream broke: ${msg}`, null, connectionReason(err));
}

/**
 * The shared SSE reader over an undici response body (eventsource-parser). `events()` yields each
 * event as its bytes arrive; `close()` destroys the body, which aborts the upstream request (and
 * ends a read that is waiting for bytes).
 */
export class SseSource {
  private closed = false;

  constructor(
    private readonly provider: ProviderConfig,
    private readonly res: UpstreamResponse,
    private readonly signal: AbortSignal,
  ) {}

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.res.body.destroy();
  }

  async *events(): AsyncGenerator<SseMessage, void, undefined> {
    const queue: SseMessage[] = [];
    const parser = createParser({ onEvent: (e) => queue.push({ event: e.event ?? null, data: e.data }) });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of this.res.body) {
        if (this.closed) return;
        parser.feed(decoder.decode(chunk, { stream: true }));
        for (const m of queue.splice(0)) yield m;
      }
      parser.feed(decoder.decode());
      for (const m of queue.splice(0)) yield m;
    } catch (err) {
      if (this.closed) return;
      if (this.signal.aborted) throw err;
      throw streamFailure(this.provider, err);
    } finally {
      this.close();
    }
  }
}

/**
 * Wrap a stream generator so that closing it (return()) closes its source first — aborting the
 * upstream request even while a read is pending — and then finishes the generator.
 */
export function closeable<T>(gen: AsyncGenerator<T, void, undefined>, close: () => void): AsyncIterable<T> {
  let closing = false;
  const it: AsyncIterableIterator<T> = {
    // A read cut short by return() ends the sequence instead of failing it.
    next: () => gen.next().catch((err: unknown) => (closing ? { done: true as const, value: undefined } : Promise.reject(err))),
    async return(): Promise<IteratorResult<T>> {
      closing = true;
      close();
      await gen.return(undefined).catch(() => undefined);
      return { done: true, value: undefined };
    },
    async throw(err?: unknown): Promise<IteratorResult<T>> {
      closing = true;
      close();
      await gen.return(undefined).catch(() => undefined);
      throw err;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
