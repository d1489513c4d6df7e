import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { AppError, errorAnswer } from "../errors/app-error";

/** The error a request node's HTTP parser refused is answered with (`clientError`). */
export function clientErrorFor(err: NodeJS.ErrnoException): AppError {
  switch (err.code) {
    case "HPE_HEADER_OVERFLOW":
      return new AppError("HEADER_FIELDS_TOO_LARGE", { metadata: { reason: "Request headers exceed 16 KB" } });
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "ERR_HTTP_HEADERS_TIMEOUT":
      return new AppError("REQUEST_TIMEOUT");
    case "HPE_INVALID_METHOD":
      return new AppError("NOT_IMPLEMENTED", { metadata: { reason: "Unknown HTTP method" } });
    default:
      return new AppError("INVALID_REQUEST", { metadata: { reason: "Malformed HTTP request" } });
  }
}

/** A whole HTTP/1.1 response (status line, headers, envelope body); the connection closes after it. */
export function rawErrorResponse(err: AppError, head = false): string {
  const { body } = errorAnswer(err);
  return (
    `HTTP/1.1 ${err.status} ${STATUS_CODES[err.status] ?? "Error"}\r\n` +
    "content-type: application/json\r\n" +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    "connection: close\r\n\r\n" +
    // A response to HEAD has no body (its headers still describe the one GET would get).
    (head ? "" : body)
  );
}

/** Whether the refused request's first bytes (node's `err.rawPacket`) are a HEAD request line. */
export function isHeadRequest(err: NodeJS.ErrnoException): boolean {
  const raw = (err as { rawPacket?: unknown }).rawPacket;
  return Buffer.isBuffer(raw) && raw.subarray(0, 5).toString("latin1") === "HEAD ";
}

/**
 * node:http's `clientError`: a request its parser refused (headers too large, bad syntax, an
 * unknown method, a timeout) gets the envelope instead of node's empty 400. Nothing is written
 * when the connection is gone or a response on it has already begun.
 */
export function handleClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  const current = (socket as unknown as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === "ECONNRESET" || !socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(rawErrorResponse(clientErrorFor(err), isHeadRequest(err)));
}
