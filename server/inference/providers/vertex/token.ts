import { createSign } from "node:crypto";
import { request } from "undici";
import { z } from "zod";
import type { ProviderConfig, ServiceAccount } from "../../../catalog/catalog";
import { upstreamAgent, UpstreamError } from "../../../catalog/upstream-http";

/**
 * Vertex AI access tokens from a service-account key (Google's JWT bearer grant): an RS256 JWT
 * signed with the key's private key, for the key's token_uri, exchanged there for an access
 * token. The token is cached per provider until REFRESH_MARGIN_MS before it expires, and one
 * refresh at a time is in flight (concurrent requests share it). A failed exchange is an
 * upstream auth failure (401 → a 502 naming the provider), never showing the key.
 */

export const SCOPE = "https://www.googleapis.com/auth/cloud-platform";
/** Refresh this long before expiry (a request in flight must not carry a token about to lapse). */
export const REFRESH_MARGIN_MS = 5 * 60_000;

interface Cached {
  token: string;
  expiresAt: number;
}

const tokenAnswer = z.looseObject({ access_token: z.string().min(1), expires_in: z.number().positive().optional(), token_type: z.string().optional() });

const b64url = (v: string | Buffer) => Buffer.from(v).toString("base64url");

/** The signed assertion (header.claims.signature), valid for an hour from `nowSec`. */
export function signAssertion(sa: ServiceAccount, nowSec: number): string {
  const header = { alg: "RS256", typ: "JWT", ...(sa.private_key_id ? { kid: sa.private_key_id } : {}) };
  const claims = { iss: sa.client_email, sub: sa.client_email, scope: SCOPE, aud: sa.token_uri, iat: nowSec, exp: nowSec + 3600 };
  const unsigned = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  const signature = createSign("RSA-SHA256").update(unsigned).sign(sa.private_key);
  return `${unsigned}.${b64url(signature)}`;
}

export class TokenSource {
  private cached: Cached | null = null;
  private inflight: Promise<Cached> | null = null;

  constructor(
    private readonly provider: ProviderConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** A valid access token: the cached one, or a fresh one (one exchange at a time). */
  async token(): Promise<string> {
    const c = this.cached;
    if (c && c.expiresAt - REFRESH_MARGIN_MS > this.now()) return c.token;
    this.inflight ??= this.exchange().finally(() => {
      this.inflight = null;
    });
    return (await this.inflight).token;
  }

  /** Forget the cached token (the upstream answered 401 with it). */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = null;
  }

  private async exchange(): Promise<Cached> {
    const p = this.provider;
    const sa = p.secrets.serviceAccount;
    if (!sa) throw new UpstreamError("http", p.id, 401, "no service-account credentials");
    let assertion: string;
    try {
      assertion = signAssertion(sa, Math.floor(this.now() / 1000));
    } catch {
      throw new UpstreamError("http", p.id, 401, "the service-account private key cannot sign (is it a PEM RSA key?)");
    }
    const form = new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString();
    let status: number;
    let text: string;
    try {
      const res = await request(sa.token_uri, {
        method: "POST",
        dispatcher: upstreamAgent(p),
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form,
        headersTimeout: p.timeout_ms,
        bodyTimeout: p.timeout_ms,
      });
      status = res.statusCode;
      text = await res.body.text();
    } catch (err) {
      throw new UpstreamError("connection", p.id, null, `token endpoint unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (status >= 500 || status === 429) throw new UpstreamError("http", p.id, status, `token endpoint answered ${status}`);
    // Any other refusal is the credentials' fault: an auth failure (never the body: it may echo the assertion).
    if (status >= 400) throw new UpstreamError("http", p.id, 401, `token endpoint refused the service-account credentials (${status})`);
    let parsed: z.infer<typeof tokenAnswer>;
    try {
      parsed = tokenAnswer.parse(JSON.parse(text));
    } catch {
      throw new UpstreamError("protocol", p.id, status, "token endpoint answer is malformed");
    }
    const cached = { token: parsed.access_token, expiresAt: this.now() + (parsed.expires_in ?? 3600) * 1000 };
    this.cached = cached;
    return cached;
  }
}

const SOURCES = Symbol.for("switchyard.vertexTokens");
type Holder = { [SOURCES]?: WeakMap<ProviderConfig, TokenSource> };

/** The provider's token source (one per provider record). */
export function tokenSource(p: ProviderConfig): TokenSource {
  const h = globalThis as Holder;
  const map = (h[SOURCES] ??= new WeakMap());
  let s = map.get(p);
  if (!s) {
    s = new TokenSource(p);
    map.set(p, s);
  }
  return s;
}
