import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { createOpenApiNodeHttpHandler } from "trpc-to-openapi";
import type { Db } from "../db";
import { getDb } from "../db";
import { AppError, envelope, errorResponse, type ErrorEnvelope } from "../errors/app-error";
import { toAppError } from "../errors/normalize";
import { allowHeader, isJsonContentType, methodNotAllowed, unsupportedMediaType } from "../http/early-checks";
import type { Context } from "./init";
import { appRouter } from "./root";
import { procedureMeta, restOperations } from "./procedures";
import { logger } from "../logger";

declare module "./init" {
  interface Context {
    /** REST requests only: a procedure may choose this request's success status (POST /end-users: 201 new, 200 existing). */
    rest?: { status?: 200 | 201; /** set by the REST layer: the procedure that answered (its meta decides an export's content type) */ procedure?: string };
  }
}

/** Path parameters whose percent-encoding is broken (`%E0%A4%A`): 400, like malformed JSON. */
function decodePathParams(template: string | undefined, input: unknown): unknown {
  const names = template ? [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]) : [];
  if (names.length === 0 || typeof input !== "object" || input === null) return input;
  const decoded: Record<string, unknown> = { ...input };
  for (const name of names) {
    const raw = decoded[name];
    if (typeof raw !== "string") continue;
    try {
      decoded[name] = decodeURIComponent(raw);
    } catch {
      throw new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: name, message: "malformed percent-encoding" }] } });
    }
  }
  return decoded;
}

/**
 * trpc-to-openapi hands path parameters to the procedure exactly as they appear in the URL,
 * still percent-encoded (`/end-users/a%2Fb` would arrive as `a%2Fb`; Next keeps `%2F` in the URL,
 * so the value still matches its one segment). This caller decodes each one, once, before the
 * procedure sees it.
 */
function decodingCaller(caller: unknown, path: readonly string[] = []): unknown {
  return new Proxy(() => undefined, {
    get: (_t, key) => (typeof key === "string" ? decodingCaller(caller, [...path, key]) : undefined),
    apply: (_t, _self, args: unknown[]) => {
      const procedure = path.reduce((acc, key) => (acc as Record<string, unknown>)[key], caller) as (input: unknown) => unknown;
      return procedure(decodePathParams(procedureMeta(path.join("."))?.openapi?.path, args[0]));
    },
  });
}

const restRouter = {
  ...appRouter,
  createCaller: ((ctx: Context) => decodingCaller(appRouter.createCaller(ctx))) as typeof appRouter.createCaller,
};


function isEnvelope(v: unknown): v is ErrorEnvelope {
  if (typeof v !== "object" || v === null || !("error" in v)) return false;
  const e = (v as { error: unknown }).error;
  return typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "number";
}

let routeTable: Array<{ re: RegExp; methods: Set<string>; allow: string }> | undefined;

/**
 * The methods a REST path takes (path after /api/v1, still percent-encoded), or null for no
 * operation. Case-sensitive and exact, unlike trpc-to-openapi's own matching (case-insensitive,
 * trailing slash ignored): `/api/v1/KEYS` is a 404 like `/API/V1/KEYS`.
 */
export function restRoute(path: string): { methods: Set<string>; allow: string } | null {
  if (!routeTable) {
    const byTemplate = new Map<string, Set<string>>();
    for (const op of restOperations().keys()) {
      const [method, template] = op.split(" ");
      const methods = byTemplate.get(template) ?? new Set<string>();
      methods.add(method.toUpperCase());
      byTemplate.set(template, methods);
    }
    routeTable = [...byTemplate].map(([template, methods]) => ({
      re: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+")}$`),
      methods,
      allow: allowHeader(methods),
    }));
  }
  return routeTable.find((r) => r.re.test(path)) ?? null;
}

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/**
 * Before trpc-to-openapi: unknown path → 404, a method the path does not take (OPTIONS
 * included) → 405 with `Allow`, a body-taking method without `application/json` → 415.
 * HEAD is answered as GET (node sends no body).
 */
