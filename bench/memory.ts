/**
 * `npx tsx bench/memory.ts [--seconds N] [--conns N] [--snapshot] [--no-seed]`: where the memory
 * of what `npm start` runs goes, idle and under load (docs/performance.md, "Memory").
 *
 * Seeds the suite's database (bench/seed.ts: 10,000 keys, 10,000 end users, a year of rankings
 * rollup) unless --no-seed, starts the mock upstream and `node scripts/start.mjs` (what `npm start`
 * runs, without npm) with bench/mem-probe.mjs preloaded, warms every inference kind up, then:
 *
 *  - idle: VmRSS, the RSS of the process's mappings by kind (/proc/<pid>/smaps: WebAssembly
 *    memory = the anonymous reservations of 4 GiB and more that V8 makes for a wasm memory; other
 *    anonymous = V8 heaps, malloc, code; file-backed = the node binary and shared libraries), and
 *    each thread's V8 heap (the probe: process.memoryUsage() and heap statistics, main thread and
 *    the embedded database's thread);
 *  - loaded: the same, sampled while POST /messages runs at `--conns` connections (default 50)
 *    for `--seconds` (default 20), and the highest VmRSS seen (1 s samples).
 *
 * The server gets `npm start`'s settings (bench/lib.ts NPM_START: MALLOC_ARENA_MAX=2,
 * --heap-growing-percent=20; BENCH_PLAIN_NODE=1 for a plain node).
 * --snapshot (or --snapshot idle|after) also writes a heap snapshot of the main thread when idle
 * (or 3 s after the load) and prints its biggest constructors and objects (self size);
 * MEM_KEEP_SNAPSHOT=file keeps it. NODE_ARGS adds node options to the server (e.g. --max-semi-space-size=4),
 * SERVER_ENV="K=V ..." environment variables (e.g. MALLOC_ARENA_MAX=1).
 * For the load's first 70 % it also prints the main thread's GC pauses (count, p50/p99/max, total, ms per
 * 10,000 requests) and the V8 heap bytes allocated per request; MEM_PROBE_ALLOC=1 adds where they were
 * allocated (V8's sampling heap profiler, collected objects included: top sites in bytes per request).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { ensureBuild, ROOT } from "../server/test/server";
import { rssMb, sleep, smapsBreakdown, startGateway, startMock, type Pinning, type Proc } from "./lib";
import { autocannonRound, type Target } from "./load";
import { PIECES } from "./mock-upstream";
import { seedDatabase } from "./seed";

const argv = process.argv.slice(2);
const opt = (name: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);
const SECONDS = Number(opt("seconds") ?? 20);
const CONNS = Number(opt("conns") ?? 50);
const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;
const SECRET = "bench-upstream-secret";
const MB = 1024 * 1024;
const METRICS_TOKEN = `bench-metrics-${randomBytes(8).toString("hex")}`;

/** The ledger's queue depth (GET /metrics): rows journaled, not yet written. */
async function ledgerQueue(url: string): Promise<string> {
  try {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    return /^gateway_ledger_queue_depth (\S+)/m.exec(text)?.[1] ?? "?";
  } catch {
    return "?";
  }
}

/**
 * The process's CPU time (user + system, all its threads) in µs and its minor page faults (a fresh
 * page of a new mapping, e.g. a malloc served by mmap): /proc/<pid>/stat's utime, stime and minflt.
 */
function cpuAndFaults(pid: number): { us: number; faults: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // fields 10 (minflt), 14 and 15 (utime, stime; clock ticks, 100 a second on Linux)
    return { us: ((Number(f[11]) + Number(f[12])) * 1_000_000) / 100, faults: Number(f[7]) };
  } catch {
    return null;
  }
}

/** The 15 mappings with the most RSS (size, RSS, path), for a look at what the kinds above hold. */
function biggestMappings(pid: number): string {
  const rows: Array<{ head: string; size: number; rss: number }> = [];
  let cur: { head: string; size: number; rss: number } | null = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (head) {
      cur = { head: line, size: Number(BigInt(`0x${head[2]}`) - BigInt(`0x${head[1]}`)) / MB, rss: 0 };
      rows.push(cur);
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && cur) cur.rss = Number(rss[1]) / 1024;
  }
  return rows
    .sort((a, b) => b.rss - a.rss)
    .slice(0, 15)
    .map((r) => `${r.rss.toFixed(1)} MB of ${r.size.toFixed(0)} MB: ${r.head}`)
    .join("\n");
}

interface Probe {
  threadId: number;
  main: boolean;
  memoryUsage: NodeJS.MemoryUsage;
  heap: { total_heap_size: number; used_heap_size: number; malloced_memory: number; external_memory: number };
  spaces: Record<string, { size: number; used: number }>;
  packages?: Record<string, number>;
  /** GC pauses since the previous probe, by kind (bench/mem-probe.mjs). */
  gc?: Record<string, { count: number; p50: number; p99: number; max: number; total: number }>;
  /** Bytes allocated on the V8 heap since the previous probe. */
  allocatedBytes?: number;
}

