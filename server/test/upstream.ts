/**
 * A real HTTP mock upstream speaking both provider wire formats, for tests and benchmarks.
 *
 *   OpenAI-compatible:    POST /v1/chat/completions   (JSON, or SSE with `stream: true`)
 *                         POST /v1/embeddings
 *                         GET  /v1/models
 *   Anthropic-compatible: POST /v1/messages           (JSON, or SSE with `stream: true`)
 *                         POST /v1/messages/count_tokens  ({input_tokens}: 1000 + the prompt's word count)
 *   Misc:                 GET  /health                -> 200 "ok"
 *
 * Content
 *   - Chat text is `"echo: " + <text of the last user message>`; tokens are whitespace-separated words
 *     (a token is `\s*\S+`, so "echo: a b" streams as "echo:", " a", " b").
 *   - Prompt tokens = word count of all message text (+ Anthropic `system`); completion tokens = output tokens.
 *   - `max_tokens` (OpenAI also `max_completion_tokens`) smaller than the output truncates it:
 *     OpenAI finish_reason "length", Anthropic stop_reason "max_tokens".
 *   - Tool call when the request has tools and the conversation ends with a user turn whose text contains the
 *     word "weather" (picks the tool whose name contains "weather", else the first), or when forced by
 *     `tool_choice` (OpenAI "required" / {type:"function"}, Anthropic {type:"any"} / {type:"tool"}), the
 *     `x-mock-tool: <name>` request header, or `MockBehavior.tool`. `tool_choice` "none" disables the trigger.
 *     Arguments come from `x-mock-tool-args` (a JSON object), else are filled from the tool's JSON schema
 *     (enum -> first value, string -> "Paris, France" for location/city-like keys else "mock <key>",
 *     number -> 1, boolean -> true, array -> [], object -> recursively).
 *   - Structured output: with OpenAI `response_format: {type: "json_schema", json_schema: {schema}}` or
 *     Anthropic `output_config.format: {type: "json_schema", schema}`, the text is the JSON object filled
 *     from that schema (as tool arguments are), one token per `\s*\S+` piece.
 *   - Embeddings are deterministic unit vectors (float32-exact) derived from each input: see `mockEmbedding`.
 *
 * Behavior switches (faults and latency), chosen per request from tokens found anywhere in the requested
 * `model` name (case-insensitive; a token must not be glued to letters/digits on either side, so separate
 * it with `-`, `_`, `/`, `:`, `.`, `+` ...), e.g. `mock/gpt-4o-slow-200-chunk-delay-20`:
 *
 *   fail-<status>            answer <status> (400..599) with the format's error envelope
 *   retry-after-<s>          `retry-after` header value on failures (default 1 for 429/503/529)
 *   timeout                  accept the request and never answer
 *   reset                    read the request, then reset the TCP connection (RST) without answering
 *   slow-<ms>                wait <ms> before the first byte (adds to the global latencyMs)
 *   chunk-delay-<ms>         wait <ms> between stream frames
 *   stream-fail-after-<n>    send headers and the first n SSE frames, then drop the connection;
 *                            non-streaming requests get headers and half of the body, then the drop
 *   stream-stall-after-<n>   send headers and the first n SSE frames, then hang forever (non-streaming:
 *                            headers and half of the body, then hang)
 *   refuse                   OpenAI finish_reason "content_filter" (content null / no content deltas),
 *                            Anthropic stop_reason "refusal" (empty content)
 *   cache-read-<n>           report n cached prompt tokens (OpenAI prompt_tokens_details.cached_tokens,
 *                            included in prompt_tokens; Anthropic cache_read_input_tokens)
 *   cache-write-<n>          Anthropic cache_creation_input_tokens = n
 *
 * A "frame" is one SSE event: an OpenAI `data:` line (including `data: [DONE]`) or an Anthropic
 * `event:`+`data:` pair. The same grammar is accepted in an `x-mock-behavior` request header, and
 * `mock.next(...)` queues behavior objects for the next API requests. Precedence, lowest to highest:
 * model name < x-mock-behavior header < queued `next()` behavior (fields merge).
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export type WireFormat = "openai" | "anthropic";

export interface MockBehavior {
  /** HTTP status to fail with (400..599), with the wire format's error body. */
  fail?: number;
  /** `retry-after` seconds sent with a failure (default 1 for 429, 503 and 529). */
  retryAfter?: number;
  /** Accept the request and never answer. */
  timeout?: boolean;
  /** Reset the connection after reading the request, without answering. */
  reset?: boolean;
  /** Delay before the first byte, in ms (added to the global latencyMs). */
  slowMs?: number;
  /** Delay between stream frames, in ms. */
  chunkDelayMs?: number;
  /** Send n stream frames, then drop the connection. */
  streamFailAfter?: number;
  /** Send n stream frames, then hang. */
  streamStallAfter?: number;
  /** Refuse: OpenAI finish_reason "content_filter", Anthropic stop_reason "refusal". */
  refuse?: boolean;
  /** Replace the assistant text (still subject to max_tokens). */
  text?: string;
  /** Force a tool call to this tool name. */
  tool?: string;
  /** Arguments for a forced tool call. */
  toolArguments?: JsonObject;
  /** Cached prompt tokens to report. */
  cacheReadTokens?: number;
  /** Anthropic cache-creation tokens to report. */
  cacheWriteTokens?: number;
}

