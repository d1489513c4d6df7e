/**
 * The suite's database (bench/index.ts), seeded straight through SQL before the gateway starts
 * (PGlite allows one process per data directory): the bootstrap organization with a fixed
 * management key, 10,000 inference keys in its default workspace, 10,000 end-user registrations
 * (bench/end-users-list.ts's seeding) and a year of rankings rollup worth ~10M ledger requests
 * (bench/rankings.ts's generator).
 */
import { randomBytes } from "node:crypto";
import { hashKey, keyLabel } from "../server/auth/keys";
import { openDb, type Db } from "../server/db";
import { bootstrap } from "../server/services/organizations/organizations";
import { seedEndUsers } from "./end-users-list";
import { generateRollup } from "./rankings";

export const KEYS = 10_000;

export interface Seeded {
  orgId: string;
  /** Plaintexts of the seeded inference keys (any valid key may read the rankings). */
  keys: string[];
  endUsers: number;
  rollupRows: number;
  rollupRequests: number;
  ms: { keys: number; endUsers: number; rollup: number };
}

/** `count` inference keys of the default workspace, created ~4 minutes apart over the last 30 days. */
export async function seedKeys(db: Db, orgId: string, count: number): Promise<string[]> {
  const ws = await db.workspace.findFirstOrThrow({ where: { org_id: orgId, is_default: true } });
  const owner = await db.user.findFirstOrThrow({ where: { org_id: orgId, role: "owner" }, orderBy: { created_at: "asc" } });
  const keys = Array.from({ length: count }, () => `sk-sy-v1-${randomBytes(32).toString("hex")}`);
  const start = Date.now() - 30 * 86_400_000;
  for (let i = 0; i < count; i += 1000) {
    await db.apiKey.createMany({
      data: keys.slice(i, i + 1000).map((key, j) => {
        const at = new Date(start + (i + j) * 259_000);
        return {
          hash: hashKey(key),
          org_id: orgId,
          workspace_id: ws.id,
          kind: "inference" as const,
          name: `bench key ${i + j + 1}`,
          label: keyLabel(key),
          creator_user_id: owner.id,
          created_at: at,
          updated_at: at,
        };
      }),
    });
  }
  await db.$executeRawUnsafe("ANALYZE api_keys");
  return keys;
}

export async function seedDatabase(dataDir: string, managementKey: string): Promise<Seeded> {
  const handle = await openDb({ dataDir });
  try {
    const db = handle.prisma;
    await bootstrap(db, { managementKey });
    const org = await db.organization.findFirstOrThrow({ orderBy: { created_at: "asc" } });
    let t = performance.now();
    const keys = await seedKeys(db, org.id, KEYS);
    const keysMs = performance.now() - t;
    t = performance.now();
    const endUsers = await seedEndUsers(db, org.id);
    const endUsersMs = performance.now() - t;
    t = performance.now();
    await generateRollup(db);
    await db.$executeRawUnsafe("ANALYZE model_usage_daily");
    const rollupMs = performance.now() - t;
    const stats = (await db.$queryRaw<Array<{ rows: bigint; requests: bigint }>>`SELECT COUNT(*) AS rows, SUM(requests) AS requests FROM model_usage_daily`)[0];
    return {
      orgId: org.id,
      keys,
      endUsers,
      rollupRows: Number(stats.rows),
      rollupRequests: Number(stats.requests),
      ms: { keys: keysMs, endUsers: endUsersMs, rollup: rollupMs },
    };
  } finally {
    await handle.close();
  }
}

/** Rows in the usage ledger (read after the gateway stopped and flushed it). */
export async function ledgerRows(dataDir: string): Promise<number> {
  const handle = await openDb({ dataDir });
  try {
    const r = await handle.prisma.$queryRaw<Array<{ n: bigint }>>`SELECT COUNT(*) AS n FROM usage_ledger`;
    return Number(r[0].n);
  } finally {
    await handle.close();
  }
}
