import { handleSignIn, handleSignOut } from "@/server/auth/session-routes";
import { BODY_LIMITS, drainingFirst, withBodyLimit } from "@/server/http/body-limit";
import { methodNotAllowedHandler } from "@/server/http/early-checks";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// The body is bounded before the handler (and its authentication) reads it.
const POST = withBodyLimit(BODY_LIMITS.session, handleSignIn, { drainFirst: true });
// A 405 reads and drops the body first: Next would close on it unread (a reset, not the answer).
const other = drainingFirst(methodNotAllowedHandler(["POST", "DELETE"]));
export { POST, handleSignOut as DELETE, other as GET, other as PUT, other as PATCH, other as OPTIONS };
