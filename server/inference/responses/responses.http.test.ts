import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../test/http";
import { postJson, startInferenceFixture, TRANSPORTS, type InferenceFixture } from "../../test/inference";
import { ledgerRows } from "../../test/ledger";
import { parseSse } from "../../test/upstream";

const WEATHER = {
  type: "function" as const,
  name: "get_weather",
  description: "Current weather for a city",
  parameters: { type: "object", properties: { location: { type: "string" } }, required: ["location"], additionalProperties: false },
  strict: true,
};

type Json = Record<string, unknown>;

async function postSse(url: string, key: string, body: unknown): Promise<{ status: number; events: Array<{ event: string | null; data: Json }>; requestId: string }> {
  const r = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const text = await r.text();
  return { status: r.status, events: parseSse(text).map((e) => ({ event: e.event, data: JSON.parse(e.data) as Json })), requestId: r.headers.get("x-request-id") ?? "" };
}

describe.each(TRANSPORTS)("POST /responses (%s transport)", (transport) => {
  let f: InferenceFixture;
  let key: string;
  let client: OpenAI;
  const post = (body: unknown, headers?: Record<string, string>, path = "/responses") => postJson<Json & ErrorBody>(`${f.base}${path}`, key, body, headers);

  beforeAll(async () => {
    f = await startInferenceFixture(transport);
    ({ key } = await f.newKey());
    client = new OpenAI({ apiKey: key, baseURL: f.base, maxRetries: 0 });
  });
  afterAll(() => f.close());

  describe.each([
    ["OpenAI-format", "test/chat", "mock-a", "/v1/chat/completions"],
    ["Anthropic-format", "test/claude", "mock-anthropic", "/v1/messages"],
  ])("through an %s upstream", (_fmt, model, provider, upstreamPath) => {
    it("responses.create: output_text, the response object, usage and the ledger row", async () => {
      f.mock.reset();
      const raw = await client.responses.create({ model, instructions: "You are terse.", input: "hello gateway", max_output_tokens: 100, metadata: { run: "1" } }).withResponse();
      const res = raw.data;
      expect(res.output_text).toBe("echo: hello gateway");
      expect(res).toMatchObject({
        object: "response",
        status: "completed",
        model,
        error: null,
        incomplete_details: null,
        instructions: "You are terse.",
        max_output_tokens: 100,
        previous_response_id: null,
        store: false,
        metadata: { run: "1" },
        output: [{ type: "message", role: "assistant", status: "completed", content: [{ type: "output_text", text: "echo: hello gateway", annotations: [] }] }],
      });
      expect(res.id).toMatch(/^resp_[0-9a-f]{24}$/);
      expect(res.output[0].id).toMatch(/^msg_/);
      // The mock counts words: "You are terse." + "hello gateway" = 5 in, "echo: hello gateway" = 3 out.
      expect(res.usage).toMatchObject({ input_tokens: 5, output_tokens: 3, total_tokens: 8, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } });
      expect((res.usage as unknown as { cost: number }).cost).toBeCloseTo(5e-6 + 6e-6, 12);
      const call = f.mock.calls.at(-1);
      expect(call?.path).toBe(upstreamPath);
      if (model === "test/claude") expect(call?.body).toMatchObject({ model: "claude-ok", system: "You are terse.", max_tokens: 100, messages: [{ role: "user", content: [{ type: "text", text: "hello gateway" }] }] });
      else expect(call?.body).toMatchObject({ model: "chat-ok", max_tokens: 100, messages: [{ role: "system", content: "You are terse." }, { role: "user", content: "hello gateway" }] });
      const [row] = await ledgerRows(f.server, [raw.response.headers.get("x-request-id") ?? ""]);
      expect(row).toMatchObject({ model, provider, prompt_tokens: 5, completion_tokens: 3, status: "ok", attempts: 1 });
      expect(Number(row.cost_usd)).toBeCloseTo(5e-6 + 6e-6, 12);
    });

    it("streaming: the full event sequence with sequence_number, and the ledger row", async () => {
      const r = await postSse(`${f.base}/responses`, key, { model, input: [{ role: "user", content: [{ type: "input_text", text: "stream this please" }] }], stream: true });
      expect(r.status).toBe(200);
      const types = r.events.map((e) => e.event);
      expect(types.slice(0, 4)).toEqual(["response.created", "response.in_progress", "response.output_item.added", "response.content_part.added"]);
      expect(types.filter((t) => t === "response.output_text.delta").length).toBeGreaterThan(1);
      expect(types.slice(-4)).toEqual(["response.output_text.done", "response.content_part.done", "response.output_item.done", "response.completed"]);
      expect(r.events.map((e) => e.data.sequence_number)).toEqual(r.events.map((_, i) => i));
      for (const e of r.events) expect(e.data.type).toBe(e.event);
      expect((r.events[0].data.response as Json).status).toBe("in_progress");
      const text = r.events.flatMap((e) => (e.event === "response.output_text.delta" ? [String(e.data.delta)] : [])).join("");
      expect(text).toBe("echo: stream this please");
      const done = r.events.at(-1)?.data.response as Json;
      expect(done).toMatchObject({ status: "completed", output_text: "echo: stream this please", usage: { input_tokens: 3, output_tokens: 4, total_tokens: 7 } });
      const [row] = await ledgerRows(f.server, [r.requestId]);
      expect(row).toMatchObject({ model, provider, prompt_tokens: 3, completion_tokens: 4, status: "ok" });
    });

    it("openai SDK streaming: the SDK's events and finalResponse", async () => {
      const stream = client.responses.stream({ model, input: "sdk stream" });
      let text = "";
      for await (const ev of stream) if (ev.type === "response.output_text.delta") text += ev.delta;
      const final = await stream.finalResponse();
      expect(text).toBe("echo: sdk stream");
      expect(final.output_text).toBe("echo: sdk stream");
      expect(final.status).toBe("completed");
    });

    it("a function-tool round trip: function_call out, function_call + function_call_output back in", async () => {
      f.mock.reset();
      const first = await client.responses.create({ model, input: "what is the weather in Paris?", tools: [WEATHER] });
      const call = first.output.find((o) => o.type === "function_call");
      expect(call).toMatchObject({ type: "function_call", name: "get_weather", arguments: JSON.stringify({ location: "Paris, France" }), status: "completed" });
      if (call?.type !== "function_call") throw new Error("no function call");
      expect(call.id).toMatch(/^fc_/);
      expect(call.call_id).toEqual(expect.any(String));
      const second = await client.responses.create({
        model,
        tools: [WEATHER],
        input: [
          { role: "user", content: "what is the weather in Paris?" },
          ...first.output.filter((o) => o.type === "function_call"),
          { type: "function_call_output", call_id: call.call_id, output: JSON.stringify({ forecast: "sunny, 21°C" }) },
        ],
      });
      expect(second.output_text).toBe("echo: what is the weather in Paris?");
      const sent = JSON.stringify(f.mock.calls.at(-1)?.body);
      expect(sent).toContain("sunny, 21°C");
      expect(sent).toContain(call.call_id);
    });

    it("streaming a function call: arguments deltas, .done with the whole arguments, the item done", async () => {
      const r = await postSse(`${f.base}/responses`, key, { model, input: "weather in Paris please", tools: [WEATHER], tool_choice: "required", stream: true });
      const types = r.events.map((e) => e.event);
      expect(types).toContain("response.function_call_arguments.delta");
      const done = r.events.find((e) => e.event === "response.function_call_arguments.done");
      expect(done?.data).toMatchObject({ name: "get_weather", arguments: JSON.stringify({ location: "Paris, France" }) });
      const itemDone = r.events.filter((e) => e.event === "response.output_item.done").map((e) => e.data.item as Json);
      expect(itemDone.at(-1)).toMatchObject({ type: "function_call", name: "get_weather", status: "completed" });
      expect(r.events.at(-1)?.event).toBe("response.completed");
    });

    it("text.format json_schema: the answer is JSON of the schema", async () => {
      const res = await client.responses.create({
        model,
        input: "give me a city",
        text: { format: { type: "json_schema", name: "city", schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } },
      });
      expect(JSON.parse(res.output_text)).toEqual({ city: "Paris, France" });
      expect(res.text?.format).toMatchObject({ type: "json_schema", name: "city" });
    });

    it("max_output_tokens reached: status incomplete with incomplete_details", async () => {
      const res = await post({ model, input: "one two three four five six", max_output_tokens: 2 });
      expect(res.body).toMatchObject({ status: "incomplete", incomplete_details: { reason: "max_output_tokens" } });
      const s = await postSse(`${f.base}/responses`, key, { model, input: "one two three four five six", max_output_tokens: 2, stream: true });
      expect(s.events.at(-1)).toMatchObject({ event: "response.incomplete", data: { response: { status: "incomplete", incomplete_details: { reason: "max_output_tokens" } } } });
    });

    it("a failure after the first byte: response.failed, then an error event; the ledger row says error", async () => {
      const failing = model === "test/chat" ? "test/chat-stream-fail" : "test/claude-stream-fail";
      const r = await postSse(`${f.base}/responses`, key, { model: failing, input: "a b c d e f g h i j k l", stream: true });
      expect(r.status).toBe(200);
      expect(r.events[0].event).toBe("response.created");
      expect(r.events.slice(-2).map((e) => e.event)).toEqual(["response.failed", "error"]);
      expect(r.events.at(-2)?.data.response).toMatchObject({ status: "failed", error: { code: "server_error", message: expect.any(String) } });
      expect(r.events.at(-1)?.data).toMatchObject({ code: "server_error", error: { code: 502 } });
      expect(r.events.some((e) => e.event === "response.completed")).toBe(false);
      const [row] = await ledgerRows(f.server, [r.requestId]);
      expect(row.status).toBe("error");
      // The SDK throws on it.
      await expect(async () => {
        for await (const _ev of client.responses.stream({ model: failing, input: "a b c d e f g h i j k l" })) void _ev;
      }).rejects.toThrow();
    });
  });

  it("developer and system messages join instructions in the system prompt, in order", async () => {
    f.mock.reset();
    const r = await post({
      model: "test/claude",
      instructions: "first",
      input: [
        { role: "developer", content: "second" },
        { role: "user", content: "hi" },
        { type: "message", role: "system", content: [{ type: "input_text", text: "third" }] },
      ],
    });
    expect(r.status).toBe(200);
    expect(f.mock.calls.at(-1)?.body).toMatchObject({ system: "first\n\nsecond\n\nthird", messages: [{ role: "user", content: [{ type: "text", text: "hi" }] }] });
  });

  it("reasoning.effort, temperature, top_p and parallel_tool_calls reach the upstream in its format", async () => {
    f.mock.reset();
    await post({ model: "test/claude", input: "x", reasoning: { effort: "minimal" }, temperature: 1.5, top_p: 0.5, tools: [WEATHER], parallel_tool_calls: false });
    expect(f.mock.calls.at(-1)?.body).toMatchObject({ output_config: { effort: "low" }, temperature: 1, top_p: 0.5, tool_choice: { type: "auto", disable_parallel_tool_use: true } });
    await post({ model: "test/chat", input: "x", reasoning: { effort: "high" } });
    expect(f.mock.calls.at(-1)?.body).toMatchObject({ reasoning_effort: "high" });
  });

  it("hosted tools are left out; a namespace's tools are sent by their names (what Codex declares)", async () => {
    f.mock.reset();
    const r = await post({
      model: "test/claude",
      input: "hi",
      tools: [{ type: "web_search", external_web_access: false }, { type: "namespace", name: "multi_agent_v1", description: "d", tools: [{ ...WEATHER, name: "close_agent" }] }, WEATHER],
    });
    expect(r.status).toBe(200);
    expect((f.mock.calls.at(-1)?.body?.tools as Array<{ name: string }>).map((t) => t.name)).toEqual(["close_agent", "get_weather"]);
    expect((r.body.tools as unknown[]).length).toBe(3);
  });

  it("a gateway server tool runs the agent loop: the final answer, the client sees no gateway call", async () => {
    const res = await client.responses.create({ model: "test/chat", input: "what is the weather time now?", tools: [{ type: "gateway:datetime" } as unknown as OpenAI.Responses.Tool] });
    expect(res.output_text).toBe("echo: what is the weather time now?");
    expect(res.output.map((o) => o.type)).toEqual(["message"]);
    expect(res.usage?.input_tokens).toBeGreaterThan(0);
    const s = await postSse(`${f.base}/responses`, key, { model: "test/claude", input: "what is the weather time now?", tools: [{ type: "gateway:datetime" }], stream: true });
    expect(s.events.at(-1)).toMatchObject({ event: "response.completed", data: { response: { output_text: "echo: what is the weather time now?" } } });
  });

  it("prompt_cache_key keeps a session on its endpoint (as session_id does)", async () => {
    const picks = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const r = await post({ model: "test/chat-two", prompt_cache_key: "pck-1", input: "s" }, { "x-gateway-metadata": "enabled" });
      picks.add(String((r.body.gateway_metadata as { endpoints: { available: string[] } }).endpoints.available[0]));
    }
    expect(picks.size).toBe(1);
  });

  it("X-Gateway-Metadata: enabled adds gateway_metadata", async () => {
    const r = await post({ model: "test/chat", input: "m" }, { "x-gateway-metadata": "enabled" });
    expect(r.body.gateway_metadata).toMatchObject({ attempt: 1, requested: "test/chat" });
  });

  it("fallbacks and the doubled /v1 path (a base URL ending in /api/v1 where the client adds /v1)", async () => {
    const r = await post({ model: "test/chat-500", fallbacks: [{ model: "test/claude" }], input: "hi" }, {}, "/v1/responses");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ model: "test/claude", output_text: "echo: hi" });
    const doubled = new OpenAI({ apiKey: key, baseURL: `${f.base}/v1`, maxRetries: 0 });
    expect((await doubled.responses.create({ model: "test/chat", input: "twice" })).output_text).toBe("echo: twice");
    expect((await doubled.chat.completions.create({ model: "test/chat", messages: [{ role: "user", content: "chat twice" }] })).choices[0].message.content).toBe("echo: chat twice");
  });

  const invalid: Array<[string, Record<string, unknown>, number, string, string]> = [
    ["previous_response_id", { previous_response_id: "resp_1" }, 400, "previous_response_id", "previous_response_id is not supported: the gateway keeps no responses; send the whole conversation in `input`"],
    ["store: true", { store: true }, 400, "store", "store: true is not supported: the gateway keeps no responses; send the whole conversation in `input` (send store: false or leave it out)"],
    ["conversation", { conversation: "conv_1" }, 400, "conversation", "conversation is not supported: the gateway keeps no responses; send the whole conversation in `input`"],
    ["background: true", { background: true }, 400, "background", "background: true is not supported: responses are answered on the request"],
    ["an item_reference", { input: [{ type: "item_reference", id: "msg_1" }] }, 400, "input.0.type", "item_reference is not supported: the gateway keeps no items; send the items themselves"],
    ["a hosted tool call item", { input: [{ type: "web_search_call", id: "ws_1", status: "completed" }] }, 400, "input.0.type", "Input items of type 'web_search_call' are not supported"],
    ["an image by file_id", { input: [{ role: "user", content: [{ type: "input_image", file_id: "file_1" }] }] }, 400, "input.0.content.0.file_id", "Images by file_id are not supported: the gateway keeps no files; send image_url"],
    ["a text file", { input: [{ role: "user", content: [{ type: "input_file", file_data: "data:text/plain;base64,aGk=" }] }] }, 400, "input.0.content.0", "Only inline PDF files (file_data as a data: URL) and file URLs are supported"],
    ["no input", { input: undefined }, 400, "input", "Invalid request parameters"],
    ["input a number", { input: 5 }, 400, "input", "Invalid request parameters"],
    ["a message with role tool", { input: [{ role: "tool", content: "x" }] }, 400, "input.0.role", "Invalid request parameters"],
    ["a function_call without call_id", { input: [{ type: "function_call", name: "f", arguments: "{}" }] }, 400, "input.0.call_id", "Invalid request parameters"],
    ["max_output_tokens 0", { max_output_tokens: 0 }, 400, "max_output_tokens", "Invalid request parameters"],
    ["a function tool in the Chat Completions shape", { tools: [{ type: "function", function: { name: "f" } }] }, 400, "tools.0.type", "Invalid request parameters"],
    ["temperature 3", { temperature: 3 }, 400, "temperature", "Invalid request parameters"],
    ["a json_schema without schema", { text: { format: { type: "json_schema", name: "x" } } }, 400, "text.format.schema", "Invalid request parameters"],
    ["reasoning effort bogus", { reasoning: { effort: "max" } }, 400, "reasoning.effort", "Invalid request parameters"],
    ["unknown model", { model: "nobody/nothing" }, 404, "", "Resource not found"],
  ];
  it.each(invalid)("%s → the exact status and message", async (_l, patch, status, field, message) => {
    const r = await post({ model: "test/chat", input: "hi", ...patch });
    expect(r.status).toBe(status);
    expect(r.body.error.message).toBe(message);
    if (field) expect((r.body.error.metadata?.issues as Array<{ field: string }>).map((i) => i.field)).toContain(field);
  });

  it("guardrails apply as on /messages: a content filter blocks, a disallowed model is refused", async () => {
    const mgmt = async (path: string, body: unknown) =>
      (await fetch(`${f.base}${path}`, { method: "POST", headers: { authorization: `Bearer ${f.managementKey}`, "content-type": "application/json" }, body: JSON.stringify(body) })).json() as Promise<{ data: { id: string } }>;
    const k = await f.newKey();
    const g = await mgmt("/guardrails", { name: `responses-${k.hash.slice(0, 8)}`, allowed_models: ["test/chat"], content_filter_builtins: [{ slug: "email", action: "block" }] });
    await mgmt(`/guardrails/${g.data.id}/assignments/keys`, { key_hashes: [k.hash] });
    const mail = await postJson<ErrorBody>(`${f.base}/responses`, k.key, { model: "test/chat", input: "write to bob@example.com" });
    const viaMessages = await postJson<ErrorBody>(`${f.base}/messages`, k.key, { model: "test/chat", max_tokens: 10, messages: [{ role: "user", content: "write to bob@example.com" }] });
    expect(mail.status).toBe(403);
    expect(mail.body.error).toEqual(viaMessages.body.error);
    const other = await postJson<ErrorBody>(`${f.base}/responses`, k.key, { model: "test/claude", input: "hi" });
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe("Model not allowed by guardrail");
  });

  it("a management key → 401", async () => {
    const r = await postJson<ErrorBody>(`${f.base}/responses`, f.managementKey, { model: "test/chat", input: "hi" });
    expect(r.status).toBe(401);
    expect(r.body.error.message).toBe("Management keys cannot call inference; use an inference key");
  });
});
