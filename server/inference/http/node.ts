import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "../../errors/app-error";
import { declaredLength, payloadTooLarge } from "../../http/body-limit";
import { lingerOnClose } from "../../http/node-web";
import { handleInference } from "../pipeline";
import type { InferenceResult, InferenceRouteName } from "../request";

/**
 * The body, up to `limit` bytes. Over it: a 413 at once, and the rest of the body is read and
 * dropped (not a destroyed socket, which the client would see as a reset instead of the 413);
 * the answer closes the connection, and node's requestTimeout bounds a sender that never stops.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  // A declared length over the limit: refused before a byte is kept (the rest is read and dropped).
  const declared = declaredLength(req.headers["content-length"]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = declared !== null && declared > limit;
    if (over) reject(payloadTooLarge(limit));
    req.on("data", (c: Buffer) => {
      if (over) return;
      size += c.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        reject(new AppError("PAYLOAD_TOO_LARGE", { headers: { connection: "close" } }));
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

async function write(res: ServerResponse, result: InferenceResult): Promise<void> {
  if (result.kind === "json") {
    const payload = JSON.stringify(result.body);
    res.writeHead(result.status, {
      ...result.headers,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(payload),
    });
    res.end(payload);
    return;
  }
  res.writeHead(result.status, {
    ...result.headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.flushHeaders();
  for await (const chunk of result.events) {
    if (res.destroyed) break;
    if (!res.write(chunk)) await Promise.race([once(res, "drain"), once(res, "close")]);
  }
  res.end();
}

/** The lean transport: node:http straight into the inference service (no Next, no tRPC). */
export async function serveInferenceNode(route: InferenceRouteName, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const abort = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const result = await handleInference({
    route,
    method: req.method ?? "GET",
    headers: (name) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    },
    readBody: (limit) => readBody(req, limit),
    signal: abort.signal,
  });
  // Answered before its body was read to the end (a 413): closed without a reset (node-web.ts).
  if (!req.complete && result.status >= 400) lingerOnClose(req);
  await write(res, result);
}
