/**
 * The embedded database (PGlite, one PostgreSQL session) served over the PostgreSQL wire
 * protocol to several connections: the server's own pool and the operator CLI.
 *
 * PGlite has a single session: one unnamed statement, one unnamed portal, one transaction.
 * @electric-sql/pglite-socket queues individual protocol messages, so the Parse/Bind/Execute/
 * Sync of two connections interleave (one connection binds the other's statement: "unnamed
 * prepared statement does not exist", "portal ... does not exist", or worse, a wrong answer).
 * Here a connection holds the session from its first message until PostgreSQL is ready for a
 * query outside a transaction block (ReadyForQuery 'I'): a whole extended-query sequence, and a
 * whole transaction (BEGIN ... COMMIT), run with no other connection's message in between. The
 * session is PGlite's transaction mutex, so in-process users (`next start`'s Prisma adapter,
 * pglite.query/transaction) are excluded too. Named prepared statements get a per-connection
 * prefix, so two clients that both cache "s1" do not collide, and are closed when their
 * connection ends. A connection that ends inside a transaction is rolled back.
 *
 * What a single session still shares: session settings (SET), temporary tables, advisory locks,
 * LISTEN. The gateway and the CLI use none of them.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const IDLE = 0x49; // 'I': ReadyForQuery outside a transaction block

export interface WireServerOptions {
  host?: string;
  port?: number;
  maxConnections?: number;
  /**
   * A connection that holds the session (inside a transaction or an unfinished extended-query
   * sequence) and sends nothing for this long is closed (and rolled back), like PostgreSQL's
   * idle_in_transaction_session_timeout: one stuck client must not stop the gateway.
   */
  idleInSessionTimeoutMs?: number;
  /**
   * When set, a client must send this password (PostgreSQL's cleartext password exchange, on
   * loopback only) before its startup reaches the database; a wrong one gets 28P01 and is closed.
   */
  password?: string;
}

export interface WireServer {
  host: string;
  port: number;
  stop(): Promise<void>;
  /** Connections open now (for tests and health). */
  connections(): number;
}

const cstring = (s: string) => Buffer.concat([Buffer.from(s, "utf8"), Buffer.from([0])]);

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const SYNC = message("S", Buffer.alloc(0));
const ROLLBACK = message("Q", cstring("ROLLBACK"));

/** Follows the backend's message stream across chunks and remembers the last ReadyForQuery status. */
class ReadyTracker {
  private head = Buffer.alloc(5);
  private headLen = 0;
  private bodyLeft = 0;
  private inReady = false;
  status: number | null = null;

  feed(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.bodyLeft > 0) {
        if (this.inReady) this.status = chunk[i];
        const n = Math.min(this.bodyLeft, chunk.length - i);
        this.bodyLeft -= n;
        i += n;
        this.inReady = false;
        continue;
      }
      const n = Math.min(5 - this.headLen, chunk.length - i);
      chunk.subarray(i, i + n).forEach((b, k) => (this.head[this.headLen + k] = b));
      this.headLen += n;
      i += n;
      if (this.headLen === 5) {
        this.headLen = 0;
        this.bodyLeft = this.head.readInt32BE(1) - 4;
        this.inReady = this.head[0] === 0x5a && this.bodyLeft > 0; // 'Z'
      }
    }
  }
}

/** A frontend message whose statement name (if any) is at `offset`; rewrites it with a prefix. */
function renameStatement(msg: Buffer, offset: number, prefix: string): { msg: Buffer; name: string } {
  const end = msg.indexOf(0, offset);
  if (end <= offset) return { msg, name: "" }; // the unnamed statement, or malformed (PostgreSQL answers it)
  const name = prefix + msg.toString("utf8", offset, end);
  const body = Buffer.concat([msg.subarray(5, offset), Buffer.from(name, "utf8"), msg.subarray(end)]);
  return { msg: message(String.fromCharCode(msg[0]), body), name };
}

const digest = (b: Buffer | string) => createHash("sha256").update(b).digest();

function authRequest(code: number): Buffer {
  const body = Buffer.alloc(4);
  body.writeInt32BE(code, 0);
  return message("R", body);
}

function fatal(sqlstate: string, text: string): Buffer {
  return message("E", Buffer.concat([Buffer.from(`SFATAL\0VFATAL\0C${sqlstate}\0M`), cstring(text), Buffer.from([0])]));
}

/** The longest password message read (the real one is 48 hex characters). */
const MAX_PASSWORD_MESSAGE = 1024;

