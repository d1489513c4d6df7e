import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { request, type FullConfig } from "@playwright/test";
import { ADMIN_CLI_ENV, buildAdminCli } from "../server/test/admin-cli";
import { BASE_URL, CONSOLE_STATE, MANAGEMENT_KEY } from "./env";

function serverAlive(dir: string): boolean {
  try {
    const { pid } = JSON.parse(readFileSync(path.join(dir, "server.json"), "utf8")) as { pid?: number };
    if (typeof pid !== "number") return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Each run gets a fresh database directory (~40 MB) under the OS temp dir. Those of earlier runs
 * are removed here once no server holds them (a few minutes' grace for a run that is starting).
 */
function pruneOldDataDirs(): void {
  const current = process.env.SWITCHYARD_E2E_DATA_DIR;
  const graceMs = 5 * 60 * 1000;
  for (const name of readdirSync(os.tmpdir())) {
    const m = /^switchyard-e2e-(\d+)-\d+$/.exec(name);
    if (!m) continue;
    const dir = path.join(os.tmpdir(), name);
    if (dir === current || Date.now() - Number(m[1]) < graceMs || serverAlive(dir)) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs after the web server is up: checks the bootstrapped management key (the `api` project's
 * Bearer key) and signs the console in through POST /api/session, saving the cookie for the
 * `console` project.
 */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  pruneOldDataDirs();
  // The operator CLI compiled once for the run (e2e/admin.ts runs it; the workers inherit the variable).
  // Its own directory: `npm test` runs Playwright beside the HTTP suite, which builds one too.
  process.env[ADMIN_CLI_ENV] = buildAdminCli(fileURLToPath(new URL("..", import.meta.url)), "admin-cli-e2e");

  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${MANAGEMENT_KEY}` } });
  const probe = await api.get("/api/v1/workspaces");
  if (probe.status() !== 200) {
    throw new Error(`management key rejected by GET /api/v1/workspaces: ${probe.status()} ${await probe.text()}`);
  }
  await api.dispose();

  const session = await request.newContext({ baseURL: BASE_URL });
  const res = await session.post("/api/session", { data: { key: MANAGEMENT_KEY } });
  if (res.status() !== 200) throw new Error(`POST /api/session failed: ${res.status()} ${await res.text()}`);
  mkdirSync(path.dirname(CONSOLE_STATE), { recursive: true });
  await session.storageState({ path: CONSOLE_STATE });
  await session.dispose();
}
