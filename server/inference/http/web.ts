import { readBounded } from "../../http/body-limit";
import { handleInference } from "../pipeline";
import type { InferenceRouteName } from "../request";

const encoder = new TextEncoder();

/** The Web transport (Next route handlers, `next dev`): Request in, Response out, streams pulled with back-pressure. */
export async function serveInferenceWeb(route: InferenceRouteName, request: Request): Promise<Response> {
  const result = await handleInference({
    route,
    method: request.method,
    headers: (name) => request.headers.get(name) ?? undefined,
    // Bounded from Content-Length and while streaming (never the whole body first).
    readBody: (limit) => readBounded(request, limit, { drainFirst: true }),
    signal: request.signal,
  });
  if (result.kind === "json") {
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { ...result.headers, "content-type": "application/json" },
    });
  }
  const iterator = result.events[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    status: result.status,
    headers: {
      ...result.headers,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
