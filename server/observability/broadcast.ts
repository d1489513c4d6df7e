import type { Db } from "../db";
import { logger } from "../logger";
import { catalog } from "../catalog/catalog";
import type { UsageEntry } from "./usage-entry";
import type { Destination } from "./broadcast-exporter";
import { samplePoint } from "./sample-point";

/**
 * Broadcast (issue 16 item 2, spec 4.5 rule 3): every answered request of a workspace with
 * `is_observability_broadcast_enabled` is exported, as OpenTelemetry spans, to that workspace's
 * enabled destinations: the workspace the request ran in (the key's workspace at that time),
 * never one a key moved from.
 *
 * On the request's path: one cached lookup and, per destination, a sampling comparison. The
 * spans are built and queued in a setImmediate, after the response has been handed to the
 * socket; the export itself runs in the background (broadcast-exporter.ts) and never delays
 * an answer.
 */
interface WorkspaceBroadcast {
  enabled: boolean;
  destinations: Destination[];
}

const TTL_MS = 5_000;
const MAX_WORKSPACES = 10_000;
const OFF: WorkspaceBroadcast = { enabled: false, destinations: [] };

interface Entry {
  value: WorkspaceBroadcast;
  loadedAt: number;
  refreshing: boolean;
}

/**
 * One cache per process, on globalThis: the production server loads this module twice (the lean
 * inference path and Next's bundle, where the REST writes run), and a write must reach the
 * cache the inference path reads.
 */
const KEY = Symbol.for("switchyard.broadcastConfig");
/**
 * `epoch` is bumped by every invalidation: a load that began before one never writes its answer
 * to the cache (its read may predate the write that invalidated; a background refresh under
 * load used to put the old setting back for another TTL).
 */
type Holder = {
  [KEY]?: { cache: Map<string, Entry>; loading: Map<string, Promise<WorkspaceBroadcast>>; epoch: number; changes: Map<string, number> };
};
const shared = ((globalThis as Holder)[KEY] ??= { cache: new Map(), loading: new Map(), epoch: 0, changes: new Map() });
const cache = shared.cache;
const loading = shared.loading;

async function load(db: Db, workspaceId: string): Promise<WorkspaceBroadcast> {
  const ws = await db.workspace.findUnique({
    where: { id: workspaceId },
    select: {
      is_observability_broadcast_enabled: true,
      broadcast_destinations: {
        where: { enabled: true },
        select: { id: true, endpoint: true, headers: true, sampling_rate: true, created_at: true, updated_at: true },
        orderBy: { created_at: "asc" },
      },
    },
  });
  if (!ws || !ws.is_observability_broadcast_enabled || ws.broadcast_destinations.length === 0) return OFF;
  return {
    enabled: true,
    destinations: ws.broadcast_destinations.map((d) => ({
      id: d.id,
      endpoint: d.endpoint,
      headers: headersOf(d.headers),
      samplingRate: d.sampling_rate,
      version: (d.updated_at ?? d.created_at).toISOString(),
    })),
  };
}

export function headersOf(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === "object" && !Array.isArray(v)) {
    for (const [k, x] of Object.entries(v)) if (typeof x === "string") out[k] = x;
  }
  return out;
}

function fetchConfig(db: Db, workspaceId: string): Promise<WorkspaceBroadcast> {
  const inFlight = loading.get(workspaceId);
  if (inFlight) return inFlight;
  const epoch = shared.epoch;
  const p: Promise<WorkspaceBroadcast> = load(db, workspaceId)
    .then((value) => {
      if (shared.epoch !== epoch) return value; // invalidated meanwhile: not cached
      if (cache.size >= MAX_WORKSPACES && !cache.has(workspaceId)) cache.delete(cache.keys().next().value as string);
      cache.set(workspaceId, { value, loadedAt: Date.now(), refreshing: false });
      return value;
    })
    .finally(() => {
      if (loading.get(workspaceId) === p) loading.delete(workspaceId);
    });
  loading.set(workspaceId, p);
  return p;
}

/** The workspace's broadcast settings: from the cache when fresh (renewed in the background in the second half of its TTL), else a load. */
function configOf(db: Db, workspaceId: string): WorkspaceBroadcast | Promise<WorkspaceBroadcast> {
  const e = cache.get(workspaceId);
  const age = e ? Date.now() - e.loadedAt : Infinity;
  if (e && age < TTL_MS) {
    if (age > TTL_MS / 2 && !e.refreshing) {
      e.refreshing = true;
      fetchConfig(db, workspaceId).catch(() => {
        e.refreshing = false;
      });
    }
    return e.value;
  }
  return fetchConfig(db, workspaceId);
}

/** A destination or a workspace's broadcast setting changed (in this process; other instances follow within the TTL). */
export function invalidateBroadcastConfig(workspaceId: string): void {
  shared.epoch++;
  // Each workspace's last change, stamped with the epoch, for the decisions in flight (broadcastDecision);
  // bounded like the cache. A stamp only grows, so a reset can read as a change (a pending decision then
  // exports nothing, the safe side) but never hide one (a per-workspace count could return to its value).
  if (shared.changes.size >= MAX_WORKSPACES && !shared.changes.has(workspaceId)) shared.changes.clear();
  shared.changes.set(workspaceId, shared.epoch);
  cache.delete(workspaceId);
  loading.delete(workspaceId);
}

