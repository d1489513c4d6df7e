import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AddressCategory,
  CLOSED,
  checkOutboundUrl,
  guardedAgent,
  guardedRequest,
  OutboundError,
  outboundRefusals,
  parseAllowPolicy,
  refusedCategory,
  type Resolver,
} from "./guarded";

interface Local {
  url: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 that records each request's path. */
async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Local> {
  const hits: string[] = [];
  const srv = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise((r) => {
        srv.closeAllConnections();
        srv.close(() => r());
      }),
  };
}

/** A resolver stub: each name → the addresses given (a list of answers is used in turn, the last repeated). */
function stubResolver(table: Record<string, string[] | string[][]>): Resolver {
  const calls = new Map<string, number>();
  return async (hostname) => {
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    const n = calls.get(hostname) ?? 0;
    calls.set(hostname, n + 1);
    const answers = (Array.isArray(entry[0]) ? entry : [entry]) as string[][];
    const list = answers[Math.min(n, answers.length - 1)];
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}

const LOOPBACK_ONLY = parseAllowPolicy("127.0.0.1/32");

describe("refusedCategory: which addresses the rule refuses", () => {
  const cases: Array<[string, AddressCategory | null]> = [
    ["127.0.0.1", "loopback"],
    ["127.1", "loopback"],
    ["0x7f000001", "loopback"],
    ["2130706433", "loopback"],
    ["0177.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:0:7f00:1", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["2002:7f00:1::1", "loopback"],
    ["169.254.169.254", "link-local"],
    ["::ffff:169.254.169.254", "link-local"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["::ffff:10.1.2.3", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.255", "carrier-grade NAT"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["::ffff:0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["2001::1", "reserved"],
    ["64:ff9b:1::1", "reserved"],
    ["not an address", "reserved"],
    ["8.8.8.8", null],
    ["93.184.216.34", null],
    ["172.32.0.1", null],
    ["100.128.0.1", null],
    ["2606:4700:4700::1111", null],
    ["::ffff:8.8.8.8", null],
    ["64:ff9b::808:808", null],
  ];
  it.each(cases)("%s → %s", (address, expected) => {
    expect(refusedCategory(address, CLOSED)).toBe(expected);
  });

  it("GATEWAY_ALLOW_PRIVATE_NETWORKS=1 opens loopback and the private ranges, never link-local, multicast or unspecified", () => {
    const one = parseAllowPolicy("1");
    for (const a of ["127.0.0.1", "::1", "10.0.0.1", "172.16.0.1", "192.168.0.1", "100.64.0.1", "fd00::1", "::ffff:192.168.0.1"]) expect(refusedCategory(a, one), a).toBeNull();
    expect(refusedCategory("169.254.169.254", one)).toBe("link-local");
    expect(refusedCategory("fe80::1", one)).toBe("link-local");
    expect(refusedCategory("224.0.0.1", one)).toBe("multicast");
    expect(refusedCategory("0.0.0.0", one)).toBe("unspecified");
  });

  it("a CIDR list opens exactly those ranges (mapped forms too)", () => {
    const p = parseAllowPolicy(" 10.1.0.0/16, fd00:1::/32 ,192.168.5.5");
    expect(refusedCategory("10.1.2.3", p)).toBeNull();
    expect(refusedCategory("::ffff:10.1.2.3", p)).toBeNull();
    expect(refusedCategory("10.2.0.1", p)).toBe("private");
    expect(refusedCategory("fd00:1::5", p)).toBeNull();
    expect(refusedCategory("fd00:2::5", p)).toBe("unique local");
    expect(refusedCategory("192.168.5.5", p)).toBeNull();
    expect(refusedCategory("192.168.5.6", p)).toBe("private");
    expect(refusedCategory("127.0.0.1", p)).toBe("loopback");
  });

  it.each([["", CLOSED], ["0", CLOSED], ["  ", CLOSED]])("setting %j is closed", (v, expected) => {
    expect(parseAllowPolicy(v)).toEqual(expected);
  });
  it.each(["yes", "10.0.0.0/33", "10.0.0.0/8,nope"])("setting %j is refused at start", (v) => {
    expect(() => parseAllowPolicy(v)).toThrow();
  });
});

describe("checkOutboundUrl: write-time validation", () => {
  const resolve = stubResolver({
    "internal.test": ["127.0.0.1"],
    "mixed.test": ["93.184.216.34", "10.0.0.7"],
    "metadata.test": ["169.254.169.254"],
    "v6-loop.test": ["::1"],
    "collector.test": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  });
  const refused: Array<[string, string]> = [
    ["http://127.0.0.1:8999/", "loopback"],
    ["http://localhost:8999/", "loopback"],
    ["http://127.1/", "loopback"],
    ["http://0x7f000001/", "loopback"],
    ["http://2130706433/", "loopback"],
    ["http://0177.0.0.1/", "loopback"],
    ["http://[::1]:8999/", "loopback"],
    ["http://[::ffff:127.0.0.1]/", "loopback"],
    ["http://[::ffff:7f00:1]/", "loopback"],
    ["http://[64:ff9b::7f00:1]/", "loopback"],
    ["http://169.254.169.254/latest/meta-data/", "link-local"],
    ["http://[::ffff:169.254.169.254]/", "link-local"],
    ["http://[fe80::1]/", "link-local"],
    ["http://10.0.0.1/", "private"],
    ["https://172.16.5.4/", "private"],
    ["http://192.168.0.10/", "private"],
    ["http://100.64.1.1/", "carrier-grade NAT"],
    ["http://[fd00::1]/", "unique local"],
    ["http://224.0.0.1/", "multicast"],
    ["http://0.0.0.0:8999/", "unspecified"],
    ["http://0/", "unspecified"],
    ["http://[::]/", "unspecified"],
    ["http://internal.test/", "loopback"],
    ["http://v6-loop.test/", "loopback"],
    ["http://metadata.test/", "link-local"],
    ["http://mixed.test/", "private"],
  ];
  it.each(refused)("%s → refused (%s)", async (url, category) => {
    const r = await checkOutboundUrl(url, { policy: CLOSED, resolve: url.includes("localhost") ? undefined : resolve });
    expect(r).toEqual({ ok: false, reason: `the host is or resolves to a ${category} address, which this gateway does not reach (GATEWAY_ALLOW_PRIVATE_NETWORKS)` });
  });

  it.each([["ftp://example.com/"], ["file:///etc/passwd"], ["https://user:pw@example.com/"], ["https://:pw@example.com/"], ["not a url"], ["gopher://x/"]])("%s → refused (form)", async (url) => {
    expect(await checkOutboundUrl(url, { policy: CLOSED, resolve })).toEqual({ ok: false, reason: "must be an http:// or https:// URL without credentials" });
  });

  it("public addresses, and names that do not resolve (judged again at connect time), are accepted", async () => {
    for (const url of ["https://collector.test/v1/traces", "http://93.184.216.34:4318/v1/traces", "http://[2606:4700:4700::1111]/", "http://nowhere.test/"]) {
      expect(await checkOutboundUrl(url, { policy: CLOSED, resolve }), url).toEqual({ ok: true });
    }
  });

  it("the operator's allow-list opens loopback for a deployment that needs it", async () => {
    expect(await checkOutboundUrl("http://127.0.0.1:4318/", { policy: LOOPBACK_ONLY })).toEqual({ ok: true });
    expect(await checkOutboundUrl("http://127.0.0.2:4318/", { policy: LOOPBACK_ONLY })).toMatchObject({ ok: false });
    expect(await checkOutboundUrl("http://10.0.0.1/", { policy: parseAllowPolicy("1") })).toEqual({ ok: true });
  });
});

describe("guardedRequest: checked where the socket connects", () => {
  let internal: Local;
  let target: Local;
  let redirector: Local;
  let big: Local;
  let hung: Local;

  beforeAll(async () => {
    internal = await serve((_q, res) => res.end("INTERNAL-ONLY-SECRET"));
    target = await serve((_q, res) => res.end("the redirect target"));
    redirector = await serve((_q, res) => {
      res.writeHead(302, { location: `${target.url}/secret` });
      res.end("moved");
    });
    big = await serve((_q, res) => res.end(Buffer.alloc(1024 * 1024, 120)));
    hung = await serve(() => undefined);
  });
  afterAll(async () => {
    for (const s of [internal, target, redirector, big, hung]) await s.close();
  });

  it("a loopback receiver is refused under the default (closed) rule: no request reaches it, the refusal is counted", async () => {
    const before = outboundRefusals();
    const refusals: string[] = [];
    const agent = guardedAgent({ policy: CLOSED, onRefusal: (i) => refusals.push(i.category) });
    const err = await guardedRequest(`${internal.url}/`, { dispatcher: agent }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundError);
    expect(err).toMatchObject({ reason: "refused_address", category: "loopback" });
    expect(internal.hits).toEqual([]);
    expect(outboundRefusals()).toBe(before + 1);
    expect(refusals).toEqual(["loopback"]);
    await agent.close();
  });

  it("a name that resolves to loopback (a resolver stub) is refused at connect time", async () => {
    const agent = guardedAgent({ policy: CLOSED, resolve: stubResolver({ "internal.test": ["127.0.0.1"] }) });
    const err = await guardedRequest(`http://internal.test:${internal.port}/`, { dispatcher: agent }).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: "refused_address", category: "loopback" });
    expect(internal.hits).toEqual([]);
    await agent.close();
  });

  it("DNS rebinding: a name public when saved and loopback when used is refused when used", async () => {
    const resolve = stubResolver({ "rebind.test": [["93.184.216.34"], ["127.0.0.1"]] });
    expect(await checkOutboundUrl(`http://rebind.test:${internal.port}/`, { policy: CLOSED, resolve })).toEqual({ ok: true });
    const agent = guardedAgent({ policy: CLOSED, resolve });
    const err = await guardedRequest(`http://rebind.test:${internal.port}/`, { dispatcher: agent }).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: "refused_address", category: "loopback" });
    expect(internal.hits).toEqual([]);
    await agent.close();
  });

  it("IPv4-mapped and odd literal forms of loopback are refused at connect time", async () => {
    const agent = guardedAgent({ policy: CLOSED });
    for (const host of ["127.1", "0x7f000001", "2130706433", "[::1]", "[::ffff:127.0.0.1]"]) {
      const err = await guardedRequest(`http://${host}:${internal.port}/`, { dispatcher: agent }).catch((e: unknown) => e);
      expect(err, host).toMatchObject({ reason: "refused_address", category: "loopback" });
    }
    expect(internal.hits).toEqual([]);
    await agent.close();
  });

  it("when the operator opens loopback, the request goes through and returns status, headers and body", async () => {
    const agent = guardedAgent({ policy: LOOPBACK_ONLY });
    const r = await guardedRequest(`${internal.url}/ok`, { dispatcher: agent, method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(r.status).toBe(200);
    expect(r.body.toString()).toBe("INTERNAL-ONLY-SECRET");
    expect(internal.hits).toEqual(["/ok"]);
    internal.hits.length = 0;
    await agent.close();
  });

  it("a redirect is not followed: the 3xx is the answer and its target sees nothing", async () => {
    const agent = guardedAgent({ policy: LOOPBACK_ONLY });
    const r = await guardedRequest(`${redirector.url}/`, { dispatcher: agent });
    expect(r.status).toBe(302);
    expect(target.hits).toEqual([]);
    await agent.close();
  });

  it("the answer's size is bounded", async () => {
    const agent = guardedAgent({ policy: LOOPBACK_ONLY });
    const err = await guardedRequest(`${big.url}/`, { dispatcher: agent, maxResponseBytes: 1024 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: "response_too_large", message: "the receiver's answer is too large" });
    await agent.close();
  });

  it("network failures carry a stable reason, never the network's own text", async () => {
    const agent = guardedAgent({ policy: parseAllowPolicy("127.0.0.0/8") });
    const closedPort = await serve(() => undefined);
    const port = closedPort.port;
    await closedPort.close();
    const down = await guardedRequest(`http://127.0.0.1:${port}/`, { dispatcher: agent }).catch((e: unknown) => e);
    expect(down).toMatchObject({ reason: "unreachable", message: "no answer from the receiver" });
    expect(String((down as Error).message)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    const slow = await guardedRequest(`${hung.url}/`, { dispatcher: agent, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(slow).toMatchObject({ reason: "timeout", message: "no answer in time" });
    const unresolved = await guardedRequest("http://nowhere.test/", { dispatcher: guardedAgent({ policy: CLOSED, resolve: stubResolver({}) }) }).catch((e: unknown) => e);
    expect(unresolved).toMatchObject({ reason: "unresolved", message: "the host name does not resolve" });
    expect(await guardedRequest("ftp://x/").catch((e: unknown) => e)).toMatchObject({ reason: "invalid_url" });
    await agent.close();
  });
});
