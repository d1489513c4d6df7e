/** Ad-hoc: the 4 KB guardrail row of bench/index.ts in isolation. Starts mock + gateway, a guarded key (every
 * builtin + 5 custom, as the benchmark's: bench/guardrail-row.ts) and an unguarded one, then alternates 1-connection
 * rounds and prints p50 and the gateway's CPU µs per request for each side. PROF_DIR=dir adds --cpu-prof to the
 * gateway; ONLY=slug,… keeps those builtins, NO_CUSTOM=1 drops the custom patterns, SIDE=guarded|plain runs one side. */
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { openDb } from "../server/db";
import { bootstrap } from "../server/services/organizations/organizations";
import { createGuardrailKeys, guardrailBody, guardrailPrompt } from "./guardrail-row";
import { mockClaudeCatalog, pinSelf, sleep, startGateway, startMock, threadTicks } from "./lib";
import { autocannonRound } from "./load";

const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;
const SECONDS = Number(process.env.SECONDS_RUN ?? 4);
const pin = { enabled: process.env.PIN === "1", reason: "", cpus: 2 };
const ticks = (pid: number): number => [...threadTicks(pid).values()].reduce((a, b) => a + b, 0);

async function main() {
  pinSelf(pin, 1);
  const dataDir = mkdtempSync(join(os.tmpdir(), "perf-guard-"));
  const h = await openDb({ dataDir });
  await bootstrap(h.prisma, { managementKey: MGMT });
  await h.close?.();
  const mock = await startMock(pin, { delayMs: 0 });
  const config = join(dataDir, "gateway.config.json");
  writeFileSync(config, JSON.stringify(mockClaudeCatalog(mock.url)));
  const env: Record<string, string> = { DATABASE_URL: "", REDIS_URL: "", GATEWAY_DATA_DIR: dataDir, GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: MGMT, BENCH_UPSTREAM_KEY: "bench-upstream-secret", LOG_LEVEL: "warn" };
  const nodeArgs = process.env.PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF_DIR}`] : [];
  const gw = await startGateway(pin, { env, logFile: join(dataDir, "gw.log"), nodeArgs });
  try {
    const keys = await createGuardrailKeys(gw.url, MGMT, guardrailBody({ only: process.env.ONLY?.split(","), customs: !process.env.NO_CUSTOM }));
    const body = JSON.stringify({ model: "bench/claude", max_tokens: 16, messages: [{ role: "user", content: guardrailPrompt() }] });
    const target = (key: string) => ({ origin: gw.url, path: "/api/v1/messages", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body, verify: (b: string) => b.includes("content") });
    const sides = [
      ["guarded", target(keys.guarded)],
      ["plain", target(keys.plain)],
    ] as const;
    for (const [, t] of sides) await autocannonRound([t], 10, 2);
    await sleep(500);
    for (let i = 0; i < Number(process.env.ROUNDS ?? 3); i++) {
      for (const [name, t] of sides.filter(([n]) => !process.env.SIDE || process.env.SIDE === n)) {
        const t0 = ticks(gw.pid);
        const m = await autocannonRound([t], 1, SECONDS);
        const t1 = ticks(gw.pid);
        console.log(`${name.padEnd(8)} ${m.rps.toFixed(0)} rps ok=${m.ok} err=${m.non2xx + m.socketErrors + m.badBodies} p50=${m.latency.p50.toFixed(3)} p99=${m.latency.p99.toFixed(2)} cpu µs/req=${(((t1 - t0) * 10_000) / m.ok).toFixed(0)}`);
      }
    }
  } finally {
    console.log("exit", await gw.stop());
    await mock.stop();
  }
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
