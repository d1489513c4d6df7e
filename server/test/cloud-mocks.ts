import { createHmac, createPublicKey, createVerify, hash, randomBytes, timingSafeEqual, type KeyObject } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { encodeEventStreamMessage } from "../inference/providers/bedrock/eventstream";

/**
 * Local stand-ins for the four cloud providers (real HTTP on 127.0.0.1), each checking what the
 * real service checks before it answers, and answering in the service's own wire format (shapes
 * from the providers' API references and SDK test suites, see docs/providers.md):
 *
 * - Azure OpenAI: `api-key` header, `/openai/deployments/{d}/…?api-version=` with a known
 *   version, or `/openai/v1/…` (model in the body).
 * - Bedrock: the SigV4 signature recomputed with the secret (canonical URI = the received path
 *   encoded once more), the date, the access key and session token; or a Bearer API key.
 *   ConverseStream answers in binary event-stream frames with CRCs.
 * - Vertex: a token endpoint verifying the JWT bearer assertion's RS256 signature with the
 *   service account's public key (iss, aud, exp, scope), then Bearer tokens it issued;
 *   Gemini and Claude (rawPredict: anthropic_version required, model refused) paths.
 * - Gemini: `x-goog-api-key` (a wrong one is Google's 400 API_KEY_INVALID); SSE events separated
 *   by `\r\n\r\n` as Google sends them; gemini-3 models refuse a function call sent back without
 *   its thoughtSignature.
 *
 * One conversation logic for all: the last user turn decides the answer — tool results → a text
 * naming them; a question mentioning "weather" with tools offered → two parallel calls of the
 * first tool (Oslo, Paris); an image → a text naming its type and size; else "echo: <text>".
 * Upstream model names switch failures: `fail-429`, `fail-500`, `stream-break`.
 */

export interface CloudCall {
  provider: "azure" | "bedrock" | "vertex" | "gemini" | "token";
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
  status: number;
  /**
   * The mock's own work on this request, in ms: from the request's last byte through the handler's
   * synchronous part (body parse, checks such as the SigV4 verification, the answer). The
   * benchmark subtracts it, for every provider alike, to compare the gateway's share only.
   */
  mockMs: number;
}

export interface CloudMockOptions {
  azureKey: string;
  /** A Microsoft Entra ID token Azure accepts as Bearer (any path). */
  azureEntraToken?: string;
  azureVersions?: string[];
  aws: { accessKeyId: string; secretAccessKey: string; sessionToken?: string; region: string; apiKey?: string };
  /** The service account's public key (PEM) and identity. */
  vertex: { publicKeyPem: string; clientEmail: string; tokenLifetimeSec?: number };
  geminiKey: string;
}

export interface CloudMocks {
  azure: string;
  bedrock: string;
  vertex: string;
  gemini: string;
  /** The token endpoint (a service account's token_uri). */
  tokenUri: string;
  calls: CloudCall[];
  /** Access tokens issued by the token endpoint. */
  issued: string[];
  reset(): void;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// The shared conversation logic

interface Turn {
  texts: string[];
  images: Array<{ mime: string; bytes: number }>;
  results: Array<{ ref: string; text: string }>;
}
interface Reply {
  text?: string;
  calls?: Array<{ name: string; input: Record<string, unknown> }>;
  stop: "end" | "tool" | "max";
}

const USAGE = { input: 11, output: 7, cacheRead: 5, cacheWrite: 3 };

function decide(turn: Turn, tools: string[], maxTokens: number | undefined): Reply {
  if (turn.results.length) return { text: `tool results: ${turn.results.map((r) => `${r.ref}=${r.text}`).join("; ")}`, stop: "end" };
  const text = turn.texts.join(" ");
  if (tools.length && /weather/i.test(text)) {
    return { calls: [{ name: tools[0], input: { location: "Oslo" } }, { name: tools[0], input: { location: "Paris" } }], stop: "tool" };
  }
  if (turn.images.length) return { text: `image: ${turn.images.map((i) => `${i.mime} ${i.bytes} bytes`).join(", ")}`, stop: "end" };
  const answer = `echo: ${text}`;
  if (maxTokens !== undefined && maxTokens < 3) return { text: answer.split(" ").slice(0, maxTokens).join(" "), stop: "max" };
  return { text: answer, stop: "end" };
}

const pieces = (s: string) => s.match(/\s*\S+/g) ?? [s];
const b64bytes = (s: string) => Buffer.from(s, "base64").length;

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Handler = (req: http.IncomingMessage, raw: Buffer, res: http.ServerResponse) => number | Promise<number>;

async function listen(name: CloudCall["provider"], calls: CloudCall[], handler: Handler): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const t0 = performance.now();
      const raw = Buffer.concat(chunks);
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
      } catch {
        body = null;
      }
      const call: CloudCall = { provider: name, method: req.method ?? "", path: req.url ?? "", headers: req.headers, body, status: 0, mockMs: 0 };
      calls.push(call);
      let answer: number | Promise<number>;
      try {
        answer = handler(req, raw, res);
      } catch (err) {
        answer = Promise.reject(err);
      }
      call.mockMs = performance.now() - t0;
      Promise.resolve(answer)
        .then((status) => {
          call.status = status;
        })
        .catch((err: unknown) => {
          call.status = 500;
          if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { message: String(err) } }));
        });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): number {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
  return status;
}

