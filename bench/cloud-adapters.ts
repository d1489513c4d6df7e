/**
 * 1-connection latency through each cloud adapter against its local mock (server/test/cloud-mocks.ts),
 * beside the openai-compatible adapter on the same mock (Azure's v1 path speaks plain OpenAI with a
 * Bearer key). Sequential requests on one keep-alive connection; p50 and p99 per route and
 * provider, and the p50 difference to the openai-compatible baseline.
 *
 *   npx tsx bench/cloud-adapters.ts [--requests N] (default 2000 per row)
 *
 * The mocks run in this process, on the timed path, and do different work per request (Bedrock's
 * recomputes the SigV4 signature with node:crypto: ~50 µs a request here, as much as the gateway's
 * signing). So each row also gives "net": every request's latency minus the mock's own time on it
 * (CloudCall.mockMs: body parse, checks, answer), subtracted for every provider alike, and its
 * p50 difference to the baseline: the gateway's share (translation, signing, token lookup, the
 * bytes it sends). The mock's call log is cleared after each request (it would grow by ~30,000
 * entries otherwise, headers and all).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent, request } from "undici";
import { startCloudFixture } from "../server/test/cloud-fixture";
import { startServer } from "../server/test/server";
import { summarize } from "./lib";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(arg("requests") ?? 2000);
const MGMT = "sk-sy-mgmt-v1-bench-cloud-0123456789abcdef0123456789";

async function main() {
  const f = await startCloudFixture();
  const catalog = f.catalog as { providers: Array<Record<string, unknown>>; models: Array<Record<string, unknown>> };
  catalog.providers.push({ id: "openai-baseline", name: "OpenAI-compatible", api: "openai", base_url: `${f.mocks.azure}/openai/v1`, api_key: { env: "AZURE_OPENAI_KEY" }, timeout_ms: 5000 });
  catalog.models.push({
    slug: "cloud/openai-baseline",
    name: "baseline",
    vendor: "test",
    kind: "chat",
    context_length: 1000,
    endpoints: [{ provider: "openai-baseline", upstream_model: "gpt-4o-deploy", pricing: { prompt: "0", completion: "0" } }],
  });
  const dir = mkdtempSync(join(tmpdir(), "switchyard-bench-cloud-"));
  writeFileSync(join(dir, "gateway.config.json"), JSON.stringify(catalog));
  const server = await startServer({ transport: "lean", env: { GATEWAY_CONFIG: join(dir, "gateway.config.json"), GATEWAY_MANAGEMENT_KEY: MGMT, LOG_LEVEL: "warn", ...f.env } });
  try {
    const keyRes = await fetch(`${server.url}/api/v1/keys`, { method: "POST", headers: { authorization: `Bearer ${MGMT}`, "content-type": "application/json" }, body: JSON.stringify({ name: "bench" }) });
    const { key } = (await keyRes.json()) as { key: string };
    const agent = new Agent({ connections: 1, pipelining: 1 });
    const rows: Array<{ route: string; model: string; p50: number; p99: number; net50: number }> = [];
    // bedrock-key: Bedrock with an API key (no signing at either end): the Converse translation alone.
    const MODELS = ["cloud/openai-baseline", "cloud/azure", "cloud/bedrock", "cloud/bedrock-key", "cloud/vertex-gemini", "cloud/vertex-claude", "cloud/gemini"];
    for (const route of ["/messages", "/chat/completions"]) {
      /** [latency, latency minus the mock's own time] of one request, ms. */
      const once = async (model: string): Promise<[number, number]> => {
        const body = JSON.stringify({ model, max_tokens: 16, messages: [{ role: "user", content: "hello bench" }] });
        f.mocks.reset();
        const t = performance.now();
        const r = await request(`${server.url}/api/v1${route}`, { method: "POST", dispatcher: agent, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body });
        await r.body.text();
        const ms = performance.now() - t;
        if (r.statusCode !== 200) throw new Error(`${model} ${route}: ${r.statusCode}`);
        let mock = 0;
        for (const c of f.mocks.calls) mock += c.mockMs;
        return [ms, ms - mock];
      };
      // Round-robin over the providers, so that the machine's load varies alike for all of them.
      for (let i = 0; i < Math.min(200, N); i++) for (const m of MODELS) await once(m); // warm-up
      const times = new Map<string, number[]>(MODELS.map((m) => [m, []]));
      const net = new Map<string, number[]>(MODELS.map((m) => [m, []]));
      for (let i = 0; i < N; i++) {
        for (const m of MODELS) {
          const [ms, own] = await once(m);
          times.get(m)?.push(ms);
          net.get(m)?.push(own);
        }
      }
      for (const m of MODELS) {
        const s = summarize(times.get(m) ?? []);
        rows.push({ route, model: m, p50: s.p50, p99: s.p99, net50: summarize(net.get(m) ?? []).p50 });
      }
    }
    for (const r of rows) {
      const base = rows.find((b) => b.route === r.route && b.model === "cloud/openai-baseline");
      const signed = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(3)}`;
      const diff = base ? r.p50 - base.p50 : 0;
      const netDiff = base ? r.net50 - base.net50 : 0;
      process.stdout.write(
        `${r.route.padEnd(18)} ${r.model.padEnd(22)} p50 ${r.p50.toFixed(3)} ms  p99 ${r.p99.toFixed(3)} ms  Δp50 ${signed(diff)} ms  net p50 ${r.net50.toFixed(3)} ms  Δnet ${signed(netDiff)} ms\n`,
      );
    }
    await agent.close();
  } finally {
    await server.stop();
    await f.close();
  }
}

void main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
