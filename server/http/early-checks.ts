import { AppError } from "../errors/app-error";

const DOT_SEGMENT = /^\/api\/v1\/end-users\/(?:\.|%2e){1,2}\/?(?:[?#]|$)/i;

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