// ---------------------------------------------------------------------------------------------
// Azure OpenAI (OpenAI chat format)

type OaMsg = { role: string; content?: unknown; tool_calls?: Array<{ id: string; function: { name: string } }>; tool_call_id?: string };

function oaTurn(messages: OaMsg[]): Turn {
  const turn: Turn = { texts: [], images: [], results: [] };
  let i = messages.length - 1;
  while (i >= 0 && messages[i].role !== "assistant") i--;
  const names = new Map((messages[i]?.tool_calls ?? []).map((c) => [c.id, c.function.name]));
  for (const m of messages.slice(i + 1)) {
    if (m.role === "tool") turn.results.push({ ref: `${names.get(m.tool_call_id ?? "") ?? "?"}#${m.tool_call_id}`, text: String(m.content) });
    else if (m.role === "user") {
      if (typeof m.content === "string") turn.texts.push(m.content);
      else
        for (const p of (m.content as Array<{ type: string; text?: string; image_url?: { url: string } }>) ?? []) {
          if (p.type === "text") turn.texts.push(p.text ?? "");
          else if (p.type === "image_url") {
            const match = /^data:([^;]+);base64,(.*)$/.exec(p.image_url?.url ?? "");
            turn.images.push(match ? { mime: match[1], bytes: b64bytes(match[2]) } : { mime: "url", bytes: 0 });
          }
        }
    }
  }
  return turn;
}

function azureHandler(o: CloudMockOptions): Handler {
  const versions = new Set(o.azureVersions ?? ["2024-10-21", "2024-06-01", "2025-04-01-preview"]);
  let n = 0;
  return (req, _raw, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    // The key in `api-key`; the v1 API also takes it as a Bearer token (the OpenAI client's way).
    const bearer = url.pathname.startsWith("/openai/v1/") && String(req.headers.authorization ?? "").startsWith("Bearer ") ? String(req.headers.authorization).slice(7) : undefined;
    const key = req.headers["api-key"] ?? bearer;
    const auth = String(req.headers.authorization ?? "");
    const entra = o.azureEntraToken !== undefined && auth.startsWith("Bearer ") && safeEqual(auth.slice(7), o.azureEntraToken);
    if (!entra && (typeof key !== "string" || !safeEqual(key, o.azureKey))) {
      return json(res, 401, { error: { code: "401", message: "Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource." } });
    }
    const dep = /^\/openai\/deployments\/([^/]+)\/(chat\/completions|embeddings)$/.exec(url.pathname);
    const v1 = /^\/openai\/v1\/(chat\/completions|embeddings)$/.exec(url.pathname);
    const body = JSON.parse(_raw.toString("utf8") || "{}") as Record<string, unknown>;
    let deployment: string;
    let op: string;
    if (dep) {
      const version = url.searchParams.get("api-version");
      if (!version) return json(res, 404, { error: { code: "404", message: "Resource not found" } });
      if (!versions.has(version)) return json(res, 400, { error: { code: "BadRequest", message: "API version not supported" } });
      deployment = decodeURIComponent(dep[1]);
      op = dep[2];
    } else if (v1) {
      if (url.searchParams.has("api-version")) return json(res, 400, { error: { code: "BadRequest", message: "api-version query parameter is not allowed when using /v1 path" } });
      deployment = String(body.model ?? "");
      op = v1[1];
    } else return json(res, 404, { error: { code: "404", message: "Resource not found" } });
    if (deployment.includes("fail-429")) return json(res, 429, { error: { code: "429", message: "Requests to the ChatCompletions_Create Operation have exceeded call rate limit." } }, { "retry-after": "2" });
    if (deployment.includes("fail-500")) return json(res, 500, { error: { code: "InternalServerError", message: "The server had an error." } });
    if (op === "embeddings") {
      const input = body.input as string[];
      // encoding_format "base64": little-endian float32s, base64 (the openai SDK's default).
      const encode = (v: number[]) => (body.encoding_format === "base64" ? Buffer.from(new Float32Array(v).buffer).toString("base64") : v);
      return json(res, 200, {
        object: "list",
        data: input.map((s, index) => ({ object: "embedding", index, embedding: encode([s.length, index, 0.5]) })),
        model: deployment,
        usage: { prompt_tokens: input.length * 2, total_tokens: input.length * 2 },
      });
    }
    const tools = ((body.tools as Array<{ function: { name: string } }>) ?? []).map((t) => t.function.name);
    const reply = decide(oaTurn(body.messages as OaMsg[]), tools, body.max_tokens as number | undefined);
    const calls = (reply.calls ?? []).map((c) => ({ id: `call_${++n}`, type: "function", function: { name: c.name, arguments: JSON.stringify(c.input) } }));
    const finish = reply.stop === "tool" ? "tool_calls" : reply.stop === "max" ? "length" : "stop";
    const usage = { prompt_tokens: USAGE.input + USAGE.cacheRead, completion_tokens: USAGE.output, total_tokens: USAGE.input + USAGE.cacheRead + USAGE.output, prompt_tokens_details: { cached_tokens: USAGE.cacheRead } };
    const id = `chatcmpl-${randomBytes(6).toString("hex")}`;
    if (!body.stream) {
      return json(res, 200, {
        id,
        object: "chat.completion",
        created: 1_700_000_000,
        model: "gpt-4o-2024-11-20",
        choices: [{ index: 0, message: { role: "assistant", content: reply.text ?? null, ...(calls.length ? { tool_calls: calls } : {}) }, finish_reason: finish, content_filter_results: {} }],
        usage,
        prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }],
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 1_700_000_000, model: "gpt-4o-2024-11-20", choices: [{ index: 0, delta, finish_reason, content_filter_results: {} }] })}\n\n`;
    // Azure's first chunk: the prompt's content-filter results, no choices.
    res.write(`data: ${JSON.stringify({ choices: [], created: 0, id: "", model: "", object: "", prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] })}\n\n`);
    res.write(chunk({ role: "assistant", content: "" }));
    for (const piece of reply.text ? pieces(reply.text) : []) res.write(chunk({ content: piece }));
    if (deployment.includes("stream-break")) {
      res.socket?.destroySoon();
      return 200;
    }
    calls.forEach((c, index) => {
      res.write(chunk({ tool_calls: [{ index, id: c.id, type: "function", function: { name: c.function.name, arguments: "" } }] }));
      res.write(chunk({ tool_calls: [{ index, function: { arguments: c.function.arguments } }] }));
    });
    res.write(chunk({}, finish));
    if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
      res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 1_700_000_000, model: "gpt-4o-2024-11-20", choices: [], usage })}\n\n`);
    }
    res.end("data: [DONE]\n\n");
    return 200;
  };
}

