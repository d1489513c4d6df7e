import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../../test/http";
import { startServer, type RunningServer } from "../../test/server";

type Dest = { id: string; endpoint: string; header_names: string[] };
type TestResult = { ok: boolean; status: number | null; message: string; latency_ms: number; trace_id: string };

const uniq = () => randomBytes(4).toString("hex");
const reason = (category: string) => `the host is or resolves to a ${category} address, which this gateway does not reach (GATEWAY_ALLOW_PRIVATE_NETWORKS)`;

/**
 * The outbound-request rule (issue 21 item 1) on a server started without
 * GATEWAY_ALLOW_PRIVATE_NETWORKS (the default, closed): no destination may point at the
 * gateway's own network, in any spelling of the address.
 */
describe("broadcast destinations under the default outbound rule (closed)", () => {
  let server: RunningServer;
  let call: ReturnType<typeof restClient>;
  let internal: http.Server;
  let internalPort = 0;
  const hits: string[] = [];
  let wsId = "";

  beforeAll(async () => {
    internal = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      res.end("INTERNAL-ONLY-SECRET: do not read");
    });
    await new Promise<void>((r) => internal.listen(0, "127.0.0.1", r));
    internalPort = (internal.address() as AddressInfo).port;
    server = await startServer({ env: { GATEWAY_MANAGEMENT_KEY: inject("managementKey"), GATEWAY_ALLOW_PRIVATE_NETWORKS: "" } });
    call = restClient(inject("managementKey"), server.url);
    const ws = await call<{ data: { id: string } }>("POST", "/workspaces", { name: "Outbound", slug: `ob-${uniq()}`, is_observability_broadcast_enabled: true });
    expect(ws.status).toBe(201);
    wsId = ws.body.data.id;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    internal?.closeAllConnections();
    await new Promise((r) => internal?.close(r));
  });

  const forms = (): Array<[string, string]> => [
    [`http://127.0.0.1:${internalPort}/`, "loopback"],
    [`http://localhost:${internalPort}/`, "loopback"],
    [`http://127.1:${internalPort}/`, "loopback"],
    [`http://0x7f000001:${internalPort}/`, "loopback"],
    [`http://2130706433:${internalPort}/`, "loopback"],
    [`http://0177.0.0.1:${internalPort}/`, "loopback"],
    [`http://[::1]:${internalPort}/`, "loopback"],
    [`http://[::ffff:127.0.0.1]:${internalPort}/`, "loopback"],
    [`http://[64:ff9b::7f00:1]:${internalPort}/`, "loopback"],
    ["http://169.254.169.254/latest/meta-data/", "link-local"],
    ["http://[::ffff:169.254.169.254]/", "link-local"],
    ["http://[fe80::1]/", "link-local"],
    ["http://10.0.0.1:4318/v1/traces", "private"],
    ["http://172.16.0.1/", "private"],
    ["http://192.168.1.1/", "private"],
    ["http://100.64.0.1/", "carrier-grade NAT"],
    ["http://[fd00::1]/", "unique local"],
    ["http://224.0.0.1/", "multicast"],
    [`http://0.0.0.0:${internalPort}/`, "unspecified"],
    ["http://[::]/", "unspecified"],
  ];

  it("creating a destination at each internal address form → 400 naming the reason, nothing written", async () => {
    for (const [endpoint, category] of forms()) {
      const r = await call<ErrorBody>("POST", `/workspaces/${wsId}/broadcast-destinations`, { name: "internal", endpoint, headers: { authorization: "Bearer s" } });
      expect(r.status, endpoint).toBe(400);
      expect(r.body.error, endpoint).toEqual({ code: 400, message: "Invalid request parameters", metadata: { issues: [{ field: "endpoint", message: reason(category) }] } });
    }
    expect((await call<{ data: Dest[] }>("GET", `/workspaces/${wsId}/broadcast-destinations`)).body.data).toEqual([]);
    expect(hits).toEqual([]);
  });

  it("changing a destination's endpoint to an internal address → 400, the stored endpoint unchanged; its test reports no network text", async () => {
    // A name that does not resolve is accepted (nothing is reached; judged again when connecting).
    const created = await call<{ data: Dest }>("POST", `/workspaces/${wsId}/broadcast-destinations`, { name: "elsewhere", endpoint: "http://collector.invalid/v1/traces" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    for (const [endpoint, category] of forms().slice(0, 4)) {
      const r = await call<ErrorBody>("PATCH", `/workspaces/${wsId}/broadcast-destinations/${id}`, { endpoint });
      expect(r.status, endpoint).toBe(400);
      expect(r.body.error.metadata).toEqual({ issues: [{ field: "endpoint", message: reason(category) }] });
    }
    expect((await call<{ data: Dest }>("GET", `/workspaces/${wsId}/broadcast-destinations/${id}`)).body.data.endpoint).toBe("http://collector.invalid/v1/traces");
    const t = await call<{ data: TestResult }>("POST", `/workspaces/${wsId}/broadcast-destinations/${id}/test`, {});
    expect(t.status).toBe(200);
    expect(t.body.data).toMatchObject({ ok: false, status: null, message: "No answer from the receiver" });
    expect(hits).toEqual([]);
  });
});
