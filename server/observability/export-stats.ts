/**
 * Counters of the OpenTelemetry broadcast (spans, all destinations together), for /metrics:
 * - queued:   spans accepted into a destination's bounded queue;
 * - exported: spans a destination acknowledged (2xx);
 * - failed:   spans whose export failed after the exporter's retries;
 * - dropped:  spans refused because the destination already held `maxQueueSize` spans (queued
 *             or being sent): the only way a span is lost before its export is tried.
 * `pending` is how many spans are held right now (queued + exported in flight).
 */
export interface ExportStats {
  queued: number;
  exported: number;
  failed: number;
  dropped: number;
  pending: number;
}

/** One set per process (on globalThis: the production server loads this module twice, lean path and Next bundle). */
const KEY = Symbol.for("switchyard.broadcastExportStats");
const stats: ExportStats = ((globalThis as { [KEY]?: ExportStats })[KEY] ??= { queued: 0, exported: 0, failed: 0, dropped: 0, pending: 0 });

export function exportStats(): Readonly<ExportStats> {
  return { ...stats };
}

export function countQueued(n: number): void {
  stats.queued += n;
  stats.pending += n;
}

export function countSettled(n: number, ok: boolean): void {
  if (ok) stats.exported += n;
  else stats.failed += n;
  stats.pending -= n;
}

export function countDropped(n: number): void {
  stats.dropped += n;
}
