// Applies prisma/migrations on PGlite and on PostgreSQL, bookkeeping in `_prisma_migrations`
// exactly as `prisma migrate deploy` does, so Prisma's CLI (where its native engine runs) agrees
// that the database is up to date. Prisma's CLI cannot run on machines without its native
// engine; see docs/stack-notes "Traps". Migrations are authored with `npm run db:new-migration`.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** What the runner needs from one connection: PGlite and node-postgres both fit. */
export interface MigrationExecutor {
  /** One statement, with $1… parameters. */
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** A script of any number of statements, no parameters. */
  exec(sql: string): Promise<void>;
  /** Serialize concurrent runners (PostgreSQL); PGlite is single-process and needs none. */
  lock?(): Promise<void>;
  unlock?(): Promise<void>;
}

export function pgliteExecutor(db: PGlite): MigrationExecutor {
  return {
    query: async (sql, params) => ({ rows: (await db.query<Record<string, unknown>>(sql, params)).rows }),
    exec: async (sql) => {
      await db.exec(sql);
    },
  };
}

/**
 * Prisma Migrate's own advisory lock key: runners here and `prisma migrate deploy` exclude each
 * other. Session-level, so the executor must keep one connection (a Client or a PoolClient).
 */
export const PRISMA_MIGRATE_LOCK_KEY = 72707369;

export function pgExecutor(client: pg.Client | pg.PoolClient): MigrationExecutor {
  return {
    query: async (sql, params) => ({ rows: (await client.query<Record<string, unknown>>(sql, params)).rows }),
    // Without parameters node-postgres uses the simple query protocol: multi-statement scripts work.
    exec: async (sql) => {
      await client.query(sql);
    },
    lock: async () => {
      await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK_KEY]);
    },
    unlock: async () => {
      await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK_KEY]);
    },
  };
}

/** Prisma's bookkeeping table, as its schema engine creates it on PostgreSQL. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** prisma/migrations under the current directory. */
export function defaultMigrationsDir(): string {
  return resolve(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");
}

export interface MigrationFile {
  /** The folder name, e.g. 20261122010617_init. */
  name: string;
  sql: string;
  /** sha256 hex of migration.sql, as Prisma records it. */
  checksum: string;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The migrations in `dir`, sorted by folder name (folders without migration.sql are skipped). */
export function readMigrations(dir: string = defaultMigrationsDir()): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: sha256(sql) };
    });
}

/** Prisma accepts a file whose line endings changed (git autocrlf) since it was applied. */
function checksumMatches(sql: string, recorded: string): boolean {
  if (sha256(sql) === recorded) return true;
  const lf = sql.replace(/\r\n/g, "\n");
  return sha256(lf) === recorded || sha256(lf.replace(/\n/g, "\r\n")) === recorded;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Apply every `<dir>/<name>/migration.sql` (sorted by folder name) not yet recorded in
 * `_prisma_migrations`, each in its own transaction together with its bookkeeping row, as
 * Prisma does. Refuses (throws) when a recorded migration's file changed since it was applied,
 * or when a migration is recorded as failed (resolve it first, e.g. `prisma migrate resolve`).
 * Returns the names applied, in order (empty when the database was up to date).
 */
export async function applyMigrations(exec: MigrationExecutor, dir: string = defaultMigrationsDir()): Promise<string[]> {
  const files = readMigrations(dir);
  await exec.lock?.();
  try {
    await exec.exec(CREATE_MIGRATIONS_TABLE);
    const { rows } = await exec.query(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL ORDER BY started_at`,
    );
    const applied = new Map<string, string>();
    const failed = new Set<string>();
    for (const r of rows) {
      const name = String(r.migration_name);
      if (r.finished_at === null || r.finished_at === undefined) failed.add(name);
      else applied.set(name, String(r.checksum));
    }
    if (failed.size > 0) {
      throw new Error(
        `migration(s) ${[...failed].join(", ")} failed earlier and are recorded as such in _prisma_migrations; ` +
          `resolve them (prisma migrate resolve --rolled-back <name>) before applying migrations`,
      );
    }
    for (const m of files) {
      const recorded = applied.get(m.name);
      if (recorded !== undefined && !checksumMatches(m.sql, recorded)) {
        throw new Error(
          `migration ${m.name} was modified after it was applied (recorded checksum ${recorded}, file ${m.checksum}); ` +
            `restore the file and put the change in a new migration`,
        );
      }
    }

    const done: string[] = [];
    for (const m of files) {
      if (applied.has(m.name)) continue;
      // One transaction for the script and its row. A script carrying its own BEGIN; … COMMIT;
      // (Prisma writes those when it recreates an enum) still applies: PostgreSQL only warns
      // about the nested BEGIN, its COMMIT ends the transaction early, and the row follows.
      await exec.exec("BEGIN");
      try {
        await exec.exec(m.sql);
        await exec.query(
          `INSERT INTO "_prisma_migrations"
             (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
           VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await exec.exec("COMMIT");
      } catch (err) {
        await exec.exec("ROLLBACK").catch(() => {});
        throw new Error(`migration ${m.name} failed and was rolled back: ${errorText(err)}`, { cause: err });
      }
      done.push(m.name);
    }
    return done;
  } finally {
    await exec.unlock?.();
  }
}
