// Several connections on the embedded database's wire-protocol server (PGlite: one session)
// must behave like connections to PostgreSQL: an extended-query sequence or a transaction of one
// connection never interleaves with another's. The same cases run against a fresh PostgreSQL
// database when DATABASE_URL is set (there they pass by construction, which checks the cases).
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db";
import { tempPgDatabase } from "../test/db";
import { embeddedUrl, serveEmbedded } from "./embedded-socket";
import { serveWire } from "./embedded-wire";

// ---- a minimal wire-protocol client, to control exactly when each message is sent ----

const cstr = (s: string) => Buffer.from(`${s}\0`, "utf8");
function msg(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const P = (name: string, sql: string) => msg("P", cstr(name), cstr(sql), int16(0));
const B = (statement: string, values: string[] = []) =>
  msg("B", cstr(""), cstr(statement), int16(0), int16(values.length), ...values.flatMap((v) => [int32(Buffer.byteLength(v)), Buffer.from(v)]), int16(0));
const E = msg("E", cstr(""), int32(0));
const S = msg("S");
const H = msg("H");
const Q = (sql: string) => msg("Q", cstr(sql));

interface Reply {
  /** First column of each DataRow. */
  rows: string[];
  errors: string[];
  /** Message types in order. */
  types: string;
}

class RawConn {
  private buf = Buffer.alloc(0);
  private waiters: Array<{ type: string; resolve: (r: Reply) => void }> = [];
  private cur: Reply = { rows: [], errors: [], types: "" };
  /** Resolves when the server closes the connection (or it is closed here). */
  readonly ended: Promise<void>;

  private constructor(
    private socket: net.Socket,
    private password = "",
  ) {
    socket.on("data", (d: Buffer) => this.onData(d));
    this.ended = new Promise((r) => socket.on("close", () => r()));
  }

  static async open(url: string): Promise<RawConn> {
    const u = new URL(url);
    const socket = net.connect(Number(u.port), u.hostname);
    await new Promise<void>((res, rej) => socket.once("connect", res).once("error", rej));
    const c = new RawConn(socket, decodeURIComponent(u.password));
    const params = Buffer.concat([cstr("user"), cstr(decodeURIComponent(u.username)), cstr("database"), cstr(u.pathname.slice(1)), Buffer.from([0])]);
    const startup = Buffer.concat([int32(8 + params.length), int32(196608), params]);
    const ready = c.until("Z");
    socket.write(startup);
    const r = await ready;
    if (r.errors.length) throw new Error(r.errors.join("; "));
    return c;
  }

  private onData(d: Buffer): void {
    this.buf = Buffer.concat([this.buf, d]);
    while (this.buf.length >= 5) {
      const len = 1 + this.buf.readInt32BE(1);
      if (this.buf.length < len) break;
      const m = this.buf.subarray(0, len);
      this.buf = this.buf.subarray(len);
      const type = String.fromCharCode(m[0]);
      // AuthenticationCleartextPassword (the embedded server's password): answer it from the URL
      if (type === "R" && m.readInt32BE(5) === 3) {
        this.socket.write(msg("p", cstr(this.password)));
        continue;
      }
      this.cur.types += type;
      if (type === "D" && m.readInt16BE(5) > 0) {
        const l = m.readInt32BE(7);
        this.cur.rows.push(l < 0 ? "NULL" : m.toString("utf8", 11, 11 + l));
      }
      if (type === "E") {
        const fields = m.toString("utf8", 5, len - 1).split("\0");
        this.cur.errors.push(fields.find((f) => f.startsWith("M"))?.slice(1) ?? "error");
      }
      if (type === "R" && m.readInt32BE(5) === 3) this.socket.write(msg("p", cstr("postgres"))); // cleartext password (PostgreSQL)
      const w = this.waiters[0];
      if (w && w.type === type) {
        this.waiters.shift();
        const reply = this.cur;
        this.cur = { rows: [], errors: [], types: "" };
        w.resolve(reply);
      }
    }
  }

  /** Everything received until the next message of `type`. */
  until(type: string): Promise<Reply> {
    return new Promise((resolve) => this.waiters.push({ type, resolve }));
  }

  send(...msgs: Buffer[]): void {
    this.socket.write(Buffer.concat(msgs));
  }

  /** Send, then collect everything up to ReadyForQuery. */
  request(...msgs: Buffer[]): Promise<Reply> {
    const r = this.until("Z");
    this.send(...msgs);
    return r;
  }

  close(): void {
    this.socket.destroy();
  }
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- the targets ----

interface Target {
  url: string;
  close(): Promise<void>;
}

async function embeddedTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), "sy-wire-"));
  const pglite = new PGlite();
  await pglite.waitReady;
  const served = await serveEmbedded(pglite, dir, 64);
  return {
    url: embeddedUrl(served.host, served.port, served.password),
    close: async () => {
      await served.stop();
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(base: string): Promise<Target> {
  const temp = await tempPgDatabase(base, "sy_wire");
  return { url: temp.url, close: temp.drop };
}

function suite(name: string, open: () => Promise<Target>) {
  describe(name, () => {
    let t: Target;
    let pool: pg.Pool;
    let prisma: Db;
    let closePrisma: () => Promise<void>;
    beforeAll(async () => {
      t = await open();
      pool = new pg.Pool({ connectionString: t.url, max: 10 });
      await pool.query("CREATE TABLE wire_rows (tag text PRIMARY KEY, payload text)");
      const h = await openDb({ databaseUrl: t.url, migrate: false });
      prisma = h.prisma;
      closePrisma = h.close;
    });
    afterAll(async () => {
      await closePrisma?.();
      await pool?.end();
      await t?.close();
    });

    it("an extended-query sequence is not interleaved with another connection's (unnamed statement and portal)", async () => {
      const a = await RawConn.open(t.url);
      const b = await RawConn.open(t.url);
      try {
        // A parses its statement and stops before Bind; B runs a whole sequence meanwhile.
        const parsed = a.until("1");
        a.send(P("", "SELECT 'from a' AS who"), H);
        await parsed;
        const fromB = b.request(P("", "SELECT 'from b' AS who, 1 AS extra"), B(""), E, S);
        await tick(100); // give B every chance to run in between (it must not, on one session)
        const fromA = await a.request(B(""), E, S);
        expect(fromA.errors).toEqual([]);
        expect(fromA.rows).toEqual(["from a"]);
        const b1 = await fromB;
        expect(b1.errors).toEqual([]);
        expect(b1.rows).toEqual(["from b"]);
      } finally {
        a.close();
        b.close();
      }
    });

    it("two connections may both name a prepared statement s1", async () => {
      const a = await RawConn.open(t.url);
      const b = await RawConn.open(t.url);
      try {
        expect((await a.request(P("s1", "SELECT 'a' AS v"), S)).errors).toEqual([]);
        expect((await b.request(P("s1", "SELECT 'b' AS v"), S)).errors).toEqual([]);
        expect(await a.request(B("s1"), E, S)).toMatchObject({ rows: ["a"], errors: [] });
        expect(await b.request(B("s1"), E, S)).toMatchObject({ rows: ["b"], errors: [] });
        // Closing its statement and re-preparing under the same name works, per connection.
        expect((await a.request(msg("C", Buffer.from("S"), cstr("s1")), P("s1", "SELECT 'a2' AS v"), B("s1"), E, S)).rows).toEqual(["a2"]);
        expect((await b.request(B("s1"), E, S)).rows).toEqual(["b"]);
      } finally {
        a.close();
        b.close();
      }
    });

    it("another connection's statements wait for a transaction to end and never see its uncommitted rows", async () => {
      const a = await RawConn.open(t.url);
      const b = await RawConn.open(t.url);
      try {
        expect((await a.request(Q("BEGIN; INSERT INTO wire_rows (tag) VALUES ('tx-rolled-back')"))).errors).toEqual([]);
        const seen = b.request(P("", "SELECT count(*)::text FROM wire_rows WHERE tag = $1"), B("", ["tx-rolled-back"]), E, S);
        await tick(100);
        expect((await a.request(Q("ROLLBACK"))).errors).toEqual([]);
        expect((await seen).rows).toEqual(["0"]);
      } finally {
        a.close();
        b.close();
      }
    });

    it("a connection that ends inside a transaction is rolled back and frees the database", async () => {
      const a = await RawConn.open(t.url);
      expect((await a.request(Q("BEGIN; INSERT INTO wire_rows (tag) VALUES ('tx-abandoned')"))).errors).toEqual([]);
      a.close();
      const { rows } = await pool.query<{ n: string }>("SELECT count(*)::text AS n FROM wire_rows WHERE tag = $1", ["tx-abandoned"]);
      expect(rows).toEqual([{ n: "0" }]);
    });

    it("a pool under load: every answer is its own, big parameters included (split across TCP reads)", async () => {
      const big = "x".repeat(300_000);
      const errors: string[] = [];
      let wrong = 0;
      await Promise.all(
        Array.from({ length: 120 }, async (_, i) => {
          try {
            if (i % 10 === 0) {
              const r = await pool.query<{ n: number }>(`SELECT length($1::text) + ${i} AS n`, [big]);
              if (r.rows[0]?.n !== big.length + i) wrong++;
            } else {
              const r = await pool.query<{ n: number }>(`SELECT $1::int + ${i % 7} AS n, $2::text AS s`, [i - (i % 7), `q${i}`]);
              if (r.rows[0]?.n !== i) wrong++;
            }
          } catch (err) {
            errors.push((err as Error).message);
          }
        }),
      );
      expect(errors).toEqual([]);
      expect(wrong).toBe(0);
    });

    it("Prisma: interactive transactions under concurrency are isolated, and each query gets its own answer", async () => {
      const errors: string[] = [];
      let leaked = 0;
      let wrong = 0;
      const big = "y".repeat(200_000);
      await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          try {
            if (i % 3 === 0) {
              // Insert, read back inside the transaction, then roll back by throwing.
              await prisma
                .$transaction(async (tx) => {
                  await tx.$executeRawUnsafe(`INSERT INTO wire_rows (tag, payload) VALUES ($1, $2)`, `p-${i}`, i % 6 === 0 ? big : "small");
                  const inside = await tx.$queryRawUnsafe<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM wire_rows WHERE tag = $1`, `p-${i}`);
                  if (inside[0]?.n !== 1) wrong++;
                  throw new Error("roll back");
                })
                .catch((err: unknown) => {
                  if (!(err instanceof Error) || err.message !== "roll back") throw err;
                });
            } else if (i % 3 === 1) {
              await prisma.$transaction(async (tx) => {
                await tx.$executeRawUnsafe(`INSERT INTO wire_rows (tag) VALUES ($1)`, `c-${i}`);
              });
            } else {
              const r = await prisma.$queryRawUnsafe<Array<{ n: number; leaked: number }>>(
                `SELECT $1::int + ${i % 5} AS n, (SELECT count(*)::int FROM wire_rows WHERE tag LIKE 'p-%') AS leaked`,
                i - (i % 5),
              );
              if (r[0]?.n !== i) wrong++;
              leaked += r[0]?.leaked ?? 0;
            }
          } catch (err) {
            errors.push((err as Error).message);
          }
        }),
      );
      expect(errors).toEqual([]);
      expect(wrong).toBe(0);
      expect(leaked).toBe(0);
      const committed = await prisma.$queryRawUnsafe<Array<{ tag: string }>>(`SELECT tag FROM wire_rows WHERE tag LIKE 'c-%' OR tag LIKE 'p-%' ORDER BY tag`);
      expect(committed.map((r) => r.tag)).toEqual(
        Array.from({ length: 60 }, (_, i) => i)
          .filter((i) => i % 3 === 1)
          .map((i) => `c-${i}`)
          .sort(),
      );
    });
  });
}

suite("the embedded database's wire-protocol server (PGlite)", embeddedTarget);
const base = process.env.DATABASE_URL;
if (base) suite("the same cases on PostgreSQL", () => postgresTarget(base));

describe("a connection that holds the embedded session and goes silent", () => {
  it("is closed after the idle timeout and rolled back; the others carry on", async () => {
    const pglite = new PGlite();
    await pglite.waitReady;
    const server = await serveWire(pglite, { idleInSessionTimeoutMs: 300 });
    const url = embeddedUrl(server.host, server.port, "unused");
    try {
      await pglite.exec("CREATE TABLE t (v int)");
      const a = await RawConn.open(url);
      expect((await a.request(Q("BEGIN; INSERT INTO t VALUES (1)"))).errors).toEqual([]);
      const b = await RawConn.open(url); // waits for the session, then gets it when A is closed
      expect((await b.request(Q("SELECT count(*)::text FROM t"))).rows).toEqual(["0"]);
      await a.ended;
      b.close();
    } finally {
      await server.stop();
      await pglite.close();
    }
  });
});
