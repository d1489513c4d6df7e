import { describe, expect, it } from "vitest";
import { fastParseResponsesRequest, responsesRequest } from "./schemas";

/** The fast path must give exactly what the schema gives (values and key order), or step aside. */
describe("fastParseResponsesRequest", () => {
  const taken: Array<[string, Record<string, unknown>]> = [
    ["a string input", { model: "a/b", input: "hi" }],
    ["the bench body", { model: "bench/chat", max_output_tokens: 16, input: [{ role: "user", content: "Say hello" }] }],
    [
      "typed and easy messages, every role, extra keys kept, type first",
      {
        input: [
          { role: "developer", content: "d" },
          { content: "s", role: "system", id: "x" },
          { role: "user", content: "u", type: "message", status: "completed" },
          { type: "message", role: "assistant", content: "" },
        ],
        model: "a/b",
      },
    ],
    [
      "every scalar field, unknown fields stripped",
      {
        unknown: { deep: [1] },
        model: "a/b",
        input: "x",
        instructions: "be brief",
        parallel_tool_calls: false,
        max_output_tokens: 1,
        temperature: 2,
        top_p: 0,
        stream: true,
        store: false,
        previous_response_id: null,
        background: false,
        truncation: "auto",
        service_tier: "default",
        prompt_cache_key: "k",
        safety_identifier: "s",
        also_unknown: null,
      },
    ],
    ["nulls where nullish", { model: "a/b", input: "x", instructions: null, max_output_tokens: null, temperature: null, top_p: null, stream: null, store: null, truncation: null }],
    ["an empty input array", { model: "a/b", input: [] }],
  ];
  it.each(taken)("%s: the schema's output", (_, body) => {
    const fast = fastParseResponsesRequest(structuredClone(body));
    expect(fast).not.toBeNull();
    const slow = responsesRequest.parse(structuredClone(body));
    expect(fast).toStrictEqual(slow);
    expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
  });

  it("copies arrays and items (the schema's output shares nothing with the body)", () => {
    const body = { model: "a/b", input: [{ role: "user", content: "x" }] };
    const fast = fastParseResponsesRequest(body);
    expect(fast?.input).not.toBe(body.input);
    expect((fast?.input as unknown[])[0]).not.toBe(body.input[0]);
  });

  const stepsAside: Array<[string, unknown]> = [
    ["not an object", "x"],
    ["an array", []],
    ["null", null],
    ["no model (models may be given)", { input: "x" }],
    ["models", { model: "a/b", models: ["a/b"], input: "x" }],
    ["an empty model", { model: "", input: "x" }],
    ["a model too long", { model: "x".repeat(201), input: "x" }],
    ["no input", { model: "a/b" }],
    ["a numeric input", { model: "a/b", input: 1 }],
    ["array content", { model: "a/b", input: [{ role: "user", content: [{ type: "input_text", text: "x" }] }] }],
    ["an unknown role", { model: "a/b", input: [{ role: "tool", content: "x" }] }],
    ["a function call item", { model: "a/b", input: [{ type: "function_call", call_id: "c", name: "f", arguments: "{}" }] }],
    ["a null item", { model: "a/b", input: [null] }],
    ["tools", { model: "a/b", input: "x", tools: [] }],
    ["metadata", { model: "a/b", input: "x", metadata: {} }],
    ["user", { model: "a/b", input: "x", user: "u" }],
    ["a fractional max_output_tokens", { model: "a/b", input: "x", max_output_tokens: 1.5 }],
    ["max_output_tokens 0", { model: "a/b", input: "x", max_output_tokens: 0 }],
    ["an unsafe integer", { model: "a/b", input: "x", max_output_tokens: 2 ** 60 }],
    ["temperature above 2", { model: "a/b", input: "x", temperature: 2.01 }],
    ["top_p above 1", { model: "a/b", input: "x", top_p: 1.5 }],
    ["a string stream", { model: "a/b", input: "x", stream: "true" }],
    ["an unknown truncation", { model: "a/b", input: "x", truncation: "middle" }],
    ["a numeric instructions", { model: "a/b", input: "x", instructions: 1 }],
  ];
  it.each(stepsAside)("%s: left to the schema", (_, body) => {
    expect(fastParseResponsesRequest(body)).toBeNull();
  });
});
