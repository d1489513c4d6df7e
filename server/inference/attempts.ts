import { AppError } from "../errors/app-error";
import { logger } from "../logger";
import { type Endpoint, statsKeyOf } from "../catalog/catalog";
import { UpstreamError, type UpstreamReason } from "../catalog/upstream-http";

export interface AttemptRecord {
  endpoint: string;
  provider: string;
  status: number | null;
  /** null on success; a stable code otherwise: an UpstreamReason, or "refusal". */
  error: UpstreamReason | "refusal" | null;
  latencyMs: number;
}

export interface AttemptStats {
  recordSuccess(id: string, m: { latencyMs: number; outputTokens: number; durationMs: number }, now: number): void;
  recordFailure(id: string, now: number): void;
}

/**
 * Try endpoints in order: 429, 5xx, timeouts and broken connections move on to the next one
 * (unless fallbacks are off); anything else stops. Every attempt is recorded.
 */
export async function runAttempts<T>(opts: {
  ordered: Endpoint[];
  allowFallbacks: boolean;
  stats: AttemptStats;
  clock: () => number;
  signal: AbortSignal;
  attempt: (endpoint: Endpoint, index: number) => Promise<T>;
  outputTokens?: (result: T) => number;
}): Promise<{ result: T; endpoint: Endpoint; attempts: AttemptRecord[] }> {
  const attempts: AttemptRecord[] = [];
  const candidates = opts.allowFallbacks ? opts.ordered : opts.ordered.slice(0, 1);
  let last: UpstreamError | null = null;
  for (const [i, endpoint] of candidates.entries()) {
    const started = opts.clock();
    try {
      const result = await opts.attempt(endpoint, i);
      const took = opts.clock() - started;
      opts.stats.recordSuccess(statsKeyOf(endpoint), { latencyMs: took, outputTokens: opts.outputTokens?.(result) ?? 0, durationMs: took }, opts.clock());
      attempts.push({ endpoint: endpoint.id, provider: endpoint.provider.id, status: 200, error: null, latencyMs: took });
      return { result, endpoint, attempts };
    } catch (err) {
      if (opts.signal.aborted) throw err;
      if (!(err instanceof UpstreamError)) throw err;
      if (endpoint.provider.origin) err.opaque = true; // an organization's provider: its text stays in the log
      attempts.push({ endpoint: endpoint.id, provider: endpoint.provider.id, status: err.status, error: err.reason, latencyMs: opts.clock() - started });
      last = err;
      if (!err.retryable) break;
      opts.stats.recordFailure(statsKeyOf(endpoint), opts.clock());
    }
  }
  throw upstreamFailure(last, attempts);
}

/** How a 502's message says what went wrong, by reason (stable text, no runtime error strings). */
const FAILED: Record<UpstreamReason, (status: number | null) => string> = {
  upstream_timeout: () => "timed out",
  upstream_connection_reset: () => "closed the connection",
  upstream_connection_refused: () => "refused the connection",
  upstream_dns_failure: () => "could not be resolved",
  upstream_connection_failed: () => "could not be reached",
  upstream_rate_limited: () => "is rate limiting requests",
  upstream_http_error: (status) => `failed with HTTP ${status ?? "error"}`,
  upstream_invalid_response: () => "sent an invalid response",
};

/**
 * The client-facing error for the last upstream failure: 429 stays 429, a provider's 400 is a
 * 400 (with the provider's own message, which is for the client), the rest 502. `metadata`
 * carries the stable `reason` code, never a runtime's error text.
 */
export function upstreamFailure(err: UpstreamError | null, attempts: AttemptRecord[]): AppError {
  if (!err) return new AppError("SERVICE_UNAVAILABLE", { message: "No endpoint available for this model" });
  const metadata = { provider: err.provider, upstream_status: err.status, reason: err.reason, attempts };
  // The runtime's own text goes to the operator's log only.
  logger.warn({ provider: err.provider, reason: err.reason, upstream_status: err.status, detail: err.message.slice(0, 500) }, "upstream request failed");
  if (err.kind === "http" && err.status === 429) {
    return new AppError("RATE_LIMITED", {
      message: `Upstream provider ${err.provider} is rate limiting requests`,
      metadata,
      headers: { "retry-after": err.retryAfter ?? "1" },
    });
  }
  if (err.kind === "http" && err.status !== null && err.status >= 400 && err.status < 500 && ![401, 403, 404, 408].includes(err.status)) {
    // An organization's own provider (an admin-chosen URL): its text is not passed on, the reason is.
    const detail = err.opaque ? "" : `: ${err.message}`;
    return new AppError("INVALID_REQUEST", { message: `Upstream provider ${err.provider} rejected the request${detail}`, metadata });
  }
  return new AppError("BAD_GATEWAY", { message: `Upstream provider ${err.provider} ${FAILED[err.reason](err.status)}`, metadata });
}
