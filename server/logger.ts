import { createRequire } from "node:module";
import { join } from "node:path";
import pino from "pino";

type PrettyFactory = (opts: { destination: number; sync: boolean; colorize?: boolean; translateTime?: string; ignore?: string }) => pino.DestinationStream;

/**
 * Development only (NODE_ENV=development): human-readable lines through pino-pretty, when that
 * dev dependency is installed. Resolved from the working directory at run time, so a production
 * install without dev dependencies (and Next's bundler) never looks for it.
 */
function prettyStream(): pino.DestinationStream | null {
  if (process.env.NODE_ENV !== "development") return null;
  try {
    const mod = createRequire(join(process.cwd(), "package.json"))("pino-pretty") as PrettyFactory | { default: PrettyFactory };
    const factory = typeof mod === "function" ? mod : mod.default;
    return factory({ destination: 2, sync: false, colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname,app" });
  } catch {
    return null;
  }
}

/**
 * Structured logs on stderr (stdout is reserved for the bootstrap line and the CLI's JSON).
 * Anything that could carry a secret is redacted by path; call sites never log keys. Lines of a
 * request carry its `requestId`, the id returned in the `x-request-id` response header.
 */
const g = globalThis as { __switchyardLogger?: pino.Logger };

export const logger: pino.Logger =
  g.__switchyardLogger ??
  (g.__switchyardLogger = pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
      base: { app: "switchyard" },
      redact: {
        paths: [
          "key",
          "*.key",
          "api_key",
          "*.api_key",
          "authorization",
          "*.authorization",
          "headers.authorization",
          "req.headers.authorization",
          "management_key",
          "*.management_key",
        ],
        censor: "[redacted]",
      },
    },
    prettyStream() ?? pino.destination({ fd: 2, sync: false }),
  ));
