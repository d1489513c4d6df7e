import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { BASE_URL, CONSOLE_STATE, MANAGEMENT_KEY, PORT } from "./e2e/env";

/*
 * The config is evaluated by the runner and again by every worker; the data directory is chosen
 * once by the runner and handed down through the environment, so each run gets a fresh database.
 */
process.env.SWITCHYARD_E2E_DATA_DIR ??= path.join(os.tmpdir(), `switchyard-e2e-${Date.now()}-${process.pid}`);

/** E2E_CHROMIUM, else Debian's chromium (`apt-get install chromium`), else Playwright's own download. */
function chromiumPath(): string | undefined {
  if (process.env.E2E_CHROMIUM) return process.env.E2E_CHROMIUM;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}

const executablePath = chromiumPath();

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a test that passes only on its second try is a flake to fix, not to hide.
  retries: 0,
  // Bounds for a hang, not for speed: CI's two cores run this beside the http and unit suites, and
  // on a slow host a long flow (keys at scale, a page's axe pass) took over 30 s with nothing wrong.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    browserName: "chromium",
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "api",
      testDir: "e2e/api",
      use: { extraHTTPHeaders: { Authorization: `Bearer ${MANAGEMENT_KEY}` } },
    },
    {
      name: "console",
      testDir: "e2e/console",
      use: { storageState: CONSOLE_STATE, viewport: { width: 1280, height: 800 }, colorScheme: "light" },
    },
    /*
     * The pages' main flows again on a phone (390 px) in the dark theme. layout.spec.ts covers
     * every page at both widths in both themes itself; the screenshots run on the desktop project.
     */
    {
      name: "console-phone",
      testDir: "e2e/console",
      testIgnore: ["layout.spec.ts", "screenshots.spec.ts"],
      use: { storageState: CONSOLE_STATE, viewport: { width: 390, height: 844 }, colorScheme: "dark" },
    },
  ],
  webServer: {
    // The real production server, as `npm start` runs it (scripts/start.mjs: compiles the server
    // when stale; a missing or stale console build is rebuilt in the background, /login answers 503 meanwhile).
    command: "node scripts/start.mjs",
    url: `${BASE_URL}/login`,
    timeout: 10 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      GATEWAY_DATA_DIR: process.env.SWITCHYARD_E2E_DATA_DIR,
      GATEWAY_MANAGEMENT_KEY: MANAGEMENT_KEY,
      // Priced models over the local adapter, and a provider that refuses connections (routing fallbacks).
      GATEWAY_CONFIG: "e2e/gateway.e2e.json",
      // A fresh embedded database, whatever the shell exports.
      DATABASE_URL: "",
      // The broadcast spec's receivers listen on 127.0.0.1 (outbound-request rule, docs/decisions.md).
      GATEWAY_ALLOW_PRIVATE_NETWORKS: "127.0.0.0/8,::1/128",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    },
  },
});
