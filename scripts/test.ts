/**
 * `npm test`: the whole suite on the embedded database — a production build, Vitest's unit
 * and HTTP projects, then Playwright in Chromium. Stops at the first failing stage.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = process.cwd();
// No telemetry call from Next during tests (this network is closed anyway).
process.env.NEXT_TELEMETRY_DISABLED = "1";
const bin = (name: string) => join(root, "node_modules", ".bin", name);

const stages: Array<[string, string, string[], NodeJS.ProcessEnv?]> = [
  // The console and the compiled server (scripts/build.mjs, with build stamps `npm start` checks).
  ["build", process.execPath, [join(root, "scripts", "build.mjs")], { NODE_ENV: "production" }],
  ["unit + http (vitest)", bin("vitest"), ["run"]],
  ["browser (playwright)", bin("playwright"), ["test"]],
];

if (process.env.SKIP_BUILD === "1") stages.shift();

for (const [name, cmd, args, extra] of stages) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}\n`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...extra } });
  process.stdout.write(`=== ${name}: ${r.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
