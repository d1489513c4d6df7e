// postinstall: `prisma generate`. On machines that cannot download Prisma's native schema
// engine (offline CI here), point PRISMA_SCHEMA_ENGINE_BINARY at a stub: generation does not
// need the engine, and the generated Prisma 7 client runs on driver adapters (no engine).
// Skipped when generated/prisma was written from the same schema by the same Prisma (a stamp of
// both): `npx switchyard-admin` installs this folder into npm's npx cache as a link, which runs
// this postinstall again, and a regeneration mid-run rewrote generated/ under the running tests
// and made the compiled server and the console build look stale.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();
const stampFile = join(root, "generated", "prisma", ".generate-stamp");
const readOr = (path: string) => (existsSync(path) ? readFileSync(path) : "missing");
const stamp = createHash("sha256")
  .update(readOr(join(root, "prisma", "schema.prisma")))
  .update(readOr(join(root, "prisma.config.ts")))
  .update(readOr(join(root, "node_modules", "prisma", "package.json")))
  .update(readOr(join(root, "node_modules", "@prisma", "client", "package.json")))
  .digest("hex");
if (process.env.SWITCHYARD_PRISMA_GENERATE !== "always" && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) {
  process.stderr.write("prisma generate: generated/prisma is up to date (same schema, same Prisma)\n");
  process.exit(0);
}
const enginesDir = join(root, "node_modules", "@prisma", "engines");
const hasNativeEngine =
  existsSync(enginesDir) && readdirSync(enginesDir).some((f) => f.startsWith("schema-engine"));

const env: NodeJS.ProcessEnv = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!hasNativeEngine && !process.env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const stubDir = join(root, "node_modules", ".cache", "switchyard");
  mkdirSync(stubDir, { recursive: true });
  const stub = join(stubDir, "schema-engine-stub.sh");
  writeFileSync(stub, "#!/bin/sh\necho 'schema engine unavailable offline' >&2\nexit 1\n");
  chmodSync(stub, 0o755);
  env.PRISMA_SCHEMA_ENGINE_BINARY = stub;
}

const bin = join(root, "node_modules", ".bin", "prisma");
const res = spawnSync(bin, ["generate"], { stdio: "inherit", env });
if (res.status === 0) writeFileSync(stampFile, stamp);
process.exit(res.status ?? 1);
