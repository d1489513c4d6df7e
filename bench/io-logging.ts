/**
 * `npx tsx bench/io-logging.ts [--quick] [--requests N] [--pairs N]`: what observability costs
 * on POST /messages (issue 16). One gateway (server/main.ts, embedded database), one key; the
 * key's workspace is switched between variants, alternating (plain, io-log, plain, io-log, ...):
 *
 *  - plain: I/O logging off (the default)
 *  - io-log 100%: is_observability_io_logging_enabled with io_logging_sampling_rate 1
 *
 * Each round: a sequential loop (1 connection: latency p50/p90/p99 of whole requests, non-streaming
 * and streaming), the gateway's CPU ms per request over those loops (its threads included: the
 * embedded database's writes of the kept bodies count), and a 10-connection autocannon round
 * (rps, p50). Target: io-log p50 within 0.2 ms
 * of plain. More variants (a broadcast destination) are one entry of VARIANTS.
 * Results: bench/results/<time>-io-logging.json.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { Agent } from "undici";
import { startOtlpReceiver, type OtlpReceiver } from "../server/test/otlp-receiver";
import { ensureBuild, ROOT } from "../server/test/server";
import { detectPinning, pinSelf, sleep, startGateway, startMock, summarize, type Summary } from "./lib";
import { autocannonRound, ttfbLoop, type Target } from "./load";

const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const QUICK = argv.includes("--quick");
const REQUESTS = Number(opt("requests") ?? (QUICK ? 300 : 2000));
const PAIRS = Number(opt("pairs") ?? (QUICK ? 1 : 3));
const ROUND_S = QUICK ? 2 : 5;
/** The workspace cache's TTL (server/inference/context-cache.ts) is 5 s: a switched setting is live after it. */
const SETTLE_MS = 5_500;
const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;

interface Variant {
  name: string;
  /** Bring the workspace (and anything else) into this variant's state. */
  apply(ctx: { gateway: string; workspace: string }): Promise<void>;
}

async function api(gateway: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const r = await fetch(`${gateway}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${MGMT}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j: unknown = await r.json();
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(j)}`);
  return j;
}

const ioLogging = (on: boolean, broadcast = false) => (c: { gateway: string; workspace: string }) =>
  api(c.gateway, "PATCH", `/workspaces/${c.workspace}`, {
    is_observability_io_logging_enabled: on,
    io_logging_sampling_rate: 1,
    io_logging_api_key_ids: null,
    is_observability_broadcast_enabled: broadcast,
  }).then(() => undefined);

/** I/O logging at 100 % and one broadcast destination (a real OTLP receiver in this process), sampling 1. */
let receiver: OtlpReceiver | undefined;
const observed = async (c: { gateway: string; workspace: string }) => {
  if (!receiver) {
    receiver = await startOtlpReceiver();
    await api(c.gateway, "POST", `/workspaces/${c.workspace}/broadcast-destinations`, { name: "bench receiver", endpoint: receiver.url, sampling_rate: 1 });
  }
  await ioLogging(true, true)(c);
};

export const VARIANTS: Variant[] = [
  { name: "plain", apply: ioLogging(false) },
  { name: "io-log 100%", apply: ioLogging(true) },
  { name: "io-log 100% + broadcast", apply: observed },
];

