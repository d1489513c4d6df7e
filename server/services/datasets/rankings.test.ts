import { randomBytes, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../../auth/authenticate";
import type { DbHandle } from "../../db";
import { envelope } from "../../errors/app-error";
import { toAppError } from "../../errors/normalize";
import { buildCatalog, catalog, setCatalog, type Catalog } from "../../catalog/catalog";
import { testDb } from "../../test/db";
import { seedOrg } from "../../test/fixtures";
import { createCaller } from "../../trpc/root";
import { writeUsageBatch, type UsageEntry } from "../usage/ledger";
import { rankingsDaily } from "./rankings";
import { consumeRankingsQuota, MemoryRateLimitStore, RedisRateLimitStore, setRateLimitStore, type RateLimitStore } from "./rate-limit";

type Org = Awaited<ReturnType<typeof seedOrg>>;

const pad = (i: number) => String(i).padStart(2, "0");
const slug = (i: number) => `acme/m${pad(i)}`;
const perma = (i: number) => `acme/m${pad(i)}-0301`;

/** 55 public models (slug acme/mNN, permaslug acme/mNN-0301), one private, one public that only ever fails. */
const testCatalog: Catalog = buildCatalog(
  {
    providers: [{ id: "p", name: "P", api: "openai", base_url: "http://127.0.0.1:9/v1" }],
    models: [
      ...Array.from({ length: 55 }, (_, k) => ({
        slug: slug(k + 1),
        canonical_slug: perma(k + 1),
        name: `M${k + 1}`,
        vendor: "acme",
        kind: "chat",
        context_length: 1000,
        endpoints: [{ provider: "p", upstream_model: "m", pricing: { prompt: "0", completion: "0" } }],
      })),
      { slug: "acme/secret", name: "Secret", vendor: "acme", kind: "chat", public: false, context_length: 1000, endpoints: [{ provider: "p", upstream_model: "s", pricing: { prompt: "0", completion: "0" } }] },
      { slug: "acme/zero", name: "Zero", vendor: "acme", kind: "chat", context_length: 1000, endpoints: [{ provider: "p", upstream_model: "z", pricing: { prompt: "0", completion: "0" } }] },
    ],
  },
  "test-catalog.json",
);

const ATTRIBUTION = { operator: "Acme Gateway", url: "https://gw.example/rankings" };

/** What a call failed with, as the REST envelope would show it (plus headers). */
async function failure(p: Promise<unknown>) {
  try {
    await p;
    return null;
  } catch (err) {
    const app = toAppError(err);
    return { ...envelope(app).error, headers: app.headers };
  }
}

describe("rankings dataset", () => {
  let h: DbHandle;
  let a: Org;
  let b: Org;
  let previousCatalog: Catalog;

  const entry = (org: Org, model: string, iso: string, prompt: number, completion: number, status: UsageEntry["status"] = "ok"): UsageEntry => ({
    requestId: randomUUID(),
    orgId: org.organization_id,
    keyId: 1,
    workspaceId: org.default_workspace_id,
    endUser: null,
    model,
    provider: "p",
    promptTokens: prompt,
    completionTokens: completion,
    costUsd: 0,
    isByok: false,
    latencyMs: 1,
    attempts: 1,
    status,
    createdAt: new Date(iso),
  });

  /** Day 1's totals: m01 100000; m02 = m03 = 90000 (a tie); m04..m55 (60 − i) × 1000, except m51 = m50 = 10000 (a tie at the cut). */
  const day1Total = (i: number) => (i === 1 ? 100_000 : i <= 3 ? 90_000 : i === 51 ? 10_000 : (60 - i) * 1000);

  const query = (startDate?: string, endDate?: string, now = "2025-06-15T12:00:00Z") =>
    rankingsDaily({ db: h.prisma, now: new Date(now), startDate, endDate, models: testCatalog.models, attribution: ATTRIBUTION });

  beforeAll(async () => {
    h = await testDb();
    a = await seedOrg(h.prisma);
    b = await seedOrg(h.prisma);
    previousCatalog = catalog();
    setCatalog(testCatalog);
    setRateLimitStore(new MemoryRateLimitStore()); // the procedure's limits follow the injected clock
    const batch: UsageEntry[] = [];
    // Day 1, in reverse order (so the ties are not decided by insertion order); each model's
    // tokens split over two organizations, one row under the slug and one under the permaslug.
    for (let i = 55; i >= 1; i--) {
      const t = day1Total(i);
      batch.push(entry(a, slug(i), "2025-03-10T08:00:00Z", t / 2, t / 4));
      batch.push(entry(b, i % 2 ? perma(i) : slug(i), "2025-03-10T20:00:00Z", t / 8, t / 8));
    }
    batch.push(entry(a, "acme/secret", "2025-03-10T09:00:00Z", 1_000_000_000, 1)); // private: never shown, not even in other
    batch.push(entry(a, "acme/zero", "2025-03-10T09:00:00Z", 0, 0, "error")); // public but no tokens
    batch.push(entry(a, "gone/model", "2025-03-10T09:00:00Z", 5_000_000, 0)); // no longer in the catalog
    // Day 2 (no `other`), and the UTC midnight boundary into day 3.
    batch.push(entry(a, slug(1), "2025-03-11T00:00:00.000Z", 400, 100));
    batch.push(entry(b, slug(2), "2025-03-11T12:00:00Z", 300, 0));
    batch.push(entry(a, slug(3), "2025-03-11T23:59:59.999Z", 25, 25));
    batch.push(entry(b, slug(3), "2025-03-12T00:00:00.000Z", 60, 40));
    await writeUsageBatch(h.prisma, batch);
    // A retried batch (the same request ids) must not count twice.
    await writeUsageBatch(h.prisma, batch);
  });
  afterAll(async () => {
    setCatalog(previousCatalog);
    await h.close();
  });

  it("ranks per UTC day: tokens descending, ties alphabetical, top 50 then `other` last; private, unknown and zero-token models left out", async () => {
    const res = await query("2025-03-10", "2025-03-12");
    const day1 = [
      { date: "2025-03-10", model_permaslug: perma(1), total_tokens: "100000" },
      { date: "2025-03-10", model_permaslug: perma(2), total_tokens: "90000" },
      { date: "2025-03-10", model_permaslug: perma(3), total_tokens: "90000" },
      ...Array.from({ length: 47 }, (_, k) => ({ date: "2025-03-10", model_permaslug: perma(k + 4), total_tokens: String(day1Total(k + 4)) })),
      { date: "2025-03-10", model_permaslug: "other", total_tokens: String([51, 52, 53, 54, 55].reduce((s, i) => s + day1Total(i), 0)) },
    ];
    expect(res.data).toEqual([
      ...day1,
      { date: "2025-03-11", model_permaslug: perma(1), total_tokens: "500" },
      { date: "2025-03-11", model_permaslug: perma(2), total_tokens: "300" },
      { date: "2025-03-11", model_permaslug: perma(3), total_tokens: "50" },
      { date: "2025-03-12", model_permaslug: perma(3), total_tokens: "100" },
    ]);
    expect(day1.at(-2)).toEqual({ date: "2025-03-10", model_permaslug: perma(50), total_tokens: "10000" }); // m51 ties it and goes to other
    expect(day1.at(-1)?.total_tokens).toBe("36000");
    expect(res.data.filter((r) => r.date === "2025-03-10")).toHaveLength(51);
    expect(JSON.stringify(res)).not.toMatch(/secret|zero|gone/);
    expect(res.meta).toEqual({
      as_of: "2025-06-15T12:00:00.000Z",
      start_date: "2025-03-10",
      end_date: "2025-03-12",
      version: "v1",
      attribution: "Source: Acme Gateway rankings (https://gw.example/rankings), as of 2025-06-15T12:00:00.000Z",
    });
  });

  it("a day's rows never repeat a (date, model_permaslug) pair, and the range is inclusive at both ends", async () => {
    const res = await query("2025-03-11", "2025-03-11");
    expect(res.data.map((r) => r.model_permaslug)).toEqual([perma(1), perma(2), perma(3)]);
    const all = await query("2025-01-01", "2025-12-31");
    const pairs = all.data.map((r) => `${r.date} ${r.model_permaslug}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect((await query("2025-03-13", "2025-03-20")).data).toEqual([]);
  });

  it("sums as integers beyond 2^53 (decimal strings, exact)", async () => {
    await h.prisma.$executeRaw`INSERT INTO model_usage_daily (day, model, prompt_tokens, completion_tokens, requests)
      VALUES ('2025-04-01', ${slug(7)}, 9007199254740993, 9007199254740993, 1)`;
    await h.prisma.$executeRaw`INSERT INTO usage_daily_totals (day, prompt_tokens, completion_tokens, requests)
      VALUES ('2025-04-01', 9007199254740993, 9007199254740993, 1)`;
    await writeUsageBatch(h.prisma, [entry(a, slug(7), "2025-04-01T10:00:00Z", 5, 2)]);
    const res = await query("2025-04-01", "2025-04-01");
    expect(res.data).toEqual([{ date: "2025-04-01", model_permaslug: perma(7), total_tokens: "18014398509481993" }]);
  });

  it("a day already ranked is ranked again after new usage on it (a late or retried batch for a past day included)", async () => {
    const before = await query("2025-03-11", "2025-03-12");
    expect(before.data.map((r) => r.total_tokens)).toEqual(["500", "300", "50", "100"]);
    const late = [entry(b, slug(3), "2025-03-11T10:00:00Z", 1000, 0), entry(a, slug(40), "2025-03-12T10:00:00Z", 99, 1)];
    await writeUsageBatch(h.prisma, late);
    const after = await query("2025-03-11", "2025-03-12");
    expect(after.data).toEqual([
      { date: "2025-03-11", model_permaslug: perma(3), total_tokens: "1050" },
      { date: "2025-03-11", model_permaslug: perma(1), total_tokens: "500" },
      { date: "2025-03-11", model_permaslug: perma(2), total_tokens: "300" },
      { date: "2025-03-12", model_permaslug: perma(3), total_tokens: "100" },
      { date: "2025-03-12", model_permaslug: perma(40), total_tokens: "100" },
    ]);
    await writeUsageBatch(h.prisma, late); // retried: nothing changes
    expect(await query("2025-03-11", "2025-03-12")).toEqual(after);
  });

  it("reads the rollups, not the ledger: the answer survives emptying usage_ledger (ranked afresh for another model set)", async () => {
    const before = await query("2025-03-10", "2025-03-12");
    await h.prisma.$executeRaw`DELETE FROM usage_ledger`;
    const unused = buildCatalog({ models: [{ slug: "acme/unused", name: "U", vendor: "acme", kind: "chat", context_length: 1, endpoints: [{ provider: "local", upstream_model: "echo", pricing: { prompt: "0", completion: "0" } }] }] }, "x").models;
    const fresh = await rankingsDaily({ db: h.prisma, now: new Date("2025-06-15T12:00:00Z"), startDate: "2025-03-10", endDate: "2025-03-12", models: [...testCatalog.models, ...unused], attribution: ATTRIBUTION });
    expect(fresh).toEqual(before);
  });

  const ranges: Array<[string, string | undefined, string | undefined, string, string, string]> = [
    // label, start_date, end_date, now, → meta.start_date, meta.end_date
    ["defaults at midnight", undefined, undefined, "2025-03-12T00:00:00.000Z", "2025-02-09", "2025-03-11"],
    ["defaults just before midnight", undefined, undefined, "2025-03-11T23:59:59.999Z", "2025-02-08", "2025-03-10"],
    ["defaults across a leap day", undefined, undefined, "2028-03-02T06:00:00Z", "2028-01-31", "2028-03-01"],
    ["start only: end defaults to yesterday", "2025-03-10", undefined, "2025-03-12T09:00:00Z", "2025-03-10", "2025-03-11"],
    ["end only: start 30 days before, clamped", undefined, "2025-01-10", "2025-06-15T12:00:00Z", "2025-01-01", "2025-01-10"],
    ["start before the dataset is clamped and echoed", "2024-06-01", "2025-01-05", "2025-06-15T12:00:00Z", "2025-01-01", "2025-01-05"],
    ["year 0001 is a date too (clamped)", "0001-01-01", "2025-01-01", "2025-06-15T12:00:00Z", "2025-01-01", "2025-01-01"],
    ["one day", "2025-02-28", "2025-02-28", "2025-06-15T12:00:00Z", "2025-02-28", "2025-02-28"],
    ["a leap day", "2028-02-29", "2028-02-29", "2028-06-15T12:00:00Z", "2028-02-29", "2028-02-29"],
    ["the current (incomplete) day may be asked for", "2025-06-15", "2025-06-15", "2025-06-15T12:00:00Z", "2025-06-15", "2025-06-15"],
  ];
  it.each(ranges)("range: %s", async (_l, start_date, end_date, now, start, end) => {
    const api = createCaller({ db: h.prisma, now: () => new Date(now), auth: { type: "bearer", header: `Bearer ${b.management_key}` } });
    const res = await api.datasets.rankingsDaily({ start_date, end_date });
    expect(res.meta).toMatchObject({ start_date: start, end_date: end, as_of: new Date(now).toISOString(), version: "v1" });
  });

  const bad: Array<[string, Record<string, string>, string, string]> = [
    // label, input, failing field, issue message (the envelope message is always "Invalid request parameters")
    ["30 February", { start_date: "2025-02-30" }, "start_date", "is not a calendar date"],
    ["29 February of a common year", { end_date: "2025-02-29" }, "end_date", "is not a calendar date"],
    ["month 13", { end_date: "2025-13-01" }, "end_date", "is not a calendar date"],
    ["day 00", { start_date: "2025-03-00" }, "start_date", "is not a calendar date"],
    ["end before the dataset starts", { end_date: "2024-12-31" }, "end_date", "must be 2025-01-01 or later: the dataset starts on 2025-01-01"],
    ["start after end", { start_date: "2025-03-02", end_date: "2025-03-01" }, "start_date", "must not be after end_date (2025-03-01)"],
    ["start after the default end", { start_date: "2025-06-15" }, "start_date", "must not be after end_date (2025-06-14)"],
    ["no dashes", { end_date: "20250301" }, "end_date", "must be a date in the form YYYY-MM-DD"],
    ["one-digit month", { start_date: "2025-3-01" }, "start_date", "must be a date in the form YYYY-MM-DD"],
    ["a date-time", { start_date: "2025-03-01T00:00:00Z" }, "start_date", "must be a date in the form YYYY-MM-DD"],
    ["surrounding space", { end_date: " 2025-03-01" }, "end_date", "must be a date in the form YYYY-MM-DD"],
    ["empty", { start_date: "" }, "start_date", "must be a date in the form YYYY-MM-DD"],
    ["five-digit year", { end_date: "12025-03-01" }, "end_date", "must be a date in the form YYYY-MM-DD"],
  ];
  it.each(bad)("bad dates: %s → 400", async (_l, input, field, message) => {
    const api = createCaller({ db: h.prisma, now: () => new Date("2025-06-15T12:00:00Z"), auth: { type: "bearer", header: `Bearer ${a.management_key}` } });
    expect(await failure(api.datasets.rankingsDaily(input))).toEqual({
      code: 400,
      message: "Invalid request parameters",
      metadata: { issues: [{ field, message }] },
      headers: {},
    });
  });

  it("any valid key: inference and management both answer; no key is a 401", async () => {
    const mgmt = createCaller({ db: h.prisma, now: () => new Date("2025-03-13T10:00:00Z"), auth: { type: "bearer", header: `Bearer ${a.management_key}` } });
    const { key } = await mgmt.keys.create({ name: "rankings reader" });
    const inference = createCaller({ db: h.prisma, now: () => new Date("2025-03-13T10:00:00Z"), auth: { type: "bearer", header: `Bearer ${key}` } });
    const viaInference = await inference.datasets.rankingsDaily({ start_date: "2025-03-10", end_date: "2025-03-10" });
    expect(viaInference.data).toHaveLength(51);
    expect(await mgmt.datasets.rankingsDaily({ start_date: "2025-03-10", end_date: "2025-03-10" })).toEqual(viaInference);
    const anonymous = createCaller({ db: h.prisma, now: () => new Date(), auth: { type: "bearer", header: null } });
    expect(await failure(anonymous.datasets.rankingsDaily({}))).toMatchObject({ code: 401, message: "Missing Authentication header" });
  });

  it("console: one key's usage per UTC day (key_usage_daily), zeros filled in; another organization's key is a 404", async () => {
    const api = createCaller({ db: h.prisma, now: () => new Date("2025-05-03T15:00:00Z"), auth: { type: "bearer", header: `Bearer ${a.management_key}` } });
    const { data: key } = await api.keys.create({ name: "charted" });
    const spend = (iso: string, costUsd: number, isByok = false) => ({ ...entry(a, slug(1), iso, 10, 1), keyId: key.id, costUsd, isByok });
    await writeUsageBatch(h.prisma, [spend("2025-05-01T23:59:59Z", 0.5), spend("2025-05-03T00:00:00Z", 0.25), spend("2025-05-03T10:00:00Z", 1, true)]);
    const { data } = await api.datasets.keyUsageDaily({ hash: key.hash, days: 4 });
    expect(data).toEqual([
      { date: "2025-04-30", requests: 0, usage: 0, byok_usage: 0 },
      { date: "2025-05-01", requests: 1, usage: 0.5, byok_usage: 0 },
      { date: "2025-05-02", requests: 0, usage: 0, byok_usage: 0 },
      { date: "2025-05-03", requests: 2, usage: 0.25, byok_usage: 1 },
    ]);
    const otherOrg = createCaller({ db: h.prisma, now: () => new Date("2025-05-03T15:00:00Z"), auth: { type: "bearer", header: `Bearer ${b.management_key}` } });
    expect(await failure(otherOrg.datasets.keyUsageDaily({ hash: key.hash }))).toMatchObject({ code: 404, message: "Resource not found" });
  });

  it("30 requests per minute per key through the procedure: the 31st is a 429 with Retry-After; the window reopens after a minute", async () => {
    const mgmt = createCaller({ db: h.prisma, now: () => new Date(), auth: { type: "bearer", header: `Bearer ${b.management_key}` } });
    const { key } = await mgmt.keys.create({ name: "rate limited" });
    let now = new Date("2025-03-13T10:00:00Z");
    const api = createCaller({ db: h.prisma, now: () => now, auth: { type: "bearer", header: `Bearer ${key}` } });
    for (let i = 0; i < 30; i++) await api.datasets.rankingsDaily({ start_date: "2025-03-12" });
    now = new Date("2025-03-13T10:00:20Z");
    expect(await failure(api.datasets.rankingsDaily({ start_date: "2025-03-12" }))).toEqual({
      code: 429,
      message: "Rate limit exceeded: 30 requests per minute per key",
      metadata: { scope: "key", limit: 30, retry_after_seconds: 40 },
      headers: { "Retry-After": "40" },
    });
    // A bad request counts too (the limit comes before validation) and is refused the same way.
    expect(await failure(api.datasets.rankingsDaily({ start_date: "nope" }))).toMatchObject({ code: 429 });
    now = new Date("2025-03-13T10:01:00Z");
    expect((await api.datasets.rankingsDaily({ start_date: "2025-03-10", end_date: "2025-03-10" })).data).toHaveLength(51);
  });
});

describe("rankings rate limits (fixed windows, injected clock)", () => {
  const caller = (orgId: string): Caller => ({ keyId: 0, keyHash: randomBytes(16).toString("hex"), kind: "inference", orgId, userId: randomUUID(), workspaceId: null });
  const refused = async (p: Promise<void>) => {
    try {
      await p;
      return null;
    } catch (err) {
      const app = toAppError(err);
      return { status: app.status, message: app.message, retryAfter: app.headers["Retry-After"] };
    }
  };

  it("500 requests per UTC day per organization, over all its keys; Retry-After runs to midnight UTC; the next day starts afresh", async () => {
    const store = new MemoryRateLimitStore();
    const org = randomUUID();
    const now = new Date("2025-03-13T23:00:00Z");
    for (let k = 0; k < 17; k++) {
      const c = caller(org);
      for (let i = 0; i < (k < 16 ? 30 : 20); i++) expect(await refused(consumeRankingsQuota({ caller: c, now, store }))).toBeNull();
    }
    const fresh = caller(org);
    expect(await refused(consumeRankingsQuota({ caller: fresh, now: new Date("2025-03-13T23:59:59.200Z"), store }))).toEqual({
      status: 429,
      message: "Rate limit exceeded: 500 requests per day per organization",
      retryAfter: "1",
    });
    expect(await refused(consumeRankingsQuota({ caller: fresh, now, store }))).toMatchObject({ status: 429, retryAfter: "3600" });
    expect(await refused(consumeRankingsQuota({ caller: caller(randomUUID()), now, store }))).toBeNull(); // another organization
    expect(await refused(consumeRankingsQuota({ caller: fresh, now: new Date("2025-03-14T00:00:00Z"), store }))).toBeNull();
  });

  it("a request refused by the key limit does not use up the organization's day", async () => {
    const store = new MemoryRateLimitStore();
    const org = randomUUID();
    const now = new Date("2025-03-13T12:00:00Z");
    const c = caller(org);
    let admitted = 0;
    for (let i = 0; i < 530; i++) if ((await refused(consumeRankingsQuota({ caller: c, now, store }))) === null) admitted++;
    expect(admitted).toBe(30); // and 500 refused by the key limit, which must not count for the organization
    for (let k = 0; k < 16; k++) {
      const other = caller(org);
      for (let i = 0; i < (k < 15 ? 30 : 20); i++) expect(await refused(consumeRankingsQuota({ caller: other, now, store }))).toBeNull();
    }
    expect(await refused(consumeRankingsQuota({ caller: caller(org), now, store }))).toMatchObject({ status: 429, message: "Rate limit exceeded: 500 requests per day per organization" });
  });

  it.skipIf(!process.env.REDIS_URL)("with Redis, instances share the count: 20 + 20 concurrent requests from two connections → exactly 30 admitted", async () => {
    const conns = [new Redis(process.env.REDIS_URL as string), new Redis(process.env.REDIS_URL as string)];
    const prefix = `sy:test:${randomBytes(4).toString("hex")}:`;
    const stores: RateLimitStore[] = conns.map((r) => new RedisRateLimitStore(r, prefix));
    try {
      const c = caller(randomUUID());
      const now = new Date();
      const results = await Promise.all(stores.flatMap((store) => Array.from({ length: 20 }, () => refused(consumeRankingsQuota({ caller: c, now, store })))));
      expect(results.filter((r) => r === null)).toHaveLength(30);
      const retry = results.find((r) => r !== null)?.retryAfter;
      expect(Number(retry)).toBeGreaterThan(50);
      expect(Number(retry)).toBeLessThanOrEqual(60);
    } finally {
      const keys = await conns[0].keys(`${prefix}*`);
      if (keys.length) await conns[0].del(...keys);
      await Promise.all(conns.map((r) => r.quit()));
    }
  });
});
