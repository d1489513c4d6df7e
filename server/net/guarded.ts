import dns from "node:dns";
import type { AgentOptions as HttpAgentOptions } from "node:http";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, type Dispatcher, request } from "undici";
import { env } from "../env";
import { logger } from "../logger";

/**
 * The one outbound HTTP client for URLs an organization admin chooses (broadcast destinations,
 * their test, anything later): the rule is in docs/decisions.md ("Outbound requests").
 *
 * - An address is refused when it is loopback, private (RFC 1918), carrier-grade NAT, link-local
 *   (169.254.0.0/16: cloud metadata; fe80::/10), unique local (fc00::/7), multicast, broadcast,
 *   unspecified (0.0.0.0/8, ::) or reserved; an IPv6 address that embeds an IPv4 one
 *   (IPv4-mapped, IPv4-compatible, NAT64 64:ff9b::/96, 6to4) is judged by the IPv4 address it
 *   embeds, and the other special IPv6 ranges (Teredo, 64:ff9b:1::/48, site-local, discard,
 *   documentation, …) are refused whole. Only global unicast passes.
 * - `GATEWAY_ALLOW_PRIVATE_NETWORKS=1` opens loopback, private, carrier-grade NAT and unique
 *   local (never link-local, multicast, unspecified); a comma-separated CIDR list opens exactly
 *   the addresses inside those ranges.
 * - The check runs where the socket connects: a `lookup` hook on the dispatcher judges every
 *   address the name resolves to (all of them: one refused address refuses the name), and an IP
 *   literal is judged before connecting. A name that resolved to a public address when it was
 *   saved and to 127.0.0.1 now (DNS rebinding) is refused now.
 * - No redirect is followed: a 3xx is the answer.
 *
 * Errors never carry the network's own text (it would scan ports for the caller): an
 * `OutboundError` with a stable `reason` and message.
 */

// ---------------------------------------------------------------------------------------------
// Addresses

/** Why an address is refused. */
export type AddressCategory =
  | "loopback"
  | "private"
  | "carrier-grade NAT"
  | "link-local"
  | "unique local"
  | "multicast"
  | "broadcast"
  | "unspecified"
  | "reserved";

