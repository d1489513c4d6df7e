import { AppError, errorResponse } from "../errors/app-error";

/**
 * Request bodies are bounded before anything else reads them, authentication included (issue 21
 * item 4; docs/decisions.md "Request size limits"). Every limit is checked from Content-Length
 * (a larger declared body is refused before a byte of it is read) and again while the body
 * streams (a chunked or lying sender is cut off at the limit): 413 in the envelope, the
 * connection closed after it. Memory stays at most the limit per request: what arrives after
 * the limit is read and dropped, as the inference path does (closing a socket with unread data
 * makes the kernel answer with a reset, which the client would see instead of the 413); node's
 * requestTimeout bounds a sender that never stops.
 */
export const BODY_LIMITS = {
  /** POST /api/session: `{"key": "..."}`. */
  session: 64 * 1024,
  /** /api/trpc (the console's batches). */
  trpc: 1024 * 1024,
  /** REST management routes under /api/v1 (everything but inference). */
  rest: 1024 * 1024,
} as const;

/**
 * 413 with `connection: close`. The answer is not held back for the rest of the body: it is read
 * and dropped after the answer while the connection lingers (node-web.ts), so a client that
 * writes its whole body before reading still finds the 413.
 */
export function payloadTooLarge(_limit: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", { headers: { connection: "close" } });
}

/** The declared length, or null when absent or not a plain decimal. */
export function declaredLength(value: string | null | undefined): number | null {
  if (value == null) return null;
  const v = value.trim();
  return /^\d{1,16}$/.test(v) ? Number(v) : null;
}

/** Read the rest of a body and drop it (never cancel: that destroys node's socket before the answer is out). */
async function drop(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    /* the client went away */
  }
}

/**
 * Read and drop the rest of a request body nobody read (a handler that answered without it):
 * the connection then lingers until it ends (node-web.ts) instead of stalling with unread data.
 * A body its handler is reading (locked) is left alone.
 */
export function drainUnread(req: Request): void {
  if (req.body && !req.body.locked) void drop(req.body.getReader());
}

/** How long a 413 waits for the rest of the body to be dropped (`drainFirst`) before it is sent anyway. */
const DRAIN_WAIT_MS = 30_000;

export interface BoundedReadOptions {
  /**
   * Answer the 413 only once the rest of the body has been read and dropped (at most
   * DRAIN_WAIT_MS). For transports that close the socket at once after an answer with
   * `connection: close` (Next's server): closed with unread data, the socket would send a reset
   * that can wipe the 413 from the client's buffer. The lean server lingers instead (node-web.ts)
   * and answers at once.
   */
  drainFirst?: boolean;
}

async function tooLarge(limit: number, dropping: Promise<void>, opts: BoundedReadOptions): Promise<never> {
  if (opts.drainFirst) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([dropping, new Promise<void>((r) => (timer = setTimeout(r, DRAIN_WAIT_MS)))]);
    clearTimeout(timer);
  }
  throw payloadTooLarge(limit);
}

/**
 * A Web request's body, read up to `limit` bytes: over it (declared or streamed), a 413 AppError
 * is thrown (at once, or once the rest is dropped: `drainFirst`); the rest is read and dropped.
 */
export async function readBounded(req: Request, limit: number, opts: BoundedReadOptions = {}): Promise<Buffer> {
  const declared = declaredLength(req.headers.get("content-length"));
  if (declared !== null && declared > limit) {
    return tooLarge(limit, req.body ? drop(req.body.getReader()) : Promise.resolve(), opts);
  }
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      chunks.length = 0;
      return tooLarge(limit, drop(reader), opts);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

type Handler = (req: Request) => Promise<Response> | Response;

/**
 * A route handler whose request body is read first, bounded, and handed on as a buffered
 * request (a handler that reads it twice, or never, behaves as before). GET and HEAD pass.
 */
export function withBodyLimit(limit: number, handler: Handler, opts: BoundedReadOptions = {}): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === "GET" || req.method === "HEAD" || !req.body) return handler(req);
    let body: Buffer;
    try {
      body = await readBounded(req, limit, opts);
    } catch (err) {
      if (err instanceof AppError) return errorResponse(err);
      // The client went away while sending: nobody reads the answer.
      return errorResponse(new AppError("CLIENT_CLOSED_REQUEST"));
    }
    const headers = new Headers(req.headers);
    headers.delete("transfer-encoding");
    headers.set("content-length", String(body.length));
    return handler(new Request(req.url, { method: req.method, headers, body: new Uint8Array(body), signal: req.signal }));
  };
}

/**
 * Under Next's server (which closes at once after an answer with unread data): read and drop the
 * request's body (at most DRAIN_WAIT_MS) before the handler answers without it (a 405), so the
 * client reads the answer instead of a reset. The lean server lingers instead (node-web.ts).
 */
export function drainingFirst(handler: Handler): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.body && !req.body.locked) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([drop(req.body.getReader()), new Promise<void>((r) => (timer = setTimeout(r, DRAIN_WAIT_MS)))]);
      clearTimeout(timer);
    }
    return handler(req);
  };
}
