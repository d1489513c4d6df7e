import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, type Browser, type BrowserContext } from "@playwright/test";
import { adminCommand } from "../server/test/admin-cli";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The operator CLI against the e2e server's data directory (through the running server's socket):
 * the CLI global-setup.ts compiled (server/test/admin-cli.ts), else tsx on its source.
 */
export function admin(...args: string[]): Record<string, string> {
  const [cmd, pre] = adminCommand(ROOT);
  try {
    const out = execFileSync(cmd, [...pre, ...args], {
      cwd: ROOT,
      env: { ...process.env, GATEWAY_DATA_DIR: process.env.SWITCHYARD_E2E_DATA_DIR, DATABASE_URL: "", LOG_LEVEL: "warn" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 60_000,
    });
    return JSON.parse(out) as Record<string, string>;
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`admin ${args.join(" ")} failed: ${e.stderr || e.message}`);
  }
}

/** A console signed in with another management key (a browser context of its own). */
export async function signedIn(browser: Browser, baseURL: string | undefined, key: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: undefined, viewport: { width: 1280, height: 800 } });
  const res = await context.request.post("/api/session", { data: { key } });
  expect(res.status()).toBe(200);
  return context;
}

/** A new organization with one member (role member) and a management key acting for that member. */
export function memberOfNewOrg(prefix: string, unique: (p: string) => string): { organization_id: string; user_id: string; key: string } {
  const org = admin("org", "create", "--name", unique(prefix));
  const user = admin("user", "add", "--org", org.organization_id, "--email", `${unique("m")}@example.com`, "--role", "member");
  const { key } = admin("management-keys", "create", "--org", org.organization_id, "--user", user.user_id);
  return { organization_id: org.organization_id, user_id: user.user_id, key };
}
