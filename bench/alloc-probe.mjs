// A preload for looking at allocation under load: `NODE_ARGS="--import ./bench/alloc-probe.mjs"` with
// ALLOC_PROBE_DIR set. In every thread (the main one and the embedded database's worker), V8's sampling
// heap profiler runs from ALLOC_PROBE_FROM_MS (default 8000) after the thread starts, for ALLOC_PROBE_FOR_MS
// (default 4000), and the profile is written to <dir>/<pid>-<threadId>-<mode>.heapprofile (Chrome DevTools
// opens it). ALLOC_PROBE_MODE=all (default): every allocation, collected ones included (where the bytes
// come from); =survivors: objects collected by a scavenge are left out, so what remains is what survived
// one (promoted, or still alive): what makes the old generation grow. Nothing here runs without the env.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { join } from "node:path";
import { threadId } from "node:worker_threads";

const dir = process.env.ALLOC_PROBE_DIR;
if (dir) {
  const mode = process.env.ALLOC_PROBE_MODE === "survivors" ? "survivors" : "all";
  const from = Number(process.env.ALLOC_PROBE_FROM_MS ?? 8000);
  const span = Number(process.env.ALLOC_PROBE_FOR_MS ?? 4000);
  const session = new Session();
  session.connect();
  setTimeout(() => {
    session.post("HeapProfiler.startSampling", { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: mode === "all" });
    setTimeout(() => {
      session.post("HeapProfiler.stopSampling", (err, res) => {
        if (!err) writeFileSync(join(dir, `${process.pid}-${threadId}-${mode}.heapprofile`), JSON.stringify(res.profile));
        session.disconnect();
      });
    }, span).unref();
  }, from).unref();
}
