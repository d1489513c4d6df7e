import client from "prom-client";
import { outboundRefusals } from "../net/guarded";
import { exportStats } from "./export-stats";

/**
 * The process's Prometheus metrics (GET /metrics, issue 16). Hot-path updates are plain number
 * increments (requests, cache lookups) or one cached histogram child per provider; everything is
 * turned into prom-client metrics when scraped. Gauges of queues (ledger, I/O log, span export)
 * are read at scrape time from their owners. Other modules call the small functions below;
 * nothing here imports the services, so any module (the OpenTelemetry exporter too) can.
 *
 * The state lives on globalThis: under `npm start` the lean server and Next's bundle load this
 * module twice, and both must count into one registry.
 */
type Route = "messages" | "chat" | "embeddings" | (string & {});
export type CacheName = "key" | "guardrail_policy" | "workspace";

interface Sources {
  ledger?: () => { pending: number; retries: number; deadLetters: number; accepting: boolean };
  ioLog?: () => { pending: number; dropped: number; written: number };
}

interface State {
  registry: client.Registry;
  requests: Map<Route, Record<number, number>>;
  errors: Map<Route, Record<number, number>>;
  caches: Record<CacheName, { hit: number; miss: number }>;
  upstream: Map<string, HistogramChild>;
  exportQueueDepth: number;
  droppedSpans: number;
  sources: Sources;
}

/** Upstream latency buckets, seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * One label set of the upstream latency histogram: plain numbers (prom-client's own observe
 * hashes its labels on every call: ~10x the cost), turned into the exposition when scraped.
 */
interface HistogramChild {
  provider: string;
  outcome: "ok" | "error";
  counts: number[];
  sum: number;
  count: number;
}

function upstreamHistogram(s: { upstream: Map<string, HistogramChild> }) {
  const name = "gateway_upstream_latency_seconds";
  const help = "Latency of each upstream attempt (to the answer, or to the first event of a stream), by provider and outcome (ok | error)";
  return {
    name,
    help,
    type: "histogram",
    aggregator: "sum",
    reset() {
      s.upstream.clear();
    },
    get() {
      const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> = [];
      for (const c of s.upstream.values()) {
        const labels = { provider: c.provider, outcome: c.outcome };
        let acc = 0;
        BUCKETS.forEach((le, i) => {
          acc += c.counts[i];
          values.push({ metricName: `${name}_bucket`, labels: { ...labels, le }, value: acc });
        });
        values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: "+Inf" }, value: c.count });
        values.push({ metricName: `${name}_sum`, labels, value: c.sum });
        values.push({ metricName: `${name}_count`, labels, value: c.count });
      }
      return { name, help, type: "histogram", values, aggregator: "sum" };
    },
  };
}

const KEY = Symbol.for("switchyard.metrics");
type Holder = { [KEY]?: State };

