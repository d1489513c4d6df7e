import { describe, expect, it } from "vitest";
import { clientErrorFor, isHeadRequest, rawErrorResponse } from "./client-error";

describe("clientErrorFor: node's parser refusals → statuses", () => {
  const err = (code: string) => Object.assign(new Error(code), { code });
  const cases: Array<[string, number, string]> = [
    ["HPE_HEADER_OVERFLOW", 431, "Request header fields too large"],
    ["ERR_HTTP_REQUEST_TIMEOUT", 408, "Request timeout"],
    ["ERR_HTTP_HEADERS_TIMEOUT", 408, "Request timeout"],
    ["HPE_INVALID_METHOD", 501, "Method not implemented"],
    ["HPE_INVALID_HEADER_TOKEN", 400, "Invalid request parameters"],
    ["HPE_INVALID_CONSTANT", 400, "Invalid request parameters"],
    ["SOMETHING_ELSE", 400, "Invalid request parameters"],
  ];
  it.each(cases)("%s → %i", (code, status, message) => {
    const e = clientErrorFor(err(code));
    expect(e.status).toBe(status);
    expect(e.message).toBe(message);
  });

  it("writes a whole HTTP/1.1 response with the envelope and its exact length", () => {
    const text = rawErrorResponse(clientErrorFor(err("HPE_HEADER_OVERFLOW")));
    const [head, body] = text.split("\r\n\r\n");
    expect(head.split("\r\n")).toEqual([
      "HTTP/1.1 431 Request Header Fields Too Large",
      "content-type: application/json",
      `content-length: ${Buffer.byteLength(body)}`,
      "connection: close",
    ]);
    expect(JSON.parse(body)).toEqual({ error: { code: 431, message: "Request header fields too large", metadata: { reason: "Request headers exceed 16 KB" } } });
  });

  it("answers a refused HEAD request with the headers only (a body after them breaks the client)", () => {
    const overflow = (packet: string) => Object.assign(new Error("overflow"), { code: "HPE_HEADER_OVERFLOW", rawPacket: Buffer.from(packet, "latin1") });
    expect(isHeadRequest(overflow("HEAD /api/v1/keys HTTP/1.1\r\nX-Big: aaaa"))).toBe(true);
    expect(isHeadRequest(overflow("GET /api/v1/keys HTTP/1.1\r\n"))).toBe(false);
    expect(isHeadRequest(Object.assign(new Error("x"), { code: "HPE_INVALID_METHOD" }))).toBe(false);
    const text = rawErrorResponse(clientErrorFor(overflow("HEAD /")), true);
    expect(text.endsWith("\r\n\r\n")).toBe(true);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toContain("content-length: ");
  });
});
