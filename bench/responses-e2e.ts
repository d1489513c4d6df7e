/**
 * Issue 22 end to end: POST /responses beside POST /messages through the lean server and an
 * openai- or anthropic-format upstream (the bench mock, bench/mock-upstream.ts, in a process of
 * its own), at one connection or C concurrent ones: p50 latency (one connection) or req/s (C
 * connections) per route, and the gateway's and the mock's CPU µs per request (from /proc schedstat
 * over the route's requests: less sensitive to the machine's load than latencies or req/s).
 * Routes alternate in blocks, so that load changes hit both alike; the ratios of each pair of
 * blocks are printed too (their spread is the noise).
 *
 *   npx tsx bench/responses-e2e.ts [--requests N] (default 4000 per route) [--blocks B] (default 8)
 *     [--connections C] (default 1) [--upstream openai|anthropic] (default openai) [--only ROUTE]
 *     [--warm W] (default 500 warm-up requests per route) [--no-pin] [--trace FILE] [--gc]
 *
 * Pinned like `npm run bench` (when taskset is there): the gateway on core 0, the mock upstream and
 * this load driver on core 1. Prints p90/p99/p99.5/p99.9/max and the requests over 1 and 2 ms per
 * route. --trace FILE: one line per measured request, "<start ms> <latency ms>". --gc: the gateway
 * runs with --trace-gc-nvp, and the GCs of the measured window are counted per isolate (the main
 * thread and the embedded database's worker): scavenges, mark-compacts, pause totals, incremental
 * marking steps, bytes allocated and promoted, per 10,000
 * requests (counts: robust to the machine's load, unlike latencies). NODE_ARGS="…": more node flags
 * for the gateway (e.g. --max-semi-space-size=32).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { ROOT } from "../server/test/server";
import { detectPinning, pinSelf, type Pinning, startGateway, startMock, summarize } from "./lib";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg("requests") ?? 4000);
const BLOCKS = Number(arg("blocks") ?? 8);
const CONNECTIONS = Number(arg("connections") ?? 1);
const UPSTREAM = (arg("upstream") ?? "openai") as "openai" | "anthropic";
const WARM = Number(arg("warm") ?? 500);
const TRACE_FILE = arg("trace");
const GC = process.argv.includes("--gc");
const PIN: Pinning = process.argv.includes("--no-pin") ? { enabled: false, reason: "not pinned (--no-pin)", cpus: cpus().length } : detectPinning(cpus().length);
const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;
const METRICS_TOKEN = `bench-metrics-${randomBytes(8).toString("hex")}`;

/** The usage ledger's queue depth (rows waiting for their batch), from /metrics. */
async function ledgerQueue(url: string): Promise<number> {
  try {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    return Number(/^gateway_ledger_queue_depth (\S+)/m.exec(text)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/** CPU time of a process, all threads, in units of 10 µs (/proc/PID/task/TID/schedstat: ns on the CPU). */
function ticks(pid: number): number {
  let sum = 0;
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    try {
      sum += Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, "utf8").split(" ")[0]) / 10_000;
    } catch {
      /* thread gone */
    }
  }
  return sum;
}

