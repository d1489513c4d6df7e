/**
 * The page to come back to after sign-in, carried as /login?next=<path>. Only same-origin
 * relative paths are honoured ("/keys?x=1"): never "//evil.example", "/\\evil", "https://…".
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\\]/.test(next)) return null;
  if (next === "/login" || next.startsWith("/login?") || next.startsWith("/api/")) return null;
  return next;
}

/** The sign-in page, remembering `path` when it is worth coming back to. */
export function loginPath(path: string): string {
  const next = safeNextPath(path);
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}