// ---------------------------------------------------------------------------------------------
// Bedrock (SigV4, Converse, ConverseStream, InvokeModel)

const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (d: Buffer | string) => hash("sha256", d, "hex");
const hmac = (k: Buffer | string, d: string) => createHmac("sha256", k).update(d).digest();

/** The derived signing key per secret, day, region and service (AWS derives it once a day too): 4 HMACs saved a request. */
const derivedKeys = new Map<string, Buffer>();
function derivedKey(secret: string, date: string, region: string, service: string): Buffer {
  const id = `${secret}\n${date}\n${region}\n${service}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), "aws4_request");
    if (derivedKeys.size >= 64) derivedKeys.clear();
    derivedKeys.set(id, key);
  }
  return key;
}

/**
 * The SigV4 check AWS makes, written from the signature documentation (independent of the
 * gateway's signer): null when the request is signed correctly, else the AWS error to answer.
 */
export function verifySigV4(
  req: { method: string; path: string; headers: http.IncomingHttpHeaders },
  body: Buffer,
  creds: { accessKeyId: string; secretAccessKey: string; sessionToken?: string; region: string; service: string },
  now = Date.now(),
): { type: string; message: string } | null {
  const auth = String(req.headers.authorization ?? "");
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return { type: "IncompleteSignatureException", message: "Authorization header requires 'Credential', 'Signature' and 'SignedHeaders' parameters." };
  const [, akid, date, region, service, signedHeaders, signature] = m;
  if (akid !== creds.accessKeyId) return { type: "UnrecognizedClientException", message: "The security token included in the request is invalid." };
  if (region !== creds.region || service !== creds.service) return { type: "InvalidSignatureException", message: `Credential should be scoped to a valid region and service ${creds.service}.` };
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const t = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!t || amzDate.slice(0, 8) !== date) return { type: "IncompleteSignatureException", message: "Date must be in ISO-8601 'basic format'." };
  const at = Date.UTC(+t[1], +t[2] - 1, +t[3], +t[4], +t[5], +t[6]);
  if (Math.abs(now - at) > 5 * 60_000) return { type: "InvalidSignatureException", message: "Signature expired." };
  if (creds.sessionToken && req.headers["x-amz-security-token"] !== creds.sessionToken) return { type: "UnrecognizedClientException", message: "The security token included in the request is invalid." };
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return { type: "InvalidSignatureException", message: "host and x-amz-date must be signed." };
  const [rawPath, rawQuery = ""] = req.path.split("?");
  // Non-S3 services: every path segment as received, URI-encoded once more.
  const canonicalUri = rawPath
    .split("/")
    .map((seg) => rfc3986(seg))
    .join("/");
  const canonicalQuery = rawQuery
    .split("&")
    .filter(Boolean)
    .map((kv) => kv.split("=").map((x) => rfc3986(decodeURIComponent(x))))
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([k, v = ""]) => `${k}=${v}`)
    .join("&");
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
  const payloadHash = typeof req.headers["x-amz-content-sha256"] === "string" ? req.headers["x-amz-content-sha256"] : sha256(body);
  const canonical = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = derivedKey(creds.secretAccessKey, date, region, service);
  const expected = createHmac("sha256", key).update(toSign).digest("hex");
  if (!safeEqual(expected, signature)) {
    return {
      type: "InvalidSignatureException",
      message: "The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.",
    };
  }
  return null;
}

type CvBlock = {
  text?: string;
  image?: { format: string; source: { bytes: string } };
  toolUse?: { toolUseId: string; name: string };
  toolResult?: { toolUseId: string; content: Array<{ text?: string }>; status?: string };
};
type CvMsg = { role: string; content: CvBlock[] };

function converseTurn(messages: CvMsg[]): Turn {
  const turn: Turn = { texts: [], images: [], results: [] };
  const last = messages.at(-1);
  const prev = messages.at(-2);
  const names = new Map((prev?.content ?? []).flatMap((b) => (b.toolUse ? [[b.toolUse.toolUseId, b.toolUse.name] as const] : [])));
  for (const b of last?.content ?? []) {
    if (b.text !== undefined) turn.texts.push(b.text);
    if (b.image) turn.images.push({ mime: `image/${b.image.format}`, bytes: b64bytes(b.image.source.bytes) });
    if (b.toolResult) turn.results.push({ ref: `${names.get(b.toolResult.toolUseId) ?? "?"}#${b.toolResult.toolUseId}`, text: b.toolResult.content.map((c) => c.text ?? "").join("") });
  }
  return turn;
}

