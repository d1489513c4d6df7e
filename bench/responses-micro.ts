/**
 * Issue 22: the per-request work /responses does beyond /messages, in CPU µs and bytes per request.
 *
 *   npx tsx bench/responses-micro.ts [--iterations N]
 *
 * Both sides do what the lean server does per non-streaming request outside routing, the
 * upstream call and the ledger (which they share): JSON.parse of the body, the schema parse,
 * the translation to Messages (/responses), the request the adapter is handed, the JSON answer
 * from the pipeline's Messages response, and JSON.stringify of it. The request bodies are
 * bench/index.ts's ("Say hello", max 16 tokens); a larger Codex-like /responses body (tools,
 * instructions, a few items) is measured too.
 */
import { buildCatalog, setCatalog } from "../server/catalog/catalog";
import { parseBody } from "../server/inference/context";
import { messagesRequest, type MessagesResponse } from "../server/inference/messages/schemas";
import { Usage } from "../server/inference/messages/usage";
import { messagesWire } from "../server/inference/messages/wire";
import { fastParseResponsesRequest, responsesRequest } from "../server/inference/responses/schemas";
import { responsesWire } from "../server/inference/responses/service";
import { refuseStateful, toMessagesRequest } from "../server/inference/responses/to-messages";
import { ensureGcExposed, measure, report } from "./micro";

if (!ensureGcExposed()) main();

function main() {
  const i = process.argv.indexOf("--iterations");
  const iterations = i > 0 ? Number(process.argv[i + 1]) : 20_000;
  const cat = buildCatalog(
    {
      providers: [{ id: "mock-openai", name: "mock-openai", api: "openai", base_url: "http://127.0.0.1:1/v1" }],
      models: [
        {
          slug: "bench/chat",
          name: "bench/chat",
          vendor: "bench",
          kind: "chat",
          context_length: 8192,
          endpoints: [{ provider: "mock-openai", upstream_model: "bench-chat", pricing: { prompt: "0.000001", completion: "0.000002" }, max_completion_tokens: 4096 }],
        },
      ],
    },
    "bench",
  );
  setCatalog(cat);
  const endpoint = (cat.endpoints.get("bench/chat") ?? [])[0];
  const upstream: MessagesResponse = {
    id: "msg_0123456789abcdef01234567",
    type: "message",
    role: "assistant",
    model: "bench-chat",
    content: [{ type: "text", text: "Hello! How can I help you today?" }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 9, output_tokens: 9 },
  };
  const prompt = [{ role: "user", content: "Say hello" }];
  const messagesBody = JSON.stringify({ model: "bench/chat", max_tokens: 16, messages: prompt });
  const responsesBody = JSON.stringify({ model: "bench/chat", max_output_tokens: 16, input: prompt });
  const codexBody = JSON.stringify({
    model: "bench/chat",
    instructions: "You are a coding agent. ".repeat(20),
    input: [
      { type: "message", role: "developer", content: [{ type: "input_text", text: "<permissions>workspace-write</permissions>" }] },
      { type: "message", role: "user", content: [{ type: "input_text", text: "Fix the failing test in src/a.ts" }] },
      { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "Looking at the test" }], encrypted_content: "sig" },
      { type: "function_call", id: "fc_1", call_id: "call_1", name: "shell", arguments: '{"command":["cat","src/a.ts"]}' },
      { type: "function_call_output", call_id: "call_1", output: "export const a = 1;\n" },
    ],
    tools: [
      { type: "function", name: "shell", description: "Run a command", strict: false, parameters: { type: "object", properties: { command: { type: "array", items: { type: "string" } } }, required: ["command"] } },
      { type: "custom", name: "apply_patch", description: "Apply a patch", format: { type: "grammar", syntax: "lark", definition: "start: x" } },
      { type: "web_search" },
    ],
    tool_choice: "auto",
    parallel_tool_calls: false,
    reasoning: { effort: "medium", summary: "auto" },
    store: false,
    stream: false,
    include: ["reasoning.encrypted_content"],
    prompt_cache_key: "0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
  });

  const usage = () => Usage.fromResponse(upstream);
  const messagesOnce = () => {
    const req = parseBody(messagesRequest, JSON.parse(messagesBody));
    const wire = messagesWire(req);
    return JSON.stringify(wire.json(upstream, { endpoint, usage: usage(), metadata: null }));
  };
  const responsesOnce = (raw: string) => () => {
    const body: unknown = JSON.parse(raw);
    const req = fastParseResponsesRequest(body) ?? parseBody(responsesRequest, body);
    refuseStateful(req);
    const msg = toMessagesRequest(req, { maxTokens: 4096 });
    const wire = responsesWire(req, msg);
    // What the adapter is handed (responsesWire's asSent: a copy only when max_tokens differs).
    const max = req.max_output_tokens ?? endpoint.maxCompletionTokens ?? 4096;
    const sent = max === msg.max_tokens ? msg : { ...msg, max_tokens: max };
    return JSON.stringify(wire.json(upstream, { endpoint, usage: usage(), metadata: null })) + String(sent.max_tokens);
  };
  const o = { iterations };
  report([
    measure("/messages: parse + json answer", messagesOnce, o),
    measure("/responses: parse + translate + json answer", responsesOnce(responsesBody), o),
    measure("  responses schema parse only", () => parseBody(responsesRequest, JSON.parse(responsesBody)), o),
    measure("  responses fast-path parse only", () => fastParseResponsesRequest(JSON.parse(responsesBody)), o),
    measure("  messages schema parse only", () => parseBody(messagesRequest, JSON.parse(messagesBody)), o),
    measure("/responses (Codex-like body)", responsesOnce(codexBody), { iterations: Math.max(2000, iterations / 4) }),
    measure("  codex schema parse only", () => parseBody(responsesRequest, JSON.parse(codexBody)), { iterations: Math.max(2000, iterations / 4) }),
  ]);
}
