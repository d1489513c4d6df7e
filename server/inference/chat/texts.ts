import type { TextOrigin, TextSlot } from "../../content-filters/scan";
import type { ChatCompletionsRequest } from "./schemas";

/** A text of the request the upstream would see, and how to write a redacted text back in place. */
export interface ChatTextSlot extends TextSlot {
  set(text: string): void;
}

/**
 * The texts of a /chat/completions request for the content filters (docs/decisions.md
 * "Guardrails"), in request order: system and developer messages, user text parts, assistant
 * text and tool call arguments (the JSON text as one string), tool results. Origin `user` is
 * what the caller's user wrote: user messages and tool results. Images, audio and files are
 * not text; tool definitions are the application's. Written back into the very request that an
 * OpenAI-format upstream receives (and that Anthropic-format upstreams are translated from).
 */
export function chatSlots(req: ChatCompletionsRequest, onWrite: () => void = () => undefined): ChatTextSlot[] {
  const out: ChatTextSlot[] = [];
  const slot = (origin: TextOrigin, text: string, set: (t: string) => void) =>
    out.push({
      origin,
      text,
      set: (t) => {
        set(t);
        onWrite();
      },
    });
  for (const m of req.messages) {
    const origin: TextOrigin = m.role === "user" || m.role === "tool" ? "user" : "other";
    if (typeof m.content === "string") {
      const msg = m as { content: string };
      slot(origin, m.content, (t) => void (msg.content = t));
    } else if (Array.isArray(m.content)) {
      for (const p of m.content) if (p.type === "text") slot(origin, p.text, (t) => void (p.text = t));
    }
    if (m.role === "assistant") for (const tc of m.tool_calls ?? []) slot(origin, tc.function.arguments, (t) => void (tc.function.arguments = t));
  }
  return out;
}
