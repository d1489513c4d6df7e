/**
 * The production server (`npm start`, compiled to dist/server/main.mjs by scripts/build.mjs):
 * node:http with the inference paths on a lean path of their own (see server/inference), the
 * other /api routes (REST through trpc-to-openapi, tRPC, the session) on the same handlers as
 * app/api but without Next, and the console pages handed to Next, loaded on first use.
 */
import http from "node:http";
import { setDb } from "./db";
import { openEmbeddedInWorker } from "./db/embedded-worker-host";
import { startPrismaDebugTrim } from "./db/prisma-debug-history";
import { env } from "./env";
import { AppError, errorAnswer } from "./errors/app-error";
import { drainUnread } from "./http/body-limit";
import { handleClientError } from "./http/client-error";
import { apiHandler, isPlainApiPath } from "./http/api-routes";
import { consoleServer } from "./http/console-server";
import { earlyApiError, edgeApiError } from "./http/early-checks";
import { sendError, sendWebResponse, toWebRequest } from "./http/node-web";
import { inferenceRouteFor } from "./inference/request";
import { serveInferenceNode } from "./inference/http/node";
import { logger } from "./logger";
import { answerMetrics, isMetricsPath } from "./observability/metrics-endpoint";
import { startGateway } from "./startup";

async function main(): Promise<void> {
  const e = env();
  const dir = process.cwd();
  // The embedded database gets a thread of its own here (not under `next start`, where Next's
  // instrumentation opens it in-process): its queries never stall the lean path's event loop.
  if (!e.DATABASE_URL) setDb(openEmbeddedInWorker(e.GATEWAY_DATA_DIR));
  const stop = await startGateway();
  // Prisma's debug history holds the last 100 queries' parameters (ledger batches, I/O log bodies).
  startPrismaDebugTrim();

  // scripts/start.mjs says when the console build is older than its sources.
  const consolePages = consoleServer({ dir, port: e.PORT, rebuild: process.env.SWITCHYARD_CONSOLE_STALE === "1" });
  delete process.env.SWITCHYARD_CONSOLE_STALE;
  const internalError = (res: http.ServerResponse, err: unknown) => {
    logger.error({ err }, "request failed");
    if (!res.headersSent) {
      sendError(res, new AppError("INTERNAL"));
    } else res.destroy();
  };
  const serveApi = async (req: http.IncomingMessage, res: http.ServerResponse, method: string, path: string) => {
    const handler = await apiHandler(method, path);
    const web = toWebRequest(req, res);
    const response = await handler(web);
    // Answered without reading the body (a 405, an unknown path): read and drop the rest while
    // the connection lingers after the answer, so the client finds it instead of a reset.
    if (!req.complete) drainUnread(web);
    await sendWebResponse(req, res, response, method === "HEAD");
  };

  const server = http.createServer((req, res) => {
    // /api in another letter case (404) or a method implemented nowhere (501): the envelope, before routing.
    const edge = edgeApiError(req.method, req.url);
    if (edge) {
      sendError(res, edge);
      return;
    }
    const route = inferenceRouteFor(req.url);
    if (route) {
      serveInferenceNode(route, req, res).catch((err: unknown) => {
        logger.error({ err }, "inference request failed");
        if (!res.headersSent) sendError(res, new AppError("INTERNAL"));
        else res.end(errorAnswer(new AppError("INTERNAL")).body);
      });
      return;
    }
    if (isMetricsPath(req.url)) {
      void answerMetrics(req.method ?? "GET", req.headers.authorization).then((m) => {
        res.writeHead(m.status, m.headers);
        res.end(req.method === "HEAD" ? undefined : m.body);
      });
      return;
    }
    const early = earlyApiError(req.url);
    if (early) {
      sendError(res, early);
      return;
    }
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);
    // A path Next would first redirect or normalize (trailing slash, dot segments) still goes to Next.
    if (isPlainApiPath(path)) {
      serveApi(req, res, req.method ?? "GET", path).catch((err: unknown) => internalError(res, err));
      return;
    }
    consolePages.handle(req, res).catch((err: unknown) => internalError(res, err));
  });
  server.keepAliveTimeout = 65_000;
  // Longer than keepAliveTimeout: with node's 60 s, a client reusing a connection idle for 60–65 s
  // (its pool keeps it for the 65 s we advertise) can meet the headers timer and a closed socket
  // instead of an answer ("other side closed"; seen in CI when a test's CLI steps ran long).
  server.headersTimeout = 66_000;
  // A request node's parser refuses (headers over 16 KB, bad syntax, a timeout) gets the
  // envelope, not node's empty 400. requestTimeout (300 s) stays node's.
  server.on("clientError", handleClientError);
  await new Promise<void>((resolve) => server.listen(e.PORT, e.HOST, resolve));
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : e.PORT;
  logger.info({ port }, `listening on http://localhost:${port}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consolePages.stop();
    logger.info({ signal }, "shutting down: draining in-flight requests");
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    const finish = () =>
      stop()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          logger.error({ err }, "shutdown failed");
          process.exit(1);
        });
    // Stop accepting, let in-flight requests complete (their ledger rows are queued as they
    // end), then flush the ledger and close the database.
    server.close(() => void finish());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  logger.fatal({ err: err instanceof Error ? err.message : String(err) }, "start-up failed");
  process.stderr.write(`start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