/** What Converse validates (ValidationException otherwise). */
function converseProblem(body: Record<string, unknown>): string | null {
  const messages = body.messages as CvMsg[] | undefined;
  if (!Array.isArray(messages) || !messages.length) return "messages: must not be empty";
  if (messages[0].role !== "user") return "A conversation must start with a user message. Try again with a conversation that starts with a user message.";
  for (let i = 1; i < messages.length; i++) if (messages[i].role === messages[i - 1].role) return "A conversation must alternate between user and assistant roles.";
  const usesTools = messages.some((m) => m.content.some((b) => b.toolUse || b.toolResult));
  if (usesTools && !body.toolConfig) return "The toolConfig field must be defined when using toolUse and toolResult content blocks.";
  for (let i = 1; i < messages.length; i++) {
    const asked = new Set(messages[i - 1].content.flatMap((b) => (b.toolUse ? [b.toolUse.toolUseId] : [])));
    for (const b of messages[i].content) if (b.toolResult && !asked.has(b.toolResult.toolUseId)) return "The number of toolResult blocks at messages.N.content exceeds the number of toolUse blocks of previous turn.";
    for (const b of messages[i].content) if (b.image && !["png", "jpeg", "gif", "webp"].includes(b.image.format)) return "image format is invalid";
    if (messages[i].role === "user" && asked.size && messages[i].content.filter((b) => b.toolResult).length !== asked.size) return "Expected toolResult blocks for every toolUse of the previous turn.";
  }
  const cfg = body.inferenceConfig as { maxTokens?: unknown } | undefined;
  if (cfg?.maxTokens !== undefined && (typeof cfg.maxTokens !== "number" || cfg.maxTokens < 1)) return "inferenceConfig.maxTokens: must be at least 1";
  if ("model" in body) return "Malformed input request: extraneous key [model] is not permitted";
  return null;
}

const frame = (eventType: string, payload: unknown) =>
  encodeEventStreamMessage({ ":event-type": eventType, ":content-type": "application/json", ":message-type": "event" }, JSON.stringify({ ...(payload as object), p: "abcdefghijklmnopqrstuvwxyzABCDEF".slice(0, 7) }));
const exceptionFrame = (type: string, message: string) =>
  encodeEventStreamMessage({ ":exception-type": type, ":content-type": "application/json", ":message-type": "exception" }, JSON.stringify({ message }));

