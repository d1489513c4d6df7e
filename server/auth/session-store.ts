import type { Db } from "../db";
import { logger } from "../logger";
import { publish, subscribe } from "../redis";

/*
 * Server-side console sessions (console_sessions). The sealed cookie names a session id; a session
 * answers only while its row exists, is not revoked and has not expired. Sign-out revokes the row,
 * and so do a role change or removal of its user and the revocation (disable or delete) of the
 * management key it was signed in with.
 *
 * Kept cheap: a session's state is cached in memory for at most SESSION_CACHE_TTL_MS, so a busy
 * console costs one indexed primary-key read per session per second. A revocation drops the cache
 * here at once and, through Redis (`sy:session-revoke`), on every other instance; without Redis,
 * or while it is down, other instances notice within the TTL.
 */

export const SESSION_CACHE_TTL_MS = 1000;
const CHANNEL = "sy:session-revoke";

interface Entry {
  keyHash: string | null;
  at: number;
}

class SessionStore {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private subscribed = false;

  async create(db: Db, s: { id: string; keyHash: string; userId: string; now: Date; ttlSeconds: number }): Promise<void> {
    await db.consoleSession.create({
      data: { id: s.id, key_hash: s.keyHash, user_id: s.userId, created_at: s.now, expires_at: new Date(s.now.getTime() + s.ttlSeconds * 1000) },
    });
    // Expired sessions (a day past their end) are swept at sign-in: the table stays small.
    await db.consoleSession.deleteMany({ where: { expires_at: { lt: new Date(s.now.getTime() - 86_400_000) } } }).catch(() => undefined);
  }

  /** The key hash of a live session (not revoked, not expired), or null. */
  async live(db: Db, id: string, now: Date = new Date()): Promise<string | null> {
    this.listen();
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < SESSION_CACHE_TTL_MS) return hit.keyHash;
    const gen = this.generation;
    const started = Date.now();
    const row = await db.consoleSession.findUnique({ where: { id }, select: { key_hash: true, expires_at: true, revoked_at: true } });
    const keyHash = row && !row.revoked_at && row.expires_at.getTime() > now.getTime() ? row.key_hash : null;
    if (gen === this.generation) {
      if (this.entries.size > 10_000) this.entries.clear();
      this.entries.set(id, { keyHash, at: started });
    }
    return keyHash;
  }

  /** Revoke the sessions that match (one id, a user's, a key's) here and, through Redis, everywhere. */
  async revoke(db: Db, where: { id: string } | { user_id: string } | { key_hash: string }, now: Date = new Date()): Promise<void> {
    await db.consoleSession.updateMany({ where: { ...where, revoked_at: null }, data: { revoked_at: now } });
    this.drop();
    try {
      await publish(CHANNEL, "revoked");
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, "session revocation not published");
    }
  }

  private drop(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private listen(): void {
    if (this.subscribed) return;
    this.subscribed = true;
    subscribe(CHANNEL, () => this.drop());
  }
}

const KEY = Symbol.for("switchyard.sessionStore");
type Holder = { [KEY]?: SessionStore };

/** The process's session store (on globalThis: the module loads twice in the production server). */
export function sessionStore(): SessionStore {
  const h = globalThis as Holder;
  return (h[KEY] ??= new SessionStore());
}
