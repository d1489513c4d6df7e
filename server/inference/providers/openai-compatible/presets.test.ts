import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../../test/server";
import { buildCatalog } from "../../../catalog/catalog";
import { messagesRequest, type MessagesResponse } from "../../messages/schemas";
import { adapterFor } from "..";

/**
 * The OpenAI-compatible presets of docs/providers.md, each against a recorded answer of its host
 * (shapes from each host's API reference): the snippet parses as a catalog provider, requests
 * go to its base URL's path with its auth, and the host's quirks translate correctly.
 */

const DOC = readFileSync(join(ROOT, "docs", "providers.md"), "utf8");
const PRESETS = new Map([...DOC.matchAll(/<!-- preset: ([a-z]+) -->\s*```json\n([\s\S]*?)\n```/g)].map((m) => [m[1], JSON.parse(m[2]) as Record<string, unknown>]));

const RECORDED: Record<string, unknown> = {
  mistral: {
    id: "cmpl-e5cc70bb28c444948073e77776eb30ef",
    object: "chat.completion",
    model: "mistral-large-latest",
    created: 1702256327,
    usage: { prompt_tokens: 110, completion_tokens: 23, total_tokens: 133 },
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: "", prefix: false, tool_calls: [{ id: "D681PevKs", function: { name: "retrieve_payment_status", arguments: '{"transaction_id": "T1001"}' }, index: 0 }] },
        finish_reason: "tool_calls",
      },
    ],
  },
  groq: {
    id: "chatcmpl-f51b2cd2-bef7-417e-964e-a08f0b513c22",
    object: "chat.completion",
    created: 1730241104,
    model: "llama-3.3-70b-versatile",
    choices: [{ index: 0, message: { role: "assistant", content: "Fast language models matter." }, logprobs: null, finish_reason: "stop" }],
    usage: { queue_time: 0.037493756, prompt_tokens: 18, prompt_time: 0.000680594, completion_tokens: 556, completion_time: 0.463333333, total_tokens: 574, total_time: 0.464013927 },
    system_fingerprint: "fp_179b0f92c9",
    x_groq: { id: "req_01jbd6g2qdfw2adyrt2az8hz4w" },
  },
  together: {
    id: "8448080b880415ea-SJC",
    object: "chat.completion",
    created: 1715020024,
    model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
    prompt: [],
    choices: [{ finish_reason: "eos", logprobs: null, index: 0, message: { role: "assistant", content: "Hello there.", tool_calls: [] } }],
    usage: { prompt_tokens: 31, completion_tokens: 117, total_tokens: 148 },
  },
  fireworks: {
    id: "b3f4c1e2-0000-4000-8000-fireworks01",
    object: "chat.completion",
    created: 1733000000,
    model: "accounts/fireworks/models/llama-v3p1-8b-instruct",
    choices: [{ index: 0, message: { role: "assistant", content: "Hi!" }, finish_reason: "length" }],
    usage: { prompt_tokens: 20, total_tokens: 40, completion_tokens: 20, prompt_tokens_details: { cached_tokens: 16 } },
  },
  deepseek: {
    id: "930c60df-bf64-41c9-a88e-3ec75f81e00e",
    object: "chat.completion",
    created: 1737000000,
    model: "deepseek-reasoner",
    choices: [{ index: 0, message: { role: "assistant", content: "9.11 is smaller.", reasoning_content: "Compare the decimals." }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: 20, completion_tokens: 30, total_tokens: 50, prompt_tokens_details: { cached_tokens: 0 }, prompt_cache_hit_tokens: 12, prompt_cache_miss_tokens: 8, completion_tokens_details: { reasoning_tokens: 20 } },
    system_fingerprint: "fp_7e73fd9a08",
  },
  xai: {
    id: "a3d1008e-4544-40d4-d075-11527e794e4a",
    object: "chat.completion",
    created: 1743770302,
    model: "grok-3-mini-beta",
    choices: [{ index: 0, message: { role: "assistant", content: "101 multiplied by 3 is 303.", reasoning_content: "Let me calculate.", refusal: null }, finish_reason: "stop" }],
    usage: {
      prompt_tokens: 32,
      completion_tokens: 9,
      total_tokens: 135,
      prompt_tokens_details: { text_tokens: 32, audio_tokens: 0, image_tokens: 0, cached_tokens: 6 },
      completion_tokens_details: { reasoning_tokens: 94, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
    system_fingerprint: "fp_d133ae3397",
  },
  openrouter: {
    id: "gen-1735317796-nRuJ7GwEjU4qHhbpIeXW",
    provider: "OpenAI",
    model: "openai/gpt-4o",
    object: "chat.completion",
    created: 1735317796,
    choices: [{ logprobs: null, finish_reason: "stop", native_finish_reason: "stop", index: 0, message: { role: "assistant", content: "Hello from OpenRouter.", refusal: null, reasoning: null } }],
    usage: { prompt_tokens: 14, completion_tokens: 163, total_tokens: 177, cost: 0.00165, prompt_tokens_details: { cached_tokens: 4 }, completion_tokens_details: { reasoning_tokens: 0 } },
  },
  vllm: {
    id: "chatcmpl-9a1b2c",
    object: "chat.completion",
    created: 1700000000,
    model: "meta-llama/Llama-3.1-8B-Instruct",
    choices: [{ index: 0, message: { role: "assistant", content: "Hello! How", tool_calls: [], reasoning_content: null }, logprobs: null, finish_reason: "stop", stop_reason: "###" }],
    usage: { prompt_tokens: 10, total_tokens: 13, completion_tokens: 3, prompt_tokens_details: null },
    prompt_logprobs: null,
  },
  ollama: {
    id: "chatcmpl-712",
    object: "chat.completion",
    created: 1731000000,
    model: "llama3.2",
    system_fingerprint: "fp_ollama",
    choices: [{ index: 0, message: { role: "assistant", content: "Hi!" }, finish_reason: "stop" }],
    usage: { prompt_tokens: 26, completion_tokens: 3, total_tokens: 29 },
  },
};

/** What each recorded answer must become (the quirk each preset documents). */
const EXPECTED: Record<string, Partial<MessagesResponse>> = {
  mistral: { content: [{ type: "tool_use", id: "D681PevKs", name: "retrieve_payment_status", input: { transaction_id: "T1001" } }], stop_reason: "tool_use", usage: { input_tokens: 110, output_tokens: 23, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } },
  groq: { content: [{ type: "text", text: "Fast language models matter." }], stop_reason: "end_turn", usage: { input_tokens: 18, output_tokens: 556, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } },
  together: { content: [{ type: "text", text: "Hello there." }], stop_reason: "end_turn", usage: { input_tokens: 31, output_tokens: 117, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } },
  fireworks: { content: [{ type: "text", text: "Hi!" }], stop_reason: "max_tokens", usage: { input_tokens: 4, output_tokens: 20, cache_read_input_tokens: 16, cache_creation_input_tokens: 0 } },
  deepseek: {
    content: [
      { type: "thinking", thinking: "Compare the decimals.", signature: "" },
      { type: "text", text: "9.11 is smaller." },
    ],
    usage: { input_tokens: 8, output_tokens: 30, cache_read_input_tokens: 12, cache_creation_input_tokens: 0 },
  },
  xai: {
    content: [
      { type: "thinking", thinking: "Let me calculate.", signature: "" },
      { type: "text", text: "101 multiplied by 3 is 303." },
    ],
    usage: { input_tokens: 26, output_tokens: 103, cache_read_input_tokens: 6, cache_creation_input_tokens: 0 },
  },
  openrouter: { content: [{ type: "text", text: "Hello from OpenRouter." }], stop_reason: "end_turn", usage: { input_tokens: 10, output_tokens: 163, cache_read_input_tokens: 4, cache_creation_input_tokens: 0 } },
  vllm: { content: [{ type: "text", text: "Hello! How" }], stop_reason: "stop_sequence", stop_sequence: "###", usage: { input_tokens: 10, output_tokens: 3, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } },
  ollama: { content: [{ type: "text", text: "Hi!" }], stop_reason: "end_turn", usage: { input_tokens: 26, output_tokens: 3, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } },
};

interface Seen {
  path: string;
  auth: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}
let server: http.Server;
let origin: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      seen.push({ path: req.url ?? "", auth: req.headers.authorization, headers: req.headers, body });
      const id = (req.url ?? "").split("/")[1];
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(RECORDED[id]));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("OpenAI-compatible presets (docs/providers.md)", () => {
  it("documents all nine hosts", () => {
    expect([...PRESETS.keys()].sort()).toEqual(["deepseek", "fireworks", "groq", "mistral", "ollama", "openrouter", "together", "vllm", "xai"]);
  });

  it.each(Object.keys(RECORDED))("%s: path, auth and the recorded answer's quirks", async (id) => {
    const preset = PRESETS.get(id);
    if (!preset) throw new Error(`no preset ${id}`);
    const documented = new URL(String(preset.base_url));
    // The host is swapped for the local recording server; the documented path is kept.
    const env = { [(preset.api_key as { env?: string } | undefined)?.env ?? "UNUSED"]: `key-${id}` };
    const cat = buildCatalog(
      {
        providers: [{ ...preset, base_url: `${origin}/${id}${documented.pathname}` }],
        models: [{ slug: "p/m", name: "M", vendor: "v", kind: "chat", context_length: 1000, endpoints: [{ provider: id, upstream_model: "host-model", pricing: { prompt: "0", completion: "0" } }] }],
      },
      "docs/providers.md",
      env,
    );
    const e = cat.endpoints.get("p/m")?.[0];
    if (!e) throw new Error("no endpoint");
    const req = messagesRequest.parse({ model: "p/m", max_tokens: 100, stop_sequences: ["###"], messages: [{ role: "user", content: "hi" }] });
    const msg = await adapterFor(e.provider).chat(e, req, new AbortController().signal);
    const call = seen.at(-1);
    expect(call?.path).toBe(`/${id}${documented.pathname}/chat/completions`);
    expect(call?.auth).toBe(preset.api_key ? `Bearer key-${id}` : undefined);
    expect(call?.body.model).toBe("host-model");
    for (const [h, v] of Object.entries((preset.headers as Record<string, string> | undefined) ?? {})) expect(call?.headers[h.toLowerCase()]).toBe(v);
    expect(msg).toMatchObject(EXPECTED[id]);
  });
});