class Connection {
  private buf: Buffer = Buffer.alloc(0);
  /**
   * Chunks read after `buf` while it holds the start of a message longer than what has arrived
   * (a ledger batch's Bind is hundreds of KB, read in 64 KB chunks): joined once, when the message
   * is whole, rather than `buf` being copied again at every chunk.
   */
  private chunks: Buffer[] = [];
  private chunksLen = 0;
  /** The length `buf` must reach before parsing goes on (0: parse what arrives). */
  private need = 0;
  private started = false;
  /** The startup packet, held until the password is right (only with a password). */
  private startup: Buffer | null = null;
  private queue: Buffer[] = [];
  /** The pump in progress, if any (end() waits for it). */
  private pumping: Promise<void> | null = null;
  private release: (() => void) | null = null;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly prefix: string;
  private readonly statements = new Set<string>();

  constructor(
    private readonly socket: net.Socket,
    private readonly db: PGlite,
    id: number,
    private readonly idleMs: number,
    private readonly onEnd: () => void,
    private readonly password: Buffer | null = null,
  ) {
    this.prefix = `c${id}_`;
    socket.setNoDelay(true);
    socket.on("data", (d: Buffer) => this.onData(d));
    socket.on("error", () => this.end());
    socket.on("close", () => this.end());
  }

