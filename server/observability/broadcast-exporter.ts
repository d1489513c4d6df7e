import { type ExportResult, ExportResultCode } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { BatchSpanProcessor, type ReadableSpan, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import { guardedNodeAgentOptions, refusedUrlLiteral } from "../net/guarded";
import { countDropped, countQueued, countSettled } from "./export-stats";

/**
 * One OpenTelemetry pipeline per broadcast destination: the SDK's BatchSpanProcessor in front of
 * its OTLP/HTTP (JSON) exporter, which retries 429/502/503/504 and network errors with
 * exponential backoff within `exportTimeoutMillis`. Pipelines are cached by destination (a
 * changed destination gets a new one; the old one flushes and shuts down), at most
 * `maxPipelines` (least recently used evicted).
 *
 * The queue is bounded: a destination holds at most `maxQueueSize` spans, queued or being
 * sent. A request whose spans do not fit is dropped whole (counted in export-stats). The
 * processor's own bound is the same number, so it never drops behind our back (it cannot count).
 */
export interface BroadcastOptions {
  maxQueueSize: number;
  maxExportBatchSize: number;
  scheduledDelayMillis: number;
  /** The exporter's deadline for one batch, retries included. */
  exportTimeoutMillis: number;
  maxPipelines: number;
}

export const DEFAULT_BROADCAST_OPTIONS: BroadcastOptions = {
  maxQueueSize: 2048,
  maxExportBatchSize: 512,
  scheduledDelayMillis: 1000,
  exportTimeoutMillis: 10_000,
  maxPipelines: 256,
};

let options: BroadcastOptions = DEFAULT_BROADCAST_OPTIONS;

export interface Destination {
  id: string;
  endpoint: string;
  headers: Record<string, string>;
  samplingRate: number;
  /** Changes whenever the destination does (its updated_at): a new version gets a new pipeline. */
  version: string;
}

class Pipeline {
  pending = 0;
  readonly processor: BatchSpanProcessor;

  constructor(readonly version: string, exporter: SpanExporter) {
    this.processor = new BatchSpanProcessor(new CountingExporter(exporter, this), {
      maxQueueSize: options.maxQueueSize,
      maxExportBatchSize: Math.min(options.maxExportBatchSize, options.maxQueueSize),
      scheduledDelayMillis: options.scheduledDelayMillis,
      exportTimeoutMillis: options.exportTimeoutMillis + 5_000,
    });
  }

  offer(spans: ReadableSpan[]): boolean {
    if (this.pending + spans.length > options.maxQueueSize) {
      countDropped(spans.length);
      return false;
    }
    this.pending += spans.length;
    countQueued(spans.length);
    for (const s of spans) this.processor.onEnd(s);
    return true;
  }
}

/** Counts what each export settles (exported or failed) and frees its room in the bound. */
class CountingExporter implements SpanExporter {
  constructor(
    private readonly inner: SpanExporter,
    private readonly pipe: Pipeline,
  ) {}

  export(spans: ReadableSpan[], done: (r: ExportResult) => void): void {
    let settled = false;
    const settle = (r: ExportResult) => {
      if (settled) return;
      settled = true;
      this.pipe.pending -= spans.length;
      countSettled(spans.length, r.code === ExportResultCode.SUCCESS);
      done(r);
    };
    try {
      this.inner.export(spans, settle);
    } catch (err) {
      settle({ code: ExportResultCode.FAILED, error: err instanceof Error ? err : new Error(String(err)) });
    }
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

const pipelines = new Map<string, Pipeline>();

/** An exporter whose destination the outbound rule refuses: every batch fails at once (counted as failed). */
class RefusedExporter implements SpanExporter {
  constructor(private readonly error: Error) {}
  export(_spans: ReadableSpan[], done: (r: ExportResult) => void): void {
    done({ code: ExportResultCode.FAILED, error: this.error });
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The OTLP/HTTP exporter of a destination, through the outbound rule (server/net/guarded.ts):
 * its node:http agent judges every address the endpoint's name resolves to when it connects
 * (refusals counted in /metrics and logged there), and an IP-literal endpoint is judged here.
 * node:http follows no redirect.
 */
export function otlpExporter(d: Pick<Destination, "endpoint" | "headers">, timeoutMillis: number): SpanExporter {
  const refused = refusedUrlLiteral(d.endpoint);
  if (refused) return new RefusedExporter(refused);
  return new OTLPTraceExporter({
    url: d.endpoint,
    headers: { ...d.headers },
    timeoutMillis,
    httpAgentOptions: guardedNodeAgentOptions(),
  });
}

function pipelineOf(d: Destination): Pipeline {
  let p = pipelines.get(d.id);
  if (p && p.version === d.version) {
    // Most recently used last (Map keeps insertion order).
    pipelines.delete(d.id);
    pipelines.set(d.id, p);
    return p;
  }
  if (p) retire(d.id, p);
  p = new Pipeline(d.version, otlpExporter(d, options.exportTimeoutMillis));
  pipelines.set(d.id, p);
  while (pipelines.size > options.maxPipelines) {
    const [oldest, pipe] = pipelines.entries().next().value as [string, Pipeline];
    retire(oldest, pipe);
  }
  return p;
}

function retire(id: string, p: Pipeline): void {
  pipelines.delete(id);
  // What it holds is still sent (flush), then its exporter closes; never awaited by a request.
  void p.processor.shutdown().catch(() => undefined);
}

/** Hand a request's spans to a destination's pipeline: false when its queue is full (dropped, counted). */
export function enqueueSpans(d: Destination, spans: ReadableSpan[]): boolean {
  return pipelineOf(d).offer(spans);
}

/** Send what every pipeline holds now (tests; shutdown). */
export async function flushBroadcast(): Promise<void> {
  await Promise.all([...pipelines.values()].map((p) => p.processor.forceFlush().catch(() => undefined)));
}

/** Flush and close every pipeline (SIGTERM; tests). */
export async function shutdownBroadcast(): Promise<void> {
  const all = [...pipelines.entries()];
  pipelines.clear();
  await Promise.all(all.map(([, p]) => p.processor.shutdown().catch(() => undefined)));
}

/** Change the pipelines' settings (tests; bench). Existing pipelines are closed first. */
export async function configureBroadcast(o: Partial<BroadcastOptions>): Promise<void> {
  await shutdownBroadcast();
  options = { ...DEFAULT_BROADCAST_OPTIONS, ...o };
}
