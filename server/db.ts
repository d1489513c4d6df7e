import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { PrismaClient } from "../generated/prisma/client.ts";
import { assertNotServed, EMBEDDED_PG_CONF } from "./db/embedded-socket";
import { clusterTemplate } from "./db/embedded-template";
import { applyMigrations, pgExecutor, pgliteExecutor } from "./db/migrate";
import { preparedStatementName } from "./db/prepared";
import { makePrivateDir } from "./db/private-dir";
import { env } from "./env";
import { logger } from "./logger";

export type Db = InstanceType<typeof PrismaClient>;

export interface DbHandle {
  prisma: Db;
  kind: "pglite" | "postgres";
  /** Connection string local processes (the CLI) can use while this process owns the embedded database. */
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** postgres:// URL; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; "memory://" for an in-memory database (tests). */
  dataDir?: string;
  /** Apply prisma/migrations before returning (default true). */
  migrate?: boolean;
  /** PostgreSQL connections in Prisma's pool (default 10). */
  poolSize?: number;
  /**
   * With databaseUrl: keep the statements marked by prepared() (db/prepared.ts) prepared on each
   * connection. Only for the embedded database's wire server (see db/prepared.ts for why not a
   * DATABASE_URL).
   */
  preparedStatements?: boolean;
}

/**
 * Interactive transactions ($transaction with a callback). Prisma's defaults (2 s to start, 5 s
 * to finish) turn a burst into 500s: on the embedded database every transaction waits for the one
 * session (embedded-wire.ts), and 100 concurrent management requests on a busy 2-core machine
 * queued past 2 s. Waiting longer is the right answer to a burst; a stuck transaction still ends.
 */
export const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 } as const;

/** Open a database: PostgreSQL through @prisma/adapter-pg, or PGlite in-process. */
export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  const migrate = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pg = await import("pg");
    if (migrate) {
      const client = new pg.default.Client({ connectionString: opts.databaseUrl });
      await client.connect();
      try {
        await applyMigrations(pgExecutor(client));
      } finally {
        await client.end();
      }
    }
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const adapter = new PrismaPg(
      { connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 },
      opts.preparedStatements ? { statementNameGenerator: (q) => preparedStatementName(q.sql) } : undefined,
    );
    const prisma = new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
    return { prisma, kind: "postgres", close: () => prisma.$disconnect() };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const dataDir = opts.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) {
    makePrivateDir(dataDir);
    assertNotServed(dataDir);
  }
  const inMemory = dataDir.startsWith("memory://");
  const fresh = inMemory || !existsSync(join(/*turbopackIgnore: true*/ resolve(/*turbopackIgnore: true*/ dataDir), "PG_VERSION"));
  const pglite = new PGlite(inMemory ? undefined : resolve(/*turbopackIgnore: true*/ dataDir), {
    postgresqlconf: EMBEDDED_PG_CONF,
    // A new database starts from the empty-cluster template when there is one (no initdb).
    loadDataDir: fresh ? clusterTemplate() : undefined,
  });
  await pglite.waitReady;
  if (fresh && !inMemory) makePrivateDir(dataDir); // the template it was unpacked from carries 0666 modes
  if (migrate) await applyMigrations(pgliteExecutor(pglite));
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions: TRANSACTION_OPTIONS });
  embeddedByPrisma.set(prisma, pglite);
  return {
    prisma,
    kind: "pglite",
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

type PGliteInstance = InstanceType<typeof import("@electric-sql/pglite").PGlite>;
const embeddedByPrisma = new WeakMap<Db, PGliteInstance>();

/** The PGlite instance behind a Prisma client opened on the embedded database, if any. */
export function embeddedPglite(prisma: Db): PGliteInstance | undefined {
  return embeddedByPrisma.get(prisma);
}

/*
 * The process-wide database. It lives on globalThis because the production server loads
 * this module twice (once through tsx for the lean path, once inside Next's server bundle):
 * both copies must share one client, or PGlite would be opened twice on one directory.
 */
const KEY = Symbol.for("switchyard.db");
const READY = Symbol.for("switchyard.db.ready");
type Holder = { [KEY]?: Promise<DbHandle>; [READY]?: { handle: Promise<DbHandle>; prisma: Db } };
const holder = globalThis as Holder;

/** Note the client once the handle opened, for readyDb(). */
function track(handle: Promise<DbHandle>): void {
  handle.then(
    (h) => {
      if (holder[KEY] === handle) holder[READY] = { handle, prisma: h.prisma };
    },
    () => undefined,
  );
}

export function setDb(handle: Promise<DbHandle>): void {
  holder[KEY] = handle;
  track(handle);
}

/** The process's Prisma client when it is open (null before): the hot path reads it without a promise. */
export function readyDb(): Db | null {
  const r = holder[READY];
  return r && r.handle === holder[KEY] ? r.prisma : null;
}

export function dbHandle(): Promise<DbHandle> {
  let h = holder[KEY];
  if (!h) {
    const e = env();
    h = openDb({ databaseUrl: e.DATABASE_URL, dataDir: e.GATEWAY_DATA_DIR });
    h.catch((err: unknown) => logger.error({ err }, "database failed to open"));
    holder[KEY] = h;
    track(h);
  }
  return h;
}

/** The one Prisma client of this process. */
export async function getDb(): Promise<Db> {
  return (await dbHandle()).prisma;
}
