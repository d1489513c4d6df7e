import { env } from "../../env";
import { AppError } from "../../errors/app-error";
import { toAppError } from "../../errors/normalize";
import { catalog, type Endpoint } from "../../catalog/catalog";
import type { InferenceCtx } from "../context";
import { keyGuardrails } from "../guardrails/enforce";
import type { MessagesRequest, MessagesResponse, RequestMessage, ResponseContentBlock, StopReason, StreamEvent, ToolUseBlock } from "../messages/schemas";
import { type MessagesResult, runMessages } from "../messages/service";
import type { Usage } from "../messages/usage";
import type { StreamEncoder, WireFormat } from "../messages/wire";
import { adapterFor } from "../providers";
import { withRequestLog } from "../request-log";
import { StepAssembler } from "./assemble";
import { firstHolding, type LoopState, validateLoopRequest } from "./stop-conditions";
import { GATEWAY_TOOLS, gatewayToolOfName, type GatewayToolType, type ToolResult } from "./tools";
import { LoopTotals } from "./totals";
import { assistantTurn, stepRequest, toolResultBlock, toUpstreamMessages } from "./upstream";

/**
 * The server-tool agent loop (docs/decisions.md "Messages", README "Server tools"): a request that
 * names a gateway tool runs step after step, each step one pass of the ordinary chat pipeline
 * (`runMessages`: routing, guardrails, content filters, a budget reservation, fallbacks, one ledger
 * row tied to the request by `parent_request_id` and `step`). After a step whose answer calls gateway
 * tools, they run here and the next step sees their results; the loop ends when the model calls
 * none, when it also calls a client tool (returned to the client as usual), or, once a stop
 * condition or the gateway's step cap holds, after one final turn with tools disabled.
 * The client gets ONE answer in its own format: every step's blocks in order (gateway calls as
 * `server_tool_use` + `gateway_tool_result`), the last step's stop reason, usage summed over steps.
 */

/** How the answer is written in the client's format: a wire's json and encoder. */
export type LoopOutput = Pick<WireFormat, "json" | "encoder">;

export function maxSteps(): number {
  return env().GATEWAY_SERVER_TOOLS_MAX_STEPS;
}

type Captured = { ev: StreamEvent; metadata: Record<string, unknown> | null } | { error: AppError };

/** What one pass of the pipeline answered, caught from its wire instead of written to the client. */
interface StepCapture {
  done: { res: MessagesResponse; endpoint: Endpoint; usage: Usage; metadata: Record<string, unknown> | null } | null;
  endpoint: Endpoint | null;
  usage: Usage | null;
  queue: Captured[];
}

/** A wire that sends the step's request through the provider adapters and hands the answer to the loop. */
function captureWire(req: MessagesRequest, cap: StepCapture): WireFormat {
  return {
    chat: (endpoint, signal) => adapterFor(endpoint.provider).chat(endpoint, req, signal),
    chatStream: (endpoint, signal) => adapterFor(endpoint.provider).chatStream(endpoint, req, signal),
    json: (res, a) => {
      cap.done = { res, endpoint: a.endpoint, usage: a.usage, metadata: a.metadata };
      return null;
    },
    encoder: (endpoint, usage) => {
      cap.endpoint = endpoint;
      cap.usage = usage;
      // The pipeline yields one string per event: a token here, the event itself in the queue.
      return {
        event: (ev, metadata) => (cap.queue.push({ ev, metadata }), "."),
        error: (error) => (cap.queue.push({ error }), "."),
      };
    },
  };
}

interface Loop {
  ctx: InferenceCtx;
  req: MessagesRequest;
  out: LoopOutput;
  cap: number;
  named: ReadonlySet<GatewayToolType>;
  messages: RequestMessage[];
  totals: LoopTotals;
}

/** One pass of the pipeline. Step 1 is the request itself; later steps get their own request id `<id>:<step>`. */
async function runStep(l: Loop, step: number, final: boolean): Promise<{ result: MessagesResult; cap: StepCapture }> {
  const parent = l.ctx.requestId;
  const ctx = step === 1 ? l.ctx : { ...l.ctx, requestId: `${parent}:${step}`, loop: { parentRequestId: parent, step } };
  const req = stepRequest(l.req, [...l.messages], step, final);
  const cap: StepCapture = { done: null, endpoint: null, usage: null, queue: [] };
  const run = () => runMessages(ctx, req, captureWire(req, cap));
  // Step 1's refusal is the request's (the caller's request log wrapper records it); a later step's is its own row.
  const result = step === 1 ? await run() : await withRequestLog(ctx, req, run);
  return { result, cap };
}

/** The gateway tool a tool_use block of the model calls (one the request named), or null. */
function gatewayCall(b: ResponseContentBlock, named: ReadonlySet<GatewayToolType>): GatewayToolType | null {
  if (b.type !== "tool_use") return null;
  const t = gatewayToolOfName(b.name);
  return t && named.has(t) ? t : null;
}

