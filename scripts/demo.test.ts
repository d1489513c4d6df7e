import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../server/inference/catalog";
import { openDb } from "../server/db";
import { createCaller } from "../server/trpc/root";
import type { DemoResult } from "./demo";

const ROOT = resolve(__dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "sy-demo-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded database of a fresh data dir, whatever the suite runs on.
const { DATABASE_URL: _pg, ...withoutDatabaseUrl } = process.env;

function admin(...args: string[]) {
  return spawnSync(join(ROOT, "node_modules/.bin/tsx"), [join(ROOT, "scripts/admin.ts"), ...args], {
    cwd: ROOT,
    env: { ...withoutDatabaseUrl, GATEWAY_DATA_DIR: join(dir, "data"), GATEWAY_CONFIG: join(dir, "gateway.config.json"), LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("npm run admin -- demo", () => {
  it("fills a fresh data dir: a priced catalog, keys with limits, and 30 days of usage that GET /activity shows as money; a second run is refused", async () => {
    const first = admin("demo");
    expect(first.status, first.stderr).toBe(0);
    const out = JSON.parse(first.stdout) as DemoResult;
    expect(out.catalog).toEqual({ path: join(dir, "gateway.config.json"), written: true });
    const catalog = buildCatalog(JSON.parse(readFileSync(join(dir, "gateway.config.json"), "utf8")), "demo");
    expect(catalog.endpoints.get("demo/frontier-large")?.[0].pricing.prompt).toBeGreaterThan(0);
    expect(out.keys.filter((k) => k.limit !== null).length).toBeGreaterThanOrEqual(4);
    expect(out.refused_rows).toBeGreaterThan(0);

    const again = admin("demo");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("The demo was already loaded into organization");
    expect(again.stdout).toBe("");

    const h = await openDb({ dataDir: join(dir, "data") });
    try {
      const api = createCaller({ db: h.prisma, now: () => new Date(), auth: { type: "bearer", header: `Bearer ${out.management_key}` } });
      const { data } = await api.activity.get({ range: "30d" });
      expect(data.totals.spend_usd).toBeGreaterThan(1);
      expect(data.totals.spend_usd).toBeCloseTo(out.spend_usd, 2);
      expect(data.totals.requests).toBe(out.ledger_rows);
      expect(data.totals.refused).toBe(out.refused_rows);
      expect(data.series.at(-1)?.requests).toBeGreaterThan(0); // today
      const top = await api.activity.top({ range: "30d", dimension: "model" });
      expect(top.data.items.map((i) => i.group).sort()).toEqual(["demo/fast-small", "demo/frontier-large", "demo/reasoner"]);
      const key = await api.keys.get({ hash: out.keys[0].hash });
      expect(key.data.usage).toBeGreaterThan(0);
      const log = await api.activity.generations({ limit: 5 });
      expect(log.data).toHaveLength(5);
    } finally {
      await h.close();
    }
    expect(existsSync(join(dir, "gateway.config.json"))).toBe(true);
  }, 240_000);
});
