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
 * A stream read from an undici response body, item by item as its bytes arrive: `close()`
 * destroys the body, which aborts the upstream request (and ends a read that is waiting for
 * bytes). A read error becomes an UpstreamError (streamFailure) unless the request was aborted.
 */
export abstract class BodySource<T> {
  private closed = false;

  constructor(
    protected readonly provider: ProviderConfig,
    private readonly res: UpstreamResponse,
    private readonly signal: AbortSignal,
  ) {}

  /** The items completed by one chunk of bytes. */
  protected abstract push(chunk: Uint8Array): Iterable<T>;

  /** The items left once the body ends (or a throw if it ended inside one). */
  protected abstract end(): Iterable<T>;

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.res.body.destroy();
  }

  protected async *read(): AsyncGenerator<T, void, undefined> {
    try {
      for await (const chunk of this.res.body) {
        if (this.closed) return;
        yield* this.push(chunk);
      }
      yield* this.end();
    } catch (err) {
      if (this.closed) return;
      if (this.signal.aborted) throw err;
      throw streamFailure(this.provider, err);
    } finally {
      this.close();
    }
  }
}

/** The shared SSE reader (eventsource-parser): `events()` yields each event as its bytes arrive. */
export class SseSource extends BodySource<SseMessage> {
  private readonly queue: SseMessage[] = [];
  private readonly parser = createParser({ onEvent: (e) => this.queue.push({ event: e.event ?? null, data: e.data }) });
  private readonly decoder = new TextDecoder();

  events(): AsyncGenerator<SseMessage, void, undefined> {
    return this.read();
  }

  protected push(chunk: Uint8Array): SseMessage[] {
    this.parser.feed(this.decoder.decode(chunk, { stream: true }));
    return this.queue.splice(0);
  }

  protected end(): SseMessage[] {
    this.parser.feed(this.decoder.decode());
    return this.queue.splice(0);
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
