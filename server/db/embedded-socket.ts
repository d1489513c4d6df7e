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

/**
 * Serve a PGlite to local processes over the wire protocol on 127.0.0.1 and record where in
 * server.json: the server's own pool (its database thread) and the operator CLI connect there.
 */
export async function serveEmbedded(
  pglite: PGlite,
  dataDir: string,
  maxConnections = 8,
): Promise<{ host: string; port: number; stop: () => Promise<void> }> {
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  const [host, p] = server.getServerConn().split(":");
  const port = Number(p);
  const file = join(resolve(dataDir), INFO_FILE);
  writeFileSync(file, JSON.stringify({ pid: process.pid, host, port } satisfies EmbeddedServerInfo));
  return {
    host,
    port,
    stop: async () => {
      rmSync(file, { force: true });
      await server.stop();
    },
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
