// A preload for the memory benchmark (bench/memory.ts): `node --import ./bench/mem-probe.mjs ...`
// with MEM_PROBE_DIR set. On SIGUSR2 the main thread writes its process.memoryUsage() and V8
// heap figures to <dir>/<pid>-main.json, and asks every worker thread (which preloads this
// too) to write its own, <pid>-<threadId>.json, over a BroadcastChannel. With MEM_PROBE_SNAPSHOT=1
// the main thread also writes a heap snapshot (<pid>-main.heapsnapshot; slow, for one-off use).
// Each thread also observes its GC pauses (perf_hooks 'gc' entries: the time the thread stood
// still) and reports them per kind since its previous probe: count, p50, p99, max and total ms.
// Nothing here runs without MEM_PROBE_DIR: the server itself never loads this file.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";
import { BroadcastChannel, isMainThread, threadId } from "node:worker_threads";

const dir = process.env.MEM_PROBE_DIR;
if (dir) {
  const channel = new BroadcastChannel("switchyard-mem-probe");
  channel.unref();
  // GC pauses since the last probe, by kind (perf_hooks: 1 minor/scavenge, 2 major, 4 incremental marking, 8 weak callbacks)
  const KINDS = { 1: "minor", 2: "major", 4: "incremental", 8: "weakcb" };
  let pauses = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push([KINDS[e.detail?.kind] ?? String(e.detail?.kind), e.duration]);
  }).observe({ entryTypes: ["gc"] });
  // Bytes allocated on the V8 heap since the last probe: what the used heap grew by between GCs (v8.GCProfiler).
  let profiler = new v8.GCProfiler();
  profiler.start();
  let usedAtStart = v8.getHeapStatistics().used_heap_size;
  const allocatedSince = () => {
    const { statistics } = profiler.stop();
    let bytes = 0;
    let prev = usedAtStart;
    for (const g of statistics) {
      bytes += Math.max(0, g.beforeGC.heapStatistics.usedHeapSize - prev);
      prev = g.afterGC.heapStatistics.usedHeapSize;
    }
    const now = v8.getHeapStatistics().used_heap_size;
    bytes += Math.max(0, now - prev);
    profiler = new v8.GCProfiler();
    profiler.start();
    usedAtStart = now;
    return bytes;
  };
  const gcSummary = () => {
    const out = {};
    for (const kind of new Set(pauses.map((p) => p[0]))) {
      const d = pauses.filter((p) => p[0] === kind).map((p) => p[1]).sort((a, b) => a - b);
      const at = (q) => d[Math.min(d.length - 1, Math.floor(q * d.length))];
      out[kind] = { count: d.length, p50: at(0.5), p99: at(0.99), max: d[d.length - 1], total: d.reduce((a, b) => a + b, 0) };
    }
    pauses = [];
    return out;
  };
  const write = (name) => {
    const spaces = {};
    for (const s of v8.getHeapSpaceStatistics()) spaces[s.space_name] = { size: s.space_size, used: s.space_used_size };
    // the CommonJS modules loaded so far, by package (ES modules are not listed anywhere)
    const packages = {};
    for (const file of Object.keys(createRequire(import.meta.url).cache)) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
      const name = m ? m[1] : "(app)";
      packages[name] = (packages[name] ?? 0) + 1;
    }
    const out = { at: Date.now(), threadId, main: isMainThread, memoryUsage: process.memoryUsage(), heap: v8.getHeapStatistics(), spaces, packages, gc: gcSummary(), allocatedBytes: allocatedSince() };
    writeFileSync(join(dir, `${process.pid}-${name}.json`), JSON.stringify(out));
  };
  // MEM_PROBE_ALLOC=1: V8's sampling heap profiler, collected objects included, from one probe to the next on the
  // main thread: where the bytes allocated in between were allocated (<dir>/<pid>-alloc.json, top sites by bytes).
  let sampling = null;
  const allocProfile = async () => {
    const { Session } = await import("node:inspector");
    if (!sampling) {
      sampling = new Session();
      sampling.connect();
      sampling.post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      return;
    }
    const session = sampling;
    sampling = null;
    session.post("HeapProfiler.stopSampling", (err, res) => {
      session.disconnect();
      if (err) return;
      const sites = new Map();
      const walk = (node) => {
        const f = node.callFrame;
        const key = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\/.*\/dist\//, "dist/")}:${f.lineNumber + 1}`;
        sites.set(key, (sites.get(key) ?? 0) + node.selfSize);
        for (const c of node.children) walk(c);
      };
      walk(res.profile.head);
      const total = [...sites.values()].reduce((a, b) => a + b, 0);
      const top = [...sites].sort((a, b) => b[1] - a[1]).slice(0, 40);
      writeFileSync(join(dir, `${process.pid}-alloc.json`), JSON.stringify({ total, top }));
    });
  };
  if (isMainThread) {
    process.on("SIGUSR2", () => {
      if (process.env.MEM_PROBE_ALLOC === "1") void allocProfile();
      channel.postMessage("probe");
      // a heap snapshot when the benchmark asked for one (a file named "snapshot" in the directory)
      if (existsSync(join(dir, "snapshot"))) {
        rmSync(join(dir, "snapshot"));
        v8.writeHeapSnapshot(join(dir, `${process.pid}-main.heapsnapshot`));
      }
      write("main");
    });
  } else {
    channel.onmessage = () => write(String(threadId));
  }
}
