import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { adminCommand } from "./admin-cli";

export const ROOT = resolve(import.meta.dirname, "..", "..");
const TSX = join(ROOT, "node_modules", ".bin", "tsx");

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = net.createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

/**
 * The console build when there is none (an existing one is kept even if older than its sources:
 * rebuild it yourself, see HELPERS.md), and the compiled server when missing or stale (scripts/build.mjs).
 */
export function ensureBuild(): void {
  if (!existsSync(join(ROOT, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
    const r = spawnSync(process.execPath, [join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (r.status !== 0) throw new Error("next build failed");
  }
  compileServer();
}

/** dist/server from server/ when missing or stale (well under a second; a no-op when current). */
function compileServer(): void {
  const r = spawnSync(process.execPath, [join(ROOT, "scripts", "build.mjs"), "--server", "--if-stale"], { cwd: ROOT, stdio: "inherit" });
  if (r.status !== 0) throw new Error("compiling the server failed");
}

export interface RunningServer {
  url: string;
  port: number;
  env: EnvVars;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Stop it (SIGTERM by default); its temporary data directory is removed unless keepData. */
  stop(signal?: NodeJS.Signals, keepData?: boolean): Promise<number | null>;
  dataDir: string;
}

/** What test servers open to outbound requests (broadcast receivers on 127.0.0.1). */
export const TEST_ALLOW_PRIVATE_NETWORKS = "127.0.0.0/8,::1/128";
export const TEST_SECRET_KEY = "test-catalog-secret-key-0123456789abcdef";

export type EnvVars = Record<string, string | undefined>;

/** How startServer starts a server. */
export interface StartOptions {
  env?: EnvVars;
  dataDir?: string;
  logFile?: string;
  transport?: "lean" | "next";
  /** The lean server's node options and entry instead of `--enable-source-maps dist/server/main.mjs` (the fuzz runs `npm start`'s). */
  command?: { nodeArgs: readonly string[]; entry: string };
}

/**
 * Start the real production server (dist/server/main.mjs, compiled from server/main.ts: what
 * `npm start` runs; call ensureBuild() first),
 * or with `transport: "next"` Next's own server (`next start`: the route handlers serve inference).
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  // A port found free can be taken by another process (npm test runs three suites at once) before
  // the server binds it: seen once in CI as EADDRINUSE. Another free port, up to three tries.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(opts, await freePort());
    } catch (e) {
      if (attempt >= 3 || !(e instanceof Error) || !e.message.startsWith("server exited") || !e.message.includes("EADDRINUSE")) throw e;
    }
  }
}

async function startServerOn(opts: StartOptions, port: number): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), "switchyard-http-"));
  const env: EnvVars = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    GATEWAY_DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // Test receivers and upstreams listen on loopback; a test proving the outbound rule passes "" (closed).
    GATEWAY_ALLOW_PRIVATE_NETWORKS: TEST_ALLOW_PRIVATE_NETWORKS,
    // Provider secrets in the database (issue 25) need a key on PostgreSQL; instances sharing one database share it.
    ...(process.env.DATABASE_URL && !process.env.GATEWAY_SECRET_KEY ? { GATEWAY_SECRET_KEY: TEST_SECRET_KEY } : {}),
    ...opts.env,
  };
  if (opts.transport !== "next") compileServer();
  const [cmd, args] =
    opts.transport === "next"
      ? [process.execPath, [join(ROOT, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"]]
      : [process.execPath, opts.command ? [...opts.command.nodeArgs, opts.command.entry] : ["--enable-source-maps", "dist/server/main.mjs"]];
  const child: ChildProcess = spawn(cmd, args, { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => {
    err += d.toString();
    if (opts.logFile) appendFileSync(opts.logFile, d);
  });
  const url = `http://127.0.0.1:${port}`;
  // A bound for a hang: on a loaded two-core CI host one start took over 90 s.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${err}`);
    try {
      const r = await fetch(`${url}/api/v1/openapi.json`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time\n${err}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    env,
    child,
    dataDir,
    stdout: () => out,
    stderr: () => err,
    stop: (signal = "SIGTERM", keepData = false) =>
      new Promise((res) => {
        // (killed by a signal: exitCode stays null, signalCode is set; its exit has been seen)
        if (child.exitCode !== null || child.signalCode !== null) return res(child.exitCode);
        child.once("exit", (code) => {
          if (!opts.dataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
          res(code);
        });
        child.kill(signal);
      }),
  };
}

/**
 * Run the operator CLI with the given environment; returns its parsed stdout JSON. It runs the CLI
 * compiled by the suite's global setup (server/test/admin-cli.ts) unless `source` asks for tsx on
 * scripts/admin.ts (as `npx switchyard-admin` runs it).
 */
export function runAdmin(args: string[], env: EnvVars, opts: { source?: boolean } = {}): { status: number | null; json: unknown; stderr: string } {
  const [cmd, pre] = opts.source ? [TSX, ["scripts/admin.ts"]] : adminCommand(ROOT);
  const r = spawnSync(cmd, [...pre, ...args], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: "warn" }, encoding: "utf8" });
  let json: unknown = null;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    json = null;
  }
  return { status: r.status, json, stderr: r.stderr };
}