function bedrockHandler(o: CloudMockOptions): Handler {
  let n = 0;
  const error = (res: http.ServerResponse, status: number, type: string, message: string) => json(res, status, { message }, { "x-amzn-errortype": `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/` });
  return (req, raw, res) => {
    const path = req.url ?? "/";
    const auth = String(req.headers.authorization ?? "");
    if (auth.startsWith("Bearer ")) {
      if (!o.aws.apiKey || !safeEqual(auth.slice(7), o.aws.apiKey)) return error(res, 403, "UnrecognizedClientException", "Invalid API Key format: Must start with pre-defined prefix");
    } else {
      const bad = verifySigV4({ method: req.method ?? "POST", path, headers: req.headers }, raw, { ...o.aws, service: "bedrock" });
      if (bad) return error(res, 403, bad.type, bad.message);
    }
    const m = /^\/model\/([^/]+)\/(converse|converse-stream|invoke)$/.exec(path);
    if (!m) return error(res, 404, "UnknownOperationException", "Unknown operation");
    const model = decodeURIComponent(m[1]);
    if (/[:/]/.test(m[1])) return error(res, 400, "ValidationException", "The model id in the path must be URI-encoded");
    const op = m[2];
    if (model.includes("fail-429")) return error(res, 429, "ThrottlingException", "Too many requests, please wait before trying again.");
    if (model.includes("fail-500")) return error(res, 503, "ServiceUnavailableException", "Bedrock is unable to process your request.");
    // Some AWS errors quote the canonical request, session token included.
    if (model.includes("echo-token")) return error(res, 400, "ValidationException", `Bad request; canonical headers: x-amz-security-token:${String(req.headers["x-amz-security-token"])}`);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
    } catch {
      return error(res, 400, "ValidationException", "Malformed input request, please reformat your input and try again.");
    }
    if (op === "invoke") {
      if (/titan-embed/.test(model)) {
        const text = String(body.inputText ?? "");
        const dims = typeof body.dimensions === "number" ? body.dimensions : 3;
        return json(res, 200, { embedding: Array.from({ length: dims }, (_, i) => (i === 0 ? text.length : 0.25)), inputTextTokenCount: text.split(/\s+/).filter(Boolean).length, embeddingsByType: {} });
      }
      if (/cohere\.embed/.test(model)) {
        if (typeof body.input_type !== "string") return error(res, 400, "ValidationException", "Malformed input request: #: required key [input_type] not found");
        const texts = body.texts as string[];
        return json(res, 200, { id: "emb-1", response_type: "embeddings_by_type", texts, embeddings: { float: texts.map((t) => [t.length, 0.5, 0.5]) } });
      }
      return error(res, 400, "ValidationException", "This model does not support InvokeModel in this mock");
    }
    const problem = converseProblem(body);
    if (problem) return error(res, 400, "ValidationException", problem);
    const tools = ((body.toolConfig as { tools?: Array<{ toolSpec?: { name: string } }> } | undefined)?.tools ?? []).flatMap((t) => (t.toolSpec ? [t.toolSpec.name] : []));
    const reply = decide(converseTurn(body.messages as CvMsg[]), tools, (body.inferenceConfig as { maxTokens?: number } | undefined)?.maxTokens);
    const stopReason = reply.stop === "tool" ? "tool_use" : reply.stop === "max" ? "max_tokens" : "end_turn";
    const usage = { inputTokens: USAGE.input, outputTokens: USAGE.output, totalTokens: USAGE.input + USAGE.output + USAGE.cacheRead + USAGE.cacheWrite, cacheReadInputTokens: USAGE.cacheRead, cacheWriteInputTokens: USAGE.cacheWrite };
    const calls = (reply.calls ?? []).map((c) => ({ toolUseId: `tooluse_${++n}${randomBytes(4).toString("hex")}`, name: c.name, input: c.input }));
    if (op === "converse") {
      const content = [...(reply.text ? [{ text: reply.text }] : []), ...calls.map((c) => ({ toolUse: c }))];
      return json(res, 200, { output: { message: { role: "assistant", content } }, stopReason, usage, metrics: { latencyMs: 42 } });
    }
    res.writeHead(200, { "content-type": "application/vnd.amazon.eventstream", "x-amzn-bedrock-content-type": "application/json" });
    // A throttle that arrives as the stream's first frame (the HTTP status already said 200).
    if (model.includes("stream-throttle")) {
      res.end(exceptionFrame("throttlingException", "Too many tokens, please wait before trying again."));
      return 200;
    }
    res.write(frame("messageStart", { role: "assistant" }));
    let index = 0;
    if (reply.text) {
      for (const piece of pieces(reply.text)) res.write(frame("contentBlockDelta", { contentBlockIndex: index, delta: { text: piece } }));
      if (model.includes("stream-break")) {
        res.end(exceptionFrame("modelStreamErrorException", "The model stream was interrupted."));
        return 200;
      }
      res.write(frame("contentBlockStop", { contentBlockIndex: index }));
      index++;
    }
    for (const c of calls) {
      res.write(frame("contentBlockStart", { contentBlockIndex: index, start: { toolUse: { toolUseId: c.toolUseId, name: c.name } } }));
      const input = JSON.stringify(c.input);
      res.write(frame("contentBlockDelta", { contentBlockIndex: index, delta: { toolUse: { input: input.slice(0, 5) } } }));
      res.write(frame("contentBlockDelta", { contentBlockIndex: index, delta: { toolUse: { input: input.slice(5) } } }));
      res.write(frame("contentBlockStop", { contentBlockIndex: index }));
      index++;
    }
    res.write(frame("messageStop", { stopReason }));
    res.end(frame("metadata", { usage, metrics: { latencyMs: 42 } }));
    return 200;
  };
}

// ---------------------------------------------------------------------------------------------
// Gemini (AI Studio and Vertex) and Claude on Vertex

type GPart = {
  text?: string;
  thought?: boolean;
  inlineData?: { mimeType: string; data: string };
  functionCall?: { name: string; args?: unknown };
  functionResponse?: { name: string; response: unknown };
  thoughtSignature?: string;
};
type GContent = { role?: string; parts: GPart[] };

function geminiTurn(contents: GContent[]): Turn {
  const turn: Turn = { texts: [], images: [], results: [] };
  for (const p of contents.at(-1)?.parts ?? []) {
    if (p.text !== undefined) turn.texts.push(p.text);
    if (p.inlineData) turn.images.push({ mime: p.inlineData.mimeType, bytes: b64bytes(p.inlineData.data) });
    if (p.functionResponse) {
      const r = p.functionResponse.response as { result?: unknown; error?: unknown };
      turn.results.push({ ref: p.functionResponse.name, text: String(r.result ?? r.error ?? JSON.stringify(r)) });
    }
  }
  return turn;
}

