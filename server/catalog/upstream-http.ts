import { Agent, type Dispatcher, request } from "undici";
import type { ProviderConfig } from "./catalog";

/**
 * Upstream HTTP: a keep-alive connection pool (undici Agent) per provider, per-provider
 * timeouts, and failures classified for fallbacks.
 */
const AGENTS = Symbol.for("switchyard.upstreamAgents");
type Holder = { [AGENTS]?: Map<string, Agent> };

/**
 * The provider's pool; connecting is bounded by its timeout_ms (at most undici's 10 s default).
 * A provider made over REST or in the console brings its own (the guarded outbound client).
 */
export function upstreamAgent(provider: ProviderConfig): Dispatcher {
  if (provider.origin?.dispatcher) return provider.origin.dispatcher;
  const agents = ((globalThis as Holder)[AGENTS] ??= new Map());
  let agent = agents.get(provider.id);
  if (!agent) {
    agent = new Agent({
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 600_000,
      connections: 256,
      pipelining: 1,
      connect: { timeout: Math.min(provider.timeout_ms, 10_000) },
    });
    agents.set(provider.id, agent);
  }
  return agent;
}

export type UpstreamFailureKind = "http" | "timeout" | "connection" | "protocol";

/**
 * The stable reason code of an upstream failure, what clients see in `metadata.reason` and in
 * each attempt's `error` (never a runtime's own error text).
 */
export type UpstreamReason =
  | "upstream_timeout"
  | "upstream_connection_reset"
  | "upstream_connection_refused"
  | "upstream_dns_failure"
  | "upstream_connection_failed"
  | "upstream_rate_limited"
  | "upstream_http_error"
  | "upstream_invalid_response";

/** The low-level error code of a network failure (undici wraps the system error in `cause`). */
function errorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && code !== "UND_ERR") return code;
  }
  return undefined;
}

/** A broken or failed connection's reason, from the error's code. */
export function connectionReason(err: unknown): UpstreamReason {
  switch (errorCode(err)) {
    case "ECONNREFUSED":
      return "upstream_connection_refused";
    case "ECONNRESET":
    case "EPIPE":
    case "UND_ERR_SOCKET":
    case "ECONNABORTED":
      return "upstream_connection_reset";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "upstream_dns_failure";
    default:
      return "upstream_connection_failed";
  }
}

/** An upstream attempt that failed. Never carries the provider's secret. */
export class UpstreamError extends Error {
  /** Stable code for clients; `message` is for the log. */
  readonly reason: UpstreamReason;
  /** An organization's provider (made over REST or in the console): its text never reaches the caller, only the reason. */
  opaque = false;

  constructor(
    readonly kind: UpstreamFailureKind,
    readonly provider: string,
    readonly status: number | null,
    message: string,
    readonly retryAfter: string | null = null,
    reason?: UpstreamReason,
  ) {
    super(message);
    this.name = "UpstreamError";
    this.reason =
      reason ??
      (kind === "timeout"
        ? "upstream_timeout"
        : kind === "connection"
          ? "upstream_connection_failed"
          : kind === "protocol"
            ? "upstream_invalid_response"
            : status === 429
              ? "upstream_rate_limited"
              : "upstream_http_error");
  }

  /** 429, 5xx, timeouts and broken connections move on to the next endpoint. */
  get retryable(): boolean {
    if (this.kind !== "http") return true;
    return this.status === 429 || this.status === 408 || (this.status ?? 0) >= 500;
  }
}

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Uint8Array> & { text(): Promise<string>; json(): Promise<unknown>; destroy(err?: Error): void };
}

/** A path under the provider's base URL. */
function urlOf(provider: ProviderConfig, path: string): string {
  return `${(provider.base_url ?? "").replace(/\/+$/, "")}${path}`;
}

/** The headers of every upstream request: JSON in, JSON or SSE out, the provider's own, the call's. */
function headersOf(provider: ProviderConfig, headers: Record<string, string>): Record<string, string> {
  return { "content-type": "application/json", accept: "application/json, text/event-stream", ...provider.headers, ...headers };
}