/** CPU time (user + system) of a process and all its threads (the embedded database's included), ms. */
function cpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8");
  const rest = f.slice(f.lastIndexOf(")") + 2).split(" ");
  // fields 14 and 15 (utime, stime) are at 11 and 12 after the ")" of the command name
  return ((Number(rest[11]) + Number(rest[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

interface Stats {
  /** Gateway CPU ms per request over the sequential loops (less sensitive to a busy machine than latency). */
  cpuPerReq: number[];
  seq: number[];
  seqStream: number[];
  rps: number[];
  p50c10: number[];
  errors: number;
}

async function main(): Promise<void> {
  ensureBuild();
  const pin = detectPinning(os.cpus().length);
  pinSelf(pin, 1);
  const dataDir = mkdtempSync(join(os.tmpdir(), "sy-bench-io-"));
  const mock = await startMock(pin, { delayMs: 0 });
  const config = join(dataDir, "gateway.config.json");
  writeFileSync(
    config,
    JSON.stringify({
      providers: [{ id: "mock-anthropic", name: "mock-anthropic", api: "anthropic", base_url: `${mock.url}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 }],
      models: [
        {
          slug: "bench/claude",
          name: "bench/claude",
          vendor: "bench",
          kind: "chat",
          context_length: 8192,
          endpoints: [{ provider: "mock-anthropic", upstream_model: "bench-claude", pricing: { prompt: "0.000001", completion: "0.000002" } }],
        },
      ],
    }),
  );
  const gw = await startGateway(pin, {
    env: { DATABASE_URL: "", REDIS_URL: "", GATEWAY_DATA_DIR: dataDir, GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: MGMT, BENCH_UPSTREAM_KEY: "bench", GATEWAY_ALLOW_PRIVATE_NETWORKS: "127.0.0.0/8" },
    logFile: join(dataDir, "gateway.log"),
  });
  const stats = new Map<string, Stats>(VARIANTS.map((v) => [v.name, { cpuPerReq: [], seq: [], seqStream: [], rps: [], p50c10: [], errors: 0 }]));
  let lastId = "";
  try {
    const created = (await api(gw.url, "POST", "/keys", { name: "bench io", limit: 1_000_000 })) as { key: string; data: { workspace_id: string } };
    const ctx = { gateway: gw.url, workspace: created.data.workspace_id };
    const body = { model: "bench/claude", max_tokens: 16, messages: [{ role: "user", content: "Say hello" }] };
    const target = (stream: boolean): Target => ({
      origin: gw.url,
      path: "/api/v1/messages",
      headers: { authorization: `Bearer ${created.key}`, "content-type": "application/json" },
      body: JSON.stringify(stream ? { ...body, stream: true } : body),
      verify: (b) => (stream ? b.includes("message_stop") && !b.includes("event: error") : b.includes('"content"')),
    });
    const agent = new Agent({ connections: 1, pipelining: 1 });
    await ttfbLoop(target(false), 300, agent);
    for (let pair = 0; pair < PAIRS; pair++) {
      for (const v of VARIANTS) {
        await v.apply(ctx);
        await sleep(SETTLE_MS);
        const s = stats.get(v.name) as Stats;
        await ttfbLoop(target(false), 100, agent); // warm
        const cpu0 = cpuMs(gw.pid);
        const plain = await ttfbLoop(target(false), REQUESTS, agent);
        const streamed = await ttfbLoop(target(true), REQUESTS, agent);
        // the I/O log's batches are written within a flush interval: let them land in this round
        await sleep(500);
        s.cpuPerReq.push((cpuMs(gw.pid) - cpu0) / (2 * REQUESTS));
        const c10 = await autocannonRound([target(false)], 10, ROUND_S);
        s.seq.push(...plain.total);
        s.seqStream.push(...streamed.total);
        s.rps.push(c10.rps);
        s.p50c10.push(c10.latency.p50);
        s.errors += plain.errors + streamed.errors + c10.non2xx + c10.socketErrors + c10.badBodies;
        process.stderr.write(`pair ${pair + 1} ${v.name}: seq p50 ${summarize(plain.total).p50.toFixed(3)} ms, stream p50 ${summarize(streamed.total).p50.toFixed(3)} ms, c10 ${c10.rps.toFixed(0)} rps, cpu ${s.cpuPerReq.at(-1)?.toFixed(3)} ms/req\n`);
      }
    }
    // The last variant keeps bodies: one of its requests must be readable with its bodies.
    const r = await fetch(`${gw.url}/api/v1/messages`, { method: "POST", headers: target(false).headers, body: target(false).body });
    lastId = r.headers.get("x-request-id") ?? "";
    await r.arrayBuffer();
    await sleep(1000);
    const g = (await api(gw.url, "GET", `/generation?id=${lastId}`)) as { data: { request_body?: string } };
    if (VARIANTS.at(-1)?.name.startsWith("io-log") && !g.data.request_body) throw new Error("I/O logging kept no body: the comparison measured nothing");
    await agent.close();
  } finally {
    await gw.stop();
    await mock.stop();
  }
  const rows = [...stats].map(([name, s]) => ({
    name,
    seq: summarize(s.seq),
    stream: summarize(s.seqStream),
    rps: s.rps.reduce((a, b) => a + b, 0) / Math.max(1, s.rps.length),
    p50c10: s.p50c10.reduce((a, b) => a + b, 0) / Math.max(1, s.p50c10.length),
    errors: s.errors,
    cpuPerReq: s.cpuPerReq.reduce((a, b) => a + b, 0) / Math.max(1, s.cpuPerReq.length),
  }));
  const base = rows[0];
  const fmt = (x: Summary) => `${x.p50.toFixed(3)} / ${x.p90.toFixed(3)} / ${x.p99.toFixed(3)}`;
  const lines = [
    `| variant | /messages p50/p90/p99 ms (1 conn) | Δp50 | stream p50/p90/p99 ms | Δp50 | 10 conn rps | 10 conn p50 ms | gateway CPU ms/req | errors |`,
    `|---|---|---|---|---|---|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.seq)} | ${(r.seq.p50 - base.seq.p50).toFixed(3)} | ${fmt(r.stream)} | ${(r.stream.p50 - base.stream.p50).toFixed(3)} | ${r.rps.toFixed(0)} | ${r.p50c10.toFixed(2)} | ${r.cpuPerReq.toFixed(3)} | ${r.errors} |`,
    ),
  ];
  const met = rows.slice(1).every((r) => r.seq.p50 - base.seq.p50 <= 0.2 && r.stream.p50 - base.stream.p50 <= 0.2);
  console.log(lines.join("\n"));
  console.log(`target (every variant within 0.2 ms p50 of plain, non-streaming and streaming): ${met ? "met" : "NOT met"}`);
  const dir = join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-io-logging.json`);
  writeFileSync(file, JSON.stringify({ requests: REQUESTS, pairs: PAIRS, pinning: pin, rows, lastRequestId: lastId }, null, 2));
  console.log(`written ${file}`);
  rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
