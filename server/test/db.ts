import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDb, type Db, type DbHandle } from "../db";

/** A new, empty database on the PostgreSQL server of `base`; drop() removes it. */
export async function tempPgDatabase(base: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // A pool's end() resolves before its clients' sockets have closed: a forced drop then kills a
      // backend whose client is still ending, and the client emits FATAL 57P01 with no listener left
      // (an unhandled error that fails the run). Wait up to 5 s for the database's connections to go.
      for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
        const r = await c.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        if (Number(r.rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 */
export async function testDb(): Promise<DbHandle> {
  const base = process.env.DATABASE_URL;
  if (!base) return openDb({ dataDir: "memory://" });
  const temp = await tempPgDatabase(base, "sy_unit");
  const handle = await openDb({ databaseUrl: temp.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await temp.drop();
    },
  };
}

/** A client of a PostgreSQL port nothing listens on: every query fails with a real "not reachable" (transient). */
export function unreachableDb(): Promise<DbHandle> {
  return openDb({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", migrate: false });
}

/** A fresh test database (testDb) and an unreachable one, for tests of writers that outlive outages. */
export async function liveAndDeadDbs(): Promise<{ h: DbHandle; db: Db; dead: DbHandle }> {
  const h = await testDb();
  return { h, db: h.prisma, dead: await unreachableDb() };
}
