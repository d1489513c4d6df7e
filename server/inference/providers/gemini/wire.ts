import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import type { Endpoint, ProviderConfig } from "../../../catalog/catalog";
import type { MessagesRequest, MessagesResponse, RequestMessage, ResponseContentBlock, StopReason } from "../../messages/schemas";
import { UpstreamError } from "../../../catalog/upstream-http";
import { isGatewayTool } from "../anthropic/chat";
import { newMessageId, newToolUseId } from "../openai-compatible/chat";

/**
 * Messages ⇄ Gemini generateContent, one translation for both Google hosts (the `gemini` AI
 * Studio API and Gemini on `vertex`). Dropped: top_k is passed (Gemini has it), cache_control
 * (Gemini caches implicitly; its cached tokens come back as cache reads), citations, earlier
 * thinking blocks. A tool call's `thoughtSignature` (Gemini 3 requires it back on the next turn)
 * rides in the tool_use id (`…__ts_<base64url>`), so it survives any client and both formats.
 */

type Part =
  | { text: string; thought?: boolean; thoughtSignature?: string }
  | { inlineData: { mimeType: string; data: string } }
  | { fileData: { mimeType?: string; fileUri: string } }
  | { functionCall: { name: string; args: Record<string, unknown> }; thoughtSignature?: string }
  | { functionResponse: { name: string; response: Record<string, unknown> } };

export interface GeminiContent {
  role: "user" | "model";
  parts: Part[];
}

export interface GenerateContentBody {
  contents: GeminiContent[];
  systemInstruction?: { parts: Array<{ text: string }> };
  tools?: Array<{ functionDeclarations: Array<{ name: string; description?: string; parametersJsonSchema: Record<string, unknown> }> }>;
  toolConfig?: { functionCallingConfig: { mode: "AUTO" | "ANY" | "NONE"; allowedFunctionNames?: string[] } };
  generationConfig: {
    maxOutputTokens: number;
    temperature?: number;
    topP?: number;
    topK?: number;
    stopSequences?: string[];
    responseMimeType?: string;
    responseJsonSchema?: Record<string, unknown>;
    thinkingConfig?: { thinkingBudget?: number; includeThoughts?: boolean };
  };
}

const SIG = "__ts_";

/** A tool_use id carrying Gemini's thoughtSignature (base64 → base64url: ids stay [A-Za-z0-9_-]). */
export function toolIdWithSignature(signature: string | undefined): string {
  const id = newToolUseId();
  return signature ? `${id}${SIG}${Buffer.from(signature, "base64").toString("base64url")}` : id;
}

/** The thoughtSignature a tool_use id carries, if any. */
export function signatureOfToolId(id: string): string | undefined {
  const i = id.indexOf(SIG);
  return i < 0 ? undefined : Buffer.from(id.slice(i + SIG.length), "base64url").toString("base64");
}

function unsupported(p: ProviderConfig, field: string, what: string): AppError {
  const message = `Provider '${p.id}' (Gemini format) cannot read ${what}`;
  return new AppError("INVALID_REQUEST", { message, metadata: { issues: [{ field, message: `${what} are not supported by this provider` }] } });
}

type Block = Exclude<RequestMessage["content"], string>[number];

function mediaPart(p: ProviderConfig, b: Block, at: string): Part | null {
  if (b.type === "image" || b.type === "document") {
    if (b.source.type === "base64") return { inlineData: { mimeType: b.source.media_type, data: b.source.data } };
    if (b.source.type === "url") return { fileData: { fileUri: b.source.url, ...(b.type === "document" ? { mimeType: "application/pdf" } : {}) } };
    if (b.type === "document") return { text: [b.title, b.context, b.source.data].filter((s) => s).join("\n\n") };
  }
  if (b.type === "text") return b.text ? { text: b.text } : null;
  if (b.type === "thinking" || b.type === "redacted_thinking") return null;
  throw unsupported(p, at, `${b.type} blocks`);
}

