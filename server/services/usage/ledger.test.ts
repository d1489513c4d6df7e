import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "../../db";
import { liveAndDeadDbs } from "../../test/db";
import { classifyDbError, sqlState } from "../../db/db-errors";
import { countDeadLetters, invalidateDeadLetterCount } from "./dead-letters";
import { UsageJournal } from "./journal";
import { LedgerWriter, writeUsageBatch, type UsageEntry } from "./ledger";

const ORG = randomUUID();

function entry(keyId: number, extra: Partial<UsageEntry> = {}): UsageEntry {
  return {
    requestId: randomUUID(),
    orgId: ORG,
    keyId,
    workspaceId: null,
    endUser: null,
    model: "local/echo",
    provider: "local",
    promptTokens: 3,
    completionTokens: 2,
    costUsd: 0.25,
    isByok: false,
    latencyMs: 1,
    attempts: 1,
    status: "ok",
    createdAt: new Date(),
    ...extra,
  };
}

describe("the ledger writer never stops", () => {
  let h: DbHandle;
  let db: Db;
  let dead: DbHandle;
  beforeAll(async () => {
    ({ h, db, dead } = await liveAndDeadDbs());
  });
  afterAll(async () => {
    await dead.close();
    await h.close();
  });

  const ledgerIds = async (keyId: number) =>
    (await db.$queryRaw<Array<{ request_id: string }>>`SELECT request_id FROM usage_ledger WHERE key_id = ${keyId} ORDER BY id`).map((r) => r.request_id);
  const rollup = async (keyId: number) => {
    const [r] = await db.$queryRaw<Array<{ requests: number; cost: string }>>`
      SELECT requests, cost_usd::text AS cost FROM key_usage_daily WHERE key_id = ${keyId}`;
    return r ? { requests: Number(r.requests), cost: Number(r.cost) } : null;
  };
  const deadLetter = async (requestId: string) =>
    (await db.$queryRaw<Array<{ payload: string; error: string }>>`SELECT payload, error FROM usage_dead_letters WHERE request_id = ${requestId}`)[0];

  it("reads the SQLSTATE of what each database throws: data errors are row errors, an unreachable server is transient", async () => {
    const refused = await writeUsageBatch(db, [entry(1, { sessionId: "a\u0000b" })]).catch((e: unknown) => e);
    expect(sqlState(refused)).toBe("22P05");
    expect(classifyDbError(refused)).toBe("row");
    const surrogate = await writeUsageBatch(db, [entry(1, { trace: { trace_id: "x\ud800" } })]).catch((e: unknown) => e);
    expect(sqlState(surrogate)).toBe("22P02");
    expect(classifyDbError(surrogate)).toBe("row");
    const down = await writeUsageBatch(dead.prisma, [entry(1)]).catch((e: unknown) => e);
    expect(sqlState(down)).toBeNull();
    expect(classifyDbError(down)).toBe("transient");
  });

  it.each([
    ["a NUL in session_id", { sessionId: "s\u0000" }, /^22P05: unsupported Unicode escape sequence/],
    ["a lone surrogate in a trace value", { trace: { trace_id: "t\udc00" } }, /^22P02: invalid input syntax for type json/],
    ["an invalid date", { createdAt: new Date(Number.NaN) }, /^unstorable entry: Invalid time value/],
    ["a cost no column holds", { costUsd: 1e15 }, /^22003: numeric field overflow/],
  ])("one poisoned row (%s) among 300 is dead-lettered; the other 299 are in the ledger and rollups once", async (_name, poison, error) => {
    const keyId = 1000 + Math.floor(Math.random() * 1e6);
    const w = new LedgerWriter(async () => db, { maxBatch: 500 });
    const entries = Array.from({ length: 300 }, (_, i) => entry(keyId, i === 137 ? poison : {}));
    for (const e of entries) w.record(e);
    await w.flush();
    expect(w.pending).toBe(0);
    const good = entries.filter((_, i) => i !== 137).map((e) => e.requestId);
    expect(await ledgerIds(keyId)).toEqual(good);
    expect(await rollup(keyId)).toEqual({ requests: 299, cost: 299 * 0.25 });
    const dl = await deadLetter(entries[137].requestId);
    expect(dl.error).toMatch(error);
    expect(JSON.parse(dl.payload)).toMatchObject({ requestId: entries[137].requestId, keyId });
    expect(w.stats()).toMatchObject({ deadLetters: 1, retries: 0, pending: 0 });
    // Writing the same rows again (a replay) counts nothing twice and dead-letters nothing twice.
    const again = new LedgerWriter(async () => db);
    for (const e of entries) again.record(e);
    await again.flush();
    expect(await rollup(keyId)).toEqual({ requests: 299, cost: 299 * 0.25 });
    expect((await ledgerIds(keyId)).length).toBe(299);
    const [{ n }] = await db.$queryRaw<Array<{ n: bigint }>>`SELECT count(*) AS n FROM usage_dead_letters WHERE request_id = ${entries[137].requestId}`;
    expect(Number(n)).toBe(1);
  });

  it("under load, what arrives while a batch is written waits for the next interval (batches stay large); flush writes it", async () => {
    const keyId = 3000 + Math.floor(Math.random() * 1e6);
    let gets = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let firstWrite!: () => void;
    const started = new Promise<void>((r) => (firstWrite = r));
    // The interval is long: nothing but a full batch (or flush) may start a write during the test.
    const w = new LedgerWriter(
      async () => {
        if (++gets === 1) {
          firstWrite();
          await gate;
        }
        return db;
      },
      { maxBatch: 4, intervalMs: 60_000 },
    );
    const first = Array.from({ length: 4 }, () => entry(keyId));
    for (const e of first) w.record(e); // a full batch: written at once
    await started;
    const later = Array.from({ length: 3 }, () => entry(keyId));
    for (const e of later) w.record(e); // arrive while the first batch is being written
    release();
    for (let i = 0; i < 200 && (await ledgerIds(keyId)).length < 4; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    expect(await ledgerIds(keyId)).toEqual(first.map((e) => e.requestId));
    expect(gets).toBe(1);
    expect(w.pending).toBe(3);
    await w.flush();
    expect(w.pending).toBe(0);
    expect(gets).toBe(2);
    expect(await ledgerIds(keyId)).toEqual([...first, ...later].map((e) => e.requestId));
  });

  it("a transient failure is retried with backoff, in order, with nothing dead-lettered", async () => {
    const keyId = 2000 + Math.floor(Math.random() * 1e6);
    let calls = 0;
    // The first three writes meet a database that is down (a real refused connection), then it is back.
    // The first backoff (300–400 ms) outlasts a stall between the failure and the check after flush() on a loaded
    // machine: with 20 ms, CI (2026-11-28, four test processes on two cores) read retrying: false there, the
    // backoff already over (as db/batch-queue.test.ts found before).
    const w = new LedgerWriter(async () => (++calls <= 3 ? dead.prisma : db), { maxBatch: 50, intervalMs: 5, backoff: { baseMs: 400, maxMs: 800 } });
    invalidateDeadLetterCount();
    const before = await countDeadLetters(db);
    const entries = Array.from({ length: 120 }, () => entry(keyId));
    for (const e of entries) w.record(e);
    await w.flush();
    expect(w.pending).toBe(120);
    expect(w.stats()).toMatchObject({ retrying: true, retries: 1, deadLetters: 0 });
    for (let i = 0; i < 400 && w.pending > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(w.pending).toBe(0);
    expect(w.stats()).toMatchObject({ retries: 3, deadLetters: 0, retrying: false });
    expect(await ledgerIds(keyId)).toEqual(entries.map((e) => e.requestId));
    invalidateDeadLetterCount();
    expect(await countDeadLetters(db)).toBe(before);
  });

  it("the queue is bounded: at maxPending it stops accepting, keeps every row, and accepts again once drained", async () => {
    const keyId = 3000 + Math.floor(Math.random() * 1e6);
    let down = true;
    const w = new LedgerWriter(async () => (down ? dead.prisma : db), { maxPending: 10, maxBatch: 4, intervalMs: 5, backoff: { baseMs: 10, maxMs: 20 } });
    for (let i = 0; i < 9; i++) w.record(entry(keyId));
    expect(w.accepting).toBe(true);
    w.record(entry(keyId));
    expect(w.accepting).toBe(false);
    // A request admitted before the bound still records: nothing is dropped.
    w.record(entry(keyId));
    await w.flush();
    expect(w.pending).toBe(11);
    expect(w.accepting).toBe(false);
    down = false;
    await w.flush();
    expect(w.pending).toBe(0);
    expect(w.accepting).toBe(true);
    expect((await ledgerIds(keyId)).length).toBe(11);
  });

  describe("with the journal", () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), "sy-journal-"));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("journals each entry before queueing, deletes a segment once all of it is written, and replays what a dead process left", async () => {
      const keyId = 4000 + Math.floor(Math.random() * 1e6);
      // A process that "died": its writes went to the journal, never to the database.
      const crashed = new UsageJournal(dir, 50);
      const w1 = new LedgerWriter(async () => dead.prisma, { journal: crashed, maxBatch: 500, backoff: { baseMs: 60_000, maxMs: 60_000 } });
      const entries = Array.from({ length: 120 }, (_, i) => entry(keyId, i === 7 ? { sessionId: "\u0000" } : {}));
      for (const e of entries) w1.record(e);
      await w1.flush();
      expect(w1.pending).toBe(120);
      const files = readdirSync(dir).sort();
      expect(files).toEqual([`${crashed.owner}.1.jsonl`, `${crashed.owner}.2.jsonl`, `${crashed.owner}.3.jsonl`, `${crashed.owner}.lock`]);
      // Its lock names a pid that is gone; a torn last line as a machine crash could leave.
      writeFileSync(join(dir, `${crashed.owner}.lock`), JSON.stringify({ pid: 999_999_999, host: (await import("node:os")).hostname() }));
      writeFileSync(join(dir, `${crashed.owner}.3.jsonl`), '{"requestId":"torn', { flag: "a" });

      // A live process sharing the directory is left alone.
      const neighbour = new UsageJournal(dir);
      neighbour.append("{}");
      writeFileSync(join(dir, `${neighbour.owner}.lock`), JSON.stringify({ pid: process.ppid, host: (await import("node:os")).hostname() }));

      const fresh = new UsageJournal(dir, 50);
      const w2 = new LedgerWriter(async () => db, { journal: fresh });
      expect(w2.replayJournal()).toBe(121);
      await w2.flush();
      expect(w2.pending).toBe(0);
      expect(await ledgerIds(keyId)).toEqual(entries.filter((_, i) => i !== 7).map((e) => e.requestId));
      expect((await deadLetter(entries[7].requestId)).error).toMatch(/^22P05/);
      expect((await deadLetter(`journal:${crashed.owner}.3.jsonl:21`)).payload).toBe('{"requestId":"torn');
      // Every adopted segment is settled and gone; the neighbour's files stay.
      expect(readdirSync(dir).sort()).toEqual([`${fresh.owner}.lock`, `${neighbour.owner}.1.jsonl`, `${neighbour.owner}.lock`].sort());

      // New records journal under the new owner; a clean close leaves nothing of it behind.
      w2.record(entry(keyId));
      expect(readdirSync(dir)).toContain(`${fresh.owner}.4.jsonl`);
      await w2.close();
      expect(readdirSync(dir).sort()).toEqual([`${neighbour.owner}.1.jsonl`, `${neighbour.owner}.lock`].sort());
      expect((await ledgerIds(keyId)).length).toBe(120);
      neighbour.close();
    });

    it("a replayed journal line keeps every request-log field (refused rows included)", async () => {
      const keyId = 4000 + Math.floor(Math.random() * 1e6);
      const sub = join(dir, "replay-fields");
      const crashed = new UsageJournal(sub, 50);
      const w1 = new LedgerWriter(async () => dead.prisma, { journal: crashed, backoff: { baseMs: 60_000, maxMs: 60_000 } });
      const full = entry(keyId, {
        status: "refused",
        costUsd: 0,
        httpStatus: 403,
        ttfbMs: 12,
        attemptLog: [{ provider: "p", endpoint: "p/m", status: 503, reason: "Upstream returned 503", latency_ms: 40 }],
        explain: { requested: "local/echo", strategy: "order", available: ["p/m"], excluded: [{ endpoint: "q/m", reason: "guardrail: provider not allowed" }] },
        error: { code: 403, message: "Provider not allowed by guardrail", reason: "provider_not_allowed" },
        guardrail: { flags: {}, redactions: { email: 1 }, refused: { reason: "provider_not_allowed", message: "Provider not allowed by guardrail" } },
      });
      w1.record(full);
      writeFileSync(join(sub, `${crashed.owner}.lock`), JSON.stringify({ pid: 999_999_999, host: (await import("node:os")).hostname() }));
      const w2 = new LedgerWriter(async () => db, { journal: new UsageJournal(sub, 50) });
      expect(w2.replayJournal()).toBe(1);
      await w2.flush();
      const [row] = await db.usageLedger.findMany({ where: { key_id: keyId } });
      expect(row).toMatchObject({
        status: "refused",
        http_status: 403,
        ttfb_ms: 12,
        attempt_log: full.attemptLog,
        explain: full.explain,
        error: full.error,
        guardrail: full.guardrail,
      });
      // never billed: no key rollup row
      expect(await rollup(keyId)).toBeNull();
      await w2.close();
    });
  });
});
