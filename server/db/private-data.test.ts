import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedUrl, runningEmbeddedUrl, serveEmbedded } from "./embedded-socket";
import { makePrivateDir } from "./private-dir";

/**
 * Local data is private (issue 21 item 7): the embedded database's wire server takes only
 * clients that send its random password, kept in a 0600 file of the data directory (where the
 * CLI reads it); the data directory is 0700 and what is in it loses every group/other right.
 */

const mode = (p: string) => statSync(p).mode & 0o777;

describe("the embedded database's wire server", () => {
  let dir: string;
  let pglite: PGlite;
  let served: Awaited<ReturnType<typeof serveEmbedded>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sy-private-"));
    pglite = new PGlite();
    await pglite.waitReady;
    served = await serveEmbedded(pglite, dir, 8);
  });
  afterAll(async () => {
    await served?.stop();
    await pglite?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function query(url: string): Promise<string> {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await c.connect();
      return (await c.query<{ v: string }>("SELECT 'ok' AS v")).rows[0].v;
    } finally {
      await c.end().catch(() => undefined);
    }
  }

  it.each([
    ["no password", ""],
    ["postgres (what any client tries)", "postgres"],
    ["a wrong password", "0".repeat(48)],
  ])("refuses %s with 28P01", async (_label, password) => {
    const url = `postgres://postgres${password ? `:${password}` : ""}@${served.host}:${served.port}/postgres?sslmode=disable`;
    await expect(query(url)).rejects.toMatchObject({ code: "28P01" });
  });

  it("answers the password of server.json, a 0600 file the CLI reads", async () => {
    const file = join(dir, "server.json");
    expect(mode(file)).toBe(0o600);
    const info = JSON.parse(readFileSync(file, "utf8")) as { password: string };
    expect(info.password).toMatch(/^[0-9a-f]{48}$/);
    expect(runningEmbeddedUrl(dir)).toBe(embeddedUrl(served.host, served.port, info.password));
    expect(await query(runningEmbeddedUrl(dir) as string)).toBe("ok");
  });
});

describe("the data directory", () => {
  it("is created 0700; an existing one and everything in it lose group and other rights", () => {
    const parent = mkdtempSync(join(tmpdir(), "sy-datadir-"));
    try {
      const fresh = join(parent, "fresh", "data");
      makePrivateDir(fresh);
      expect(mode(fresh)).toBe(0o700);

      const old = join(parent, "old");
      mkdirSync(join(old, "base", "1"), { recursive: true });
      writeFileSync(join(old, "server.json"), "{}");
      writeFileSync(join(old, "base", "1", "1259"), "x");
      writeFileSync(join(old, "base", "tool"), "x");
      chmodSync(join(old, "server.json"), 0o666);
      chmodSync(join(old, "base", "1", "1259"), 0o666);
      chmodSync(join(old, "base", "tool"), 0o755);
      chmodSync(join(old, "base", "1"), 0o777);
      chmodSync(join(old, "base"), 0o755);
      chmodSync(old, 0o777);
      makePrivateDir(old);
      expect(mode(old)).toBe(0o700);
      expect(mode(join(old, "base"))).toBe(0o700);
      expect(mode(join(old, "base", "1"))).toBe(0o700);
      expect(mode(join(old, "server.json"))).toBe(0o600);
      expect(mode(join(old, "base", "1", "1259"))).toBe(0o600);
      expect(mode(join(old, "base", "tool"))).toBe(0o700);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
