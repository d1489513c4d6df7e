import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A scripted upstream for agent-loop tests: a real HTTP server speaking both wire formats
 * (POST /v1/chat/completions, POST /v1/messages; JSON or SSE), answering each call with the next
 * scripted turn (text and any number of tool calls), and recording every request body.
 */

export interface ScriptedTurn {
  text?: string;
  calls?: Array<{ name: string; input?: Record<string, unknown> }>;
  inputTokens?: number;
  outputTokens?: number;
}

export interface ScriptedUpstream {
  url: string;
  /** Request bodies, in arrival order. */
  bodies: Array<Record<string, unknown>>;
  script(...turns: ScriptedTurn[]): void;
  reset(): void;
  close(): Promise<void>;
}

let seq = 0;

function anthropicMessage(t: ScriptedTurn) {
  const content: Array<Record<string, unknown>> = [];
  if (t.text) content.push({ type: "text", text: t.text });
  for (const c of t.calls ?? []) content.push({ type: "tool_use", id: `toolu_s${++seq}`, name: c.name, input: c.input ?? {} });
  return {
    id: `msg_s${++seq}`,
    type: "message",
    role: "assistant",
    model: "scripted",
    content,
    stop_reason: t.calls?.length ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: t.inputTokens ?? 10, output_tokens: t.outputTokens ?? 5 },
  };
}

function anthropicSse(t: ScriptedTurn): string {
  const m = anthropicMessage(t);
  const ev = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  let out = ev("message_start", { message: { ...m, content: [], stop_reason: null, usage: { input_tokens: m.usage.input_tokens, output_tokens: 1 } } });
  m.content.forEach((b, index) => {
    if (b.type === "text") {
      out += ev("content_block_start", { index, content_block: { type: "text", text: "" } });
      for (const piece of String(b.text).match(/\s*\S+/g) ?? []) out += ev("content_block_delta", { index, delta: { type: "text_delta", text: piece } });
    } else {
      out += ev("content_block_start", { index, content_block: { ...b, input: {} } });
      const json = JSON.stringify(b.input);
      const half = Math.ceil(json.length / 2);
      out += ev("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: json.slice(0, half) } });
      out += ev("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: json.slice(half) } });
    }
    out += ev("content_block_stop", { index });
  });
  out += ev("message_delta", { delta: { stop_reason: m.stop_reason, stop_sequence: null }, usage: { output_tokens: m.usage.output_tokens } });
  return out + ev("message_stop", {});
}

function openAiCompletion(t: ScriptedTurn) {
  const calls = (t.calls ?? []).map((c) => ({ id: `call_s${++seq}`, type: "function", function: { name: c.name, arguments: JSON.stringify(c.input ?? {}) } }));
  return {
    id: `chatcmpl-s${++seq}`,
    object: "chat.completion",
    created: 1,
    model: "scripted",
    choices: [{ index: 0, message: { role: "assistant", content: t.text ?? null, ...(calls.length ? { tool_calls: calls } : {}) }, finish_reason: calls.length ? "tool_calls" : "stop" }],
    usage: { prompt_tokens: t.inputTokens ?? 10, completion_tokens: t.outputTokens ?? 5, total_tokens: (t.inputTokens ?? 10) + (t.outputTokens ?? 5) },
  };
}

function openAiSse(t: ScriptedTurn): string {
  const c = openAiCompletion(t);
  const msg = c.choices[0].message;
  const chunk = (delta: Record<string, unknown>, finish: string | null = null, extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id: c.id, object: "chat.completion.chunk", created: 1, model: "scripted", choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
  let out = chunk({ role: "assistant", content: "" });
  for (const piece of (msg.content ?? "").match(/\s*\S+/g) ?? []) out += chunk({ content: piece });
  (msg.tool_calls ?? []).forEach((tc, index) => {
    out += chunk({ tool_calls: [{ index, id: tc.id, type: "function", function: { name: tc.function.name, arguments: "" } }] });
    out += chunk({ tool_calls: [{ index, function: { arguments: tc.function.arguments } }] });
  });
  out += chunk({}, c.choices[0].finish_reason);
  out += `data: ${JSON.stringify({ id: c.id, object: "chat.completion.chunk", created: 1, model: "scripted", choices: [], usage: c.usage })}\n\n`;
  return `${out}data: [DONE]\n\n`;
}

export async function startScriptedUpstream(): Promise<ScriptedUpstream> {
  const queue: ScriptedTurn[] = [];
  const bodies: Array<Record<string, unknown>> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      bodies.push(body);
      const turn = queue.shift() ?? { text: "done" };
      const anthropic = req.url === "/v1/messages";
      if (body.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(anthropic ? anthropicSse(turn) : openAiSse(turn));
      } else {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(anthropic ? anthropicMessage(turn) : openAiCompletion(turn)));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    script: (...turns) => queue.push(...turns),
    reset() {
      queue.length = 0;
      bodies.length = 0;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
