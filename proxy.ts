import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/server/auth/session-cookie";
import { loginPath } from "@/components/console/next-path";

/**
 * Console pages without a session cookie (never signed in, or the cookie expired) go to the
 * sign-in page with the page to come back to: /login?next=/keys?workspace=…
 * A cookie the server rejects is caught by the first query instead (401 → the same redirect).
 */
export function proxy(req: NextRequest): NextResponse | undefined {
  if (req.cookies.get(SESSION_COOKIE)?.value) return undefined;
  const { pathname, search } = req.nextUrl;
  // /API, /Api/v1/... in another letter case are not pages: they get the API's 404 envelope.
  const lower = pathname.toLowerCase();
  if (lower === "/api" || lower.startsWith("/api/")) return undefined;
  return NextResponse.redirect(new URL(loginPath(pathname + search), req.url));
}

export const config = {
  // Pages only: not the APIs, /metrics, Next's assets, the sign-in page or static files.
  matcher: ["/((?!api/|_next/|login|metrics|icon\\.svg|logo\\.svg|favicon\\.ico|robots\\.txt).*)"],
};
