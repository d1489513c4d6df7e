/** Ad-hoc: the 4 KB guardrail row of bench/index.ts in isolation. Starts mock + gateway, a guarded key (every
 * builtin + 5 custom, as the benchmark's) and an unguarded one, then alternates 1-connection rounds and prints
 * p50 and the gateway's CPU µs per request for each side. PROF_DIR=dir adds --cpu-prof to the gateway. */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { openDb } from "../server/db";
import { bootstrap } from "../server/services/organizations/organizations";
import { pinSelf, sleep, startGateway, startMock } from "./lib";
import { autocannonRound } from "./load";

const MGMT = `sk-sy-mgmt-v1-bench-${randomBytes(24).toString("hex")}`;
const SECONDS = Number(process.env.SECONDS_RUN ?? 4);
const pin = { enabled: process.env.PIN === "1", reason: "", cpus: 2 };

function ticks(pid: number): number {
  let t = 0;
  for (const id of readdirSync(`/proc/${pid}/task`)) {
    try {
      const st = readFileSync(`/proc/${pid}/task/${id}/stat`, "utf8");
      const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
      t += Number(f[11]) + Number(f[12]);
    } catch {
      /* thread gone */
    }
  }
  return t;
}

export function guardrailPrompt(): string {
  const paragraph =
    "Our quarterly review covers the migration of the billing service to the new cluster, the latency of the search " +
    "endpoint under load, and the open questions about data retention for European customers. The team measured p99 " +
    "latency at 180 ms after the cache change, down from 420 ms, and the error budget for the month is intact. ";
  let s = "Please summarise the following notes for the steering committee. Contact me at jane.doe@example.com or +1 415-555-0132 if anything is unclear.\n\n";
  const tail = "\nThe vendor invoice was paid with card 4111 1111 1111 1111 from 10.0.0.12. Thanks, Robert Smith";
  while (s.length + paragraph.length + tail.length <= 4096) s += paragraph;
  s += tail;
  return s + " ".repeat(Math.max(0, 4096 - s.length));
}

async function main() {
  pinSelf(pin, 1);
  const dataDir = mkdtempSync(join(os.tmpdir(), "perf-guard-"));
  const h = await openDb({ dataDir });
  await bootstrap(h.prisma, { managementKey: MGMT });
  await h.close?.();
  const mock = await startMock(pin, { delayMs: 0 });
  const config = join(dataDir, "gateway.config.json");
  const provider = (id: string, api: string) => ({ id, name: id, api, base_url: `${mock.url}/v1`, api_key: { env: "BENCH_UPSTREAM_KEY" }, timeout_ms: 30_000 });
  writeFileSync(config, JSON.stringify({
    providers: [provider("mock-anthropic", "anthropic")],
    models: [{ slug: "bench/claude", canonical_slug: "bench/claude-2026-01-01", name: "bench/claude", vendor: "bench", kind: "chat", public: true, context_length: 8192,
      endpoints: [{ provider: "mock-anthropic", upstream_model: "bench-claude", pricing: { prompt: "0.000001", completion: "0.000002", request: "0" }, max_completion_tokens: 4096 }] }],
  }));
  const env: Record<string, string> = { DATABASE_URL: "", REDIS_URL: "", GATEWAY_DATA_DIR: dataDir, GATEWAY_CONFIG: config, GATEWAY_MANAGEMENT_KEY: MGMT, BENCH_UPSTREAM_KEY: "bench-upstream-secret", LOG_LEVEL: "warn" };
  const nodeArgs = [...(process.env.PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF_DIR}`] : [])];
  const gw = await startGateway(pin, { env, logFile: join(dataDir, "gw.log"), nodeArgs });
  try {
    const call = async (path: string, body: unknown) => {
      const r = await fetch(`${gw.url}/api/v1${path}`, { method: "POST", headers: { authorization: `Bearer ${MGMT}`, "content-type": "application/json" }, body: JSON.stringify(body) });
      const j = (await r.json()) as { key?: string; data: { id: string; hash: string; key?: string } };
      if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(j)}`);
      return j;
    };
    const guarded = await call("/keys", { name: "guarded", limit: 1_000_000 });
    const plain = await call("/keys", { name: "plain", limit: 1_000_000 });
    const only = process.env.ONLY?.split(",");
    const g = await call("/guardrails", {
      name: "bench",
      content_filter_builtins: ["email", "phone", "ssn", "credit-card", "ip-address", "person-name", "address", "regex-prompt-injection"]
        .filter((s) => !only || only.includes(s))
        .map((slug) => ({ slug, action: slug === "regex-prompt-injection" ? "flag" : "redact" })),
      content_filters: process.env.NO_CUSTOM ? [] : [
        { pattern: "project-[a-z]{3,20}", action: "redact", label: "[CODENAME]" },
        { pattern: "(?i)internal only", action: "block", label: "internal" },
        { pattern: "\\bACME-\\d{4,8}\\b", action: "redact", label: "[TICKET]" },
        { pattern: "(?i)password\\s*[:=]\\s*\\S+", action: "redact", label: "[SECRET]" },
        { pattern: "sk-[A-Za-z0-9]{20,}", action: "block", label: "api-key" },
      ],
    });
    await call(`/guardrails/${g.data.id}/assignments/keys`, { key_hashes: [guarded.data.hash] });
    const body = JSON.stringify({ model: "bench/claude", max_tokens: 16, messages: [{ role: "user", content: guardrailPrompt() }] });
    const target = (key: string) => ({ origin: gw.url, path: "/api/v1/messages", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body, verify: (b: string) => b.includes("content") });
    const tg = target(guarded.key ?? guarded.data.key ?? "");
    const tp = target(plain.key ?? plain.data.key ?? "");
    for (const t of [tg, tp]) await autocannonRound([t], 10, 2);
    await sleep(500);
    for (let i = 0; i < Number(process.env.ROUNDS ?? 3); i++) {
      const sides = [["guarded", tg], ["plain", tp]] as const;
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
