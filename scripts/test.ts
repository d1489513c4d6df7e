/**
 * `npm test`: the whole suite on the embedded database — a production build, then Vitest's unit
 * and HTTP projects and Playwright in Chromium side by side. Stops at the first failing stage.
 *
 * After the build, three processes run at once: the http project (one shared server, its files
 * one at a time; its output as it goes), the unit project (one worker) and Playwright (one
 * worker; its own server on port 3107, its own data directory and its own compiled operator
 * CLI). One after the other they left CI's two cores half idle: Vitest runs a project whose files
 * must not overlap (http) after the others, so in one process the unit files and the http files
 * never overlap; the http files mostly wait on their server and it on them (~0.8 of a core), and
 * Playwright on Chromium and its server (~0.4 of a core) (docs/testing.md). The unit project's and
 * Playwright's output is printed when each ends.
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
  /** A lower CPU priority (`nice -n`): the run that is not the stage's critical path. */
  nice?: number;
}

/** The children's user + system seconds from bash's `times` (its second line: "0m1.5s 0m0.2s"). */
function cpuSeconds(timesFile: string): string {
  try {
    const line = readFileSync(timesFile, "utf8").trim().split("\n")[1] ?? "";
    const secs = [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
    return secs.toFixed(0);
  } catch {
    return "?";
  }
}

const cpu: string[] = [];

function run(r: Run): Promise<number> {
  return new Promise((resolve) => {
    let out: number | undefined;
    let logFile = "";
    const started = Date.now();
    if (r.buffered) {
      logFile = join(mkdtempSync(join(tmpdir(), "switchyard-test-")), `${r.buffered}.log`);
      out = openSync(logFile, "w");
    }
    // Through bash, whose `times` reports the CPU the run and everything it waited for used.
    const timesFile = join(mkdtempSync(join(tmpdir(), "switchyard-cpu-")), "times");
    const cmd = r.nice ? ["nice", "-n", String(r.nice), r.cmd] : [r.cmd];
    const child = spawn("bash", ["-c", '"$@"; rc=$?; times > "$SWITCHYARD_TIMES_FILE"; exit $rc', "run", ...cmd, ...r.args], {
      stdio: out === undefined ? "inherit" : ["ignore", out, out],
      env: { ...process.env, ...r.env, SWITCHYARD_TIMES_FILE: timesFile },
    });
    child.on("close", (code, signal) => {
      cpu.push(`${r.buffered ?? r.args.slice(0, 3).join(" ")}: ${cpuSeconds(timesFile)} CPU-s in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      if (out !== undefined) {
        closeSync(out);
        process.stdout.write(`\n--- ${r.buffered} (its output, printed as it ended, after ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
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
    "http + unit (vitest) + browser (playwright)",
    [
      { cmd: bin("vitest"), args: ["run", "--project", "http"] },
      { cmd: bin("vitest"), args: ["run", "--project", "unit"], env: { SWITCHYARD_UNIT_WORKERS: "1" }, buffered: "vitest unit", nice: 5 },
      { cmd: bin("playwright"), args: ["test"], buffered: "playwright", nice: 5 },
    ],
  ],
];

if (process.env.SKIP_BUILD === "1") stages.shift();

for (const [name, runs] of stages) {
  const started = Date.now();
  process.stdout.write(`\n=== ${name}\n`);
  const codes = await Promise.all(runs.map(run));
  const failed = codes.find((c) => c !== 0);
  process.stdout.write(`=== ${name}: ${failed === undefined ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s (${cpu.splice(0).join("; ")})\n`);
  if (failed !== undefined) process.exit(failed);
}
