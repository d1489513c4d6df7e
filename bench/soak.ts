/**
 * `npm run bench -- --soak [--minutes N] [--rate R]`: no leak (issue 26 item 2). The production
 * server as `npm start` runs it (scripts/start.mjs with npm start's settings, embedded database in a
 * fresh directory) gets mixed traffic at a fixed rate for N minutes (default 30), R requests per
 * second (default 100):
 *
 *  - POST /messages and POST /chat/completions, JSON and streams, through an anthropic- and an
 *    openai-format upstream (the bench mock);
 *  - fallbacks: `models: [bench/dead, bench/claude]`, the first on a provider nobody listens on;
 *  - a key under a guardrail with every builtin filter and custom patterns, a 2 KB prompt with PII;
 *  - a key in a workspace with I/O logging at 100 %;
 *  - management reads (GET /keys, GET /activity, GET /generations) and writes (a key created,
 *    renamed, deleted).
 *
 * VmRSS is sampled every 5 s and summarized per minute (median). Pass when the RSS of the last
 * minute is at most 10 % above that of the first minute after the warm-up (the first minute,
 * or the first third of a shorter run), no request failed, and every inference request answered
 * 200 is in the ledger exactly once (read after the server stopped and flushed it), with no row
 * the run did not ask for. Results: bench/results/<time>-soak.json (and .md).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { openDb } from "../server/db";
import { ensureBuild, ROOT } from "../server/test/server";
import { rssMb, sleep, startGateway, startMock, summarize, type Pinning, type Proc } from "./lib";
import { PIECES } from "./mock-upstream";

const argv = process.argv.slice(2);
const opt = (name: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);

const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;
const SECRET = "bench-upstream-secret";
const ANSWER = PIECES.join("");
const log = (s: string) => process.stdout.write(`${s}\n`);

interface Kind {
  name: string;
  /** Relative weight in the mix. */
  weight: number;
  inference: boolean;
  send(): Promise<{ status: number; ok: boolean; requestId: string | null; body: string }>;
}

interface Counters {
  sent: number;
  ok: number;
  failed: number;
  samples: string[];
}

function catalog(mock: string) {
  const provider = (id: string, api: string, url: string) => ({ id, name: id, api, base_url: url, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 });
  const chat = (slug: string, p: string, upstream: string) => ({
    slug,
    canonical_slug: `${slug}-2026-01-01`,
    name: slug,
    vendor: "bench",
    kind: "chat",
    public: true,
    context_length: 8192,
    endpoints: [{ provider: p, upstream_model: upstream, pricing: { prompt: "0.000001", completion: "0.000002", request: "0" }, max_completion_tokens: 4096 }],
  });
  return {
    providers: [
      provider("mock-openai", "openai", `${mock}/v1`),
      provider("mock-anthropic", "anthropic", `${mock}/v1`),
      // nothing listens on port 9 (discard) here: every call to it fails to connect
      provider("dead", "anthropic", "http://127.0.0.1:9/v1"),
    ],
    models: [chat("bench/chat", "mock-openai", "bench-chat"), chat("bench/claude", "mock-anthropic", "bench-claude"), chat("bench/dead", "dead", "bench-claude")],
  };
}

async function api(gw: string, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const r = await fetch(`${gw}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${MGMT}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = (await r.json()) as Record<string, unknown>;
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(j)}`);
  return j;
}

type Created = { key: string; data: { hash: string; workspace_id: string } };

async function setUp(gw: string): Promise<{ plain: string; guarded: string; logged: string }> {
  const plain = (await api(gw, "POST", "/keys", { name: "soak plain", limit: 1_000_000 })) as unknown as Created;
  const guarded = (await api(gw, "POST", "/keys", { name: "soak guarded", limit: 1_000_000 })) as unknown as Created;
  const g = (await api(gw, "POST", "/guardrails", {
    name: "soak: builtins + custom patterns",
    content_filter_builtins: ["email", "phone", "credit-card", "ip-address", "regex-prompt-injection"].map((slug) => ({ slug, action: slug === "regex-prompt-injection" ? "flag" : "redact" })),
    content_filters: [
      { pattern: "project-[a-z]{3,20}", action: "redact", label: "[CODENAME]" },
      { pattern: "\\bACME-\\d{4,8}\\b", action: "redact", label: "[TICKET]" },
    ],
  })) as { data: { id: string } };
  await api(gw, "POST", `/guardrails/${g.data.id}/assignments/keys`, { key_hashes: [guarded.data.hash] });
  const ws = (await api(gw, "POST", "/workspaces", {
    name: "soak io-log",
    slug: "soak-io-log",
    is_observability_io_logging_enabled: true,
    io_logging_sampling_rate: 1,
  })) as { data: { id: string } };
  // the key's creator (the management key's user) must be a member of the workspace
  const creator = (await api(gw, "GET", `/keys/${plain.data.hash}`)) as { data: { creator_user_id: string } };
  await api(gw, "POST", `/workspaces/${ws.data.id}/members/add`, { user_ids: [creator.data.creator_user_id] });
  const logged = (await api(gw, "POST", "/keys", { name: "soak logged", limit: 1_000_000, workspace_id: ws.data.id })) as unknown as Created;
  return { plain: plain.key, guarded: guarded.key, logged: logged.key };
}

