/**
 * Session stickiness: the same session_id keeps going to the same endpoint (per model) while
 * it is healthy, so upstream prompt caches stay warm. Bounded, with an idle TTL.
 */
const TTL_MS = 30 * 60_000;
const MAX = 100_000;

class StickySessions {
  private map = new Map<string, { endpointId: string; at: number }>();

  get(session: string, model: string, now: number): string | null {
    const k = `${model}\u0000${session}`;
    const e = this.map.get(k);
    if (!e) return null;
    if (now - e.at > TTL_MS) {
      this.map.delete(k);
      return null;
    }
    return e.endpointId;
  }

  set(session: string, model: string, endpointId: string, now: number): void {
    const k = `${model}\u0000${session}`;
    this.map.delete(k);
    if (this.map.size >= MAX) this.map.delete(this.map.keys().next().value as string);
    this.map.set(k, { endpointId, at: now });
  }
}

const KEY = Symbol.for("switchyard.stickySessions");
type Holder = { [KEY]?: StickySessions };

export function stickySessions(): StickySessions {
  const h = globalThis as Holder;
  return (h[KEY] ??= new StickySessions());
}
