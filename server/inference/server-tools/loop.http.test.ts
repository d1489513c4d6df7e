import Anthropic from "@anthropic-ai/sdk";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runningEmbeddedUrl } from "../../db/embedded-socket";
import type { ErrorBody } from "../../test/http";
import { postJson, startInferenceFixture, type InferenceFixture, type Transport } from "../../test/inference";
import { startScriptedUpstream, type ScriptedUpstream } from "../../test/scripted-upstream";
import { upstreamTools } from "./upstream";

/**
 * The server-tool loop through the real server against a scripted upstream (both wire formats):
 * every stop condition, the step cap, mixed client and gateway tools, streaming and not, both
 * upstream formats, /chat/completions, a guardrail refusal in the middle of a loop, and one ledger
 * row per step tied to the request. Every step of the script: 10 input and 5 output tokens, at
 * 1 and 2 USD per million tokens: 0.00002 USD.
 */

const CAP = 3;
const STEP_COST = 10 * 1e-6 + 5 * 2e-6;
const WEATHER = { name: "get_weather", description: "Weather", input_schema: { type: "object", properties: { city: { type: "string" } } } };

type Block = { type: string; name?: string; id?: string; tool_use_id?: string; input?: Record<string, unknown>; text?: string; content?: Record<string, unknown>; is_error?: boolean };
type Msg = ErrorBody & { id: string; content: Block[]; stop_reason: string; usage: Record<string, unknown> & { input_tokens: number; output_tokens: number; server_tool_use: Record<string, number> } };

interface LedgerStep {
  request_id: string;
  parent_request_id: string | null;
  step: number | null;
  status: string;
  cost_usd: string;
  http_status: number | null;
}

function parseSse(text: string): Array<{ event: string; data: Record<string, unknown> }> {
  return text
    .split("\n\n")
    .filter((b) => b.trim())
    .map((b) => ({ event: /^event: (.*)$/m.exec(b)?.[1] ?? "message", data: JSON.parse(/^data: (.*)$/m.exec(b)?.[1] ?? "{}") as Record<string, unknown> }));
}

/** The upstream function names a recorded request body offers (either wire format). */
function offeredTools(body: Record<string, unknown>): string[] {
  const tools = (body.tools ?? []) as Array<{ name?: string; function?: { name: string } }>;
  return tools.map((t) => t.function?.name ?? t.name ?? "?");
}

/** tool_choice none, in either wire format. */
function toolsDisabled(body: Record<string, unknown>): boolean {
  const tc = body.tool_choice as unknown;
  return tc === "none" || (typeof tc === "object" && tc !== null && (tc as { type?: string }).type === "none");
}

const FORMATS = [
  ["anthropic", "test/loop-an"],
  ["openai", "test/loop-oa"],
] as const;

function catalogExtras(url: string) {
  const provider = (id: string, api: "openai" | "anthropic") => ({ id, name: id, api, base_url: `${url}/v1`, timeout_ms: 5000 });
  const model = (slug: string, provider: string) => ({
    slug,
    name: slug,
    vendor: "test",
    kind: "chat",
    context_length: 8192,
    endpoints: [{ provider, upstream_model: "scripted", pricing: { prompt: "0.000001", completion: "0.000002" } }],
  });
  return { extraProviders: [provider("script-an", "anthropic"), provider("script-oa", "openai")], extraModels: [model("test/loop-an", "script-an"), model("test/loop-oa", "script-oa")] };
}

async function ledgerSteps(f: InferenceFixture, parent: string, n: number): Promise<LedgerStep[]> {
  const url = f.server.env.DATABASE_URL ?? runningEmbeddedUrl(f.server.dataDir) ?? undefined;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (let i = 0; ; i++) {
      const r = await c.query<LedgerStep>(
        "SELECT request_id, parent_request_id, step, status, cost_usd::text AS cost_usd, http_status FROM usage_ledger WHERE parent_request_id = $1 ORDER BY step",
        [parent],
      );
      if (r.rows.length >= n || i > 100) return r.rows;
      await new Promise((res) => setTimeout(res, 50));
    }
  } finally {
    await c.end();
  }
}

