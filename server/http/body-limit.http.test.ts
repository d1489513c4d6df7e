import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_MANAGEMENT_KEY } from "../test/http-global-setup";
import { parseRawResponse } from "../test/raw-http";
import { startServer, type RunningServer } from "../test/server";
import { BODY_LIMITS } from "./body-limit";

/**
 * Bounded bodies before authentication (issue 21 item 4), on both transports: a body over a
 * route's limit, declared (Content-Length) or streamed (chunked), gets 413 in the envelope and
 * a closed connection, and 100 MB sent with no credentials leaves the server's memory flat.
 */

interface BigPostResult {
  status: number;
  connection: string | undefined;
  body: string;
  sentBytes: number;
}

/**
 * POST `total` bytes of JSON-ish filler to `path` over a raw socket, 1 MiB at a time, stopping
 * as soon as the server answers; declared with Content-Length or sent chunked.
 */
function bigPost(baseUrl: string, path: string, total: number, mode: "declared" | "chunked", headers: Record<string, string> = {}): Promise<BigPostResult> {
  const { hostname, port, host } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    let answered = false;
    let closed = false;
    let sent = 0;
    const finish = () => {
      const r = parseRawResponse(Buffer.concat(received).toString("utf8"));
      resolve({ status: r.status, connection: r.headers.connection, body: r.body, sentBytes: sent });
    };
    socket.on("data", (c: Buffer) => {
      if (!answered) setTimeout(() => socket.destroy(), 500); // the answer is small: all of it within 0.5 s
      answered = true;
      received.push(c);
    });
    socket.on("error", () => undefined); // EPIPE/ECONNRESET while still sending: the answer came first
    socket.on("close", () => {
      closed = true;
      if (received.length === 0) reject(new Error(`no answer (sent ${sent} bytes)`));
      else finish();
    });
    const lines = [`POST ${path} HTTP/1.1`, `host: ${host}`, "content-type: application/json"];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
    lines.push(mode === "declared" ? `content-length: ${total}` : "transfer-encoding: chunked");
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    void (async () => {
      while (sent < total && !answered && !closed) {
        const n = Math.min(chunk.length, total - sent);
        const piece = n === chunk.length ? chunk : chunk.subarray(0, n);
        const ok = mode === "declared" ? socket.write(piece) : socket.write(Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), piece, Buffer.from("\r\n")]));
        sent += n;
        if (!ok) {
          await new Promise<void>((r) => {
            const t = setInterval(() => {
              if (answered || closed) {
                clearInterval(t);
                r();
              }
            }, 20);
            socket.once("drain", () => {
              clearInterval(t);
              r();
            });
          });
        }
      }
      if (!answered && !closed && mode === "chunked") socket.write("0\r\n\r\n");
      // The server closes after its answer; a client still waiting gives up after 20 s.
      setTimeout(() => socket.destroy(), 20_000).unref();
    })();
  });
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : 0;
}

const TOO_LARGE = { error: { code: 413, message: "Request body too large", metadata: null } };
const MB = 1024 * 1024;



/**
 * What many HTTP clients do: write the whole body (1 MiB pieces, `pauseMs` apart), and only then
 * read. The socket reads nothing meanwhile, so the answer waits in the kernel's buffer, where a
 * reset from the server (a socket closed with unread data) would wipe it: then this rejects.
 */
function writeAllThenRead(baseUrl: string, method: string, path: string, total: number, pauseMs = 0): Promise<{ status: number; body: string; connection?: string }> {
  const { hostname, port, host } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    socket.pause();
    const received: Buffer[] = [];
    let failed: Error | null = null;
    socket.on("error", (err) => (failed ??= err));
    socket.on("data", (c: Buffer) => received.push(c));
    socket.on("close", () => {
      if (received.length === 0) return reject(failed ?? new Error("closed without an answer"));
      const r = parseRawResponse(Buffer.concat(received).toString("utf8"));
      resolve({ status: r.status, body: r.body, connection: r.headers.connection });
    });
    socket.setTimeout(60_000, () => socket.destroy(new Error("no answer in 60 s")));
    const write = (b: Buffer | string) => new Promise<void>((done) => (socket.write(b) ? done() : socket.once("drain", () => done())));
    void (async () => {
      await write(`${method} ${path} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\ncontent-length: ${total}\r\nconnection: close\r\n\r\n`);
      const piece = Buffer.alloc(MB, 0x61);
      for (let sent = 0; sent < total && !failed; sent += MB) {
        if (sent > 0 && pauseMs > 0) await new Promise((t) => setTimeout(t, pauseMs));
        await write(piece.subarray(0, Math.min(MB, total - sent)));
      }
      socket.resume();
    })().catch(reject);
  });
}

