/**
 * The benchmark's own upstream: as fast as node:http allows, no framework, fixed small answers.
 *
 *   POST /v1/chat/completions   OpenAI format: JSON, or SSE (`stream: true`): a role chunk, 5 content
 *                               chunks, a finish chunk, a usage chunk, `data: [DONE]`
 *   POST /v1/embeddings         OpenAI format: one 8-dimension vector per input, with usage
 *   POST /v1/messages           Anthropic format: JSON, or SSE (`stream: true`): message_start,
 *                               content_block_start, 5 content_block_delta (text_delta),
 *                               content_block_stop, message_delta (usage), message_stop
 *   GET  /health                200 "ok"
 *
 * Latency switches: `delayMs` before the first byte of every API answer, `chunkDelayMs` between
 * stream frames (both default 0: frames are written back to back, one write each).
 *
 * As a process: `npx tsx bench/mock-upstream.ts [--port N] [--delay MS] [--chunk-delay MS]`
 * (also MOCK_DELAY_MS / MOCK_CHUNK_DELAY_MS); prints one JSON line `{"url": ...}` once listening.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export interface BenchUpstreamOptions {
  port?: number;
  host?: string;
  delayMs?: number;
  chunkDelayMs?: number;
}

export interface BenchUpstream {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The answer's text pieces: 5 stream chunks, 5 completion tokens. */
export const PIECES = ["Hello", " from", " the", " mock", "."] as const;
const TEXT = PIECES.join("");
const PROMPT_TOKENS = 8;
const COMPLETION_TOKENS = PIECES.length;
const DIMENSIONS = 8;

const json = (v: unknown) => Buffer.from(JSON.stringify(v));
const JSON_HEADERS = { "content-type": "application/json" };
const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache" };

// --- OpenAI chat completions -------------------------------------------------------------------
const OA_COMPLETION = json({
  id: "chatcmpl-bench",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "bench-chat",
  choices: [{ index: 0, message: { role: "assistant", content: TEXT }, finish_reason: "stop" }],
  usage: { prompt_tokens: PROMPT_TOKENS, completion_tokens: COMPLETION_TOKENS, total_tokens: PROMPT_TOKENS + COMPLETION_TOKENS },
});
const oaChunk = (choices: unknown[], usage?: unknown) =>
  `data: ${JSON.stringify({ id: "chatcmpl-bench", object: "chat.completion.chunk", created: 1_700_000_000, model: "bench-chat", choices, ...(usage ? { usage } : {}) })}\n\n`;
const OA_FRAMES: Buffer[] = [
  oaChunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]),
  ...PIECES.map((p) => oaChunk([{ index: 0, delta: { content: p }, finish_reason: null }])),
  oaChunk([{ index: 0, delta: {}, finish_reason: "stop" }]),
  oaChunk([], { prompt_tokens: PROMPT_TOKENS, completion_tokens: COMPLETION_TOKENS, total_tokens: PROMPT_TOKENS + COMPLETION_TOKENS }),
  "data: [DONE]\n\n",
].map((s) => Buffer.from(s));

// --- Anthropic messages ------------------------------------------------------------------------
const AN_MESSAGE = json({
  id: "msg_bench",
  type: "message",
  role: "assistant",
  model: "bench-claude",
  content: [{ type: "text", text: TEXT }],
  stop_reason: "end_turn",
  stop_sequence: null,
  usage: { input_tokens: PROMPT_TOKENS, output_tokens: COMPLETION_TOKENS },
});
const anEvent = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
const AN_FRAMES: Buffer[] = [
  anEvent("message_start", {
    message: { id: "msg_bench", type: "message", role: "assistant", model: "bench-claude", content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: PROMPT_TOKENS, output_tokens: 1 } },
  }),
  anEvent("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
  ...PIECES.map((p) => anEvent("content_block_delta", { index: 0, delta: { type: "text_delta", text: p } })),
  anEvent("content_block_stop", { index: 0 }),
  anEvent("message_delta", { delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: COMPLETION_TOKENS } }),
  anEvent("message_stop", {}),
].map((s) => Buffer.from(s));

