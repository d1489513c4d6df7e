import { openApiDocument } from "@/server/trpc/openapi";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export function GET(): Response {
  return Response.json(openApiDocument());
}
