import type { Db } from "../db";
import { secretAad } from "./live";
import type { SecretBox } from "./secrets";

/**
 * Re-seal every stored provider secret under `next` (opened with `current`, which may also hold
 * the previous key), in one transaction: all rows move to the new key or none does. Bumps the
 * catalog version so that every instance re-reads them. Never logs or returns a secret.
 */
export async function rotateCatalogSecrets(db: Db, current: SecretBox, next: SecretBox): Promise<{ rotated: number; key_id: string }> {
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
      return { rotated, key_id: next.keyId };
    },
    { maxWait: 15_000, timeout: 120_000 },
  );
}
