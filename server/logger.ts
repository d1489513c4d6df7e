import pino from "pino";

/**
 * Structured logs on stderr (stdout is reserved for the bootstrap line and the CLI's JSON).
 * Anything that could carry a secret is redacted by path; call sites never log keys.
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
    pino.destination({ fd: 2, sync: false }),
  ));
