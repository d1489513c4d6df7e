import { randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import type { Db } from "../db";
import { env } from "../env";

/**
 * Console sessions: an httpOnly cookie sealed (encrypted + signed) with iron-session. It holds
 * the management key's hash, never the key; every request re-checks that key, so disabling
 * or deleting it ends the session.
 */
import { SESSION_COOKIE } from "./session-cookie";

export { SESSION_COOKIE };
const TTL_SECONDS = 60 * 60 * 12;

interface SessionData {
  keyHash: string;
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

export async function sessionCookie(db: Db, keyHash: string, secure: boolean): Promise<string> {
  const sealed = await sealData({ keyHash } satisfies SessionData, {
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

/** The key hash of a valid session cookie, or null. */
export async function readSession(db: Db, cookieHeader: string | null | undefined): Promise<string | null> {
  const sealed = readCookie(cookieHeader, SESSION_COOKIE);
  if (!sealed) return null;
  try {
    const data = await unsealData<Partial<SessionData>>(sealed, {
      password: await sessionSecret(db),
      ttl: TTL_SECONDS,
    });
    return typeof data.keyHash === "string" ? data.keyHash : null;
  } catch {
    return null;
  }
}
