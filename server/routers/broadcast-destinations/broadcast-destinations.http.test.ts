import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../../test/http";
import { postJson } from "../../test/inference";
import { startOtlpReceiver, type OtlpReceiver } from "../../test/otlp-receiver";
import { freePort, runAdmin } from "../../test/server";

type Dest = { id: string; workspace_id: string; name: string; endpoint: string; header_names: string[]; sampling_rate: number; enabled: boolean; created_at: string; updated_at: string | null };
type Ws = { id: string; slug: string };
type TestResult = { ok: boolean; status: number | null; message: string; latency_ms: number; trace_id: string };

const uniq = () => randomBytes(4).toString("hex");
const SECRET = "Bearer otel-secret-do-not-return";

function admin(args: string[]) {
  const r = runAdmin(args, inject("serverEnv"));
  expect(r.status, r.stderr).toBe(0);
  return r.json as Record<string, string>;
}

describe("broadcast destinations over REST", () => {
  let org: Record<string, string>;
  let call: ReturnType<typeof restClient>;
  let other: ReturnType<typeof restClient>;
  let ws: Ws;
  let otherWs: Ws;
  let rx: OtlpReceiver;
  let base: string;

  const newWorkspace = async (broadcast: boolean, c = call) => {
    const r = await c<{ data: Ws }>("POST", "/workspaces", { name: "Broadcast", slug: `bc-${uniq()}`, is_observability_broadcast_enabled: broadcast });
    expect(r.status).toBe(201);
    return r.body.data;
  };
  const newDest = async (w: Ws, body: Record<string, unknown> = {}) => {
    const r = await call<{ data: Dest }>("POST", `/workspaces/${w.id}/broadcast-destinations`, { name: "Receiver", endpoint: rx.url, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data;
  };
  const newKey = async (w: Ws) => {
    // A key's creator must be a member of a non-default workspace (spec 4.5 rule 5).
    expect((await call("POST", `/workspaces/${w.id}/members/add`, { user_ids: [org.owner_user_id] })).status).toBe(200);
    const r = await call<{ key: string; data: { hash: string } }>("POST", "/keys", { name: `k-${uniq()}`, workspace_id: w.id });
    expect(r.status).toBe(201);
    return r.body;
  };
  const message = (key: string, body: Record<string, unknown> = {}) =>
    postJson(`${base}/messages`, key, { model: "local/echo", max_tokens: 16, messages: [{ role: "user", content: "hello" }], ...body });

  beforeAll(async () => {
    base = `${inject("baseUrl")}/api/v1`;
    org = admin(["org", "create", "--name", `bc-http-${uniq()}`]);
    call = restClient(org.management_key);
    other = restClient(admin(["org", "create", "--name", `bc-other-${uniq()}`]).management_key);
    rx = await startOtlpReceiver();
    ws = await newWorkspace(true);
    otherWs = await newWorkspace(true, other);
  });
  afterAll(() => rx.close());

  it("creates (201), lists, gets, updates and deletes a destination; header values are never returned", async () => {
    const created = await newDest(ws, { headers: { Authorization: SECRET, "x-tenant": "acme" }, sampling_rate: 0.5 });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workspace_id: ws.id,
      name: "Receiver",
      endpoint: rx.url,
      header_names: ["Authorization", "x-tenant"],
      sampling_rate: 0.5,
      enabled: true,
      created_at: expect.any(String),
      updated_at: null,
    });
    const list = await call<{ data: Dest[] }>("GET", `/workspaces/${ws.slug}/broadcast-destinations`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([created]);
    const got = await call<{ data: Dest }>("GET", `/workspaces/${ws.id}/broadcast-destinations/${created.id}`);
    expect(got.body.data).toEqual(created);
    expect(JSON.stringify([list.body, got.body])).not.toContain("otel-secret");

    // Headers are a merge patch: set, replace (any spelling of the name), remove with null, keep the rest.
    const patched = await call<{ data: Dest }>("PATCH", `/workspaces/${ws.id}/broadcast-destinations/${created.id}`, {
      name: "Renamed",
      enabled: false,
      headers: { authorization: "Bearer rotated", "x-tenant": null, "x-env": "prod" },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: "Renamed", enabled: false, header_names: ["authorization", "x-env"], sampling_rate: 0.5 });
    expect(patched.body.data.updated_at).not.toBeNull();
    expect(JSON.stringify(patched.body)).not.toContain("rotated");

    const del = await call("DELETE", `/workspaces/${ws.id}/broadcast-destinations/${created.id}`);
    expect(del).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await call("GET", `/workspaces/${ws.id}/broadcast-destinations/${created.id}`)).status).toBe(404);
  });

  const createErrors: Array<[string, Record<string, unknown>, string]> = [
    ["no name", { endpoint: "http://127.0.0.1:4318/v1/traces" }, "name"],
    ["blank name", { name: "  ", endpoint: "http://127.0.0.1:4318/v1/traces" }, "name"],
    ["name too long", { name: "n".repeat(101), endpoint: "http://127.0.0.1:4318/v1/traces" }, "name"],
    ["no endpoint", { name: "a" }, "endpoint"],
    ["endpoint not a URL", { name: "a", endpoint: "collector:4318" }, "endpoint"],
    ["endpoint not http(s)", { name: "a", endpoint: "ftp://example.com/v1/traces" }, "endpoint"],
    ["endpoint with credentials", { name: "a", endpoint: "https://user:pw@example.com/v1/traces" }, "endpoint"],
    ["endpoint too long", { name: "a", endpoint: `https://example.com/${"a".repeat(2048)}` }, "endpoint"],
    ["sampling rate 0", { name: "a", endpoint: "http://x.test/v1/traces", sampling_rate: 0 }, "sampling_rate"],
    ["sampling rate above 1", { name: "a", endpoint: "http://x.test/v1/traces", sampling_rate: 1.5 }, "sampling_rate"],
    ["sampling rate as string", { name: "a", endpoint: "http://x.test/v1/traces", sampling_rate: "1" }, "sampling_rate"],
    ["enabled as string", { name: "a", endpoint: "http://x.test/v1/traces", enabled: "true" }, "enabled"],
    ["headers not an object", { name: "a", endpoint: "http://x.test/v1/traces", headers: ["a"] }, "headers"],
    ["header value not a string", { name: "a", endpoint: "http://x.test/v1/traces", headers: { a: 1 } }, "headers.a"],
    ["header value empty", { name: "a", endpoint: "http://x.test/v1/traces", headers: { a: "" } }, "headers.a"],
    ["header value with a newline", { name: "a", endpoint: "http://x.test/v1/traces", headers: { a: "x\r\nInjected: 1" } }, "headers.a"],
    ["header name not a token", { name: "a", endpoint: "http://x.test/v1/traces", headers: { "bad name": "x" } }, "headers"],
    ["reserved header", { name: "a", endpoint: "http://x.test/v1/traces", headers: { "Content-Type": "text/plain" } }, "headers"],
    ["too many headers", { name: "a", endpoint: "http://x.test/v1/traces", headers: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`h${i}`, "v"])) }, "headers"],
  ];
  it.each(createErrors)("POST: %s → 400 naming the field, nothing written", async (_l, payload, field) => {
    const w = await newWorkspace(false);
    const r = await call<ErrorBody>("POST", `/workspaces/${w.id}/broadcast-destinations`, payload);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(400);
    expect(r.body.error.message).toBe("Invalid request parameters");
    expect((r.body.error.metadata?.issues as Array<{ field: string }>).map((i) => i.field)).toContain(field);
    expect((await call<{ data: Dest[] }>("GET", `/workspaces/${w.id}/broadcast-destinations`)).body.data).toEqual([]);
  });

  it("errors: table of status and message on every operation", async () => {
    const d = await newDest(ws);
    const theirs = (await other<{ data: Dest }>("POST", `/workspaces/${otherWs.id}/broadcast-destinations`, { name: "T", endpoint: rx.url })).body.data;
    const elsewhere = await newWorkspace(false);
    const path = (w: string, id?: string) => `/workspaces/${w}/broadcast-destinations${id ? `/${id}` : ""}`;
    const NIL = "00000000-0000-4000-8000-000000000000";
    const cases: Array<[string, string, string, unknown, number, string]> = [
      ["PATCH empty body", "PATCH", path(ws.id, d.id), {}, 400, "No update fields provided"],
      ["PATCH unknown fields only", "PATCH", path(ws.id, d.id), { foo: 1 }, 400, "No update fields provided"],
      ["PATCH bad endpoint", "PATCH", path(ws.id, d.id), { endpoint: "nope" }, 400, "Invalid request parameters"],
      ["PATCH bad sampling rate", "PATCH", path(ws.id, d.id), { sampling_rate: 0 }, 400, "Invalid request parameters"],
      ["GET malformed destination id", "GET", path(ws.id, "not-a-uuid"), undefined, 400, "Invalid request parameters"],
      ["GET unknown workspace", "GET", path("no-such-workspace"), undefined, 404, "Resource not found"],
      ["GET unknown destination", "GET", path(ws.id, NIL), undefined, 404, "Resource not found"],
      ["GET another workspace's destination", "GET", path(elsewhere.id, d.id), undefined, 404, "Resource not found"],
      ["GET another organization's workspace", "GET", path(otherWs.id), undefined, 404, "Resource not found"],
      ["GET another organization's destination", "GET", path(otherWs.id, theirs.id), undefined, 404, "Resource not found"],
      ["PATCH another organization's destination", "PATCH", path(otherWs.id, theirs.id), { name: "x" }, 404, "Resource not found"],
      ["DELETE another organization's destination", "DELETE", path(otherWs.id, theirs.id), undefined, 404, "Resource not found"],
      ["POST to another organization's workspace", "POST", path(otherWs.id), { name: "x", endpoint: rx.url }, 404, "Resource not found"],
      ["test another organization's destination", "POST", `${path(otherWs.id, theirs.id)}/test`, {}, 404, "Resource not found"],
      ["DELETE unknown destination", "DELETE", path(ws.id, NIL), undefined, 404, "Resource not found"],
    ];
    for (const [label, method, p, payload, status, msg] of cases) {
      const r = await call<ErrorBody>(method, p, payload);
      expect(r.status, label).toBe(status);
      expect(r.body.error.code, label).toBe(status);
      expect(r.body.error.message, label).toBe(msg);
    }
    expect((await other<{ data: Dest }>("GET", path(otherWs.id, theirs.id))).body.data.name).toBe("T");
  });

  it("a workspace holds at most 10 destinations (409)", async () => {
    const w = await newWorkspace(false);
    for (let i = 0; i < 10; i++) await newDest(w, { name: `d${i}` });
    const r = await call<ErrorBody>("POST", `/workspaces/${w.id}/broadcast-destinations`, { name: "eleventh", endpoint: rx.url });
    expect(r.status).toBe(409);
    expect(r.body.error).toEqual({ code: 409, message: "A workspace holds at most 10 broadcast destinations", metadata: { limit: 10 } });
  });

  it("a plain member's management key reads (200) but cannot write or test (403); no key is 401", async () => {
    const d = await newDest(ws);
    const u = admin(["user", "add", "--org", org.organization_id, "--email", `plain-${uniq()}@example.com`, "--role", "member"]);
    const member = restClient(admin(["key", "create-management", "--org", org.organization_id, "--user", u.user_id]).key);
    expect((await member("GET", `/workspaces/${ws.id}/broadcast-destinations`)).status).toBe(200);
    const writes: Array<[string, string, unknown]> = [
      ["POST", `/workspaces/${ws.id}/broadcast-destinations`, { name: "x", endpoint: rx.url }],
      ["PATCH", `/workspaces/${ws.id}/broadcast-destinations/${d.id}`, { name: "x" }],
      ["DELETE", `/workspaces/${ws.id}/broadcast-destinations/${d.id}`, undefined],
      ["POST", `/workspaces/${ws.id}/broadcast-destinations/${d.id}/test`, {}],
    ];
    for (const [method, p, payload] of writes) {
      const r = await member<ErrorBody>(method, p, payload);
      expect(r.status, `${method} ${p}`).toBe(403);
      expect(r.body.error.message).toBe("Only organization owners and admins can manage workspaces");
    }
    const anon = await restClient(null)<ErrorBody>("GET", `/workspaces/${ws.id}/broadcast-destinations`);
    expect(anon.status).toBe(401);
    expect(anon.body.error).toEqual({ code: 401, message: "Missing Authentication header", metadata: null });
    const inferenceKey = (await newKey(ws)).key;
    expect((await restClient(inferenceKey)("GET", `/workspaces/${ws.id}/broadcast-destinations`)).status).toBe(401);
  });

  it("send test trace: reports the receiver's status, synchronously, with the destination's headers", async () => {
    const d = await newDest(ws, { headers: { authorization: SECRET }, enabled: false });
    const before = rx.spans.length;
    const ok = await call<{ data: TestResult }>("POST", `/workspaces/${ws.id}/broadcast-destinations/${d.id}/test`, {});
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ ok: true, status: 200, trace_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const span = rx.spans.slice(before).find((s) => s.traceId === ok.body.data.trace_id);
    expect(span).toMatchObject({ name: "switchyard test trace", attributes: { "gateway.test": true, "gateway.workspace_id": ws.id } });
    expect(rx.requests.at(-1)?.headers.authorization).toBe(SECRET);

    expect(ok.body.data.message).toBe("Accepted (HTTP 200)");

    // Only the status and the time: never the receiver's body nor the network's error text (issue 21 item 1).
    rx.respond(401);
    const refused = await call<{ data: TestResult }>("POST", `/workspaces/${ws.id}/broadcast-destinations/${d.id}/test`, {});
    expect(refused.body.data).toMatchObject({ ok: false, status: 401, message: "Refused by the receiver (HTTP 401)", latency_ms: expect.any(Number) });
    expect(JSON.stringify(refused.body)).not.toContain("status 401\"");

    const closed = await newDest(ws, { endpoint: `http://127.0.0.1:${await freePort()}/v1/traces` });
    const down = await call<{ data: TestResult }>("POST", `/workspaces/${ws.id}/broadcast-destinations/${closed.id}/test`, {});
    expect(down.body.data).toMatchObject({ ok: false, status: null, message: "No answer from the receiver" });
    expect(JSON.stringify(down.body)).not.toMatch(/ECONN|127\.0\.0\.1/);
  });

  it("send test trace follows no redirect: a 3xx is the answer, its target sees nothing, no body is returned", async () => {
    const targetHits: string[] = [];
    const target = http.createServer((req, res) => {
      targetHits.push(req.url ?? "");
      res.end("INTERNAL-ONLY-SECRET");
    });
    const redirector = http.createServer((_req, res) => {
      res.writeHead(307, { location: `http://127.0.0.1:${(target.address() as AddressInfo).port}/secret` });
      res.end("INTERNAL-ONLY-SECRET: redirect body");
    });
    await new Promise<void>((r) => target.listen(0, "127.0.0.1", r));
    await new Promise<void>((r) => redirector.listen(0, "127.0.0.1", r));
    try {
      const d = await newDest(ws, { endpoint: `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1/traces`, headers: { authorization: SECRET } });
      const r = await call<{ data: TestResult }>("POST", `/workspaces/${ws.id}/broadcast-destinations/${d.id}/test`, {});
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ ok: false, status: 307, message: "Redirect not followed (HTTP 307)" });
      expect(JSON.stringify(r.body)).not.toContain("INTERNAL-ONLY-SECRET");
      expect(targetHits).toEqual([]);
    } finally {
      for (const s of [target, redirector]) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
    }
  });

  it("secrets stay with their origin: a new scheme, host or port clears the stored header values unless the request supplies them again", async () => {
    const rxB = await startOtlpReceiver();
    try {
      const d = await newDest(ws, { headers: { authorization: SECRET, "x-tenant": "acme" } });
      const path = `/workspaces/${ws.id}/broadcast-destinations/${d.id}`;
      // Same origin, another path: the headers stay.
      const samePlace = await call<{ data: Dest }>("PATCH", path, { endpoint: `${rx.url}?v=2` });
      expect(samePlace.body.data.header_names).toEqual(["authorization", "x-tenant"]);
      // Another port (another origin): every header value is dropped.
      const moved = await call<{ data: Dest }>("PATCH", path, { endpoint: rxB.url });
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({ endpoint: rxB.url, header_names: [] });
      expect((await call<{ data: TestResult }>("POST", `${path}/test`, {})).body.data.ok).toBe(true);
      expect(rxB.requests.at(-1)?.headers.authorization).toBeUndefined();
      expect(rxB.requests.at(-1)?.headers["x-tenant"]).toBeUndefined();
      // Back to the first origin with a header supplied in the same request: only that one is kept.
      const back = await call<{ data: Dest }>("PATCH", path, { endpoint: rx.url, headers: { "x-tenant": "acme-2" } });
      expect(back.body.data.header_names).toEqual(["x-tenant"]);
      // Another host spelling of loopback is another origin too (localhost vs 127.0.0.1).
      const byName = await call<{ data: Dest }>("PATCH", path, { endpoint: rx.url.replace("127.0.0.1", "localhost") });
      expect(byName.body.data.header_names).toEqual([]);
    } finally {
      await rxB.close();
    }
  });

  it("exports a request to its workspace's destinations, joined to the caller's trace and session; destinations stay when the key moves (spec 4.5 rule 3)", async () => {
    const rxB = await startOtlpReceiver();
    try {
      const a = await newWorkspace(true);
      const b = await newWorkspace(true);
      await newDest(a, { headers: { authorization: SECRET } });
      await newDest(b, { endpoint: rxB.url });
      const key = await newKey(a);
      const traceId = randomBytes(16).toString("hex");
      const parent = randomBytes(8).toString("hex");
      const r = await message(key.key, { session_id: "sess-42", trace: { trace_id: traceId, parent_span_id: parent, span_name: "ask", tenant: "acme" } });
      expect(r.status).toBe(200);
      // The root and its child may arrive in separate export batches (a loaded machine splits them): wait for both.
      await expect
        .poll(() => {
          const r = rx.spans.find((s) => s.traceId === traceId && s.name === "ask");
          return r !== undefined && rx.spans.some((s) => s.traceId === traceId && s.parentSpanId === r.spanId);
        }, { timeout: 10_000 })
        .toBe(true);
      const root = rx.spans.find((s) => s.traceId === traceId && s.name === "ask");
      expect(root?.parentSpanId).toBe(parent);
      expect(root?.attributes).toMatchObject({
        "gen_ai.operation.name": "chat",
        "gen_ai.request.model": "local/echo",
        "gen_ai.response.model": "local/echo",
        "gen_ai.provider.name": "local",
        "session.id": "sess-42",
        "gateway.workspace_id": a.id,
        "gateway.status": "ok",
        tenant: "acme",
      });
      expect(root?.attributes["gen_ai.usage.output_tokens"]).toEqual(expect.any(Number));
      const child = rx.spans.find((s) => s.traceId === traceId && s.parentSpanId === root?.spanId);
      expect(child?.attributes["gen_ai.provider.name"]).toBe("local");
      expect(JSON.stringify(rx.spans)).not.toContain(key.key);

      // The key moves to b: its next requests go to b's destination only.
      expect((await call("POST", `/workspaces/${b.id}/members/add`, { user_ids: [org.owner_user_id] })).status).toBe(200);
      expect((await call("PATCH", `/keys/${key.data.hash}`, { workspace_id: b.id })).status).toBe(200);
      const moved = randomBytes(16).toString("hex");
      await expect
        .poll(
          async () => {
            await message(key.key, { trace: { trace_id: moved } });
            return rxB.spans.some((s) => s.traceId === moved && s.attributes["gateway.workspace_id"] === b.id);
          },
          { timeout: 15_000, interval: 1_200 },
        )
        .toBe(true);
      const after = randomBytes(16).toString("hex");
      await message(key.key, { trace: { trace_id: after } });
      await expect.poll(() => rxB.spans.some((s) => s.traceId === after), { timeout: 10_000 }).toBe(true);
      expect(rx.spans.some((s) => s.traceId === after)).toBe(false);

      // Broadcast off for b: nothing more is exported (the workspace setting is cached up to 5 s on other instances; this one is told at once).
      expect((await call("PATCH", `/workspaces/${b.id}`, { is_observability_broadcast_enabled: false })).status).toBe(200);
      const off = randomBytes(16).toString("hex");
      await message(key.key, { trace: { trace_id: off } });
      // Not judged after a fixed wait: broadcast back on, a later request, and once its spans
      // arrive (the destination's pipeline exports in order) the one sent while off is absent.
      expect((await call("PATCH", `/workspaces/${b.id}`, { is_observability_broadcast_enabled: true })).status).toBe(200);
      const back = randomBytes(16).toString("hex");
      await message(key.key, { trace: { trace_id: back } });
      await expect.poll(() => rxB.spans.some((s) => s.traceId === back), { timeout: 10_000 }).toBe(true);
      expect(rxB.spans.some((s) => s.traceId === off)).toBe(false);
    } finally {
      await rxB.close();
    }
  });

  it("nothing refused is kept: a request a content filter refused is exported as spans without any of its text (issue 21 item 3)", async () => {
    const w = await newWorkspace(true);
    await newDest(w);
    const key = await newKey(w);
    const g = await call<{ data: { id: string } }>("POST", "/guardrails", {
      name: `bc-ssn-${uniq()}`,
      workspace_id: w.id,
      content_filter_builtins: [
        { slug: "ssn", action: "block" },
        { slug: "email", action: "redact" },
      ],
    });
    expect(g.status).toBe(201);
    expect((await call("POST", `/guardrails/${g.body.data.id}/assignments/keys`, { key_hashes: [key.data.hash] })).status).toBe(200);
    const traceId = randomBytes(16).toString("hex");
    const r = await message(key.key, { messages: [{ role: "user", content: "ssn 123-45-6789, mail jane@acme.io" }], trace: { trace_id: traceId } });
    expect(r.status).toBe(403);
    await expect.poll(() => rx.spans.some((s) => s.traceId === traceId), { timeout: 10_000 }).toBe(true);
    const spans = JSON.stringify(rx.spans.filter((s) => s.traceId === traceId));
    expect(spans).not.toMatch(/123-45-6789|jane@acme\.io/);
    expect(spans).toContain("content_filter");
  });

  it("a destination that never answers, or refuses connections, delays no response: every request is answered while the receiver, which does get the exports, has answered none (latency figures printed, not asserted)", async () => {
    const blackhole = await startOtlpReceiver();
    blackhole.hang(true);
    try {
      const none = await newWorkspace(false);
      const closed = await newWorkspace(true);
      const hung = await newWorkspace(true);
      await newDest(closed, { endpoint: `http://127.0.0.1:${await freePort()}/v1/traces` });
      await newDest(hung, { endpoint: blackhole.url });
      const keys = { none: (await newKey(none)).key, closed: (await newKey(closed)).key, hung: (await newKey(hung)).key };
      const times: Record<string, number[]> = { none: [], closed: [], hung: [] };
      for (const k of Object.values(keys)) await message(k); // warm caches
      const order = Object.entries(keys);
      for (let i = 0; i < 200; i++) {
        // Each round in another order: the three sides share whatever the machine does meanwhile.
        order.push(order.shift() as [string, string]);
        for (const [name, k] of order) {
          const t0 = performance.now();
          const r = await message(k);
          times[name].push(performance.now() - t0);
          expect(r.status).toBe(200);
        }
      }
      // Had a response waited for its export, the first request on the hung destination would
      // never have been answered. The receiver did get the gateway's exports meanwhile (so the
      // destination was in use), and answered none of them.
      for (let i = 0; i < 200 && blackhole.arrived() === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(blackhole.arrived()).toBeGreaterThan(0);
      expect(blackhole.requests).toHaveLength(0);
      const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) * p)].toFixed(2);
      const line = Object.entries(times).map(([n, xs]) => `${n}: p50 ${pct(xs, 0.5)} ms, p95 ${pct(xs, 0.95)} ms`).join("; ");
      console.log(`[broadcast] /messages response times, 200 sequential requests each (${inject("serverEnv").DATABASE_URL ? "PostgreSQL" : "PGlite"}): ${line}`);
    } finally {
      await blackhole.close();
    }
  });
});
