// The offline migration authoring (Prisma's wasm schema engine over PGlite) keeps working:
// the committed migrations match the schema, and a schema change still yields its migration,
// through the module and through `npm run db:new-migration` itself.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diffMigrationsToSchema, MIGRATION_LOCK_TOML } from "./schema-engine";

const root = resolve(import.meta.dirname, "..", "..");
const schemaPath = join(root, "prisma", "schema.prisma");
const migrationsDir = join(root, "prisma", "migrations");
const PROBE = `\nmodel DriftProbe {\n  id Int @id\n\n  @@map("drift_probe")\n}\n`;

const tmpDirs: string[] = [];
afterAll(() => {
  for (const d of tmpDirs) rmSync(d, { recursive: true, force: true });
});

describe("diffMigrationsToSchema", () => {
  it("finds no drift between prisma/migrations and prisma/schema.prisma", async () => {
    expect(readdirSync(migrationsDir).some((d) => /^\d{14}_[a-z0-9_]+$/.test(d))).toBe(true);
    const sql = await diffMigrationsToSchema({ schemaPath, migrationsDir });
    expect(sql, "the schema changed without a migration: run npm run db:new-migration -- <name>").toBe("");
  });

  it("produces the SQL of a schema change, and only that", async () => {
    const schemaText = readFileSync(schemaPath, "utf8") + PROBE;
    const sql = await diffMigrationsToSchema({ schemaPath, schemaText, migrationsDir });
    expect(sql).toContain(`CREATE TABLE "drift_probe"`);
    expect(sql).toContain(`CONSTRAINT "drift_probe_pkey" PRIMARY KEY ("id")`);
    expect(sql).not.toContain(`"organizations"`);
  });

  it("diffs from an empty migrations folder to the whole schema", async () => {
    const empty = mkdtempSync(join(tmpdir(), "sy-empty-migrations-"));
    tmpDirs.push(empty);
    const sql = await diffMigrationsToSchema({ schemaPath, migrationsDir: empty });
    for (const table of ["organizations", "users", "workspaces", "workspace_members", "api_keys", "settings"]) {
      expect(sql).toContain(`CREATE TABLE "${table}"`);
    }
    expect(sql).toContain(`CREATE TYPE "OrgRole" AS ENUM`);
  });

  // pglite-prisma-adapter 0.7.2 does not await exec() in executeScript: unwrapped, a broken
  // migration replays "cleanly" and the diff answers "" (no drift).
  it("fails when a migration does not replay on the shadow database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sy-broken-migrations-"));
    tmpDirs.push(dir);
    cpSync(migrationsDir, dir, { recursive: true });
    mkdirSync(join(dir, "29990101000000_broken"));
    writeFileSync(
      join(dir, "29990101000000_broken", "migration.sql"),
      `CREATE TABLE "probe" ("id" INTEGER);\nALTER TABLE "no_such_table" ADD COLUMN "y" INTEGER;\n`,
    );
    await expect(diffMigrationsToSchema({ schemaPath, migrationsDir: dir })).rejects.toThrow(
      /29990101000000_broken` failed to apply cleanly[\s\S]*no_such_table/,
    );
  });
});

describe("npm run db:new-migration (scripts/new-migration.ts)", () => {
  const tsx = join(root, "node_modules", ".bin", "tsx");
  const script = join(root, "scripts", "new-migration.ts");
  const run = (...args: string[]) => {
    const res = spawnSync(tsx, [script, ...args], { cwd: root, encoding: "utf8", timeout: 240_000 });
    return { status: res.status, out: res.stdout, err: res.stderr };
  };

  // Replays every migration twice (the CLI, then in process): ~15 s on a quiet machine, more on a
  // loaded one, and one more migration each time the schema grows. The bounds are for a hang: the
  // CLI's old 60 s killed it (exit 143) in a CI run on a loaded two-core host.
  it("writes the next migration in Prisma's layout, which then replays to the schema", { timeout: 360_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "sy-prisma-"));
    tmpDirs.push(dir);
    cpSync(join(root, "prisma"), dir, { recursive: true });
    rmSync(join(dir, "migrations", "migration_lock.toml"), { force: true });
    writeFileSync(join(dir, "schema.prisma"), readFileSync(schemaPath, "utf8") + PROBE);
    const before = readdirSync(join(dir, "migrations"));

    const first = run("drift_probe", "--dir", dir);
    expect(first.err).toBe("");
    expect(first.status).toBe(0);
    const added = readdirSync(join(dir, "migrations")).filter((d) => !before.includes(d));
    expect(added.sort()).toEqual([expect.stringMatching(/^\d{14}_drift_probe$/), "migration_lock.toml"].sort());
    const folder = added.find((d) => d.endsWith("_drift_probe")) ?? "";
    expect(first.out).toContain(`${folder}/migration.sql`);
    const sql = readFileSync(join(dir, "migrations", folder, "migration.sql"), "utf8");
    expect(sql).toContain(`CREATE TABLE "drift_probe"`);
    expect(sql).not.toContain(`CREATE TABLE "organizations"`);
    expect(readFileSync(join(dir, "migrations", "migration_lock.toml"), "utf8")).toBe(MIGRATION_LOCK_TOML);

    expect(existsSync(join(root, "prisma", "migrations", folder))).toBe(false);

    // The new migration replays to the schema: nothing left to migrate (in process: a second
    // CLI run would pay the wasm compile again; its "No schema changes" path is the same call).
    const again = await diffMigrationsToSchema({
      schemaPath: join(dir, "schema.prisma"),
      migrationsDir: join(dir, "migrations"),
    });
    expect(again).toBe("");
  });

  it("refuses an invalid name", () => {
    const res = run("Add-Thing", "--dir", join(tmpdir(), "sy-never-used"));
    expect(res.status).toBe(1);
    expect(res.err).toMatch(/invalid migration name "Add-Thing"/);
    expect(existsSync(join(tmpdir(), "sy-never-used"))).toBe(false);
  });
});