describe.each<Transport>(["lean", "next"])("server-tool loop (%s transport)", (transport) => {
  let f: InferenceFixture;
  let up: ScriptedUpstream;
  let key: string;
  const messages = (body: Record<string, unknown>, k = key) => postJson<Msg>(`${f.base}/messages`, k, body);
  const ask = (model: string, extra: Record<string, unknown> = {}) => ({
    model,
    max_tokens: 100,
    messages: [{ role: "user", content: "What time is it in Paris?" }],
    tools: [{ type: "gateway:datetime" }, { type: "gateway:search_models" }],
    ...extra,
  });
  const datetimeCall = { calls: [{ name: "gateway_datetime", input: { timezone: "Europe/Paris" } }] };

  beforeAll(async () => {
    up = await startScriptedUpstream();
    f = await startInferenceFixture(transport, { ...catalogExtras(up.url), env: { GATEWAY_SERVER_TOOLS_MAX_STEPS: String(CAP), GATEWAY_LEDGER_FLUSH_MS: "20" } });
    ({ key } = await f.newKey());
  }, 120_000);
  afterAll(async () => {
    await f?.close();
    await up?.close();
  });
  beforeEach(() => up.reset());

  describe.each(FORMATS)("%s upstream", (_format, model) => {
    it("runs the tool, calls again, and answers once: blocks in order, usage summed, one ledger row per step", async () => {
      up.script(datetimeCall, { text: "It is noon in Paris." });
      const r = await messages(ask(model));
      expect(r.status).toBe(200);
      const [use, result, text] = r.body.content;
      expect(use).toMatchObject({ type: "server_tool_use", name: "gateway:datetime", input: { timezone: "Europe/Paris" } });
      expect(result).toMatchObject({ type: "gateway_tool_result", tool_use_id: use.id, content: { timezone: "Europe/Paris" } });
      expect(String(result.content?.datetime)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0[12]:00$/);
      expect(text).toEqual({ type: "text", text: "It is noon in Paris." });
      expect(r.body.content).toHaveLength(3);
      expect(r.body.stop_reason).toBe("end_turn");
      expect(r.body.usage).toMatchObject({ input_tokens: 20, output_tokens: 10, server_tool_use: { gateway_datetime_requests: 1, gateway_search_models_requests: 0 } });
      // The upstream saw plain function tools, then the tool's result.
      expect(up.bodies).toHaveLength(2);
      expect(offeredTools(up.bodies[0])).toEqual(["gateway_datetime", "gateway_search_models"]);
      expect(JSON.stringify(up.bodies[1])).toContain("Europe/Paris");
      expect(JSON.stringify(up.bodies[0])).not.toContain("gateway:");
      const id = r.headers.get("x-request-id") as string;
      const rows = await ledgerSteps(f, id, 2);
      expect(rows.map((x) => [x.request_id, x.step, x.status])).toEqual([
        [id, 1, "ok"],
        [`${id}:2`, 2, "ok"],
      ]);
      expect(rows.reduce((s, x) => s + Number(x.cost_usd), 0)).toBeCloseTo(2 * STEP_COST, 12);
      // The request log shows each step with its request.
      const g = await fetch(`${f.base}/generation?id=${encodeURIComponent(`${id}:2`)}`, { headers: { authorization: `Bearer ${key}` } });
      expect(g.status).toBe(200);
      expect(((await g.json()) as { data: Record<string, unknown> }).data).toMatchObject({ id: `${id}:2`, parent_request_id: id, step: 2, status: "ok" });
    });

    it("streams every step as one message: one message_start, continuous indices, one message_delta with summed usage", async () => {
      up.script(datetimeCall, { calls: [{ name: "gateway_search_models", input: { query: "loop" } }] }, { text: "Done here." });
      const res = await fetch(`${f.base}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(ask(model, { stream: true })),
      });
      expect(res.status).toBe(200);
      const events = parseSse(await res.text());
      const types = events.map((e) => e.event);
      expect(types.filter((t) => t === "message_start")).toHaveLength(1);
      expect(types.filter((t) => t === "message_delta")).toHaveLength(1);
      expect(types.at(-1)).toBe("message_stop");
      const starts = events.filter((e) => e.event === "content_block_start");
      expect(starts.map((e) => e.data.index)).toEqual([0, 1, 2, 3, 4]);
      expect(starts.map((e) => (e.data.content_block as Block).type)).toEqual(["server_tool_use", "gateway_tool_result", "server_tool_use", "gateway_tool_result", "text"]);
      const search = starts[3].data.content_block as Block;
      expect((search.content?.models as Array<{ slug: string }>).map((m) => m.slug)).toEqual(["test/loop-an", "test/loop-oa"]);
      const delta = events.find((e) => e.event === "message_delta")?.data as { delta: { stop_reason: string }; usage: Msg["usage"] };
      expect(delta.delta.stop_reason).toBe("end_turn");
      expect(delta.usage).toMatchObject({ input_tokens: 30, output_tokens: 15, server_tool_use: { gateway_datetime_requests: 1, gateway_search_models_requests: 1 } });
      const rows = await ledgerSteps(f, res.headers.get("x-request-id") as string, 3);
      expect(rows.map((x) => [x.step, x.status])).toEqual([
        [1, "ok"],
        [2, "ok"],
        [3, "ok"],
      ]);
    });

    it("the Anthropic SDK parses the streamed loop into one message", async () => {
      up.script(datetimeCall, { text: "Noon." });
      const client = new Anthropic({ apiKey: key, baseURL: `${f.server.url}/api`, maxRetries: 0 });
      const body = ask(model) as unknown as Anthropic.MessageCreateParamsNonStreaming;
      const msg = await client.messages.stream(body).finalMessage();
      expect(msg.content.map((b) => b.type)).toEqual(["server_tool_use", "gateway_tool_result", "text"]);
      expect(msg.content[0]).toMatchObject({ name: "gateway:datetime", input: { timezone: "Europe/Paris" } });
      expect(msg.usage).toMatchObject({ input_tokens: 20, output_tokens: 10 });
    });

    it("a client tool in the same step ends the loop; sent back, both results reach the upstream", async () => {
      up.script({ calls: [{ name: "gateway_datetime", input: {} }, { name: "get_weather", input: { city: "Paris" } }] });
      const tools = [{ type: "gateway:datetime" }, WEATHER];
      const r = await messages(ask(model, { tools }));
      expect(r.status).toBe(200);
      expect(r.body.content.map((b) => [b.type, b.name ?? null])).toEqual([
        ["server_tool_use", "gateway:datetime"],
        ["tool_use", "get_weather"],
        ["gateway_tool_result", null],
      ]);
      expect(r.body.stop_reason).toBe("tool_use");
      expect(up.bodies).toHaveLength(1);
      // The client answers its own tool and sends the whole turn back.
      up.script({ text: "Sunny at noon." });
      const weather = r.body.content[1];
      const next = await messages({
        ...ask(model, { tools }),
        messages: [...ask(model).messages, { role: "assistant", content: r.body.content }, { role: "user", content: [{ type: "tool_result", tool_use_id: weather.id, content: "sunny" }] }],
      });
      expect(next.status).toBe(200);
      expect(next.body.content).toEqual([{ type: "text", text: "Sunny at noon." }]);
      const sent = JSON.stringify(up.bodies[1]);
      expect(sent).not.toContain("gateway_tool_result");
      expect(sent).not.toContain("server_tool_use");
      expect(sent).toContain(r.body.content[0].id as string);
      expect(sent).toContain("sunny");
    });
  });

  describe("stop conditions and the step cap", () => {
    // [condition, script length before the final turn, upstream calls expected]
    const calls = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 ? { calls: [{ name: "gateway_search_models", input: {} }] } : datetimeCall));
    const CASES: Array<[string, Record<string, unknown> | null, number]> = [
      ["step_count_is 1", { type: "step_count_is", step_count: 1 }, 2],
      ["step_count_is 2", { type: "step_count_is", step_count: 2 }, 3],
      ["has_tool_call gateway:search_models (called at step 2)", { type: "has_tool_call", tool_name: "gateway:search_models" }, 3],
      ["max_tokens_used 30 (15 per step)", { type: "max_tokens_used", max_tokens: 30 }, 3],
      ["max_cost 0.00003 (0.00002 per step)", { type: "max_cost", max_cost_in_dollars: 0.00003 }, 3],
      ["finish_reason_is tool_calls (OpenAI vocabulary)", { type: "finish_reason_is", reason: "tool_calls" }, 2],
      ["finish_reason_is tool_use (Messages vocabulary)", { type: "finish_reason_is", reason: "tool_use" }, 2],
      ["the gateway's step cap (3) without conditions", null, CAP + 1],
    ];
    it.each(FORMATS.flatMap(([fmt, model]) => CASES.map(([name, cond, n]) => [`${fmt}: ${name}`, model, cond, n] as const)))("%s", async (_name, model, cond, n) => {
      // The upstream keeps asking for tools; the final turn (tools disabled) still does: its calls are dropped.
      up.script(...calls(CAP + 2));
      const r = await messages(ask(model, cond ? { stop_server_tools_when: [cond] } : {}));
      expect(r.status).toBe(200);
      expect(up.bodies).toHaveLength(n);
      expect(up.bodies.map(toolsDisabled)).toEqual(up.bodies.map((_, i) => i === n - 1));
      expect(r.body.content.filter((b) => b.type === "server_tool_use")).toHaveLength(n - 1);
      expect(r.body.content.filter((b) => b.type === "gateway_tool_result")).toHaveLength(n - 1);
      expect(r.body.stop_reason).toBe("end_turn");
      expect(r.body.usage.input_tokens).toBe(10 * n);
    });

    it("the first condition that holds wins (any firing halts)", async () => {
      up.script(...calls(CAP + 2));
      const r = await messages(ask("test/loop-an", { stop_server_tools_when: [{ type: "step_count_is", step_count: 3 }, { type: "has_tool_call", tool_name: "gateway:datetime" }] }));
      expect(r.status).toBe(200);
      expect(up.bodies).toHaveLength(2);
    });
  });

  describe("/chat/completions", () => {
    it.each(FORMATS)("non-streaming through a %s upstream: the final text, usage and cost summed", async (_fmt, model) => {
      up.script(datetimeCall, { text: "It is noon." });
      const r = await postJson<{ choices: Array<{ message: { content: string }; finish_reason: string }>; usage: { prompt_tokens: number; completion_tokens: number; cost: number } }>(
        `${f.base}/chat/completions`,
        key,
        { model, messages: [{ role: "user", content: "time?" }], tools: [{ type: "gateway:datetime" }], stop_server_tools_when: [{ type: "step_count_is", step_count: 2 }] },
      );
      expect(r.status).toBe(200);
      expect(r.body.choices[0]).toMatchObject({ message: { content: "It is noon." }, finish_reason: "stop" });
      expect(r.body.usage).toMatchObject({ prompt_tokens: 20, completion_tokens: 10 });
      expect(r.body.usage.cost).toBeCloseTo(2 * STEP_COST, 12);
      expect(up.bodies).toHaveLength(2);
      expect(offeredTools(up.bodies[0])).toEqual(["gateway_datetime"]);
      expect(up.bodies[0]).not.toHaveProperty("stop_server_tools_when");
    });

    it.each(FORMATS)("streaming through a %s upstream: one chunk stream, one [DONE], usage summed", async (_fmt, model) => {
      up.script(datetimeCall, { text: "It is noon." });
      const res = await fetch(`${f.base}/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ model, stream: true, stream_options: { include_usage: true }, messages: [{ role: "user", content: "time?" }], tools: [{ type: "gateway:datetime" }] }),
      });
      expect(res.status).toBe(200);
      const lines = (await res.text()).split("\n\n").filter((l) => l.startsWith("data: "));
      expect(lines.filter((l) => l === "data: [DONE]")).toHaveLength(1);
      const chunks = lines.filter((l) => l !== "data: [DONE]").map((l) => JSON.parse(l.slice(6)) as { choices: Array<{ delta: { content?: string; tool_calls?: unknown }; finish_reason: string | null }>; usage?: { prompt_tokens: number; cost: number } });
      expect(chunks.map((c) => c.choices[0]?.delta.content ?? "").join("")).toBe("It is noon.");
      expect(chunks.some((c) => c.choices[0]?.delta.tool_calls)).toBe(false);
      expect(chunks.filter((c) => c.choices[0]?.finish_reason).map((c) => c.choices[0].finish_reason)).toEqual(["stop"]);
      const usage = chunks.at(-1)?.usage;
      expect(usage?.prompt_tokens).toBe(20);
      expect(usage?.cost).toBeCloseTo(2 * STEP_COST, 12);
    });
  });

  describe("a guardrail in the middle of a loop", () => {
    async function blockedKey(): Promise<string> {
      const k = await f.newKey();
      const api = (path: string, body: unknown) => postJson<{ data: { id: string } }>(`${f.base}${path}`, f.managementKey, body);
      // The tool's answer (and the call's input, sent back at step 2) holds the zone name: step 2 is blocked.
      const g = await api("/guardrails", { name: `loop-${k.id}`, content_filters: [{ pattern: "Europe/Paris", action: "block", label: "paris" }] });
      await api(`/guardrails/${g.body.data.id}/assignments/keys`, { key_hashes: [k.hash] });
      return k.key;
    }
    const ASK = { model: "test/loop-oa", max_tokens: 100, messages: [{ role: "user", content: "What time is it?" }], tools: [{ type: "gateway:datetime" }] };

    it("non-streaming: a clean 403, step 1 billed, step 2 logged as refused", async () => {
      const k = await blockedKey();
      up.script(datetimeCall, { text: "never" });
      const r = await messages(ASK, k);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ error: { code: 403, message: "Blocked by content filter: paris", metadata: { reason: "content_filter" } } });
      expect(up.bodies).toHaveLength(1);
      const id = r.headers.get("x-request-id") as string;
      const rows = await ledgerSteps(f, id, 2);
      expect(rows.map((x) => [x.request_id, x.step, x.status, x.http_status])).toEqual([
        [id, 1, "ok", 200],
        [`${id}:2`, 2, "refused", 403],
      ]);
      expect(Number(rows[0].cost_usd)).toBeCloseTo(STEP_COST, 12);
    });

    it("a guardrail budget that step 1 fits and step 2 does not: a clean 403, step 1 billed", async () => {
      // The reservation of a step: every input byte a token, max_tokens out, at the endpoint's prices.
      // Step 1 fits the budget exactly (+0.00001); step 2 sends more (the call and its result) after 0.00002 spent.
      const bytes = Buffer.byteLength(JSON.stringify([null, ASK.messages, upstreamTools(ASK.tools)]), "utf8");
      const limit = bytes * 1e-6 + ASK.max_tokens * 2e-6 + 1e-5;
      const k = await f.newKey();
      const api = (path: string, body: unknown) => postJson<{ data: { id: string } }>(`${f.base}${path}`, f.managementKey, body);
      const g = await api("/guardrails", { name: `budget-${k.id}`, limit_usd: Number(limit.toFixed(8)), reset_interval: "monthly" });
      await api(`/guardrails/${g.body.data.id}/assignments/keys`, { key_hashes: [k.hash] });
      up.script(datetimeCall, { text: "never" });
      const r = await messages(ASK, k.key);
      expect(r.status).toBe(403);
      expect(r.body.error.message).toMatch(/^Guardrail spending limit reached; resets \d{4}-\d\d-01T00:00:00Z$/);
      expect(up.bodies).toHaveLength(1);
      const id = r.headers.get("x-request-id") as string;
      const rows = await ledgerSteps(f, id, 2);
      expect(rows.map((x) => [x.step, x.status, x.http_status])).toEqual([
        [1, "ok", 200],
        [2, "refused", 403],
      ]);
      expect(Number(rows[0].cost_usd)).toBeCloseTo(STEP_COST, 12);
    });

    it("streaming: step 1 streamed, then an error event with the envelope", async () => {
      const k = await blockedKey();
      up.script(datetimeCall, { text: "never" });
      const res = await fetch(`${f.base}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${k}`, "content-type": "application/json" },
        body: JSON.stringify({ ...ASK, stream: true }),
      });
      expect(res.status).toBe(200);
      const events = parseSse(await res.text());
      expect(events.map((e) => e.event)).toContain("content_block_start");
      expect(events.at(-1)).toEqual({ event: "error", data: { type: "error", error: { code: 403, message: "Blocked by content filter: paris", metadata: { reason: "content_filter" } } } });
      const rows = await ledgerSteps(f, res.headers.get("x-request-id") as string, 2);
      expect(rows.map((x) => [x.step, x.status])).toEqual([
        [1, "ok"],
        [2, "refused"],
      ]);
    });
  });

  it("search_models lists only the models the key's guardrail allows", async () => {
    const k = await f.newKey();
    const api = (path: string, body: unknown) => postJson<{ data: { id: string } }>(`${f.base}${path}`, f.managementKey, body);
    const g = await api("/guardrails", { name: `allow-${k.id}`, allowed_models: ["test/loop-oa", "test/chat"] });
    await api(`/guardrails/${g.body.data.id}/assignments/keys`, { key_hashes: [k.hash] });
    up.script({ calls: [{ name: "gateway_search_models", input: {} }] }, { text: "ok" });
    const r = await messages({ ...ask("test/loop-oa"), tools: [{ type: "gateway:search_models" }] }, k.key);
    expect(r.status).toBe(200);
    const models = (r.body.content[1].content?.models as Array<{ slug: string }>).map((m) => m.slug);
    expect(models.sort()).toEqual(["test/chat", "test/loop-oa"]);
  });

  describe("validation", () => {
    const base = { model: "test/loop-an", max_tokens: 10, messages: [{ role: "user", content: "hi" }], tools: [{ type: "gateway:datetime" }] };
    const CASES: Array<[string, Record<string, unknown>, string, string]> = [
      ["empty list", { stop_server_tools_when: [] }, "stop_server_tools_when", "Too small: expected array to have >=1 items"],
      ["not an array", { stop_server_tools_when: { type: "step_count_is", step_count: 1 } }, "stop_server_tools_when", "Invalid input: expected array, received object"],
      ["unknown type", { stop_server_tools_when: [{ type: "never" }] }, "stop_server_tools_when.0.type", "Invalid discriminator value. Expected 'step_count_is' | 'has_tool_call' | 'max_tokens_used' | 'max_cost' | 'finish_reason_is'"],
      ["step_count missing", { stop_server_tools_when: [{ type: "step_count_is" }] }, "stop_server_tools_when.0.step_count", "Invalid input: expected number, received undefined"],
      ["step_count 0", { stop_server_tools_when: [{ type: "step_count_is", step_count: 0 }] }, "stop_server_tools_when.0.step_count", "Too small: expected number to be >=1"],
      ["step_count not an integer", { stop_server_tools_when: [{ type: "step_count_is", step_count: 1.5 }] }, "stop_server_tools_when.0.step_count", "Invalid input: expected int, received number"],
      ["step_count over the cap", { stop_server_tools_when: [{ type: "step_count_is", step_count: CAP + 1 }] }, "stop_server_tools_when.0.step_count", `must be at most ${CAP} (the gateway's step cap)`],
      ["max_cost 0", { stop_server_tools_when: [{ type: "max_cost", max_cost_in_dollars: 0 }] }, "stop_server_tools_when.0.max_cost_in_dollars", "Too small: expected number to be >0"],
      ["max_cost a string", { stop_server_tools_when: [{ type: "max_cost", max_cost_in_dollars: "1" }] }, "stop_server_tools_when.0.max_cost_in_dollars", "Invalid input: expected number, received string"],
      ["max_tokens 0", { stop_server_tools_when: [{ type: "max_tokens_used", max_tokens: 0 }] }, "stop_server_tools_when.0.max_tokens", "Too small: expected number to be >=1"],
      ["unknown key", { stop_server_tools_when: [{ type: "max_tokens_used", max_tokens: 5, extra: 1 }] }, "stop_server_tools_when.0", 'Unrecognized key: "extra"'],
      ["has_tool_call empty", { stop_server_tools_when: [{ type: "has_tool_call", tool_name: "" }] }, "stop_server_tools_when.0.tool_name", "Too small: expected string to have >=1 characters"],
      ["has_tool_call of a tool not in the request", { stop_server_tools_when: [{ type: "has_tool_call", tool_name: "gateway:search_models" }] }, "stop_server_tools_when.0.tool_name", "must name a gateway tool of this request (e.g. gateway:datetime)"],
      ["finish_reason_is unknown", { stop_server_tools_when: [{ type: "finish_reason_is", reason: "tired" }] }, "stop_server_tools_when.0.reason", "must be one of end_turn, stop_sequence, pause_turn, compaction, max_tokens, model_context_window_exceeded, tool_use, refusal, stop, length, tool_calls, content_filter"],
      ["conditions without a gateway tool", { tools: [WEATHER], stop_server_tools_when: [{ type: "step_count_is", step_count: 1 }] }, "stop_server_tools_when", "applies to gateway server tools only: name gateway:datetime or gateway:search_models in tools"],
      ["an unknown gateway tool", { tools: [{ type: "gateway:weather" }] }, "tools.0.type", "unknown gateway tool; the gateway runs gateway:datetime and gateway:search_models"],
    ];
    it.each(CASES)("/messages: %s → 400", async (_name, extra, field, message) => {
      const r = await messages({ ...base, ...extra });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: { code: 400, message: "Invalid request parameters", metadata: { issues: [{ field, message }] } } });
      expect(up.bodies).toHaveLength(0);
    });
    it("/chat/completions validates the same way", async () => {
      const r = await postJson<ErrorBody>(`${f.base}/chat/completions`, key, {
        model: "test/loop-oa",
        messages: [{ role: "user", content: "hi" }],
        tools: [{ type: "gateway:datetime" }],
        stop_server_tools_when: [{ type: "step_count_is", step_count: 0 }],
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: { code: 400, message: "Invalid request parameters", metadata: { issues: [{ field: "stop_server_tools_when.0.step_count", message: "Too small: expected number to be >=1" }] } } });
    });
  });
});
