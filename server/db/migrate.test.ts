// The migration runner on a fresh in-memory PGlite and, when DATABASE_URL is set, on a freshly
// created PostgreSQL database (dropped afterwards).
import { createHash, randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempPgDatabase } from "../test/db";
import { applyMigrations, type MigrationExecutor, pgExecutor, pgliteExecutor, readMigrations } from "./migrate";

const root = resolve(import.meta.dirname, "..", "..");
const migrationsDir = join(root, "prisma", "migrations");
/** Every table schema.prisma maps to: the migrations must create exactly these. */
const TABLES = [...readFileSync(join(process.cwd(), "prisma", "schema.prisma"), "utf8").matchAll(/@@map\("([a-z_]+)"\)/g)]
  .map((m) => m[1])
  .sort();

const tmpDirs: string[] = [];
afterAll(() => {
  for (const d of tmpDirs) rmSync(d, { recursive: true, force: true });
});

/** A copy of prisma/migrations plus `extra` migrations (folder name → SQL). */
function migrationsCopy(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "sy-migrations-"));
  tmpDirs.push(dir);
  cpSync(migrationsDir, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

interface Target {
  exec: MigrationExecutor;
  /** Another connection to the same database (PostgreSQL only), for the concurrency case. */
  second?: () => Promise<{ exec: MigrationExecutor; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * `concurrent`: whether the target opens a second connection. Only PostgreSQL does: the embedded
 * database is one PGlite owned by one process, so concurrent runners cannot meet there and the
 * test is not defined for it (it used to be, and skipped itself every time).
 */
function runnerSuite(open: () => Promise<Target>, opts: { concurrent: boolean }) {
  let t: Target;
  beforeAll(async () => {
    t = await open();
  });
  afterAll(async () => {
    await t?.close();
  });

  const names = readdirSync(migrationsDir).filter((d) => /^\d{14}_/.test(d)).sort();
  const tables = async () =>
    (
      await t.exec.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
      )
    ).rows.map((r) => String(r.table_name));
  const records = async () =>
    (
      await t.exec.query(
        `SELECT migration_name, checksum, finished_at, started_at, rolled_back_at, logs, applied_steps_count
         FROM "_prisma_migrations" ORDER BY migration_name`,
      )
    ).rows;

  /** Later cases start from the committed migrations applied (also when run alone with -t). */
  const base = () => applyMigrations(t.exec, migrationsDir);

  it("applies every migration to an empty database and records it as Prisma does", async () => {
    expect(names.length).toBeGreaterThan(0);
    expect(await applyMigrations(t.exec, migrationsDir)).toEqual(names);
    expect(await tables()).toEqual([...TABLES, "_prisma_migrations"].sort());
    const enums = await t.exec.query(`SELECT typname FROM pg_type WHERE typtype = 'e' ORDER BY typname`);
    expect(enums.rows.map((r) => r.typname)).toEqual(["KeyKind", "OrgRole"]);

    const rows = await records();
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    for (const row of rows) {
      const file = readFileSync(join(migrationsDir, String(row.migration_name), "migration.sql"), "utf8");
      expect(row.checksum).toBe(createHash("sha256").update(file).digest("hex"));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.started_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("makes the tables usable (defaults, enums, foreign keys)", async () => {
    await base();
    const org = await t.exec.query(`INSERT INTO organizations (id, name) VALUES (gen_random_uuid(), 'Acme') RETURNING id`);
    const orgId = org.rows[0].id;
    await t.exec.query(`INSERT INTO users (id, org_id, email) VALUES (gen_random_uuid(), $1, 'a@b.c')`, [orgId]);
    const user = await t.exec.query(`SELECT role::text AS role FROM users WHERE org_id = $1`, [orgId]);
    expect(user.rows[0].role).toBe("member");
    await expect(
      t.exec.query(`INSERT INTO users (id, org_id, email) VALUES (gen_random_uuid(), gen_random_uuid(), 'x@y.z')`),
    ).rejects.toThrow(/foreign key/);
  });

  it("is a no-op the second time", async () => {
    await base();
    const before = await records();
    expect(await applyMigrations(t.exec, migrationsDir)).toEqual([]);
    expect(await records()).toEqual(before);
  });

  it("applies only the new migrations, in folder order", async () => {
    await base();
    const dir = migrationsCopy({
      "29990102000000_second": `CREATE TABLE "probe_two" ("id" INTEGER NOT NULL PRIMARY KEY);`,
      "29990101000000_first": `CREATE TABLE "probe_one" ("id" INTEGER NOT NULL PRIMARY KEY);\nINSERT INTO "probe_one" VALUES (1);`,
    });
    expect(await applyMigrations(t.exec, dir)).toEqual(["29990101000000_first", "29990102000000_second"]);
    expect(await tables()).toEqual(expect.arrayContaining(["probe_one", "probe_two"]));
    expect(await applyMigrations(t.exec, dir)).toEqual([]);
  });

  // Prisma writes BEGIN; … COMMIT; into the migrations that recreate an enum.
  it("applies a migration that carries its own BEGIN/COMMIT", async () => {
    await base();
    const dir = migrationsCopy({
      "29990102500000_enum": [
        `BEGIN;`,
        `CREATE TYPE "KeyKind_new" AS ENUM ('management', 'inference', 'provisioning');`,
        `ALTER TABLE "api_keys" ALTER COLUMN "kind" TYPE "KeyKind_new" USING ("kind"::text::"KeyKind_new");`,
        `ALTER TYPE "KeyKind" RENAME TO "KeyKind_old";`,
        `ALTER TYPE "KeyKind_new" RENAME TO "KeyKind";`,
        `DROP TYPE "public"."KeyKind_old";`,
        `COMMIT;`,
      ].join("\n"),
    });
    expect(await applyMigrations(t.exec, dir)).toEqual(["29990102500000_enum"]);
    const labels = await t.exec.query(
      `SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = 'KeyKind' ORDER BY e.enumsortorder`,
    );
    expect(labels.rows.map((r) => r.enumlabel)).toEqual(["management", "inference", "provisioning"]);
    const row = await t.exec.query(`SELECT finished_at FROM "_prisma_migrations" WHERE migration_name = '29990102500000_enum'`);
    expect(row.rows[0].finished_at).toBeInstanceOf(Date);
    expect(await applyMigrations(t.exec, dir)).toEqual([]);
  });

  it("rolls a failing migration back entirely and records nothing", async () => {
    await base();
    const dir = migrationsCopy({
      "29990101000000_first": `CREATE TABLE "probe_one" ("id" INTEGER NOT NULL PRIMARY KEY);\nINSERT INTO "probe_one" VALUES (1);`,
      "29990102000000_second": `CREATE TABLE "probe_two" ("id" INTEGER NOT NULL PRIMARY KEY);`,
      "29990103000000_broken": `CREATE TABLE "probe_three" ("id" INTEGER);\nSELECT * FROM "no_such_table";`,
    });
    await expect(applyMigrations(t.exec, dir)).rejects.toThrow(/29990103000000_broken failed.*no_such_table/s);
    expect(await tables()).not.toContain("probe_three");
    expect((await records()).map((r) => r.migration_name)).not.toContain("29990103000000_broken");
  });

  it("refuses a migration edited after it was applied", async () => {
    await base();
    const [name] = names;
    const original = await t.exec.query(`SELECT checksum FROM "_prisma_migrations" WHERE migration_name = $1`, [name]);
    await t.exec.query(`UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2`, ["0".repeat(64), name]);
    try {
      await expect(applyMigrations(t.exec, migrationsDir)).rejects.toThrow(
        new RegExp(`migration ${name} was modified after it was applied`),
      );
    } finally {
      await t.exec.query(`UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2`, [
        original.rows[0].checksum,
        name,
      ]);
    }
    // The edited file itself, not only a tampered record, is caught too.
    const dir = migrationsCopy();
    writeFileSync(join(dir, name, "migration.sql"), readMigrations(migrationsDir)[0].sql + "\n-- edited\n");
    await expect(applyMigrations(t.exec, dir)).rejects.toThrow(/was modified after it was applied/);
  });

  it("refuses to go on past a migration recorded as failed", async () => {
    await base();
    await t.exec.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ('00000000-0000-4000-8000-000000000000', $1, '29990104000000_half_done', now(), 0)`,
      ["f".repeat(64)],
    );
    try {
      await expect(applyMigrations(t.exec, migrationsDir)).rejects.toThrow(/29990104000000_half_done failed earlier/);
    } finally {
      await t.exec.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = '29990104000000_half_done'`);
    }
  });

  if (opts.concurrent) it("lets concurrent runners apply each migration once", async () => {
    if (!t.second) throw new Error("a concurrent target must open a second connection");
    const dir = migrationsCopy({ "29990105000000_concurrent": `CREATE TABLE "probe_concurrent" ("id" INTEGER);` });
    const [a, b] = await Promise.all([t.second(), t.second()]);
    try {
      const results = await Promise.all([applyMigrations(a.exec, dir), applyMigrations(b.exec, dir)]);
      expect(results.flat()).toEqual(["29990105000000_concurrent"]);
    } finally {
      await a.close();
      await b.close();
    }
  });
}

describe("applyMigrations on PGlite (in memory)", () => {
  runnerSuite(async () => {
    const db = new PGlite();
    await db.waitReady;
    return { exec: pgliteExecutor(db), close: () => db.close() };
  }, { concurrent: false });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("applyMigrations on PostgreSQL (fresh database from DATABASE_URL)", () => {
  runnerSuite(async () => {
    const temp = await tempPgDatabase(databaseUrl ?? "", "sy_migrate");
    const url = temp.url;
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on("notice", () => {}); // e.g. "there is already a transaction in progress"
      return { exec: pgExecutor(client), close: () => client.end() };
    };
    const main = await connect();
    return {
      exec: main.exec,
      second: connect,
      close: async () => {
        await main.close();
        await temp.drop();
      },
    };
  }, { concurrent: true });
});
