import { describe, expect, it } from "vitest";
import { allowHeader, earlyApiError, edgeApiError, isJsonContentType } from "./early-checks";

describe("earlyApiError", () => {
  const cases: Array<[string, string | null]> = [
    ["/api/v1/end-users/.", "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=."],
    ["/api/v1/end-users/..", "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=."],
    ["/api/v1/end-users/%2E", "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=."],
    ["/api/v1/end-users/%2e%2E?x=1", "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=."],
    ["/api/v1/end-users/%FF", "Invalid request parameters"],
    ["/api/v1/end-users/100%", "Invalid request parameters"],
    ["/api/v1/end-users/...", null],
    ["/api/v1/end-users/a%2Fb", null],
    ["/api/v1/end-users?user=.", null],
    ["/workspaces/%FF", null],
  ];
  it.each(cases)("%s", (url, message) => {
    const err = earlyApiError(url);
    expect(err?.message ?? null).toBe(message);
    if (err) expect(err.status).toBe(400);
  });
});

describe("edgeApiError: /api in another letter case → 404, a method implemented nowhere → 501", () => {
  const cases: Array<[string, string, number | null]> = [
    ["GET", "/api/v1/keys", null],
    ["GET", "/api", null],
    ["GET", "/API/V1/KEYS", 404],
    ["POST", "/Api/v1/messages", 404],
    ["GET", "/aPI", 404],
    ["GET", "/API?x=1", 404],
    ["GET", "/apiary", null],
    ["GET", "/APIARY", null],
    ["GET", "/keys", null],
    ["TRACE", "/api/v1/keys", 501],
    ["PROPFIND", "/api/v1/messages", 501],
    ["TRACE", "/", null],
    ["PROPFIND", "/API/V1", 404],
    ["OPTIONS", "/api/v1/keys", null],
    ["DELETE", "/api/v1/keys/x", null],
  ];
  it.each(cases)("%s %s → %s", (method, url, status) => {
    expect(edgeApiError(method, url)?.status ?? null).toBe(status);
  });
});

describe("isJsonContentType: application/json with an optional UTF-8 charset", () => {
  const cases: Array<[string | undefined, boolean]> = [
    ["application/json", true],
    ["Application/JSON", true],
    ["application/json; charset=utf-8", true],
    ["application/json;charset=UTF-8", true],
    ['application/json; charset="utf-8"', true],
    ["application/json; charset=utf8", true],
    ["application/json ", true],
    [undefined, false],
    ["", false],
    ["application/jsonp", false],
    ["application/json-seq", false],
    ["application/json; charset=latin1", false],
    ["application/json; boundary=x", false],
    ["application/json; charset=utf-8; x=y", false],
    ["text/json", false],
    ["text/plain", false],
    ["application/x-www-form-urlencoded", false],
  ];
  it.each(cases)("%s → %s", (ct, ok) => {
    expect(isJsonContentType(ct)).toBe(ok);
  });
});

describe("allowHeader", () => {
  it("adds HEAD to GET and orders the methods", () => {
    expect(allowHeader(["DELETE", "PATCH", "GET"])).toBe("GET, HEAD, PATCH, DELETE");
    expect(allowHeader(["POST"])).toBe("POST");
  });
});
