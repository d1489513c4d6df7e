import { logger } from "../../logger";
import { ioLog } from "../../services/io-log/writer";
import type { InferenceCtx } from "../context";
import { inferenceContext } from "../context-cache";
import type { InferenceResult, InferenceRouteName } from "../request";
import { assembleChatStream, assembleMessagesStream, assembleResponsesStream } from "./assemble";
import { ioSampled } from "./sampling";

/**
 * I/O logging (issue 16, spec 2.4 / 4.10): when the caller's workspace has
 * is_observability_io_logging_enabled, the key is in io_logging_api_key_ids (all when null) and
 * the request id is sampled at io_logging_sampling_rate, the request (as forwarded: after the
 * guardrails' redactions) and the answer (a stream assembled) are kept, each cut at
 * IO_BODY_CAP characters. Nothing refused is kept (issue 21 item 3): a request is kept only once
 * the key's content filters have run over it (so a kept body is always the redacted form: a
 * request that failed before its filters ran, e.g. refused by a guardrail's routing rules, keeps
 * nothing), and a request a guardrail refused (403: a blocking filter, a guardrail budget) keeps
 * nothing either. On the response path this costs a cache read, a hash and, for a
 * stream, one array push per chunk; serializing and writing happen after the answer, through
 * the I/O log writer.
 */
export const IO_BODY_CAP = 64 * 1024;

/** A stream's raw text is collected up to this much, then the rest is not (the record says truncated). */
const STREAM_COLLECT_CAP = 4 * IO_BODY_CAP;

/** The service's parsed request (redactions are written into it in place): what the I/O log keeps. */
export function noteIoRequest(ctx: InferenceCtx, req: object): void {
  ctx.ioRequest = req;
}

/** Whether this request's bodies are kept (no round trip: the workspace was loaded by routing). */
export function ioLogWanted(ctx: InferenceCtx): boolean {
  if (!ctx.ioRequest) return false;
  const s = inferenceContext().cachedIoSettings(ctx.caller.workspaceId);
  if (!s) return false;
  if (s.keyIds && !s.keyIds.has(ctx.caller.key.id)) return false;
  return ioSampled(ctx.requestId, s.rate);
}

export function capped(text: string): { text: string; truncated: boolean } {
  return text.length > IO_BODY_CAP ? { text: text.slice(0, IO_BODY_CAP), truncated: true } : { text, truncated: false };
}

function keep(ctx: InferenceCtx, response: () => { text: string | null; truncated: boolean }): void {
  const req = ctx.ioRequest;
  if (!req) return;
  setImmediate(() => {
    try {
      const request = capped(JSON.stringify(req));
      const res = response();
      ioLog().record({
        requestId: ctx.requestId,
        orgId: ctx.caller.orgId,
        keyId: ctx.caller.key.id,
        workspaceId: ctx.caller.workspaceId,
        requestBody: request.text,
        requestTruncated: request.truncated,
        responseBody: res.text,
        responseTruncated: res.truncated,
        createdAt: ctx.now(),
      });
    } catch (err) {
      logger.warn({ requestId: ctx.requestId, err: (err as Error).message }, "I/O log record failed");
    }
  });
}

async function* tee(ctx: InferenceCtx, route: InferenceRouteName, events: AsyncIterable<string>): AsyncGenerator<string> {
  const chunks: string[] = [];
  let size = 0;
  let cut = false;
  try {
    for await (const chunk of events) {
      if (size < STREAM_COLLECT_CAP) {
        chunks.push(chunk);
        size += chunk.length;
      } else cut = true;
      yield chunk;
    }
  } finally {
    keep(ctx, () => {
      const sse = chunks.join("");
      const r = capped(JSON.stringify(route === "chat" ? assembleChatStream(sse) : route === "responses" ? assembleResponsesStream(sse) : assembleMessagesStream(sse)));
      return { text: r.text, truncated: r.truncated || cut };
    });
  }
}

/** The result as the transport sends it; when the request is kept, its bodies go to the I/O log after the answer. */
export function withIoLog(ctx: InferenceCtx | undefined, route: InferenceRouteName, result: InferenceResult): InferenceResult {
  if (!ctx || !ctx.ioFiltered || result.status === 403 || !ioLogWanted(ctx)) return result;
  if (result.kind === "stream") return { ...result, events: tee(ctx, route, result.events) };
  const body = result.body;
  keep(ctx, () => capped(JSON.stringify(body)));
  return result;
}