/** A non-2xx answer: the provider's message (secrets cut out), opaque for an organization's provider. */
function answeredError(provider: ProviderConfig, status: number, text: string, errorOf: UpstreamErrorReader, retryAfter: string | null): UpstreamError {
  return opaqueFor(provider, new UpstreamError("http", provider.id, status, scrubSecrets(provider, errorOf(text) ?? `upstream answered ${status}`), retryAfter));
}

/** An answer whose body could not be read (a broken connection, bad JSON). */
function unreadable(provider: ProviderConfig, status: number, err: unknown): UpstreamError {
  return new UpstreamError("protocol", provider.id, status, `upstream body unreadable: ${err instanceof Error ? err.message : String(err)}`);
}

/** POST JSON to a provider; resolves once headers arrive. Non-2xx answers become UpstreamError. */
export function postJson(provider: ProviderConfig, path: string, payload: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<UpstreamResponse> {
  return postTo(provider, urlOf(provider, path), JSON.stringify(payload), headers, signal);
}

/**
 * POST a serialized body to a full URL (adapters that build their own paths, sign the body, or
 * stream something other than SSE); resolves once headers arrive. Non-2xx answers become
 * UpstreamError, classified by `errorOf` when given (a provider's own error shape).
 */
export async function postTo(provider: ProviderConfig, url: string, body: string, headers: Record<string, string>, signal: AbortSignal, errorOf: UpstreamErrorReader = upstreamMessage): Promise<UpstreamResponse> {
  // timeout_ms bounds connecting (the agent) and the wait for the upstream's headers; once they
  // arrive, a long stream may run on, and only silence for that long (bodyTimeout) ends it.
  // No per-request timer or AbortSignal.any: undici's own timers are far cheaper.
  let res: Awaited<ReturnType<typeof request>>;
  try {
    res = await request(url, {
      method: "POST",
      dispatcher: upstreamAgent(provider),
      headers: headersOf(provider, headers),
      body,
      signal,
      headersTimeout: provider.timeout_ms,
      bodyTimeout: provider.timeout_ms,
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw unansweredError(provider, err);
  }
  if (res.statusCode >= 400) {
    const text = await res.body.text().catch(() => "");
    const retryAfter = res.headers["retry-after"];
    throw answeredError(provider, res.statusCode, text, errorOf, typeof retryAfter === "string" ? retryAfter : null);
  }
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

/** A provider's error message from its error body (null: none found). */
export type UpstreamErrorReader = (text: string) => string | null;

/**
 * An upstream's error message with the provider's own secrets cut out: a provider that echoes
 * what it was sent (a canonical request with a session token, a key in a URL) must not put the
 * secret into the client's error or the log. Error path only.
 */
export function scrubSecrets(p: ProviderConfig, message: string): string {
  let out = message;
  for (const s of [p.apiKey, p.secrets?.secretAccessKey, p.secrets?.sessionToken, p.secrets?.serviceAccount?.private_key]) {
    if (s && s.length >= 8 && out.includes(s)) out = out.split(s).join("[redacted]");
  }
  return out;
}

/** The failure of a request that got no answer (no headers): a timeout or a connection failure. */
function unansweredError(provider: ProviderConfig, err: unknown): UpstreamError {
  if (err instanceof Error && /timeout/i.test(err.name + err.message)) {
    return new UpstreamError("timeout", provider.id, null, `upstream timed out after ${provider.timeout_ms} ms`);
  }
  return new UpstreamError("connection", provider.id, null, `upstream connection failed: ${err instanceof Error ? err.message : String(err)}`, null, connectionReason(err));
}

/** An upstream's buffered JSON answer (calls that do not stream). */
export interface UpstreamJson {
  status: number;
  body: unknown;
}

const targets = new Map<string, { origin: string; path: string }>();

/** Origin and path of a provider URL, parsed once per URL. */
function targetOf(url: string): { origin: string; path: string } {
  let t = targets.get(url);
  if (!t) {
    const u = new URL(url);
    t = { origin: u.origin, path: `${u.pathname}${u.search}` };
    if (targets.size > 1000) targets.clear();
    targets.set(url, t);
  }
  return t;
}

function rawHeader(raw: Buffer[], name: string): string | null {
  for (let i = 0; i + 1 < raw.length; i += 2) if (raw[i].toString("latin1").toLowerCase() === name) return raw[i + 1].toString("latin1");
  return null;
}

/**
 * postJson + readJson in one, for answers that do not stream: the same request, timeouts and
 * failure classes, but the body is collected straight from undici's dispatcher (no Readable
 * stream, no async resource, no second promise per request: profiled at ~15–20 µs a request).
 */
export function postForJson(provider: ProviderConfig, path: string, payload: unknown, headers: Record<string, string>, signal: AbortSignal): Promise<UpstreamJson> {
  return postForJsonTo(provider, urlOf(provider, path), JSON.stringify(payload), headers, signal);
}

/** postForJson to a full URL with a serialized body (see postTo). */
export function postForJsonTo(provider: ProviderConfig, url: string, body: string, headers: Record<string, string>, signal: AbortSignal, errorOf: UpstreamErrorReader = upstreamMessage): Promise<UpstreamJson> {
  return new Promise<UpstreamJson>((resolve, reject) => {
    let target: { origin: string; path: string };
    try {
      target = targetOf(url);
    } catch (err) {
      reject(unansweredError(provider, err));
      return;
    }
    let status = 0;
    let retryAfter: string | null = null;
    const chunks: Buffer[] = [];
    let abort: ((err?: Error) => void) | null = null;
    let reason: Error | null = null;
    const onAbort = () => {
      reason = (signal.reason as Error | undefined) ?? new Error("This operation was aborted");
      abort?.(reason);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
    const done = () => signal.removeEventListener("abort", onAbort);
    const handler: Dispatcher.DispatchHandler = {
      onConnect(a) {
        if (reason) a(reason);
        else abort = a;
      },
      onHeaders(statusCode, raw) {
        if (statusCode < 200) return true;
        status = statusCode;
        if (statusCode >= 400) retryAfter = rawHeader(raw, "retry-after");
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        done();
        const text = chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8");
        if (status >= 400) {
          reject(answeredError(provider, status, text, errorOf, retryAfter));
          return;
        }
        try {
          resolve({ status, body: JSON.parse(text) });
        } catch (err) {
          reject(unreadable(provider, status, err));
        }
      },
      onError(err) {
        done();
        if (signal.aborted) reject(err);
        else if (status === 0) reject(unansweredError(provider, err));
        else if (status >= 400) reject(new UpstreamError("http", provider.id, status, `upstream answered ${status}`, retryAfter));
        else reject(unreadable(provider, status, err));
      },
    };
    upstreamAgent(provider).dispatch(
      {
        origin: target.origin,
        path: target.path,
        method: "POST",
        headers: headersOf(provider, headers),
        body,
        headersTimeout: provider.timeout_ms,
        bodyTimeout: provider.timeout_ms,
      },
      handler,
    );
  });
}

/** Mark an error of an organization's provider opaque (issue 25: its text stays in the log). */
export function opaqueFor(provider: ProviderConfig, err: UpstreamError): UpstreamError {
  if (provider.origin) err.opaque = true;
  return err;
}

/** The provider's own error message, if its body has one (OpenAI, Anthropic, Google and AWS shapes). */
export function upstreamMessage(text: string): string | null {
  try {
    const j = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const m = typeof j.error === "object" ? j.error?.message : (j.error ?? j.message);
    return typeof m === "string" ? m.slice(0, 500) : null;
  } catch {
    return text ? text.slice(0, 200) : null;
  }
}

/** Read a JSON body, classifying a broken connection or bad JSON as an upstream failure. */
export async function readJson(provider: ProviderConfig, res: UpstreamResponse): Promise<unknown> {
  try {
    return await res.body.json();
  } catch (err) {
    throw unreadable(provider, res.status, err);
  }
}
