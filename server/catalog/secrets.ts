import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { env } from "../env";

/*
 * Provider secrets at rest (issue 25 item 3): AES-256-GCM under a key derived (HKDF-SHA256) from
 * GATEWAY_SECRET_KEY. A sealed value is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), bound
 * to its row by additional authenticated data (a ciphertext copied to another provider's row does
 * not open). The key id names which key sealed it, so a rotation can run while instances still
 * hold the previous key (GATEWAY_SECRET_KEY_PREVIOUS decrypts, never encrypts).
 */

export class SecretKeyError extends Error {}

const b64 = (b: Buffer): string => b.toString("base64url");

function derive(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.from("switchyard-catalog-secrets"), Buffer.from("aes-256-gcm v1"), 32));
}

const keyIdOf = (key: Buffer): string => createHash("sha256").update(key).digest("base64url").slice(0, 10);

export interface SecretBox {
  /** The id of the key new values are sealed under. */
  readonly keyId: string;
  seal(plain: string, aad: string): string;
  open(sealed: string, aad: string): string;
  /** Whether a sealed value is under the current key (rotation skips those). */
  isCurrent(sealed: string): boolean;
}

/** A box that seals under `current` and opens under `current` or any of `previous`. */
export function secretBox(current: string, previous: string[] = []): SecretBox {
  const keys = [current, ...previous].map(derive);
  const byId = new Map(keys.map((k) => [keyIdOf(k), k] as const));
  const enc = keys[0] as Buffer;
  const keyId = keyIdOf(enc);
  return {
    keyId,
    seal(plain, aad) {
      const iv = randomBytes(12);
      const c = createCipheriv("aes-256-gcm", enc, iv);
      c.setAAD(Buffer.from(aad, "utf8"));
      const ct = Buffer.concat([c.update(plain, "utf8"), c.final()]);
      return ["v1", keyId, b64(iv), b64(c.getAuthTag()), b64(ct)].join(".");
    },
    open(sealed, aad) {
      const parts = sealed.split(".");
      if (parts.length !== 5 || parts[0] !== "v1") throw new SecretKeyError("not a sealed secret");
      const key = byId.get(parts[1] as string);
      if (!key) throw new SecretKeyError(`sealed under key ${parts[1]}, which neither GATEWAY_SECRET_KEY nor GATEWAY_SECRET_KEY_PREVIOUS is`);
      const d = createDecipheriv("aes-256-gcm", key, Buffer.from(parts[2] as string, "base64url"));
      d.setAAD(Buffer.from(aad, "utf8"));
      d.setAuthTag(Buffer.from(parts[3] as string, "base64url"));
      try {
        return Buffer.concat([d.update(Buffer.from(parts[4] as string, "base64url")), d.final()]).toString("utf8");
      } catch {
        throw new SecretKeyError("a sealed secret failed authentication (wrong key or tampered row)");
      }
    },
    isCurrent(sealed) {
      const id = sealed.split(".")[1] ?? "";
      return id.length === keyId.length && timingSafeEqual(Buffer.from(id), Buffer.from(keyId));
    },
  };
}

/** The embedded default's key file (generated once, mode 0600) and the previous key a rotation leaves. */
export function secretKeyFiles(dataDir: string = env().GATEWAY_DATA_DIR): { current: string; previous: string } {
  const dir = resolve(/*turbopackIgnore: true*/ dataDir);
  return { current: join(dir, "secret-key"), previous: join(dir, "secret-key.previous") };
}

/** Write a key file atomically with mode 0600. */
export function writeKeyFile(path: string, key: string): void {
  mkdirSync(resolve(path, ".."), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, `${key}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, path);
}

export const newSecretKey = (): string => randomBytes(32).toString("base64url");

const readKey = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, "utf8").trim() || undefined : undefined);

/**
 * The keys in force: GATEWAY_SECRET_KEY (+ _PREVIOUS); without it, on the embedded default, the
 * data dir's key file (generated on first use). With DATABASE_URL and no key: null (secret
 * writes are refused, naming the variable).
 */
export function resolveSecretKeys(): { current: string; previous: string[] } | null {
  const e = env();
  if (e.GATEWAY_SECRET_KEY) return { current: e.GATEWAY_SECRET_KEY, previous: e.GATEWAY_SECRET_KEY_PREVIOUS ? [e.GATEWAY_SECRET_KEY_PREVIOUS] : [] };
  if (e.DATABASE_URL) return null;
  const files = secretKeyFiles();
  let current = readKey(files.current);
  if (!current) {
    current = newSecretKey();
    writeKeyFile(files.current, current);
  }
  const prev = readKey(files.previous) ?? e.GATEWAY_SECRET_KEY_PREVIOUS;
  return { current, previous: prev ? [prev] : [] };
}

const KEY = Symbol.for("switchyard.catalog.secret-box");
type Holder = { [KEY]?: SecretBox | null };

/** The process's box, or null when no key is configured (PostgreSQL without GATEWAY_SECRET_KEY). */
export function catalogSecretBox(): SecretBox | null {
  const h = globalThis as Holder;
  if (h[KEY] !== undefined) return h[KEY];
  const keys = resolveSecretKeys();
  return (h[KEY] = keys ? secretBox(keys.current, keys.previous) : null);
}

/** Forget the cached box (tests; after a rotation in the same process). */
export function resetCatalogSecretBox(): void {
  (globalThis as Holder)[KEY] = undefined;
}