// --- OpenAI embeddings -------------------------------------------------------------------------
const VECTOR = Array.from({ length: DIMENSIONS }, (_, i) => Math.fround((i % 2 ? -1 : 1) / Math.sqrt(DIMENSIONS)));
const embeddingsCache = new Map<number, Buffer>();
function embeddings(inputs: number): Buffer {
  let b = embeddingsCache.get(inputs);
  if (!b) {
    b = json({
      object: "list",
      model: "bench-embed",
      data: Array.from({ length: inputs }, (_, index) => ({ object: "embedding", index, embedding: VECTOR })),
      usage: { prompt_tokens: 4 * inputs, total_tokens: 4 * inputs },
    });
    if (inputs <= 64) embeddingsCache.set(inputs, b);
  }
  return b;
}

const NOT_FOUND = json({ error: { message: "not found", type: "invalid_request_error" } });
const BAD_JSON = json({ error: { message: "body is not JSON", type: "invalid_request_error" } });

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function sendJson(res: ServerResponse, status: number, body: Buffer): void {
  res.writeHead(status, { ...JSON_HEADERS, "content-length": body.length });
  res.end(body);
}

async function sendStream(res: ServerResponse, frames: readonly Buffer[], chunkDelayMs: number): Promise<void> {
  res.writeHead(200, SSE_HEADERS);
  for (const f of frames) {
    if (res.destroyed) return;
    if (chunkDelayMs > 0) await sleep(chunkDelayMs);
    res.write(f);
  }
  res.end();
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (d: Buffer) => parts.push(d));
    req.on("end", () => resolve(parts.length === 1 ? parts[0].toString("utf8") : Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

interface Body {
  stream?: unknown;
  input?: unknown;
}

async function handle(req: IncomingMessage, res: ServerResponse, o: Required<Pick<BenchUpstreamOptions, "delayMs" | "chunkDelayMs">>): Promise<void> {
  const url = req.url ?? "/";
  if (req.method === "GET" && url === "/health") {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
    return;
  }
  const route = req.method === "POST" ? url.split("?", 1)[0] : "";
  if (route !== "/v1/chat/completions" && route !== "/v1/messages" && route !== "/v1/embeddings") {
    req.resume();
    sendJson(res, 404, NOT_FOUND);
    return;
  }
  let body: Body;
  try {
    body = JSON.parse(await readBody(req)) as Body;
  } catch {
    sendJson(res, 400, BAD_JSON);
    return;
  }
  if (o.delayMs > 0) await sleep(o.delayMs);
  if (route === "/v1/embeddings") {
    sendJson(res, 200, embeddings(Array.isArray(body.input) ? Math.max(1, body.input.length) : 1));
    return;
  }
  const anthropic = route === "/v1/messages";
  if (body.stream === true) await sendStream(res, anthropic ? AN_FRAMES : OA_FRAMES, o.chunkDelayMs);
  else sendJson(res, 200, anthropic ? AN_MESSAGE : OA_COMPLETION);
}

export function startBenchUpstream(opts: BenchUpstreamOptions = {}): Promise<BenchUpstream> {
  const o = { delayMs: opts.delayMs ?? 0, chunkDelayMs: opts.chunkDelayMs ?? 0 };
  const server = http.createServer((req, res) => {
    handle(req, res, o).catch(() => {
      if (!res.headersSent) sendJson(res, 500, NOT_FOUND);
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        url: `http://${opts.host ?? "127.0.0.1"}:${port}`,
        port,
        close: () =>
          new Promise<void>((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}

// `npx tsx bench/mock-upstream.ts [--port N] [--delay MS] [--chunk-delay MS]`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const num = (v: string | undefined, fallback: number) => (v === undefined || v === "" ? fallback : Number(v));
  startBenchUpstream({
    port: num(arg("port"), 0),
    delayMs: num(arg("delay") ?? process.env.MOCK_DELAY_MS, 0),
    chunkDelayMs: num(arg("chunk-delay") ?? process.env.MOCK_CHUNK_DELAY_MS, 0),
  }).then(
    (u) => {
      process.stdout.write(`${JSON.stringify({ url: u.url, pid: process.pid })}\n`);
      const stop = () => void u.close().then(() => process.exit(0));
      process.on("SIGTERM", stop);
      process.on("SIGINT", stop);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
