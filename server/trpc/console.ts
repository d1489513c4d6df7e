import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { readSession } from "../auth/session";
import { getDb } from "../db";
import { appRouter } from "./root";

/** tRPC wire protocol for the console: the same procedures, authenticated by the session cookie. */
export async function handleConsoleRequest(req: Request): Promise<Response> {
  const db = await getDb();
  const keyHash = await readSession(db, req.headers.get("cookie"));
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    createContext: () => ({ db, now: () => new Date(), auth: { type: "session" as const, keyHash } }),
  });
}