function geminiProblem(body: Record<string, unknown>, model: string): { status: string; message: string } | null {
  const contents = body.contents as GContent[] | undefined;
  if (!Array.isArray(contents) || !contents.length) return { status: "INVALID_ARGUMENT", message: "* GenerateContentRequest.contents: contents is not specified" };
  for (const [i, c] of contents.entries()) {
    if (c.role !== "user" && c.role !== "model") return { status: "INVALID_ARGUMENT", message: `Please use a valid role: user, model. (contents[${i}])` };
    if (!c.parts?.length) return { status: "INVALID_ARGUMENT", message: `* GenerateContentRequest.contents[${i}].parts: contents.parts must not be empty.` };
    if (c.parts.some((p) => p.text === "")) return { status: "INVALID_ARGUMENT", message: "Unable to submit request because it has an empty text parameter. Add a value to the parameter and try again." };
    if (/gemini-3/.test(model)) {
      for (const p of c.parts) {
        if (p.functionCall && !p.thoughtSignature) {
          return { status: "INVALID_ARGUMENT", message: `Function call is missing a thought_signature in functionCall parts. This is required for tools to work correctly (contents[${i}]).` };
        }
      }
    }
  }
  return null;
}

const googleError = (res: http.ServerResponse, code: number, status: string, message: string, details: unknown[] = []) =>
  json(res, code, { error: { code, message, status, ...(details.length ? { details } : {}) } });

/** generateContent / streamGenerateContent for one Gemini model (both Google hosts). */
function geminiAnswer(res: http.ServerResponse, body: Record<string, unknown>, model: string, stream: boolean): number {
  if (model.includes("fail-429")) return googleError(res, 429, "RESOURCE_EXHAUSTED", "Resource has been exhausted (e.g. check quota).");
  if (model.includes("fail-500")) return googleError(res, 503, "UNAVAILABLE", "The model is overloaded. Please try again later.");
  const problem = geminiProblem(body, model);
  if (problem) return googleError(res, 400, problem.status, problem.message);
  const decls = ((body.tools as Array<{ functionDeclarations?: Array<{ name: string }> }>) ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((d) => d.name));
  const cfg = (body.generationConfig ?? {}) as { maxOutputTokens?: number; responseMimeType?: string };
  const reply = decide(geminiTurn(body.contents as GContent[]), decls, cfg.maxOutputTokens);
  let text = reply.text;
  if (text && cfg.responseMimeType === "application/json") text = JSON.stringify({ answer: text });
  const calls: GPart[] = (reply.calls ?? []).map((c, i) => ({ functionCall: { name: c.name, args: c.input }, thoughtSignature: Buffer.from(`sig:${c.name}:${i}:${randomBytes(8).toString("hex")}`).toString("base64") }));
  const finishReason = reply.stop === "max" ? "MAX_TOKENS" : "STOP";
  const usageMetadata = {
    promptTokenCount: USAGE.input + USAGE.cacheRead,
    candidatesTokenCount: USAGE.output,
    totalTokenCount: USAGE.input + USAGE.cacheRead + USAGE.output,
    cachedContentTokenCount: USAGE.cacheRead,
    promptTokensDetails: [{ modality: "TEXT", tokenCount: USAGE.input + USAGE.cacheRead }],
  };
  const responseId = randomBytes(8).toString("base64url");
  if (!stream) {
    const parts: GPart[] = [...(text ? [{ text }] : []), ...calls];
    return json(res, 200, { candidates: [{ content: { role: "model", parts }, finishReason, index: 0 }], usageMetadata, modelVersion: model, responseId });
  }
  res.writeHead(200, { "content-type": "text/event-stream" });
  // Google separates its events with CRLF pairs.
  const send = (chunk: unknown) => res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
  const textPieces = text ? pieces(text) : [];
  textPieces.forEach((piece, i) => {
    const last = i === textPieces.length - 1 && !calls.length;
    send({ candidates: [{ content: { role: "model", parts: [{ text: piece }] }, index: 0, ...(last ? { finishReason } : {}) }], ...(last ? { usageMetadata } : {}), modelVersion: model, responseId });
  });
  if (model.includes("stream-break")) {
    res.socket?.destroySoon();
    return 200;
  }
  if (calls.length) send({ candidates: [{ content: { role: "model", parts: calls }, finishReason, index: 0 }], usageMetadata, modelVersion: model, responseId });
  if (!textPieces.length && !calls.length) send({ candidates: [{ content: { role: "model", parts: [{ text: "" }] }, finishReason, index: 0 }], usageMetadata, modelVersion: model, responseId });
  res.end();
  return 200;
}

function geminiEmbedAnswer(res: http.ServerResponse, body: Record<string, unknown>, model: string): number {
  const requests = body.requests as Array<{ model: string; content: { parts: Array<{ text: string }> }; outputDimensionality?: number }> | undefined;
  if (!Array.isArray(requests)) return googleError(res, 400, "INVALID_ARGUMENT", "* BatchEmbedContentsRequest.requests: requests is required");
  for (const [i, r] of requests.entries()) {
    if (r.model !== `models/${model}`) return googleError(res, 400, "INVALID_ARGUMENT", `* BatchEmbedContentsRequest.requests[${i}].model: unexpected model name format`);
  }
  return json(res, 200, { embeddings: requests.map((r) => ({ values: Array.from({ length: r.outputDimensionality ?? 3 }, (_, i) => (i === 0 ? r.content.parts[0].text.length : 0.125)) })) });
}

