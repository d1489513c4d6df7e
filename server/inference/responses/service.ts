import { type InferenceCtx, outputBound, parseBody } from "../context";
import { messageSlots } from "../guardrails/texts";
import type { MessagesRequest } from "../messages/schemas";
import type { ChatCall } from "../messages/service";
import type { WireFormat } from "../messages/wire";
import { adapterFor } from "../providers";
import { wantsServerToolLoop } from "../server-tools/stop-conditions";
import { reasoningEstimate, responseHead, ResponsesEncoder, responsesUsage, toResponse } from "./render";
import { fastParseResponsesRequest, responsesRequest, type ResponsesRequest } from "./schemas";
import { DEFAULT_MAX_TOKENS, refuseStateful, toMessagesRequest } from "./to-messages";

/**
 * POST /responses: OpenAI's Responses API on the one chat pipeline (messages/service.ts). The
 * request is translated once to Messages (./to-messages.ts); routing, limits, guardrails,
 * fallbacks, sticky sessions, the server-tool loop and the ledger work on that, and every
 * attempt goes through the endpoint's provider adapter like a /messages request — so every
 * upstream format serves it, with no per-upstream code here. Answers are written back as the
 * Responses object and event stream (./render.ts).
 */

/** The Responses wire over the translated request (which the content filters redact in place). */
export function responsesWire(req: ResponsesRequest, msg: MessagesRequest): WireFormat {
  const head = responseHead(req);
  // A copy only where the endpoint's bound differs from the translated request's.
  const asSent = (maxTokens: number | null): MessagesRequest => {
    const max = req.max_output_tokens ?? maxTokens ?? DEFAULT_MAX_TOKENS;
    return max === msg.max_tokens ? msg : { ...msg, max_tokens: max };
  };
  return {
    slots: () => messageSlots(msg),
    chat: (endpoint, signal) => adapterFor(endpoint.provider).chat(endpoint, asSent(endpoint.maxCompletionTokens), signal),
    chatStream: (endpoint, signal) => adapterFor(endpoint.provider).chatStream(endpoint, asSent(endpoint.maxCompletionTokens), signal),
    json: (res, a) => {
      const reasoning = res.usage.output_tokens_details?.reasoning_tokens ?? reasoningEstimate(res.content);
      return toResponse(res, head, a.endpoint, responsesUsage(a.endpoint, a.usage, res.usage.cache_read_input_tokens ?? 0, reasoning), a.metadata);
    },
    encoder: (endpoint, usage) => new ResponsesEncoder(head, endpoint, usage),
  };
}

/** POST /responses: the request translated once to Messages. */
export function responsesCall(_ctx: InferenceCtx, body: unknown): ChatCall {
  const req = fastParseResponsesRequest(body) ?? parseBody(responsesRequest, body);
  refuseStateful(req);
  // Without max_output_tokens: the output bound of the requested models (the shared catalog's, as
  // before); with it, the bound is not read.
  const msg = toMessagesRequest(req, { maxTokens: req.max_output_tokens ?? outputBound(req) });
  return { req: msg, wire: responsesWire(req, msg), io: req, loop: wantsServerToolLoop(msg) };
}
