/**
 * Shared pieces of the benchmark suite (bench/index.ts): statistics, CPU pinning, the processes
 * under test (the production server and the mock upstream) and their memory.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { freePort, ROOT } from "../server/test/server";

// --- statistics --------------------------------------------------------------------------------

/** Nearest-rank percentile of an ascending array. */
export const pct = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export interface Summary {
  n: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(times: readonly number[]): Summary {
  const s = Float64Array.from(times).sort();
  const arr = Array.from(s);
  return {
    n: arr.length,
    p50: pct(arr, 50),
    p90: pct(arr, 90),
    p99: pct(arr, 99),
    max: arr.length ? arr[arr.length - 1] : Number.NaN,
    mean: arr.length ? arr.reduce((a, b) => a + b, 0) / arr.length : Number.NaN,
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// --- CPU pinning -------------------------------------------------------------------------------

export interface Pinning {
  /** taskset present and at least 2 CPUs: gateway on core 0, everything else on core 1. */
  enabled: boolean;
  reason: string;
  cpus: number;
}

export function detectPinning(cpus: number): Pinning {
  const which = spawnSync("which", ["taskset"], { encoding: "utf8" });
  if (which.status !== 0) return { enabled: false, reason: "taskset not found (util-linux): processes are not pinned", cpus };
  if (cpus < 2) return { enabled: false, reason: `only ${cpus} CPU: processes are not pinned`, cpus };
  return { enabled: true, reason: "gateway on core 0; mock upstream and load driver on core 1", cpus };
}

/** Pin every thread of this process (and what it starts later) to one core. */
export function pinSelf(p: Pinning, core: number): void {
  if (!p.enabled) return;
  const r = spawnSync("taskset", ["-a", "-p", "-c", String(core), String(process.pid)], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`taskset -p failed: ${r.stderr}`);
}

/** `[cmd, args]` for a command, prefixed with `taskset -c core` when pinning. */
const pinned = (p: Pinning, core: number, cmd: string, args: string[]): [string, string[]] =>
  p.enabled ? ["taskset", ["-c", String(core), cmd, ...args]] : [cmd, args];

// --- memory ------------------------------------------------------------------------------------

/** VmRSS of one process in MB (null when it is gone). */
export function rssMb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * RSS of a process's mappings by kind, MB: glibc malloc (the [heap] and the per-thread arenas:
 * anonymous mappings of at most 64 MiB on a 64 MiB boundary), other anonymous memory (the V8
 * heaps, the WebAssembly memory, JIT code) and file-backed mappings (node, shared libraries).
 */
export function smapsBreakdown(pid: number): { malloc: number; anon: number; file: number; total: number } {
  const out = { malloc: 0, anon: 0, file: 0, total: 0 };
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return out;
  }
  const ARENA = 64n * 1024n * 1024n;
  let kind: "malloc" | "anon" | "file" = "anon";
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      const lo = BigInt(`0x${head[1]}`);
      const size = BigInt(`0x${head[2]}`) - lo;
      const path = head[3].trim();
      kind = path === "[heap]" || (!path && lo % ARENA === 0n && size <= ARENA) ? "malloc" : path && !path.startsWith("[") ? "file" : "anon";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) {
      out[kind] += Number(rss[1]) / 1024;
      out.total += Number(rss[1]) / 1024;
    }
  }
  return out;
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim();
      if (text) out.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    /* gone */
  }
  return out;
}

/** VmRSS of a process and all its descendants (tsx's esbuild service, for one), in MB. */
export function treeRssMb(pid: number): number | null {
  const own = rssMb(pid);
  if (own === null) return null;
  return own + childrenOf(pid).reduce((s, c) => s + (treeRssMb(c) ?? 0), 0);
}

// --- the processes under test ------------------------------------------------------------------

export interface Proc {
  child: ChildProcess;
  /** The pid of the node process itself (taskset execs it). */
  pid: number;
  url: string;
  stderrTail(): string;
  stop(): Promise<number | null>;
}

function stopper(child: ChildProcess, graceMs: number): () => Promise<number | null> {
  return () =>
    new Promise((res) => {
      if (child.exitCode !== null || child.signalCode !== null) return res(child.exitCode);
      const kill = setTimeout(() => child.kill("SIGKILL"), graceMs);
      child.once("exit", (code) => {
        clearTimeout(kill);
        res(code);
      });
      child.kill("SIGTERM");
    });
}

function tail(): { push(d: Buffer): void; text(): string } {
  let buf = "";
  return {
    push(d) {
      buf = (buf + d.toString()).slice(-8000);
    },
    text: () => buf,
  };
}