/**
 * GET /models/{id} with the id's `/` left unencoded (`/models/openai/gpt-4o`, as people type it):
 * the path with the id as one encoded segment. A path of one segment is left as it is.
 */
function modelPath(path: string): string | null {
  if (!path.startsWith("/models/")) return null;
  const id = path.slice("/models/".length);
  if (!id.includes("/")) return null;
  try {
    return `/models/${encodeURIComponent(decodeURIComponent(id))}`;
  } catch {
    return null;
  }
}

function preflight(incoming: Request): Response | Request {
  let req = incoming;
  let url = new URL(req.url);
  const rewritten = modelPath(url.pathname.slice("/api/v1".length));
  if (rewritten) {
    url = new URL(`/api/v1${rewritten}${url.search}`, url);
    req = new Request(url, req);
  }
  const path = url.pathname.slice("/api/v1".length);
  const route = restRoute(path);
  if (!route) return errorResponse(new AppError("NOT_FOUND"));
  // trpc-to-openapi collects the query into a plain object: a key such as `constructor` or
  // `toString` meets Object.prototype's member there and throws (a 500). No operation takes one.
  for (const name of url.searchParams.keys()) {
    if (name in Object.prototype) {
      return errorResponse(new AppError("INVALID_REQUEST", { metadata: { issues: [{ field: name, message: "is not a query parameter of this operation" }] } }));
    }
  }
  const method = req.method === "HEAD" && route.methods.has("GET") ? "GET" : req.method;
  if (!route.methods.has(method)) return errorResponse(methodNotAllowed(route.allow));
  if (BODY_METHODS.has(method) && !isJsonContentType(req.headers.get("content-type"))) return errorResponse(unsupportedMediaType());
  return method === req.method ? req : new Request(req, { method });
}

/**
 * The public REST surface: trpc-to-openapi's fetch handler over the one router, with every
 * error body rewritten into the spec 7 envelope (the error formatter puts it in `envelope`).
 */
export async function handleRestRequest(incoming: Request): Promise<Response> {
  const requestId = randomUUID();
  const started = performance.now();
  let res = await answerRest(incoming);
  try {
    res.headers.set("x-request-id", requestId);
  } catch {
    // an immutable Response (never built here, but cheap to guard): copy it
    res = new Response(res.body, { status: res.status, statusText: res.statusText, headers: new Headers(res.headers) });
    res.headers.set("x-request-id", requestId);
  }
  const fields = { requestId, method: incoming.method, path: new URL(incoming.url).pathname, status: res.status, ms: Math.round(performance.now() - started) };
  if (res.status >= 500) logger.error(fields, "REST request failed");
  else logger.info(fields, "REST request answered");
  return res;
}

/**
 * What trpc-to-openapi's node handler is given for a Web request: the request with its URL
 * relative to the endpoint and its body read beforehand (JSON parsed, a form as arrays of
 * values, anything else the stream), the way its fetch adapter hands them over; a body that
 * does not parse fails as that adapter's does (PARSE_ERROR), when the handler reads it.
 */
async function handlerRequest(req: Request, endpoint: string): Promise<Request> {
  const url = new URL(req.url.replace(endpoint, "")).toString();
  let body: { ok: true; value: unknown } | { ok: false; cause: unknown };
  const type = req.headers.get("content-type");
  try {
    if (type?.includes("application/json")) body = { ok: true, value: JSON.parse(await req.text()) };
    else if (type?.includes("application/x-www-form-urlencoded")) {
      const params = new URLSearchParams(await req.text());
      const form: Record<string, string[]> = {};
      for (const name of params.keys()) form[name] = params.getAll(name);
      body = { ok: true, value: form };
    } else body = { ok: true, value: req.body };
  } catch (cause) {
    body = { ok: false, cause };
  }
  return new Proxy(req, {
    get: (target, prop) => {
      if (prop === "url") return url;
      if (prop === "body") {
        if (!body.ok) throw new TRPCError({ code: "PARSE_ERROR", message: "Failed to parse request body", cause: body.cause });
        return body.value;
      }
      return target[prop as keyof Request];
    },
  });
}

