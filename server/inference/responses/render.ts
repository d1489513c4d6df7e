import type { AppError } from "../../errors/app-error";
import type { Endpoint } from "../../catalog/catalog";
import { newId } from "../ids";
import type { MessagesResponse, ResponseContentBlock, StopReason, StreamEvent } from "../messages/schemas";
import { costOf, type Usage } from "../messages/usage";
import { AnswerStreamEncoder } from "../messages/stream-encoder";
import type { OutputItem, OutputMessage, ResponseObject, ResponsesRequest, ResponsesUsage } from "./schemas";
import { CUSTOM_TOOL_INPUT } from "./to-messages";

/**
 * The pipeline's Messages answers → OpenAI's Responses shapes: the `response` object (JSON) and
 * its event stream (`response.created` … `response.completed`, every event with `sequence_number`).
 * Each text block is one `message` item, each tool_use one `function_call` (or `custom_tool_call`
 * for a custom tool), each thinking block one `reasoning` item (its signature as
 * `encrypted_content`, so it can be sent back). Gateway server-tool blocks are not shown.
 */

/** What the answer echoes of the request, and the custom tools whose calls are written as custom_tool_call. */
export interface ResponseHead {
  id: string;
  createdAt: number;
  req: ResponsesRequest;
  customTools: ReadonlySet<string>;
}

const NO_CUSTOM_TOOLS: ReadonlySet<string> = new Set();

export function responseHead(req: ResponsesRequest, now = Date.now()): ResponseHead {
  let customTools: Set<string> | null = null;
  for (const t of req.tools ?? []) if (t.type === "custom" && "name" in t && typeof t.name === "string") (customTools ??= new Set()).add(t.name);
  return { id: newId("resp_"), createdAt: Math.floor(now / 1000), req, customTools: customTools ?? NO_CUSTOM_TOOLS };
}

function statusOf(stop: StopReason | null): Pick<ResponseObject, "status" | "incomplete_details"> {
  if (stop === "max_tokens" || stop === "model_context_window_exceeded") return { status: "incomplete", incomplete_details: { reason: "max_output_tokens" } };
  if (stop === "refusal") return { status: "incomplete", incomplete_details: { reason: "content_filter" } };
  return { status: "completed", incomplete_details: null };
}

/** The pipeline's token counts (the ledger's): input counts cached and cache-written tokens too. */
export function responsesUsage(endpoint: Endpoint, usage: Usage, cached: number, reasoning: number): ResponsesUsage {
  const input = usage.inputTokens();
  const output = usage.outputTokens();
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: cached },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: reasoning },
    total_tokens: input + output,
    cost: costOf(endpoint, usage),
    is_byok: endpoint.provider.is_byok,
  };
}

/** The response object around `output` (in_progress until the pipeline's answer is final). */
export function responseObject(
  head: ResponseHead,
  a: { model: string; provider: string | null; output: OutputItem[]; stop: StopReason | null; final: boolean; usage: ResponsesUsage | null },
): ResponseObject {
  const r = head.req;
  const st = a.final ? statusOf(a.stop) : IN_PROGRESS;
  // One object literal, in the answer's key order (no spreads or property-by-property adds: this
  // runs on every request, and an object grown past V8's in-object slots turns into a dictionary,
  // slower to build and to JSON.stringify). An absent provider and an in-progress response's
  // output_text are `undefined`, which JSON leaves out as before.
  return {
    id: head.id,
    object: "response",
    created_at: head.createdAt,
    status: st.status,
    incomplete_details: st.incomplete_details,
    error: null,
    instructions: r.instructions ?? null,
    max_output_tokens: r.max_output_tokens ?? null,
    model: a.model,
    provider: a.provider || undefined,
    output: a.output,
    output_text: a.final ? outputText(a.output) : undefined,
    parallel_tool_calls: r.parallel_tool_calls ?? true,
    previous_response_id: null,
    reasoning: { effort: r.reasoning?.effort ?? null, summary: r.reasoning?.summary ?? null },
    store: false,
    temperature: r.temperature ?? null,
    text: { format: r.text?.format ?? { type: "text" } },
    tool_choice: r.tool_choice ?? "auto",
    tools: r.tools ?? [],
    top_p: r.top_p ?? null,
    truncation: r.truncation ?? "disabled",
    usage: a.usage,
    user: r.user ?? null,
    metadata: r.metadata ?? {},
  };
}