/** Messages request → generateContent body (the model is in the URL). */
export function toGemini(endpoint: Endpoint, req: MessagesRequest): GenerateContentBody {
  const p = endpoint.provider;
  // tool_result names the call by id; Gemini's functionResponse by function name.
  const names = new Map<string, string>();
  for (const m of req.messages) if (typeof m.content !== "string") for (const b of m.content) if (b.type === "tool_use") names.set(b.id, b.name);
  const contents: GeminiContent[] = [];
  req.messages.forEach((m, i) => {
    const at = `messages.${i}.content`;
    const role = m.role === "user" ? "user" : "model";
    const parts: Part[] = [];
    // Gemini refuses empty text parts: an empty turn or block is left out.
    if (typeof m.content === "string") {
      if (m.content) parts.push({ text: m.content });
    }
    else
      m.content.forEach((b, j) => {
        if (b.type === "tool_use") {
          const sig = signatureOfToolId(b.id);
          parts.push({ functionCall: { name: b.name, args: b.input }, ...(sig ? { thoughtSignature: sig } : {}) });
        } else if (b.type === "tool_result") {
          const blocks = typeof b.content === "string" ? [{ type: "text" as const, text: b.content }] : (b.content ?? []);
          const text = blocks.flatMap((c) => (c.type === "text" ? [c.text] : [])).join("\n");
          const name = names.get(b.tool_use_id) ?? b.tool_use_id;
          parts.push({ functionResponse: { name, response: b.is_error ? { error: text } : { result: text } } });
          blocks.forEach((c, k) => {
            if (c.type !== "text") {
              const part = mediaPart(p, c, `${at}.${j}.content.${k}`);
              if (part) parts.push(part);
            }
          });
        } else {
          const part = mediaPart(p, b, `${at}.${j}`);
          if (part) parts.push(part);
        }
      });
    if (!parts.length) return;
    // Consecutive turns of one role merge (Gemini wants them alternating).
    const last = contents.at(-1);
    if (last && last.role === role) last.parts.push(...parts);
    else contents.push({ role, parts });
  });
  const body: GenerateContentBody = { contents, generationConfig: { maxOutputTokens: req.max_tokens } };
  if (req.system !== undefined) {
    const text = typeof req.system === "string" ? req.system : req.system.map((b) => b.text).join("\n\n");
    if (text) body.systemInstruction = { parts: [{ text }] };
  }
  const g = body.generationConfig;
  if (req.temperature !== undefined) g.temperature = req.temperature;
  if (req.top_p !== undefined) g.topP = req.top_p;
  if (req.top_k !== undefined) g.topK = req.top_k;
  if (req.stop_sequences?.length) {
    if (req.stop_sequences.length > 5) {
      throw new AppError("INVALID_REQUEST", {
        message: `Provider '${p.id}' (Gemini format) takes at most 5 stop sequences`,
        metadata: { issues: [{ field: "stop_sequences", message: "at most 5 stop sequences are supported by this provider" }] },
      });
    }
    g.stopSequences = req.stop_sequences;
  }
  if (req.output_config?.format) {
    g.responseMimeType = "application/json";
    g.responseJsonSchema = req.output_config.format.schema;
  }
  if (req.thinking?.type === "enabled") g.thinkingConfig = { thinkingBudget: req.thinking.budget_tokens, includeThoughts: true };
  else if (req.thinking?.type === "adaptive") g.thinkingConfig = { includeThoughts: true };
  const tools = (req.tools ?? []).filter((t) => !isGatewayTool(t));
  tools.forEach((t, i) => {
    if (!("input_schema" in t) || (t.type !== undefined && t.type !== "custom")) throw unsupported(p, `tools.${i}`, `server tools (${t.type})`);
  });
  if (tools.length) {
    body.tools = [
      {
        functionDeclarations: tools.map((t) => ({
          name: String(t.name),
          ...(typeof t.description === "string" ? { description: t.description } : {}),
          parametersJsonSchema: t.input_schema as Record<string, unknown>,
        })),
      },
    ];
    const tc = req.tool_choice;
    if (tc?.type === "any") body.toolConfig = { functionCallingConfig: { mode: "ANY" } };
    else if (tc?.type === "tool") body.toolConfig = { functionCallingConfig: { mode: "ANY", allowedFunctionNames: [tc.name] } };
    else if (tc?.type === "none") body.toolConfig = { functionCallingConfig: { mode: "NONE" } };
    else if (tc?.type === "auto") body.toolConfig = { functionCallingConfig: { mode: "AUTO" } };
  }
  return body;
}

