import { AppError, errorResponse } from "../errors/app-error";

const DOT_SEGMENT = /^\/api\/v1\/end-users\/(?:\.|%2e){1,2}\/?(?:[?#]|$)/i;

/** The methods the gateway implements (on some path); any other is a 501 under /api. */
export const STANDARD_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** `Allow` header order. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * The `Allow` value for a path that takes these methods (HEAD with GET). OPTIONS is not
 * served (no CORS): like any other method a path does not take, it is a 405 with `Allow`.
 */
export function allowHeader(methods: Iterable<string>): string {
  const set = new Set(methods);
  if (set.has("GET")) set.add("HEAD");
  return METHOD_ORDER.filter((m) => set.has(m)).join(", ");
}

/** 405 for a known path and a method it does not take, with `Allow`. */
export function methodNotAllowed(allow: string): AppError {
  return new AppError("METHOD_NOT_ALLOWED", { headers: { allow } });
}

/** 501 for a method the gateway implements nowhere (TRACE, PROPFIND, ...). */
export function methodNotImplemented(method: string): AppError {
  return new AppError("NOT_IMPLEMENTED", { metadata: { method: method.slice(0, 32) } });
}

/**
 * Whether a request path is under /api: "exact" (`/api` or `/api/...` as written), "case" (the
 * same in another letter case: `/API/V1/KEYS`), or null. Paths are case-sensitive; a path
 * that is /api in another case is answered with the envelope's 404, never the console's page.
 */
export function apiPathKind(url: string | undefined): "exact" | "case" | null {
  if (!url || url.length < 4) return null;
  const c = url.charCodeAt(4);
  // "/api" followed by the end, "/", "?" or "#"
  if (!(url.length === 4 || c === 0x2f || c === 0x3f || c === 0x23)) return null;
  const head = url.slice(0, 4);
  if (head === "/api") return "exact";
  return head.toLowerCase() === "/api" ? "case" : null;
}

/**
 * The production server's checks on the raw request line, before any routing: under /api (any
 * letter case) a path in the wrong case is a 404 and a method the gateway implements nowhere
 * a 501, both in the envelope (Next would answer TRACE with a plain-text 500 and PROPFIND with
 * an empty 400).
 */
export function edgeApiError(method: string | undefined, url: string | undefined): AppError | null {
  const kind = apiPathKind(url);
  if (kind === null) return null;
  if (kind === "case") return new AppError("NOT_FOUND");
  const m = method ?? "GET";
  if (!STANDARD_METHODS.has(m)) return methodNotImplemented(m);
  return null;
}

/**
 * `application/json`, optionally with a UTF-8 charset parameter (JSON is UTF-8: RFC 8259).
 * Anything else on a body-taking method (POST, PUT, PATCH) is a 415.
 */
const JSON_CONTENT_TYPE = /^application\/json[ \t]*(?:;[ \t]*charset[ \t]*=[ \t]*(?:utf-?8|"utf-?8")[ \t]*)?$/i;

export function isJsonContentType(contentType: string | null | undefined): boolean {
  return contentType !== null && contentType !== undefined && JSON_CONTENT_TYPE.test(contentType);
}

export function unsupportedMediaType(): AppError {
  return new AppError("UNSUPPORTED_MEDIA_TYPE", { metadata: { reason: "Content-Type must be application/json" } });
}

/**
 * Checks on the raw request path that must run before Next, which would otherwise redirect
 * dot segments (308) and answer a malformed percent-escape with a plain-text 500.
 */
export function earlyApiError(url: string | undefined): AppError | null {
  if (!url || !url.startsWith("/api/")) return null;
  if (DOT_SEGMENT.test(url)) {
    return new AppError("INVALID_REQUEST", {
      message: "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=.",
      metadata: { issues: [{ field: "user", message: "'.' and '..' cannot be addressed by path" }], list_filter: "GET /api/v1/end-users?user=." },
    });
  }
  const q = url.indexOf("?");
  try {
    decodeURIComponent(q === -1 ? url : url.slice(0, q));
  } catch {
    return new AppError("INVALID_REQUEST", { metadata: { reason: "Malformed percent-encoding in the path" } });
  }
  return null;
}

/**
 * A route handler answering 405 in the envelope with `Allow` (a route file's other methods: Next
 * would answer them with an empty 405).
 */
export function methodNotAllowedHandler(methods: readonly string[]): (req: Request) => Promise<Response> {
  const err = methodNotAllowed(allowHeader(methods));
  return async () => errorResponse(err);
}
