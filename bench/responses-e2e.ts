/**
 * Issue 22 end to end: POST /responses beside POST /messages through the lean server and an
 * openai-format upstream (the bench mock, bench/mock-upstream.ts, in a process of its own), at one
 * connection: p50 latency per route, and the gateway's CPU µs per request (from /proc ticks over
 * the route's requests: less sensitive to the machine's load than latencies). Routes alternate in
 * blocks, so that load changes hit both alike.
 *
 *   npx tsx bench/responses-e2e.ts [--requests N] (default 4000 per route) [--blocks B] (default 8)
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
const NO_PIN: Pinning = { enabled: false, reason: "not pinned", cpus: 2 };
const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;

/** CPU ticks (user + system, 1/100 s) of a process, all threads. */
function ticks(pid: number): number {
  let sum = 0;
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    try {
      const st = readFileSync(`/proc/${pid}/task/${t}/stat`, "utf8");
      const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
      sum += Number(f[11]) + Number(f[12]);
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
      providers: [{ id: "mock-openai", name: "mock-openai", api: "openai", base_url: `${mock.url}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 }],
      models: [
        {
          slug: "bench/chat",
          name: "bench/chat",
          vendor: "bench",
          kind: "chat",
          public: true,
          context_length: 8192,
          endpoints: [{ provider: "mock-openai", upstream_model: "bench-chat", pricing: { prompt: "0.000001", completion: "0.000002", request: "0" }, max_completion_tokens: 4096 }],
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
    const agent = new Agent({ connections: 1, pipelining: 1 });
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
    const times = { "/messages": [] as number[], "/responses": [] as number[] };
    const cpu = { "/messages": 0, "/responses": 0 };
    const per = Math.ceil(N / BLOCKS);
    for (let b = 0; b < BLOCKS; b++) {
      for (const r of ((b % 2 ? ["/responses", "/messages"] : ["/messages", "/responses"]) as Array<keyof typeof all>).filter((x) => x in routes)) {
        const t0 = ticks(pid);
        for (let i = 0; i < per; i++) times[r].push(await once(r));
        cpu[r] += ticks(pid) - t0;
      }
    }
    const out: Record<string, { p50: number; p99: number }> = {};
    for (const r of Object.keys(routes) as Array<keyof typeof all>) {
      const s = summarize(times[r]);
      out[r] = { p50: s.p50, p99: s.p99 };
      process.stdout.write(`${r.padEnd(11)} p50 ${s.p50.toFixed(3)} ms  p99 ${s.p99.toFixed(3)} ms  gateway cpu ${((cpu[r] * 10_000) / times[r].length).toFixed(0)} µs/req  (${times[r].length} requests)\n`);
    }
    if (!only) process.stdout.write(`/responses vs /messages: p50 ${(100 * (out["/responses"].p50 / out["/messages"].p50 - 1)).toFixed(1)} %, cpu ${(100 * (cpu["/responses"] / cpu["/messages"] - 1)).toFixed(1)} %\n`);
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
