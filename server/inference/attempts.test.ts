import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope } from "../errors/app-error";
import { logger } from "../logger";
import { upstreamFailure } from "./attempts";
import { connectionReason, UpstreamError } from "../catalog/upstream-http";

describe("upstream failures: stable reason codes, never runtime error strings", () => {
  const level = logger.level;
  beforeAll(() => {
    logger.level = "silent";
  });
  afterAll(() => {
    logger.level = level;
  });

  const sys = (code: string) => Object.assign(new Error(`connect ${code} 10.0.0.1:443 secret-internal-host`), { code });
  const wrapped = (code: string) => Object.assign(new TypeError("fetch failed"), { cause: sys(code) });
  const conn: Array<[string, unknown, string]> = [
    ["ECONNREFUSED", sys("ECONNREFUSED"), "upstream_connection_refused"],
    ["ECONNRESET", sys("ECONNRESET"), "upstream_connection_reset"],
    ["undici's other side closed", Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }), "upstream_connection_reset"],
    ["EPIPE in a cause", wrapped("EPIPE"), "upstream_connection_reset"],
    ["ENOTFOUND", sys("ENOTFOUND"), "upstream_dns_failure"],
    ["EAI_AGAIN in a cause", wrapped("EAI_AGAIN"), "upstream_dns_failure"],
    ["EHOSTUNREACH", sys("EHOSTUNREACH"), "upstream_connection_failed"],
    ["no code", new Error("weird"), "upstream_connection_failed"],
    ["a string", "boom", "upstream_connection_failed"],
  ];
  it.each(conn)("connectionReason: %s → %s", (_l, err, reason) => {
    expect(connectionReason(err)).toBe(reason);
  });

  const attempt = { endpoint: "e1", provider: "p", status: null, error: null, latencyMs: 1 };
  const cases: Array<[string, UpstreamError, number, string, string]> = [
    ["timeout", new UpstreamError("timeout", "p", null, "upstream timed out after 1500 ms"), 502, "Upstream provider p timed out", "upstream_timeout"],
    ["refused", new UpstreamError("connection", "p", null, "connect ECONNREFUSED 10.0.0.1:443", null, "upstream_connection_refused"), 502, "Upstream provider p refused the connection", "upstream_connection_refused"],
    ["reset", new UpstreamError("connection", "p", null, "upstream stream broke: other side closed", null, "upstream_connection_reset"), 502, "Upstream provider p closed the connection", "upstream_connection_reset"],
    ["connection, unknown", new UpstreamError("connection", "p", null, "upstream connection failed: ???"), 502, "Upstream provider p could not be reached", "upstream_connection_failed"],
    ["HTTP 500", new UpstreamError("http", "p", 500, "Internal error at /srv/provider/app.py:12"), 502, "Upstream provider p failed with HTTP 500", "upstream_http_error"],
    ["HTTP 401 (misconfigured key)", new UpstreamError("http", "p", 401, "Incorrect API key provided: sk-abc"), 502, "Upstream provider p failed with HTTP 401", "upstream_http_error"],
    ["bad body", new UpstreamError("protocol", "p", 200, "upstream body unreadable: Unexpected token < in JSON at position 0"), 502, "Upstream provider p sent an invalid response", "upstream_invalid_response"],
    ["429", new UpstreamError("http", "p", 429, "slow down", "7"), 429, "Upstream provider p is rate limiting requests", "upstream_rate_limited"],
    ["400 keeps the provider's message for the client", new UpstreamError("http", "p", 400, "max_tokens is too large"), 400, "Upstream provider p rejected the request: max_tokens is too large", "upstream_http_error"],
  ];
  it.each(cases)("%s", (_l, err, status, message, reason) => {
    const app = upstreamFailure(err, [{ ...attempt, status: err.status, error: err.reason }]);
    const env = envelope(app);
    expect(env.error.code).toBe(status);
    expect(env.error.message).toBe(message);
    expect(env.error.metadata).toEqual({ provider: "p", upstream_status: err.status, reason, attempts: [{ ...attempt, status: err.status, error: reason }] });
    if (status !== 400) expect(JSON.stringify(env)).not.toContain(err.message);
  });
});
