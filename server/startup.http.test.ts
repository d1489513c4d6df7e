import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runAdmin, startServer } from "./test/server";

/** The operator contract's first-start story, on a fresh embedded database of its own. */
describe("first start, bootstrap and the operator CLI (embedded database)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "switchyard-boot-"));
  const env = { DATABASE_URL: "", GATEWAY_MANAGEMENT_KEY: "", REDIS_URL: "" };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("prints the management key once; it works; a second start prints none; the CLI works while the server runs", { timeout: 180_000 }, async () => {
    const first = await startServer({ dataDir, env });
    const lines = first.stdout().split("\n").filter((l) => l.startsWith("management key: "));
    expect(lines).toHaveLength(1);
    const key = lines[0].slice("management key: ".length);
    expect(key).toMatch(/^sk-sy-mgmt-v1-[0-9a-f]{64}$/);

    const post = await fetch(`${first.url}/api/v1/workspaces`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Research", slug: "research" }),
    });
    expect(post.status).toBe(201);
    const got = await fetch(`${first.url}/api/v1/workspaces/research`, { headers: { authorization: `Bearer ${key}` } });
    expect(got.status).toBe(200);
    expect(((await got.json()) as { data: { name: string } }).data.name).toBe("Research");

    // The CLI, while the server owns the embedded database (through tsx on its source, as `npx switchyard-admin` runs it).
    const cliEnv = { ...first.env, LOG_LEVEL: "warn" };
    const list = runAdmin(["org", "list"], cliEnv, { source: true });
    expect(list.status, list.stderr).toBe(0);
    expect(list.json).toEqual([{ organization_id: expect.any(String), name: "Default", created_at: expect.any(String) }]);
    const orgId = (list.json as Array<{ organization_id: string }>)[0].organization_id;
    const hipaa = runAdmin(["workspace", "hipaa", "--org", orgId, "--workspace", "research", "--on"], cliEnv, { source: true });
    expect(hipaa.status, hipaa.stderr).toBe(0);
    expect(hipaa.json).toEqual({ workspace_id: expect.any(String), is_hipaa: true });
    const mk = runAdmin(["key", "create-management", "--org", orgId], cliEnv, { source: true });
    expect(mk.status, mk.stderr).toBe(0);
    const newKey = (mk.json as { key: string }).key;
    const withNew = await fetch(`${first.url}/api/v1/workspaces`, { headers: { authorization: `Bearer ${newKey}` } });
    expect(withNew.status).toBe(200);

    // A second server on the same data directory would corrupt it: it refuses to start.
    await expect(startServer({ dataDir, env })).rejects.toThrow(/another gateway \(pid \d+\) is serving the embedded database in /);
    // So would `next start` (in-process PGlite): the same check, and the process ends.
    await expect(startServer({ dataDir, env, transport: "next" })).rejects.toThrow(/another gateway \(pid \d+\) is serving the embedded database in /);

    expect(await first.stop()).toBe(0);

    const second = await startServer({ dataDir, env });
    expect(second.stdout()).not.toContain("management key:");
    const again = await fetch(`${second.url}/api/v1/workspaces/research`, { headers: { authorization: `Bearer ${key}` } });
    expect(again.status).toBe(200);
    await second.stop();

    // With the server stopped the CLI opens the embedded database itself.
    const offline = runAdmin(["org", "create", "--name", "Acme"], cliEnv, { source: true });
    expect(offline.status, offline.stderr).toBe(0);
    expect(offline.json).toEqual({
      organization_id: expect.any(String),
      owner_user_id: expect.any(String),
      default_workspace_id: expect.any(String),
      management_key: expect.stringMatching(/^sk-sy-mgmt-v1-/),
    });
    const bad = runAdmin(["user", "add", "--org", orgId, "--email", "x@example.com", "--role", "boss"], cliEnv, { source: true });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain("--role must be owner, admin or member");
    expect(bad.json).toBeNull();

    // No key in plaintext anywhere in the data directory or the logs.
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());
    for (const f of files) {
      const buf = readFileSync(join(f.parentPath, f.name));
      expect(buf.includes(key), f.name).toBe(false);
      expect(buf.includes(newKey), f.name).toBe(false);
    }
    expect(first.stderr()).not.toContain(key);
  });
});
