import http from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TEST_MANAGEMENT_KEY } from "../test/http-global-setup";
import { rawHttp, rawRequest, type RawResponse } from "../test/raw-http";
import { startServer, type RunningServer } from "../test/server";

/**
 * Every response under /api/v1 is the spec 7 envelope with the right status: unknown paths,
 * any letter case, every method, broken or oversized requests, wrong content types.
 */
type Case = [label: string, method: string, path: string, headers: Record<string, string>, body: string | undefined, status: number, message: string, metadata: unknown, allow?: string];

const JSON_CT = { "content-type": "application/json" };
const WRONG_CT = { reason: "Content-Type must be application/json" };

/** Cases every transport answers the same way. */
const INFERENCE = { authorization: "Bearer {inference-key}" };

function commonCases(): Case[] {
  const mgmt = { authorization: `Bearer ${TEST_MANAGEMENT_KEY}` };
  return [
    ["unknown path", "GET", "/api/v1/no-such-thing", mgmt, undefined, 404, "Resource not found", null],
    ["unknown path under /api", "DELETE", "/api/nothing/here", {}, undefined, 404, "Resource not found", null],
    ["/API/V1/KEYS (letter case)", "GET", "/API/V1/KEYS", mgmt, undefined, 404, "Resource not found", null],
    ["/Api alone", "GET", "/Api", {}, undefined, 404, "Resource not found", null],
    ["/api/v1/KEYS (paths are case-sensitive)", "GET", "/api/v1/KEYS", mgmt, undefined, 404, "Resource not found", null],
    ["/API/v1/messages", "POST", "/API/v1/messages", JSON_CT, "{}", 404, "Resource not found", null],
    ["/api/v1/Embeddings", "POST", "/api/v1/Embeddings", JSON_CT, "{}", 404, "Resource not found", null],
    ["PUT /openapi.json", "PUT", "/api/v1/openapi.json", {}, undefined, 405, "Method not allowed", null, "GET, HEAD"],
    ["DELETE /openapi.json", "DELETE", "/api/v1/openapi.json", {}, undefined, 405, "Method not allowed", null, "GET, HEAD"],
    ["PUT /workspaces", "PUT", "/api/v1/workspaces", mgmt, undefined, 405, "Method not allowed", null, "GET, HEAD, POST"],
    ["POST /health", "POST", "/api/v1/health", JSON_CT, "{}", 405, "Method not allowed", null, "GET, HEAD"],
    ["DELETE /key", "DELETE", "/api/v1/key", mgmt, undefined, 405, "Method not allowed", null, "GET, HEAD"],
    ["POST /keys/{hash}", "POST", "/api/v1/keys/abc", { ...mgmt, ...JSON_CT }, "{}", 405, "Method not allowed", null, "GET, HEAD, PATCH, DELETE"],
    ["OPTIONS /keys", "OPTIONS", "/api/v1/keys", mgmt, undefined, 405, "Method not allowed", null, "GET, HEAD, POST"],
    ["PATCH /messages", "PATCH", "/api/v1/messages", {}, undefined, 405, "Method not allowed", null, "POST"],
    ["GET /embeddings", "GET", "/api/v1/embeddings", {}, undefined, 405, "Method not allowed", null, "POST"],
    ["OPTIONS /messages", "OPTIONS", "/api/v1/messages", {}, undefined, 405, "Method not allowed", null, "POST"],
    ["GET /api/session (sign-in is POST, sign-out DELETE)", "GET", "/api/session", {}, undefined, 405, "Method not allowed", null, "POST, DELETE"],
    ["PUT /api/session", "PUT", "/api/session", JSON_CT, "{}", 405, "Method not allowed", null, "POST, DELETE"],
    ["DELETE /api/trpc/session.me", "DELETE", "/api/trpc/session.me", {}, undefined, 405, "Method not allowed", null, "GET, HEAD, POST"],
    ["POST /workspaces application/jsonp", "POST", "/api/v1/workspaces", { ...mgmt, "content-type": "application/jsonp" }, '{"name":"a","slug":"jsonp"}', 415, "Unsupported media type", WRONG_CT],
    ["POST /workspaces text/plain", "POST", "/api/v1/workspaces", { ...mgmt, "content-type": "text/plain" }, '{"name":"a","slug":"txt"}', 415, "Unsupported media type", WRONG_CT],
    ["POST /workspaces charset=latin1", "POST", "/api/v1/workspaces", { ...mgmt, "content-type": "application/json; charset=latin1" }, '{"name":"a","slug":"l1"}', 415, "Unsupported media type", WRONG_CT],
    ["POST /workspaces application/json-seq", "POST", "/api/v1/workspaces", { ...mgmt, "content-type": "application/json-seq" }, "{}", 415, "Unsupported media type", WRONG_CT],
    ["POST /keys without a content type", "POST", "/api/v1/keys", mgmt, '{"name":"x"}', 415, "Unsupported media type", WRONG_CT],
    ["PATCH /keys/{hash} multipart", "PATCH", "/api/v1/keys/abc", { ...mgmt, "content-type": "multipart/form-data; boundary=x" }, "--x--", 415, "Unsupported media type", WRONG_CT],
    ["POST /keys with charset=UTF-8 passes to validation", "POST", "/api/v1/keys", { ...mgmt, "content-type": "application/json; charset=UTF-8" }, '{"name":""}', 400, "Invalid request parameters", { issues: expect.any(Array) }],
    ["POST /messages application/jsonp", "POST", "/api/v1/messages", { ...INFERENCE, "content-type": "application/jsonp" }, "{}", 415, "Unsupported media type", WRONG_CT],
    ["POST /messages without a content type", "POST", "/api/v1/messages", INFERENCE, "{}", 415, "Unsupported media type", WRONG_CT],
    ["POST /embeddings text/plain", "POST", "/api/v1/embeddings", { ...INFERENCE, "content-type": "text/plain" }, "{}", 415, "Unsupported media type", WRONG_CT],
    ["POST /messages over 32 MiB", "POST", "/api/v1/messages", { ...INFERENCE, ...JSON_CT }, `{"model":"local/echo","pad":"${"x".repeat(33 * 1024 * 1024)}"}`, 413, "Request body too large", null],
    ["GET /keys?constructor=1 (an Object.prototype name)", "GET", "/api/v1/keys?constructor=1", mgmt, undefined, 400, "Invalid request parameters", { issues: [{ field: "constructor", message: "is not a query parameter of this operation" }] }],
    ["GET /health?toString=1", "GET", "/api/v1/health?toString=1", {}, undefined, 400, "Invalid request parameters", { issues: [{ field: "toString", message: "is not a query parameter of this operation" }] }],
    ["POST /embeddings charset=utf-8 passes to validation", "POST", "/api/v1/embeddings", { ...INFERENCE, "content-type": 'application/json;charset="utf-8"' }, "{}", 400, "Invalid request parameters", { issues: expect.any(Array) }],
  ];
}

