/** Ad-hoc profiling harness: seeds a DB (bootstrap + keys), starts mock + gateway (optionally
 * with --cpu-prof via NODE_OPTIONS from PROF_DIR), drives POST /messages at 50 connections. */
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { openDb } from "../server/db";
import { bootstrap } from "../server/services/organizations/organizations";
import { mockClaudeCatalog, pinSelf, startGateway, startMock, sleep, threadTicks } from "./lib";
import { autocannonRound } from "./load";
import { seedKeys } from "./seed";

const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;
const SECONDS = Number(process.env.SECONDS_RUN ?? 10);
const pin = { enabled: process.env.PIN === "1", reason: "", cpus: 2 };

/** CPU µs per request over a round, per thread name (and total). */
function cpuPerRequest(before: Map<string, number>, after: Map<string, number>, requests: number): string {
  const parts: string[] = [];
  let total = 0;
  const ds = [...after].map(([k, v]) => [k, v - (before.get(k) ?? 0)] as const).sort((a, b) => b[1] - a[1]);
  let rest = 0;
  for (const [k, d] of ds) {
    total += d;
    if (k === "main" || (parts.length < 2 && d > 0)) parts.push(`${k === "main" ? k : "thread"}=${((d * 10_000) / requests).toFixed(0)}`);
    else rest += d;
  }
  parts.push(`others=${((rest * 10_000) / requests).toFixed(0)}`);
  return `cpu µs/req total=${((total * 10_000) / requests).toFixed(0)} ${parts.join(" ")}`;
}

async function main() {
  pinSelf(pin, 1);
  const dataDir = mkdtempSync(join(os.tmpdir(), "perf-prof-"));
  const h = await openDb({ dataDir });
  await bootstrap(h.prisma, { managementKey: MGMT });
  const org = await h.prisma.organization.findFirstOrThrow({ orderBy: { created_at: "asc" } });
  await seedKeys(h.prisma, org.id, 2000);
  await h.close?.();
  const mock = await startMock(pin, { delayMs: 0 });
  const config = join(dataDir, "gateway.config.json");
  writeFileSync(config, JSON.stringify(mockClaudeCatalog(mock.url)));
  const env: Record<string, string> = { ...(process.env.WIRE_STATS ? { WIRE_STATS: process.env.WIRE_STATS } : {}), DATABASE_URL: "", REDIS_URL: "", GATEWAY_DATA_DIR: dataDir, GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: MGMT, BENCH_UPSTREAM_KEY: "bench-upstream-secret", LOG_LEVEL: "warn" };
  const nodeArgs = [...(process.env.PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF_DIR}`] : []), ...(process.env.NODE_ARGS ?? "").split(" ").filter(Boolean)];
  const gw = await startGateway(pin, { env, logFile: join(dataDir, "gw.log"), nodeArgs });
  try {
    const r = await fetch(`${gw.url}/api/v1/keys`, { method: "POST", headers: { authorization: `Bearer ${MGMT}`, "content-type": "application/json" }, body: JSON.stringify({ name: "bench inference", limit: 1_000_000 }) });
    const j = (await r.json()) as { key?: string; data?: { key?: string } };
    const key = j.key ?? j.data?.key;
    if (!key) throw new Error(JSON.stringify(j));
    const t = { origin: gw.url, path: "/api/v1/messages", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "bench/claude", max_tokens: 16, messages: [{ role: "user", content: "Say hello" }] }), verify: (b: string) => b.includes("content") };
    const w = await autocannonRound([t], 10, 3);
    console.log(`warm ${w.rps.toFixed(0)} rps ok=${w.ok} err=${w.non2xx + w.socketErrors + w.badBodies} ${JSON.stringify(w.samples.slice(0, 1))}`);
    await sleep(500);
    for (let i = 0; i < Number(process.env.ROUNDS ?? 1); i++) {
      const conns = Number(process.env.CONNS ?? 50);
      const t0 = threadTicks(gw.pid);
      const m = await autocannonRound([t], conns, SECONDS);
      const t1 = threadTicks(gw.pid);
      console.log(`${conns}c ${m.rps.toFixed(0)} rps ok=${m.ok} err=${m.non2xx + m.socketErrors + m.badBodies} p50=${m.latency.p50.toFixed(2)} ${cpuPerRequest(t0, t1, m.ok)}`);
    }
  } finally {
    console.log("exit", await gw.stop());
    await mock.stop();
  }
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