const IN_PROGRESS: Pick<ResponseObject, "status" | "incomplete_details"> = { status: "in_progress", incomplete_details: null };

/** The output's text (the `output_text` convenience field). */
function outputText(output: readonly OutputItem[]): string {
  let text = "";
  for (const i of output) if (i.type === "message") for (const c of i.content) if (c.type === "output_text") text += c.text;
  return text;
}

function callItem(head: ResponseHead, b: { id: string; name: string; input: Record<string, unknown> }, status: "completed" | "in_progress"): OutputItem {
  if (head.customTools.has(b.name)) {
    const v = b.input[CUSTOM_TOOL_INPUT];
    return { type: "custom_tool_call", id: newId("ctc_"), call_id: b.id, name: b.name, input: typeof v === "string" ? v : JSON.stringify(b.input), status };
  }
  return { type: "function_call", id: newId("fc_"), call_id: b.id, name: b.name, arguments: status === "completed" ? JSON.stringify(b.input) : "", status };
}

function itemOf(head: ResponseHead, b: ResponseContentBlock): OutputItem | null {
  switch (b.type) {
    case "text":
      return { type: "message", id: newId("msg_"), status: "completed", role: "assistant", content: [{ type: "output_text", text: b.text, annotations: [], logprobs: [] }] };
    case "refusal":
      return { type: "message", id: newId("msg_"), status: "completed", role: "assistant", content: [{ type: "refusal", refusal: b.explanation ?? "The provider refused to answer" }] };
    case "thinking":
      return { type: "reasoning", id: newId("rs_"), summary: [{ type: "summary_text", text: b.thinking }], ...(b.signature ? { encrypted_content: b.signature } : {}) };
    case "tool_use":
      return callItem(head, b, "completed");
    default:
      return null;
  }
}

/** The JSON answer. */
export function toResponse(res: MessagesResponse, head: ResponseHead, endpoint: Endpoint, usage: ResponsesUsage, metadata: Record<string, unknown> | null): ResponseObject {
  const output: OutputItem[] = [];
  for (const b of res.content) {
    const item = itemOf(head, b);
    if (item) output.push(item);
  }
  const obj = responseObject(head, { model: endpoint.model.slug, provider: endpoint.provider.name, output, stop: res.stop_reason, final: true, usage });
  if (metadata) obj.gateway_metadata = metadata;
  return obj;
}

/** Reasoning tokens are not reported apart by Messages upstreams: estimated from the thinking text (~4 characters a token). */
export function reasoningEstimate(content: ResponseContentBlock[]): number {
  let chars = 0;
  for (const b of content) if (b.type === "thinking") chars += b.thinking.length;
  return Math.ceil(chars / 4);
}

/** An open output item of the stream, by the Messages block index it comes from. */
type Open =
  | { kind: "text"; index: number; item: OutputMessage; text: string }
  | { kind: "refusal"; index: number; item: OutputMessage; text: string }
  | { kind: "reasoning"; index: number; item: Extract<OutputItem, { type: "reasoning" }>; text: string }
  | { kind: "call"; index: number; item: Extract<OutputItem, { type: "function_call" | "custom_tool_call" }>; json: string };

/** Messages stream events → Responses events (`event: <type>` + `data: {type, sequence_number, …}`). */
export class ResponsesEncoder extends AnswerStreamEncoder<ResponseHead> {
  private seq = 0;
  private readonly output: OutputItem[] = [];
  private readonly open = new Map<number, { at: number; o: Open }>();
  private reasoningChars = 0;

  private ev(type: string, data: Record<string, unknown>): string {
    return `event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: this.seq++, ...data })}\n\n`;
  }