/** The main thread's GC pauses of a probe, one kind per entry; per 10,000 requests when `requests` is known. */
function gcLine(probes: Probe[], requests?: number): string {
  const gc = probes.find((p) => p.main)?.gc;
  if (!gc || !Object.keys(gc).length) return "GC pauses on the main thread since the previous probe: none";
  const per = (n: number) => (requests ? `, ${((n * 10_000) / requests).toFixed(1)} ms per 10k requests` : "");
  const main = probes.find((p) => p.main);
  const alloc = main?.allocatedBytes !== undefined && requests ? `; V8 heap allocated ${(main.allocatedBytes / requests / 1024).toFixed(1)} KB per request` : "";
  return `GC pauses on the main thread since the previous probe: ${Object.entries(gc)
    .map(([k, v]) => `${k} ${v.count}× (p50 ${v.p50.toFixed(2)} / p99 ${v.p99.toFixed(2)} / max ${v.max.toFixed(2)} ms, total ${v.total.toFixed(0)} ms${per(v.total)})`)
    .join("; ")}${alloc}`;
}

/** Ask the server's threads for their heap figures (bench/mem-probe.mjs) and read them back. */
async function probe(gw: Proc, dir: string, snapshot = false): Promise<Probe[]> {
  for (const f of readdirSync(dir)) if (f.endsWith(".json")) rmSync(join(dir, f));
  if (snapshot) writeFileSync(join(dir, "snapshot"), "");
  process.kill(gw.pid, "SIGUSR2");
  for (let i = 0; i < 150; i++) {
    await sleep(200);
    const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    if (files.some((f) => f.endsWith("-main.json")) && (files.length >= 2 || i > 15)) {
      await sleep(100);
      return files.map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Probe);
    }
  }
  return [];
}

const mb = (n: number) => (n / MB).toFixed(1);

function report(label: string, rss: number | null, maps: ReturnType<typeof smapsBreakdown>, probes: Probe[]): string {
  const lines = [
    `### ${label}`,
    "",
    `VmRSS ${rss?.toFixed(0) ?? "—"} MB: malloc (heap and thread arenas) ${maps.malloc.toFixed(0)} MB, other anonymous (V8 heaps, WebAssembly memory, code) ${maps.anon.toFixed(0)} MB, file-backed ${maps.file.toFixed(0)} MB. The worker's "external" is mostly the embedded database's WebAssembly memory (its size, not its RSS).`,
    "",
    "| thread | heap total MB | heap used MB | new space MB | old space MB | code space MB | large objects MB | external MB | array buffers MB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const p of probes.sort((a, b) => a.threadId - b.threadId)) {
    const s = (n: string) => mb(p.spaces[n]?.size ?? 0);
    lines.push(
      `| ${p.main ? "main" : `worker ${p.threadId}`} | ${mb(p.heap.total_heap_size)} | ${mb(p.heap.used_heap_size)} | ${s("new_space")} | ${s("old_space")} | ${s("code_space")} | ${s("large_object_space")} | ${mb(p.memoryUsage.external)} | ${mb(p.memoryUsage.arrayBuffers)} |`,
    );
  }
  const main = probes.find((p) => p.main);
  if (main?.packages) {
    const pk = Object.entries(main.packages).sort((a, b) => b[1] - a[1]);
    lines.push("", `CommonJS modules loaded on the main thread: ${pk.map(([k, v]) => `${k} ${v}`).join(", ")}.`);
  }
  return lines.join("\n");
}

