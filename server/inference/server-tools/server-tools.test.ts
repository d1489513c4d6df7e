import { describe, expect, it } from "vitest";
import type { RequestMessage } from "../messages/schemas";
import { firstHolding, type LoopState, type StopCondition, wantsServerToolLoop } from "./stop-conditions";
import { GATEWAY_TOOLS, serverToolUsage } from "./tools";
import { stepRequest, toUpstreamMessages } from "./upstream";

const NOW = new Date("2026-07-01T12:34:56.789Z");
const env = { now: NOW, routing: null, vendors: { vendor_a: "anthropic", vendor_b: "openai", vendor_c: "google" } };

describe("gateway:datetime", () => {
  const run = (input: Record<string, unknown>) => GATEWAY_TOOLS["gateway:datetime"].run(input, env);
  it.each([
    [{}, "2026-07-01T12:34:56.789Z", "UTC"],
    [{ timezone: "Europe/Paris" }, "2026-07-01T14:34:56.789+02:00", "Europe/Paris"],
    [{ timezone: "Asia/Kolkata" }, "2026-07-01T18:04:56.789+05:30", "Asia/Kolkata"],
    [{ timezone: "America/New_York" }, "2026-07-01T08:34:56.789-04:00", "America/New_York"],
  ])("%j → %s", (input, datetime, timezone) => {
    expect(run(input)).toEqual({ content: { datetime, timezone, unix_seconds: Math.floor(NOW.getTime() / 1000) }, isError: false });
  });
  it.each([
    [{ timezone: "Mars/Olympus" }, "Unknown time zone: Mars/Olympus"],
    [{ timezone: 5 }, "timezone must be an IANA time zone name such as Europe/Paris"],
  ])("%j is an error result", (input, message) => {
    expect(run(input)).toEqual({ content: { error_code: "invalid_input", message }, isError: true });
  });
});

describe("gateway:search_models", () => {
  const run = (input: Record<string, unknown>) => GATEWAY_TOOLS["gateway:search_models"].run(input, env);
  it("without a query: the first models of the catalog", () => {
    const r = run({});
    expect(r.isError).toBe(false);
    expect((r.content.models as Array<{ slug: string }>).map((m) => m.slug)).toContain("local/echo");
  });
  it("matches every word of the query, up to limit", () => {
    expect((run({ query: "echo local" }).content.models as Array<{ slug: string }>).map((m) => m.slug)).toEqual(["local/echo"]);
    expect(run({ query: "no such model" }).content).toEqual({ models: [], total: 0 });
    expect((run({ limit: 1 }).content.models as unknown[]).length).toBe(1);
  });
  it.each([[{ limit: 0 }], [{ limit: 51 }], [{ limit: 1.5 }], [{ query: 3 }]])("%j is an error result", (input) => {
    expect(run(input).isError).toBe(true);
  });
});

describe("stop conditions", () => {
  const state: LoopState = { steps: 2, tokens: 30, costUsd: 0.5, stopReason: "tool_use", called: new Set(["gateway:datetime"]) };
  it.each<[StopCondition, boolean]>([
    [{ type: "step_count_is", step_count: 2 }, true],
    [{ type: "step_count_is", step_count: 3 }, false],
    [{ type: "has_tool_call", tool_name: "gateway:datetime" }, true],
    [{ type: "has_tool_call", tool_name: "gateway:search_models" }, false],
    [{ type: "max_tokens_used", max_tokens: 30 }, true],
    [{ type: "max_tokens_used", max_tokens: 31 }, false],
    [{ type: "max_cost", max_cost_in_dollars: 0.5 }, true],
    [{ type: "max_cost", max_cost_in_dollars: 0.51 }, false],
    [{ type: "finish_reason_is", reason: "tool_use" }, true],
    [{ type: "finish_reason_is", reason: "tool_calls" }, true],
    [{ type: "finish_reason_is", reason: "stop" }, false],
  ])("%j holds: %s", (c, holds) => {
    expect(firstHolding([c], state)).toBe(holds ? c : null);
  });
  it("the first that holds is returned", () => {
    const a: StopCondition = { type: "step_count_is", step_count: 9 };
    const b: StopCondition = { type: "max_tokens_used", max_tokens: 1 };
    expect(firstHolding([a, b], state)).toBe(b);
  });
  it("the loop engages only for gateway tools or conditions", () => {
    expect(wantsServerToolLoop({})).toBe(false);
    expect(wantsServerToolLoop({ tools: [{ name: "x", input_schema: { type: "object" } }] })).toBe(false);
    expect(wantsServerToolLoop({ tools: [{ type: "gateway:datetime" }] })).toBe(true);
    expect(wantsServerToolLoop({ stop_server_tools_when: [{ type: "step_count_is", step_count: 1 }] })).toBe(true);
  });
});

