import { randomBytes, randomUUID } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import type { Db } from "../db";
import { env } from "../env";
import { sessionStore } from "./session-store";

/**
 * Console sessions: an httpOnly cookie sealed (encrypted + signed) with iron-session. It holds
 * the management key's hash (never the key) and a server-side session id; every request re-checks
 * both, so signing out, disabling or deleting the key, or a role change of its user ends the session.
 */
import { SESSION_COOKIE } from "./session-cookie";

export { SESSION_COOKIE };
const TTL_SECONDS = 60 * 60 * 12;

interface SessionData {
  keyHash: string;
  /** The server-side session (console_sessions): sign-out and revocations end it. */
  sid: string;
}

const SECRET = Symbol.for("switchyard.sessionSecret");
type Holder = { [SECRET]?: Promise<string> };

export function sessionSecret(db: Db): Promise<string> {
  const fromEnv = env().GATEWAY_SESSION_SECRET;
  if (fromEnv) return Promise.resolve(fromEnv);
  const h = globalThis as Holder;
  h[SECRET] ??= (async () => {
    await db.setting.createMany({
      data: [{ key: "session_secret", value: randomBytes(32).toString("hex") }],
      skipDuplicates: true,
    });
    const row = await db.setting.findUniqueOrThrow({ where: { key: "session_secret" } });
    return row.value;
  })();
  return h[SECRET];
}

/** A new server-side session for the key (acting for userId) and its sealed cookie. */
export async function sessionCookie(db: Db, keyHash: string, userId: string, secure: boolean): Promise<string> {
  const sid = randomUUID();
  await sessionStore().create(db, { id: sid, keyHash, userId, now: new Date(), ttlSeconds: TTL_SECONDS });
  const sealed = await sealData({ keyHash, sid } satisfies SessionData, {
    password: await sessionSecret(db),
    ttl: TTL_SECONDS,
  });
  return `${SESSION_COOKIE}=${sealed}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${TTL_SECONDS}${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The sealed session of a cookie header (signature and 12 h lifetime checked), or null. */
async function unsealed(db: Db, cookieHeader: string | null | undefined): Promise<SessionData | null> {
  const sealed = readCookie(cookieHeader, SESSION_COOKIE);
  if (!sealed) return null;
  try {
    const data = await unsealData<Partial<SessionData>>(sealed, {
      password: await sessionSecret(db),
      ttl: TTL_SECONDS,
    });
    // A cookie sealed before sessions were kept server-side has no sid: it no longer signs in.
    return typeof data.keyHash === "string" && typeof data.sid === "string" ? { keyHash: data.keyHash, sid: data.sid } : null;
  } catch {
    return null;
  }
}

/** The key hash of a valid session cookie whose server-side session is live, or null. */
export async function readSession(db: Db, cookieHeader: string | null | undefined): Promise<string | null> {
  const data = await unsealed(db, cookieHeader);
  if (!data) return null;
  const keyHash = await sessionStore().live(db, data.sid);
  return keyHash !== null && keyHash === data.keyHash ? keyHash : null;
}

/** Sign-out: the cookie's session is revoked server-side (a copy of the cookie no longer works). */
export async function revokeSession(db: Db, cookieHeader: string | null | undefined): Promise<void> {
  const data = await unsealed(db, cookieHeader);
  if (data) await sessionStore().revoke(db, { id: data.sid });
}