export interface MockCall {
  method: string;
  /** Request path without the query string. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or null when it was empty, not JSON, or not an object. */
  body: JsonObject | null;
  model: string | null;
  format: WireFormat;
  stream: boolean;
  /** The behavior applied (model name + header + queued `next()`), merged. */
  behavior: MockBehavior;
  /** `x-api-key`, else the `authorization: Bearer` token, else null. */
  apiKey: string | null;
  /** `anthropic-version` header, or null. */
  anthropicVersion: string | null;
  /** Date.now() when the request arrived. */
  startedAt: number;
  /** Date.now() when the response finished or the connection closed, else null. */
  endedAt: number | null;
  /** HTTP status sent, or null when none was sent (timeout, reset, client gone first). */
  status: number | null;
  /** True once the mock fully sent its response. */
  finished: boolean;
  /** True when the client closed the connection before the mock finished its response. */
  closedByClient: boolean;
  /** Resolves when the exchange is over (response finished or connection closed). */
  closed: Promise<void>;
}

export interface MockUpstreamOptions {
  /** Port to listen on (127.0.0.1); 0 or absent picks a free one. */
  port?: number;
  /** Latency added before the first byte of every API response. */
  latencyMs?: number;
  /** No per-request log lines (default true). Set false to log one line per request to stderr. */
  quiet?: boolean;
  /** Keep `calls` (default true). Turn off for long benchmark runs. */
  record?: boolean;
}

