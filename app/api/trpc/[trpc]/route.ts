import { BODY_LIMITS, drainingFirst, withBodyLimit } from "@/server/http/body-limit";
import { methodNotAllowedHandler } from "@/server/http/early-checks";
import { handleConsoleRequest } from "@/server/trpc/console";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// The body is bounded before the handler (and its authentication) reads it.
const handle = withBodyLimit(BODY_LIMITS.trpc, handleConsoleRequest, { drainFirst: true });
// A 405 reads and drops the body first: Next would close on it unread (a reset, not the answer).
const other = drainingFirst(methodNotAllowedHandler(["GET", "POST"]));
export { handle as GET, handle as POST, other as PUT, other as PATCH, other as DELETE, other as OPTIONS };
