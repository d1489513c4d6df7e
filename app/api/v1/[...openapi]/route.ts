import { BODY_LIMITS, withBodyLimit } from "@/server/http/body-limit";
import { handleRestRequest } from "@/server/trpc/rest";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// The body is bounded before the handler (and its authentication) reads it.
const handle = withBodyLimit(BODY_LIMITS.rest, handleRestRequest, { drainFirst: true });
export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE, handle as HEAD, handle as OPTIONS };
