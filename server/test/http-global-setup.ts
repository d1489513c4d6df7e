import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ADMIN_CLI_ENV, buildAdminCli } from "./admin-cli";
import { ensureBuild, ROOT, startServer } from "./server";

export const TEST_MANAGEMENT_KEY = "sk-sy-mgmt-v1-test-0123456789abcdef0123456789abcdef";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    managementKey: string;
    serverEnv: Record<string, string>;
    /** The suite server's stderr (JSON logs at info level), and its embedded data directory. */
    serverLogFile: string;
    serverDataDir: string;
  }
}

/** One production server for the HTTP suite (embedded database, or DATABASE_URL when set). */
export default async function setup(project: TestProject) {
  ensureBuild();
  // The operator CLI compiled once for the suite (the workers inherit the variable; runAdmin reads it).
  // (npm test runs the http files in two shards at once, scripts/test.ts: each builds its own copy)
  const shard = process.env.SWITCHYARD_HTTP_SHARD;
  process.env[ADMIN_CLI_ENV] = buildAdminCli(ROOT, shard ? `admin-cli-shard${shard}` : "admin-cli");
  const logFile = join(mkdtempSync(join(tmpdir(), "switchyard-log-")), "server.log");
  const server = await startServer({ env: { GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY, LOG_LEVEL: "info" }, logFile });
  project.provide("serverLogFile", logFile);
  project.provide("serverDataDir", server.dataDir);
  project.provide("baseUrl", server.url);
  project.provide("managementKey", TEST_MANAGEMENT_KEY);
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(server.env)) if (v !== undefined) env[k] = v;
  project.provide("serverEnv", env);
  return async () => {
    await server.stop();
  };
}
