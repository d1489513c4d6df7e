import { answerMetrics } from "@/server/observability/metrics-endpoint";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** GET /metrics under `next start` / `next dev` (the lean server answers it itself). */
async function handle(req: Request): Promise<Response> {
  const m = await answerMetrics(req.method, req.headers.get("authorization") ?? undefined);
  return new Response(req.method === "HEAD" ? null : m.body, { status: m.status, headers: m.headers });
}
export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
