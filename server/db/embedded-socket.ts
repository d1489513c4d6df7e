import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { serveWire } from "./embedded-wire";

/**
 * PGlite allows one process per data directory. While the server runs, it serves its
 * embedded database to local processes (the operator CLI) over the PostgreSQL wire protocol
 * on 127.0.0.1, and says where in <data dir>/server.json (0600), with the password it requires.
 */
export interface EmbeddedServerInfo {
  pid: number;
  host: string;
  port: number;
  /** A random password, new at every start: the wire server refuses connections without it. */
  password: string;
}

const INFO_FILE = "server.json";

/**
 * PGlite's settings, sized for a gateway rather than for analytics: every byte PostgreSQL touches
 * is wasm memory, which a wasm instance never gives back. PostgreSQL's default 128 MB of shared
 * buffers: 16 MB serves a gateway's working set (idle RSS ~130 MB lower). maintenance_work_mem
 * (64 MB by default: CREATE INDEX in a migration, VACUUM) 16 MB; temp_buffers (8 MB; nothing here
 * uses temporary tables) 1 MB. work_mem stays PostgreSQL's 4 MB: the analytics' sorts and hashes
 * at 10,000 keys need it, and it is given back to PostgreSQL's allocator after each query.
 * (PGlite's initialMemory cannot go below the 128 MB its wasm module declares; untouched pages of
 * it are not resident.)
 */
export const EMBEDDED_PG_CONF = ["shared_buffers=16MB", "maintenance_work_mem=16MB", "temp_buffers=1MB"];

/**
 * Serve a PGlite to local processes over the wire protocol on 127.0.0.1 and record where in
 * server.json: the server's own pool (its database thread) and the operator CLI connect there.
 * One connection at a time holds PGlite's single session for a whole statement sequence or
 * transaction (see embedded-wire.ts).
 */
export async function serveEmbedded(
  pglite: PGlite,
  dataDir: string,
  maxConnections = 8,
): Promise<{ host: string; port: number; password: string; stop: () => Promise<void> }> {
  const password = randomBytes(24).toString("hex");
  const server = await serveWire(pglite, { host: "127.0.0.1", port: 0, maxConnections, password });
  const { host, port } = server;
  const file = join(resolve(dataDir), INFO_FILE);
  // Only the gateway's user may read the password: written 0600 under a temporary name, then renamed.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ pid: process.pid, host, port, password } satisfies EmbeddedServerInfo), { mode: 0o600 });
  renameSync(tmp, file);
  return {
    host,
    port,
    password,
    stop: async () => {
      rmSync(file, { force: true });
      await server.stop();
    },
  };
}

export const embeddedUrl = (host: string, port: number, password: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@${host}:${port}/postgres?sslmode=disable`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live server that owns dataDir's embedded database, if any. */
export function runningEmbeddedServer(dataDir: string): EmbeddedServerInfo | null {
  const file = join(resolve(dataDir), INFO_FILE);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, "utf8")) as Partial<EmbeddedServerInfo>;
    if (typeof info.pid !== "number" || typeof info.port !== "number" || !alive(info.pid)) return null;
    return { pid: info.pid, host: info.host ?? "127.0.0.1", port: info.port, password: typeof info.password === "string" ? info.password : "" };
  } catch {
    return null;
  }
}

/**
 * PGlite allows one process per data directory: opening one that a live server owns would
 * corrupt it. Both openers (the production server's database thread and in-process PGlite under
 * `next start`, tests and the offline CLI) check here first.
 */
export function assertNotServed(dataDir: string): void {
  const owner = runningEmbeddedServer(dataDir);
  if (owner) throw new Error(`another gateway (pid ${owner.pid}) is serving the embedded database in ${resolve(dataDir)}`);
}

/** The running server's embedded database, as a postgres:// URL, or null when no server owns dataDir. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const info = runningEmbeddedServer(dataDir);
  return info ? embeddedUrl(info.host, info.port, info.password) : null;
}