const routes: Array<[string, string, number]> = [
  ["the session route", "/api/session", BODY_LIMITS.session],
  ["tRPC", "/api/trpc/keys.list", BODY_LIMITS.trpc],
  ["a REST route", "/api/v1/keys", BODY_LIMITS.rest],
  ["an unknown REST path", "/api/v1/no/such/route", BODY_LIMITS.rest],
];

for (const transport of ["lean", "next"] as const) {
  describe(`request size limits before authentication (${transport === "lean" ? "npm start's server" : "next start"})`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer({ transport, env: { GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY } });
    }, 120_000);
    afterAll(() => server?.stop());

    it.each(routes)("%s: one byte over the limit → 413 in the envelope, connection closed (declared and chunked)", async (_l, path, limit) => {
      for (const mode of ["declared", "chunked"] as const) {
        const r = await bigPost(server.url, path, limit + 1, mode);
        expect(r.status, `${mode} ${path}`).toBe(413);
        expect(JSON.parse(r.body), `${mode} ${path}`).toEqual(TOO_LARGE);
        expect(r.connection, `${mode} ${path}`).toBe("close");
      }
    });

    it("a client that writes its whole body before reading gets the answer, not a reset (413 on each route, 405 with an unread body)", async () => {
      const cases: Array<[string, string, string, number, number]> = [
        // label, method, path, body bytes, status
        ["REST, 2 MB", "POST", "/api/v1/keys", 2 * MB, 413],
        ["REST PATCH, 8 MB", "PATCH", "/api/v1/keys/abc", 8 * MB, 413],
        ["unknown REST path, 8 MB", "POST", "/api/v1/no/such/route", 8 * MB, 413],
        ["tRPC, 8 MB", "POST", "/api/trpc/keys.list", 8 * MB, 413],
        ["session, 8 MB", "POST", "/api/session", 8 * MB, 413],
        ["a method the session route does not take, 8 MB never read", "PUT", "/api/session", 8 * MB, 405],
      ];
      for (const [label, method, path, size, status] of cases) {
        const r = await writeAllThenRead(server.url, method, path, size).catch((err: Error) => ({ status: 0, body: `${label}: ${err.message}`, connection: undefined }));
        expect(r.status, r.body).toBe(status);
        expect((JSON.parse(r.body) as { error: { code: number } }).error.code, label).toBe(status);
        if (status === 413) expect(r.connection, label).toBe("close");
      }
    });

    it.runIf(transport === "lean")("a slow sender (1 MiB every 1.5 s, 7.5 s in all) still reads its 413: the connection lingers while bytes keep coming", async () => {
      const r = await writeAllThenRead(server.url, "POST", "/api/v1/keys", 6 * MB, 1500);
      expect([r.status, JSON.parse(r.body)]).toEqual([413, TOO_LARGE]);
    });

    it("a body within the limit is read and answered as before (401/400, not 413)", async () => {
      const padded = (n: number) => JSON.stringify({ key: "nope", pad: "x".repeat(n) });
      const session = await fetch(`${server.url}/api/session`, { method: "POST", headers: { "content-type": "application/json" }, body: padded(BODY_LIMITS.session - 100) });
      expect(session.status).toBe(401);
      const rest = await fetch(`${server.url}/api/v1/keys`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${TEST_MANAGEMENT_KEY}` },
        body: JSON.stringify({ name: "x".repeat(BODY_LIMITS.rest - 100) }),
      });
      expect(rest.status).toBe(400);
      const signedIn = await fetch(`${server.url}/api/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key: TEST_MANAGEMENT_KEY }) });
      expect(signedIn.status).toBe(200);
    });

    it("100 MB POSTed with no credentials, to each route, declared and chunked: 413, RSS growth under 64 MB", async () => {
      const pid = server.child.pid as number;
      const before = rssMb(pid);
      for (const [, path] of routes.slice(0, 3)) {
        for (const mode of ["declared", "chunked"] as const) {
          const r = await bigPost(server.url, path, 100 * MB, mode);
          expect(r.status, `${mode} ${path}`).toBe(413);
        }
      }
      const after = rssMb(pid);
      console.log(`[body-limit] ${transport}: RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB over six 100 MB unauthenticated POSTs`);
      expect(after - before).toBeLessThan(64);
      // Still serving.
      expect((await fetch(`${server.url}/api/v1/openapi.json`)).status).toBe(200);
    });
  });
}
