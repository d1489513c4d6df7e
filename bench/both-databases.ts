import { pathToFileURL } from "node:url";
import { openDb, type DbHandle } from "../server/db";
import { tempPgDatabase } from "../server/test/db";

/**
 * Run a bench on both databases: a fresh in-memory PGlite, then, when DATABASE_URL is set, a
 * throwaway database on that PostgreSQL server (created for the run, dropped afterwards).
 * `pglite: false` skips the embedded one (a bench's --postgres-only).
 */
export async function onBothDatabases(bench: (label: string, handle: DbHandle) => Promise<void>, opts: { pglite?: boolean } = {}): Promise<void> {
  if (opts.pglite !== false) {
    const lite = await openDb({ dataDir: "memory://" });
    try {
      await bench("PGlite (embedded, in memory)", lite);
    } finally {
      await lite.close();
    }
  }
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log("\n(DATABASE_URL unset: PostgreSQL skipped)");
    return;
  }
  const temp = await tempPgDatabase(base, "sy_bench");
  const handle = await openDb({ databaseUrl: temp.url });
  try {
    await bench(`PostgreSQL (${new URL(temp.url).host})`, handle);
  } finally {
    await handle.close();
    await temp.drop();
  }
}

/** Run `main` when this module is the script node was started with (not when a test imports it); exit 0, or 1 with the error. */
export function runIfMain(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