/** What the operator opened (GATEWAY_ALLOW_PRIVATE_NETWORKS). */
export interface AllowPolicy {
  /** `1`: loopback, private, carrier-grade NAT and unique local are open. */
  privateRanges: boolean;
  /** Exactly these ranges are open. */
  cidrs: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

export const CLOSED: AllowPolicy = { privateRanges: false, cidrs: [] };

/** Categories `GATEWAY_ALLOW_PRIVATE_NETWORKS=1` opens. */
const OPENED_BY_ONE: ReadonlySet<AddressCategory> = new Set(["loopback", "private", "carrier-grade NAT", "unique local"]);

/**
 * Parse the setting: unset, blank or `0` → closed; `1` → private ranges; else a comma-separated
 * CIDR list (an address without a prefix is one address). Throws on anything else.
 */
export function parseAllowPolicy(value: string | undefined): AllowPolicy {
  const v = (value ?? "").trim();
  if (v === "" || v === "0") return CLOSED;
  if (v === "1") return { privateRanges: true, cidrs: [] };
  const cidrs: AllowPolicy["cidrs"] = [];
  for (const part of v.split(",")) {
    const p = part.trim();
    if (p === "") continue;
    if (p.includes("/")) {
      if (!ipaddr.isValidCIDR(p)) throw new Error(`not a CIDR range: ${p}`);
      cidrs.push(ipaddr.parseCIDR(p));
    } else {
      if (!ipaddr.isValid(p)) throw new Error(`not an IP address: ${p}`);
      const a = ipaddr.parse(p);
      cidrs.push([a, a.kind() === "ipv4" ? 32 : 128]);
    }
  }
  return { privateRanges: false, cidrs };
}

const V4_CATEGORY: Record<string, AddressCategory | null> = {
  unicast: null,
  unspecified: "unspecified",
  broadcast: "broadcast",
  multicast: "multicast",
  linkLocal: "link-local",
  loopback: "loopback",
  carrierGradeNat: "carrier-grade NAT",
  private: "private",
  reserved: "reserved",
  // Public anycast services (RFC 7534/7535, 7450): ordinary destinations.
  as112: null,
  amt: null,
};

const V6_CATEGORY: Record<string, AddressCategory | null> = {
  unicast: null,
  unspecified: "unspecified",
  linkLocal: "link-local",
  multicast: "multicast",
  loopback: "loopback",
  uniqueLocal: "unique local",
  as112v6: null,
  amt: null,
};

/** The IPv4 address an IPv6 one carries, when it is one of the forms that reach it. */
function embeddedV4(a: ipaddr.IPv6): ipaddr.IPv4 | null {
  const b = a.toByteArray();
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (RFC 6145), ::a.b.c.d (compatible, deprecated),
  // 64:ff9b::a.b.c.d (NAT64 well-known prefix).
  const tail = () => new ipaddr.IPv4(b.slice(12, 16));
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return tail();
  if (zeros(0, 8) && b[8] === 0xff && b[9] === 0xff && zeros(10, 12)) return tail();
  if (zeros(0, 12)) return tail();
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return tail();
  // 2002:AABB:CCDD::/16 (6to4).
  if (b[0] === 0x20 && b[1] === 0x02) return new ipaddr.IPv4(b.slice(2, 6));
  return null;
}

function inCidrs(a: ipaddr.IPv4 | ipaddr.IPv6, cidrs: AllowPolicy["cidrs"]): boolean {
  for (const [range, bits] of cidrs) {
    if (a.kind() === range.kind() && a.match(range, bits)) return true;
  }
  return false;
}

/**
 * The category that refuses this address under the policy, or null when it may be reached.
 * Accepts what `ipaddr.js` parses: dotted quads and the odd IPv4 forms (127.1, 0x7f000001,
 * 2130706433, 0177.0.0.1), IPv6 with or without brackets or a zone. Not an address → "reserved".
 */
export function refusedCategory(address: string, policy: AllowPolicy = CLOSED): AddressCategory | null {
  const raw = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  let a: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    a = ipaddr.parse(raw);
  } catch {
    return "reserved";
  }
  if (inCidrs(a, policy.cidrs)) return null;
  let category: AddressCategory | null;
  if (a.kind() === "ipv6") {
    const v6 = a as ipaddr.IPv6;
    const v4 = embeddedV4(v6);
    if (v4 && !(v6.range() === "unspecified" || v6.range() === "loopback")) {
      if (inCidrs(v4, policy.cidrs)) return null;
      category = V4_CATEGORY[v4.range()] ?? (v4.range() in V4_CATEGORY ? null : "reserved");
    } else {
      const r = v6.range();
      category = r in V6_CATEGORY ? V6_CATEGORY[r] : "reserved";
    }
  } else {
    const r = a.range();
    category = r in V4_CATEGORY ? V4_CATEGORY[r] : "reserved";
  }
  if (category && policy.privateRanges && OPENED_BY_ONE.has(category)) return null;
  return category;
}

// ---------------------------------------------------------------------------------------------
// Errors

export type OutboundReason =
  /** Not an http(s) URL, or one with credentials. */
  | "invalid_url"
  /** The host is (or resolves to) an address the rule refuses. */
  | "refused_address"
  /** The host name does not resolve. */
  | "unresolved"
  /** No connection or no complete answer (refused, reset, TLS, unreachable). */
  | "unreachable"
  | "timeout"
  /** The answer's body was larger than allowed. */
  | "response_too_large";

const REASON_TEXT: Record<OutboundReason, string> = {
  invalid_url: "must be an http:// or https:// URL without credentials",
  refused_address: "the address is not reachable from this gateway",
  unresolved: "the host name does not resolve",
  unreachable: "no answer from the receiver",
  timeout: "no answer in time",
  response_too_large: "the receiver's answer is too large",
};

