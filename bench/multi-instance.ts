/**
 * `npm run bench -- --multi` (or `npx tsx bench/multi-instance.ts [--round S] [--database URL]
 * [--redis URL]`): two gateway instances behind a round-robin balancer, sharing one PostgreSQL
 * database and one Redis, the deployment of README "Deployment".
 *
 *  - The database (default postgres://postgres@127.0.0.1:5432/sy_bench_multi) is dropped and
 *    created afresh; Redis (default redis://127.0.0.1:6379) is shared as is (keys are new per run).
 *  - Both instances on core 0, the mock upstream, the balancer (a node:http proxy in this
 *    process) and the load driver on core 1, when taskset is available.
 *  - Figures: req/s and latency through the balancer at 1, 10 and 50 connections (POST
 *    /chat/completions, openai-format upstream), direct-to-mock beside them; each instance's RSS.
 *  - Checks: no budget overshoot across instances (a key with a $10 limit, $1 a request, 200
 *    parallel requests split over both: exactly 10 answered 200), a key disabled through one
 *    instance refused by both within a second, and every answered request in the ledger exactly
 *    once (200s counted by the load driver vs the ledger's rows for the key).
 * Writes bench/results/<time>-multi-instance.json (and .md).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { ensureBuild, ROOT } from "../server/test/server";
import { detectPinning, pinSelf, rssMb, sleep, startGateway, startMock, type Proc, type Summary } from "./lib";
import { autocannonRound, type Target } from "./load";

const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const ROUND_S = Number(opt("round") ?? 5);
const DATABASE_URL = opt("database") ?? process.env.BENCH_MULTI_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/sy_bench_multi";
const REDIS_URL = opt("redis") ?? process.env.BENCH_MULTI_REDIS_URL ?? "redis://127.0.0.1:6379";
const MANAGEMENT_KEY = `sk-sy-mgmt-v1-multi-${Date.now().toString(16)}-0123456789abcdef0123456789`;
const UPSTREAM_SECRET = "bench-multi-upstream-secret";
const log = (m: string) => process.stderr.write(`${m}\n`);

/** Drop and create the bench database (through the server's `postgres` database). */
async function freshDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`database name ${name}: letters, digits and _ only`);
  u.pathname = "/postgres";
  const c = new pg.Client({ connectionString: u.href });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
}

