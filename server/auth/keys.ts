import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { AppError } from "../errors/app-error";

export type KeyKind = "management" | "inference";

const PREFIX: Record<KeyKind, string> = { management: "sk-sy-mgmt-v1-", inference: "sk-sy-v1-" };

/** A new random key: a kind prefix and 256 bits of randomness in hex. */
export function generateKey(kind: KeyKind): string {
  return PREFIX[kind] + randomBytes(32).toString("hex");
}

/** The stored identifier of a key: hex SHA-256 of the whole key. */
export function hashKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Display label: enough to recognise a key, never enough to use it. */
export function keyLabel(key: string): string {
  return `${key.slice(0, key.lastIndexOf("-") + 4)}...${key.slice(-4)}`;
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const ba = Buffer.from(a, "hex");
  const bb = Buffer.from(b, "hex");
  return ba.length === bb.length && ba.length > 0 && timingSafeEqual(ba, bb);
}

/** The key from an `Authorization: Bearer <key>` header (spec 5). */
export function parseBearer(header: string | null | undefined): string {
  if (header === null || header === undefined || header.trim() === "") throw new AppError("MISSING_AUTH");
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!m) throw new AppError("INVALID_AUTH", { message: "Authorization header must be 'Bearer <API key>'" });
  return m[1];
}
