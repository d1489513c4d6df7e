import { serveInferenceWeb } from "@/server/inference/http/web";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const handle = (req: Request) => serveInferenceWeb("responses", req);
export { handle as POST, handle as GET, handle as PUT, handle as PATCH, handle as DELETE };
