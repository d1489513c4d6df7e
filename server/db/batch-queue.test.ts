import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "../db";
import { liveAndDeadDbs } from "../test/db";
import { BatchQueue, type BatchQueueOptions } from "./batch-queue";

/** The batching queue in front of a real table (PGlite, or PostgreSQL with DATABASE_URL), and a real unreachable server for outages. */

interface Thing {
  id: string;
  /** A NUL is refused by PostgreSQL's text (22P05): a row error. */
  v: string;
  /** Negative: refused by the table's CHECK (23514): a row error. */
  n: number;
}

let h: DbHandle;
let db: Db;
let dead: DbHandle;
beforeAll(async () => {
  ({ h, db, dead } = await liveAndDeadDbs());
  await db.$executeRawUnsafe(`CREATE TABLE bq_things (seq serial PRIMARY KEY, queue text NOT NULL, id text NOT NULL, v text NOT NULL, n int NOT NULL CHECK (n >= 0))`);
}, 60_000);
afterAll(async () => {
  await dead?.close();
  await h?.close();
});

let queues = 0;

/** A queue writing to bq_things under a name of its own; `written()` reads back its ids in insertion order. */
function things(opts: Partial<BatchQueueOptions<Thing>> & { conn?: () => Db } = {}) {
  const name = `q${++queues}`;
  const rejected: Array<[string, string]> = [];
  const settled: string[] = [];
  let batches = 0;
  const conn = opts.conn ?? (() => db);
  const q = new BatchQueue<Thing>({
    label: "test",
    whenFull: "refuse",
    intervalMs: 5,
    write: async (items) => {
      batches++;
      await conn().$executeRaw`
        INSERT INTO bq_things (queue, id, v, n)
        SELECT ${name}, id, v, n FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS (id text, v text, n int)) WITH ORDINALITY AS r(id, v, n, o)
        ORDER BY o`;
    },
    reject: (t, reason) => {
      rejected.push([t.id, reason]);
    },
    settled: (t) => settled.push(t.id),
    ...opts,
  });
  const written = async () =>
    (await db.$queryRaw<Array<{ id: string }>>`SELECT id FROM bq_things WHERE queue = ${name} ORDER BY seq`).map((r) => r.id);
  return { q, rejected, settled, written, batches: () => batches };
}

const make = (n: number, from = 0): Thing[] => Array.from({ length: n }, (_, i) => ({ id: `t${from + i}`, v: "ok", n: from + i }));

