import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { logger } from "../logger";

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const PAGE = (message: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Switchyard</title></head>
<body style="font-family:system-ui,sans-serif;margin:3rem"><h1>Switchyard</h1><p>${message}</p></body></html>
`;

export interface ConsoleServer {
  handle: NextHandler;
  /** Stop a console build still running. */
  stop(): void;
}

/**
 * The console (Next) for the production server, loaded on its first request: a gateway that only
 * serves the API never loads Next at all. On a fresh clone (no console build, or one older than
 * its sources: `rebuild`), `next build` runs in the background while the API already answers;
 * until it is done a console page answers 503 with a page that reloads itself.
 */
export function consoleServer(opts: { dir: string; port: number; rebuild: boolean }): ConsoleServer {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  let building: ChildProcess | null = null;
  let failed = false;
  if (opts.rebuild || !existsSync(join(opts.dir, distDir, "BUILD_ID"))) {
    logger.info("building the console in the background (`next build`); the API is served meanwhile");
    building = spawn(process.execPath, [join(opts.dir, "scripts", "build.mjs"), "--next"], {
      cwd: opts.dir,
      stdio: ["ignore", 2, 2], // stdout stays the gateway's own (the management key line)
      env: { ...process.env, NODE_ENV: "production", SWITCHYARD_SKIP_TYPECHECK: "1" },
    });
    building.once("exit", (code) => {
      building = null;
      failed = code !== 0;
      if (failed) logger.error({ code }, "the console build failed: console pages answer 503; the API is unaffected");
      else logger.info("console built");
    });
  }

  let handler: Promise<NextHandler> | null = null;
  const load = async (): Promise<NextHandler> => {
    const { default: next } = await import("next");
    const app = next({ dev: false, dir: opts.dir, hostname: "localhost", port: opts.port });
    await app.prepare();
    return app.getRequestHandler();
  };

  return {
    handle: async (req, res) => {
      if (building || failed) {
        res.writeHead(503, { "content-type": "text/html; charset=utf-8", "retry-after": "5", "cache-control": "no-store" });
        res.end(PAGE(failed ? "The console could not be built: see the server log. The API is running." : "The console is being built (first start). This page reloads itself; the API is already running."));
        return;
      }
      handler ??= load().catch((err: unknown) => {
        handler = null;
        throw err;
      });
      await (await handler)(req, res);
    },
    stop: () => {
      building?.kill("SIGTERM");
    },
  };
}
