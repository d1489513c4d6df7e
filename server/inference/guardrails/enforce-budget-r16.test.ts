import { describe, expect, it } from "vitest";
import type { Range } from "../../content-filters/builtins";
import { SCAN_BUDGET_BASE_MS, SCAN_BUDGET_MS_PER_KB, type CompiledFilter } from "../../content-filters/scan";
import { AppError } from "../../errors/app-error";
import type { InferenceCtx } from "../context";
import { messagesRequest } from "../messages/schemas";
import { EMPTY_POLICY } from "./combine";
import { applyContentFilters, CONTENT_FILTER_SCAN_LIMIT } from "./enforce";
import type { KeyGuardrails } from "./policy-cache";
import { messageSlots } from "./texts";

const ctx = { requestId: "test" } as InferenceCtx;

describe("a scan past its CPU budget (hostile-text round 16)", () => {
  it("is refused with the scan cap's 413 (reason content_filter_scan_limit), not forwarded", () => {
    // a filter slower than the budget allows on this text: its fifth window costs more than the whole budget (the budget
    // is checked every 64 KiB read: its clock starts after the fourth of the ten windows, and is read after the eighth)
    let calls = 0;
    const slow: CompiledFilter = {
      name: "slow",
      action: "redact",
      label: "[X]",
      userOnly: false,
      windowed: true,
      detect(text: string): Range[] {
        // (CPU, as the budget counts it: a loaded machine's wall clock would run ahead)
        const t0 = process.cpuUsage();
        const ms = ++calls !== 5 ? 0 : SCAN_BUDGET_BASE_MS + 160 * SCAN_BUDGET_MS_PER_KB + 50;
        for (let u = process.cpuUsage(t0); (u.user + u.system) / 1000 < ms; u = process.cpuUsage(t0));
        return text.length ? [[0, 1]] : [];
      },
    };
    const g: KeyGuardrails = { policy: EMPTY_POLICY, filters: [slow], filterError: null };
    const req = messagesRequest.parse({ model: "m/x", max_tokens: 10, messages: [{ role: "user", content: "a".repeat(160 * 1024) }] });
    let err: unknown;
    try {
      applyContentFilters(ctx, g, () => messageSlots(req));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 413, metadata: { reason: "content_filter_scan_limit", limit_chars: CONTENT_FILTER_SCAN_LIMIT, text_chars: 160 * 1024 } });
    expect((err as AppError).message).toMatch(/^Request text too costly for content filtering/);
    // nothing written back
    expect(req.messages[0].content).toBe("a".repeat(160 * 1024));
  });
});
