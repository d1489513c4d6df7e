import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "../../db";
import { testDb } from "../../test/db";
import { purgeIoLogs, startIoLogPurge } from "./purge";
import { IoLogWriter, type IoRecord } from "./writer";

/** The I/O log's writer and retention purge on the test database (PGlite, or PostgreSQL with DATABASE_URL). */

let h: DbHandle;
beforeAll(async () => {
  h = await testDb();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const ORG = randomUUID();
const DAY = 86_400_000;

function record(createdAt: Date, extra: Partial<IoRecord> = {}): IoRecord {
  return {
    requestId: randomUUID(),
    orgId: ORG,
    keyId: 1,
    workspaceId: null,
    requestBody: '{"model":"m"}',
    requestTruncated: false,
    responseBody: '{"id":"x"}',
    responseTruncated: false,
    createdAt,
    ...extra,
  };
}

describe("I/O log writer", () => {
  it("writes queued records in a batch off the caller, once per request id", async () => {
    const w = new IoLogWriter(async () => h.prisma, { intervalMs: 10 });
    const a = record(new Date());
    const b = record(new Date(), { responseBody: null, requestTruncated: true });
    w.record(a);
    w.record(b);
    w.record(a);
    expect(w.pending).toBe(3);
    await w.flush();
    expect(w.pending).toBe(0);
    const rows = await h.prisma.generationIo.findMany({ where: { request_id: { in: [a.requestId, b.requestId] } }, orderBy: { request_id: "asc" } });
    expect(rows).toHaveLength(2);
    const rb = rows.find((r) => r.request_id === b.requestId);
    expect(rb).toMatchObject({ response_body: null, request_truncated: true, org_id: ORG });
    await w.close();
  });

  it("never waits: past its bound a record is dropped and counted", async () => {
    const w = new IoLogWriter(async () => h.prisma, { intervalMs: 60_000, maxPending: 2 });
    for (let i = 0; i < 5; i++) w.record(record(new Date()));
    expect(w.pending).toBe(2);
    expect(w.dropped).toBe(3);
    await w.close();
  });
});

describe("I/O log retention purge", () => {
  it("deletes bodies older than the retention days, keeps the rest", async () => {
    const now = new Date("2026-06-30T12:00:00Z");
    const old = [record(new Date(now.getTime() - 31 * DAY)), record(new Date(now.getTime() - 30 * DAY - 1000))];
    const kept = [record(new Date(now.getTime() - 29 * DAY)), record(new Date(now.getTime() - 1000))];
    const w = new IoLogWriter(async () => h.prisma);
    for (const r of [...old, ...kept]) w.record(r);
    await w.close();
    const ids = [...old, ...kept].map((r) => r.requestId);
    expect(await purgeIoLogs({ db: h.prisma, retentionDays: 30, now })).toBeGreaterThanOrEqual(2);
    const left = await h.prisma.generationIo.findMany({ where: { request_id: { in: ids } }, select: { request_id: true } });
    expect(left.map((r) => r.request_id).sort()).toEqual(kept.map((r) => r.requestId).sort());
    // a shorter retention takes the 29-day-old one as well
    await purgeIoLogs({ db: h.prisma, retentionDays: 7, now });
    expect(await h.prisma.generationIo.count({ where: { request_id: { in: ids } } })).toBe(1);
  });
});

describe("the periodic purge, with GATEWAY_IO_LOG_RETENTION_DAYS", () => {
  /** The environment as the server reads it at start-up (a fresh module: env() caches). */
  async function retentionFrom(value: string | undefined): Promise<number> {
    vi.resetModules();
    vi.stubEnv("GATEWAY_IO_LOG_RETENTION_DAYS", value ?? "");
    try {
      const { env } = await import("../../env");
      return env().GATEWAY_IO_LOG_RETENTION_DAYS;
    } finally {
      vi.unstubAllEnvs();
    }
  }

  it.each([
    [undefined, 30],
    ["7", 7],
    ["1", 1],
    ["3650", 3650],
  ] as const)("GATEWAY_IO_LOG_RETENTION_DAYS=%s → %s days", async (value, days) => {
    expect(await retentionFrom(value)).toBe(days);
  });

  it.each(["0", "3651", "seven", "1.5", "-3"])("GATEWAY_IO_LOG_RETENTION_DAYS=%s is refused at start-up", async (value) => {
    await expect(retentionFrom(value)).rejects.toThrow(/GATEWAY_IO_LOG_RETENTION_DAYS/);
  });

  it("purges on its schedule with the configured retention: a first pass, then again every interval; stop ends it", async () => {
    const days = await retentionFrom("7");
    const ago = (d: number) => record(new Date(Date.now() - d * DAY));
    const [stale, recent] = [ago(8), ago(6)];
    const w = new IoLogWriter(async () => h.prisma);
    w.record(stale);
    w.record(recent);
    await w.close();
    const present = async (id: string) => (await h.prisma.generationIo.count({ where: { request_id: id } })) === 1;
    const gone = async (id: string) => {
      for (let i = 0; i < 200 && (await present(id)); i++) await new Promise((r) => setTimeout(r, 50));
      return !(await present(id));
    };
    const stop = startIoLogPurge(async () => h.prisma, days, 100);
    try {
      expect(await gone(stale.requestId)).toBe(true); // the first pass
      expect(await present(recent.requestId)).toBe(true); // 6 days old: within 7
      const later = ago(7.5);
      const w2 = new IoLogWriter(async () => h.prisma);
      w2.record(later);
      await w2.close();
      expect(await gone(later.requestId)).toBe(true); // a later pass of the interval
      expect(await present(recent.requestId)).toBe(true);
    } finally {
      stop();
    }
  });
});