// ---------------------------------------------------------------------------------------------
// Answers

const partSchema = z.looseObject({
  text: z.string().optional(),
  thought: z.boolean().optional(),
  thoughtSignature: z.string().optional(),
  functionCall: z.looseObject({ name: z.string(), args: z.record(z.string(), z.unknown()).nullish() }).optional(),
});
const usageSchema = z.looseObject({
  promptTokenCount: z.number().optional(),
  candidatesTokenCount: z.number().optional(),
  cachedContentTokenCount: z.number().optional(),
  thoughtsTokenCount: z.number().optional(),
  toolUsePromptTokenCount: z.number().optional(),
});
export const geminiResponse = z.looseObject({
  candidates: z
    .array(
      z.looseObject({
        content: z.looseObject({ parts: z.array(partSchema).nullish() }).nullish(),
        finishReason: z.string().nullish(),
      }),
    )
    .nullish(),
  promptFeedback: z.looseObject({ blockReason: z.string().nullish() }).nullish(),
  usageMetadata: usageSchema.nullish(),
  error: z.looseObject({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }).nullish(),
});
export type GeminiResponse = z.infer<typeof geminiResponse>;
export type GeminiUsage = z.infer<typeof usageSchema>;

/** promptTokenCount includes cached tokens: input_tokens is the uncached rest; thoughts are output. */
export function geminiUsage(u: GeminiUsage | null | undefined) {
  const cached = u?.cachedContentTokenCount ?? 0;
  return {
    input_tokens: Math.max(0, (u?.promptTokenCount ?? 0) + (u?.toolUsePromptTokenCount ?? 0) - cached),
    output_tokens: (u?.candidatesTokenCount ?? 0) + (u?.thoughtsTokenCount ?? 0),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: cached,
  };
}

const REFUSALS = new Set(["SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII", "IMAGE_SAFETY", "LANGUAGE"]);

/** finishReason → stop_reason (Gemini says STOP for a stop sequence too: not distinguishable). */
export function geminiStop(finish: string | null | undefined, calledTools: boolean): StopReason {
  if (finish === "MAX_TOKENS") return "max_tokens";
  if (finish && REFUSALS.has(finish)) return "refusal";
  if (calledTools) return "tool_use";
  return "end_turn";
}

/** Google's error status names → HTTP statuses (an error inside a 200 stream). */
const STATUS: Record<string, number> = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  CANCELLED: 499,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
};

export function geminiErrorStatus(e: { code?: number; status?: string }): number {
  return (e.status ? STATUS[e.status] : undefined) ?? (e.code && e.code >= 400 ? e.code : 500);
}

export function fromGemini(r: GeminiResponse, o: { provider: string; model: string }): MessagesResponse {
  if (r.error) throw new UpstreamError("http", o.provider, geminiErrorStatus(r.error), r.error.message ?? "upstream error");
  const cand = r.candidates?.[0];
  const content: ResponseContentBlock[] = [];
  let thinking = "";
  for (const part of cand?.content?.parts ?? []) {
    if (part.functionCall) content.push({ type: "tool_use", id: toolIdWithSignature(part.thoughtSignature), name: part.functionCall.name, input: part.functionCall.args ?? {} });
    else if (part.thought && part.text) thinking += part.text;
    else if (part.text) content.push({ type: "text", text: part.text });
  }
  if (thinking) content.unshift({ type: "thinking", thinking, signature: "" });
  const blocked = !cand && r.promptFeedback?.blockReason;
  if (blocked) content.push({ type: "refusal", category: null, explanation: `prompt blocked: ${r.promptFeedback?.blockReason}` });
  const calledTools = content.some((b) => b.type === "tool_use");
  return {
    id: newMessageId(),
    type: "message",
    role: "assistant",
    model: o.model,
    content,
    stop_reason: blocked ? "refusal" : geminiStop(cand?.finishReason, calledTools),
    stop_sequence: null,
    usage: geminiUsage(r.usageMetadata),
  };
}
