import { handleConsoleRequest } from "@/server/trpc/console";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export { handleConsoleRequest as GET, handleConsoleRequest as POST };