function geminiHandler(o: CloudMockOptions): Handler {
  return (req, raw, res) => {
    const key = req.headers["x-goog-api-key"];
    if (typeof key !== "string" || !safeEqual(key, o.geminiKey)) {
      return googleError(res, 400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", [
        { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID", domain: "googleapis.com" },
      ]);
    }
    const url = new URL(req.url ?? "/", "http://x");
    const m = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent|batchEmbedContents)$/.exec(url.pathname);
    if (!m) return googleError(res, 404, "NOT_FOUND", "Requested entity was not found.");
    const body = JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>;
    const model = decodeURIComponent(m[1]);
    if (m[2] === "batchEmbedContents") return geminiEmbedAnswer(res, body, model);
    if (m[2] === "streamGenerateContent" && url.searchParams.get("alt") !== "sse") return googleError(res, 400, "INVALID_ARGUMENT", "this mock streams SSE only (alt=sse)");
    return geminiAnswer(res, body, model, m[2] === "streamGenerateContent");
  };
}

/** Claude's Messages answer (rawPredict / streamRawPredict). */
function claudeAnswer(res: http.ServerResponse, body: Record<string, unknown>, model: string, stream: boolean): number {
  const anthropicError = (status: number, type: string, message: string) => json(res, status, { type: "error", error: { type, message } });
  if (model.includes("fail-429")) return anthropicError(429, "rate_limit_error", "Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model");
  if (model.includes("fail-500")) return anthropicError(529, "overloaded_error", "Overloaded");
  // Vertex wants the version in the body: vertex-2023-10-16 (what the gateway sends), or the
  // dated API version the current @anthropic-ai/vertex-sdk copies there from its header.
  if (typeof body.anthropic_version !== "string" || !/^(vertex-2023-10-16|\d{4}-\d{2}-\d{2})$/.test(body.anthropic_version)) {
    return anthropicError(400, "invalid_request_error", `anthropic_version: vertex-2023-10-16 is required (got ${JSON.stringify(body.anthropic_version)})`);
  }
  if ("model" in body) return anthropicError(400, "invalid_request_error", "model: Extra inputs are not permitted");
  if (Boolean(body.stream) !== stream) return anthropicError(400, "invalid_request_error", "stream must match the method (rawPredict / streamRawPredict)");
  type AMsg = { role: string; content: string | Array<{ type: string; text?: string; id?: string; name?: string; tool_use_id?: string; content?: unknown; source?: { media_type?: string; data?: string } }> };
  const messages = body.messages as AMsg[];
  const last = messages.at(-1);
  const prev = messages.at(-2);
  const turn: Turn = { texts: [], images: [], results: [] };
  const names = new Map((typeof prev?.content === "string" ? [] : (prev?.content ?? [])).flatMap((b) => (b.type === "tool_use" ? [[b.id ?? "", b.name ?? ""] as const] : [])));
  for (const b of typeof last?.content === "string" ? [{ type: "text", text: last.content }] : (last?.content ?? [])) {
    if (b.type === "text") turn.texts.push(b.text ?? "");
    if (b.type === "image") turn.images.push({ mime: b.source?.media_type ?? "?", bytes: b64bytes(b.source?.data ?? "") });
    if (b.type === "tool_result") {
      const text = typeof b.content === "string" ? b.content : ((b.content as Array<{ type: string; text?: string }> | undefined) ?? []).map((c) => c.text ?? "").join("");
      turn.results.push({ ref: `${names.get(b.tool_use_id ?? "") ?? "?"}#${b.tool_use_id}`, text });
    }
  }
  const tools = ((body.tools as Array<{ name: string }>) ?? []).map((t) => t.name);
  const reply = decide(turn, tools, body.max_tokens as number);
  const content = [...(reply.text ? [{ type: "text", text: reply.text }] : []), ...(reply.calls ?? []).map((c) => ({ type: "tool_use", id: `toolu_vrtx_${randomBytes(6).toString("hex")}`, name: c.name, input: c.input }))];
  const usage = { input_tokens: USAGE.input, output_tokens: USAGE.output, cache_creation_input_tokens: USAGE.cacheWrite, cache_read_input_tokens: USAGE.cacheRead };
  const stop_reason = reply.stop === "tool" ? "tool_use" : reply.stop === "max" ? "max_tokens" : "end_turn";
  const msg = { id: `msg_vrtx_${randomBytes(6).toString("hex")}`, type: "message", role: "assistant", model, content, stop_reason, stop_sequence: null, usage };
  if (!stream) return json(res, 200, msg);
  res.writeHead(200, { "content-type": "text/event-stream" });
  const ev = (type: string, data: Record<string, unknown>) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  ev("message_start", { message: { ...msg, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } } });
  content.forEach((b, index) => {
    if (b.type === "text") {
      ev("content_block_start", { index, content_block: { type: "text", text: "" } });
      for (const piece of pieces(String((b as { text: string }).text))) ev("content_block_delta", { index, delta: { type: "text_delta", text: piece } });
      if (model.includes("stream-break")) {
        ev("error", { error: { type: "overloaded_error", message: "Overloaded" } });
        return;
      }
    } else {
      ev("content_block_start", { index, content_block: { ...b, input: {} } });
      ev("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: JSON.stringify((b as { input: unknown }).input) } });
    }
    ev("content_block_stop", { index });
  });
  if (!model.includes("stream-break")) {
    ev("message_delta", { delta: { stop_reason, stop_sequence: null }, usage: { output_tokens: USAGE.output } });
    ev("message_stop", {});
  }
  res.end();
  return 200;
}