/** A failed outbound request: a stable reason and message, never the network's own text. */
export class OutboundError extends Error {
  readonly code = "E_OUTBOUND_REFUSED";
  constructor(
    readonly reason: OutboundReason,
    message: string = REASON_TEXT[reason],
    /** For a refused address: which kind. */
    readonly category?: AddressCategory,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

function refusedText(category: AddressCategory): string {
  return `the host is or resolves to a ${category} address, which this gateway does not reach (GATEWAY_ALLOW_PRIVATE_NETWORKS)`;
}

function refusal(category: AddressCategory): OutboundError {
  return new OutboundError("refused_address", refusedText(category), category);
}

// ---------------------------------------------------------------------------------------------
// Refusal counting (per process, on globalThis: the server loads this module twice)

const KEY = Symbol.for("switchyard.outboundRefusals");
const counters = ((globalThis as { [KEY]?: { refused: number } })[KEY] ??= { refused: 0 });

/** Connections refused by the rule since start (for /metrics). */
export function outboundRefusals(): number {
  return counters.refused;
}

function countRefusal(host: string, category: AddressCategory, onRefusal?: (info: RefusalInfo) => void): void {
  counters.refused++;
  logger.warn({ host, category }, "outbound request refused: the address is not reachable from this gateway");
  try {
    onRefusal?.({ host, category });
  } catch {
    /* a hook never breaks the refusal */
  }
}

// ---------------------------------------------------------------------------------------------
// Policy and lookup

const POLICY = Symbol.for("switchyard.outboundPolicy");
const policyHolder = globalThis as { [POLICY]?: AllowPolicy };

/** The operator's policy (GATEWAY_ALLOW_PRIVATE_NETWORKS), read once. */
export function allowPolicy(): AllowPolicy {
  return (policyHolder[POLICY] ??= parseAllowPolicy(env().GATEWAY_ALLOW_PRIVATE_NETWORKS));
}

/** Replace the policy (tests); undefined → read GATEWAY_ALLOW_PRIVATE_NETWORKS again. */
export function setAllowPolicy(policy: AllowPolicy | undefined): void {
  policyHolder[POLICY] = policy;
}

type LookupAll = (hostname: string, callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void) => void;

/** A resolver: the system's (`dns.lookup`, all addresses) unless a test injects one. */
export type Resolver = (hostname: string) => Promise<dns.LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface GuardOptions {
  /** Default: the operator's setting. */
  policy?: AllowPolicy;
  /** Default: the system resolver. Tests inject a stub (a name that resolves to loopback). */
  resolve?: Resolver;
  /** Called for each refused connection (after it is counted and logged). */
  onRefusal?: (info: RefusalInfo) => void;
}

export interface RefusalInfo {
  host: string;
  category: AddressCategory;
}

/** The `lookup` of net.connect, judging every address a name resolves to. */
export function guardedLookup(opts: GuardOptions = {}): net.LookupFunction {
  const resolveAll: LookupAll = (hostname, cb) => {
    (opts.resolve ?? systemResolver)(hostname).then(
      (addrs) => cb(null, addrs),
      (err: unknown) => cb(err as NodeJS.ErrnoException, []),
    );
  };
  return (hostname, options, callback) => {
    resolveAll(hostname, (err, all) => {
      if (err || all.length === 0) {
        callback(new OutboundError("unresolved"), "", 0);
        return;
      }
      const policy = opts.policy ?? allowPolicy();
      const family = options.family === "IPv4" ? 4 : options.family === "IPv6" ? 6 : options.family;
      for (const a of all) {
        const category = refusedCategory(a.address, policy);
        if (category) {
          countRefusal(hostname, category, opts.onRefusal);
          callback(refusal(category), "", 0);
          return;
        }
      }
      const wanted = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
      if (wanted.length === 0) {
        callback(new OutboundError("unresolved"), "", 0);
        return;
      }
      if (options.all) callback(null, wanted);
      else callback(null, wanted[0].address, wanted[0].family);
    });
  };
}

/** Judge an IP-literal host now (net.connect skips `lookup` for literals). Null for names. */
function literalRefusal(hostname: string, policy: AllowPolicy): AddressCategory | null {
  const h = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  if (net.isIP(h) === 0) return null;
  return refusedCategory(h, policy);
}

// ---------------------------------------------------------------------------------------------
// Dispatchers

/**
 * An undici dispatcher whose every connection is judged by the rule: an IP-literal host before
 * connecting, a name by the `lookup` hook (each resolved address). Keep one per purpose.
 */
export function guardedAgent(opts: GuardOptions & { connectTimeoutMs?: number } = {}): Agent {
  const base = buildConnector({ lookup: guardedLookup(opts), timeout: opts.connectTimeoutMs ?? 10_000 });
  return new Agent({
    connect: (options, callback) => {
      const category = literalRefusal(options.hostname, opts.policy ?? allowPolicy());
      if (category) {
        countRefusal(options.hostname, category, opts.onRefusal);
        callback(refusal(category), null);
        return;
      }
      base(options, callback);
    },
  });
}

/**
 * Options for a node:http(s) Agent (the OpenTelemetry exporter's transport): the same `lookup`
 * hook. node:http does not follow redirects. IP-literal hosts skip `lookup`: check them with
 * `refusedUrlLiteral` where the URL is fixed (the exporter's pipeline is per URL).
 */
export function guardedNodeAgentOptions(opts: GuardOptions = {}): HttpAgentOptions {
  return { keepAlive: true, lookup: guardedLookup(opts) };
}

/** The refusal of a URL whose host is an IP literal (no lookup will judge it), else null. Counted and logged. */
export function refusedUrlLiteral(url: string, opts: GuardOptions = {}): OutboundError | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return new OutboundError("invalid_url");
  }
  const category = literalRefusal(u.hostname, opts.policy ?? allowPolicy());
  if (!category) return null;
  countRefusal(u.hostname, category, opts.onRefusal);
  return refusal(category);
}

