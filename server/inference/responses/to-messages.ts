import { AppError } from "../../errors/app-error";
import type { MessagesRequest, RequestContentBlock, RequestMessage, RequestTool } from "../messages/schemas";
import { parseArguments } from "../providers/openai-compatible/chat";
import type {
  CustomTool,
  CustomToolCallItem,
  CustomToolCallOutputItem,
  FunctionCallItem,
  FunctionCallOutputItem,
  FunctionTool,
  InputItem,
  InputPart,
  MessageItem,
  ReasoningItem,
  ResponsesRequest,
} from "./schemas";

/**
 * Responses request → the Messages request the pipeline routes, accounts and sends through the
 * provider adapters (every upstream format: the adapters translate Messages to their own wire).
 *   - `instructions`, then system and developer messages (in order) → `system`;
 *   - user messages and function_call_output items → user turns (consecutive ones merge);
 *   - assistant messages, function_call items and reasoning items carrying `encrypted_content`
 *     → assistant turns (thinking, text, tool_use blocks);
 *   - function tools → tools; custom tools (free-form text) → a function of one string `input`;
 *     `namespace` tools → their tools; `gateway:` tools as on /messages; hosted OpenAI tools are
 *     left out (the gateway runs none);
 *   - `text.format` json_schema → output_config.format; `reasoning.effort` → output_config.effort.
 * Stateless: previous_response_id, store: true, conversation, background and item_reference → 400.
 */

export const DEFAULT_MAX_TOKENS = 4096;
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

/** The custom-tool wrapper's one parameter. */
export const CUSTOM_TOOL_INPUT = "input";

function refuse(field: string, message: string, issue: string): AppError {
  return new AppError("INVALID_REQUEST", { message, metadata: { issues: [{ field, message: issue }] } });
}

/** Fields that need stored state or hosted work: refused, naming the field. */
export function refuseStateful(req: ResponsesRequest): void {
  const stateless = "the gateway keeps no responses; send the whole conversation in `input`";
  if (req.previous_response_id != null) {
    throw refuse("previous_response_id", `previous_response_id is not supported: ${stateless}`, "not supported (the gateway is stateless)");
  }
  if (req.store === true) throw refuse("store", `store: true is not supported: ${stateless} (send store: false or leave it out)`, "must be false or absent");
  if (req.conversation != null) throw refuse("conversation", `conversation is not supported: ${stateless}`, "not supported (the gateway is stateless)");
  if (req.background === true) throw refuse("background", "background: true is not supported: responses are answered on the request", "must be false or absent");
}

function dataUrl(url: string): { mediaType: string; data: string } | null {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  return m ? { mediaType: m[1].toLowerCase(), data: m[2] } : null;
}

