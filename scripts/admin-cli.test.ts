import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "sy-admin-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded database of a fresh data dir, whatever the suite runs on.
const { DATABASE_URL: _pg, npm_config_loglevel: _ll, ...baseEnv } = process.env;
const env = { ...baseEnv, GATEWAY_DATA_DIR: join(dir, "data"), LOG_LEVEL: "warn" };

function run(cmd: string, args: string[]) {
  return spawnSync(cmd, args, { cwd: ROOT, env, encoding: "utf8", timeout: 120_000 });
}

/** stdout must be one line holding one JSON document, nothing before or after it. */
function oneJsonDocument(stdout: string): unknown {
  expect(stdout.endsWith("\n")).toBe(true);
  expect(stdout.trimEnd().split("\n")).toHaveLength(1);
  return JSON.parse(stdout);
}

describe("the operator CLI prints exactly one JSON document on stdout", () => {
  it("package.json names the bin that npx runs", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { bin?: Record<string, string> };
    expect(pkg.bin).toEqual({ "switchyard-admin": "bin/switchyard-admin.mjs" });
  });

  it.each([
    ["npx switchyard-admin", "npx", ["--no-install", "switchyard-admin"]],
    ["npm run -s admin --", "npm", ["run", "-s", "admin", "--"]],
  ])("%s: org create, org list, --help", (_name, cmd, prefix) => {
    const created = run(cmd, [...prefix, "org", "create", "--name", `CLI ${cmd}`]);
    expect(created.status, created.stderr).toBe(0);
    const org = oneJsonDocument(created.stdout) as { organization_id: string; management_key: string };
    expect(org.management_key).toMatch(/^sk-sy-mgmt-v1-/);

    const listed = run(cmd, [...prefix, "org", "list"]);
    expect(listed.status, listed.stderr).toBe(0);
    const orgs = oneJsonDocument(listed.stdout) as Array<{ organization_id: string }>;
    expect(orgs.map((o) => o.organization_id)).toContain(org.organization_id);

    const help = run(cmd, [...prefix, "--help"]);
    expect(help.status).toBe(0);
    expect(oneJsonDocument(help.stdout)).toMatchObject({ commands: expect.arrayContaining(["org create --name NAME", "demo"]) });
    expect(help.stderr).toContain("Usage: npx switchyard-admin <command>");

    const bad = run(cmd, [...prefix, "org", "frobnicate"]);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain("error: unknown command: org frobnicate");
  }, 240_000);
});
