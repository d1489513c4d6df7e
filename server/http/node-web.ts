import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { type AppError, errorAnswer } from "../errors/app-error";
import { once } from "node:events";
import { Readable } from "node:stream";

// On globalThis: this module may be loaded twice in one process (the compiled server and Next's bundle).
const ADDRESSES = Symbol.for("switchyard.remoteAddresses");
const remoteAddresses: WeakMap<Request, string> = ((globalThis as { [ADDRESSES]?: WeakMap<Request, string> })[ADDRESSES] ??= new WeakMap());

/** The peer address of a Request made by toWebRequest (undefined under other hosts, e.g. `next dev`). */
export function remoteAddressOf(req: Request): string | undefined {
  return remoteAddresses.get(req);
}

/** A node:http request as a Web Request (the body streamed, aborted when the client goes away). */
export function toWebRequest(req: IncomingMessage, res: ServerResponse): Request {
  const web = buildWebRequest(req, res);
  if (req.socket?.remoteAddress) remoteAddresses.set(web, req.socket.remoteAddress);
  return web;
}

function buildWebRequest(req: IncomingMessage, res: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(requestUrl(req), init);
}

function requestUrl(req: IncomingMessage): string {
  const proto = req.socket && "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
  const path = req.url ?? "/";
  try {
    return new URL(path, `${proto}://${req.headers.host ?? "localhost"}`).href;
  } catch {
    return new URL(path, `${proto}://localhost`).href;
  }
}

/**
 * Send a Web Response on a node:http response, honouring back-pressure. HEAD: headers only.
 * An answer given before the request's body was read to its end (a 404 on a large POST, say)
 * closes the connection: the unread rest would otherwise stall the next request on this socket
 * (the Web stream holds the body paused, so Node cannot discard it).
 */
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response, head: boolean): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  if (!req.complete) {
    headers.connection = "close";
    lingerOnClose(req);
  }
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body || head) {
    if (response.body) await response.body.cancel().catch(() => undefined);
    res.end();
    return;
  }
  for await (const chunk of response.body) {
    if (res.destroyed) break;
    if (!res.write(chunk)) await once(res, "drain");
  }
  res.end();
}

/**
 * A connection answered before its body was read (a 413, an early 404) keeps reading and
 * dropping what the client still sends after the answer, so that a client that writes its whole
 * body before it reads (most HTTP clients) finds the answer instead of a reset: until the body
 * ends or the client closes, but no longer than LINGER_IDLE_MS without a byte, LINGER_MAX_MS in
 * all, or LINGER_MAX_BYTES dropped. Memory stays flat: nothing dropped is kept.
 */
const LINGER_IDLE_MS = 5_000;
const LINGER_MAX_MS = 30_000;
const LINGER_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Close a connection whose request body was not read to its end the lingering way: after the
 * answer, a FIN (no more from us), then the socket is destroyed when the client closes, its body
 * ends, or one of the bounds above is reached. Node's own close destroys it at once, and a socket
 * closed with unread data makes the kernel send a reset that can wipe the answer from the
 * client's receive buffer before it is read. The body must be being read meanwhile (by the
 * handler, `drainUnread`, or the inference path's reader); this only counts it.
 */
export function lingerOnClose(req: IncomingMessage): void {
  const socket = req.socket;
  if (!socket) return;
  socket.destroySoon = function lingeringDestroySoon(this: typeof socket) {
    if (this.writable) this.end();
    const started = Date.now();
    let last = started;
    let dropped = 0;
    let timer: NodeJS.Timeout | undefined;
    const onData = (chunk: Buffer | Uint8Array) => {
      dropped += chunk.byteLength;
      last = Date.now();
      if (dropped > LINGER_MAX_BYTES) done();
    };
    const done = () => {
      clearTimeout(timer);
      req.off("data", onData);
      if (!this.destroyed) this.destroy();
    };
    // Checked after the event loop's next poll (setImmediate): a loop that was blocked past the
    // deadline reads what arrived meanwhile before the idle time is judged.
    const check = () =>
      setImmediate(() => {
        const now = Date.now();
        const idle = now - last;
        if (this.destroyed) return;
        if (idle >= LINGER_IDLE_MS || now - started >= LINGER_MAX_MS) done();
        else arm(Math.min(LINGER_IDLE_MS - idle, LINGER_MAX_MS - (now - started)));
      });
    const arm = (ms: number) => {
      timer = setTimeout(check, ms);
      timer.unref();
    };
    if (req.complete) {
      done();
      return;
    }
    // Counting only: the listener does not resume a body its reader paused.
    req.on("data", onData);
    req.once("end", done);
    this.once("close", () => {
      clearTimeout(timer);
      req.off("data", onData);
    });
    arm(LINGER_IDLE_MS);
  };
}

/** Answer with the error envelope (nothing else written yet). */
export function sendError(res: ServerResponse, err: AppError): void {
  const a = errorAnswer(err);
  res.writeHead(a.status, a.headers);
  res.end(a.body);
}
