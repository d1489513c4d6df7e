// The ledger statement as the production server runs it on the embedded database: through the
// wire server, kept prepared on the connection (db/prepared.ts), so that after a few executions
// PostgreSQL runs its generic plan. Every table must end up as the in-process, unprepared
// statement leaves it, retried batches and refused rows included.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "../../db";
import { embeddedUrl, serveEmbedded } from "../../db/embedded-socket";
import { applyMigrations, pgliteExecutor } from "../../db/migrate";
import type { UsageEntry } from "../../observability/usage-entry";
import { writeUsageBatch } from "./usage-batch";

const TABLES = [
  "usage_ledger",
  "usage_hourly",
  "usage_hourly_totals",
  "usage_hourly_keys",
  "usage_hourly_end_users",
  "usage_daily_keys",
  "usage_daily_models",
  "usage_daily_end_users",
  "usage_monthly_keys",
  "key_usage_totals",
  "key_usage_monthly",
  "model_usage_daily",
  "usage_daily_totals",
  "key_usage_daily",
];

const ORG = randomUUID();
const WORKSPACES = [randomUUID(), null];
const STATUSES = ["ok", "ok", "ok", "error", "aborted", "refused"] as const;

/** Entry n of a run: keys, models, end users, workspaces and statuses cycle; times cross hours, a day and a month. */
function entry(n: number): UsageEntry {
  const status = STATUSES[n % STATUSES.length];
  return {
    requestId: `req-${n}`,
    orgId: ORG,
    keyId: 1 + (n % 4),
    workspaceId: WORKSPACES[n % 2],
    endUser: n % 3 === 0 ? null : `user-${n % 5}`,
    model: `m/${n % 3}`,
    provider: n % 2 ? "p" : "q",
    promptTokens: status === "refused" ? 0 : 10 + (n % 9),
    completionTokens: status === "refused" ? 0 : n % 13,
    costUsd: status === "refused" ? 0 : 0.0001 * (n % 11) + 1e-10,
    isByok: n % 7 === 0,
    latencyMs: n % 5,
    attempts: 1,
    status,
    attemptLog: status === "refused" ? null : [{ provider: "p", endpoint: "p/m", status: 200, reason: null, latency_ms: 1 }],
    createdAt: new Date(Date.UTC(2028, 0, 31, 21, 0, 0) + n * 97_000),
  };
}

const dump = async (h: DbHandle, table: string) =>
  (await h.prisma.$queryRawUnsafe<Array<{ r: string }>>(`SELECT x::text AS r FROM ${table} x ORDER BY 1`)).map((x) => x.r);

describe("the ledger statement, kept prepared on the embedded wire", () => {
  let dir: string;
  let pglite: PGlite;
  let served: Awaited<ReturnType<typeof serveEmbedded>>;
  let wire: DbHandle;
  let local: DbHandle;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sy-ledger-prepared-"));
    pglite = new PGlite();
    await applyMigrations(pgliteExecutor(pglite));
    served = await serveEmbedded(pglite, dir, 8);
    wire = await openDb({ databaseUrl: embeddedUrl(served.host, served.port, served.password), migrate: false, preparedStatements: true, poolSize: 1 });
    local = await openDb({ dataDir: "memory://" });
    // 9 batches (past the 5 custom plans after which PostgreSQL may switch to the generic one),
    // one of them a retry of the one before and one overlapping it.
    const batches = [
      [0, 40],
      [40, 90],
      [90, 91],
      [91, 150],
      [91, 150],
      [140, 200],
      [200, 260],
      [260, 330],
      [330, 400],
    ].map(([a, b]) => Array.from({ length: b - a }, (_, i) => entry(a + i)));
    for (const batch of batches) {
      await writeUsageBatch(wire.prisma, batch);
      await writeUsageBatch(local.prisma, batch);
    }
  });
  afterAll(async () => {
    await wire?.close();
    await local?.close();
    await served?.stop();
    await pglite?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("was prepared once, under the connection's prefix", async () => {
    const names = (await pglite.query<{ name: string }>("SELECT name FROM pg_prepared_statements")).rows.map((r) => r.name);
    expect(names.filter((n) => n.endsWith("_usage_ledger_batch"))).toHaveLength(1);
  });

  it.each(TABLES)("%s holds exactly what the unprepared statement wrote", async (table) => {
    const [a, b] = [await dump(wire, table), await dump(local, table)];
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });

  it("counted each request once: the ledger has 400 rows and the day totals 400 minus the refused", async () => {
    const [{ n }] = await wire.prisma.$queryRawUnsafe<Array<{ n: number }>>("SELECT SUM(requests)::int AS n FROM usage_daily_totals");
    const refused = Array.from({ length: 400 }, (_, i) => entry(i)).filter((e) => e.status === "refused").length;
    expect((await dump(wire, "usage_ledger")).length).toBe(400);
    expect(n).toBe(400 - refused);
  });
});