/** Verifies a JWT bearer assertion (RS256) as Google's token endpoint does: null when valid, else why not. */
export function verifyAssertion(assertion: string, publicKey: KeyObject, o: { clientEmail: string; tokenUri: string }, nowSec = Math.floor(Date.now() / 1000)): string | null {
  const parts = assertion.split(".");
  if (parts.length !== 3) return "malformed JWT";
  const [h, c, s] = parts;
  let header: { alg?: string };
  let claims: { iss?: string; aud?: string; exp?: number; iat?: number; scope?: string };
  try {
    header = JSON.parse(Buffer.from(h, "base64url").toString("utf8")) as typeof header;
    claims = JSON.parse(Buffer.from(c, "base64url").toString("utf8")) as typeof claims;
  } catch {
    return "malformed JWT";
  }
  if (header.alg !== "RS256") return "unsupported algorithm";
  if (!createVerify("RSA-SHA256").update(`${h}.${c}`).verify(publicKey, Buffer.from(s, "base64url"))) return "Invalid JWT Signature.";
  if (claims.iss !== o.clientEmail) return "Invalid issuer";
  if (claims.aud !== o.tokenUri) return "Invalid audience";
  if (typeof claims.exp !== "number" || typeof claims.iat !== "number" || claims.exp < nowSec || claims.iat > nowSec + 300 || claims.exp - claims.iat > 3600) return "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.";
  if (!claims.scope) return "Invalid OAuth scope or ID token audience provided.";
  return null;
}

function vertexHandler(o: CloudMockOptions, issued: Set<string>, issuedList: string[], tokenUri: () => string): Handler {
  const publicKey = createPublicKey(o.vertex.publicKeyPem);
  return (req, raw, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/token") {
      const form = new URLSearchParams(raw.toString("utf8"));
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") return json(res, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type" });
      const why = verifyAssertion(form.get("assertion") ?? "", publicKey, { clientEmail: o.vertex.clientEmail, tokenUri: tokenUri() });
      if (why) return json(res, 400, { error: "invalid_grant", error_description: why });
      const token = `ya29.mock-${randomBytes(12).toString("base64url")}`;
      issued.add(token);
      issuedList.push(token);
      return json(res, 200, { access_token: token, expires_in: o.vertex.tokenLifetimeSec ?? 3599, token_type: "Bearer" });
    }
    const auth = String(req.headers.authorization ?? "");
    if (!auth.startsWith("Bearer ") || !issued.has(auth.slice(7))) {
      return googleError(res, 401, "UNAUTHENTICATED", "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.");
    }
    const m = /^\/v1(?:beta1)?\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/(google|anthropic)\/models\/([^/:]+):(generateContent|streamGenerateContent|rawPredict|streamRawPredict)$/.exec(url.pathname);
    if (!m) return googleError(res, 404, "NOT_FOUND", `Publisher model was not found or your project does not have access to it (${url.pathname}).`);
    const [, , location, publisher, rawModel, method] = m;
    const host = String(req.headers.host ?? "");
    void host; // the host (REGION-aiplatform or aiplatform for global) is the adapter's unit test's business
    const model = decodeURIComponent(rawModel);
    const body = JSON.parse(raw.toString("utf8") || "{}") as Record<string, unknown>;
    if (publisher === "anthropic") {
      if (method !== "rawPredict" && method !== "streamRawPredict") return googleError(res, 400, "INVALID_ARGUMENT", "Claude models are served by rawPredict and streamRawPredict");
      return claudeAnswer(res, body, model, method === "streamRawPredict");
    }
    if (method !== "generateContent" && method !== "streamGenerateContent") return googleError(res, 400, "INVALID_ARGUMENT", "Gemini models are served by generateContent");
    if (method === "streamGenerateContent" && url.searchParams.get("alt") !== "sse") return googleError(res, 400, "INVALID_ARGUMENT", "this mock streams SSE only (alt=sse)");
    void location;
    return geminiAnswer(res, body, model, method === "streamGenerateContent");
  };
}

export async function startCloudMocks(o: CloudMockOptions): Promise<CloudMocks> {
  const calls: CloudCall[] = [];
  const issued = new Set<string>();
  const issuedList: string[] = [];
  let vertexUrl = "";
  const servers = await Promise.all([
    listen("azure", calls, azureHandler(o)),
    listen("bedrock", calls, bedrockHandler(o)),
    listen("vertex", calls, vertexHandler(o, issued, issuedList, () => `${vertexUrl}/token`)),
    listen("gemini", calls, geminiHandler(o)),
  ]);
  vertexUrl = servers[2].url;
  return {
    azure: servers[0].url,
    bedrock: servers[1].url,
    vertex: servers[2].url,
    gemini: servers[3].url,
    tokenUri: `${vertexUrl}/token`,
    calls,
    issued: issuedList,
    reset() {
      calls.length = 0;
    },
    close: () =>
      Promise.all(
        servers.map(
          ({ server }) =>
            new Promise<void>((r) => {
              server.closeAllConnections();
              server.close(() => r());
            }),
        ),
      ).then(() => undefined),
  };
}