function create(): State {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const s: State = {
    registry,
    requests: new Map(),
    errors: new Map(),
    caches: { key: { hit: 0, miss: 0 }, guardrail_policy: { hit: 0, miss: 0 }, workspace: { hit: 0, miss: 0 } },
    upstream: new Map(),
    exportQueueDepth: 0,
    droppedSpans: 0,
    sources: {},
  };
  registry.registerMetric(upstreamHistogram(s) as unknown as client.Metric);
  const byRouteStatus = (m: Map<Route, Record<number, number>>, c: client.Counter<"route" | "status">) => {
    c.reset();
    for (const [route, statuses] of m) for (const [status, n] of Object.entries(statuses)) c.inc({ route, status }, n);
  };
  new client.Counter({
    name: "gateway_requests_total",
    help: "Inference requests answered, by route and HTTP status",
    labelNames: ["route", "status"] as const,
    registers: [registry],
    collect() {
      byRouteStatus(s.requests, this);
    },
  });
  new client.Counter({
    name: "gateway_request_errors_total",
    help: "Inference requests answered with an error (HTTP status >= 400, or a stream that failed after its first byte: status 200), by route and status",
    labelNames: ["route", "status"] as const,
    registers: [registry],
    collect() {
      byRouteStatus(s.errors, this);
    },
  });
  new client.Counter({
    name: "gateway_cache_lookups_total",
    help: "In-memory cache lookups on the inference path, by cache (key, guardrail_policy, workspace) and result (hit | miss)",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, c] of Object.entries(s.caches)) {
        this.inc({ cache, result: "hit" }, c.hit);
        this.inc({ cache, result: "miss" }, c.miss);
      }
    },
  });
  new client.Gauge({
    name: "gateway_cache_hit_ratio",
    help: "Hits / lookups of each in-memory cache since start (NaN before the first lookup)",
    labelNames: ["cache"] as const,
    registers: [registry],
    collect() {
      for (const [cache, c] of Object.entries(s.caches)) this.set({ cache }, c.hit / (c.hit + c.miss));
    },
  });
  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const v = read();
        if (v !== undefined) this.set(v);
      },
    });
  gauge("gateway_ledger_queue_depth", "Usage rows queued for the ledger (journaled, not yet written)", () => s.sources.ledger?.().pending);
  gauge("gateway_ledger_accepting", "1 while the ledger takes new requests, 0 while inference answers 503 (queue full or journal failing)", () => {
    const l = s.sources.ledger?.();
    return l ? Number(l.accepting) : undefined;
  });
  gauge("gateway_ledger_retries_total", "Ledger batch writes that failed transiently and were retried (since start)", () => s.sources.ledger?.().retries);
  gauge("gateway_ledger_dead_letters_total", "Usage rows this process moved to usage_dead_letters (since start)", () => s.sources.ledger?.().deadLetters);
  gauge("gateway_io_log_queue_depth", "I/O log records queued (bodies kept by I/O logging, not yet written)", () => s.sources.ioLog?.().pending);
  gauge("gateway_io_log_dropped_total", "I/O log records dropped (queue full or refused repeatedly) since start", () => s.sources.ioLog?.().dropped);
  gauge("gateway_export_queue_depth", "Spans held by the OpenTelemetry broadcast (queued or being sent)", () => s.exportQueueDepth + exportStats().pending);
  gauge("gateway_export_dropped_spans_total", "Spans dropped past a destination's bounded queue since start", () => s.droppedSpans + exportStats().dropped);
  gauge("gateway_export_exported_spans_total", "Spans a broadcast destination acknowledged since start", () => exportStats().exported);
  gauge("gateway_export_failed_spans_total", "Spans whose export failed after the exporter's retries since start", () => exportStats().failed);
  gauge("gateway_outbound_refused_total", "Outbound connections to admin-chosen URLs refused by the address rule (GATEWAY_ALLOW_PRIVATE_NETWORKS) since start", () => outboundRefusals());
  return s;
}

function state(): State {
  const h = globalThis as Holder;
  return (h[KEY] ??= create());
}

function bump(m: Map<Route, Record<number, number>>, route: Route, status: number): void {
  let r = m.get(route);
  if (!r) m.set(route, (r = {}));
  r[status] = (r[status] ?? 0) + 1;
}

/** One answered inference request (the status the client got). */
export function countRequest(route: Route, status: number): void {
  const s = state();
  bump(s.requests, route, status);
  if (status >= 400) bump(s.errors, route, status);
}

/** A stream that failed after its first byte (HTTP 200 already sent): an error of that route. */
export function countStreamError(route: Route): void {
  bump(state().errors, route, 200);
}

/** One upstream attempt's latency. */
export function observeUpstream(provider: string, ok: boolean, latencyMs: number): void {
  const s = state();
  const k = ok ? provider : `${provider}\u0000e`;
  let c = s.upstream.get(k);
  if (!c) s.upstream.set(k, (c = { provider, outcome: ok ? "ok" : "error", counts: BUCKETS.map(() => 0), sum: 0, count: 0 }));
  const v = latencyMs / 1000;
  let i = 0;
  while (i < BUCKETS.length && v > BUCKETS[i]) i++;
  if (i < BUCKETS.length) c.counts[i]++;
  c.sum += v;
  c.count++;
}

export function cacheHit(cache: CacheName): void {
  state().caches[cache].hit++;
}

export function cacheMiss(cache: CacheName): void {
  state().caches[cache].miss++;
}

/** For the span exporter (OpenTelemetry): spans waiting in its queue now. */
export function setExportQueueDepth(n: number): void {
  state().exportQueueDepth = n;
}

/** For the span exporter: `n` spans dropped (queue full, or failed for good). */
export function countDroppedSpans(n = 1): void {
  state().droppedSpans += n;
}

/** Queues read at scrape time (registered by their owners' modules: no import cycle here). */
export function registerMetricSource<K extends keyof Sources>(name: K, read: NonNullable<Sources[K]>): void {
  state().sources[name] = read;
}

/** The Prometheus text exposition of every metric. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const r = state().registry;
  return { contentType: r.contentType, body: await r.metrics() };
}

/** Tests: forget every count (the registry stays). */
export function resetMetricsForTests(): void {
  const s = state();
  s.requests.clear();
  s.errors.clear();
  for (const c of Object.values(s.caches)) c.hit = c.miss = 0;
  s.upstream.clear();
  s.exportQueueDepth = 0;
  s.droppedSpans = 0;
}