  private onData(d: Buffer): void {
    if (this.need > 0) {
      this.chunks.push(d);
      this.chunksLen += d.length;
      if (this.buf.length + this.chunksLen < this.need) return;
      this.buf = Buffer.concat([this.buf, ...this.chunks]);
      this.chunks = [];
      this.chunksLen = 0;
      this.need = 0;
    } else this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
    for (;;) {
      if (this.startup) {
        // Waiting for the PasswordMessage ('p'): nothing reaches the database before it is right.
        if (this.buf.length < 5) return;
        const len = 1 + this.buf.readInt32BE(1);
        if (this.buf[0] !== 0x70 || len < 6 || len > MAX_PASSWORD_MESSAGE) return void this.refuse();
        if (this.buf.length < len) return;
        const given = this.buf.subarray(5, len - 1);
        this.buf = this.buf.subarray(len);
        if (!this.password || !timingSafeEqual(digest(given), this.password)) return void this.refuse();
        this.started = true;
        this.queue.push(this.startup);
        this.startup = null;
        continue;
      }
      if (!this.started) {
        if (this.buf.length < 8) return;
        const len = this.buf.readInt32BE(0);
        if (this.buf.length < len) return;
        const code = this.buf.readInt32BE(4);
        const packet = this.buf.subarray(0, len);
        this.buf = this.buf.subarray(len);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) this.socket.write("N");
        else if (code === CANCEL_REQUEST) return void this.socket.destroy(); // not supported: the query runs to its end
        else if (code === PROTOCOL_3 && this.password) {
          this.startup = Buffer.from(packet);
          this.socket.write(authRequest(3)); // AuthenticationCleartextPassword
        } else if (code === PROTOCOL_3) {
          this.started = true;
          this.queue.push(Buffer.from(packet));
        } else return void this.socket.destroy();
        continue;
      }
      if (this.buf.length < 5) break;
      const len = 1 + this.buf.readInt32BE(1);
      if (this.buf.length < len) {
        this.need = len;
        break;
      }
      // A view, not a copy: a socket's chunks are its own (never reused), and a whole read's
      // messages stay side by side in memory, so that run() hands them to PGlite as they are.
      this.queue.push(this.prepare(this.buf.subarray(0, len)));
      this.buf = this.buf.subarray(len);
    }
    this.pump();
  }

  /** A missing or wrong password: PostgreSQL's 28P01, then the connection closes. */
  private refuse(): void {
    this.buf = Buffer.alloc(0);
    this.chunks = [];
    this.chunksLen = 0;
    this.need = 0;
    this.startup = null;
    this.socket.end(fatal("28P01", "password authentication failed for user"));
  }

  /** Prefix named prepared statements with this connection's id (Parse, Bind, Describe, Close). */
  private prepare(msg: Buffer): Buffer {
    const type = String.fromCharCode(msg[0]);
    if (type === "P") {
      const r = renameStatement(msg, 5, this.prefix);
      if (r.name) this.statements.add(r.name);
      return r.msg;
    }
    if (type === "B") {
      const portalEnd = msg.indexOf(0, 5);
      return portalEnd < 0 ? msg : renameStatement(msg, portalEnd + 1, this.prefix).msg;
    }
    if ((type === "D" || type === "C") && msg[5] === 0x53) {
      const r = renameStatement(msg, 6, this.prefix);
      if (type === "C" && r.name) this.statements.delete(r.name);
      return r.msg;
    }
    return msg;
  }

  /** Take the session: PGlite's transaction mutex, held until this connection is idle again. */
  private acquire(): Promise<void> {
    return new Promise((acquired) => {
      void this.db._runExclusiveTransaction(
        () =>
          new Promise<void>((released) => {
            this.release = released;
            acquired();
          }),
      );
    });
  }

  private letGo(): void {
    const r = this.release;
    this.release = null;
    r?.();
  }

  private async run(msg: Buffer, forward: boolean): Promise<number | null> {
    const tracker = new ReadyTracker();
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(msg, {
        onRawData: (data) => {
          tracker.feed(data);
          if (forward && !this.closed && data.length > 0) this.socket.write(Buffer.from(data));
        },
      }),
    );
    return tracker.status;
  }

  private pump(): void {
    if (this.pumping || this.closed) return;
    this.pumping = this.drain().finally(() => {
      this.pumping = null;
      if (this.release && !this.closed && this.idleMs > 0) {
        this.idleTimer = setTimeout(() => this.socket.destroy(), this.idleMs);
        this.idleTimer.unref();
      }
    });
  }

  /** Run the queued messages in order, taking the session first and letting it go when idle. */
  private async drain(): Promise<void> {
    clearTimeout(this.idleTimer);
    try {
      while (this.queue.length > 0 && !this.closed) {
        if (!this.release) await this.acquire();
        if (this.closed) break; // ended while waiting: end() let the session go
        const msg = this.queue.shift() as Buffer;
        if (msg[0] === 0x58) {
          // 'X' Terminate
          this.socket.end();
          break;
        }
        const status = await this.run(this.batch(msg), true);
        if (status === IDLE) this.letGo();
      }
    } catch {
      this.socket.destroy();
    }
  }

  /**
   * `first` and the queued messages after it up to the next Sync or Query (the ones after which
   * PostgreSQL may be ready for a query, so the session may be let go), as one input for PGlite:
   * a statement's Parse/Bind/Describe/Execute/Sync in one call, one turn of PGlite's mutex and one
   * sync, instead of five. PGlite runs its input message by message, so what it answers is the
   * same. A startup packet (first byte 0) and Terminate ('X') are never part of a batch.
   */
  private batch(first: Buffer): Buffer {
    if (first[0] === 0 || first[0] === 0x53 || first[0] === 0x51) return first;
    const parts = [first];
    while (this.queue.length > 0) {
      const next = this.queue[0];
      if (next[0] === 0 || next[0] === 0x58) break;
      parts.push(next);
      this.queue.shift();
      if (next[0] === 0x53 || next[0] === 0x51) break; // 'S' Sync, 'Q' Query
    }
    if (parts.length === 1) return first;
    // Side by side in one read's buffer (the usual case): a view over them, no copy.
    let contiguous = true;
    for (let i = 1; i < parts.length && contiguous; i++) {
      const a = parts[i - 1];
      const b = parts[i];
      contiguous = a.buffer === b.buffer && a.byteOffset + a.length === b.byteOffset;
    }
    if (contiguous) {
      const last = parts[parts.length - 1];
      return Buffer.from(first.buffer, first.byteOffset, last.byteOffset + last.length - first.byteOffset);
    }
    return Buffer.concat(parts);
  }

  /** The socket is gone: end what it left open in the session, then let the session go. */
  private end(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    this.queue = [];
    void (async () => {
      // A pump in progress finishes its current message first (closed stops it after that).
      await this.pumping;
      const holds = this.release !== null;
      if (!holds && this.statements.size === 0) return;
      try {
        if (!holds) await this.acquire();
        if (holds) {
          await this.run(SYNC, false); // ends an unfinished extended-query sequence
          if (this.db.isInTransaction()) await this.run(ROLLBACK, false);
        }
        for (const name of this.statements) await this.run(message("C", Buffer.concat([Buffer.from("S"), cstring(name)])), false);
        if (this.statements.size > 0) await this.run(SYNC, false);
      } finally {
        this.letGo();
      }
    })()
      .catch(() => undefined)
      .finally(this.onEnd);
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** Serve `db` over the PostgreSQL wire protocol on loopback (with `password`: only to clients that send it). */
export async function serveWire(db: PGlite, opts: WireServerOptions = {}): Promise<WireServer> {
  await db.waitReady;
  const maxConnections = opts.maxConnections ?? 64;
  const idleMs = opts.idleInSessionTimeoutMs ?? 60_000;
  const password = opts.password ? digest(opts.password) : null;
  const open = new Set<Connection>();
  let nextId = 1;
  const server = net.createServer((socket) => {
    if (open.size >= maxConnections) {
      // PostgreSQL's ErrorResponse for too many connections, then close.
      const fields = Buffer.concat([Buffer.from("SFATAL\0C53300\0M"), cstring("too many connections"), Buffer.from([0])]);
      socket.end(message("E", fields));
      return;
    }
    const conn: Connection = new Connection(socket, db, nextId++, idleMs, () => open.delete(conn), password);
    open.add(conn);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const addr = server.address() as net.AddressInfo;
  return {
    host: addr.address,
    port: addr.port,
    connections: () => open.size,
    stop: async () => {
      const closed = new Promise<void>((r) => server.close(() => r()));
      for (const c of open) c.destroy();
      await closed;
      // Let the connections' clean-up (rollback, closing statements) finish before PGlite closes.
      for (let i = 0; open.size > 0 && i < 200; i++) await new Promise((r) => setTimeout(r, 5));
    },
  };
}
