import { methodNotAllowed } from "@/server/http/early-checks";
import { errorResponse } from "@/server/errors/app-error";
import { openApiDocument } from "@/server/trpc/openapi";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export function GET(): Response {
  return Response.json(openApiDocument());
}

/** Every other method: 405 with `Allow` in the envelope (Next's own 405 has an empty body). */
function notAllowed(): Response {
  return errorResponse(methodNotAllowed("GET, HEAD"));
}

export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