function partBlock(p: InputPart, at: string): RequestContentBlock | null {
  switch (p.type) {
    case "input_text":
    case "output_text":
      return { type: "text", text: p.text };
    case "refusal":
      return { type: "text", text: p.refusal };
    case "reasoning_text":
      return null;
    case "input_image": {
      if (!p.image_url) throw refuse(`${at}.file_id`, "Images by file_id are not supported: the gateway keeps no files; send image_url", "not supported");
      const d = dataUrl(p.image_url);
      if (!d) return { type: "image", source: { type: "url", url: p.image_url } };
      if (!(IMAGE_TYPES as readonly string[]).includes(d.mediaType)) {
        throw refuse(at, `Images of type ${d.mediaType} are not supported`, `images must be ${IMAGE_TYPES.join(", ")}`);
      }
      return { type: "image", source: { type: "base64", media_type: d.mediaType as ImageType, data: d.data } };
    }
    case "input_file": {
      const d = p.file_data ? dataUrl(p.file_data) : null;
      if (d?.mediaType === "application/pdf") {
        return { type: "document", source: { type: "base64", media_type: "application/pdf", data: d.data }, ...(p.filename ? { title: p.filename } : {}) };
      }
      if (p.file_url && /^https?:\/\//i.test(p.file_url)) return { type: "document", source: { type: "url", url: p.file_url } };
      throw refuse(at, "Only inline PDF files (file_data as a data: URL) and file URLs are supported", "files must be inline PDFs or http(s) URLs");
    }
  }
}

function blocksOf(content: string | InputPart[], at: string): RequestContentBlock[] {
  if (typeof content === "string") return [{ type: "text", text: content }];
  return content.flatMap((p, j) => partBlock(p, `${at}.${j}`) ?? []);
}

function textOf(content: string | InputPart[]): string {
  if (typeof content === "string") return content;
  return content.map((p) => ("text" in p && typeof p.text === "string" ? p.text : "")).join("");
}

/** Appends blocks to the last turn when it has the same role (Messages alternates roles). */
function push(out: RequestMessage[], role: "user" | "assistant", blocks: RequestContentBlock[]): void {
  if (!blocks.length) return;
  const last = out.at(-1);
  if (last?.role === role) {
    const prev: RequestContentBlock[] = typeof last.content === "string" ? [{ type: "text", text: last.content }] : last.content;
    last.content = [...prev, ...blocks];
  } else out.push({ role, content: blocks });
}

function toolOutput(output: string | InputPart[], at: string): string | Array<Extract<RequestContentBlock, { type: "text" | "image" | "document" }>> {
  if (typeof output === "string") return output;
  return blocksOf(output, at).filter((b): b is Extract<RequestContentBlock, { type: "text" | "image" | "document" }> => b.type === "text" || b.type === "image" || b.type === "document");
}

const UNSUPPORTED_ITEM = "is not supported by the gateway (it runs no hosted OpenAI tools and keeps no items)";

function translateInput(input: ResponsesRequest["input"], system: string[]): RequestMessage[] {
  if (typeof input === "string") return [{ role: "user", content: [{ type: "text", text: input }] }];
  const out: RequestMessage[] = [];
  input.forEach((raw: InputItem, i) => {
    const at = `input.${i}`;
    const type = (raw as { type?: string }).type ?? "message";
    switch (type) {
      case "message": {
        const m = raw as MessageItem;
        if (m.role === "system" || m.role === "developer") system.push(textOf(m.content));
        else push(out, m.role, blocksOf(m.content, `${at}.content`));
        return;
      }
      case "function_call": {
        const c = raw as FunctionCallItem;
        push(out, "assistant", [{ type: "tool_use", id: c.call_id, name: c.name, input: parseArguments(c.arguments) }]);
        return;
      }
      case "custom_tool_call": {
        const c = raw as CustomToolCallItem;
        push(out, "assistant", [{ type: "tool_use", id: c.call_id, name: c.name, input: { [CUSTOM_TOOL_INPUT]: c.input } }]);
        return;
      }
      case "function_call_output":
      case "custom_tool_call_output": {
        const o = raw as FunctionCallOutputItem | CustomToolCallOutputItem;
        push(out, "user", [{ type: "tool_result", tool_use_id: o.call_id, content: toolOutput(o.output, `${at}.output`) }]);
        return;
      }
      case "reasoning": {
        // Thinking goes back only with its signature (what the gateway sent as encrypted_content).
        const r = raw as ReasoningItem;
        if (!r.encrypted_content) return;
        const thinking = (r.summary ?? []).map((s) => s.text).join("");
        push(out, "assistant", [{ type: "thinking", thinking, signature: r.encrypted_content }]);
        return;
      }
      case "item_reference":
        throw refuse(`${at}.type`, "item_reference is not supported: the gateway keeps no items; send the items themselves", "not supported (the gateway is stateless)");
      default:
        throw refuse(`${at}.type`, `Input items of type '${type}' are not supported`, `'${type}' ${UNSUPPORTED_ITEM}`);
    }
  });
  return out;
}

function isFunction(t: { type: string }): t is FunctionTool {
  return t.type === "function";
}
function isCustom(t: { type: string }): t is CustomTool {
  return t.type === "custom";
}

function functionTool(t: FunctionTool): RequestTool {
  const params = t.parameters ?? { properties: {} };
  return { name: t.name, ...(t.description != null ? { description: t.description } : {}), input_schema: { ...params, type: "object" } };
}

function customTool(t: CustomTool): RequestTool {
  const what = t.format?.type === "grammar" ? "text in the tool's grammar" : "free-form text";
  const description = [t.description ?? "", `Pass the whole ${what} as the string parameter \`${CUSTOM_TOOL_INPUT}\`.`].filter(Boolean).join("\n\n");
  return { name: t.name, description, input_schema: { type: "object", properties: { [CUSTOM_TOOL_INPUT]: { type: "string" } }, required: [CUSTOM_TOOL_INPUT] } };
}

/**
 * Function and custom tools, those inside a `namespace` tool (Codex groups some that way) by
 * their own names, and `gateway:` tools. OpenAI's hosted tools (web_search, file_search,
 * code_interpreter, ...) are left out: the gateway runs none, and a client that always
 * declares one (Codex declares web_search) still gets its answer; the model cannot call them.
 */
function translateTools(req: ResponsesRequest): RequestTool[] {
  const out: RequestTool[] = [];
  const add = (t: { type: string }) => {
    if (isFunction(t)) out.push(functionTool(t));
    else if (isCustom(t)) out.push(customTool(t));
    else if (t.type === "namespace") {
      const inner: unknown = (t as Record<string, unknown>).tools;
      for (const x of Array.isArray(inner) ? inner : []) {
        const named = typeof x === "object" && x !== null && typeof (x as { name?: unknown }).name === "string";
        if (named && ((x as { type?: unknown }).type === "function" || (x as { type?: unknown }).type === "custom")) add(x as FunctionTool | CustomTool);
      }
    } else if (t.type.startsWith("gateway:")) out.push({ ...t });
  };
  for (const t of req.tools ?? []) add(t);
  return out;
}

function toolChoiceOf(req: ResponsesRequest): MessagesRequest["tool_choice"] {
  const tc = req.tool_choice;
  const noParallel = req.parallel_tool_calls === false ? { disable_parallel_tool_use: true } : {};
  if (tc === "none") return { type: "none" };
  if (tc === "required") return { type: "any", ...noParallel };
  if (tc && typeof tc === "object") {
    if (tc.type === "function" || tc.type === "custom") return { type: "tool", name: (tc as { name: string }).name, ...noParallel };
    if (tc.type === "allowed_tools") return { type: (tc as { mode: string }).mode === "required" ? "any" : "auto", ...noParallel };
  }
  if (tc === "auto" || req.parallel_tool_calls === false) return { type: "auto", ...noParallel };
  return undefined;
}

function effortOf(e: string | null | undefined): "low" | "medium" | "high" | undefined {
  if (e == null || e === "none") return undefined;
  if (e === "minimal" || e === "low") return "low";
  if (e === "medium") return "medium";
  return "high";
}

/** The Messages request; `maxTokens` when the request sets no max_output_tokens. */
export function toMessagesRequest(req: ResponsesRequest, o: { maxTokens: number }): MessagesRequest {
  const system: string[] = [];
  if (req.instructions) system.push(req.instructions);
  const messages = translateInput(req.input, system);
  const out: MessagesRequest = {
    model: req.model,
    max_tokens: req.max_output_tokens ?? o.maxTokens,
    messages: messages.length ? messages : [{ role: "user", content: "" }],
  };
  if (system.length) out.system = system.join("\n\n");
  if (req.temperature != null) out.temperature = Math.min(req.temperature, 1);
  if (req.top_p != null) out.top_p = req.top_p;
  if (req.stream) out.stream = true;
  const tools = translateTools(req);
  if (tools.length) {
    out.tools = tools;
    const choice = toolChoiceOf(req);
    if (choice) out.tool_choice = choice;
  }
  const effort = effortOf(req.reasoning?.effort);
  const f = req.text?.format;
  const format = f?.type === "json_schema" ? { type: "json_schema" as const, schema: f.schema } : undefined;
  if (effort || format) out.output_config = { ...(effort ? { effort } : {}), ...(format ? { format } : {}) };
  if (req.user != null) out.user = req.user;
  if (req.prompt_cache_key && req.session_id === undefined) out.session_id = req.prompt_cache_key.slice(0, 256);
  for (const k of ["models", "fallbacks", "provider", "session_id", "trace", "route", "plugins", "stop_server_tools_when"] as const) {
    if (req[k] !== undefined) Object.assign(out, { [k]: req[k] });
  }
  return out;
}
