/**
 * Agent clients and SDKs, unchanged, against a local gateway over the echoing mock upstream
 * (issue 22): each gets the echoed answer and leaves the right ledger rows, through an
 * OpenAI-format and an Anthropic-format upstream. Run from the repository root:
 * `bash e2e/clients/run.sh` (node's test runner with tsx; the clients live in this folder's own
 * package, never in the gateway's dependencies). Only 127.0.0.1 is contacted.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { createOpenAI } from "@ai-sdk/openai";
import { ChatOpenAI } from "@langchain/openai";
import { Agent, OpenAIResponsesModel, run, setOpenAIAPI, setTracingDisabled, tool } from "@openai/agents";
import { generateText, stepCountIs, streamText, tool as aiTool } from "ai";
import OpenAI from "openai";
import pg from "pg";
import { z } from "zod";
import { runningEmbeddedUrl } from "../../server/db/embedded-socket";
import { startGateway } from "./gateway";

const BIN = resolve(import.meta.dirname, "node_modules", ".bin");
type Gateway = Awaited<ReturnType<typeof startGateway>>;

interface Row {
  model: string;
  provider: string;
  prompt_tokens: number;
  completion_tokens: number;
  status: string;
  cost_usd: string;
}

/** The ledger rows of one key, oldest first, once `n` are written (the writer batches every 200 ms). */
async function rowsOfKey(g: Gateway, keyId: number, n: number): Promise<Row[]> {
  const c = new pg.Client({ connectionString: g.server.env.DATABASE_URL ?? runningEmbeddedUrl(g.server.dataDir) ?? "" });
  await c.connect();
  try {
    for (let i = 0; ; i++) {
      const r = await c.query<Row>(
        "SELECT model, provider, prompt_tokens, completion_tokens, status, cost_usd::text AS cost_usd FROM usage_ledger WHERE key_id = $1 ORDER BY id",
        [keyId],
      );
      if (r.rows.length >= n || i > 100) return r.rows;
      await new Promise((res) => setTimeout(res, 100));
    }
  } finally {
    await c.end();
  }
}

function assertRows(rows: Row[], n: number, model: string, provider: string): void {
  assert.equal(rows.length, n, `ledger rows: ${JSON.stringify(rows)}`);
  for (const r of rows) {
    assert.equal(r.model, model);
    assert.equal(r.provider, provider);
    assert.equal(r.status, "ok");
    assert.ok(r.prompt_tokens > 0 && r.completion_tokens > 0, JSON.stringify(r));
    assert.ok(Number(r.cost_usd) > 0);
  }
}

