import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../../db";
import { tempPgDatabase } from "../../test/db";
import { TEST_MANAGEMENT_KEY } from "../../test/http-global-setup";
import { startServer, type RunningServer } from "../../test/server";

/** The pid of the gateway process itself (the test starts it through tsx, which may run it as a child). */
function gatewayPid(dataDir: string): number | null {
  try {
    const lock = readdirSync(join(dataDir, "usage-journal")).find((f) => f.endsWith(".lock"));
    return lock ? (JSON.parse(readFileSync(join(dataDir, "usage-journal", lock), "utf8")) as { pid: number }).pid : null;
  } catch {
    return null;
  }
}

/** A sample of what was not answered 200 (before the kill), for the failure message. */
const refusals = new Map<string, string>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answered {
  requestId: string;
  route: string;
}

/** One request; resolves to its request id when it was answered 200 in full, else null. */
async function fire(base: string, key: string, i: number): Promise<Answered | null> {
  const kind = i % 3;
  const [path, body] =
    kind === 0
      ? ["/embeddings", { model: "local/hash-embed", input: `text ${i}` }]
      : ["/messages", { model: "local/echo", max_tokens: 32, stream: kind === 2, messages: [{ role: "user", content: `hello ${i}` }] }];
  try {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) {
      refusals.set(`${path} ${res.status}`, text.slice(0, 300));
      return null;
    }
    // A stream counts as answered when its last event arrived.
    if (kind === 2 && !text.includes("event: message_stop")) return null;
    const requestId = res.headers.get("x-request-id");
    if (!requestId) throw new Error(`200 without x-request-id on ${path}`);
    return { requestId, route: path };
  } catch (err) {
    if (err instanceof Error && err.message.startsWith("200 without")) throw err;
    return null; // the server died under it
  }
}

describe("usage survives kill -9", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "switchyard-kill9-"));
  let temp: { url: string; drop(): Promise<void> } | null = null;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) await s.stop("SIGKILL", true);
    await temp?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("every request answered 200 before a SIGKILL under ~200 req/s is in the ledger exactly once after a restart", { timeout: 240_000 }, async () => {
    if (process.env.DATABASE_URL) temp = await tempPgDatabase(process.env.DATABASE_URL, "sy_kill9");
    // Batches every 2 s: the kill (after 3 s of load) finds the last second's rows in the journal only.
    const env = { GATEWAY_MANAGEMENT_KEY: TEST_MANAGEMENT_KEY, DATABASE_URL: temp?.url ?? "", GATEWAY_CONFIG: "", GATEWAY_LEDGER_FLUSH_MS: "2000" };
    const first = await startServer({ dataDir, env });
    servers.push(first);
    const base = `${first.url}/api/v1`;
    const created = await fetch(`${base}/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${TEST_MANAGEMENT_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "kill9", limit: 100, limit_reset: "daily" }),
    });
    expect(created.status).toBe(201);
    const { key, data } = (await created.json()) as { key: string; data: { id: number; hash: string } };

    // ~200 requests a second; SIGKILL after ~3 s, while requests are in flight.
    const inFlight: Array<Promise<Answered | null>> = [];
    let pid: number | null = null;
    const started = Date.now();
    for (let i = 0; Date.now() - started < 3000; i++) {
      inFlight.push(fire(base, key, i));
      await sleep(5);
      pid ??= gatewayPid(dataDir);
    }
    expect(pid).not.toBeNull();
    process.kill(pid as number, "SIGKILL");
    first.child.kill("SIGKILL");
    const answered = (await Promise.all(inFlight)).filter((a): a is Answered => a !== null);
    expect(answered.length).toBeGreaterThan(50);
    expect(new Set(answered.map((a) => a.route)), JSON.stringify([...refusals])).toEqual(new Set(["/embeddings", "/messages"]));
    // A child killed by a signal has signalCode set and exitCode null: test both, or a child that
    // exited while the answers were awaited is waited for forever (a CI timeout on PostgreSQL).
    await new Promise<void>((r) => (first.child.exitCode !== null || first.child.signalCode !== null ? r() : first.child.once("exit", () => r())));
    for (let i = 0; i < 100; i++) {
      try {
        process.kill(pid as number, 0);
        await sleep(50);
      } catch {
        break;
      }
    }

    // The database as the killed server left it, and the ledger after the restart.
    const query = async <T,>(sql: string, params: unknown[]): Promise<T[]> => {
      if (temp) {
        const c = new pg.Client({ connectionString: temp.url });
        await c.connect();
        try {
          return (await c.query(sql, params)).rows as T[];
        } finally {
          await c.end();
        }
      }
      const h = await openDb({ dataDir, migrate: false });
      try {
        return await h.prisma.$queryRawUnsafe<T[]>(sql, ...params);
      } finally {
        await h.close();
      }
    };
    const countRows = async () =>
      Number((await query<{ n: number }>("SELECT count(*)::int AS n FROM usage_ledger WHERE key_id = $1", [data.id]))[0].n);
    const beforeReplay = await countRows();

    // Restart on the same data directory: start-up replays the journal before serving.
    const second = await startServer({ dataDir, env });
    servers.push(second);
    type Health = { status: string; ledger: { pending: number; journal_segments: number; dead_letters: number | null } };
    const getHealth = async (): Promise<Health> => {
      const r = await fetch(`${second.url}/api/v1/health`);
      expect(r.status).toBe(200);
      return (await r.json()) as Health;
    };
    let health = await getHealth();
    for (let i = 0; i < 100 && health.ledger.pending > 0; i++) {
      await sleep(100);
      health = await getHealth();
    }
    expect(health).toMatchObject({ status: "ok", ledger: { pending: 0, dead_letters: 0 } });
    await second.stop("SIGTERM", true);
    expect(readdirSync(join(dataDir, "usage-journal")).filter((f) => f.endsWith(".jsonl"))).toEqual([]);

    const rows = await query<{ request_id: string; n: number }>(
      "SELECT request_id, count(*)::int AS n FROM usage_ledger WHERE key_id = $1 GROUP BY request_id",
      [data.id],
    );
    const inLedger = new Map(rows.map((r) => [r.request_id, Number(r.n)]));
    const missing = answered.filter((a) => !inLedger.has(a.requestId));
    expect(missing).toEqual([]);
    expect(answered.every((a) => inLedger.get(a.requestId) === 1)).toBe(true);
    const [rollup] = await query<{ requests: number }>("SELECT sum(requests)::int AS requests FROM key_usage_daily WHERE key_id = $1", [data.id]);
    expect(Number(rollup.requests)).toBe(rows.length);
    // The kill left rows that only the journal held (the writer batches every 200 ms).
    expect(rows.length).toBeGreaterThan(beforeReplay);
    process.stdout.write(
      `kill -9: ${answered.length} answered 200 of ${inFlight.length} sent; ${beforeReplay} rows in the ledger at the kill, ${rows.length} after replay\n`,
    );
  });
});
