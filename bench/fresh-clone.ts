/**
 * `npm run bench:fresh [-- --ref main] [--keep] [--ci]`: a fresh clone on this machine, from
 * `npm install && npm start` to a first answer (issue 17's figure; target ≤ 60 s, no npm warnings).
 *
 * Clones this repository's `--ref` (default: the checked-out commit) into a temporary directory,
 * runs `npm install` (npm's own cache, as an operator's second project would), counts the
 * `npm warn` lines and checks that package-lock.json is unchanged, then `npm start` on a free port
 * with a fresh embedded database and times:
 *   - first answer: GET /api/v1/openapi.json answers 200;
 *   - first inference answer: with the management key printed on stdout, create an inference key
 *     and POST /api/v1/chat/completions (local/echo) answers 200;
 *   - console ready: GET /login answers 200 (the console is built in the background meanwhile).
 * Writes bench/results/<time>-fresh-clone.json and prints a small table.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { freePort, ROOT } from "../server/test/server";
import { sleep, treeRssMb } from "./lib";

const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const ref = opt("ref") ?? spawnSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
const keep = argv.includes("--keep");
/** `npm ci` instead of `npm install` (CI's way: the lock file as is). */
const installCommand = argv.includes("--ci") ? "ci" : "install";
const log = (m: string) => process.stderr.write(`[fresh] ${m}\n`);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function until(what: string, deadlineMs: number, probe: () => Promise<boolean>): Promise<void> {
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadlineMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(os.tmpdir(), "switchyard-fresh-"));
  const repo = join(dir, "switchyard");
  log(`cloning ${ref} into ${repo}`);
  const clone = spawnSync("git", ["clone", "--quiet", "--no-checkout", ROOT, repo], { encoding: "utf8" });
  if (clone.status !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
  const co = spawnSync("git", ["checkout", "--quiet", ref], { cwd: repo, encoding: "utf8" });
  if (co.status !== 0) throw new Error(`git checkout ${ref} failed: ${co.stderr}`);

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith("npm_") || k === "INIT_CWD" || k === "NODE_ENV") delete env[k];
  const t0 = Date.now();
  const install = spawnSync("npm", [installCommand], { cwd: repo, env, encoding: "utf8", maxBuffer: 64 << 20 });
  const installMs = Date.now() - t0;
  const output = `${install.stdout}\n${install.stderr}`;
  const warnings = output.split("\n").filter((l) => /^npm warn/i.test(l));
  if (install.status !== 0) throw new Error(`npm install failed:\n${output.slice(-3000)}`);
  const lockChanged = spawnSync("git", ["status", "--porcelain", "package-lock.json", "package.json"], { cwd: repo, encoding: "utf8" }).stdout.trim();
  log(`npm ${installCommand}: ${secs(installMs)}, ${warnings.length} npm warning(s)${lockChanged ? `, CHANGED: ${lockChanged}` : ", lock file unchanged"}`);
  for (const w of warnings) log(`  ${w}`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t1 = Date.now();
  const child = spawn("npm", ["start"], {
    cwd: repo,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", GATEWAY_DATA_DIR: join(dir, "data"), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: stopped as a whole below
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  const result: Record<string, unknown> = { ref, install_command: `npm ${installCommand}`, install_ms: installMs, npm_warnings: warnings, lock_file_changed: lockChanged !== "" };
  try {
    const deadline = Date.now() + 600_000;
    await until("the first answer", deadline, async () => (await fetch(`${url}/api/v1/openapi.json`)).ok);
    const firstAnswerMs = Date.now() - t1;
    const key = /^management key: (\S+)$/m.exec(stdout)?.[1];
    if (!key) throw new Error("no management key on stdout");
    const created = await fetch(`${url}/api/v1/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "fresh-clone" }),
    });
    const inferenceKey = ((await created.json()) as { key?: string }).key;
    if (!created.ok || !inferenceKey) throw new Error(`POST /keys answered ${created.status}`);
    const chat = await fetch(`${url}/api/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${inferenceKey}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "local/echo", messages: [{ role: "user", content: "hello" }] }),
    });
    await chat.arrayBuffer();
    if (!chat.ok) throw new Error(`POST /chat/completions answered ${chat.status}`);
    const firstChatMs = Date.now() - t1;
    const rssApi = child.pid ? treeRssMb(child.pid) : null;
    log(`npm start: first answer after ${secs(firstAnswerMs)}, first chat completion after ${secs(firstChatMs)}`);
    await until("the console", deadline, async () => (await fetch(`${url}/login`)).status === 200);
    const consoleMs = Date.now() - t1;
    log(`console ready after ${secs(consoleMs)}`);
    Object.assign(result, {
      start_to_first_answer_ms: firstAnswerMs,
      start_to_first_chat_ms: firstChatMs,
      start_to_console_ms: consoleMs,
      install_plus_first_answer_ms: installMs + firstAnswerMs,
      install_plus_first_chat_ms: installMs + firstChatMs,
      server_tree_rss_mb_before_console: rssApi,
      load_average: os.loadavg(),
    });
  } catch (err) {
    process.stderr.write(`${stderr.slice(-3000)}\n`);
    throw err;
  } finally {
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* gone */
      }
    }
    await sleep(2000);
    if (!keep) rmSync(dir, { recursive: true, force: true });
    else log(`kept ${dir}`);
  }

  const out = join(ROOT, "bench", "results");
  mkdirSync(out, { recursive: true });
  const file = join(out, `${new Date().toISOString().replace(/[:.]/g, "-")}-fresh-clone.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
  const n = (k: string) => secs(Number(result[k]));
  process.stdout.write(
    [
      "| fresh clone (this machine) | measured | target |",
      "|---|---|---|",
      `| npm ${installCommand} | ${secs(installMs)} | |`,
      `| npm warnings | ${warnings.length} | 0 |`,
      `| package-lock.json after install | ${lockChanged ? "changed" : "unchanged"} | unchanged |`,
      `| npm install && npm start → first answer | ${n("install_plus_first_answer_ms")} | ≤ 60 s |`,
      `| … → first chat completion (local/echo) | ${n("install_plus_first_chat_ms")} | |`,
      `| npm start → console ready (built in the background) | ${n("start_to_console_ms")} | |`,
      `| load average (1, 5, 15 min) | ${os.loadavg().map((x) => x.toFixed(1)).join(", ")} | |`,
      "",
      `(${file})`,
      "",
    ].join("\n"),
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`fresh-clone bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