export interface MockUpstream {
  /** e.g. http://127.0.0.1:4010 (no trailing slash; the APIs live under /v1). */
  readonly url: string;
  readonly port: number;
  /** Every API request seen since start or the last reset(), in arrival order. */
  readonly calls: MockCall[];
  /** Global latency before the first byte of every API response; writable. */
  latencyMs: number;
  /** Queue behaviors, one per upcoming API request (FIFO). */
  next(...behaviors: MockBehavior[]): void;
  /** Clear `calls` and queued behaviors (latencyMs is kept). */
  reset(): void;
  /** Wait until at least n calls were recorded. */
  waitForCalls(n: number, timeoutMs?: number): Promise<MockCall[]>;
  /** Stop listening and drop open connections (held requests are not counted as closedByClient). */
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------
// Behavior grammar

const INT_SWITCHES: ReadonlyArray<[RegExp, "fail" | "retryAfter" | "slowMs" | "chunkDelayMs" | "streamFailAfter" | "streamStallAfter" | "cacheReadTokens" | "cacheWriteTokens"]> = [
  [/(?<![a-z0-9])stream-fail-after-(\d+)(?![a-z0-9])/, "streamFailAfter"],
  [/(?<![a-z0-9])stream-stall-after-(\d+)(?![a-z0-9])/, "streamStallAfter"],
  [/(?<![a-z0-9])chunk-delay-(\d+)(?![a-z0-9])/, "chunkDelayMs"],
  [/(?<![a-z0-9])retry-after-(\d+)(?![a-z0-9])/, "retryAfter"],
  [/(?<![a-z0-9])cache-read-(\d+)(?![a-z0-9])/, "cacheReadTokens"],
  [/(?<![a-z0-9])cache-write-(\d+)(?![a-z0-9])/, "cacheWriteTokens"],
  [/(?<![a-z0-9])slow-(\d+)(?![a-z0-9])/, "slowMs"],
  [/(?<![a-z0-9])fail-([45]\d\d)(?![a-z0-9])/, "fail"],
];
const FLAG_SWITCHES: ReadonlyArray<[RegExp, "timeout" | "reset" | "refuse"]> = [
  [/(?<![a-z0-9])timeout(?![a-z0-9])/, "timeout"],
  [/(?<![a-z0-9])reset(?![a-z0-9])/, "reset"],
  [/(?<![a-z0-9])refuse(?![a-z0-9])/, "refuse"],
];
const NO_BEHAVIOR: MockBehavior = Object.freeze({});
const behaviorCache = new Map<string, MockBehavior>();

/** Parse the behavior tokens of a model name (or `x-mock-behavior` header). Cached; the result is frozen. */
export function parseBehavior(spec: string): MockBehavior {
  const cached = behaviorCache.get(spec);
  if (cached) return cached;
  const s = spec.toLowerCase();
  let out: MockBehavior = NO_BEHAVIOR;
  if (/[a-z]-\d|timeout|reset|refuse/.test(s)) {
    const b: MockBehavior = {};
    for (const [re, key] of INT_SWITCHES) {
      const m = re.exec(s);
      if (m) b[key] = Number(m[1]);
    }
    for (const [re, key] of FLAG_SWITCHES) if (re.test(s)) b[key] = true;
    out = Object.freeze(b);
  }
  if (behaviorCache.size > 10_000) behaviorCache.clear();
  behaviorCache.set(spec, out);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Small helpers

function isObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function str(v: JsonValue | undefined): string | null {
  return typeof v === "string" ? v : null;
}
function num(v: JsonValue | undefined): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

const WORD_RE = /\S+/g;
function countWords(text: string): number {
  let n = 0;
  WORD_RE.lastIndex = 0;
  while (WORD_RE.exec(text) !== null) n++;
  return n;
}

/** The mock tokenizer: `\s*\S+` pieces (trailing whitespace becomes its own piece). Joining gives the text back. */
export function mockTokens(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

function splitPieces(s: string, pieces: number): string[] {
  if (s.length <= 1) return [s];
  const size = Math.max(1, Math.ceil(s.length / pieces));
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out;
}

/** Text of an OpenAI or Anthropic message `content` (string, or text parts / text blocks). */
function contentText(content: JsonValue | undefined): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  let out = "";
  for (const part of content) {
    if (isObject(part) && part.type === "text" && typeof part.text === "string") out += (out ? " " : "") + part.text;
  }
  return out;
}

/** Words in everything a prompt says: text parts, tool results, tool call arguments. */
function promptWords(content: JsonValue | undefined): number {
  if (typeof content === "string") return countWords(content);
  if (!Array.isArray(content)) return 0;
  let n = 0;
  for (const part of content) {
    if (!isObject(part)) continue;
    if (typeof part.text === "string") n += countWords(part.text);
    else if (part.type === "tool_result") n += promptWords(part.content);
  }
  return n;
}

let seq = 0;
const RUN = Date.now().toString(36);
function nextId(prefix: string): string {
  return `${prefix}${RUN}${(++seq).toString(36).padStart(6, "0")}`;
}

// ---------------------------------------------------------------------------------------------------------
// Embeddings

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The deterministic embedding the mock returns for one input (a string, or token ids): a unit-length vector
 * of `dimensions` float32-exact numbers seeded from the input. Same input -> same vector; the first k
 * components do not depend on `dimensions` before normalization.
 */
export function mockEmbedding(input: string | readonly number[], dimensions = 1536): number[] {
  let state = fnv1a(typeof input === "string" ? `s:${input}` : `t:${input.join(",")}`) || 1;
  const v = new Array<number>(dimensions);
  let norm = 0;
  for (let i = 0; i < dimensions; i++) {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const x = ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
    v[i] = x;
    norm += x * x;
  }
  const k = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < dimensions; i++) v[i] = Math.fround(v[i] * k);
  return v;
}

function float32Base64(v: readonly number[]): string {
  const buf = Buffer.allocUnsafe(v.length * 4);
  for (let i = 0; i < v.length; i++) buf.writeFloatLE(v[i], i * 4);
  return buf.toString("base64");
}

// ---------------------------------------------------------------------------------------------------------
// SSE parsing (exported for other tests)

export interface SseEvent {
  /** The `event:` field, or null when absent. */
  event: string | null;
  data: string;
}

/** Parse a complete SSE body into events (comments and `id:`/`retry:` fields are ignored). */
export function parseSse(text: string): SseEvent[] {
  const out: SseEvent[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    if (!block.trim()) continue;
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(":")) continue;
      const i = line.indexOf(":");
      const field = i < 0 ? line : line.slice(0, i);
      let value = i < 0 ? "" : line.slice(i + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (event !== null || data.length) out.push({ event, data: data.join("\n") });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The conversation plan shared by both chat formats

interface ToolDef {
  name: string;
  schema: JsonValue | undefined;
}
type ToolChoice = { mode: "auto" } | { mode: "none" } | { mode: "required" } | { mode: "named"; name: string };

interface Conversation {
  lastUserText: string;
  /** The conversation ends with a user turn carrying text (not a tool result). */
  endsWithUserText: boolean;
  promptTokens: number;
  tools: ToolDef[];
  toolChoice: ToolChoice;
  maxTokens: number | null;
  /** The JSON schema the answer must follow (structured output), when asked. */
  jsonSchema?: JsonValue;
}

interface Plan {
  kind: "text" | "tool" | "refusal";
  /** Output tokens of a text answer. */
  tokens: string[];
  text: string;
  truncated: boolean;
  tool: { id: string; name: string; arguments: string } | null;
  promptTokens: number;
  completionTokens: number;
  cacheRead: number;
  cacheWrite: number;
}

function sampleValue(key: string, schema: JsonValue | undefined): JsonValue {
  if (!isObject(schema)) return `mock ${key}`;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "number":
    case "integer":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [];
    case "object":
      return fillArguments(schema);
    case "null":
      return null;
    default:
      return /location|city|place|address/i.test(key) ? "Paris, France" : `mock ${key}`;
  }
}

function fillArguments(schema: JsonValue | undefined): JsonObject {
  const out: JsonObject = {};
  if (!isObject(schema) || !isObject(schema.properties)) return out;
  for (const [key, sub] of Object.entries(schema.properties)) out[key] = sampleValue(key, sub);
  return out;
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const v = headers[name];
  return typeof v === "string" ? v : Array.isArray(v) ? (v[0] ?? null) : null;
}

function makePlan(conv: Conversation, behavior: MockBehavior, headers: IncomingHttpHeaders, idPrefix: string): Plan {
  const cacheRead = behavior.cacheReadTokens ?? 0;
  const cacheWrite = behavior.cacheWriteTokens ?? 0;
  const base = { promptTokens: conv.promptTokens, cacheRead, cacheWrite };
  if (behavior.refuse) return { ...base, kind: "refusal", tokens: [], text: "", truncated: false, tool: null, completionTokens: 0 };

  let toolName: string | null = behavior.tool ?? headerValue(headers, "x-mock-tool");
  if (toolName === null && conv.tools.length && conv.toolChoice.mode !== "none") {
    const weatherTool = () => (conv.tools.find((t) => /weather/i.test(t.name)) ?? conv.tools[0]).name;
    if (conv.toolChoice.mode === "named") toolName = conv.toolChoice.name;
    else if (conv.toolChoice.mode === "required") toolName = weatherTool();
    else if (conv.endsWithUserText && /\bweather\b/i.test(conv.lastUserText)) toolName = weatherTool();
  }
  if (toolName !== null) {
    let args: JsonObject | null = behavior.toolArguments ?? null;
    const argsHeader = headerValue(headers, "x-mock-tool-args");
    if (!args && argsHeader) {
      try {
        const parsed = JSON.parse(argsHeader) as JsonValue;
        if (isObject(parsed)) args = parsed;
      } catch {
        /* fall back to the schema */
      }
    }
    const name = toolName;
    args ??= fillArguments(conv.tools.find((t) => t.name === name)?.schema);
    const json = JSON.stringify(args);
    return {
      ...base,
      kind: "tool",
      tokens: [],
      text: "",
      truncated: false,
      tool: { id: nextId(idPrefix), name, arguments: json },
      completionTokens: Math.max(1, Math.ceil((name.length + json.length) / 4)),
    };
  }

  const structured = conv.jsonSchema !== undefined ? JSON.stringify(fillArguments(conv.jsonSchema)) : null;
  let tokens = mockTokens(behavior.text ?? structured ?? `echo: ${conv.lastUserText}`);
  let truncated = false;
  if (conv.maxTokens !== null && conv.maxTokens >= 0 && tokens.length > conv.maxTokens) {
    tokens = tokens.slice(0, conv.maxTokens);
    truncated = true;
  }
  return { ...base, kind: "text", tokens, text: tokens.join(""), truncated, tool: null, completionTokens: tokens.length };
}

// ---------------------------------------------------------------------------------------------------------
// Per-request state

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  call: MockCall;
  /** The connection or response is over; stop writing. */
  over: boolean;
  /** We closed the connection on purpose (reset, stream-fail, server close). */
  selfClosed: boolean;
  timer: NodeJS.Timeout | null;
  wake: (() => void) | null;
}

function sleep(ex: Exchange, ms: number): Promise<void> {
  if (ms <= 0 || ex.over) return Promise.resolve();
  return new Promise((resolve) => {
    ex.wake = resolve;
    ex.timer = setTimeout(() => {
      ex.timer = null;
      ex.wake = null;
      resolve();
    }, ms);
  });
}

function waitDrain(ex: Exchange): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      ex.res.off("drain", done);
      ex.res.off("close", done);
      resolve();
    };
    ex.res.on("drain", done);
    ex.res.on("close", done);
  });
}

