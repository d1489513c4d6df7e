import { BODY_LIMITS, withBodyLimit } from "@/server/http/body-limit";
import { methodNotAllowedHandler } from "@/server/http/early-checks";
import { handleConsoleRequest } from "@/server/trpc/console";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// The body is bounded before the handler (and its authentication) reads it.
const handle = withBodyLimit(BODY_LIMITS.trpc, handleConsoleRequest, { drainFirst: true });
const other = methodNotAllowedHandler(["GET", "POST"]);
export { handle as GET, handle as POST, other as PUT, other as PATCH, other as DELETE, other as OPTIONS };