/** What only `npm start`'s server can answer in the envelope (under `next start`, Next answers these itself). */
const leanOnlyCases: Case[] = [
  ["TRACE /keys", "TRACE", "/api/v1/keys", {}, undefined, 501, "Method not implemented", { method: "TRACE" }],
  ["PROPFIND /keys", "PROPFIND", "/api/v1/keys", {}, undefined, 501, "Method not implemented", { method: "PROPFIND" }],
  ["TRACE /messages", "TRACE", "/api/v1/messages", {}, undefined, 501, "Method not implemented", { method: "TRACE" }],
  ["MKCOL /nope", "MKCOL", "/api/v1/nope", {}, undefined, 501, "Method not implemented", { method: "MKCOL" }],
  ["PROPFIND /API", "PROPFIND", "/API/V1/KEYS", {}, undefined, 404, "Resource not found", null],
  ["malformed percent-encoding", "GET", "/api/v1/end-users/%FF", { authorization: `Bearer ${TEST_MANAGEMENT_KEY}` }, undefined, 400, "Invalid request parameters", { reason: "Malformed percent-encoding in the path" }],
];

async function send(base: string, c: Case, inferenceKey: string): Promise<RawResponse> {
  const [, method, path, headers, body] = c;
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace("{inference-key}", inferenceKey)]));
  return rawRequest(base, method, path, h, body);
}

function expectEnvelope(r: RawResponse, c: Case): void {
  const [label, method, , , , status, message, metadata, allow] = c;
  expect(r.status, label).toBe(status);
  expect(r.headers["content-type"], label).toMatch(/^application\/json/);
  if (method !== "HEAD") expect(JSON.parse(r.body), label).toEqual({ error: { code: status, message, metadata } });
  if (allow) expect(r.headers.allow, label).toBe(allow);
}

