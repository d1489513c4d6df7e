/**
 * `npx tsx bench/keys-http.ts [--requests N] [--rounds N] [--node-arg ARG ...] [--data-dir DIR]`: GET /keys
 * at 10,000 keys over HTTP against the production server (dist/server/main.mjs, `node scripts/build.mjs
 * --server`), embedded database, as the suite's list rows (bench/index.ts): the gateway pinned to core
 * 0, this driver on core 1 when taskset is there. Per round: p50/p99 of the first page and of random
 * pages, the gateway's CPU per request (/proc), and with --node-arg --trace-gc the GC pauses per
 * 1,000 requests by isolate (main thread / the embedded database's worker). --rss: the gateway's VmRSS
 * after the warm-up and 10 s idle, and again 10 s after the rounds (the lean server: no Next).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { detectPinning, pinSelf, startGateway, summarize } from "./lib";
import { seedDatabase } from "./seed";

const args = process.argv.slice(2);
const arg = (n: string) => (args.includes(`--${n}`) ? args[args.indexOf(`--${n}`) + 1] : undefined);
const REQUESTS = Number(arg("requests") ?? 1000);
const ROUNDS = Number(arg("rounds") ?? 3);
const nodeArgs = args.flatMap((a, i) => (a === "--node-arg" ? [args[i + 1]] : []));
const KEY = "sk-sy-mgmt-keys-http-bench-0000000000000000000000000000";
const pinning = detectPinning(os.cpus().length);
pinSelf(pinning, 1);

// A seeded data dir is kept (--data-dir) and copied per run: the gateway writes to its copy.
const seedDir = arg("data-dir") ?? join(os.tmpdir(), "sy-keys-http-seed");
if (!existsSync(join(seedDir, "seeded"))) {
  await seedDatabase(seedDir, KEY);
  cpSync("/dev/null", join(seedDir, "seeded"));
}
const dataDir = mkdtempSync(join(os.tmpdir(), "sy-keys-http-"));
cpSync(seedDir, dataDir, { recursive: true });
const logFile = join(dataDir, "gateway.log");
const gw = await startGateway(pinning, { logFile, nodeArgs, env: { DATABASE_URL: "", REDIS_URL: "", GATEWAY_DATA_DIR: dataDir, GATEWAY_MANAGEMENT_KEY: KEY, LOG_LEVEL: "warn" } });
const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
const cpuOf = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(f[11]) + Number(f[12])) * (1000 / 100); // utime + stime, clock ticks (100/s) → ms
};
async function get(path: string): Promise<number> {
  const t0 = performance.now();
  const r = await request(`${gw.url}/api/v1${path}`, { dispatcher: agent, headers: { authorization: `Bearer ${KEY}` } });
  const body = (await r.body.json()) as { total_count?: number };
  if (r.statusCode !== 200 || (body.total_count ?? 0) < 10_000) throw new Error(`GET ${path}: ${r.statusCode}`);
  return performance.now() - t0;
}
let gcLines = 0;
const gcCount = () => {
  const lines = existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").filter((l) => /\] +\d+ ms: (Scavenge|Mark-Compact|Mark-Sweep|Minor)/.test(l)) : [];
  const fresh = lines.slice(gcLines);
  gcLines = lines.length;
  const by = new Map<string, { n: number; ms: number; major: number }>();
  for (const l of fresh) {
    const iso = /^\[\d+:(0x[0-9a-f]+)\]/.exec(l)?.[1] ?? "?";
    const ms = Number(/, ([\d.]+) \/ [\d.]+ ms/.exec(l)?.[1] ?? 0);
    const e = by.get(iso) ?? { n: 0, ms: 0, major: 0 };
    e.n++;
    e.ms += ms;
    if (/Mark-/.test(l)) e.major++;
    by.set(iso, e);
  }
  return [...by.entries()].map(([iso, e]) => `${iso}: ${e.n} (${e.major} major), ${e.ms.toFixed(1)} ms`).join("; ");
};
const pages = [
  ["first page", () => "/keys?limit=100"],
  ["random page", () => `/keys?offset=${Math.floor(Math.random() * 100) * 100}&limit=100`],
] as const;
for (let i = 0; i < 100; i++) await get(pages[i % 2][1]());
gcCount();
const rss = async (when: string) => {
  if (!args.includes("--rss")) return;
  await new Promise((res) => setTimeout(res, 10_000));
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${gw.pid}/status`, "utf8"))?.[1] ?? 0);
  console.log(`gateway VmRSS ${when}, 10 s idle: ${(kb / 1024).toFixed(1)} MiB`);
};
await rss("after the warm-up");
console.log(`gateway ${gw.pid}, node args ${nodeArgs.join(" ") || "(npm start's)"}; ${REQUESTS} requests per row`);
// --usr2: SIGUSR2 to the gateway before and after the measured rounds (a preloaded probe's start / write).
const usr2 = async () => {
  if (!args.includes("--usr2")) return;
  process.kill(gw.pid, "SIGUSR2");
  await new Promise((res) => setTimeout(res, 1000));
};
await usr2();
for (let r = 0; r < ROUNDS; r++) {
  for (const [label, path] of pages) {
    const c0 = cpuOf(gw.pid);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await get(path()));
    const cpu = (cpuOf(gw.pid) - c0) / REQUESTS;
    await new Promise((res) => setTimeout(res, 300)); // the log's GC lines flushed
    const s = summarize(times);
    const worst = [...times].sort((a, b) => b - a).slice(0, 12).map((t) => t.toFixed(0)).join(",");
    console.log(`round ${r + 1} ${label}: p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, CPU ${cpu.toFixed(2)} ms/req; worst ${worst}; GC per ${REQUESTS}: ${gcCount() || "none"}`);
  }
}
await usr2();
await rss("after the rounds");
await agent.close();
await gw.stop();
if (arg("keep-log")) cpSync(logFile, arg("keep-log") as string);
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
