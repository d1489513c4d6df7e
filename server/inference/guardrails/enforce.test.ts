import { describe, expect, it } from "vitest";
import { compileFilterSet } from "../../content-filters/scan";
import type { MessagesRequest } from "../messages/schemas";
import { messagesRequest } from "../messages/schemas";
import type { InferenceCtx } from "../context";
import { EMPTY_POLICY } from "./combine";
import { AppError } from "../../errors/app-error";
import { applyContentFilters, CONTENT_FILTER_SCAN_LIMIT, filterDisplayName } from "./enforce";
import type { KeyGuardrails } from "./policy-cache";
import { embeddingSlots, messageSlots } from "./texts";

const ctx = { requestId: "test" } as InferenceCtx;
const withFilters = (filters: KeyGuardrails["filters"]): KeyGuardrails => ({ policy: EMPTY_POLICY, filters, filterError: null });

const request = (): MessagesRequest =>
  messagesRequest.parse({
    model: "m/x",
    max_tokens: 10,
    system: [{ type: "text", text: "sys a@b.io" }],
    messages: [
      { role: "user", content: "user c@d.io" },
      {
        role: "assistant",
        content: [
          { type: "text", text: "assistant e@f.io" },
          { type: "thinking", thinking: "thought g@h.io", signature: "sig" },
          { type: "tool_use", id: "t", name: "n", input: { a: "i@j.io", deep: [{ b: "k@l.io" }, 3, true] } },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "t", content: [{ type: "text", text: "result m@n.io" }] },
          { type: "document", source: { type: "text", media_type: "text/plain", data: "doc o@p.io" }, title: "title q@r.io" },
          { type: "image", source: { type: "url", url: "https://s.example/t@u.io.png" } },
        ],
      },
    ],
  });

describe("the texts the upstream would see", () => {
  it("messages: system, text blocks, tool_use input strings (nested), tool_result contents, documents; not thinking or images", () => {
    const slots = messageSlots(request());
    expect(slots.map((s) => [s.origin, s.text])).toEqual([
      ["other", "sys a@b.io"],
      ["user", "user c@d.io"],
      ["other", "assistant e@f.io"],
      ["other", "i@j.io"],
      ["other", "k@l.io"],
      ["user", "result m@n.io"],
      ["user", "doc o@p.io"],
      ["user", "title q@r.io"],
    ]);
  });

  it("redaction is written back into the request itself, everywhere it was found", () => {
    const req = request();
    const usage = applyContentFilters(ctx, withFilters(compileFilterSet([{ slug: "email", action: "redact" }], [])), () => messageSlots(req));
    expect(usage).toEqual({ flags: {}, redactions: { email: 8 } });
    const json = JSON.stringify(req);
    expect(json.match(/\[EMAIL\]/g)).toHaveLength(8);
    expect(json).toContain("thought g@h.io"); // signed thinking is left as it is
    expect(json).toContain("t@u.io.png"); // an image URL is not text
  });

  it("embeddings: each input string is a user text, redacted in place", () => {
    const items = ["one a@b.io", "two"];
    applyContentFilters(ctx, withFilters(compileFilterSet([{ slug: "email", action: "redact" }], [])), () => embeddingSlots(items));
    expect(items).toEqual(["one [EMAIL]", "two"]);
  });
});

describe("applyContentFilters", () => {
  it("a filter that throws refuses the request with a 503 and nothing is rewritten (fail closed)", () => {
    const req = request();
    const broken = withFilters([
      { name: "email", action: "redact", label: "[EMAIL]", userOnly: false, detect: (t) => (t.includes("@") ? [[0, 1]] : []) },
      {
        name: "custom:#1",
        action: "redact",
        label: "[X]",
        userOnly: false,
        detect: () => {
          throw new RangeError("Maximum call stack size exceeded");
        },
      },
    ]);
    let err: unknown;
    try {
      applyContentFilters(ctx, broken, () => messageSlots(req));
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ status: 503, message: "Content filter could not run; the request was not forwarded" });
    expect(JSON.stringify(req)).toContain("sys a@b.io");
  });

  it("a policy whose filters could not be compiled refuses without reading the request", () => {
    let read = false;
    const g: KeyGuardrails = { policy: EMPTY_POLICY, filters: null, filterError: { message: "custom content filter #1 cannot run" } };
    expect(() =>
      applyContentFilters(ctx, g, () => {
        read = true;
        return [];
      }),
    ).toThrow(/Content filter could not run/);
    expect(read).toBe(false);
  });

  it("block names the builtin slug or the custom filter's label, never the pattern", () => {
    expect(filterDisplayName("email")).toBe("email");
    expect(filterDisplayName("custom:classified")).toBe("classified");
    expect(filterDisplayName("custom:#2")).toBe("custom pattern #2");
    const g = withFilters(compileFilterSet([], [{ pattern: "orion", action: "block" }]));
    expect(() => applyContentFilters(ctx, g, () => embeddingSlots(["about orion"]))).toThrow("Blocked by content filter: custom pattern #1");
  });

  it("no matches: no usage record, texts untouched", () => {
    const items = ["plain"];
    expect(applyContentFilters(ctx, withFilters(compileFilterSet([{ slug: "ssn", action: "block" }], [])), () => embeddingSlots(items))).toBeNull();
  });
});

describe("the content filters' scan limit (issue 21 item 4)", () => {
  const filters = compileFilterSet([{ slug: "email", action: "redact" }], [{ pattern: "(?i)project\\s+falcon", action: "block", label: "falcon" }]);
  const prompt = (chars: number): MessagesRequest => messagesRequest.parse({ model: "m/x", max_tokens: 10, messages: [{ role: "user", content: "a".repeat(chars) }] });

  it("text over the limit is refused with a 413 before anything is scanned; at the limit it is scanned", () => {
    const over = prompt(CONTENT_FILTER_SCAN_LIMIT + 1);
    let err: unknown;
    const t0 = performance.now();
    try {
      applyContentFilters(ctx, withFilters(filters), () => messageSlots(over));
    } catch (e) {
      err = e;
    }
    const refuseMs = performance.now() - t0;
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      status: 413,
      message: `Request text too large for content filtering: at most ${CONTENT_FILTER_SCAN_LIMIT} characters are scanned per request`,
      metadata: { reason: "content_filter_scan_limit", limit_chars: CONTENT_FILTER_SCAN_LIMIT, text_chars: CONTENT_FILTER_SCAN_LIMIT + 1 },
    });
    const t1 = performance.now();
    expect(applyContentFilters(ctx, withFilters(filters), () => messageSlots(prompt(CONTENT_FILTER_SCAN_LIMIT)))).toBeNull();
    console.log(`[scan-limit] refused ${CONTENT_FILTER_SCAN_LIMIT + 1} characters in ${refuseMs.toFixed(1)} ms; scanned ${CONTENT_FILTER_SCAN_LIMIT} in ${(performance.now() - t1).toFixed(1)} ms`);
  });

  it("keys without content filters are not limited by it", () => {
    expect(applyContentFilters(ctx, withFilters(null), () => messageSlots(prompt(CONTENT_FILTER_SCAN_LIMIT + 1)))).toBeNull();
  });
});
