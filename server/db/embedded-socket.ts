import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite allows one process per data directory. While the server runs, it serves its
 * embedded database to local processes (the operator CLI) over the PostgreSQL wire protocol
 * on 127.0.0.1, and says where in <data dir>/server.json.
 */
export interface EmbeddedServerInfo {
  pid: number;
  host: string;
  port: number;
}

const INFO_FILE = "server.json";

/**
 * PGlite's settings: PostgreSQL's default 128 MB of shared buffers would be wasm memory that
 * is never given back; 16 MB serves a gateway's working set (idle RSS ~130 MB lower).
 */
export const EMBEDDED_PG_CONF = ["shared_buffers=16MB"];

export function writeServerInfo(dataDir: string, info: EmbeddedServerInfo): void {
  writeFileSync(join(resolve(dataDir), INFO_FILE), JSON.stringify(info satisfies EmbeddedServerInfo));
}

export function removeServerInfo(dataDir: string): void {
  rmSync(join(resolve(dataDir), INFO_FILE), { force: true });
}

/** Serve an in-process PGlite to local processes (under `next start`, where it runs in-process). */
export async function serveEmbedded(pglite: PGlite, dataDir: string): Promise<() => Promise<void>> {
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 8 });
  await server.start();
  const [host, port] = server.getServerConn().split(":");
  writeServerInfo(dataDir, { pid: process.pid, host, port: Number(port) });
  return async () => {
    removeServerInfo(dataDir);
    await server.stop();
  };
}

export const embeddedUrl = (host: string, port: number) => `postgres://postgres:postgres@${host}:${port}/postgres?sslmode=disable`;

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
    return { pid: info.pid, host: info.host ?? "127.0.0.1", port: info.port };
  } catch {
    return null;
  }
}

/** The running server's embedded database, as a postgres:// URL, or null when no server owns dataDir. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const info = runningEmbeddedServer(dataDir);
  return info ? embeddedUrl(info.host, info.port) : null;
}