/** The biggest constructors of a heap snapshot by self size (V8's JSON snapshot format). */
function snapshotSummary(file: string, top = 20): string {
  const snap = JSON.parse(readFileSync(file, "utf8")) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const f = snap.snapshot.meta.node_fields;
  const n = f.length;
  const iType = f.indexOf("type");
  const iName = f.indexOf("name");
  const iSize = f.indexOf("self_size");
  const types = snap.snapshot.meta.node_types[0];
  const by = new Map<string, { size: number; count: number }>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += n) {
    const type = types[snap.nodes[i + iType]];
    const size = snap.nodes[i + iSize];
    total += size;
    const key = type === "object" || type === "closure" ? `${type}: ${snap.strings[snap.nodes[i + iName]]}` : type;
    const e = by.get(key) ?? { size: 0, count: 0 };
    e.size += size;
    e.count += 1;
    by.set(key, e);
  }
  const rows = [...by].sort((a, b) => b[1].size - a[1].size).slice(0, top);
  // the biggest single strings and arrays, with the start of their text / name
  const big: Array<{ size: number; text: string }> = [];
  for (let i = 0; i < snap.nodes.length; i += n) {
    const size = snap.nodes[i + iSize];
    if (size < 256 * 1024) continue;
    const type = types[snap.nodes[i + iType]];
    big.push({ size, text: `${type}: ${JSON.stringify(snap.strings[snap.nodes[i + iName]].slice(0, 70))}` });
  }
  big.sort((a, b) => b.size - a.size);
  return [
    `Heap snapshot of the main thread: ${mb(total)} MB in ${(snap.nodes.length / n).toLocaleString("en-US")} objects; biggest by self size:`,
    "",
    "| kind | MB | count |",
    "|---|---:|---:|",
    ...rows.map(([k, v]) => `| ${k.replace(/\|/g, "\\|").slice(0, 80)} | ${mb(v.size)} | ${v.count.toLocaleString("en-US")} |`),
    "",
    "Single objects of 256 KB and more:",
    "",
    ...big.slice(0, 25).map((b) => `- ${mb(b.size)} MB ${b.text.replace(/\|/g, "\\|")}`),
  ].join("\n");
}

