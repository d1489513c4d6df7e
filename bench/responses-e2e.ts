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
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { ROOT } from "../server/test/server";
import { type Pinning, startGateway, startMock, summarize } from "./lib";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg("requests") ?? 4000);
const BLOCKS = Number(arg("blocks") ?? 8);
const CONNECTIONS = Number(arg("connections") ?? 1);
const UPSTREAM = (arg("upstream") ?? "openai") as "openai" | "anthropic";
const NO_PIN: Pinning = { enabled: false, reason: "not pinned", cpus: 2 };
const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;

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
  const mock = await startMock(NO_PIN, { delayMs: 0 });
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
  const server = await startGateway(NO_PIN, {
    env: { DATABASE_URL: "", REDIS_URL: "", GATEWAY_DATA_DIR: dir, GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: MGMT, BENCH_UPSTREAM_KEY: "bench-upstream-secret", LOG_LEVEL: "warn" },
    logFile: join(dir, "gateway.log"),
    nodeArgs: process.env.PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF_DIR}`] : [],
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
      return performance.now() - t;
    };
    for (let i = 0; i < 500; i++) for (const r of Object.keys(routes) as Array<keyof typeof all>) await once(r); // warm-up
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
    // The measured window on the monotonic clock in µs (a CPU profile's timestamps), to cut a profile to it.
    if (process.env.PROF_DIR) process.stdout.write(`window ${from} ${process.hrtime.bigint() / 1000n}\n`);
    process.stdout.write(`${UPSTREAM} upstream, ${CONNECTIONS} connection(s), ${BLOCKS} blocks of ${per}\n`);
    const out: Record<string, { p50: number; p99: number }> = {};
    for (const r of Object.keys(routes) as Route[]) {
      const s = summarize(times[r]);
      out[r] = { p50: s.p50, p99: s.p99 };
      const rps = (1000 * times[r].length) / wall[r];
      process.stdout.write(
        `${r.padEnd(11)} p50 ${s.p50.toFixed(3)} ms  p99 ${s.p99.toFixed(3)} ms  ${rps.toFixed(0)} req/s  gateway cpu ${((cpu[r] * 10) / times[r].length).toFixed(0)} µs/req  mock cpu ${((mockCpu[r] * 10) / times[r].length).toFixed(0)} µs/req  (${times[r].length} requests)\n`,
      );
    }
    if (!only) {
      const pct = (a: number, b: number) => `${a >= b ? "+" : ""}${(100 * (a / b - 1)).toFixed(1)}`;
      const pairs = blocks["/messages"].map((m, i) => ({ rps: pct(blocks["/responses"][i].rps, m.rps), cpu: pct(blocks["/responses"][i].cpu, m.cpu) }));
      process.stdout.write(`/responses vs /messages: p50 ${pct(out["/responses"].p50, out["/messages"].p50)} %, req/s ${pct(wall["/messages"], wall["/responses"])} %, gateway cpu ${pct(cpu["/responses"], cpu["/messages"])} %\n`);
      const med = (xs: string[]) => [...xs].map(Number).sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
      process.stdout.write(`  per block pair (median): req/s ${pairs.map((p) => p.rps).join(" ")} % (${med(pairs.map((p) => p.rps))}); cpu ${pairs.map((p) => p.cpu).join(" ")} % (${med(pairs.map((p) => p.cpu))})\n`);
    }
    await agent.close();
  } finally {
    await server.stop();
    await mock.stop();
  }
}

void main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
