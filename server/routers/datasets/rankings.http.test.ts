import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../../test/http";
import { runAdmin, startServer } from "../../test/server";

type Rankings = {
  data: Array<{ date: string; model_permaslug: string; total_tokens: string }>;
  meta: { as_of: string; start_date: string; end_date: string; version: string; attribution: string };
};

const PATH = "/datasets/rankings-daily";
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => isoDay(Date.now());

describe("GET /datasets/rankings-daily over HTTP", () => {
  let mgmt: ReturnType<typeof restClient>;

  /** A new inference key of the test organization (each rate-limit test needs its own). */
  const newKey = async (): Promise<string> => {
    const r = await mgmt<{ key: string }>("POST", "/keys", { name: `rankings-${randomBytes(3).toString("hex")}` });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.key;
  };

  beforeAll(() => {
    // A fresh organization, so that its 500-a-day budget is this file's alone.
    const r = runAdmin(["org", "create", "--name", `rankings-http-${randomBytes(3).toString("hex")}`], inject("serverEnv"));
    expect(r.status, r.stderr).toBe(0);
    mgmt = restClient((r.json as { management_key: string }).management_key);
  });

  it("answers any valid key, management and inference alike, with the resolved range, v1 and the attribution line", async () => {
    const inference = restClient(await newKey());
    for (const call of [mgmt, inference]) {
      const before = Date.now();
      const r = await call<Rankings>("GET", PATH);
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toContain("application/json");
      const end = isoDay(Date.now() - DAY_MS); // the most recent completed UTC day
      expect(r.body.meta).toMatchObject({ start_date: isoDay(Date.parse(`${end}T00:00:00Z`) - 30 * DAY_MS), end_date: end, version: "v1" });
      expect(Date.parse(r.body.meta.as_of)).toBeGreaterThanOrEqual(before - 1000);
      expect(r.body.meta.attribution).toMatch(new RegExp(`^Source: .+ rankings \\(.+\\), as of ${r.body.meta.as_of.replace(/\./g, "\\.")}$`));
      expect(Array.isArray(r.body.data)).toBe(true);
    }
    const clamped = await inference<Rankings>("GET", `${PATH}?start_date=2024-06-01&end_date=2025-01-31`);
    expect(clamped.status).toBe(200);
    expect(clamped.body.meta).toMatchObject({ start_date: "2025-01-01", end_date: "2025-01-31" });
  });

  it("counts real traffic: an embeddings request shows up in today's ranking (ledger → rollup in one statement)", async () => {
    const key = await newKey();
    const call = restClient(key);
    const url = `${PATH}?start_date=${today()}&end_date=${today()}`;
    const tokensOf = (r: Rankings) => BigInt(r.data.find((x) => x.model_permaslug === "local/hash-embed")?.total_tokens ?? "0");
    const before = tokensOf((await call<Rankings>("GET", url)).body);
    const res = await fetch(`${inject("baseUrl")}/api/v1/embeddings`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "local/hash-embed", input: "rankings count every public model's tokens" }),
    });
    expect(res.status).toBe(200);
    const used = BigInt(((await res.json()) as { usage: { total_tokens: number } }).usage.total_tokens);
    expect(used).toBeGreaterThan(0n);
    let after = before;
    for (let i = 0; i < 25 && after < before + used; i++) {
      await new Promise((r) => setTimeout(r, 200)); // the ledger is flushed every 200 ms
      after = tokensOf((await call<Rankings>("GET", url)).body);
    }
    expect(after - before).toBe(used);
  });

  it("no key, or a wrong one, is a 401 in the envelope", async () => {
    const none = await restClient(null)<ErrorBody>("GET", PATH);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: { code: 401, message: "Missing Authentication header", metadata: null } });
    const wrong = await restClient(`sk-sy-v1-${"0".repeat(64)}`)<ErrorBody>("GET", PATH);
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe("Invalid API key");
  });

  const bad: Array<[string, string, string, string]> = [
    // label, query, failing field, issue message; the envelope message is always "Invalid request parameters"
    ["30 February", "start_date=2025-02-30", "start_date", "is not a calendar date"],
    ["29 February of a common year", "end_date=2025-02-29", "end_date", "is not a calendar date"],
    ["end before the dataset starts", "end_date=2024-12-31", "end_date", "must be 2025-01-01 or later: the dataset starts on 2025-01-01"],
    ["start after end", "start_date=2025-03-02&end_date=2025-03-01", "start_date", "must not be after end_date (2025-03-01)"],
    ["start in the future (after the default end)", "start_date=2999-01-01", "start_date", `must not be after end_date (${isoDay(Date.now() - DAY_MS)})`],
    ["no dashes", "end_date=20250301", "end_date", "must be a date in the form YYYY-MM-DD"],
    ["one-digit day", "start_date=2025-03-1", "start_date", "must be a date in the form YYYY-MM-DD"],
    ["a date-time", "start_date=2025-03-01T00%3A00%3A00Z", "start_date", "must be a date in the form YYYY-MM-DD"],
    ["a word", "end_date=yesterday", "end_date", "must be a date in the form YYYY-MM-DD"],
  ];
  it("bad dates are 400s with the failing field and the reason", async () => {
    const call = restClient(await newKey());
    for (const [label, query, field, message] of bad) {
      const r = await call<ErrorBody>("GET", `${PATH}?${query}`);
      expect(r.status, label).toBe(400);
      expect(r.body, label).toEqual({ error: { code: 400, message: "Invalid request parameters", metadata: { issues: [{ field, message }] } } });
    }
  });

  it("30 requests a minute per key: the 31st is a 429 in the envelope with Retry-After; other keys are unaffected", async () => {
    const call = restClient(await newKey());
    const statuses = await Promise.all(Array.from({ length: 30 }, () => call("GET", PATH).then((r) => r.status)));
    expect(statuses).toEqual(Array(30).fill(200));
    const over = await call<ErrorBody>("GET", PATH);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`).toBe(true);
    expect(over.body).toEqual({
      error: { code: 429, message: "Rate limit exceeded: 30 requests per minute per key", metadata: { scope: "key", limit: 30, retry_after_seconds: retryAfter } },
    });
    expect((await restClient(await newKey())("GET", PATH)).status).toBe(200);
  });

  const env = inject("serverEnv");
  it.skipIf(!env.REDIS_URL || !env.DATABASE_URL)(
    "two gateway instances sharing Redis hold the 30/min limit together: 20 requests to each → exactly 30 succeed",
    async () => {
      const second = await startServer({ env: { DATABASE_URL: env.DATABASE_URL, REDIS_URL: env.REDIS_URL, GATEWAY_MANAGEMENT_KEY: env.GATEWAY_MANAGEMENT_KEY } });
      try {
        const key = await newKey();
        const first = restClient(key);
        const other = restClient(key, second.url);
        expect((await other("GET", "/key")).status).toBe(200); // the second instance knows the key (same database)
        const statuses = await Promise.all([
          ...Array.from({ length: 20 }, () => first("GET", PATH).then((r) => r.status)),
          ...Array.from({ length: 20 }, () => other("GET", PATH).then((r) => r.status)),
        ]);
        expect(statuses.filter((s) => s === 200)).toHaveLength(30);
        expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      } finally {
        await second.stop();
      }
    },
    120_000,
  );
});
