import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Run from the repository root: npx vitest run --config e2e/cloud-sdks/vitest.config.ts
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["*.test.ts"],
    env: { NODE_ENV: "test", LOG_LEVEL: "warn" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