// ---------------------------------------------------------------------------------------------
// Write-time check

/** A URL's form: http(s), no credentials. The WHATWG parser normalizes odd IPv4 hosts (127.1 → 127.0.0.1). */
function parseOutboundUrl(url: string): URL | null {
  try {
    const u = new URL(url);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    if (u.username !== "" || u.password !== "") return null;
    if (u.hostname === "") return null;
    return u;
  } catch {
    return null;
  }
}

/** How long a write waits for DNS. */
const WRITE_TIME_DNS_MS = 3_000;

/**
 * Validation when an admin saves a URL: http(s) without credentials, and its host (a literal, or
 * every address its name resolves to now) not refused by the rule. A name that does not resolve
 * is accepted (nothing is reached; the connect-time check judges it when it does).
 */
export async function checkOutboundUrl(url: string, opts: Pick<GuardOptions, "policy" | "resolve"> = {}): Promise<{ ok: true } | { ok: false; reason: string }> {
  const u = parseOutboundUrl(url);
  if (!u) return { ok: false, reason: REASON_TEXT.invalid_url };
  const policy = opts.policy ?? allowPolicy();
  const host = u.hostname.startsWith("[") ? u.hostname.slice(1, -1) : u.hostname;
  if (net.isIP(host) !== 0) {
    const category = refusedCategory(host, policy);
    return category ? { ok: false, reason: refusedText(category) } : { ok: true };
  }
  let addrs: dns.LookupAddress[];
  let timer: NodeJS.Timeout | undefined;
  try {
    // A resolver that does not answer in time is a name that does not resolve (a write never hangs on DNS).
    addrs = await Promise.race([
      (opts.resolve ?? systemResolver)(host),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), WRITE_TIME_DNS_MS))),
    ]);
  } catch {
    return { ok: true };
  } finally {
    clearTimeout(timer);
  }
  for (const a of addrs) {
    const category = refusedCategory(a.address, policy);
    if (category) return { ok: false, reason: refusedText(category) };
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// One request

export interface GuardedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface GuardedRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
  headers?: Record<string, string>;
  body?: string | Buffer | Uint8Array;
  /** The whole exchange, connect to last byte. Default 10 s. */
  timeoutMs?: number;
  /** Bytes of the answer's body kept; more → `response_too_large`. Default 64 KiB. */
  maxResponseBytes?: number;
  /** Default: one shared guarded agent under the operator's policy. */
  dispatcher?: Dispatcher;
}

const SHARED = Symbol.for("switchyard.guardedAgent");
function sharedAgent(): Agent {
  const g = globalThis as { [SHARED]?: Agent };
  return (g[SHARED] ??= guardedAgent());
}

function isOutboundError(err: unknown): OutboundError | null {
  for (let e: unknown = err, i = 0; e && i < 5; i++) {
    if (e instanceof OutboundError) return e;
    e = e instanceof Error ? e.cause : undefined;
  }
  // The error may have crossed a module copy (the server bundles this file twice).
  for (let e: unknown = err, i = 0; e && i < 5; i++) {
    if (e instanceof Error && (e as { code?: unknown }).code === "E_OUTBOUND_REFUSED") {
      const x = e as Error & { reason?: OutboundReason; category?: AddressCategory };
      return new OutboundError(x.reason ?? "refused_address", x.message, x.category);
    }
    e = e instanceof Error ? e.cause : undefined;
  }
  return null;
}

/**
 * One request to an admin-chosen URL through the guarded agent. No redirect is followed (a 3xx
 * is returned as it is). Throws only `OutboundError`.
 */
export async function guardedRequest(url: string, opts: GuardedRequestOptions = {}): Promise<GuardedResponse> {
  const u = parseOutboundUrl(url);
  if (!u) throw new OutboundError("invalid_url");
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const max = opts.maxResponseBytes ?? 64 * 1024;
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Dispatcher.ResponseData;
  try {
    res = await request(u, {
      method: opts.method ?? "GET",
      headers: opts.headers,
      body: opts.body,
      signal,
      dispatcher: opts.dispatcher ?? sharedAgent(),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (err) {
    const known = isOutboundError(err);
    if (known) throw known;
    throw new OutboundError(signal.aborted ? "timeout" : "unreachable");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res.body) {
      const b = chunk as Buffer;
      size += b.length;
      if (size > max) {
        res.body.destroy();
        throw new OutboundError("response_too_large");
      }
      chunks.push(b);
    }
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    throw new OutboundError(signal.aborted ? "timeout" : "unreachable");
  }
  return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
}