async function main() {
  pinSelf(PIN, 1);
  const mock = await startMock(PIN, { delayMs: 0 });
  const dir = mkdtempSync(join(tmpdir(), "switchyard-bench-responses-"));
  const config = join(dir, "gateway.config.json");
  writeFileSync(
    config,
    JSON.stringify({
      providers: [
        UPSTREAM === "openai"
          ? { id: "mock-openai", name: "mock-openai", api: "openai", base_url: `${mock.url}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 }
          : { id: "mock-anthropic", name: "mock-anthropic", api: "anthropic", base_url: `${mock.url}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 },
      ],
      models: [
        {
          slug: "bench/chat",
          name: "bench/chat",
          vendor: "bench",
          kind: "chat",
          public: true,
          context_length: 8192,
          endpoints: [{ provider: `mock-${UPSTREAM}`, upstream_model: UPSTREAM === "openai" ? "bench-chat" : "bench-claude", pricing: { prompt: "0.000001", completion: "0.000002", request: "0" }, max_completion_tokens: 4096 }],
        },
      ],
    }),
  );
  // PROF_DIR=…: the gateway writes a CPU profile there on exit (with --only ROUTE, of one route's requests).
  const built = spawnSync(process.execPath, [join(ROOT, "scripts", "build.mjs"), "--server", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error("compiling the server failed");
  const nodeArgs = [...(process.env.PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF_DIR}`] : []), ...(GC ? ["--trace-gc-nvp"] : []), ...(process.env.NODE_ARGS ?? "").split(" ").filter(Boolean)];
  const logFile = join(dir, "gateway.log");
  const server = await startGateway(PIN, {
    env: { DATABASE_URL: "", REDIS_URL: "", GATEWAY_DATA_DIR: dir, GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: MGMT, GATEWAY_METRICS_TOKEN: METRICS_TOKEN, BENCH_UPSTREAM_KEY: "bench-upstream-secret", LOG_LEVEL: "warn" },
    logFile,
    nodeArgs,
  });
  const pid = server.pid;
  try {
    const keyRes = await fetch(`${server.url}/api/v1/keys`, { method: "POST", headers: { authorization: `Bearer ${MGMT}`, "content-type": "application/json" }, body: JSON.stringify({ name: "bench", limit: 1_000_000 }) });
    const { key } = (await keyRes.json()) as { key: string };
    const agent = new Agent({ connections: CONNECTIONS, pipelining: 1 });
    const prompt = [{ role: "user", content: "Say hello" }];
    const all = {
      "/messages": JSON.stringify({ model: "bench/chat", max_tokens: 16, messages: prompt }),
      "/responses": JSON.stringify({ model: "bench/chat", max_output_tokens: 16, input: prompt }),
    } as const;
    const only = arg("only") as keyof typeof all | undefined;
    const routes: Partial<typeof all> = only ? { [only]: all[only] } : all;
    const once = async (route: keyof typeof all) => {
      const t = performance.now();
      const r = await request(`${server.url}/api/v1${route}`, { method: "POST", dispatcher: agent, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: routes[route] ?? "" });
      const text = await r.body.text();
      if (r.statusCode !== 200) throw new Error(`${route}: ${r.statusCode} ${text}`);
      const ms = performance.now() - t;
      if (measuring && TRACE_FILE) trace.push(`${t.toFixed(3)} ${ms.toFixed(3)}`);
      return ms;
    };
    let measuring = false;
    const trace: string[] = [];
    for (let i = 0; i < WARM; i++) for (const r of Object.keys(routes) as Array<keyof typeof all>) await once(r); // warm-up
    type Route = keyof typeof all;
    const times = { "/messages": [] as number[], "/responses": [] as number[] };
    const cpu = { "/messages": 0, "/responses": 0 };
    const mockCpu = { "/messages": 0, "/responses": 0 };
    const wall = { "/messages": 0, "/responses": 0 };
    const blocks = { "/messages": [] as Array<{ rps: number; cpu: number }>, "/responses": [] as Array<{ rps: number; cpu: number }> };
    const per = Math.ceil(N / BLOCKS);
    /** `per` requests of a route, CONNECTIONS at a time. */
    const block = async (r: Route) => {
      let next = 0;
      const worker = async () => {
        while (next < per) {
          next++;
          times[r].push(await once(r));
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONNECTIONS, per) }, worker));
    };
    if (CONNECTIONS > 1) {
      await block(Object.keys(routes)[0] as Route); // the connections opened
      times["/messages"].length = times["/responses"].length = 0;
    }
    const from = process.hrtime.bigint() / 1000n;
    measuring = true;
    // The ledger's queue, four times a second: does the database thread keep up (no growth without bound)?
    const depths: number[] = [];
    const poll = setInterval(() => void ledgerQueue(server.url).then((d) => depths.push(d)), 250);
    const logFrom = GC ? statSync(logFile).size : 0;
    for (let b = 0; b < BLOCKS; b++) {
      for (const r of ((b % 2 ? ["/responses", "/messages"] : ["/messages", "/responses"]) as Route[]).filter((x) => x in routes)) {
        const t0 = ticks(pid);
        const m0 = ticks(mock.pid);
        const w0 = performance.now();
        await block(r);
        const dw = performance.now() - w0;
        const dt = ticks(pid) - t0;
        wall[r] += dw;
        cpu[r] += dt;
        mockCpu[r] += ticks(mock.pid) - m0;
        blocks[r].push({ rps: (1000 * per) / dw, cpu: dt });
      }
    }
    measuring = false;
    clearInterval(poll);
    const depthAfter = await ledgerQueue(server.url);
    const logTo = GC ? statSync(logFile).size : 0;
    // The measured window on the monotonic clock in µs (a CPU profile's timestamps), to cut a profile to it.
    if (process.env.PROF_DIR) process.stdout.write(`window ${from} ${process.hrtime.bigint() / 1000n}\n`);
    process.stdout.write(`${UPSTREAM} upstream, ${CONNECTIONS} connection(s), ${BLOCKS} blocks of ${per}\n`);
    const out: Record<string, { p50: number; p99: number }> = {};
    for (const r of Object.keys(routes) as Route[]) {
      const s = summarize(times[r]);
      out[r] = { p50: s.p50, p99: s.p99 };
      const rps = (1000 * times[r].length) / wall[r];
      const so = [...times[r]].sort((a, b) => a - b);
      const q = (x: number) => so[Math.min(so.length - 1, Math.floor(x * so.length))].toFixed(3);
      process.stdout.write(
        `${r.padEnd(11)} p50 ${s.p50.toFixed(3)} ms  p99 ${s.p99.toFixed(3)} ms  ${rps.toFixed(0)} req/s  gateway cpu ${((cpu[r] * 10) / times[r].length).toFixed(0)} µs/req  mock cpu ${((mockCpu[r] * 10) / times[r].length).toFixed(0)} µs/req  (${times[r].length} requests)\n` +
          `${"".padEnd(11)} p90 ${q(0.9)} p99 ${q(0.99)} p99.5 ${q(0.995)} p99.9 ${q(0.999)} max ${q(1)} ms; over 1 ms ${so.filter((x) => x > 1).length}, over 2 ms ${so.filter((x) => x > 2).length}\n`,
      );
    }
    if (!only) {
      const pct = (a: number, b: number) => `${a >= b ? "+" : ""}${(100 * (a / b - 1)).toFixed(1)}`;
      const pairs = blocks["/messages"].map((m, i) => ({ rps: pct(blocks["/responses"][i].rps, m.rps), cpu: pct(blocks["/responses"][i].cpu, m.cpu) }));
      process.stdout.write(`/responses vs /messages: p50 ${pct(out["/responses"].p50, out["/messages"].p50)} %, req/s ${pct(wall["/messages"], wall["/responses"])} %, gateway cpu ${pct(cpu["/responses"], cpu["/messages"])} %\n`);
      const med = (xs: string[]) => [...xs].map(Number).sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
      process.stdout.write(`  per block pair (median): req/s ${pairs.map((p) => p.rps).join(" ")} % (${med(pairs.map((p) => p.rps))}); cpu ${pairs.map((p) => p.cpu).join(" ")} % (${med(pairs.map((p) => p.cpu))})\n`);
    }
    const known = depths.filter((d) => Number.isFinite(d));
    process.stdout.write(`ledger queue depth in the window: max ${known.length ? Math.max(...known) : "?"}, mean ${known.length ? (known.reduce((a, b) => a + b, 0) / known.length).toFixed(0) : "?"} rows (${known.length} samples); at the end ${depthAfter}\n`);
    if (TRACE_FILE) writeFileSync(TRACE_FILE, `${trace.join("\n")}\n`);
    if (GC) {
      const requests = times["/messages"].length + times["/responses"].length;
      const text = readFileSync(logFile).subarray(logFrom, logTo).toString("utf8");
      process.stdout.write(gcReport(text, requests));
    }
    await agent.close();
  } finally {
    await server.stop();
    await mock.stop();
  }
}

interface IsolateGc {
  scavenges: number;
  scavengeMs: number;
  scavengeMax: number;
  markCompacts: number;
  markCompactMs: number;
  markCompactMax: number;
  incrementalSteps: number;
  biggestStep: number;
  allocated: number;
  promoted: number;
}

/**
 * The GCs in a slice of the gateway's --trace-gc-nvp output, per isolate ("[pid:0xADDR]"),
 * per 10,000 requests. The isolate with the most bytes allocated is the main thread.
 */
export function gcReport(text: string, requests: number): string {
  const by = new Map<string, IsolateGc>();
  const get = (iso: string) => {
    let g = by.get(iso);
    if (!g) {
      g = { scavenges: 0, scavengeMs: 0, scavengeMax: 0, markCompacts: 0, markCompactMs: 0, markCompactMax: 0, incrementalSteps: 0, biggestStep: 0, allocated: 0, promoted: 0 };
      by.set(iso, g);
    }
    return g;
  };
  for (const line of text.split("\n")) {
    const iso = /^\[\d+:(0x[0-9a-f]+)\]/.exec(line)?.[1];
    if (!iso) continue;
    const g = get(iso);
    if (line.includes(" pause=")) {
      const num = (k: string) => Number(new RegExp(`\\b${k}=([0-9.]+)`).exec(line)?.[1] ?? 0);
      const kind = /\bgc=(\w+)/.exec(line)?.[1];
      const pause = num("pause");
      if (kind === "s") {
        g.scavenges++;
        g.scavengeMs += pause;
        g.scavengeMax = Math.max(g.scavengeMax, pause);
      } else if (kind === "ms" || kind === "mc") {
        g.markCompacts++;
        g.markCompactMs += pause;
        g.markCompactMax = Math.max(g.markCompactMax, pause);
        g.incrementalSteps += num("incremental_steps_count");
        g.biggestStep = Math.max(g.biggestStep, num("incremental_longest_step"));
      }
      g.allocated += num("allocated");
      g.promoted += num("promoted");
    }
  }
  const per = (x: number) => ((x * 10_000) / Math.max(1, requests)).toFixed(1);
  let out = `GC in the measured window (${requests} requests), per 10,000 requests, by isolate:\n`;
  for (const [iso, g] of [...by].sort((a, b) => b[1].allocated - a[1].allocated)) {
    out += `  ${iso}: scavenges ${per(g.scavenges)} (${per(g.scavengeMs)} ms, longest ${g.scavengeMax.toFixed(1)} ms); mark-compacts ${per(g.markCompacts)} (atomic pause ${per(g.markCompactMs)} ms, longest ${g.markCompactMax.toFixed(1)} ms; incremental marking ${per(g.incrementalSteps)} steps, the longest ${g.biggestStep.toFixed(1)} ms)`;
    out += `; allocated ${((g.allocated / Math.max(1, requests)) / 1024).toFixed(1)} KB/request, promoted ${((g.promoted / Math.max(1, requests)) / 1024).toFixed(2)} KB/request`;
    out += "\n";
  }
  return out;
}

void main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