const JSON_HEADERS = { "content-type": "application/json" } as const;
const SSE_HEADERS = { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" } as const;

function requestIdHeader(format: WireFormat): string {
  return format === "anthropic" ? "request-id" : "x-request-id";
}

function sendJson(ex: Exchange, status: number, body: string, extra?: Record<string, string>): void {
  if (ex.over) return;
  ex.call.status = status;
  const { streamFailAfter, streamStallAfter } = ex.call.behavior;
  ex.res.writeHead(status, {
    ...JSON_HEADERS,
    "content-length": Buffer.byteLength(body),
    [requestIdHeader(ex.call.format)]: nextId("req_"),
    ...extra,
  });
  if (streamFailAfter !== undefined || streamStallAfter !== undefined) {
    // Non-streaming stream-fail / stream-stall: half the body, then drop the connection (or hang).
    const half = body.slice(0, Math.floor(body.length / 2));
    if (streamFailAfter !== undefined) ex.res.write(half, () => drop(ex));
    else ex.res.write(half);
    return;
  }
  ex.res.end(body);
}

/** Close the connection on purpose mid-response: FIN after pending writes, then destroy. */
function drop(ex: Exchange): void {
  ex.selfClosed = true;
  const socket = ex.res.socket;
  if (!socket) return;
  socket.end();
  setTimeout(() => socket.destroy(), 1000).unref();
}

async function sendStream(ex: Exchange, frames: string[]): Promise<void> {
  if (ex.over) return;
  const b = ex.call.behavior;
  const failAfter = b.streamFailAfter;
  const stallAfter = b.streamStallAfter;
  const limit = Math.min(failAfter ?? Infinity, stallAfter ?? Infinity, frames.length);
  const delay = b.chunkDelayMs ?? 0;
  ex.call.status = 200;
  ex.res.writeHead(200, { ...SSE_HEADERS, [requestIdHeader(ex.call.format)]: nextId("req_") });

  if (delay <= 0) {
    const head = limit >= frames.length ? frames.join("") : frames.slice(0, limit).join("");
    if (limit >= frames.length) {
      ex.res.end(head);
      return;
    }
    if (head) ex.res.write(head);
    else ex.res.flushHeaders();
  } else {
    ex.res.flushHeaders();
    for (let i = 0; i < limit; i++) {
      if (i > 0) await sleep(ex, delay);
      if (ex.over) return;
      if (!ex.res.write(frames[i])) await waitDrain(ex);
    }
    if (ex.over) return;
    if (limit >= frames.length) {
      ex.res.end();
      return;
    }
  }
  if (failAfter !== undefined && failAfter <= limit) {
    // Ensure written frames reach the socket before the drop.
    ex.res.write("", () => drop(ex));
  }
  // else: stall forever (until the client or the server closes).
}

// ---------------------------------------------------------------------------------------------------------
// Error envelopes

const OPENAI_ERROR_TYPES: Record<number, [string, string | null]> = {
  400: ["invalid_request_error", null],
  401: ["invalid_request_error", "invalid_api_key"],
  403: ["invalid_request_error", "unsupported_country_region_territory"],
  404: ["invalid_request_error", "model_not_found"],
  429: ["requests", "rate_limit_exceeded"],
  500: ["server_error", null],
  503: ["server_error", null],
};
const ANTHROPIC_ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  402: "billing_error",
  403: "permission_error",
  404: "not_found_error",
  413: "request_too_large",
  429: "rate_limit_error",
  500: "api_error",
  504: "timeout_error",
  529: "overloaded_error",
};