/** A block as the client sees it: a gateway call as server_tool_use (dropped on the final turn, where it cannot run). */
function clientBlock(b: ResponseContentBlock, named: ReadonlySet<GatewayToolType>, final: boolean): ResponseContentBlock | null {
  const t = gatewayCall(b, named);
  if (!t) return b;
  return final ? null : { type: "server_tool_use", id: (b as ToolUseBlock).id, name: t, input: (b as ToolUseBlock).input };
}

interface StepOutcome {
  calls: Array<{ id: string; type: GatewayToolType; input: Record<string, unknown> }>;
  clientCalls: number;
}

function outcomeOf(content: readonly ResponseContentBlock[], named: ReadonlySet<GatewayToolType>): StepOutcome {
  const calls: StepOutcome["calls"] = [];
  let clientCalls = 0;
  for (const b of content) {
    if (b.type !== "tool_use") continue;
    const t = gatewayCall(b, named);
    if (t) calls.push({ id: b.id, type: t, input: b.input });
    else clientCalls++;
  }
  return { calls, clientCalls };
}

async function runTools(l: Loop, calls: StepOutcome["calls"]): Promise<Array<{ id: string; type: GatewayToolType; result: ToolResult }>> {
  const routing = (await keyGuardrails(l.ctx)).policy.routing;
  const toolEnv = { now: l.ctx.now(), routing, vendors: catalog().vendors, orgId: l.ctx.caller.orgId };
  return calls.map((c) => {
    l.totals.countCall(c.type);
    let result: ToolResult;
    try {
      result = GATEWAY_TOOLS[c.type].run(c.input, toolEnv);
    } catch {
      result = { content: { error_code: "unavailable", message: "The tool failed" }, isError: true };
    }
    return { ...c, result };
  });
}

const resultBlock = (r: { id: string; result: ToolResult }): ResponseContentBlock => ({
  type: "gateway_tool_result",
  tool_use_id: r.id,
  content: r.result.content,
  ...(r.result.isError ? { is_error: true } : {}),
});

/**
 * After a step whose gateway calls ran: append the turn and its results, and say whether the next
 * step is the final one (a stop condition or the step cap holds).
 */
function advance(l: Loop, step: number, content: readonly ResponseContentBlock[], results: Array<{ id: string; type: GatewayToolType; result: ToolResult }>, stop: StopReason | null): boolean {
  l.messages.push(assistantTurn(content), { role: "user", content: results.map((r) => toolResultBlock(r.id, r.result)) });
  const state: LoopState = { steps: step, tokens: l.totals.input + l.totals.output, costUsd: l.totals.cost, stopReason: stop, called: new Set(results.map((r) => r.type)) };
  return step >= l.cap || firstHolding(l.req.stop_server_tools_when ?? [], state) !== null;
}

/** The stop reason of the whole answer: a final turn's dropped gateway calls do not leave it at tool_use. */
function finalStop(stop: StopReason | null, clientCalls: number, droppedCalls: number): StopReason | null {
  return stop === "tool_use" && clientCalls === 0 && droppedCalls > 0 ? "end_turn" : stop;
}

/** Run the loop for a request that names a gateway tool (validated here: 400s before anything runs). */
export async function runServerToolLoop(ctx: InferenceCtx, req: MessagesRequest, out: LoopOutput): Promise<MessagesResult> {
  const cap = maxSteps();
  validateLoopRequest(req, cap);
  const named = new Set<GatewayToolType>();
  for (const t of req.tools ?? []) {
    const g = gatewayToolOfName(t.type ?? "");
    if (g) named.add(g);
  }
  ctx.loop = { parentRequestId: ctx.requestId, step: 1 };
  const l: Loop = { ctx, req, out, cap, named, messages: toUpstreamMessages(req.messages), totals: new LoopTotals() };
  return req.stream ? loopStream(l) : loopJson(l);
}

async function loopJson(l: Loop): Promise<MessagesResult> {
  const content: ResponseContentBlock[] = [];
  let first: MessagesResponse | null = null;
  let final = false;
  for (let step = 1; ; step++) {
    const { cap } = await runStep(l, step, final);
    const done = cap.done;
    if (!done) throw new AppError("INTERNAL");
    first ??= done.res;
    l.totals.add(done.endpoint, done.usage, done.res.usage);
    const o = outcomeOf(done.res.content, l.named);
    content.push(...done.res.content.flatMap((b) => clientBlock(b, l.named, final) ?? []));
    const last = () => {
      const res: MessagesResponse = {
        ...done.res,
        id: (first as MessagesResponse).id,
        content,
        stop_reason: finalStop(done.res.stop_reason, o.clientCalls, final ? o.calls.length : 0),
        usage: l.totals.messagesUsage(),
      };
      return { kind: "json" as const, headers: {}, body: l.out.json(res, { endpoint: l.totals.pricedEndpoint(done.endpoint), usage: l.totals.usage(), metadata: done.metadata }) };
    };
    if (final || o.calls.length === 0) return last();
    const results = await runTools(l, o.calls);
    content.push(...results.map(resultBlock));
    if (o.clientCalls > 0) return last();
    final = advance(l, step, done.res.content, results, done.res.stop_reason);
  }
}

