import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";

/**
 * The operator CLI (scripts/admin.ts) compiled once per test run, for the suites that run it
 * many times (the HTTP suite, Playwright). Under tsx every run transpiles the CLI's whole import
 * graph again (~1.9 s of CPU before it does anything); the compiled file starts in ~0.1 s. It is
 * the same code, bundled as scripts/build.mjs bundles the server (packages stay external).
 * `npx switchyard-admin` itself (tsx, bin/switchyard-admin.mjs) stays covered: startup.http.test.ts
 * runs that entry.
 *
 * The global setups build it and hand its path to the tests in ADMIN_CLI_ENV; runAdmin() and
 * e2e/admin.ts fall back to tsx when it is unset (a test file run on its own outside a suite).
 */
export const ADMIN_CLI_ENV = "SWITCHYARD_TEST_ADMIN_CLI";

/**
 * `dir` is the output directory under dist/: the HTTP suite and Playwright run side by side in
 * `npm test`, and each builds into its own, so that one's swap never pulls the CLI from under
 * the other's tests.
 */
export function buildAdminCli(root: string, dir = "admin-cli"): string {
  const out = join(root, "dist", dir);
  // Built beside, then swapped in (as the server build): a CLI starting meanwhile never sees half a build.
  const tmp = `${out}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  buildSync({
    absWorkingDir: root,
    entryPoints: { admin: "scripts/admin.ts" },
    outdir: tmp,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
    banner: { js: 'import { createRequire as __sy_createRequire } from "node:module"; const require = __sy_createRequire(import.meta.url);' },
  });
  const old = `${out}.old-${process.pid}`;
  if (existsSync(out)) renameSync(out, old);
  renameSync(tmp, out);
  rmSync(old, { recursive: true, force: true });
  return join(out, "admin.mjs");
}

/** The command that runs the CLI: the compiled one when a global setup built it, else tsx on the source. */
export function adminCommand(root: string): [string, string[]] {
  const compiled = process.env[ADMIN_CLI_ENV];
  if (compiled && existsSync(compiled)) return [process.execPath, ["--enable-source-maps", compiled]];
  return [join(root, "node_modules", ".bin", "tsx"), ["scripts/admin.ts"]];
}