describe("what the upstream sees", () => {
  it("server_tool_use and gateway_tool_result of an earlier turn become tool_use and a tool_result turn", () => {
    const messages: RequestMessage[] = [
      { role: "user", content: "time and weather?" },
      {
        role: "assistant",
        content: [
          { type: "text", text: "Let me check." },
          { type: "server_tool_use", id: "a", name: "gateway:datetime", input: {} },
          { type: "tool_use", id: "b", name: "get_weather", input: { city: "Paris" } },
          { type: "gateway_tool_result", tool_use_id: "a", content: { datetime: "x" } },
        ],
      },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "b", content: "sunny" }] },
    ];
    expect(toUpstreamMessages(messages)).toEqual([
      { role: "user", content: "time and weather?" },
      {
        role: "assistant",
        content: [
          { type: "text", text: "Let me check." },
          { type: "tool_use", id: "a", name: "gateway_datetime", input: {} },
          { type: "tool_use", id: "b", name: "get_weather", input: { city: "Paris" } },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "a", content: '{"datetime":"x"}' },
          { type: "tool_result", tool_use_id: "b", content: "sunny" },
        ],
      },
    ]);
  });
  it("results in the middle of a turn split it", () => {
    const messages: RequestMessage[] = [
      { role: "user", content: "hi" },
      {
        role: "assistant",
        content: [
          { type: "server_tool_use", id: "a", name: "gateway:datetime", input: {} },
          { type: "gateway_tool_result", tool_use_id: "a", content: { datetime: "x" }, is_error: true },
          { type: "text", text: "It is x." },
        ],
      },
    ];
    expect(toUpstreamMessages(messages)).toEqual([
      { role: "user", content: "hi" },
      { role: "assistant", content: [{ type: "tool_use", id: "a", name: "gateway_datetime", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "a", content: '{"datetime":"x"}', is_error: true }] },
      { role: "assistant", content: [{ type: "text", text: "It is x." }] },
    ]);
  });
  it("step requests: gateway tools as functions, forcing only on step 1, tools off on the final turn", () => {
    const req = {
      model: "m",
      max_tokens: 5,
      messages: [{ role: "user" as const, content: "hi" }],
      tools: [{ type: "gateway:datetime" }],
      tool_choice: { type: "tool" as const, name: "gateway:datetime" },
      stop_server_tools_when: [{ type: "step_count_is" as const, step_count: 1 }],
    };
    const s1 = stepRequest(req, req.messages, 1, false);
    expect(s1.tools).toEqual([{ name: "gateway_datetime", description: GATEWAY_TOOLS["gateway:datetime"].description, input_schema: GATEWAY_TOOLS["gateway:datetime"].input_schema }]);
    expect(s1.tool_choice).toEqual({ type: "tool", name: "gateway_datetime" });
    expect(s1).not.toHaveProperty("stop_server_tools_when");
    expect(stepRequest(req, req.messages, 2, false).tool_choice).toEqual({ type: "auto" });
    expect(stepRequest(req, req.messages, 2, true).tool_choice).toEqual({ type: "none" });
  });
  it("usage.server_tool_use counts every gateway tool", () => {
    expect(serverToolUsage(new Map([["gateway:datetime", 2]]))).toEqual({ web_search_requests: 0, web_fetch_requests: 0, gateway_datetime_requests: 2, gateway_search_models_requests: 0 });
  });
});
