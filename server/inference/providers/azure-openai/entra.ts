import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { ProviderConfig } from "../../../catalog/catalog";
import { UpstreamError } from "../../../catalog/upstream-http";

/**
 * Microsoft Entra ID tokens for Azure OpenAI: read from `entra_token_file` (kept fresh by
 * something else, e.g. a sidecar) or printed by `entra_token_command` (e.g. `az account
 * get-access-token --resource https://cognitiveservices.azure.com --query accessToken -o tsv`;
 * a JSON answer with `accessToken` works too). Cached until REFRESH_MARGIN_MS before the token's
 * `exp` (Entra tokens are JWTs; a token without one is re-read after DEFAULT_TTL_MS); one
 * refresh at a time. A failure is an auth failure of the provider (401), never its output.
 */

export const REFRESH_MARGIN_MS = 5 * 60_000;
export const DEFAULT_TTL_MS = 5 * 60_000 + 60_000;

/** The `exp` of a JWT (ms), or null. */
export function jwtExpiry(token: string): number | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const exp = (JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

function tokenOf(text: string): string {
  const t = text.trim();
  if (t.startsWith("{")) {
    const j = JSON.parse(t) as { accessToken?: unknown; access_token?: unknown };
    const v = j.accessToken ?? j.access_token;
    if (typeof v === "string") return v;
    throw new Error("no accessToken in the JSON");
  }
  return t;
}

function run(command: string, timeoutMs: number): Promise<string> {
  return new Promise((res, rej) => {
    execFile("/bin/sh", ["-c", command], { timeout: timeoutMs, maxBuffer: 1 << 20 }, (err, stdout) => (err ? rej(err) : res(stdout)));
  });
}

export class EntraTokenSource {
  private cached: { token: string; refreshAt: number } | null = null;
  private inflight: Promise<string> | null = null;

  constructor(
    private readonly p: ProviderConfig,
    private readonly now: () => number = Date.now,
  ) {}

  async token(): Promise<string> {
    if (this.cached && this.cached.refreshAt > this.now()) return this.cached.token;
    this.inflight ??= this.fetch().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async fetch(): Promise<string> {
    const p = this.p;
    let token: string;
    try {
      const text = p.entra_token_file ? await readFile(resolve(/*turbopackIgnore: true*/ p.entra_token_file), "utf8") : await run(p.entra_token_command ?? "", Math.min(p.timeout_ms, 30_000));
      token = tokenOf(text);
      if (!token) throw new Error("empty");
    } catch {
      throw new UpstreamError("http", p.id, 401, `no Entra token: ${p.entra_token_file ? "entra_token_file could not be read" : "entra_token_command failed"}`);
    }
    const exp = jwtExpiry(token);
    this.cached = { token, refreshAt: exp !== null ? exp - REFRESH_MARGIN_MS : this.now() + DEFAULT_TTL_MS - REFRESH_MARGIN_MS };
    return token;
  }
}

const SOURCES = Symbol.for("switchyard.entraTokens");
type Holder = { [SOURCES]?: WeakMap<ProviderConfig, EntraTokenSource> };

export function entraTokenSource(p: ProviderConfig): EntraTokenSource {
  const h = globalThis as Holder;
  const map = (h[SOURCES] ??= new WeakMap());
  let s = map.get(p);
  if (!s) {
    s = new EntraTokenSource(p);
    map.set(p, s);
  }
  return s;
}
