import { z } from "zod";
import { getDb } from "../db";
import { AppError, errorResponse } from "../errors/app-error";
import { invalidRequest, toAppError, zodIssues } from "../errors/normalize";
import { authenticateKey, requireManagement } from "./authenticate";
import { remoteAddressOf } from "../http/node-web";
import { clearedSessionCookie, revokeSession, sessionCookie } from "./session";
import { assertSignInAllowed, recordFailedSignIn } from "./sign-in-limit";

const signInBody = z.object({ key: z.string().min(1).max(500) });

function isSecure(req: Request): boolean {
  return new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
}

/** POST /api/session {key}: a management key signs the console in (httpOnly sealed cookie). */
export async function handleSignIn(req: Request): Promise<Response> {
  try {
    if (!req.headers.get("content-type")?.startsWith("application/json")) {
      throw new AppError("INVALID_REQUEST", { metadata: { reason: "Content-Type must be application/json" } });
    }
    const raw: unknown = await req.json().catch(() => {
      throw new AppError("INVALID_REQUEST", { metadata: { reason: "Malformed JSON body" } });
    });
    const parsed = signInBody.safeParse(raw);
    if (!parsed.success) throw invalidRequest(zodIssues(parsed.error.issues));
    const db = await getDb();
    const address = remoteAddressOf(req) ?? "unknown";
    await assertSignInAllowed(address);
    const caller = await authenticateKey(db, parsed.data.key.trim())
      .then(requireManagement)
      .catch(async (err: unknown) => {
        // an unknown, disabled or expired key, or an inference key: one failed sign-in of the address
        if (err instanceof AppError && err.status === 401) await recordFailedSignIn(address);
        throw err;
      });
    return new Response(JSON.stringify({ ok: true }), {
      status: 200,
      headers: { "content-type": "application/json", "set-cookie": await sessionCookie(db, caller.keyHash, caller.userId, isSecure(req)) },
    });
  } catch (err) {
    return errorResponse(toAppError(err));
  }
}

/** DELETE /api/session: sign out; the session is revoked server-side, so a saved copy of the cookie stops working. */
export async function handleSignOut(req: Request): Promise<Response> {
  try {
    await revokeSession(await getDb(), req.headers.get("cookie"));
  } catch (err) {
    return errorResponse(toAppError(err));
  }
  return new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { "content-type": "application/json", "set-cookie": clearedSessionCookie() },
  });
}