function kinds(gw: string, keys: { plain: string; guarded: string; logged: string }, agent: Agent): Kind[] {
  const prompt = [{ role: "user", content: "Say hello" }];
  const pii =
    "Summarise for project-falcon (ticket ACME-12345): contact jane.doe@example.com or +1 415-555-0132; card 4111 1111 1111 1111 from 10.0.0.12. ".repeat(14);
  const inference = (name: string, weight: number, path: string, key: string, body: unknown, verify: (b: string) => boolean): Kind => ({
    name,
    weight,
    inference: true,
    send: async () => {
      const r = await request(`${gw}/api/v1${path}`, {
        method: "POST",
        dispatcher: agent,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const text = await r.body.text();
      const id = r.headers["x-request-id"];
      return { status: r.statusCode, ok: r.statusCode === 200 && verify(text), requestId: typeof id === "string" ? id : null, body: text };
    },
  });
  const management = (name: string, weight: number, run: () => Promise<{ status: number; body: string }>): Kind => ({
    name,
    weight,
    inference: false,
    send: async () => {
      const r = await run();
      return { status: r.status, ok: r.status < 300, requestId: null, body: r.body };
    },
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await request(`${gw}/api/v1${path}`, {
      method: method as "GET",
      dispatcher: agent,
      headers: { authorization: `Bearer ${MGMT}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.statusCode, body: await r.body.text() };
  };
  const json = (b: string) => b.includes(ANSWER);
  const anStream = (b: string) => b.includes("event: message_stop") && !b.includes("event: error");
  const oaStream = (b: string) => b.includes("data: [DONE]") && !b.includes('"error"');
  const msg = (model: string, extra: Record<string, unknown> = {}) => ({ model, max_tokens: 16, messages: prompt, ...extra });
  const so = { stream: true, stream_options: { include_usage: true } };
  let n = 0;
  return [
    inference("messages · anthropic", 10, "/messages", keys.plain, msg("bench/claude"), json),
    inference("messages · openai", 10, "/messages", keys.plain, msg("bench/chat"), json),
    inference("messages stream · anthropic", 8, "/messages", keys.plain, msg("bench/claude", { stream: true }), anStream),
    inference("messages stream · openai", 8, "/messages", keys.plain, msg("bench/chat", { stream: true }), anStream),
    inference("chat · openai", 8, "/chat/completions", keys.plain, msg("bench/chat"), json),
    inference("chat · anthropic", 8, "/chat/completions", keys.plain, msg("bench/claude"), json),
    inference("chat stream · openai", 6, "/chat/completions", keys.plain, msg("bench/chat", so), oaStream),
    inference("chat stream · anthropic", 6, "/chat/completions", keys.plain, msg("bench/claude", so), oaStream),
    inference("messages · fallback (dead → anthropic)", 6, "/messages", keys.plain, msg("bench/dead", { models: ["bench/dead", "bench/claude"] }), json),
    inference("messages · guardrail with filters, 2 KB PII prompt", 8, "/messages", keys.guarded, { model: "bench/claude", max_tokens: 16, messages: [{ role: "user", content: pii }] }, json),
    inference("messages · I/O logging workspace", 6, "/messages", keys.logged, msg("bench/claude"), json),
    inference("messages stream · I/O logging workspace", 4, "/messages", keys.logged, msg("bench/chat", { stream: true }), anStream),
    management("GET /keys", 3, () => call("GET", "/keys?limit=100")),
    management("GET /activity", 2, () => call("GET", "/activity")),
    management("GET /generations", 2, () => call("GET", "/generations?limit=50")),
    management("POST, PATCH, DELETE /keys", 2, async () => {
      const c = await call("POST", "/keys", { name: `soak churn ${++n}` });
      if (c.status !== 201) return c;
      const hash = (JSON.parse(c.body) as Created).data.hash;
      const u = await call("PATCH", `/keys/${hash}`, { name: `soak churn ${n} renamed` });
      if (u.status !== 200) return u;
      return call("DELETE", `/keys/${hash}`);
    }),
  ];
}

export async function runSoak(): Promise<boolean> {
  const minutes = Number(opt("minutes") ?? 30);
  const rate = Number(opt("rate") ?? 100);
  if (!(minutes > 0) || !(rate > 0)) throw new Error("--minutes and --rate take positive numbers");
  ensureBuild();
  const pin: Pinning = { enabled: false, reason: "not pinned", cpus: os.cpus().length };
  const dataDir = mkdtempSync(join(os.tmpdir(), "sy-soak-"));
  const started = new Date();
  let mock: Proc | null = null;
  let gw: Proc | null = null;
  const agent = new Agent({ connections: 64, keepAliveTimeout: 60_000 });
  try {
    mock = await startMock(pin, { delayMs: 0 });
    const config = join(dataDir, "gateway.config.json");
    writeFileSync(config, JSON.stringify(catalog(mock.url)));
    gw = await startGateway(pin, {
      entry: "scripts/start.mjs",
      logFile: join(dataDir, "gateway.log"),
      env: {
        DATABASE_URL: "",
        REDIS_URL: "",
        GATEWAY_DATA_DIR: join(dataDir, "db"),
        GATEWAY_CONFIG: config,
        GATEWAY_MANAGEMENT_KEY: MGMT,
        BENCH_UPSTREAM_KEY: SECRET,
        LOG_LEVEL: "warn",
      },
    });
    const url = gw.url;
    const pid = gw.pid;
    const keys = await setUp(url);
    const ks = kinds(url, keys, agent);
    const wheel = ks.flatMap((k) => Array.from({ length: k.weight }, () => k));
    const counters = new Map<string, Counters>(ks.map((k) => [k.name, { sent: 0, ok: 0, failed: 0, samples: [] }]));
    const answered = new Set<string>();
    const allIds = new Set<string>();
    const latencies: number[] = [];
    let inflight = 0;
    let skipped = 0;
    const MAX_INFLIGHT = 256;
    log(`soak: ${minutes} min at ${rate} req/s, ${ks.length} request kinds; gateway pid ${pid}, RSS ${rssMb(pid)?.toFixed(0)} MB`);

    const rss: Array<{ t: number; mb: number }> = [];
    const t0 = performance.now();
    const sampler = setInterval(() => {
      const mb = rssMb(pid);
      if (mb !== null) rss.push({ t: (performance.now() - t0) / 1000, mb });
    }, 5000);
    const minuteLog = setInterval(() => {
      const m = Math.round((performance.now() - t0) / 60_000);
      const last = rss.filter((x) => x.t > (m - 1) * 60);
      const sent = [...counters.values()].reduce((a, c) => a + c.sent, 0);
      const failed = [...counters.values()].reduce((a, c) => a + c.failed, 0);
      log(`  minute ${m}: RSS median ${last.length ? summarize(last.map((x) => x.mb)).p50.toFixed(0) : "—"} MB, ${sent} sent, ${failed} failed, ${inflight} in flight`);
    }, 60_000);

    // A fixed rate: every 10 ms, the requests due by now (none past MAX_INFLIGHT: counted as skipped).
    const end = t0 + minutes * 60_000;
    let due = 0;
    let i = 0;
    const done: Array<Promise<void>> = [];
    while (performance.now() < end) {
      const now = performance.now();
      const target = Math.floor(((now - t0) / 1000) * rate);
      while (due < target) {
        due++;
        if (inflight >= MAX_INFLIGHT) {
          skipped++;
          continue;
        }
        const k = wheel[i++ % wheel.length];
        const c = counters.get(k.name) as Counters;
        c.sent++;
        inflight++;
        const began = performance.now();
        const p = k
          .send()
          .then((r) => {
            latencies.push(performance.now() - began);
            if (r.requestId) allIds.add(r.requestId);
            if (r.ok) {
              c.ok++;
              if (k.inference && r.requestId) answered.add(r.requestId);
            } else {
              c.failed++;
              if (c.samples.length < 3) c.samples.push(`${r.status} ${r.body.slice(0, 300)}`);
            }
          })
          .catch((err: unknown) => {
            c.failed++;
            if (c.samples.length < 3) c.samples.push(err instanceof Error ? err.message : String(err));
          })
          .finally(() => {
            inflight--;
          });
        done.push(p);
        if (done.length > 10_000) done.splice(0, done.length - 1000);
      }
      await sleep(10);
    }
    await Promise.all(done);
    while (inflight > 0) await sleep(50);
    clearInterval(sampler);
    clearInterval(minuteLog);
    const finalRss = rssMb(pid);
    const code = await gw.stop();
    gw = null;

    // The ledger, read after the server flushed it on SIGTERM.
    const h = await openDb({ dataDir: join(dataDir, "db"), migrate: false });
    const rows = await h.prisma.$queryRaw<Array<{ request_id: string }>>`SELECT request_id FROM usage_ledger`;
    await h.close();
    const inLedger = new Map<string, number>();
    for (const r of rows) inLedger.set(r.request_id, (inLedger.get(r.request_id) ?? 0) + 1);
    const missing = [...answered].filter((id) => !inLedger.has(id));
    const twice = [...inLedger].filter(([, n]) => n > 1).map(([id]) => id);
    const unknown = [...inLedger.keys()].filter((id) => !allIds.has(id));

    // RSS per minute (median of the 5 s samples); the warm-up is the first minute (a third of a shorter run).
    const perMinute: Array<{ minute: number; mb: number }> = [];
    for (let m = 1; m <= Math.ceil(minutes); m++) {
      const xs = rss.filter((x) => x.t > (m - 1) * 60 && x.t <= m * 60).map((x) => x.mb);
      if (xs.length) perMinute.push({ minute: m, mb: summarize(xs).p50 });
    }
    const warmS = Math.min(60, (minutes * 60) / 3);
    const windowS = Math.min(60, (minutes * 60) / 3);
    const median = (from: number, to: number) => {
      const xs = rss.filter((x) => x.t > from && x.t <= to).map((x) => x.mb);
      return xs.length ? summarize(xs).p50 : null;
    };
    const base = median(warmS, warmS + windowS);
    const last = median(minutes * 60 - windowS, minutes * 60 + 1);
    const growth = base && last ? (last - base) / base : null;
    const failed = [...counters.values()].reduce((a, c) => a + c.failed, 0);
    const sent = [...counters.values()].reduce((a, c) => a + c.sent, 0);
    const checks = [
      { target: "RSS of the last minute ≤ 10 % above the first minute after the warm-up", measured: `${base?.toFixed(0)} → ${last?.toFixed(0)} MB (${growth === null ? "—" : `${growth >= 0 ? "+" : ""}${(100 * growth).toFixed(1)} %`})`, met: growth !== null && growth <= 0.1 },
      { target: "every inference request answered 200 is in the ledger exactly once", measured: `${answered.size} answered, ${missing.length} missing, ${twice.length} twice, ${unknown.length} rows the run did not ask for`, met: missing.length === 0 && twice.length === 0 && unknown.length === 0 },
      { target: "no request failed or was skipped (non-2xx, bad body, socket error, over 256 in flight)", measured: `${failed} failed, ${skipped} skipped of ${sent + skipped}`, met: failed === 0 && skipped === 0 },
      { target: "the server stopped cleanly (exit code 0)", measured: String(code), met: code === 0 },
    ];
    const lat = summarize(latencies);
    const md = [
      `## Soak (${started.toISOString()}, ${minutes} min at ${rate} req/s; load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")})`,
      "",
      `Machine: ${os.cpus().length} CPUs, node ${process.version}; not pinned. Latency of every request (all kinds): p50 ${lat.p50.toFixed(1)} ms, p99 ${lat.p99.toFixed(1)} ms, max ${lat.max.toFixed(0)} ms. VmRSS at the end ${finalRss?.toFixed(0)} MB.`,
      "",
      "| minute | RSS MB (median) |",
      "|---:|---:|",
      ...perMinute.map((p) => `| ${p.minute} | ${p.mb.toFixed(0)} |`),
      "",
      "| request kind | sent | ok | failed |",
      "|---|---:|---:|---:|",
      ...ks.map((k) => {
        const c = counters.get(k.name) as Counters;
        return `| ${k.name} | ${c.sent} | ${c.ok} | ${c.failed} |`;
      }),
      "",
      ...checks.map((c) => `- ${c.met ? "met" : "**not met**"}: ${c.target}: ${c.measured}`),
    ];
    const samples = ks.flatMap((k) => (counters.get(k.name) as Counters).samples.map((s) => `- ${k.name}: ${s}`));
    if (samples.length) md.push("", "Failure samples:", "", ...samples);
    log(`\n${md.join("\n")}`);
    const dir = join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const stamp = started.toISOString().replace(/[:.]/g, "-");
    writeFileSync(join(dir, `${stamp}-soak.md`), `${md.join("\n")}\n`);
    writeFileSync(join(dir, `${stamp}-soak.json`), JSON.stringify({ started, minutes, rate, rss, perMinute, checks, latency: lat, missing: missing.slice(0, 20), twice: twice.slice(0, 20), unknown: unknown.slice(0, 20) }, null, 2));
    return checks.every((c) => c.met);
  } finally {
    await agent.close();
    if (gw) await gw.stop();
    if (mock) await mock.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