function errorBody(format: WireFormat, status: number, message: string, requestId: string): string {
  if (format === "anthropic") {
    const type = ANTHROPIC_ERROR_TYPES[status] ?? (status >= 500 ? "api_error" : "invalid_request_error");
    return JSON.stringify({ type: "error", error: { type, message }, request_id: requestId });
  }
  const [type, code] = OPENAI_ERROR_TYPES[status] ?? [status >= 500 ? "server_error" : "invalid_request_error", null];
  return JSON.stringify({ error: { message, type, param: null, code } });
}

function sendError(ex: Exchange, status: number, message: string, retryAfter?: number): void {
  const extra: Record<string, string> = {};
  const ra = retryAfter ?? (status === 429 || status === 503 || status === 529 ? 1 : undefined);
  if (ra !== undefined) extra["retry-after"] = String(ra);
  // A failure is a complete answer: never half-sent.
  if (ex.over) return;
  ex.call.status = status;
  const requestId = nextId("req_");
  const body = errorBody(ex.call.format, status, message, requestId);
  ex.res.writeHead(status, {
    ...JSON_HEADERS,
    "content-length": Buffer.byteLength(body),
    [requestIdHeader(ex.call.format)]: requestId,
    ...extra,
  });
  ex.res.end(body);
}

const FAIL_MESSAGES: Record<number, string> = {
  400: "mock: invalid request (fail-400)",
  401: "mock: invalid api key (fail-401)",
  429: "mock: rate limit exceeded (fail-429)",
  500: "mock: internal server error (fail-500)",
  503: "mock: service unavailable (fail-503)",
  529: "mock: overloaded (fail-529)",
};

// ---------------------------------------------------------------------------------------------------------
// OpenAI: chat completions

function openaiConversation(body: JsonObject): Conversation | string {
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0) return "'messages' must be a non-empty array";
  let promptTokens = 0;
  let lastUserText = "";
  for (const m of messages) {
    if (!isObject(m)) return "each message must be an object";
    promptTokens += promptWords(m.content);
    if (m.role === "user") lastUserText = contentText(m.content);
  }
  const last = messages[messages.length - 1];
  const tools: ToolDef[] = [];
  if (Array.isArray(body.tools)) {
    for (const t of body.tools) {
      if (isObject(t) && isObject(t.function) && typeof t.function.name === "string") tools.push({ name: t.function.name, schema: t.function.parameters });
    }
  }
  let toolChoice: ToolChoice = { mode: "auto" };
  const tc = body.tool_choice;
  if (tc === "none") toolChoice = { mode: "none" };
  else if (tc === "required") toolChoice = { mode: "required" };
  else if (isObject(tc) && isObject(tc.function) && typeof tc.function.name === "string") toolChoice = { mode: "named", name: tc.function.name };
  return {
    lastUserText,
    endsWithUserText: isObject(last) && last.role === "user",
    promptTokens,
    tools,
    toolChoice,
    maxTokens: num(body.max_completion_tokens) ?? num(body.max_tokens),
    ...(isObject(body.response_format) && body.response_format.type === "json_schema" && isObject(body.response_format.json_schema)
      ? { jsonSchema: body.response_format.json_schema.schema }
      : {}),
  };
}

function openaiUsage(plan: Plan): JsonObject {
  const prompt = plan.promptTokens + plan.cacheRead;
  return {
    prompt_tokens: prompt,
    completion_tokens: plan.completionTokens,
    total_tokens: prompt + plan.completionTokens,
    prompt_tokens_details: { cached_tokens: plan.cacheRead, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  };
}

function openaiFinish(plan: Plan): string {
  return plan.kind === "tool" ? "tool_calls" : plan.kind === "refusal" ? "content_filter" : plan.truncated ? "length" : "stop";
}

async function openaiChat(ex: Exchange, body: JsonObject, model: string): Promise<void> {
  const conv = openaiConversation(body);
  if (typeof conv === "string") return sendError(ex, 400, conv);
  const plan = makePlan(conv, ex.call.behavior, ex.req.headers, "call_");
  const id = nextId("chatcmpl-");
  const created = Math.floor(Date.now() / 1000);
  const finish = openaiFinish(plan);

  if (!ex.call.stream) {
    const message: JsonObject =
      plan.kind === "tool" && plan.tool
        ? {
            role: "assistant",
            content: null,
            tool_calls: [{ id: plan.tool.id, type: "function", function: { name: plan.tool.name, arguments: plan.tool.arguments } }],
            refusal: null,
            annotations: [],
          }
        : { role: "assistant", content: plan.kind === "refusal" ? null : plan.text, refusal: null, annotations: [] };
    const response: JsonObject = {
      id,
      object: "chat.completion",
      created,
      model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: finish }],
      usage: openaiUsage(plan),
      service_tier: "default",
      system_fingerprint: "fp_mock",
    };
    return sendJson(ex, 200, JSON.stringify(response));
  }

  const includeUsage = isObject(body.stream_options) && body.stream_options.include_usage === true;
  const head = `data: {"id":${JSON.stringify(id)},"object":"chat.completion.chunk","created":${created},"model":${JSON.stringify(model)},"service_tier":"default","system_fingerprint":"fp_mock","choices":[{"index":0,"delta":`;
  const tail = includeUsage ? `}],"usage":null}\n\n` : `}]}\n\n`;
  const chunk = (delta: JsonObject, finishReason: string | null) =>
    `${head}${JSON.stringify(delta)},"logprobs":null,"finish_reason":${finishReason === null ? "null" : JSON.stringify(finishReason)}${tail}`;

  const frames: string[] = [];
  if (plan.kind === "tool" && plan.tool) {
    frames.push(
      chunk(
        {
          role: "assistant",
          content: null,
          tool_calls: [{ index: 0, id: plan.tool.id, type: "function", function: { name: plan.tool.name, arguments: "" } }],
          refusal: null,
        },
        null,
      ),
    );
    for (const piece of splitPieces(plan.tool.arguments, 3)) frames.push(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }, null));
  } else {
    frames.push(chunk({ role: "assistant", content: "", refusal: null }, null));
    for (const t of plan.tokens) frames.push(chunk({ content: t }, null));
  }
  frames.push(chunk({}, finish));
  if (includeUsage) {
    frames.push(
      `data: ${JSON.stringify({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        service_tier: "default",
        system_fingerprint: "fp_mock",
        choices: [],
        usage: openaiUsage(plan),
      })}\n\n`,
    );
  }
  frames.push("data: [DONE]\n\n");
  return sendStream(ex, frames);
}

