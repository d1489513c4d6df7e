/**
 * Rolling measurements per endpoint id, kept in process memory (not shared between processes,
 * lost on restart). Routing reads them to sort by latency/throughput/success rate and to skip
 * endpoints that just failed. Every method takes the time as `now` (ms), so tests own the clock.
 */

export interface EndpointStatsOptions {
  /** How long an endpoint stays skipped after its last failure. Default 30 s. */
  openMs?: number;
  /** Consecutive failures that open the circuit. Default 1. */
  failureThreshold?: number;
  /** Latency and throughput samples kept per endpoint (the median is reported). Default 20. */
  samples?: number;
  /** Outcomes kept per endpoint for the success rate. Default 50. */
  outcomes?: number;
}

export interface SuccessSample {
  /** Time to first byte of the upstream response, in ms. */
  latencyMs: number;
  /** Completion tokens the upstream produced. */
  outputTokens: number;
  /** Whole upstream call, request sent to last byte, in ms. */
  durationMs: number;
}

/** Fixed-size ring of the most recent values. */
class Ring<T> {
  private readonly items: T[] = [];
  private next = 0;
  constructor(private readonly size: number) {}
  push(v: T): void {
    if (this.items.length < this.size) this.items.push(v);
    else this.items[this.next] = v;
    this.next = (this.next + 1) % this.size;
  }
  values(): readonly T[] {
    return this.items;
  }
}

interface Entry {
  latency: Ring<number>;
  throughput: Ring<number>;
  outcomes: Ring<boolean>;
  consecutiveFailures: number;
  lastFailureAt: number | null;
  lastSuccessAt: number | null;
}

function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export class EndpointStats {
  private readonly entries = new Map<string, Entry>();
  private readonly openMs: number;
  private readonly failureThreshold: number;
  private readonly samples: number;
  private readonly outcomes: number;

  constructor(opts: EndpointStatsOptions = {}) {
    this.openMs = opts.openMs ?? 30_000;
    this.failureThreshold = Math.max(1, opts.failureThreshold ?? 1);
    this.samples = Math.max(1, opts.samples ?? 20);
    this.outcomes = Math.max(1, opts.outcomes ?? 50);
  }

  private entry(id: string): Entry {
    let e = this.entries.get(id);
    if (!e) {
      e = {
        latency: new Ring(this.samples),
        throughput: new Ring(this.samples),
        outcomes: new Ring(this.outcomes),
        consecutiveFailures: 0,
        lastFailureAt: null,
        lastSuccessAt: null,
      };
      this.entries.set(id, e);
    }
    return e;
  }

  /**
   * A completed upstream call. Throughput is outputTokens over the generation time
   * (durationMs - latencyMs, or durationMs when that is not positive); calls with no output
   * tokens or no measurable time add no throughput sample. A success closes the circuit.
   */
  recordSuccess(id: string, sample: SuccessSample, now: number): void {
    const e = this.entry(id);
    if (Number.isFinite(sample.latencyMs) && sample.latencyMs >= 0) e.latency.push(sample.latencyMs);
    const genMs = sample.durationMs - sample.latencyMs > 0 ? sample.durationMs - sample.latencyMs : sample.durationMs;
    if (sample.outputTokens > 0 && Number.isFinite(genMs) && genMs > 0) e.throughput.push(sample.outputTokens / (genMs / 1000));
    e.outcomes.push(true);
    e.consecutiveFailures = 0;
    e.lastSuccessAt = now;
  }

  /** A failed upstream call (connection error, timeout, 5xx, 429). */
  recordFailure(id: string, now: number): void {
    const e = this.entry(id);
    e.outcomes.push(false);
    e.consecutiveFailures += 1;
    e.lastFailureAt = now;
  }

  /** True while the endpoint should be skipped: enough consecutive failures, the last one within openMs. */
  isCircuitOpen(id: string, now: number): boolean {
    const e = this.entries.get(id);
    if (!e || e.lastFailureAt === null || e.consecutiveFailures < this.failureThreshold) return false;
    return now - e.lastFailureAt < this.openMs;
  }

  /** Median time to first byte over the recent successes, in ms; null before any. */
  latencyMs(id: string): number | null {
    const e = this.entries.get(id);
    return e ? median(e.latency.values()) : null;
  }

  /** Median output tokens per second over the recent successes; null before any. */
  throughput(id: string): number | null {
    const e = this.entries.get(id);
    return e ? median(e.throughput.values()) : null;
  }

  /** Share of recent calls that succeeded, 0..1; null before any call. */
  successRate(id: string): number | null {
    const xs = this.entries.get(id)?.outcomes.values();
    if (!xs || xs.length === 0) return null;
    return xs.filter(Boolean).length / xs.length;
  }

  /** Forget everything (tests, or an operator reloading the catalog). */
  clear(): void {
    this.entries.clear();
  }
}

const KEY = Symbol.for("switchyard.endpointStats");
type Holder = { [KEY]?: EndpointStats };

/** The process's stats, shared by every request (and across module reloads in dev). */
export function endpointStats(): EndpointStats {
  const h = globalThis as Holder;
  return (h[KEY] ??= new EndpointStats());
}
