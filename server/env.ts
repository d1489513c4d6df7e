import ipaddr from "ipaddr.js";
import { z } from "zod";

/** The operator contract's environment (docs/operator-contract.md), validated once. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// URL").optional(),
  GATEWAY_CONFIG: z.string().optional(),
  GATEWAY_MANAGEMENT_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  GATEWAY_DATA_DIR: z.string().default("./.data"),
  /** Optional: the console session cookie secret. When unset, one is generated and kept in the database. */
  GATEWAY_SESSION_SECRET: z.string().min(32).optional(),
  /** Usage rows queued for the ledger before inference answers 503 (issue 12; server/services/usage/ledger.ts). */
  GATEWAY_LEDGER_MAX_PENDING: z.coerce.number().int().min(1).default(50_000),
  /** How long a usage row waits for company before its ledger batch is written, in ms. */
  GATEWAY_LEDGER_FLUSH_MS: z.coerce.number().int().min(1).max(60_000).default(200),
  /** Server-tool loop (issue 16): model calls with tools before the one final turn with tools disabled. */
  GATEWAY_SERVER_TOOLS_MAX_STEPS: z.coerce.number().int().min(1).max(100).default(10),
  /** Days the I/O log keeps request and response bodies (issue 16); an hourly job purges older ones. */
  GATEWAY_IO_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** GET /metrics (Prometheus): served only when set, to a request bearing it as `Authorization: Bearer <token>`. */
  GATEWAY_METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Encrypts provider secrets stored in the database (issue 25; server/catalog/secrets.ts); >= 32 characters. */
  GATEWAY_SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /** During a key rotation: the key secrets may still be encrypted under (decryption only). */
  GATEWAY_SECRET_KEY_PREVIOUS: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * How long an instance serves a key from its cache, in ms (default 1000): the bound on a
   * revocation made elsewhere without Redis. With REDIS_URL revocations are pushed at once; the
   * cross-instance tests set it long so that only that push can refuse a revoked key.
   */
  GATEWAY_KEY_CACHE_TTL_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  /** How often an instance polls the database's catalog version, in ms (default 2000; 30000 with REDIS_URL, whose messages come first). */
  GATEWAY_CATALOG_POLL_MS: z.coerce.number().int().min(50).max(60_000).optional(),
  /**
   * Outbound requests to admin-chosen URLs (broadcast destinations): unset/0 refuses loopback,
   * private, link-local, ... addresses; `1` opens loopback and the private ranges; a comma-separated
   * CIDR list opens exactly those (server/net/guarded.ts, docs/decisions.md "Outbound requests").
   */
  GATEWAY_ALLOW_PRIVATE_NETWORKS: z
    .string()
    .refine(
      (v) => v.trim() === "0" || v.trim() === "1" || v.split(",").every((p) => p.trim() === "" || ipaddr.isValid(p.trim()) || ipaddr.isValidCIDR(p.trim())),
      "must be 0, 1 or a comma-separated list of CIDR ranges (e.g. 10.0.0.0/8,fd00::/8)",
    )
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

function blankToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(source)) out[k] = v === "" ? undefined : v;
  return out;
}

export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(blankToUndefined(process.env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}