// ---------------------------------------------------------------------------------------------------------
// OpenAI: embeddings

function embeddingInputs(input: JsonValue | undefined): Array<string | number[]> | string {
  const bad = "'input' must be a non-empty string, array of strings, array of token ids, or array of token-id arrays";
  if (typeof input === "string") return input.length ? [input] : bad;
  if (!Array.isArray(input) || input.length === 0) return bad;
  if (input.every((x) => typeof x === "number" && Number.isInteger(x))) return [input as number[]];
  const out: Array<string | number[]> = [];
  for (const x of input) {
    if (typeof x === "string" && x.length) out.push(x);
    else if (Array.isArray(x) && x.length && x.every((t) => typeof t === "number" && Number.isInteger(t))) out.push(x as number[]);
    else return bad;
  }
  return out;
}

// Serialized vectors by (dimensions, encoding, input): benchmarks repeat inputs, and the vector math plus
// JSON encoding of ~1.5k floats dominates an embeddings request.
const embeddingCache = new Map<string, string>();
function serializedEmbedding(item: string | number[], dimensions: number, base64: boolean): string {
  const key = `${dimensions}|${base64 ? "b" : "f"}|${typeof item === "string" ? `s:${item}` : `t:${item.join(",")}`}`;
  let out = embeddingCache.get(key);
  if (out === undefined) {
    const v = mockEmbedding(item, dimensions);
    out = base64 ? `"${float32Base64(v)}"` : JSON.stringify(v);
    if (embeddingCache.size >= 256) embeddingCache.clear();
    if (key.length < 4096) embeddingCache.set(key, out);
  }
  return out;
}