describe("BatchQueue", () => {
  it("writes in push order, in batches of at most maxBatch, with replayed items first", async () => {
    const t = things({ maxBatch: 40 });
    for (const x of make(100, 10)) t.q.push(x);
    t.q.prepend(make(10));
    expect(t.q.pending).toBe(110);
    await t.q.flush();
    expect(t.q.pending).toBe(0);
    expect(await t.written()).toEqual(make(110).map((x) => x.id));
    expect(t.batches()).toBe(3);
    expect(t.settled).toEqual(make(110).map((x) => x.id));
    expect(t.q.stats()).toMatchObject({ pending: 0, written: 110, rejected: 0, dropped: 0, retries: 0, retrying: false, lastErrorAt: null });
  });

  it("splits a batch the database refuses until each bad row is alone: the rows behind it are written, in order", async () => {
    const t = things({ maxBatch: 500 });
    const items = make(300);
    items[7] = { ...items[7], v: "nul\u0000byte" };
    items[250] = { ...items[250], n: -1 };
    for (const x of items) t.q.push(x);
    await t.q.flush();
    expect(t.q.pending).toBe(0);
    expect(await t.written()).toEqual(items.filter((_, i) => i !== 7 && i !== 250).map((x) => x.id));
    expect(t.rejected.map(([id]) => id)).toEqual(["t7", "t250"]);
    expect(t.rejected[0][1]).toMatch(/^22/);
    expect(t.rejected[1][1]).toMatch(/^23514/);
    expect(t.q.stats()).toMatchObject({ written: 298, rejected: 2, retries: 0 });
  });

  it("an unwritable item is rejected without a write; the others are written", async () => {
    const t = things({ unwritable: (x) => (x.id === "t3" ? "cannot be stored" : null) });
    for (const x of make(6)) t.q.push(x);
    await t.q.flush();
    expect(await t.written()).toEqual(["t0", "t1", "t2", "t4", "t5"]);
    expect(t.rejected).toEqual([["t3", "cannot be stored"]]);
  });

  it("a transient failure keeps the batch at the head and retries it with backoff, in order, rejecting nothing", async () => {
    let calls = 0;
    // The first three writes meet a database that is down (a real refused connection), then it is back.
    // The first backoff (225–300 ms) outlasts any stall between the failure and the check after
    // flush() on a loaded machine (with 20 ms a stall let the retry run inside flush: retries 2).
    const t = things({ maxBatch: 50, backoff: { baseMs: 300, maxMs: 600 }, conn: () => (++calls <= 3 ? dead.prisma : db) });
    const items = make(120);
    for (const x of items) t.q.push(x);
    await t.q.flush();
    expect(t.q.pending).toBe(120);
    expect(t.q.stats()).toMatchObject({ retrying: true, retries: 1, rejected: 0, written: 0 });
    expect(t.q.stats().lastErrorAt).toBeInstanceOf(Date);
    for (let i = 0; i < 400 && t.q.pending > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(t.q.pending).toBe(0);
    expect(t.q.stats()).toMatchObject({ retries: 3, rejected: 0, written: 120, retrying: false });
    expect(await t.written()).toEqual(items.map((x) => x.id));
  });

  it("dropAfterFailures: a head batch failing that many times in a row is dropped and counted; the rest is written", async () => {
    let calls = 0;
    const t = things({ maxBatch: 10, dropAfterFailures: 2, conn: () => (++calls <= 2 ? dead.prisma : db) });
    for (const x of make(25)) t.q.push(x);
    await t.q.flush();
    await t.q.flush();
    await t.q.flush();
    expect(t.q.pending).toBe(0);
    expect(await t.written()).toEqual(make(15, 10).map((x) => x.id));
    expect(t.q.stats()).toMatchObject({ dropped: 10, written: 15, retries: 2 });
  });

  it("bounded, policy refuse: at maxPending it reports full and keeps every item; not full again once drained", async () => {
    const t = things({ maxPending: 5, intervalMs: 60_000 });
    for (const x of make(4)) t.q.push(x);
    expect(t.q.full).toBe(false);
    for (const x of make(3, 4)) t.q.push(x);
    expect(t.q.full).toBe(true);
    expect(t.q.pending).toBe(7);
    await t.q.flush();
    expect(t.q.full).toBe(false);
    expect(await t.written()).toEqual(make(7).map((x) => x.id));
    expect(t.q.stats().dropped).toBe(0);
    await t.q.close();
  });

  it("bounded, policy drop: past maxPending (or once closed) an item is dropped and counted, never waited for", async () => {
    const t = things({ whenFull: "drop", maxPending: 2, intervalMs: 60_000 });
    for (const x of make(5)) t.q.push(x);
    expect(t.q.pending).toBe(2);
    expect(t.q.dropped).toBe(3);
    expect(await t.q.close()).toBe(0);
    t.q.push(make(1, 9)[0]);
    expect(t.q.stats()).toMatchObject({ pending: 0, dropped: 4, written: 2 });
    expect(await t.written()).toEqual(["t0", "t1"]);
  });

  it("without a flush, the timer drains the queue in order; idle is told once it is empty", async () => {
    let idle = 0;
    const t = things({ maxBatch: 10, intervalMs: 5, idle: () => idle++ });
    for (const x of make(25)) t.q.push(x);
    for (let i = 0; i < 200 && t.q.pending > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(t.q.pending).toBe(0);
    expect(await t.written()).toEqual(make(25).map((x) => x.id));
    expect(idle).toBeGreaterThan(0);
  });
});
