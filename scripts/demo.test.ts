import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../server/catalog/catalog";
import { openDb } from "../server/db";
import { createCaller } from "../server/trpc/root";
import { windowId, type LimitReset } from "../server/auth/limit-windows";
import { runDemo, type DemoResult } from "./demo";

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

describe("npx switchyard-admin demo", () => {
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
      await expectOneTrueStory(h.prisma, api, out);
    } finally {
      await h.close();
    }
    expect(existsSync(join(dir, "gateway.config.json"))).toBe(true);
  }, 240_000);
});

describe("the demo's today", () => {
  // Saturday 00:01 UTC: the current hour's requests fall in the minute that has passed (they were spread over the
  // whole hour and the future ones dropped, so the day was often empty in its first minutes: CI failed at 00:03).
  it("run a minute after midnight UTC, today has requests", async () => {
    const now = new Date("2026-11-28T00:01:00Z");
    const h = await openDb({ dataDir: join(dir, "midnight") });
    try {
      const out = await runDemo(h.prisma, { now, configPath: join(dir, "midnight.config.json") });
      const api = createCaller({ db: h.prisma, now: () => now, auth: { type: "bearer", header: `Bearer ${out.management_key}` } });
      const { data } = await api.activity.get({ range: "30d" });
      expect(data.series.at(-1)?.requests).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
  }, 240_000);
});

type Api = ReturnType<typeof createCaller>;
type Prisma = Awaited<ReturnType<typeof openDb>>["prisma"];
interface LedgerError {
  code: number;
  message: string;
  reason: string | null;
}

/** The names the documentation's own examples create (README.md and docs/*.md). */
function readmeWorkspaceNames(): string[] {
  const docs = readdirSync(join(ROOT, "docs")).filter((n) => n.endsWith(".md")).map((n) => join(ROOT, "docs", n));
  const text = [join(ROOT, "README.md"), ...docs].map((f) => readFileSync(f, "utf8")).join("\n");
  return [...text.matchAll(/"name":\s*"([^"]+)"/g)].map((m) => m[1]);
}

/**
 * The demo is a story the gateway could have written: only refusal kinds it produces, each for a
 * reason the key's limit or guardrail gives, no admitted request beyond a limit, and every key's
 * last use the time of its last ledger row.
 */
async function expectOneTrueStory(db: Prisma, api: Api, out: DemoResult) {
  const rows = await db.usageLedger.findMany({ where: { org_id: out.organization_id }, orderBy: [{ created_at: "asc" }, { id: "asc" }] });
  const keys = await db.apiKey.findMany({ where: { hash: { in: out.keys.map((k) => k.hash) } } });
  const byId = new Map(keys.map((k) => [k.id, k]));
  const guard = (await api.guardrails.get({ id: out.guardrail_id })).data;
  const guardedIds = new Set(
    (await db.guardrailKeyAssignment.findMany({ where: { guardrail_id: out.guardrail_id }, select: { key_id: true } })).map((a) => a.key_id),
  );
  expect(guardedIds.size).toBeGreaterThan(0);
  expect(guard.limit_usd).not.toBeNull();

  const kinds = new Set<string>();
  const spent = new Map<string, number>();
  const perReason = new Map<string, number>();
  for (const row of rows) {
    const key = byId.get(row.key_id);
    expect(key).toBeDefined();
    if (!key) continue;
    const reset = (key.limit_reset as LimitReset | null) ?? null;
    const keyBucket = `k${key.id}:${windowId(reset, row.created_at)}`;
    const guardBucket = `g${key.id}:${windowId(guard.reset_interval as LimitReset, row.created_at)}`;
    if (row.status === "refused") {
      const err = row.error as unknown as LedgerError;
      const kind = `${err.code} ${err.reason ?? ""}`.trim();
      kinds.add(kind);
      perReason.set(kind, (perReason.get(kind) ?? 0) + 1);
      expect(Number(row.cost_usd)).toBe(0);
      expect(row.provider).toBe("none");
      if (err.code === 402) {
        // The key has a limit, and the message's "remains" is the limit less the window's spend.
        const limit = key.limit === null ? null : Number(key.limit);
        expect(limit).not.toBeNull();
        const m = /^Key spending limit of \$([\d.]+) (per day|per week|per month|in total)(?: reached)?: this request may cost up to \$([\d.]+); \$([\d.]+) remains; /.exec(err.message);
        expect(m, err.message).not.toBeNull();
        if (!m || limit === null) continue;
        expect(Number(m[1])).toBe(limit);
        const remains = limit - (spent.get(keyBucket) ?? 0);
        expect(Math.abs(Number(m[4]) - remains)).toBeLessThanOrEqual(Math.max(0.01 * remains, 1e-9));
        expect(Number(m[3])).toBeGreaterThanOrEqual(Number(m[4])); // the worst case did not fit (equal after rounding)
      } else {
        expect(err.code).toBe(403);
        expect(guardedIds.has(key.id)).toBe(true);
        expect(row.guardrail).toMatchObject({ refused: { reason: err.reason, message: err.message } });
        if (err.reason === "model_not_allowed") expect(guard.allowed_models).not.toContain(row.model);
        if (err.reason === "content_filter") expect(guard.content_filters?.some((f) => f.action === "block" && err.message.endsWith(f.label ?? ""))).toBe(true);
        if (err.reason === "guardrail_budget") expect(err.message).toMatch(/^Guardrail spending limit reached; resets \d{4}-\d\d-\d\dT00:00:00Z$/);
      }
      continue;
    }
    // An admitted request never takes a key or the guardrail beyond its limit.
    const cost = Number(row.cost_usd);
    spent.set(keyBucket, (spent.get(keyBucket) ?? 0) + cost);
    if (key.limit !== null) expect(spent.get(keyBucket)).toBeLessThanOrEqual(Number(key.limit) + 1e-9);
    if (guardedIds.has(key.id)) {
      spent.set(guardBucket, (spent.get(guardBucket) ?? 0) + cost);
      expect(spent.get(guardBucket)).toBeLessThanOrEqual(Number(guard.limit_usd) + 1e-9);
    }
  }
  // Only the refusals the gateway produces, and the guardrail shows each of its outcomes.
  expect([...kinds].sort()).toEqual(["402", "403 content_filter", "403 guardrail_budget", "403 model_not_allowed"]);
  const outcomes = rows.filter((r) => guardedIds.has(r.key_id) && r.status !== "refused").map((r) => r.guardrail as { flags?: object; redactions?: object } | null);
  expect(outcomes.some((g) => g === null)).toBe(true);
  expect(outcomes.some((g) => g && Object.keys(g.redactions ?? {}).length > 0)).toBe(true);
  expect(outcomes.some((g) => g && Object.keys(g.flags ?? {}).length > 0)).toBe(true);

  // Last used: each key's last row, as GET /keys/{hash} answers it.
  for (const k of out.keys) {
    const id = keys.find((x) => x.hash === k.hash)?.id;
    const last = rows.findLast((r) => r.key_id === id);
    const { data } = await api.keys.get({ hash: k.hash });
    expect(data.last_used_at, k.name).toBe(last ? last.created_at.toISOString() : null);
  }

  // The demo's workspaces are not the README's examples (no name twice in a dropdown).
  const names = (await api.workspaces.list({})).data.map((w) => w.name);
  expect(new Set(names).size).toBe(names.length);
  for (const n of readmeWorkspaceNames()) expect(names.filter((x) => x === n).length).toBeLessThanOrEqual(0);
}
