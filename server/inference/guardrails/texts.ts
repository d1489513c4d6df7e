import type { TextOrigin, TextSlot } from "../../content-filters/scan";
import type { MessagesRequest, RequestContentBlock } from "../messages/schemas";

/**
 * The texts of a request that the upstream would see, each with who wrote it and a way to
 * write the redacted text back (decisions.md "Guardrails": system, text blocks, tool_use
 * inputs' string values, tool_result contents, documents' text, each embeddings input).
 * Origin `user` is what the caller's user wrote: user turns, including tool results.
 * Not read: images and PDFs (not text), assistant thinking (signed: rewriting it breaks the
 * request), tool definitions (the application's, not the conversation's).
 */
export interface WritableSlot extends TextSlot {
  set(text: string): void;
}

/** Every string value inside a JSON value (tool inputs), depth-first, each writable in place. */
function jsonStrings(value: unknown, origin: TextOrigin, out: WritableSlot[], depth = 0): void {
  if (depth > 64 || value === null || typeof value !== "object") return;
  const container = value as Record<string, unknown> | unknown[];
  for (const k of Object.keys(container)) {
    const v = (container as Record<string, unknown>)[k];
    if (typeof v === "string") {
      out.push({ origin, text: v, set: (t) => void ((container as Record<string, unknown>)[k] = t) });
    } else if (typeof v === "object" && v !== null) jsonStrings(v, origin, out, depth + 1);
  }
}

function blockSlots(b: RequestContentBlock, origin: TextOrigin, out: WritableSlot[]): void {
  switch (b.type) {
    case "text":
      out.push({ origin, text: b.text, set: (t) => void (b.text = t) });
      return;
    case "document":
      if (b.source.type === "text") {
        const src = b.source;
        out.push({ origin, text: src.data, set: (t) => void (src.data = t) });
      }
      if (typeof b.title === "string") out.push({ origin, text: b.title, set: (t) => void (b.title = t) });
      if (typeof b.context === "string") out.push({ origin, text: b.context, set: (t) => void (b.context = t) });
      return;
    case "tool_use":
    case "server_tool_use":
      jsonStrings(b.input, origin, out);
      return;
    case "tool_result":
      if (typeof b.content === "string") out.push({ origin, text: b.content, set: (t) => void (b.content = t) });
      else for (const c of b.content ?? []) blockSlots(c, origin, out);
      return;
    case "web_search_tool_result":
    case "gateway_tool_result":
      jsonStrings({ c: b.content }, origin, out);
      return;
    default:
      return;
  }
}

/** The slots of a /messages request, in request order (system first). */
export function messageSlots(req: MessagesRequest): WritableSlot[] {
  const out: WritableSlot[] = [];
  if (typeof req.system === "string") out.push({ origin: "other", text: req.system, set: (t) => void (req.system = t) });
  else for (const b of req.system ?? []) out.push({ origin: "other", text: b.text, set: (t) => void (b.text = t) });
  for (const m of req.messages) {
    const origin: TextOrigin = m.role === "user" ? "user" : "other";
    if (typeof m.content === "string") out.push({ origin, text: m.content, set: (t) => void (m.content = t) });
    else for (const b of m.content) blockSlots(b, origin, out);
  }
  return out;
}

/** The slots of an embeddings request's text inputs (all written by the user). */
export function embeddingSlots(items: string[]): WritableSlot[] {
  return items.map((text, i) => ({ origin: "user", text, set: (t) => void (items[i] = t) }));
}
