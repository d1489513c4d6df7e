import { existsSync, readFileSync } from "node:fs";
import type { Db } from "../db";
import { env } from "../env";
import { secretAad } from "./live";
import { newSecretKey, resetCatalogSecretBox, type SecretBox, secretBox, secretKeyFiles, writeKeyFile } from "./secrets";

/**
 * Re-seal every stored provider secret under `next` (opened with `current`, which may also hold
 * the previous key), in one transaction: all rows move to the new key or none does. Bumps the
 * catalog version so that every instance re-reads them. `beforeCommit` runs inside the
 * transaction (the embedded default writes its key files there). Never logs or returns a secret.
 */
export async function rotateCatalogSecrets(db: Db, current: SecretBox, next: SecretBox, beforeCommit?: () => void): Promise<{ rotated: number; key_id: string }> {
  return db.$transaction(
    async (tx) => {
      const rows = await tx.catalogProvider.findMany({ where: { secrets: { not: null } }, select: { org_id: true, id: true, secrets: true } });
      let rotated = 0;
      for (const r of rows) {
        const aad = secretAad(r.org_id, r.id);
        const plain = current.open(r.secrets as string, aad);
        await tx.catalogProvider.update({ where: { org_id_id: { org_id: r.org_id, id: r.id } }, data: { secrets: next.seal(plain, aad) } });
        rotated++;
      }
      await tx.$executeRaw`INSERT INTO catalog_version (id, version, updated_at) VALUES (1, 1, now())
        ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1, updated_at = now()`;
      beforeCommit?.();
      return { rotated, key_id: next.keyId };
    },
    { maxWait: 15_000, timeout: 120_000 },
  );
}

/**
 * `npm run admin -- secret-key rotate`. With GATEWAY_SECRET_KEY: re-seal everything under it
 * (rows still under GATEWAY_SECRET_KEY_PREVIOUS move; set both on every instance first). On the
 * embedded default: a new key is generated into the data dir's key file (0600), the old one kept
 * as secret-key.previous (both open secrets, so a crash at any point leaves every row readable).
 */
export async function rotateSecretKey(db: Db): Promise<{ rotated: number; key_id: string; key: "GATEWAY_SECRET_KEY" | "data dir" }> {
  const e = env();
  if (e.GATEWAY_SECRET_KEY) {
    const box = secretBox(e.GATEWAY_SECRET_KEY, e.GATEWAY_SECRET_KEY_PREVIOUS ? [e.GATEWAY_SECRET_KEY_PREVIOUS] : []);
    return { ...(await rotateCatalogSecrets(db, box, box)), key: "GATEWAY_SECRET_KEY" };
  }
  if (e.DATABASE_URL) throw new Error("GATEWAY_SECRET_KEY is not set (required with DATABASE_URL): set the new key there, the old one in GATEWAY_SECRET_KEY_PREVIOUS, then rotate");
  const files = secretKeyFiles();
  const old = existsSync(files.current) ? readFileSync(files.current, "utf8").trim() : "";
  const prev = existsSync(files.previous) ? readFileSync(files.previous, "utf8").trim() : "";
  const fresh = newSecretKey();
  const current = secretBox(old || fresh, prev ? [prev] : []);
  const next = secretBox(fresh, old ? [old] : []);
  const r = await rotateCatalogSecrets(db, current, next, () => {
    if (old) writeKeyFile(files.previous, old);
    writeKeyFile(files.current, fresh);
  });
  resetCatalogSecretBox();
  return { ...r, key: "data dir" };
}