  private response(final: boolean): ResponseObject {
    const usage = final ? responsesUsage(this.endpoint, this.usage, this.cached, Math.ceil(this.reasoningChars / 4)) : null;
    const obj = responseObject(this.head, { model: this.endpoint.model.slug, provider: this.endpoint.provider.name, output: this.output, stop: this.stop, final, usage });
    return final && this.metadata ? { ...obj, gateway_metadata: this.metadata } : obj;
  }

  private start(index: number, b: ResponseContentBlock): string {
    const at = this.output.length;
    const added = (item: OutputItem) => this.ev("response.output_item.added", { output_index: at, item });
    if (b.type === "text" || b.type === "refusal") {
      const item: OutputMessage = { type: "message", id: newId("msg_"), status: "in_progress", role: "assistant", content: [] };
      const o: Open = b.type === "text" ? { kind: "text", index, item, text: "" } : { kind: "refusal", index, item, text: "" };
      this.open.set(index, { at, o });
      this.output.push(item);
      const part = b.type === "text" ? { type: "output_text", text: "", annotations: [] } : { type: "refusal", refusal: "" };
      let out = added({ ...item }) + this.ev("response.content_part.added", { item_id: item.id, output_index: at, content_index: 0, part });
      const first = b.type === "text" ? b.text : (b.explanation ?? "The provider refused to answer");
      if (first) out += this.delta(o, at, first);
      return out;
    }
    if (b.type === "thinking") {
      const item: Extract<OutputItem, { type: "reasoning" }> = { type: "reasoning", id: newId("rs_"), summary: [] };
      const o: Open = { kind: "reasoning", index, item, text: "" };
      this.open.set(index, { at, o });
      this.output.push(item);
      let out = added({ ...item, summary: [] }) + this.ev("response.reasoning_summary_part.added", { item_id: item.id, output_index: at, summary_index: 0, part: { type: "summary_text", text: "" } });
      if (b.thinking) out += this.delta(o, at, b.thinking);
      if (b.signature) item.encrypted_content = b.signature;
      return out;
    }
    if (b.type === "tool_use") {
      const item = callItem(this.head, { id: b.id, name: b.name, input: {} }, "in_progress") as Extract<OutputItem, { type: "function_call" | "custom_tool_call" }>;
      if (item.type === "custom_tool_call") item.input = "";
      this.open.set(index, { at, o: { kind: "call", index, item, json: "" } });
      this.output.push(item);
      return added({ ...item });
    }
    return "";
  }

  private delta(o: Open, at: number, text: string): string {
    if (o.kind === "text") {
      o.text += text;
      return this.ev("response.output_text.delta", { item_id: o.item.id, output_index: at, content_index: 0, delta: text, logprobs: [] });
    }
    if (o.kind === "refusal") {
      o.text += text;
      return this.ev("response.refusal.delta", { item_id: o.item.id, output_index: at, content_index: 0, delta: text });
    }
    if (o.kind === "reasoning") {
      o.text += text;
      this.reasoningChars += text.length;
      return this.ev("response.reasoning_summary_text.delta", { item_id: o.item.id, output_index: at, summary_index: 0, delta: text });
    }
    o.json += text;
    // A custom tool's text is only known whole (it is a JSON string value): no deltas for it.
    if (o.item.type === "custom_tool_call") return "";
    return this.ev("response.function_call_arguments.delta", { item_id: o.item.id, output_index: at, delta: text });
  }

