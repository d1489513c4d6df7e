import type { MessagesRequest, RequestContentBlock, RequestMessage, RequestTool, ResponseContentBlock } from "../messages/schemas";
import { GATEWAY_TOOLS, gatewayToolOfName, isGatewayToolType, type ToolResult } from "./tools";

/**
 * What the upstream of a loop step sees: gateway tools as plain function tools, and the loop's
 * `server_tool_use` / `gateway_tool_result` blocks (of this request, or of earlier turns the client
 * sends back) as ordinary tool_use in an assistant turn and tool_result in the user turn after it.
 */

/** The request's tools with each gateway tool as a function tool (other tools as they are). */
export function upstreamTools(tools: readonly RequestTool[]): RequestTool[] {
  return tools.map((t) => {
    if (!isGatewayToolType(t.type)) return t;
    const g = GATEWAY_TOOLS[t.type];
    return { name: g.fn, description: g.description, input_schema: g.input_schema };
  });
}

/** A gateway tool's result as the tool_result the upstream reads. */
export function toolResultBlock(id: string, r: ToolResult): RequestContentBlock {
  return { type: "tool_result", tool_use_id: id, content: JSON.stringify(r.content), ...(r.isError ? { is_error: true } : {}) };
}

/** A block of the model's answer as a block of the assistant turn sent back upstream. */
function asRequestBlock(b: ResponseContentBlock | RequestContentBlock): RequestContentBlock | null {
  if (b.type === "server_tool_use") {
    const t = gatewayToolOfName(b.name);
    return t ? { type: "tool_use", id: b.id, name: GATEWAY_TOOLS[t].fn, input: b.input } : (b as RequestContentBlock);
  }
  // A refusal block has no request form; the rest are the same shapes.
  if (b.type === "refusal") return null;
  return b as RequestContentBlock;
}

/**
 * An assistant turn that holds gateway tool blocks → assistant / user turns for the upstream: the
 * blocks up to a run of results form an assistant turn, the results a user turn of tool_results.
 * `merge`: results left at the end join the next user turn (where the client's own tool_results are).
 */
export function toUpstreamMessages(messages: readonly RequestMessage[]): RequestMessage[] {
  const out: RequestMessage[] = [];
  let pending: RequestContentBlock[] = [];
  const pushUser = (content: RequestMessage["content"]) => {
    if (pending.length) {
      const rest: RequestContentBlock[] = typeof content === "string" ? (content ? [{ type: "text", text: content }] : []) : content;
      out.push({ role: "user", content: [...pending, ...rest] });
      pending = [];
    } else out.push({ role: "user", content });
  };
  for (const m of messages) {
    if (m.role === "user") {
      pushUser(m.content);
      continue;
    }
    if (pending.length) pushUser([]);
    if (typeof m.content === "string" || !m.content.some((b) => b.type === "gateway_tool_result" || b.type === "server_tool_use")) {
      out.push(m);
      continue;
    }
    let blocks: RequestContentBlock[] = [];
    for (const b of m.content) {
      if (b.type === "gateway_tool_result") {
        pending.push({ type: "tool_result", tool_use_id: b.tool_use_id, content: JSON.stringify(b.content ?? null), ...(b.is_error ? { is_error: true } : {}) });
        continue;
      }
      if (pending.length) {
        if (blocks.length) out.push({ role: "assistant", content: blocks });
        blocks = [];
        pushUser([]);
      }
      const r = asRequestBlock(b);
      if (r) blocks.push(r);
    }
    if (blocks.length) out.push({ role: "assistant", content: blocks });
  }
  if (pending.length) pushUser([]);
  return out;
}

/** The assistant turn of a step's answer, as the next step sends it back. */
export function assistantTurn(content: readonly ResponseContentBlock[]): RequestMessage {
  return { role: "assistant", content: content.flatMap((b) => asRequestBlock(b) ?? []) };
}

/** The request of one step: the conversation so far, tools as the upstream sees them, tool_choice for this step. */
export function stepRequest(req: MessagesRequest, messages: RequestMessage[], step: number, final: boolean): MessagesRequest {
  const { stop_server_tools_when: _conditions, ...rest } = req;
  const out: MessagesRequest = { ...rest, messages };
  if (req.tools) out.tools = upstreamTools(req.tools);
  const tc = req.tool_choice;
  if (final) out.tool_choice = { type: "none" };
  else if (tc && step > 1 && (tc.type === "any" || tc.type === "tool")) {
    // Forcing a tool holds for the first step only: forced on every step, the loop would never end.
    out.tool_choice = { type: "auto", ...(tc.disable_parallel_tool_use ? { disable_parallel_tool_use: true } : {}) };
  } else if (tc?.type === "tool") {
    const g = gatewayToolOfName(tc.name);
    out.tool_choice = g ? { ...tc, name: GATEWAY_TOOLS[g].fn } : tc;
  }
  return out;
}
