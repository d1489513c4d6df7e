import { describe, expect, it } from "vitest";
import { postJson, startInferenceFixture } from "../../test/inference";
import { startServer } from "../../test/server";

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/**
 * Two gateway servers sharing PostgreSQL and Redis (the CI pass): 200 parallel paid requests,
 * split across both, against one key with a $10 limit. Each request reserves at most $1
 * (1 input byte × $1 per token at the endpoint's price) and costs exactly $1, so exactly 10
 * may succeed between the two servers and the rest are 402.
 */
describe.runIf(shared)("spend limits across two gateway instances sharing Redis", () => {
  it("200 parallel requests over two servers never overshoot the key's limit", { timeout: 120_000 }, async () => {
    const a = await startInferenceFixture("lean");
    const env = a.server.env;
    const b = await startServer({
      env: { GATEWAY_CONFIG: env.GATEWAY_CONFIG, GATEWAY_MANAGEMENT_KEY: env.GATEWAY_MANAGEMENT_KEY, MOCK_UPSTREAM_SECRET: env.MOCK_UPSTREAM_SECRET },
    });
    try {
      const { key, hash } = await a.newKey({ name: "two-servers", limit: 10 });
      const bases = [a.base, `${b.url}/api/v1`];
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => postJson(`${bases[i % 2]}/embeddings`, key, { model: "test/embed-pricey", input: "x" })),
      );
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 402);
      expect(ok.length + refused.length).toBe(200);
      expect(ok.length).toBe(10);
      // and the ledger agrees once flushed
      let usage = 0;
      for (let i = 0; i < 50 && usage < 10; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const got = await fetch(`${a.base}/keys/${hash}`, { headers: { authorization: `Bearer ${a.managementKey}` } });
        usage = ((await got.json()) as { data: { usage: number } }).data.usage;
      }
      expect(usage).toBe(10);
    } finally {
      await b.stop();
      await a.close();
    }
  });
});
