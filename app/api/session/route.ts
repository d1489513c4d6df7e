import { handleSignIn, handleSignOut } from "@/server/auth/session-routes";
import { BODY_LIMITS, withBodyLimit } from "@/server/http/body-limit";
import { methodNotAllowedHandler } from "@/server/http/early-checks";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// The body is bounded before the handler (and its authentication) reads it.
const POST = withBodyLimit(BODY_LIMITS.session, handleSignIn, { drainFirst: true });
const other = methodNotAllowedHandler(["POST", "DELETE"]);
export { POST, handleSignOut as DELETE, other as GET, other as PUT, other as PATCH, other as OPTIONS };