function catalog(mock: string) {
  const provider = (id: string, api: string) => ({ id, name: id, api, base_url: `${mock}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 });
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
  return { providers: [provider("mock-openai", "openai"), provider("mock-anthropic", "anthropic")], models: [chat("bench/chat", "mock-openai", "bench-chat"), chat("bench/claude", "mock-anthropic", "bench-claude")] };
}

async function main(): Promise<void> {
  ensureBuild();
  const pin: Pinning = { enabled: false, reason: "not pinned", cpus: os.cpus().length };
  const dataDir = mkdtempSync(join(os.tmpdir(), "sy-memory-"));
  const probeDir = mkdtempSync(join(os.tmpdir(), "sy-memprobe-"));
  let mock: Proc | null = null;
  let gw: Proc | null = null;
  try {
    if (!argv.includes("--no-seed")) {
      const s = await seedDatabase(dataDir, MGMT);
      console.log(`seeded: ${s.keys.length} keys, ${s.endUsers} end users, ${s.rollupRows} rollup rows`);
    }
    mock = await startMock(pin, { delayMs: 0 });
    const config = join(dataDir, "gateway.config.json");
    writeFileSync(config, JSON.stringify(catalog(mock.url)));
    const nodeArgs = ["--import", join(ROOT, "bench", "mem-probe.mjs"), ...(process.env.NODE_ARGS ?? "").split(" ").filter(Boolean)];
    gw = await startGateway(pin, {
      entry: "scripts/start.mjs",
      nodeArgs,
      logFile: join(dataDir, "gateway.log"),
      env: {
        DATABASE_URL: "",
        REDIS_URL: "",
        GATEWAY_DATA_DIR: dataDir,
        GATEWAY_CONFIG: config,
        GATEWAY_MANAGEMENT_KEY: MGMT,
        BENCH_UPSTREAM_KEY: SECRET,
        GATEWAY_METRICS_TOKEN: METRICS_TOKEN,
        MEM_PROBE_DIR: probeDir,
        LOG_LEVEL: "warn",
        // SERVER_ENV="K=V K2=V2": environment for the server only (e.g. malloc settings), not for this script
        ...Object.fromEntries((process.env.SERVER_ENV ?? "").split(" ").filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)])),
      },
    });
    console.log(`gateway pid ${gw.pid}: RSS after start ${rssMb(gw.pid)?.toFixed(0)} MB`);
    const r = await fetch(`${gw.url}/api/v1/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${MGMT}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "memory bench", limit: 1_000_000 }),
    });
    const key = ((await r.json()) as { key?: string }).key;
    if (!key) throw new Error(`creating a key failed: ${r.status}`);
    const answer = PIECES.join("");
    const target = (path: string, body: unknown, verify: (b: string) => boolean): Target => ({
      origin: gw?.url ?? "",
      path,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      verify,
    });
    const prompt = [{ role: "user", content: "Say hello" }];
    const messages = target("/api/v1/messages", { model: "bench/claude", max_tokens: 16, messages: prompt }, (b) => b.includes(answer));
    const warm = [
      messages,
      target("/api/v1/messages", { model: "bench/chat", max_tokens: 16, messages: prompt }, (b) => b.includes(answer)),
      target("/api/v1/messages", { model: "bench/claude", max_tokens: 16, messages: prompt, stream: true }, (b) => b.includes("message_stop")),
      target("/api/v1/chat/completions", { model: "bench/chat", max_tokens: 16, messages: prompt, stream: true }, (b) => b.includes("[DONE]")),
    ];
    for (const t of warm) await autocannonRound([t], 10, 2);
    // a management read and the activity chart, as an operator would
    for (const path of ["/api/v1/keys?limit=100", "/api/v1/activity"]) await (await fetch(`${gw.url}${path}`, { headers: { authorization: `Bearer ${MGMT}` } })).arrayBuffer();
    await sleep(3000);
    const out: string[] = [`## Memory (${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(" ")})`, ""];
    if (process.env.MEM_MAPS === "1") console.log(biggestMappings(gw.pid));
    const snapAt = opt("snapshot") ?? (argv.includes("--snapshot") ? "idle" : "");
    const idle = report("Idle, after warm-up", rssMb(gw.pid), smapsBreakdown(gw.pid), await probe(gw, probeDir, snapAt === "idle"));
    out.push(idle, "");
    console.log(idle);
    const snap = readdirSync(probeDir).find((f) => f.endsWith(".heapsnapshot"));
    if (snap) {
      const summary = snapshotSummary(join(probeDir, snap));
      out.push(summary, "");
      console.log(summary);
      if (process.env.MEM_KEEP_SNAPSHOT) writeFileSync(process.env.MEM_KEEP_SNAPSHOT, readFileSync(join(probeDir, snap)));
      rmSync(join(probeDir, snap));
    }
    const samples: number[] = [];
    const timer = setInterval(() => {
      const v = rssMb(gw?.pid ?? 0);
      if (v !== null) samples.push(v);
    }, 1000);
    let loaded = "";
    let loadedProbes: Probe[] = [];
    const mid = sleep(SECONDS * 700).then(async () => {
      if (!gw) return;
      loadedProbes = await probe(gw, probeDir);
      loaded = report(`Under load: POST /messages at ${CONNS} connections, sampled at 70 % of ${SECONDS} s`, rssMb(gw.pid), smapsBreakdown(gw.pid), loadedProbes);
      if (process.env.MEM_MAPS === "1") loaded += `\n\n${biggestMappings(gw.pid)}`;
    });
    const cpu0 = cpuAndFaults(gw.pid);
    const res = await autocannonRound([messages], CONNS, SECONDS);
    const cpu1 = cpuAndFaults(gw.pid);
    const queued = await ledgerQueue(gw.url);
    await mid;
    clearInterval(timer);
    const line = `${res.rps.toFixed(0)} req/s, ${res.ok} ok, ${res.non2xx + res.socketErrors + res.badBodies} errors; highest VmRSS during the load ${Math.max(...samples).toFixed(0)} MB; ledger queue at the end of the load ${queued} rows; server CPU ${cpu0 && cpu1 && res.ok ? `${((cpu1.us - cpu0.us) / res.ok).toFixed(0)} µs and ${((cpu1.faults - cpu0.faults) / res.ok).toFixed(1)} minor page faults` : "?"} per request (all threads)`;
    // the probe at 70 % covers the load's first 70 % (the idle probe reset the counts)
    const gcLoaded = gcLine(loadedProbes, res.rps * SECONDS * 0.7);
    out.push(loaded, "", line, "", gcLoaded);
    // MEM_PROBE_ALLOC=1: where the load's first 70 % allocated (the sampling ran from the idle probe to this one)
    const allocFile = readdirSync(probeDir).find((f) => f.endsWith("-alloc.json"));
    if (allocFile) {
      const a = JSON.parse(readFileSync(join(probeDir, allocFile), "utf8")) as { total: number; top: Array<[string, number]> };
      const n = res.rps * SECONDS * 0.7;
      const sites = [
        `Allocation sites (sampled, collected objects included), ${(a.total / n / 1024).toFixed(1)} KB per request in all; top by bytes per request:`,
        "",
        ...a.top.slice(0, 30).map(([site, bytes]) => `- ${(bytes / n).toFixed(0)} B ${site}`),
      ].join("\n");
      out.push("", sites);
      console.log(sites);
    }
    console.log(loaded);
    console.log(line);
    console.log(gcLoaded);
    await sleep(3000);
    const after = report("Idle again, 3 s after the load", rssMb(gw.pid), smapsBreakdown(gw.pid), await probe(gw, probeDir, snapAt === "after"));
    out.push("", after);
    console.log(after);
    const snapAfter = readdirSync(probeDir).find((f) => f.endsWith(".heapsnapshot"));
    if (snapAfter) {
      const summary = snapshotSummary(join(probeDir, snapAfter));
      out.push("", "After the load:", "", summary);
      console.log(summary);
      if (process.env.MEM_KEEP_SNAPSHOT) writeFileSync(process.env.MEM_KEEP_SNAPSHOT, readFileSync(join(probeDir, snapAfter)));
    }
    mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
    writeFileSync(join(ROOT, "bench", "results", `${new Date().toISOString().replace(/[:.]/g, "-")}-memory.md`), `${out.join("\n")}\n`);
  } finally {
    if (gw) await gw.stop();
    if (mock) await mock.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(probeDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