function operationOf(entry: UsageEntry): "chat" | "embeddings" {
  return catalog().bySlug.get(entry.model)?.kind === "embedding" ? "embeddings" : "chat";
}

function traceOf(body: unknown): Record<string, unknown> | null {
  const t = body && typeof body === "object" ? (body as { trace?: unknown }).trace : undefined;
  return t && typeof t === "object" && !Array.isArray(t) ? (t as Record<string, unknown>) : null;
}

interface Otel {
  requestSpans: typeof import("./broadcast-spans").requestSpans;
  enqueueSpans: typeof import("./broadcast-exporter").enqueueSpans;
  shutdownBroadcast: typeof import("./broadcast-exporter").shutdownBroadcast;
}
let otel: Otel | null = null;
let otelLoading: Promise<Otel> | null = null;

/**
 * OpenTelemetry (the span builder and the exporter, ~250 modules) loads with the first request a
 * destination takes: a gateway without broadcast destinations never loads it.
 */
function loadOtel(): Promise<Otel> {
  otelLoading ??= Promise.all([import("./broadcast-spans"), import("./broadcast-exporter")]).then(
    ([s, e]) => (otel = { requestSpans: s.requestSpans, enqueueSpans: e.enqueueSpans, shutdownBroadcast: e.shutdownBroadcast }),
  );
  return otelLoading;
}

/** Flush and close the broadcast pipelines, when OpenTelemetry was ever loaded (shutdown). */
export async function shutdownBroadcastPipelines(): Promise<void> {
  if (otelLoading) await (await otelLoading).shutdownBroadcast();
}

function exportTo(destinations: Destination[], entry: UsageEntry, body: unknown): void {
  const trace = traceOf(body);
  const rawTraceId = typeof trace?.trace_id === "string" ? trace.trace_id : undefined;
  const point = samplePoint(entry.requestId, rawTraceId);
  // Sampling first: a destination that does not take this request costs nothing more.
  const takers = destinations.filter((d) => point < d.samplingRate);
  if (takers.length === 0) return;
  const send = (o: Otel) => {
    try {
      const spans = o.requestSpans({ entry, trace, operation: operationOf(entry) });
      for (const d of takers) o.enqueueSpans(d, spans);
    } catch (err) {
      logger.warn({ err, requestId: entry.requestId }, "broadcast: could not build the request's spans");
    }
  };
  const loaded = otel;
  if (loaded) setImmediate(() => send(loaded));
  else
    loadOtel().then(
      (o) => setImmediate(() => send(o)),
      (err: unknown) => logger.warn({ err, requestId: entry.requestId }, "broadcast: could not load OpenTelemetry"),
    );
}

/** A workspace's broadcast settings as a request saw them: the value, or its load in flight. */
export type BroadcastDecision = WorkspaceBroadcast | Promise<WorkspaceBroadcast>;

/**
 * Read when a request starts (request-log.ts `openRequestLog`): the settings in force then decide
 * its export, not whatever holds when its row is recorded. A load begun at the end raced the next
 * write: broadcast turned off, a request answered, broadcast on again, and the answered request's
 * late load could read "on" (seen on a loaded machine). One cached lookup; a miss loads in the
 * background while the request runs. Never rejects.
 */
export function broadcastDecision(db: Db, workspaceId: string | null): BroadcastDecision {
  if (!workspaceId) return OFF;
  try {
    const cfg = configOf(db, workspaceId);
    if (!(cfg instanceof Promise)) return cfg;
    // A load in flight may read the database after a change made while this request ran (the
    // hot path waits for nothing: the answer, and the next admin write, can come before the read
    // is executed). Its answer is then not "the settings in force when the request started":
    // when the workspace's settings changed meanwhile, the request is not exported (off is the
    // safe side of a doubt; CI saw a request sent while broadcast was off reach the receiver).
    const changed = shared.changes.get(workspaceId);
    return cfg.then(
      (value) => (shared.changes.get(workspaceId) === changed ? value : OFF),
      (err: unknown) => {
        logger.warn({ err, workspaceId }, "broadcast: could not load the workspace's destinations");
        return OFF;
      },
    );
  } catch (err) {
    logger.warn({ err }, "broadcast: skipped a request");
    return OFF;
  }
}

/**
 * The request log's hook (request-log.ts `recordRequest`): export a recorded request to its
 * workspace's destinations, as `decided` when the request started (else as now). Synchronous
 * and cheap; never throws.
 */
export function broadcastRequest(db: Db, entry: UsageEntry, body: unknown, decided?: BroadcastDecision): void {
  if (!entry.workspaceId) return;
  const cfg = decided ?? broadcastDecision(db, entry.workspaceId);
  if (cfg instanceof Promise) void cfg.then((c) => exportIfOn(c, entry, body));
  else exportIfOn(cfg, entry, body);
}

function exportIfOn(cfg: WorkspaceBroadcast, entry: UsageEntry, body: unknown): void {
  try {
    if (cfg.enabled) exportTo(cfg.destinations, entry, body);
  } catch (err) {
    logger.warn({ err }, "broadcast: skipped a request");
  }
}