async function inferenceKeyOn(base: string): Promise<string> {
  const r = await fetch(`${base}/api/v1/keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${TEST_MANAGEMENT_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "envelope-test" }),
  });
  return ((await r.json()) as { key: string }).key;
}

describe("the envelope everywhere under /api (npm start's server)", () => {
  const base = () => inject("baseUrl");
  let key = "";
  beforeAll(async () => {
    key = await inferenceKeyOn(base());
  });

  it.each([...commonCases(), ...leanOnlyCases].map((c) => [c[0], c] as const))("%s", async (_l, c) => {
    expectEnvelope(await send(base(), c, key), c);
  });

  it("HEAD is GET without a body: 200 on a GET path, 404 on an unknown one", async () => {
    const ok = await rawRequest(base(), "HEAD", "/api/v1/health");
    expect(ok.status).toBe(200);
    expect(ok.body).toBe("");
    const missing = await rawRequest(base(), "HEAD", "/api/v1/no-such-thing");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^application\/json/);
  });

  const filler = (n: number, size: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`x-filler-${i}`, "v".repeat(size)]));
  const raw: Array<[string, () => Promise<RawResponse>, number, string, unknown]> = [
    ["1,000 request headers", () => rawRequest(base(), "GET", "/api/v1/keys", filler(1000, 20)), 431, "Request header fields too large", { reason: "Request headers exceed 16 KB" }],
    ["one 20 KB header", () => rawRequest(base(), "GET", "/api/v1/keys", { "x-big": "v".repeat(20_000) }), 431, "Request header fields too large", { reason: "Request headers exceed 16 KB" }],
    ["a header line without a colon", () => rawHttp(base(), "GET /api/v1/keys HTTP/1.1\r\nhost: x\r\nno colon here\r\n\r\n"), 400, "Invalid request parameters", { reason: "Malformed HTTP request" }],
    ["NUL in the session id header", () => rawHttp(base(), "POST /api/v1/messages HTTP/1.1\r\nhost: x\r\nx-session-id: a\u0000b\r\ncontent-length: 2\r\n\r\n{}"), 400, "Invalid request parameters", { reason: "Malformed HTTP request" }],
    ["a garbage request line (node's parser sees an unknown method)", () => rawHttp(base(), "\u0001\u0002 / HTTP/1.1\r\n\r\n"), 501, "Method not implemented", { reason: "Unknown HTTP method" }],
    ["an HTTP/9 request line", () => rawHttp(base(), "GET /api/v1/keys HTTP/9.9\r\nhost: x\r\n\r\n"), 400, "Invalid request parameters", { reason: "Malformed HTTP request" }],
    ["an unknown method token", () => rawHttp(base(), "FROBNICATE /api/v1/keys HTTP/1.1\r\nhost: x\r\n\r\n"), 501, "Method not implemented", { reason: "Unknown HTTP method" }],
    ["a bad content-length", () => rawHttp(base(), "POST /api/v1/keys HTTP/1.1\r\nhost: x\r\ncontent-length: abc\r\n\r\n"), 400, "Invalid request parameters", { reason: "Malformed HTTP request" }],
  ];
  it.each(raw)("%s → the envelope from the HTTP parser's refusal", async (_l, sendRaw, status, message, metadata) => {
    const r = await sendRaw();
    expect(r.status).toBe(status);
    expect(r.headers["content-type"]).toBe("application/json");
    expect(r.headers.connection).toBe("close");
    expect(JSON.parse(r.body)).toEqual({ error: { code: status, message, metadata } });
  });

  it("a normal request with 100 small headers is served", async () => {
    const r = await rawRequest(base(), "GET", "/api/v1/health", filler(100, 8));
    expect(r.status).toBe(200);
  });

  it("an answer given before a large body was read closes the connection: the next request on a keep-alive agent is served", async () => {
    // The fuzzer found it: a 404 on a 2 MB POST left the unread body on the socket, and the
    // agent's next request on that socket never got an answer. (Since issue 21 a REST body over
    // 1 MiB is a 413 before routing: the same early answer.)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(base());
    const post = (path: string, body: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const r = http.request(
          { host: url.hostname, port: url.port, method: "POST", path, agent, headers: { authorization: `Bearer ${TEST_MANAGEMENT_KEY}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        r.setTimeout(10_000, () => r.destroy(new Error("no answer in 10 s")));
        r.on("error", reject);
        r.end(body);
      });
    try {
      const big = await post("/api/v1/messages/extra", JSON.stringify({ system: "x".repeat(2_000_000) }));
      expect(big).toEqual({ status: 413, connection: "close" });
      const next = await post("/api/v1/end-users", JSON.stringify({ user: "after-a-big-404" }));
      expect([200, 201]).toContain(next.status);
    } finally {
      agent.destroy();
    }
  });
});

describe("the envelope everywhere under /api (next start)", () => {
  let server: RunningServer;
  let key = "";
  beforeAll(async () => {
    server = await startServer({ transport: "next", env: { GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY } });
    key = await inferenceKeyOn(server.url);
  });
  afterAll(() => server.stop());

  it.each(commonCases().map((c) => [c[0], c] as const))("%s", async (_l, c) => {
    expectEnvelope(await send(server.url, c, key), c);
  });
});
