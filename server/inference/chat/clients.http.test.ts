import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { OpenRouter } from "@openrouter/sdk";
import { generateText, stepCountIs, streamText, tool } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../../test/inference";

/**
 * Clients users already have, pointed at the gateway with only a base URL and a key: the AI SDK
 * (`ai` + `@ai-sdk/openai-compatible`) and OpenRouter's SDK, through both upstream formats.
 */
describe.each(TRANSPORTS)("ecosystem chat clients (%s transport)", (transport) => {
  let f: InferenceFixture;
  let key: string;

  beforeAll(async () => {
    f = await startInferenceFixture(transport);
    ({ key } = await f.newKey());
  });
  afterAll(() => f.close());

  const weather = () =>
    tool({
      description: "Current weather for a city",
      inputSchema: z.object({ location: z.string() }),
      execute: async ({ location }) => ({ location, forecast: "sunny, 21°C" }),
    });

  it("OpenRouter SDK models.list parses GET /models and pages through it", async () => {
    const client = new OpenRouter({ apiKey: key, serverURL: f.base, retryConfig: { strategy: "none" } });
    const first = await client.models.list();
    const ids = first.result.data.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(["local/echo", "test/chat", "test/claude", "test/embed"]));
    expect(first.result.totalCount).toBe(ids.length);
    const chat = first.result.data.find((m) => m.id === "test/chat");
    expect(chat).toMatchObject({ canonicalSlug: "test/chat", contextLength: 8192, pricing: { prompt: "0.000001", completion: "0.000002" }, topProvider: { isModerated: false } });
    // Pages of 2: the SDK follows the pages until the last, which is shorter.
    const seen: string[] = [];
    for await (const page of await client.models.list({ limit: 2 })) seen.push(...page.result.data.map((m) => m.id));
    expect(seen).toEqual(ids);
    const text = await client.models.list({ outputModalities: "text" });
    expect(text.result.data.every((m) => m.architecture.outputModalities.includes("text"))).toBe(true);
    expect(text.result.data.map((m) => m.id)).not.toContain("test/embed");
  });

  describe.each([
    ["OpenAI-format", "test/chat"],
    ["Anthropic-format", "test/claude"],
  ])("through an %s upstream", (_fmt, model) => {
    const gateway = () => createOpenAICompatible({ name: "switchyard", baseURL: f.base, apiKey: key, includeUsage: true });

    it("AI SDK generateText with a tool: the call, its result, then the answer", async () => {
      const result = await generateText({
        model: gateway()(model),
        tools: { get_weather: weather() },
        stopWhen: stepCountIs(3),
        maxRetries: 0,
        prompt: "what is the weather in Paris?",
      });
      expect(result.steps).toHaveLength(2);
      expect(result.steps[0].toolCalls).toEqual([expect.objectContaining({ toolName: "get_weather", input: { location: "Paris, France" } })]);
      expect(result.steps[0].toolResults[0]).toMatchObject({ output: { location: "Paris, France", forecast: "sunny, 21°C" } });
      expect(result.steps[0].finishReason).toBe("tool-calls");
      expect(result.text).toBe("echo: what is the weather in Paris?");
      expect(result.finishReason).toBe("stop");
      expect(result.totalUsage.inputTokens).toBeGreaterThan(0);
      expect(result.totalUsage.outputTokens).toBeGreaterThan(0);
      // The tool result went back upstream.
      expect(JSON.stringify(f.mock.calls.at(-1)?.body)).toContain("sunny, 21°C");
    });

    it("AI SDK streamText with a tool", async () => {
      const result = streamText({
        model: gateway()(model),
        tools: { get_weather: weather() },
        stopWhen: stepCountIs(3),
        maxRetries: 0,
        prompt: "what is the weather in Paris?",
      });
      let streamed = "";
      for await (const t of result.textStream) streamed += t;
      const steps = await result.steps;
      expect(steps).toHaveLength(2);
      expect(steps[0].toolCalls[0]).toMatchObject({ toolName: "get_weather", input: { location: "Paris, France" } });
      expect(streamed).toBe("echo: what is the weather in Paris?");
      expect(await result.finishReason).toBe("stop");
      expect((await result.totalUsage).inputTokens).toBeGreaterThan(0);
    });

    it("OpenRouter SDK chat.send, non-streaming", async () => {
      const client = new OpenRouter({ apiKey: key, serverURL: f.base, retryConfig: { strategy: "none" } });
      const res = await client.chat.send({ chatRequest: { model, maxTokens: 100, messages: [{ role: "system", content: "Be brief." }, { role: "user", content: "hello router" }] } });
      if (!("choices" in res)) throw new Error("expected a ChatResult");
      expect(res.model).toBe(model);
      expect(res.choices[0].message.content).toBe("echo: hello router");
      expect(res.choices[0].finishReason).toBe("stop");
      expect(res.usage).toMatchObject({ promptTokens: 4, completionTokens: 3, totalTokens: 7 });
      expect(res.usage?.cost).toBeCloseTo(4e-6 + 6e-6, 12);
    });

    it("OpenRouter SDK chat.send, streaming with usage", async () => {
      const client = new OpenRouter({ apiKey: key, serverURL: f.base, retryConfig: { strategy: "none" } });
      const stream = await client.chat.send({ chatRequest: { model, stream: true, streamOptions: { includeUsage: true }, messages: [{ role: "user", content: "stream to the router" }] } });
      if ("choices" in stream) throw new Error("expected a stream");
      let text = "";
      let finish: string | null = null;
      let usage: { promptTokens: number; completionTokens: number } | undefined;
      for await (const chunk of stream) {
        text += chunk.choices[0]?.delta.content ?? "";
        finish = chunk.choices[0]?.finishReason ?? finish;
        if (chunk.usage) usage = chunk.usage;
      }
      expect(text).toBe("echo: stream to the router");
      expect(finish).toBe("stop");
      expect(usage).toMatchObject({ promptTokens: 4, completionTokens: 5 });
    });

    it("OpenRouter SDK reads an error after the first byte as a chunk with `error`", async () => {
      const client = new OpenRouter({ apiKey: key, serverURL: f.base, retryConfig: { strategy: "none" } });
      const failing = model === "test/chat" ? "test/chat-stream-fail" : "test/claude-stream-fail";
      const stream = await client.chat.send({ chatRequest: { model: failing, stream: true, messages: [{ role: "user", content: "a b c d e f g h" }] } });
      if ("choices" in stream) throw new Error("expected a stream");
      const errors: Array<{ code: number; message: string }> = [];
      for await (const chunk of stream) if (chunk.error) errors.push(chunk.error);
      expect(errors).toHaveLength(1);
      expect(errors[0].code).toBe(502);
    });
  });
});
