import { describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error";
import { consumeQuota, MemoryRateLimitStore } from "../../services/datasets/rate-limit";
import { estimateInputTokens } from "./count-tokens";

describe("estimateInputTokens", () => {
  const cases: Array<[string, Parameters<typeof estimateInputTokens>[0], number]> = [
    ["text: ~4 characters a token, 4 a message", { messages: [{ role: "user", content: "12345678" }] }, 2 + 4],
    ["system blocks and string system count", { system: [{ type: "text", text: "abcd" }], messages: [{ role: "user", content: "abcd" }] }, 1 + 1 + 4],
    ["an image is 1,600", { messages: [{ role: "user", content: [{ type: "image", source: { type: "url", url: "https://x.test/a.png" } }] }] }, 1600 + 4],
    ["a PDF is 3,000, a text document its text", { messages: [{ role: "user", content: [{ type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBE" } }, { type: "document", source: { type: "text", media_type: "text/plain", data: "abcdefgh" } }] }] }, 3000 + 2 + 4],
    ["tool inputs as JSON, results as text", { messages: [{ role: "assistant", content: [{ type: "tool_use", id: "t", name: "f", input: { a: "b" } }] }, { role: "user", content: [{ type: "tool_result", tool_use_id: "t", content: "abcd" }] }] }, Math.ceil((JSON.stringify({ a: "b" }).length + 4) / 4) + 8],
    ["tools count as their JSON", { messages: [{ role: "user", content: "" }], tools: [{ name: "f", input_schema: { type: "object" } }] }, Math.ceil(JSON.stringify([{ name: "f", input_schema: { type: "object" } }]).length / 4) + 4],
  ];
  it.each(cases)("%s", (_l, req, want) => {
    expect(estimateInputTokens(req)).toBe(want);
  });
});

describe("the count_tokens quota", () => {
  it("counts per bucket in its window; over the limit → 429 with Retry-After", async () => {
    const store = new MemoryRateLimitStore();
    const now = new Date("2026-01-01T00:00:00Z");
    const hit = () => consumeQuota({ bucket: "count_tokens:key:k", limit: 2, windowMs: 60_000, now, message: "over", store });
    await hit();
    await hit();
    const err = await hit().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 429, message: "over", headers: { "Retry-After": "60" }, metadata: { scope: "key", limit: 2 } });
    await expect(consumeQuota({ bucket: "count_tokens:key:other", limit: 2, windowMs: 60_000, now, message: "over", store })).resolves.toBeUndefined();
    await expect(consumeQuota({ bucket: "count_tokens:key:k", limit: 2, windowMs: 60_000, now: new Date(now.getTime() + 60_000), message: "over", store })).resolves.toBeUndefined();
  });
});