function catalog(mock: string) {
  const endpoint = (pricing: Record<string, string>) => ({ provider: "mock-openai", upstream_model: "bench-chat", pricing, max_completion_tokens: 4096 });
  const chat = (slug: string, pricing: Record<string, string>) => ({
    slug,
    canonical_slug: `${slug}-2026-01-01`,
    name: slug,
    vendor: "bench",
    kind: "chat",
    public: true,
    context_length: 8192,
    endpoints: [endpoint(pricing)],
  });
  return {
    providers: [{ id: "mock-openai", name: "mock-openai", api: "openai", base_url: `${mock}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 }],
    models: [
      chat("bench/chat", { prompt: "0.000001", completion: "0.000002", request: "0" }),
      // $1 a request, nothing per token: a $10 limit allows exactly 10.
      chat("bench/dollar", { prompt: "0", completion: "0", request: "1" }),
    ],
  };
}

/** A round-robin balancer: each new request goes to the next instance (keep-alive upstream). */
function balancer(upstreams: string[]): Promise<{ url: string; close: () => void; counts: number[]; answered: Set<string> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = upstreams.map(() => 0);
  /** x-request-id of every inference answer a client received whole with 200. */
  const answered = new Set<string>();
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next;
    next = (next + 1) % upstreams.length;
    counts[i]++;
    const target = new URL(req.url ?? "/", upstreams[i]);
    const up = http.request(target, { method: req.method, headers: req.headers, agent }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      const id = r.headers["x-request-id"];
      if (r.statusCode === 200 && typeof id === "string") res.once("finish", () => answered.add(id));
      r.pipe(res);
    });
    up.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const a = server.address();
      const port = typeof a === "object" && a ? a.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, counts, answered, close: () => server.close() });
    }),
  );
}

async function api<T>(base: string, method: string, path: string, body?: unknown, key = MANAGEMENT_KEY): Promise<{ status: number; json: T }> {
  const r = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json().catch(() => null)) as T };
}

const chatBody = (model: string) => JSON.stringify({ model, messages: [{ role: "user", content: "hello" }], max_tokens: 16 });

/** The whole run; true when every check is met. */
export async function runMulti(): Promise<boolean> {
  const pinning = detectPinning(Number(spawnSync("nproc", { encoding: "utf8" }).stdout.trim()) || os.cpus().length);
  log(`# Switchyard multi-instance benchmark: 2 instances, PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, "//")}, Redis ${REDIS_URL}; ${pinning.reason}`);
  ensureBuild();
  pinSelf(pinning, 1);
  await freshDatabase(DATABASE_URL);
  const dir = mkdtempSync(join(os.tmpdir(), "switchyard-multi-"));
  const mock = await startMock(pinning, { delayMs: 0 });
  const config = join(dir, "gateway.config.json");
  writeFileSync(config, JSON.stringify(catalog(mock.url)));
  const env = {
    DATABASE_URL,
    REDIS_URL,
    GATEWAY_CONFIG: config,
    GATEWAY_MANAGEMENT_KEY: MANAGEMENT_KEY,
    // Both instances must seal console sessions alike (behind a balancer without sticky sessions).
    GATEWAY_SESSION_SECRET: "bench-multi-session-secret-0123456789abcdef",
    BENCH_UPSTREAM_KEY: UPSTREAM_SECRET,
    LOG_LEVEL: "warn",
  };
  const gws: Proc[] = [];
  const result: Record<string, unknown> = { database: "postgresql", instances: 2, round_seconds: ROUND_S, pinning: pinning.reason };
  try {
    // One after the other: the first applies the migrations and bootstraps, the second finds both done.
    for (const i of [0, 1]) gws.push(await startGateway(pinning, { env: { ...env, GATEWAY_DATA_DIR: join(dir, `data-${i}`) }, logFile: join(dir, `gateway-${i}.log`) }));
    const lb = await balancer(gws.map((g) => g.url));
    log(`instances ${gws.map((g) => `${g.pid} ${g.url}`).join(", ")}; balancer ${lb.url}; mock ${mock.url}`);

    const created = await api<{ key: string; data: { hash: string } }>(lb.url, "POST", "/keys", { name: "multi load", limit: 1_000_000 });
    if (created.status !== 201) throw new Error(`POST /keys: ${created.status} ${JSON.stringify(created.json)}`);
    const loadKey = created.json.key;
    const target = (origin: string, key: string, path: string): Target => ({
      origin,
      path,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: chatBody("bench/chat"),
      verify: (b) => b.includes('"choices"'),
    });
    let answered = 0;
    const warm = await autocannonRound([target(lb.url, loadKey, "/api/v1/chat/completions")], 10, 2);
    answered += warm.ok + warm.badBodies;
    await sleep(1000);
    const idle = gws.map((g) => Math.round(rssMb(g.pid) ?? 0));
    log(`idle RSS per instance: ${idle.join(", ")} MB`);

    const rows: Array<{ connections: number; rps: number; latency: Summary; errors: number; rpsDirect: number; direct: Summary; rss: Array<number | null> }> = [];
    for (const c of [1, 10, 50]) {
      const g = await autocannonRound([target(lb.url, loadKey, "/api/v1/chat/completions")], c, ROUND_S);
      answered += g.ok + g.badBodies;
      const rss = gws.map((x) => Math.round(rssMb(x.pid) ?? 0));
      const d = await autocannonRound([target(mock.url, UPSTREAM_SECRET, "/v1/chat/completions")], c, ROUND_S);
      rows.push({ connections: c, rps: g.rps, latency: g.latency, errors: g.non2xx + g.socketErrors + g.badBodies, rpsDirect: d.rps, direct: d.latency, rss });
      log(`  ${c} conn: ${g.rps.toFixed(0)} req/s (direct ${d.rps.toFixed(0)}), p50 ${g.latency.p50.toFixed(2)} ms, p99 ${g.latency.p99.toFixed(2)} ms; RSS ${rss.join(", ")} MB`);
    }
    result.rows = rows;
    result.idle_rss_mb = idle;
    result.balancer_split = lb.counts;

    // Budget: $10 limit, $1 a request, 200 parallel requests alternating between the instances.
    const budget = await api<{ key: string; data: { hash: string } }>(lb.url, "POST", "/keys", { name: "multi budget", limit: 10 });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const r = await fetch(`${gws[i % 2].url}/api/v1/chat/completions`, {
          method: "POST",
          headers: { authorization: `Bearer ${budget.json.key}`, "content-type": "application/json" },
          body: chatBody("bench/dollar"),
        });
        await r.arrayBuffer();
        return r.status;
      }),
    );
    const budgetOk = statuses.filter((s) => s === 200).length;
    const budgetRefused = statuses.filter((s) => s === 402).length;
    result.budget = { limit_usd: 10, requests: 200, answered_200: budgetOk, refused_402: budgetRefused, other: 200 - budgetOk - budgetRefused };
    log(`budget: ${budgetOk} answered, ${budgetRefused} refused (402) of 200 at $1 each against a $10 limit`);

    // Disable through instance 0; both must refuse within a second.
    const dis = await api<{ key: string; data: { hash: string } }>(lb.url, "POST", "/keys", { name: "multi disable" });
    for (const g of gws) {
      const ok = await api(g.url, "GET", "/key", undefined, dis.json.key);
      if (ok.status !== 200) throw new Error(`the new key answered ${ok.status} on ${g.url}`);
    }
    const patched = await api(gws[0].url, "PATCH", `/keys/${dis.json.data.hash}`, { disabled: true });
    const t0 = performance.now();
    if (patched.status !== 200) throw new Error(`PATCH /keys: ${patched.status}`);
    // Each instance polled on its own (in parallel): the time until its first 401 arrived (conservative).
    const refusedAfter = await Promise.all(
      gws.map(async (g) => {
        while (performance.now() - t0 < 5000) {
          if ((await api(g.url, "GET", "/key", undefined, dis.json.key)).status === 401) return performance.now() - t0;
          await sleep(10);
        }
        return null;
      }),
    );
    result.disabled_key_refused_after_ms = refusedAfter;
    log(`disabled key refused after ${refusedAfter.map((x) => (x === null ? "—" : `${x.toFixed(0)} ms`)).join(" and ")}`);

    // Stop both cleanly (each flushes its ledger), then count.
    lb.close();
    for (const g of gws) await g.stop();
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    // Rows of requests answered 200 (the database is this run's own: key names are unique in it).
    const count = async (name: string) => {
      const q = await c.query<{ rows: string; ids: string }>(
        `SELECT count(*) AS rows, count(DISTINCT l.request_id) AS ids FROM usage_ledger l JOIN api_keys k ON k.id = l.key_id
          WHERE k.name = $1 AND l.http_status = 200`,
        [name],
      );
      return { rows: Number(q.rows[0].rows), ids: Number(q.rows[0].ids) };
    };
    const loadRows = await count("multi load");
    const ledgerIds = new Set(
      (await c.query<{ request_id: string }>(`SELECT l.request_id FROM usage_ledger l JOIN api_keys k ON k.id = l.key_id WHERE k.name = 'multi load'`)).rows.map(
        (r) => r.request_id,
      ),
    );
    const missing = [...lb.answered].filter((id) => !ledgerIds.has(id)).length;
    const budgetRows = await count("multi budget");
    const spent = await c.query<{ usd: string }>(
      `SELECT coalesce(sum(l.cost_usd), 0) AS usd FROM usage_ledger l JOIN api_keys k ON k.id = l.key_id WHERE k.name = 'multi budget'`,
    );
    await c.end();
    // Rows beyond the answered: requests the load driver gave up on at a round's end, which the gateway still completed.
    result.ledger = { load: { answered_200: lb.answered.size, driver_counted_200: answered, rows: loadRows.rows, distinct_request_ids: loadRows.ids, answered_missing: missing }, budget: { answered_200: budgetOk, rows: budgetRows.rows, spent_usd: Number(spent.rows[0].usd) } };
    log(`ledger: load ${loadRows.rows} rows (${loadRows.ids} distinct ids) for ${lb.answered.size} answered (${missing} missing); budget ${budgetRows.rows} rows, $${spent.rows[0].usd} spent`);

    const checks = [
      { target: "no budget overshoot across instances (exactly 10 of 200 at $1 against $10; ledger ≤ $10)", met: budgetOk === 10 && Number(spent.rows[0].usd) <= 10 },
      { target: "a disabled key is refused by both instances within 1 s", met: refusedAfter.every((x) => x !== null && x <= 1000) },
      { target: "every answered request in the ledger exactly once", met: lb.answered.size > 0 && missing === 0 && loadRows.ids === loadRows.rows && budgetRows.rows === budgetOk },
    ];
    result.checks = checks;
    const md = [
      `## Two instances behind a round-robin balancer (PostgreSQL + Redis), ${new Date().toISOString()}`,
      "",
      "| connections | req/s (balancer) | direct to mock | added p50 | added p99 | errors | RSS per instance (MB) |",
      "|---|---|---|---|---|---|---|",
      ...rows.map(
        (r) =>
          `| ${r.connections} | ${r.rps.toFixed(0)} | ${r.rpsDirect.toFixed(0)} | +${(r.latency.p50 - r.direct.p50).toFixed(2)} ms | +${(r.latency.p99 - r.direct.p99).toFixed(2)} ms | ${r.errors} | ${r.rss.join(" / ")} |`,
      ),
      "",
      `Idle RSS per instance: ${idle.join(" / ")} MB. The balancer itself adds a hop (a node:http proxy in the load driver's process).`,
      "",
      "| check | measured | met |",
      "|---|---|---|",
      `| ${checks[0].target} | ${budgetOk} answered, ${budgetRefused} refused, $${Number(spent.rows[0].usd)} in the ledger | ${checks[0].met ? "yes" : "NO"} |`,
      `| ${checks[1].target} | ${refusedAfter.map((x) => (x === null ? "not refused" : `${x.toFixed(0)} ms`)).join(", ")} | ${checks[1].met ? "yes" : "NO"} |`,
      `| ${checks[2].target} | ${lb.answered.size} answered through the balancer, ${missing} of them missing; ${loadRows.rows} rows, ${loadRows.ids} request ids (rows beyond the answered: requests the driver abandoned at a round's end); budget ${budgetOk} → ${budgetRows.rows} | ${checks[2].met ? "yes" : "NO"} |`,
      "",
    ].join("\n");
    const out = join(ROOT, "bench", "results");
    mkdirSync(out, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    writeFileSync(join(out, `${stamp}-multi-instance.json`), JSON.stringify(result, null, 2) + "\n");
    writeFileSync(join(out, `${stamp}-multi-instance.md`), md);
    process.stdout.write(md);
    return checks.every((x) => x.met);
  } finally {
    for (const g of gws) if (g.child.exitCode === null) g.child.kill("SIGKILL");
    mock.child.kill("SIGKILL");
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMulti().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err: unknown) => {
      process.stderr.write(`multi-instance bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}