  private finish(index: number): string {
    const open = this.open.get(index);
    if (!open) return "";
    this.open.delete(index);
    const { at, o } = open;
    const done = () => this.ev("response.output_item.done", { output_index: at, item: o.item });
    if (o.kind === "text") {
      const part = { type: "output_text" as const, text: o.text, annotations: [], logprobs: [] };
      o.item.content = [part];
      o.item.status = "completed";
      return (
        this.ev("response.output_text.done", { item_id: o.item.id, output_index: at, content_index: 0, text: o.text, logprobs: [] }) +
        this.ev("response.content_part.done", { item_id: o.item.id, output_index: at, content_index: 0, part }) +
        done()
      );
    }
    if (o.kind === "refusal") {
      const part = { type: "refusal" as const, refusal: o.text };
      o.item.content = [part];
      o.item.status = "completed";
      return (
        this.ev("response.refusal.done", { item_id: o.item.id, output_index: at, content_index: 0, refusal: o.text }) +
        this.ev("response.content_part.done", { item_id: o.item.id, output_index: at, content_index: 0, part }) +
        done()
      );
    }
    if (o.kind === "reasoning") {
      const part = { type: "summary_text" as const, text: o.text };
      o.item.summary = [part];
      return (
        this.ev("response.reasoning_summary_text.done", { item_id: o.item.id, output_index: at, summary_index: 0, text: o.text }) +
        this.ev("response.reasoning_summary_part.done", { item_id: o.item.id, output_index: at, summary_index: 0, part }) +
        done()
      );
    }
    const args = o.json || "{}";
    o.item.status = "completed";
    if (o.item.type === "custom_tool_call") {
      let input = args;
      try {
        const v = (JSON.parse(args) as Record<string, unknown>)[CUSTOM_TOOL_INPUT];
        if (typeof v === "string") input = v;
      } catch {
        /* the arguments as they came */
      }
      o.item.input = input;
      return this.ev("response.custom_tool_call_input.delta", { item_id: o.item.id, output_index: at, delta: input }) + this.ev("response.custom_tool_call_input.done", { item_id: o.item.id, output_index: at, input }) + done();
    }
    o.item.arguments = args;
    return this.ev("response.function_call_arguments.done", { item_id: o.item.id, output_index: at, name: o.item.name, arguments: args }) + done();
  }

  event(ev: StreamEvent, metadata: Record<string, unknown> | null): string {
    switch (ev.type) {
      case "message_start": {
        this.noteStart(ev);
        const r = this.response(false);
        return this.ev("response.created", { response: r }) + this.ev("response.in_progress", { response: r });
      }
      case "content_block_start":
        return this.start(ev.index, ev.content_block);
      case "content_block_delta": {
        const open = this.open.get(ev.index);
        if (!open) return "";
        const d = ev.delta;
        if (d.type === "text_delta") return d.text ? this.delta(open.o, open.at, d.text) : "";
        if (d.type === "thinking_delta") return d.thinking ? this.delta(open.o, open.at, d.thinking) : "";
        if (d.type === "input_json_delta") return d.partial_json ? this.delta(open.o, open.at, d.partial_json) : "";
        if (d.type === "signature_delta" && open.o.kind === "reasoning") open.o.item.encrypted_content = (open.o.item.encrypted_content ?? "") + d.signature;
        return "";
      }
      case "content_block_stop":
        return this.finish(ev.index);
      case "message_delta":
        this.noteDelta(ev, metadata);
        return "";
      case "message_stop": {
        let out = "";
        for (const index of [...this.open.keys()]) out += this.finish(index);
        const r = this.response(true);
        return out + this.ev(r.status === "incomplete" ? "response.incomplete" : "response.completed", { response: r });
      }
      default:
        return "";
    }
  }

  /** After the first byte: `response.failed` (the response with `error`), then an `error` event. */
  error(app: AppError): string {
    const code = errorCode(app.status);
    const r: ResponseObject = { ...this.response(false), status: "failed", error: { code, message: app.message } };
    return this.ev("response.failed", { response: r }) + this.ev("error", { code, message: app.message, param: null, error: { code: app.status, message: app.message, metadata: app.metadata } });
  }
}

/** OpenAI's error code strings for a gateway status. */
function errorCode(status: number): string {
  if (status === 429) return "rate_limit_exceeded";
  if (status === 400) return "invalid_request";
  if (status === 402) return "insufficient_quota";
  if (status === 403) return "permission_denied";
  if (status === 408 || status === 504) return "timeout";
  return "server_error";
}
