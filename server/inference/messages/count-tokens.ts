import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { consumeQuota } from "../../services/datasets/rate-limit";
import { type InferenceCtx, parseBody, resolveModel, routeModel } from "../context";
import { applyContentFilters, cachedKeyGuardrails, keyGuardrails } from "../guardrails/enforce";
import { NO_GUARDRAILS } from "../guardrails/policy-cache";
import { messageSlots } from "../guardrails/texts";
import { adapterFor } from "../providers";
import { UpstreamError } from "../../catalog/upstream-http";
import { foldSystemMessages, type MessagesRequest, messagesRequestFields } from "./schemas";

/**
 * POST /messages/count_tokens (Anthropic's request, `{input_tokens}` back; docs/decisions.md
 * "Responses API, count_tokens"): the model is resolved and routed with the key's guardrails and
 * the content filters read the request exactly as on /messages (a blocked or disallowed request
 * is refused the same way), but nothing is reserved, billed or written to the ledger. The count
 * is the first routed endpoint's own (its adapter's `countTokens`: Anthropic-format upstreams'
 * count endpoint), else an estimate (`estimateInputTokens`). Rate limited per key.
 */

/** Per key and minute (Anthropic's lowest tier allows 100; clients call it once per turn or per /context). */
export const COUNT_TOKENS_PER_KEY_PER_MINUTE = 600;

const countTokensRequest = z
  .object({ ...messagesRequestFields, max_tokens: z.number().int().min(1).optional() })
  .refine((r) => typeof r.model === "string", { path: ["model"], message: "required" });

/** Images and PDFs: a flat guess per item (Anthropic counts an image at about width × height / 750, at most ~1,600). */
const IMAGE_TOKENS = 1600;
const DOCUMENT_TOKENS = 3000;

/**
 * The estimate when the upstream has no count endpoint: ~4 characters of text per token (system,
 * message texts, tool inputs and results, tool definitions as JSON), a flat figure per image and
 * per PDF, and 4 tokens of framing per message. Documented as an estimate; it is not any
 * provider's tokenizer.
 */
export function estimateInputTokens(req: Pick<MessagesRequest, "system" | "messages" | "tools">): number {
  let chars = 0;
  let flat = 0;
  const add = (v: unknown) => {
    if (typeof v === "string") chars += v.length;
    else if (v !== undefined && v !== null) chars += JSON.stringify(v).length;
  };
  if (typeof req.system === "string") add(req.system);
  else for (const b of req.system ?? []) add(b.text);
  for (const m of req.messages) {
    flat += 4;
    if (typeof m.content === "string") {
      add(m.content);
      continue;
    }
    for (const b of m.content) {
      if (b.type === "text") add(b.text);
      else if (b.type === "image") flat += IMAGE_TOKENS;
      else if (b.type === "document") {
        if (b.source.type === "text") add(b.source.data);
        else flat += DOCUMENT_TOKENS;
      } else if (b.type === "thinking") add(b.thinking);
      else if (b.type === "tool_use" || b.type === "server_tool_use") add(b.input);
      else if (b.type === "tool_result") {
        if (typeof b.content === "string") add(b.content);
        else for (const c of b.content ?? []) c.type === "text" ? add(c.text) : (flat += c.type === "image" ? IMAGE_TOKENS : DOCUMENT_TOKENS);
      } else add(b);
    }
  }
  if (req.tools?.length) add(req.tools);
  return Math.max(1, Math.ceil(chars / 4) + flat);
}

export async function countMessageTokens(ctx: InferenceCtx, body: unknown): Promise<{ input_tokens: number }> {
  await consumeQuota({
    bucket: `count_tokens:key:${ctx.caller.keyHash}`,
    limit: COUNT_TOKENS_PER_KEY_PER_MINUTE,
    windowMs: 60_000,
    now: ctx.now(),
    message: `Rate limit exceeded: ${COUNT_TOKENS_PER_KEY_PER_MINUTE} token counts per minute per key`,
  });
  const parsed = parseBody(countTokensRequest, body);
  const req = foldSystemMessages({ ...parsed, max_tokens: parsed.max_tokens ?? 1 });
  const model = resolveModel(req.model as string, "chat");
  const guard = cachedKeyGuardrails(ctx) ?? (await keyGuardrails(ctx));
  const routed = await routeModel(ctx, model, req.provider, guard);
  if (guard !== NO_GUARDRAILS) applyContentFilters(ctx, guard, () => messageSlots(req));
  const endpoint = routed.ordered[0];
  if (!endpoint) throw new AppError("NOT_FOUND", { metadata: { model: model.slug, reason: "no endpoint" } });
  const count = adapterFor(endpoint.provider).countTokens;
  if (count) {
    try {
      return { input_tokens: await count(endpoint, req, ctx.signal) };
    } catch (err) {
      // The count endpoint failing is no reason to fail the client: the estimate answers.
      if (!(err instanceof UpstreamError)) throw err;
    }
  }
  return { input_tokens: estimateInputTokens(req) };
}
