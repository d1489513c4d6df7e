/**
 * Deterministic sampling in [0, 1): by the caller's trace id when there is one (a whole trace is
 * kept or dropped together), else by the request id (a random UUID). Cheap: it runs on the hot path.
 * (Its own module: broadcast.ts samples without loading OpenTelemetry.)
 */
export function samplePoint(requestId: string, traceId: string | undefined): number {
  if (traceId) {
    let h = 0x811c9dc5;
    for (let i = 0; i < traceId.length; i++) h = Math.imul(h ^ traceId.charCodeAt(i), 0x01000193);
    return (h >>> 0) / 0x1_0000_0000;
  }
  const v = Number.parseInt(requestId.slice(0, 8), 16);
  return Number.isNaN(v) ? 0 : v / 0x1_0000_0000;
}
