// `npm run db:new-migration -- <name> [--dir <prisma dir>]`: author the next migration offline.
//
// Diffs prisma/migrations (replayed on an in-memory PGlite) against prisma/schema.prisma with
// Prisma's wasm schema engine (server/db/schema-engine.ts) and writes
// prisma/migrations/<YYYYMMDDHHMMSS>_<name>/migration.sql, as `prisma migrate dev --create-only`
// would. Prints "No schema changes" and writes nothing when there is nothing to migrate.
// The prisma dir (holding schema.prisma and migrations/) defaults to ./prisma; --dir or the
// SWITCHYARD_PRISMA_DIR environment variable point elsewhere (tests use a temp copy).
import { join, relative, resolve } from "node:path";
import { createNextMigration, MIGRATION_NAME_RE } from "../server/db/schema-engine.ts";

const USAGE = "usage: npm run db:new-migration -- <name> [--dir <prisma dir>]   (name: ^[a-z0-9_]+$)";

function fail(message: string): never {
  console.error(`error: ${message}`);
  console.error(USAGE);
  process.exit(1);
}

function parseArgs(argv: string[]): { name: string; prismaDir: string } {
  const positional: string[] = [];
  let dir = process.env.SWITCHYARD_PRISMA_DIR || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--dir") {
      const value = argv[++i];
      if (!value) fail("--dir needs a path");
      dir = value;
    } else if (arg.startsWith("--dir=")) {
      dir = arg.slice("--dir=".length);
    } else if (arg === "-h" || arg === "--help") {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith("-")) {
      fail(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) fail(positional.length === 0 ? "missing migration name" : "expected one migration name");
  const name = positional[0];
  if (!MIGRATION_NAME_RE.test(name)) {
    fail(`invalid migration name ${JSON.stringify(name)}: use lowercase letters, digits and _ only`);
  }
  return { name, prismaDir: resolve(dir ?? "prisma") };
}

async function main(): Promise<number> {
  const { name, prismaDir } = parseArgs(process.argv.slice(2));
  const created = await createNextMigration({
    name,
    schemaPath: join(prismaDir, "schema.prisma"),
    migrationsDir: join(prismaDir, "migrations"),
  });
  if (created === null) {
    console.log("No schema changes");
    return 0;
  }
  const file = join(created.dir, "migration.sql");
  const shown = relative(process.cwd(), file);
  console.log(`Created ${shown.startsWith("..") ? file : shown}`);
  return 0;
}

// The wasm engine keeps the event loop alive: always exit explicitly.
main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
