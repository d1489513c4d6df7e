import { AppError } from "../../errors/app-error";
import type { MessagesRequest, RequestContentBlock, RequestMessage, RequestTool } from "../messages/schemas";
import { parseArguments } from "../providers/openai-compatible/chat";
import { type ChatCompletionsRequest, type ChatMessage, type ChatUserPart, isFunctionTool } from "./schemas";

/**
 * Chat Completions request → the Messages request the pipeline routes, estimates and (for
 * Anthropic-format and local upstreams) sends. System and developer messages become `system`
 * (joined with blank lines, wherever they stood); tool messages become tool_result blocks of a
 * user turn (consecutive user turns merge); assistant tool_calls become tool_use blocks.
 * `strict`: a part the Messages format cannot carry (audio, a non-PDF file, an image whose data
 * URL is not jpeg/png/gif/webp) is a 400 naming it; otherwise it is left out (the routing view,
 * before an upstream is chosen).
 */

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

/** Without a max_tokens, Anthropic-format upstreams (which require one) get this, or the endpoint's cap. */
export const DEFAULT_MAX_TOKENS = 4096;

function unsupported(field: string, what: string): AppError {
  return new AppError("INVALID_REQUEST", {
    message: `This model's provider cannot read ${what}`,
    metadata: { issues: [{ field, message: `${what} are not supported by this model's provider` }] },
  });
}

function dataUrl(url: string): { mediaType: string; data: string } | null {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  return m ? { mediaType: m[1].toLowerCase(), data: m[2] } : null;
}

function textOf(content: string | Array<{ text: string }>): string {
  return typeof content === "string" ? content : content.map((p) => p.text).join("");
}

function userBlock(p: ChatUserPart, at: string, strict: boolean): RequestContentBlock | null {
  if (p.type === "text") return { type: "text", text: p.text };
  if (p.type === "image_url") {
    const d = dataUrl(p.image_url.url);
    if (d) {
      if (!(IMAGE_TYPES as readonly string[]).includes(d.mediaType)) {
        if (strict) throw unsupported(at, `images of type ${d.mediaType}`);
        return null;
      }
      return { type: "image", source: { type: "base64", media_type: d.mediaType as ImageType, data: d.data } };
    }
    return { type: "image", source: { type: "url", url: p.image_url.url } };
  }
  if (p.type === "file") {
    const d = p.file.file_data ? dataUrl(p.file.file_data) : null;
    if (d?.mediaType === "application/pdf") {
      return { type: "document", source: { type: "base64", media_type: "application/pdf", data: d.data }, ...(p.file.filename ? { title: p.file.filename } : {}) };
    }
    if (strict) throw unsupported(at, "files other than inline PDFs");
    return null;
  }
  if (strict) throw unsupported(at, "audio inputs");
  return null;
}

function pushUser(out: RequestMessage[], blocks: RequestContentBlock[]): void {
  const last = out.at(-1);
  if (last?.role === "user") {
    const prev: RequestContentBlock[] = typeof last.content === "string" ? [{ type: "text", text: last.content }] : last.content;
    last.content = [...prev, ...blocks];
  } else out.push({ role: "user", content: blocks });
}

function translate(messages: ChatMessage[], strict: boolean): { system: string | undefined; messages: RequestMessage[] } {
  const system: string[] = [];
  const out: RequestMessage[] = [];
  messages.forEach((m, i) => {
    const at = `messages.${i}.content`;
    if (m.role === "system" || m.role === "developer") {
      system.push(textOf(m.content));
    } else if (m.role === "user") {
      if (typeof m.content === "string") pushUser(out, [{ type: "text", text: m.content }]);
      else pushUser(out, m.content.flatMap((p, j) => userBlock(p, `${at}.${j}`, strict) ?? []));
    } else if (m.role === "tool") {
      pushUser(out, [{ type: "tool_result", tool_use_id: m.tool_call_id, content: textOf(m.content) }]);
    } else {
      const text = typeof m.content === "string" ? m.content : (m.content ?? []).flatMap((p) => (p.type === "text" ? [p.text] : [])).join("");
      const blocks: RequestContentBlock[] = text ? [{ type: "text", text }] : [];
      for (const tc of m.tool_calls ?? []) blocks.push({ type: "tool_use", id: tc.id, name: tc.function.name, input: parseArguments(tc.function.arguments) });
      // An empty assistant turn says nothing (Anthropic refuses empty content): left out.
      if (blocks.length) out.push({ role: "assistant", content: blocks });
    }
  });
  return { system: system.length ? system.join("\n\n") : undefined, messages: out };
}

export function toMessagesRequest(req: ChatCompletionsRequest, o: { maxTokens: number; strict: boolean }): MessagesRequest {
  const { system, messages } = translate(req.messages, o.strict);
  const out: MessagesRequest = {
    model: req.model,
    max_tokens: req.max_completion_tokens ?? req.max_tokens ?? o.maxTokens,
    messages: messages.length ? messages : [{ role: "user", content: "" }],
  };
  if (system !== undefined) out.system = system;
  // Anthropic's range is 0–1; OpenAI's 0–2 is clamped.
  if (req.temperature != null) out.temperature = Math.min(req.temperature, 1);
  if (req.top_p != null) out.top_p = req.top_p;
  if (req.top_k != null) out.top_k = req.top_k;
  if (req.stop != null) out.stop_sequences = typeof req.stop === "string" ? [req.stop] : req.stop;
  if (req.stream) out.stream = true;
  if (req.tools?.length) {
    out.tools = req.tools.map((t): RequestTool => {
      if (!isFunctionTool(t)) return { type: t.type };
      // A function without parameters takes none; the Messages format needs an object schema.
      const params = t.function.parameters ?? { properties: {} };
      return {
        name: t.function.name,
        ...(t.function.description !== undefined ? { description: t.function.description } : {}),
        input_schema: { ...params, type: "object" },
      };
    });
    const tc = req.tool_choice;
    const noParallel = req.parallel_tool_calls === false ? { disable_parallel_tool_use: true } : {};
    if (tc === "none") out.tool_choice = { type: "none" };
    else if (tc === "required") out.tool_choice = { type: "any", ...noParallel };
    else if (typeof tc === "object") out.tool_choice = { type: "tool", name: tc.function.name, ...noParallel };
    else if (tc === "auto" || req.parallel_tool_calls === false) out.tool_choice = { type: "auto", ...noParallel };
  }
  const effort = req.reasoning_effort === "minimal" ? "low" : (req.reasoning_effort ?? undefined);
  const format = req.response_format?.type === "json_schema" && req.response_format.json_schema.schema ? req.response_format.json_schema.schema : undefined;
  if (effort || format) out.output_config = { ...(effort ? { effort } : {}), ...(format ? { format: { type: "json_schema", schema: format } } : {}) };
  if (req.user !== undefined) out.user = req.user;
  for (const k of ["models", "fallbacks", "provider", "session_id", "trace", "route", "plugins", "stop_server_tools_when"] as const) {
    if (req[k] !== undefined) Object.assign(out, { [k]: req[k] });
  }
  return out;
}
