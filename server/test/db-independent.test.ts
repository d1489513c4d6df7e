import { describe, expect, it } from "vitest";
import { dbIndependentUnitFiles } from "./db-independent";
import { ROOT } from "./server";

describe("the unit files CI's PostgreSQL + Redis pass leaves out", () => {
  it("only those that cannot reach a database, Redis, the environment or a child process", async () => {
    const skipped = await dbIndependentUnitFiles(ROOT);
    // Pure code: kept out of the second pass.
    expect(skipped).toEqual(expect.arrayContaining(["server/errors/app-error.test.ts", "server/inference/routing.test.ts", "server/test/upstream.test.ts"]));
    // testDb() (PGlite or DATABASE_URL), server/env.ts, ioredis, a child process: all stay in.
    for (const kept of [
      "server/db/migrate.test.ts",
      "server/services/keys/keys.test.ts",
      "server/auth/key-cache.test.ts",
      "server/services/datasets/rankings.test.ts",
      "server/services/spend/budget.test.ts",
      "server/db/schema-engine.test.ts",
    ]) expect(skipped).not.toContain(kept);
    // HTTP files are never judged (the http project runs whole in both passes).
    expect(skipped.some((f) => f.endsWith(".http.test.ts"))).toBe(false);
  }, 60_000);
});
