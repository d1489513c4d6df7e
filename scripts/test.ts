/**
 * `npm test`: the whole suite on the embedded database — a production build, Vitest's unit
 * and HTTP projects, then Playwright in Chromium. Stops at the first failing stage.
 *
 * The two Vitest projects run side by side, one process each: Vitest runs a project whose files
 * must not overlap (http: one shared server) after the others, one file at a time, so in a
 * single process the unit files and the http files never overlap either, and the stage took
 * the sum of both. The unit project runs with one worker here (two busy processes on CI's two
 * cores, as before); its output is printed when it ends, the http project's as it goes.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, openSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = process.cwd();
// No telemetry call from Next during tests (this network is closed anyway).
process.env.NEXT_TELEMETRY_DISABLED = "1";
const bin = (name: string) => join(root, "node_modules", ".bin", name);

interface Run {
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  /** Output to a file, printed when the process ends (else straight through). */
  buffered?: string;
}

function run(r: Run): Promise<number> {
  return new Promise((resolve) => {
    let out: number | undefined;
    let logFile = "";
    if (r.buffered) {
      logFile = join(mkdtempSync(join(tmpdir(), "switchyard-test-")), `${r.buffered}.log`);
      out = openSync(logFile, "w");
    }
    const child = spawn(r.cmd, r.args, {
      stdio: out === undefined ? "inherit" : ["ignore", out, out],
      env: { ...process.env, ...r.env },
    });
    child.on("close", (code, signal) => {
      if (out !== undefined) {
        closeSync(out);
        process.stdout.write(`\n--- ${r.buffered} (its output, printed as it ended)\n`);
        process.stdout.write(readFileSync(logFile));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const stages: Array<[string, Run[]]> = [
  // The console and the compiled server (scripts/build.mjs, with build stamps `npm start` checks).
  ["build", [{ cmd: process.execPath, args: [join(root, "scripts", "build.mjs")], env: { NODE_ENV: "production" } }]],
  [
    "unit + http (vitest)",
    [
      { cmd: bin("vitest"), args: ["run", "--project", "http"] },
      { cmd: bin("vitest"), args: ["run", "--project", "unit"], env: { SWITCHYARD_UNIT_WORKERS: "1" }, buffered: "vitest unit" },
    ],
  ],
  ["browser (playwright)", [{ cmd: bin("playwright"), args: ["test"] }]],
];

if (process.env.SKIP_BUILD === "1") stages.shift();

for (const [name, runs] of stages) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}\n`);
  const codes = await Promise.all(runs.map(run));
  const failed = codes.find((c) => c !== 0);
  process.stdout.write(`=== ${name}: ${failed === undefined ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (failed !== undefined) process.exit(failed);
}