/** The bench mock upstream (bench/mock-upstream.ts) in a process of its own. */
export async function startMock(p: Pinning, opts: { delayMs: number }): Promise<Proc> {
  const [cmd, args] = pinned(p, 1, process.execPath, ["--import", "tsx", "bench/mock-upstream.ts", "--delay", String(opts.delayMs)]);
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const err = tail();
  child.stderr?.on("data", (d: Buffer) => err.push(d));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const onData = (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf("\n");
      if (nl < 0) return;
      child.stdout?.off("data", onData);
      try {
        resolve((JSON.parse(out.slice(0, nl)) as { url: string }).url);
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`mock upstream exited with ${code}\n${err.text()}`)));
  });
  child.removeAllListeners("exit");
  return { child, pid: child.pid ?? 0, url, stderrTail: err.text, stop: stopper(child, 5_000) };
}

/**
 * The production server as `npm start` runs it: the compiled dist/server/main.mjs (ensureBuild()
 * first), started with node directly so that the pid is the server's own, with npm start's
 * settings (NPM_START). Ready once
 * GET /api/v1/openapi.json answers 200.
 */
/**
 * What `npm start` adds to a plain `node` (package.json's start script; the Dockerfile sets the
 * same): the gateway under test runs with them unless the caller's environment says otherwise
 * (MALLOC_ARENA_MAX= / MALLOC_MMAP_THRESHOLD_= for glibc's defaults; BENCH_PLAIN_NODE=1 for none of them).
 */
export const NPM_START = { env: { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "16384" }, nodeArgs: ["--heap-growing-percent=20"] } as const;

export async function startGateway(
  p: Pinning,
  opts: { env: Record<string, string>; logFile: string; nodeArgs?: string[]; /** default dist/server/main.mjs; scripts/start.mjs is `npm start`'s */ entry?: string },
): Promise<Proc> {
  const port = await freePort();
  const plain = process.env.BENCH_PLAIN_NODE === "1";
  const nodeArgs = [...(plain ? [] : NPM_START.nodeArgs), ...(opts.nodeArgs ?? [])];
  // No --enable-source-maps: npm start and the image run without it (it keeps every loaded module's source map in the
  // heap: docs/performance.md, "Memory"); NODE_ARGS=--enable-source-maps in bench/memory.ts to measure it.
  const [cmd, args] = pinned(p, 0, process.execPath, [...nodeArgs, opts.entry ?? "dist/server/main.mjs"]);
  const env: NodeJS.ProcessEnv = {
    ...(plain ? {} : NPM_START.env),
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...opts.env,
  };
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(opts.logFile);
  const err = tail();
  child.stdout?.on("data", (d: Buffer) => log.write(d));
  child.stderr?.on("data", (d: Buffer) => {
    err.push(d);
    log.write(d);
  });
  const closed = new Promise<void>((resolve) => child.once("close", () => log.end(resolve)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}\n${err.text()}`);
    try {
      const r = await fetch(`${url}/api/v1/openapi.json`);
      await r.arrayBuffer();
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`gateway did not start in time\n${err.text()}`);
    }
    await sleep(200);
  }
  const stop = stopper(child, 20_000);
  // Resolves once the process exited and its output is all in the log file.
  return {
    child,
    pid: child.pid ?? 0,
    url,
    stderrTail: err.text,
    stop: async () => {
      const code = await stop();
      await closed;
      return code;
    },
  };
}

/** CPU ticks (user + system, 1/100 s) of every thread of a process, by thread name ("main" for the main thread). */
export function threadTicks(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    try {
      const st = readFileSync(`/proc/${pid}/task/${t}/stat`, "utf8");
      const comm = st.slice(st.indexOf("(") + 1, st.lastIndexOf(")"));
      const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
      const name = Number(t) === pid ? "main" : `${comm}:${t}`;
      out.set(name, (out.get(name) ?? 0) + Number(f[11]) + Number(f[12]));
    } catch {
      /* thread gone */
    }
  }
  return out;
}

/** The profiling scripts' catalog: one Anthropic-format provider on the mock and its model bench/claude. */
export function mockClaudeCatalog(mockUrl: string) {
  return {
    providers: [{ id: "mock-anthropic", name: "mock-anthropic", api: "anthropic", base_url: `${mockUrl}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 }],
    models: [
      {
        slug: "bench/claude",
        canonical_slug: "bench/claude-2026-01-01",
        name: "bench/claude",
        vendor: "bench",
        kind: "chat",
        public: true,
        context_length: 8192,
        endpoints: [{ provider: "mock-anthropic", upstream_model: "bench-claude", pricing: { prompt: "0.000001", completion: "0.000002", request: "0" }, max_completion_tokens: 4096 }],
      },
    ],
  };
}