function openaiEmbeddings(ex: Exchange, body: JsonObject, model: string): void {
  const inputs = embeddingInputs(body.input);
  if (typeof inputs === "string") return sendError(ex, 400, inputs);
  let dimensions = 1536;
  if (body.dimensions !== undefined) {
    const d = num(body.dimensions);
    if (d === null || !Number.isInteger(d) || d < 1 || d > 16384) return sendError(ex, 400, "'dimensions' must be a positive integer");
    dimensions = d;
  }
  const format = body.encoding_format ?? "float";
  if (format !== "float" && format !== "base64") return sendError(ex, 400, "'encoding_format' must be 'float' or 'base64'");
  let tokens = 0;
  // Built as a string: the vectors dominate the body, and JSON.stringify of a number[] is the fast path anyway.
  let data = "";
  for (let i = 0; i < inputs.length; i++) {
    const item = inputs[i];
    tokens += typeof item === "string" ? Math.max(1, countWords(item)) : item.length;
    const embedding = serializedEmbedding(item, dimensions, format === "base64");
    data += `${i ? "," : ""}{"object":"embedding","index":${i},"embedding":${embedding}}`;
  }
  sendJson(
    ex,
    200,
    `{"object":"list","data":[${data}],"model":${JSON.stringify(model)},"usage":{"prompt_tokens":${tokens},"total_tokens":${tokens}}}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Anthropic: messages

function anthropicConversation(body: JsonObject): Conversation | string {
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0) return "messages: at least one message is required";
  const maxTokens = num(body.max_tokens);
  if (maxTokens === null) return "max_tokens: Field required";
  let promptTokens = promptWords(body.system);
  let lastUserText = "";
  for (const m of messages) {
    if (!isObject(m)) return "messages: each message must be an object";
    promptTokens += promptWords(m.content);
    if (m.role === "user") {
      const t = contentText(m.content);
      if (t) lastUserText = t;
    }
  }
  const last = messages[messages.length - 1];
  const endsWithUserText =
    isObject(last) &&
    last.role === "user" &&
    !(Array.isArray(last.content) && last.content.some((b) => isObject(b) && b.type === "tool_result")) &&
    contentText(last.content) !== "";
  const tools: ToolDef[] = [];
  if (Array.isArray(body.tools)) {
    for (const t of body.tools) if (isObject(t) && typeof t.name === "string") tools.push({ name: t.name, schema: t.input_schema });
  }
  let toolChoice: ToolChoice = { mode: "auto" };
  const tc = body.tool_choice;
  if (isObject(tc)) {
    if (tc.type === "none") toolChoice = { mode: "none" };
    else if (tc.type === "any") toolChoice = { mode: "required" };
    else if (tc.type === "tool" && typeof tc.name === "string") toolChoice = { mode: "named", name: tc.name };
  }
  const format = isObject(body.output_config) && isObject(body.output_config.format) && body.output_config.format.type === "json_schema" ? body.output_config.format : null;
  return { lastUserText, endsWithUserText, promptTokens, tools, toolChoice, maxTokens, ...(format ? { jsonSchema: format.schema } : {}) };
}

function anthropicStop(plan: Plan): string {
  return plan.kind === "tool" ? "tool_use" : plan.kind === "refusal" ? "refusal" : plan.truncated ? "max_tokens" : "end_turn";
}

function anthropicUsage(plan: Plan, outputTokens: number): JsonObject {
  return {
    input_tokens: plan.promptTokens,
    cache_creation_input_tokens: plan.cacheWrite,
    cache_read_input_tokens: plan.cacheRead,
    output_tokens: outputTokens,
    service_tier: "standard",
  };
}

const PING_FRAME = `event: ping\ndata: {"type":"ping"}\n\n`;
const MESSAGE_STOP_FRAME = `event: message_stop\ndata: {"type":"message_stop"}\n\n`;
function anthropicFrame(type: string, data: JsonObject): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

async function anthropicMessages(ex: Exchange, body: JsonObject, model: string): Promise<void> {
  const conv = anthropicConversation(body);
  if (typeof conv === "string") return sendError(ex, 400, conv);
  const plan = makePlan(conv, ex.call.behavior, ex.req.headers, "toolu_");
  const id = nextId("msg_");
  const stop = anthropicStop(plan);

  if (!ex.call.stream) {
    const content: JsonValue[] =
      plan.kind === "tool" && plan.tool
        ? [{ type: "tool_use", id: plan.tool.id, name: plan.tool.name, input: JSON.parse(plan.tool.arguments) as JsonObject }]
        : plan.kind === "refusal"
          ? []
          : [{ type: "text", text: plan.text }];
    const response: JsonObject = {
      id,
      type: "message",
      role: "assistant",
      model,
      content,
      stop_reason: stop,
      stop_sequence: null,
      usage: anthropicUsage(plan, plan.completionTokens),
    };
    return sendJson(ex, 200, JSON.stringify(response));
  }

  const frames: string[] = [
    anthropicFrame("message_start", {
      type: "message_start",
      message: {
        id,
        type: "message",
        role: "assistant",
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: anthropicUsage(plan, Math.min(1, plan.completionTokens)),
      },
    }),
  ];
  if (plan.kind === "tool" && plan.tool) {
    frames.push(
      anthropicFrame("content_block_start", {
        type: "content_block_start",
        index: 0,
        content_block: { type: "tool_use", id: plan.tool.id, name: plan.tool.name, input: {} },
      }),
      PING_FRAME,
    );
    for (const piece of splitPieces(plan.tool.arguments, 3)) {
      frames.push(anthropicFrame("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: piece } }));
    }
    frames.push(anthropicFrame("content_block_stop", { type: "content_block_stop", index: 0 }));
  } else if (plan.kind === "text") {
    frames.push(
      anthropicFrame("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }),
      PING_FRAME,
    );
    for (const t of plan.tokens) frames.push(anthropicFrame("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: t } }));
    frames.push(anthropicFrame("content_block_stop", { type: "content_block_stop", index: 0 }));
  } else {
    frames.push(PING_FRAME);
  }
  frames.push(
    anthropicFrame("message_delta", { type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: plan.completionTokens } }),
    MESSAGE_STOP_FRAME,
  );
  return sendStream(ex, frames);
}

// ---------------------------------------------------------------------------------------------------------
// Models list (precomputed)

const MODELS_BODY = JSON.stringify({
  object: "list",
  // gpt-4o-mini: a model the price dataset knows (catalog discovery imports it priced, issue 25).
  data: ["mock-chat", "mock-embed", "gpt-4o-mini", "mock-fail-500", "mock-fail-429", "mock-timeout", "mock-slow-500", "mock-stream-fail-after-3", "mock-refuse"].map((id) => ({
    id,
    object: "model",
    created: 1700000000,
    owned_by: "switchyard-mock",
  })),
});

// ---------------------------------------------------------------------------------------------------------
// Server

type Route = "chat" | "embeddings" | "messages" | "count_tokens";
const ROUTES: Record<string, Route> = {
  "/v1/chat/completions": "chat",
  "/v1/embeddings": "embeddings",
  "/v1/messages": "messages",
  "/v1/messages/count_tokens": "count_tokens",
};

/** Anthropic's count endpoint: `{input_tokens}` = the word count the mock's messages would report (system + messages), plus 1000 so tests can tell it from an estimate. */
function anthropicCountTokens(ex: Exchange, body: JsonObject): void {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  let words = promptWords(body.system);
  for (const m of messages) if (isObject(m)) words += promptWords(m.content);
  sendJson(ex, 200, JSON.stringify({ input_tokens: 1000 + words }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(chunks.length === 1 ? chunks[0].toString("utf8") : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function bearer(headers: IncomingHttpHeaders): string | null {
  const key = headerValue(headers, "x-api-key");
  if (key !== null) return key;
  const auth = headerValue(headers, "authorization");
  return auth?.startsWith("Bearer ") ? auth.slice(7) : auth;
}

export async function startMockUpstream(opts: MockUpstreamOptions = {}): Promise<MockUpstream> {
  const calls: MockCall[] = [];
  const queue: MockBehavior[] = [];
  const record = opts.record ?? true;
  const quiet = opts.quiet ?? true;
  const waiters = new Set<() => void>();
  let closing = false;

  const state = { latencyMs: opts.latencyMs ?? 0 };

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, route: Route): Promise<void> {
    const startedAt = Date.now();
    const format: WireFormat = route === "messages" || route === "count_tokens" ? "anthropic" : "openai";
    let resolveClosed: () => void = () => {};
    const call: MockCall = {
      method: req.method ?? "POST",
      path,
      headers: req.headers,
      body: null,
      model: null,
      format,
      stream: false,
      behavior: NO_BEHAVIOR,
      apiKey: bearer(req.headers),
      anthropicVersion: headerValue(req.headers, "anthropic-version"),
      startedAt,
      endedAt: null,
      status: null,
      finished: false,
      closedByClient: false,
      closed: new Promise<void>((r) => {
        resolveClosed = r;
      }),
    };
    const ex: Exchange = { req, res, call, over: false, selfClosed: false, timer: null, wake: null };
    res.on("finish", () => {
      call.finished = true;
    });
    res.on("close", () => {
      ex.over = true;
      if (ex.timer) clearTimeout(ex.timer);
      ex.wake?.();
      ex.timer = null;
      ex.wake = null;
      call.endedAt = Date.now();
      if (!call.finished && !ex.selfClosed && !closing) call.closedByClient = true;
      if (!quiet) {
        process.stderr.write(
          `[mock-upstream] ${call.method} ${path} model=${call.model ?? "-"} status=${call.status ?? "-"} ${call.endedAt - startedAt}ms` +
            `${call.closedByClient ? " closed-by-client" : ""}${!call.finished && !call.closedByClient ? " dropped" : ""}\n`,
        );
      }
      resolveClosed();
    });

    const raw = await readBody(req);
    let parsed: JsonValue | undefined;
    try {
      parsed = raw ? (JSON.parse(raw) as JsonValue) : undefined;
    } catch {
      parsed = undefined;
    }
    const body = isObject(parsed) ? parsed : null;
    call.body = body;
    const model = body ? str(body.model) : null;
    call.model = model;
    call.stream = route !== "embeddings" && body?.stream === true;

    const fromModel = model ? parseBehavior(model) : NO_BEHAVIOR;
    const headerSpec = headerValue(req.headers, "x-mock-behavior");
    const queued = queue.shift();
    call.behavior = headerSpec || queued ? { ...fromModel, ...(headerSpec ? parseBehavior(headerSpec) : undefined), ...queued } : fromModel;

    if (record) {
      calls.push(call);
      for (const w of waiters) w();
    }

    if (!body) return sendError(ex, 400, raw ? "mock: request body is not a JSON object" : "mock: request body is required");
    if (model === null || model === "") return sendError(ex, 400, "model: Field required");

    const b = call.behavior;
    await sleep(ex, state.latencyMs + (b.slowMs ?? 0));
    if (ex.over) return;
    if (b.reset) {
      ex.selfClosed = true;
      req.socket.resetAndDestroy();
      return;
    }
    if (b.timeout) return; // hold the request open until someone closes it
    if (b.fail !== undefined) return sendError(ex, b.fail, FAIL_MESSAGES[b.fail] ?? `mock: failure (fail-${b.fail})`, b.retryAfter);

    if (route === "chat") return openaiChat(ex, body, model);
    if (route === "messages") return anthropicMessages(ex, body, model);
    if (route === "count_tokens") return anthropicCountTokens(ex, body);
    return openaiEmbeddings(ex, body, model);
  }

  const server = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const route = ROUTES[path];
    if (route && req.method === "POST") {
      handleApi(req, res, path, route).catch((err: unknown) => {
        if (!res.headersSent && !res.destroyed) {
          const body = JSON.stringify({ error: { message: `mock: ${String(err)}`, type: "server_error", param: null, code: null } });
          res.writeHead(500, { ...JSON_HEADERS, "content-length": Buffer.byteLength(body) }).end(body);
        } else res.destroy();
      });
      return;
    }
    req.resume();
    if (req.method === "GET" && path === "/v1/models") {
      res.writeHead(200, { ...JSON_HEADERS, "content-length": Buffer.byteLength(MODELS_BODY) }).end(MODELS_BODY);
    } else if (req.method === "GET" && path === "/health") {
      res.writeHead(200, { "content-type": "text/plain", "content-length": 2 }).end("ok");
    } else {
      const status = route ? 405 : 404;
      const body = errorBody("openai", status === 405 ? 400 : 404, `mock: ${status === 405 ? "method not allowed" : "not found"}: ${req.method} ${path}`, "");
      res.writeHead(status, { ...JSON_HEADERS, "content-length": Buffer.byteLength(body) }).end(body);
    }
  });
  server.requestTimeout = 0; // held requests (timeout, stall) are the point
  server.headersTimeout = 60_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    get latencyMs() {
      return state.latencyMs;
    },
    set latencyMs(ms: number) {
      state.latencyMs = ms;
    },
    next(...behaviors: MockBehavior[]) {
      queue.push(...behaviors);
    },
    reset() {
      calls.length = 0;
      queue.length = 0;
    },
    waitForCalls(n: number, timeoutMs = 5000): Promise<MockCall[]> {
      if (calls.length >= n) return Promise.resolve(calls);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (calls.length < n) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(calls);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`mock upstream: expected ${n} calls within ${timeoutMs}ms, saw ${calls.length}`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    close(): Promise<void> {
      closing = true;
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