async function loopStream(l: Loop): Promise<MessagesResult> {
  // Step 1 starts before the answer does: its refusal or failure is the request's HTTP status.
  const first = await runStep(l, 1, false);
  return { kind: "stream", headers: {}, events: streamSteps(l, first) };
}

async function* streamSteps(l: Loop, first: { result: MessagesResult; cap: StepCapture }): AsyncGenerator<string> {
  const t = l.totals;
  // Made at the first event, once the pipeline has chosen step 1's endpoint.
  let encoder: StreamEncoder | null = null;
  const enc = (): StreamEncoder => (encoder ??= l.out.encoder(t.pricedEndpoint(first.cap.endpoint), t.usage()));
  let { result, cap } = first;
  let final = false;
  let nextIndex = 0;
  let current: AsyncIterator<string> | null = null;
  try {
    for (let step = 1; ; step++) {
      if (step > 1) {
        try {
          ({ result, cap } = await runStep(l, step, final));
        } catch (err) {
          if (l.ctx.signal.aborted) return;
          yield enc().error(toAppError(err));
          return;
        }
      }
      if (result.kind !== "stream") throw new AppError("INTERNAL");
      const stepCap = cap;
      const asm = new StepAssembler();
      const indexOf = new Map<number, number>();
      let stop: { stop_reason: StopReason | null; stop_sequence: string | null } | null = null;
      let metadata: Record<string, unknown> | null = null;
      let stopped = false;
      current = result.events[Symbol.asyncIterator]();
      for (;;) {
        const n = await current.next();
        if (n.done) break;
        const item = stepCap.queue.shift();
        if (!item) continue;
        if ("error" in item) {
          yield enc().error(item.error);
          return;
        }
        const ev = item.ev;
        asm.event(ev);
        switch (ev.type) {
          case "message_start":
            if (step === 1) yield enc().event(ev, null);
            break;
          case "ping":
            yield enc().event(ev, null);
            break;
          case "content_block_start": {
            const shown = clientBlock(ev.content_block, l.named, final);
            if (!shown) break;
            const index = nextIndex++;
            indexOf.set(ev.index, index);
            yield enc().event({ ...ev, index, content_block: shown }, null);
            break;
          }
          case "content_block_delta": {
            const index = indexOf.get(ev.index);
            if (index !== undefined) yield enc().event({ ...ev, index }, null);
            break;
          }
          case "content_block_stop": {
            const index = indexOf.get(ev.index);
            if (index !== undefined) yield enc().event({ ...ev, index }, null);
            break;
          }
          case "message_delta":
            stop = ev.delta;
            metadata = item.metadata;
            break;
          case "message_stop":
            stopped = true;
            break;
          default:
            yield enc().event(ev, null);
        }
      }
      current = null;
      // Ended without its message_stop: the client hung up (the pipeline has accounted for it).
      if (!stopped || !stepCap.endpoint || !stepCap.usage) return;
      const content = asm.blocks();
      t.add(stepCap.endpoint, stepCap.usage, asm.reportedUsage());
      const o = outcomeOf(content, l.named);
      const end = async function* (this: void) {
        const delta = { stop_reason: finalStop(stop?.stop_reason ?? null, o.clientCalls, final ? o.calls.length : 0), stop_sequence: stop?.stop_sequence ?? null };
        const usage = t.messagesUsage();
        yield enc().event({ type: "message_delta", delta, usage }, metadata);
        yield enc().event({ type: "message_stop" }, null);
      };
      if (final || o.calls.length === 0) return yield* end();
      const results = await runTools(l, o.calls);
      for (const r of results) {
        const index = nextIndex++;
        yield enc().event({ type: "content_block_start", index, content_block: resultBlock(r) }, null);
        yield enc().event({ type: "content_block_stop", index }, null);
      }
      if (o.clientCalls > 0) return yield* end();
      final = advance(l, step, content, results, stop?.stop_reason ?? null);
    }
  } catch (err) {
    // After the first byte a failure of the loop itself (not of a step: those arrive as captured errors) ends the stream the same way.
    if (l.ctx.signal.aborted || !encoder) return;
    yield encoder.error(toAppError(err));
  } finally {
    await current?.return?.().catch(() => undefined);
  }
}