/** The node handler's response side: collects status and headers, and answers with a Web Response at `end`. */
class HandlerResponse {
  statusCode = 200;
  readonly headers = new Headers();
  /** The context's REST slot: a procedure's chosen status, and which procedure answered. */
  readonly rest: NonNullable<Context["rest"]> = {};
  constructor(
    readonly db: Db,
    readonly authorization: string | null,
    private readonly done: (res: HandlerResponse) => void,
  ) {}
  /** The answer, once `end` was called. */
  response: Response | undefined;
  setHeader(name: string, value: string | readonly string[]): void {
    if (typeof value === "string") this.headers.set(name, value);
    else for (const v of value) this.headers.append(name, v);
  }
  end(body?: string): void {
    this.response = new Response(body, { status: this.statusCode, headers: this.headers });
    this.done(this);
  }
}

/**
 * trpc-to-openapi's node handler, built once (its fetch adapter builds it, and with it a RegExp
 * per REST path, on every request): everything per request comes in through the request and the
 * response object it is handed.
 */
const openApiHandler = createOpenApiNodeHttpHandler({
  router: restRouter,
  createContext: ({ res }: { res: HandlerResponse }): Context => ({ db: res.db, now: () => new Date(), auth: { type: "bearer" as const, header: res.authorization }, rest: res.rest }),
  responseMeta: ({ ctx, paths, errors }: { ctx?: Context; paths?: readonly string[]; errors: ReadonlyArray<{ cause?: unknown }> }) => {
    if (ctx?.rest) ctx.rest.procedure = paths?.[0];
    if (errors.length > 0) {
      const cause = errors[0].cause;
      return cause instanceof AppError ? { status: cause.status, headers: cause.headers } : {};
    }
    return { status: ctx?.rest?.status ?? procedureMeta(paths?.[0])?.successStatus ?? 200 };
  },
} as unknown as Parameters<typeof createOpenApiNodeHttpHandler>[0]) as unknown as (req: Request, res: HandlerResponse) => Promise<void>;

async function answerRest(incoming: Request): Promise<Response> {
  const checked = preflight(incoming);
  if (checked instanceof Response) return checked;
  const req = checked;
  let res: Response;
  let path: string | undefined;
  try {
    const db = await getDb();
    const proxied = await handlerRequest(req, "/api/v1");
    const out = await new Promise<HandlerResponse>((resolve, reject) => {
      const answer = new HandlerResponse(db, req.headers.get("authorization"), resolve);
      // a handler that returns without ending the response must not leave the request hanging
      openApiHandler(proxied, answer).then(() => answer.response ?? reject(new Error("trpc-to-openapi returned without a response")), reject);
    });
    if (!out.response) throw new Error("trpc-to-openapi ended without a response");
    res = out.response;
    path = out.rest.procedure;
  } catch (err) {
    return errorResponse(toAppError(err));
  }
  if (res.status < 400) {
    // An export (meta.contentType): the procedure's string output, sent as is.
    const contentType = procedureMeta(path)?.contentType;
    if (!contentType) return res;
    const text: unknown = await res.json();
    return new Response(typeof text === "string" ? text : "", {
      status: res.status,
      headers: { "content-type": `${contentType}; charset=utf-8`, "content-disposition": `attachment; filename="${(path ?? "export").split(".")[0]}.csv"` },
    });
  }
  const body: unknown = await res.json().catch(() => null);
  const env =
    typeof body === "object" && body !== null && "envelope" in body && isEnvelope(body.envelope)
      ? body.envelope
      : envelope(new AppError(res.status === 404 ? "NOT_FOUND" : "INTERNAL"));
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(env), { status: env.error.code, headers });
}

/** Any /api path no route serves: 404 in the envelope. */
export function handleUnknownApiPath(): Response {
  return errorResponse(new AppError("NOT_FOUND"));
}
