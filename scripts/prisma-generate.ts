// postinstall: `prisma generate`. On machines that cannot download Prisma's native schema
// engine (offline CI here), point PRISMA_SCHEMA_ENGINE_BINARY at a stub: generation does not
// need the engine, and the generated Prisma 7 client runs on driver adapters (no engine).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();
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
process.exit(res.status ?? 1);
