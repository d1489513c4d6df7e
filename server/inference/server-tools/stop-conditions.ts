import { invalidRequest } from "../../errors/normalize";
import type { MessagesRequest, StopReason } from "../messages/schemas";
import { GATEWAY_TOOL_TYPES, type GatewayToolType, isGatewayToolType } from "./tools";

/**
 * `stop_server_tools_when` (docs/decisions.md "Messages"): checked after every step whose gateway
 * tool calls ran; the first condition that holds ends the loop with one final turn, tools disabled.
 *   step_count_is {step_count}        that many model calls were made
 *   has_tool_call {tool_name}         the step called that tool
 *   max_tokens_used {max_tokens}      input + output tokens of all steps reached it
 *   max_cost {max_cost_in_dollars}    the cost of all steps reached it
 *   finish_reason_is {reason}         the step ended for that reason (Messages or OpenAI vocabulary)
 */

export type StopCondition = NonNullable<MessagesRequest["stop_server_tools_when"]>[number];

/** What the conditions read after a step. */
export interface LoopState {
  steps: number;
  tokens: number;
  costUsd: number;
  stopReason: StopReason | null;
  /** The gateway tools this step called. */
  called: ReadonlySet<GatewayToolType>;
}

/** A step's Messages stop reason and the OpenAI finish_reason it maps to. */
const FINISH: Record<StopReason, string> = {
  end_turn: "stop",
  stop_sequence: "stop",
  pause_turn: "stop",
  compaction: "stop",
  max_tokens: "length",
  model_context_window_exceeded: "length",
  tool_use: "tool_calls",
  refusal: "content_filter",
};
const REASONS = [...new Set([...Object.keys(FINISH), ...Object.values(FINISH)])];

/** The first condition that holds, or null. */
export function firstHolding(conds: readonly StopCondition[], s: LoopState): StopCondition | null {
  for (const c of conds) {
    if (holds(c, s)) return c;
  }
  return null;
}

function holds(c: StopCondition, s: LoopState): boolean {
  switch (c.type) {
    case "step_count_is":
      return s.steps >= c.step_count;
    case "has_tool_call":
      return [...s.called].some((t) => t === c.tool_name);
    case "max_tokens_used":
      return s.tokens >= c.max_tokens;
    case "max_cost":
      return s.costUsd >= c.max_cost_in_dollars;
    case "finish_reason_is":
      return s.stopReason !== null && (s.stopReason === c.reason || FINISH[s.stopReason] === c.reason);
  }
}

/**
 * What zod cannot check: every `gateway:` tool is one the gateway runs; `stop_server_tools_when`
 * needs one; a step count within the gateway's cap; `has_tool_call` names a gateway tool of the
 * request; `finish_reason_is` a reason a step can end with. Any failure is a 400 naming the field.
 */
export function validateLoopRequest(req: MessagesRequest, cap: number): void {
  const issues: Array<{ field: string; message: string }> = [];
  const named = new Set<string>();
  (req.tools ?? []).forEach((t, i) => {
    const type = t.type ?? "";
    if (!type.startsWith("gateway:")) return;
    if (isGatewayToolType(type)) named.add(type);
    else issues.push({ field: `tools.${i}.type`, message: `unknown gateway tool; the gateway runs ${GATEWAY_TOOL_TYPES.join(" and ")}` });
  });
  const conds = req.stop_server_tools_when ?? [];
  if (conds.length && named.size === 0 && issues.length === 0) {
    issues.push({ field: "stop_server_tools_when", message: `applies to gateway server tools only: name ${GATEWAY_TOOL_TYPES.join(" or ")} in tools` });
  }
  conds.forEach((c, i) => {
    const at = `stop_server_tools_when.${i}`;
    if (c.type === "step_count_is" && c.step_count > cap) issues.push({ field: `${at}.step_count`, message: `must be at most ${cap} (the gateway's step cap)` });
    if (c.type === "has_tool_call" && !named.has(c.tool_name)) {
      issues.push({ field: `${at}.tool_name`, message: "must name a gateway tool of this request (e.g. gateway:datetime)" });
    }
    if (c.type === "finish_reason_is" && !REASONS.includes(c.reason)) issues.push({ field: `${at}.reason`, message: `must be one of ${REASONS.join(", ")}` });
  });
  if (issues.length) throw invalidRequest(issues);
}

/** Does the request name a gateway tool (or stop conditions): then it runs the loop. Cheap: no tools, no loop. */
export function wantsServerToolLoop(req: Pick<MessagesRequest, "tools" | "stop_server_tools_when">): boolean {
  if (req.stop_server_tools_when !== undefined) return true;
  const tools = req.tools;
  if (!tools) return false;
  for (const t of tools) if (t.type?.startsWith("gateway:")) return true;
  return false;
}
