import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
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
  if (!req.complete) headers.connection = "close";
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