/** Run a CLI with a clean environment (no inherited keys or proxies), capturing its output. */
function runCli(cmd: string, args: string[], env: Record<string, string>, cwd: string, timeoutMs = 90_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((res, rej) => {
    const childEnv = { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8", ...env } as unknown as NodeJS.ProcessEnv;
    const child = spawn(cmd, args, { cwd, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", rej);
    child.on("close", (code) => {
      clearTimeout(timer);
      res({ code, stdout, stderr });
    });
  });
}

const FORMATS = [
  { name: "OpenAI-format", model: "test/chat", provider: "mock-a" },
  { name: "Anthropic-format", model: "test/claude", provider: "mock-anthropic" },
] as const;

describe("agent clients against the gateway", () => {
  let g: Gateway;
  const tmp = mkdtempSync(join(tmpdir(), "switchyard-clients-"));
  const newKey = async (name: string) => g.newKey({ name });

  before(async () => {
    g = await startGateway();
    setTracingDisabled(true);
    setOpenAIAPI("responses");
  });
  after(async () => {
    await g?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  for (const fmt of FORMATS) {
    describe(`through an ${fmt.name} upstream`, () => {
      it("openai SDK: responses.create, streaming, and a function-tool round trip", async () => {
        const k = await newKey(`openai-${fmt.model}`);
        const client = new OpenAI({ apiKey: k.key, baseURL: g.base, maxRetries: 0 });
        const res = await client.responses.create({ model: fmt.model, input: "hello responses" });
        assert.equal(res.output_text, "echo: hello responses");
        const stream = client.responses.stream({ model: fmt.model, input: "hello stream" });
        let text = "";
        for await (const ev of stream) if (ev.type === "response.output_text.delta") text += ev.delta;
        assert.equal(text, "echo: hello stream");
        const weather = { type: "function" as const, name: "get_weather", parameters: { type: "object", properties: { location: { type: "string" } }, required: ["location"] }, strict: false };
        const first = await client.responses.create({ model: fmt.model, input: "what is the weather in Paris?", tools: [weather] });
        const call = first.output.find((o) => o.type === "function_call");
        assert.ok(call?.type === "function_call");
        assert.equal(call.name, "get_weather");
        const second = await client.responses.create({
          model: fmt.model,
          tools: [weather],
          input: [{ role: "user", content: "what is the weather in Paris?" }, call, { type: "function_call_output", call_id: call.call_id, output: "sunny" }],
        });
        assert.equal(second.output_text, "echo: what is the weather in Paris?");
        assertRows(await rowsOfKey(g, k.id, 4), 4, fmt.model, fmt.provider);
      });

      it("@openai/agents: a run with one tool through the Responses API", async () => {
        const k = await newKey(`agents-${fmt.model}`);
        const client = new OpenAI({ apiKey: k.key, baseURL: g.base, maxRetries: 0 });
        let called = "";
        const getWeather = tool({
          name: "get_weather",
          description: "Current weather for a city",
          parameters: z.object({ location: z.string() }),
          execute: async ({ location }) => {
            called = location;
            return `sunny in ${location}`;
          },
        });
        const agent = new Agent({ name: "weather", instructions: "Answer briefly.", model: new OpenAIResponsesModel(client, fmt.model), tools: [getWeather] });
        const result = await run(agent, "what is the weather in Paris?");
        assert.equal(called, "Paris, France");
        assert.equal(result.finalOutput, "echo: what is the weather in Paris?");
        assertRows(await rowsOfKey(g, k.id, 2), 2, fmt.model, fmt.provider);
      });

      it("AI SDK: openai(model) (the Responses API), generateText with a tool and streamText", async () => {
        const k = await newKey(`ai-sdk-${fmt.model}`);
        const openai = createOpenAI({ apiKey: k.key, baseURL: g.base });
        const result = await generateText({
          model: openai(fmt.model),
          maxRetries: 0,
          stopWhen: stepCountIs(3),
          tools: { get_weather: aiTool({ description: "Current weather", inputSchema: z.object({ location: z.string() }), execute: async ({ location }) => ({ location, forecast: "sunny" }) }) },
          prompt: "what is the weather in Paris?",
        });
        assert.equal(result.steps.length, 2);
        assert.equal(result.text, "echo: what is the weather in Paris?");
        const s = streamText({ model: openai(fmt.model), maxRetries: 0, prompt: "stream with the ai sdk" });
        let text = "";
        for await (const t of s.textStream) text += t;
        assert.equal(text, "echo: stream with the ai sdk");
        assertRows(await rowsOfKey(g, k.id, 3), 3, fmt.model, fmt.provider);
      });

      it("LangChain: ChatOpenAI({useResponsesApi: true}), invoke and stream", async () => {
        const k = await newKey(`langchain-${fmt.model}`);
        const chat = new ChatOpenAI({ model: fmt.model, apiKey: k.key, useResponsesApi: true, maxRetries: 0, configuration: { baseURL: g.base } });
        const msg = await chat.invoke("hello langchain");
        assert.equal(msg.text, "echo: hello langchain");
        let text = "";
        for await (const chunk of await chat.stream("stream langchain")) text += chunk.text;
        assert.equal(text, "echo: stream langchain");
        assertRows(await rowsOfKey(g, k.id, 2), 2, fmt.model, fmt.provider);
      });

      it("codex exec (wire_api = responses, a provider whose base_url is the gateway)", async () => {
        const k = await newKey(`codex-${fmt.model}`);
        const home = join(tmp, `codex-${fmt.provider}`);
        const work = join(home, "work");
        mkdirSync(work, { recursive: true });
        writeFileSync(
          join(home, "config.toml"),
          [
            `model = "${fmt.model}"`,
            `model_provider = "switchyard"`,
            `check_for_update_on_startup = false`,
            ``,
            `[model_providers.switchyard]`,
            `name = "Switchyard"`,
            `base_url = "${g.base}"`,
            `env_key = "SWITCHYARD_KEY"`,
            `wire_api = "responses"`,
            `request_max_retries = 0`,
            `stream_max_retries = 0`,
            ``,
            `[analytics]`,
            `enabled = false`,
            ``,
            `[otel]`,
            `exporter = "none"`,
          ].join("\n"),
        );
        const r = await runCli(join(BIN, "codex"), ["exec", "--skip-git-repo-check", "say hi from codex"], { CODEX_HOME: home, HOME: home, SWITCHYARD_KEY: k.key }, work);
        assert.equal(r.code, 0, r.stderr);
        const answer = r.stdout.trim();
        assert.ok(answer.startsWith("echo:") && answer.endsWith("say hi from codex"), answer);
        assertRows(await rowsOfKey(g, k.id, 1), 1, fmt.model, fmt.provider);
      });
    });
  }

  const claudeEnv = (home: string, key: string) => ({
    HOME: home,
    ANTHROPIC_BASE_URL: `${g.server.url}/api`,
    ANTHROPIC_API_KEY: key,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_ERROR_REPORTING: "1",
  });

  it("claude -p with its default model (no --model): the alias routes it to the Anthropic-format mock", async () => {
    const k = await newKey("claude-default");
    const home = join(tmp, "claude-default");
    mkdirSync(home, { recursive: true });
    const r = await runCli(join(BIN, "claude"), ["-p", "say hi from claude"], claudeEnv(home, k.key), home);
    assert.equal(r.code, 0, r.stderr);
    const answer = r.stdout.trim();
    assert.ok(answer.startsWith("echo:") && answer.endsWith("say hi from claude"), answer);
    assertRows(await rowsOfKey(g, k.id, 1), 1, "test/claude-code", "mock-anthropic");
  });

  it("claude -p --model test/chat: through the OpenAI-format mock", async () => {
    const k = await newKey("claude-openai");
    const home = join(tmp, "claude-openai");
    mkdirSync(home, { recursive: true });
    const r = await runCli(join(BIN, "claude"), ["-p", "--model", "test/chat", "say hi through openai"], claudeEnv(home, k.key), home);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(r.stdout.trim().endsWith("say hi through openai"), r.stdout);
    assertRows(await rowsOfKey(g, k.id, 1), 1, "test/chat", "mock-a");
  });

  it("claude /context: token counts through count_tokens, no model call", async () => {
    const k = await newKey("claude-context");
    const home = join(tmp, "claude-context");
    mkdirSync(home, { recursive: true });
    g.mock.reset();
    const r = await runCli(join(BIN, "claude"), ["-p", "/context"], claudeEnv(home, k.key), home);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /Context Usage/);
    const paths = g.mock.calls.map((c) => c.path);
    assert.ok(paths.length >= 1, "no upstream call");
    assert.deepEqual(new Set(paths), new Set(["/v1/messages/count_tokens"]), paths.join(", "));
    // Claude Code 2.1.197 counts each category apart (14 calls here); none is a model call or billed.
    assert.equal((await rowsOfKey(g, k.id, 0)).length, 0);
  });
});
