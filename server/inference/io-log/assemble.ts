/**
 * A streamed answer assembled into the one object a non-streamed request would have got, for
 * the I/O log: /messages (Anthropic SSE: message_start, content blocks and their deltas,
 * message_delta) into a Message; /chat/completions (OpenAI chunks) into a chat.completion.
 * An `event: error` is kept as `error`. Unknown events are ignored: this is a record, not a relay.
 */
type Json = Record<string, unknown>;

function dataLines(sse: string): Json[] {
  const out: Json[] = [];
  for (const line of sse.split("\n")) {
    if (!line.startsWith("data:")) continue;
    const data = line.slice(5).trim();
    if (!data || data === "[DONE]") continue;
    try {
      const v: unknown = JSON.parse(data);
      if (v && typeof v === "object" && !Array.isArray(v)) out.push(v as Json);
    } catch {
      /* a torn line (the stream was cut): skipped */
    }
  }
  return out;
}

const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});

export function assembleMessagesStream(sse: string): Json {
  let message: Json = { type: "message", role: "assistant", content: [] };
  const blocks: Json[] = [];
  const partialJson = new Map<number, string>();
  for (const ev of dataLines(sse)) {
    switch (ev.type) {
      case "message_start":
        message = { ...obj(ev.message), content: [] };
        break;
      case "content_block_start":
        blocks[Number(ev.index)] = { ...obj(ev.content_block) };
        break;
      case "content_block_delta": {
        const i = Number(ev.index);
        const b = (blocks[i] ??= {});
        const d = obj(ev.delta);
        if (d.type === "text_delta") b.text = String(b.text ?? "") + String(d.text ?? "");
        else if (d.type === "thinking_delta") b.thinking = String(b.thinking ?? "") + String(d.thinking ?? "");
        else if (d.type === "signature_delta") b.signature = String(d.signature ?? "");
        else if (d.type === "input_json_delta") partialJson.set(i, (partialJson.get(i) ?? "") + String(d.partial_json ?? ""));
        break;
      }
      case "message_delta": {
        Object.assign(message, obj(ev.delta));
        message.usage = { ...obj(message.usage), ...obj(ev.usage) };
        if (ev.gateway_metadata) message.gateway_metadata = ev.gateway_metadata;
        break;
      }
      case "error":
        message.error = ev.error ?? ev;
        break;
    }
  }
  for (const [i, text] of partialJson) {
    try {
      blocks[i].input = JSON.parse(text);
    } catch {
      blocks[i].input = text;
    }
  }
  message.content = blocks.filter(Boolean);
  return message;
}

export function assembleChatStream(sse: string): Json {
  const out: Json = { object: "chat.completion", choices: [] };
  const choices: Json[] = [];
  for (const ev of dataLines(sse)) {
    if (ev.error) {
      out.error = ev.error;
      continue;
    }
    for (const k of ["id", "created", "model", "system_fingerprint"]) if (ev[k] !== undefined) out[k] = ev[k];
    if (ev.usage) out.usage = ev.usage;
    if (ev.gateway_metadata) out.gateway_metadata = ev.gateway_metadata;
    for (const c of Array.isArray(ev.choices) ? (ev.choices as Json[]) : []) {
      const i = Number(c.index ?? 0);
      const choice = (choices[i] ??= { index: i, message: { role: "assistant", content: null }, finish_reason: null });
      const msg = obj(choice.message);
      const d = obj(c.delta);
      if (typeof d.content === "string") msg.content = String(msg.content ?? "") + d.content;
      if (typeof d.refusal === "string") msg.refusal = String(msg.refusal ?? "") + d.refusal;
      for (const t of Array.isArray(d.tool_calls) ? (d.tool_calls as Json[]) : []) {
        const calls = (msg.tool_calls ??= []) as Json[];
        const ti = Number(t.index ?? 0);
        const call = (calls[ti] ??= { id: t.id, type: "function", function: { name: "", arguments: "" } });
        const fn = obj(call.function);
        const tf = obj(t.function);
        if (t.id) call.id = t.id;
        if (typeof tf.name === "string") fn.name = String(fn.name) + tf.name;
        if (typeof tf.arguments === "string") fn.arguments = String(fn.arguments) + tf.arguments;
        call.function = fn;
      }
      choice.message = msg;
      if (c.finish_reason != null) choice.finish_reason = c.finish_reason;
    }
  }
  out.choices = choices.filter(Boolean);
  return out;
}

/** A /responses stream: the last `response` object it carried (response.completed, .incomplete or .failed). */
export function assembleResponsesStream(sse: string): Json {
  let response: Json = { object: "response", status: "in_progress", output: [] };
  let error: Json | null = null;
  for (const ev of dataLines(sse)) {
    if (ev.response && typeof ev.response === "object") response = obj(ev.response);
    else if (ev.type === "error") error = ev;
  }
  return error && response.status !== "failed" ? { ...response, error } : response;
}
