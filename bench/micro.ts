/**
 * Microbenchmark helpers for the hot-path benches (bench/*-micro.ts): CPU µs and bytes allocated
 * per operation, figures that hold up on a loaded machine better than request latencies do.
 *
 *  - time: `runs` runs (default 3) of `iterations` calls (default 20,000) after a warm-up; per run
 *    the wall time (process.hrtime) and the process's CPU time (process.cpuUsage, user + system)
 *    divided by the count; the median run is reported, and the lowest (on a loaded machine the
 *    least disturbed one: compare those between before and after).
 *  - bytes: V8 heap growth over `allocIterations` calls between two forced GCs, with a young
 *    generation large enough that no scavenge runs in between (so the growth is what was allocated).
 *
 * The process re-executes itself with `--expose-gc --max-semi-space-size=…` when gc is not exposed.
 */
import { spawnSync } from "node:child_process";

const SEMI_SPACE_MB = 128;

/** Re-run this script with GC exposed (once); returns true in the parent, which should then exit. */
export function ensureGcExposed(): boolean {
  if (typeof globalThis.gc === "function") return false;
  const r = spawnSync(process.execPath, [...process.execArgv, "--expose-gc", `--max-semi-space-size=${SEMI_SPACE_MB}`, ...process.argv.slice(1)], { stdio: "inherit" });
  process.exitCode = r.status ?? 1;
  return true;
}

export interface MicroResult {
  name: string;
  /** Median over the runs. */
  cpuUs: number;
  /** Lowest run (the least disturbed by other processes). */
  cpuMinUs: number;
  wallUs: number;
  bytes: number;
  runs: Array<{ cpuUs: number; wallUs: number }>;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function measure(name: string, fn: (i: number) => unknown, o: { iterations?: number; runs?: number; warmup?: number; allocIterations?: number } = {}): MicroResult {
  const iterations = o.iterations ?? 20_000;
  const runs = o.runs ?? 3;
  let sink: unknown;
  for (let i = 0; i < (o.warmup ?? 5000); i++) sink = fn(i);
  const gc = globalThis.gc;
  const out: MicroResult["runs"] = [];
  for (let r = 0; r < runs; r++) {
    gc?.();
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < iterations; i++) sink = fn(i);
    const wall = Number(process.hrtime.bigint() - t0) / 1000;
    const c = process.cpuUsage(c0);
    out.push({ cpuUs: (c.user + c.system) / iterations, wallUs: wall / iterations });
  }
  let bytes = Number.NaN;
  if (gc) {
    const n = o.allocIterations ?? 1000;
    gc();
    gc();
    const h0 = process.memoryUsage().heapUsed;
    for (let i = 0; i < n; i++) sink = fn(i);
    const h1 = process.memoryUsage().heapUsed;
    bytes = (h1 - h0) / n;
    gc();
  }
  void sink;
  return { name, cpuUs: median(out.map((x) => x.cpuUs)), cpuMinUs: Math.min(...out.map((x) => x.cpuUs)), wallUs: median(out.map((x) => x.wallUs)), bytes, runs: out };
}

export function report(rows: MicroResult[]): void {
  const w = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    process.stdout.write(
      `${r.name.padEnd(w)}  cpu ${r.cpuUs.toFixed(2).padStart(8)} µs/op (min ${r.cpuMinUs.toFixed(2).padStart(7)})  wall ${r.wallUs.toFixed(2).padStart(8)} µs/op  ${Number.isNaN(r.bytes) ? "—" : `${Math.round(r.bytes).toString().padStart(7)} B/op`}  (cpu runs ${r.runs.map((x) => x.cpuUs.toFixed(2)).join(", ")})\n`,
    );
  }
}
