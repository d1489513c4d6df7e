import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDb } from "../db";
import { postJson, startInferenceFixture } from "../test/inference";

/** A clean stop (SIGTERM) during load loses no ledger row of a request that completed. */
describe("SIGTERM during load", () => {
  it("every request answered 200 before the stop has its ledger row", async () => {
    const f = await startInferenceFixture("lean");
    const { key, id: keyId } = await f.newKey({ name: "sigterm" });
    let ok = 0;
    let stopping = false;
    const worker = async () => {
      for (;;) {
        try {
          const r = await postJson(`${f.base}/embeddings`, key, { model: "test/embed-slow", input: "load" });
          if (r.status === 200) ok += 1;
          else if (!stopping) throw new Error(`unexpected ${r.status}`);
        } catch (err) {
          if (stopping) return;
          throw err;
        }
        if (stopping) return;
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while (ok < 150) await new Promise((r) => setTimeout(r, 10));
    stopping = true;
    const code = await f.server.stop("SIGTERM", true);
    await Promise.allSettled(workers);
    await f.mock.close();
    expect(code).toBe(0);
    expect(ok).toBeGreaterThanOrEqual(150);

    // Count the rows the stopped server left behind.
    let rows: number;
    const url = f.server.env.DATABASE_URL;
    if (url) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      rows = Number((await c.query("SELECT count(*) AS n FROM usage_ledger WHERE key_id = $1 AND status = 'ok'", [keyId])).rows[0].n);
      await c.end();
    } else {
      const h = await openDb({ dataDir: f.server.dataDir, migrate: false });
      rows = await h.prisma.usageLedger.count({ where: { key_id: keyId, status: "ok" } });
      await h.close();
    }
    expect(rows).toBeGreaterThanOrEqual(ok);
  }, 60_000);
});
