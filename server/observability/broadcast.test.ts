import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { CLOSED, outboundRefusals, parseAllowPolicy, setAllowPolicy } from "../net/guarded";
import type { UsageEntry } from "./usage-entry";
import { startOtlpReceiver, type OtlpReceiver } from "../test/otlp-receiver";
import { broadcastDecision, broadcastRequest, invalidateBroadcastConfig } from "./broadcast";
import { configureBroadcast, enqueueSpans, flushBroadcast, shutdownBroadcast } from "./broadcast-exporter";
import { requestSpans, samplePoint, traceIdOf } from "./broadcast-spans";
import { exportStats } from "./export-stats";

const CALLER_TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_PARENT = "00f067aa0ba902b7";

function entry(over: Partial<UsageEntry> = {}): UsageEntry {
  return {
    requestId: randomUUID(),
    orgId: randomUUID(),
    keyId: 42,
    workspaceId: randomUUID(),
    endUser: "user-7",
    model: "test/chat",
    provider: "mock-b",
    promptTokens: 12,
    completionTokens: 34,
    costUsd: 0.00123,
    isByok: false,
    latencyMs: 250,
    attempts: 2,
    status: "ok",
    sessionId: "session-1",
    trace: null,
    httpStatus: 200,
    ttfbMs: 40,
    attemptLog: [
      { provider: "mock-a", endpoint: "mock-a/chat-fail-500", status: 500, reason: "upstream 500", latency_ms: 30 },
      { provider: "mock-b", endpoint: "mock-b/chat-ok", status: 200, reason: null, latency_ms: 200 },
    ],
    explain: { requested: "test/chat", strategy: "price", available: [], excluded: [] },
    error: null,
    createdAt: new Date(),
    ...over,
  };
}

/** A database that knows one workspace's broadcast settings. */
function dbWith(enabled: boolean, destinations: Array<{ endpoint: string; headers?: Record<string, string>; sampling_rate?: number }>): { db: Db; loads: () => number } {
  let loads = 0;
  const rows = destinations.map((d) => ({ id: randomUUID(), endpoint: d.endpoint, headers: d.headers ?? {}, sampling_rate: d.sampling_rate ?? 1, created_at: new Date(), updated_at: null }));
  const db = {
    workspace: {
      findUnique: async () => {
        loads++;
        return { is_observability_broadcast_enabled: enabled, broadcast_destinations: rows };
      },
    },
  } as unknown as Db;
  return { db, loads: () => loads };
}

const tick = () => new Promise((r) => setTimeout(r, 30));

describe("broadcast to an OTLP receiver", () => {
  let rx: OtlpReceiver;

  beforeAll(async () => {
    rx = await startOtlpReceiver();
    // The receiver listens on loopback: opened as an operator would (GATEWAY_ALLOW_PRIVATE_NETWORKS).
    setAllowPolicy(parseAllowPolicy("127.0.0.0/8,::1/128"));
  });
  beforeEach(async () => {
    await configureBroadcast({ scheduledDelayMillis: 20, exportTimeoutMillis: 3000 });
    rx.spans.length = 0;
    rx.requests.length = 0;
    rx.hang(false);
  });
  afterEach(() => shutdownBroadcast());
  afterAll(async () => {
    setAllowPolicy(undefined);
    await rx.close();
  });

  it("under the default (closed) outbound rule, a loopback destination gets nothing: refused at connect time, counted as failed and refused", async () => {
    setAllowPolicy(CLOSED);
    try {
      const port = new URL(rx.url).port;
      const before = { stats: exportStats(), refused: outboundRefusals() };
      // An IP literal (judged when the pipeline is made) and a name that resolves to loopback (judged by the lookup hook).
      for (const endpoint of [rx.url, `http://localhost:${port}/v1/traces`, `http://[::ffff:127.0.0.1]:${port}/v1/traces`]) {
        const dest = { id: randomUUID(), endpoint, headers: { authorization: "Bearer otel-secret" }, samplingRate: 1, version: "1" };
        expect(enqueueSpans(dest, requestSpans({ entry: entry(), operation: "chat", trace: null }))).toBe(true);
      }
      await flushBroadcast();
      await expect.poll(() => exportStats().failed - before.stats.failed, { timeout: 10_000, interval: 50 }).toBe(9);
      expect(outboundRefusals() - before.refused).toBe(3);
      expect(rx.requests).toEqual([]);
    } finally {
      setAllowPolicy(parseAllowPolicy("127.0.0.0/8,::1/128"));
    }
  });

  it("exports a request as GenAI spans joined to the caller's trace, fallback attempts as child spans", async () => {
    const { db } = dbWith(true, [{ endpoint: rx.url, headers: { authorization: "Bearer otel-secret" } }]);
    const e = entry();
    const trace = { trace_id: CALLER_TRACE, parent_span_id: CALLER_PARENT, trace_name: "checkout", span_name: "answer question", generation_name: "final answer", tenant: "acme", retries: 3, beta: true };
    broadcastRequest(db, e, { model: "test/chat", trace });
    const spans = await rx.waitFor(3);
    expect(spans).toHaveLength(3);
    expect(rx.requests[0].headers.authorization).toBe("Bearer otel-secret");

    const root = spans.find((s) => s.name === "answer question");
    if (!root) throw new Error("no request span");
    expect(root.traceId).toBe(CALLER_TRACE);
    expect(root.parentSpanId).toBe(CALLER_PARENT);
    expect(root.kind).toBe(2); // SERVER
    expect(root.resource["service.name"]).toBe("switchyard");
    expect(root.attributes).toMatchObject({
      "gen_ai.operation.name": "chat",
      "gen_ai.request.model": "test/chat",
      "gen_ai.response.model": "test/chat",
      "gen_ai.provider.name": "mock-b",
      "gen_ai.system": "mock-b",
      "gen_ai.usage.input_tokens": 12,
      "gen_ai.usage.output_tokens": 34,
      "gateway.cost_usd": 0.00123,
      "gateway.status": "ok",
      "gateway.key_id": 42,
      "gateway.workspace_id": e.workspaceId,
      "gateway.request_id": e.requestId,
      "http.response.status_code": 200,
      "session.id": "session-1",
      "enduser.id": "user-7",
      "gateway.trace.name": "checkout",
      "gateway.generation.name": "final answer",
      tenant: "acme",
      retries: 3,
      beta: true,
    });
    expect(root.endMs - root.startMs).toBeGreaterThanOrEqual(249);

    const children = spans.filter((s) => s !== root);
    expect(children.map((c) => c.parentSpanId)).toEqual([root.spanId, root.spanId]);
    expect(children.every((c) => c.traceId === CALLER_TRACE && c.kind === 3)).toBe(true); // CLIENT
    const [failed, answered] = [children.find((c) => c.attributes["gateway.attempt"] === 1), children.find((c) => c.attributes["gateway.attempt"] === 2)];
    expect(failed).toMatchObject({ name: "chat mock-a/chat-fail-500", status: { code: 2, message: "upstream 500" } });
    expect(failed?.attributes).toMatchObject({ "gen_ai.provider.name": "mock-a", "http.response.status_code": 500, "error.type": "upstream 500" });
    expect(answered).toMatchObject({ name: "final answer", status: { code: 0 } });
    expect(answered?.attributes).toMatchObject({ "gen_ai.provider.name": "mock-b", "gen_ai.usage.output_tokens": 34, "gen_ai.response.model": "test/chat" });
  });

  it("without a caller trace: a trace of its own, the request span as its root; an error status for a failed request", async () => {
    const { db } = dbWith(true, [{ endpoint: rx.url }]);
    broadcastRequest(db, entry({ status: "error", httpStatus: 502, attemptLog: null, error: { code: 502, message: "Bad gateway", reason: "upstream 503" } }), { model: "x" });
    const [root] = await rx.waitFor(1);
    expect(root.parentSpanId).toBeNull();
    expect(root.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(root.name).toBe("chat test/chat");
    expect(root.status).toEqual({ code: 2, message: "Bad gateway" });
    expect(root.attributes).toMatchObject({ "http.response.status_code": 502, "error.type": "upstream 503", "gateway.status": "error" });
  });

  it("a caller trace_id that is not 32 hex digits: a UUID loses its dashes, anything else is hashed and kept as an attribute", () => {
    expect(traceIdOf("0af76519-16cd-43dd-8448-eb211c80319c")).toEqual({ traceId: "0af7651916cd43dd8448eb211c80319c", hashed: false });
    expect(traceIdOf(CALLER_TRACE.toUpperCase())).toEqual({ traceId: CALLER_TRACE, hashed: false });
    const h = traceIdOf("my-trace");
    expect(h.hashed).toBe(true);
    expect(h.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceIdOf("my-trace").traceId).toBe(h.traceId);
    const [root] = requestSpans({ entry: entry(), operation: "chat", trace: { trace_id: "my-trace", parent_span_id: "not-a-span" } });
    expect(root.spanContext().traceId).toBe(h.traceId);
    expect(root.parentSpanContext).toBeUndefined();
    expect(root.attributes).toMatchObject({ "gateway.trace.caller_id": "my-trace", "gateway.trace.caller_parent_span_id": "not-a-span" });
  });

  it("a workspace without broadcast exports nothing and builds no span; its settings are loaded once and cached", async () => {
    const { db, loads } = dbWith(false, [{ endpoint: rx.url }]);
    const before = exportStats().queued;
    const e = entry();
    broadcastRequest(db, e, {});
    await tick();
    broadcastRequest(db, { ...e, requestId: randomUUID() }, {});
    await tick();
    await flushBroadcast();
    expect(rx.requests).toHaveLength(0);
    expect(exportStats().queued).toBe(before);
    expect(loads()).toBe(1);
  });

  it("a load that began before an invalidation is neither shared after it nor cached: the next request reads again", async () => {
    let loads = 0;
    let release: () => void = () => {};
    const first = new Promise<void>((r) => (release = r));
    const db = {
      workspace: {
        findUnique: async () => {
          loads++;
          if (loads === 1) await first; // a read that began before the write below
          return { is_observability_broadcast_enabled: false, broadcast_destinations: [] };
        },
      },
    } as unknown as Db;
    const e = entry();
    broadcastRequest(db, e, {});
    await tick();
    invalidateBroadcastConfig(e.workspaceId as string);
    broadcastRequest(db, { ...e, requestId: randomUUID() }, {}); // not the load in flight
    await tick();
    expect(loads).toBe(2);
    release();
    await tick();
    broadcastRequest(db, { ...e, requestId: randomUUID() }, {}); // the second load's answer is cached, the first's never
    await tick();
    expect(loads).toBe(2);
    invalidateBroadcastConfig(e.workspaceId as string);
    broadcastRequest(db, { ...e, requestId: randomUUID() }, {});
    await tick();
    expect(loads).toBe(3);
  });

  it("the settings read when a request started decide its export, not a change made before its row is recorded", async () => {
    let enabled = false;
    const rows = [{ id: randomUUID(), endpoint: rx.url, headers: {}, sampling_rate: 1, created_at: new Date(), updated_at: null }];
    const db = {
      workspace: { findUnique: async () => ({ is_observability_broadcast_enabled: enabled, broadcast_destinations: rows }) },
    } as unknown as Db;
    const off = entry({ attemptLog: null });
    const ws = off.workspaceId as string;
    invalidateBroadcastConfig(ws);
    const decidedOff = broadcastDecision(db, ws); // off when the request starts (a load in flight)
    await decidedOff;
    enabled = true; // turned on before the request's row is recorded
    invalidateBroadcastConfig(ws);
    broadcastRequest(db, off, {}, decidedOff);
    const on = entry({ attemptLog: null, workspaceId: ws });
    const decidedOn = broadcastDecision(db, ws);
    await decidedOn;
    enabled = false;
    invalidateBroadcastConfig(ws);
    broadcastRequest(db, on, {}, decidedOn); // on when it started: exported
    await rx.waitFor(1);
    await flushBroadcast();
    const ids = new Set(rx.spans.map((s) => s.attributes["gateway.request_id"]));
    expect(ids.has(on.requestId)).toBe(true);
    expect(ids.has(off.requestId)).toBe(false);
    expect(broadcastDecision(db, null)).toEqual({ enabled: false, destinations: [] });
  });

  it("a request's load that reads after a change made while it ran exports nothing (off when in doubt); other workspaces' changes do not matter", async () => {
    let enabled = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const rows = [{ id: randomUUID(), endpoint: rx.url, headers: {}, sampling_rate: 1, created_at: new Date(), updated_at: null }];
    const db = {
      workspace: {
        findUnique: async () => {
          await gate; // the read is executed only after the admin's change below
          return { is_observability_broadcast_enabled: enabled, broadcast_destinations: rows };
        },
      },
    } as unknown as Db;
    const doubtful = entry({ attemptLog: null });
    const ws = doubtful.workspaceId as string;
    invalidateBroadcastConfig(ws);
    const decided = broadcastDecision(db, ws); // off when the request starts; its load waits
    enabled = true; // turned on before the load reads
    invalidateBroadcastConfig(ws);
    const other = entry({ attemptLog: null, workspaceId: ws });
    const decidedOther = broadcastDecision(db, ws); // started after the change: on
    invalidateBroadcastConfig(randomUUID()); // another workspace's change
    release();
    expect(await decided).toEqual({ enabled: false, destinations: [] });
    expect((await decidedOther).enabled).toBe(true);
    broadcastRequest(db, doubtful, {}, decided);
    broadcastRequest(db, other, {}, decidedOther);
    await rx.waitFor(1);
    await flushBroadcast();
    const ids = new Set(rx.spans.map((s) => s.attributes["gateway.request_id"]));
    expect(ids.has(other.requestId)).toBe(true);
    expect(ids.has(doubtful.requestId)).toBe(false);
  });

  it("retries a receiver's 503 with backoff, then exports", async () => {
    rx.respond(503);
    const { db } = dbWith(true, [{ endpoint: rx.url }]);
    const before = exportStats();
    broadcastRequest(db, entry({ attemptLog: null }), {});
    await rx.waitFor(1);
    expect(rx.requests.map((r) => r.status)).toEqual([503, 200]);
    await tick();
    expect(exportStats().exported - before.exported).toBe(1);
    expect(exportStats().failed).toBe(before.failed);
  });

  it("samples per destination, deterministically, before any span is built", async () => {
    const ids = Array.from({ length: 20_000 }, () => randomUUID());
    const kept = ids.filter((id) => samplePoint(id, undefined) < 0.25).length / ids.length;
    expect(kept).toBeGreaterThan(0.23);
    expect(kept).toBeLessThan(0.27);
    expect(ids.slice(0, 50).map((id) => samplePoint(id, undefined))).toEqual(ids.slice(0, 50).map((id) => samplePoint(id, undefined)));
    // A whole caller trace is kept or dropped together.
    expect(samplePoint(randomUUID(), "trace-a")).toBe(samplePoint(randomUUID(), "trace-a"));

    const other = await startOtlpReceiver();
    try {
      const { db } = dbWith(true, [{ endpoint: rx.url, sampling_rate: 1 }, { endpoint: other.url, sampling_rate: 0.0001 }]);
      const wanted = randomUUID().replace(/^[0-9a-f]{8}/, "ffffffff"); // sample point ~1: only the rate-1 destination takes it
      broadcastRequest(db, entry({ requestId: wanted, attemptLog: null }), {});
      await rx.waitFor(1);
      await flushBroadcast();
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it("a destination that does not answer loses spans only past its bounded queue, and counts them", async () => {
    await configureBroadcast({ maxQueueSize: 10, maxExportBatchSize: 4, scheduledDelayMillis: 10, exportTimeoutMillis: 1000 });
    rx.hang(true);
    const dest = { id: randomUUID(), endpoint: rx.url, headers: {}, samplingRate: 1, version: "1" };
    const before = exportStats();
    const results: boolean[] = [];
    for (let i = 0; i < 20; i++) {
      results.push(enqueueSpans(dest, requestSpans({ entry: entry(), operation: "chat", trace: null })));
      await new Promise((r) => setImmediate(r));
    }
    const mid = exportStats();
    // 3 spans a request: 3 requests fit in 10, the 17 others are dropped whole.
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(results.slice(0, 3)).toEqual([true, true, true]);
    expect(mid.queued - before.queued).toBe(9);
    expect(mid.dropped - before.dropped).toBe(17 * 3);
    expect(mid.pending - before.pending).toBe(9);
    // The hung export times out (after the exporter's retries within its deadline): failed, the room is freed.
    await expect.poll(() => exportStats().pending - before.pending, { timeout: 10_000, interval: 100 }).toBe(0);
    expect(exportStats().failed - before.failed).toBe(9);
    // The receiver is back: the next request is accepted and exported.
    rx.hang(false);
    expect(enqueueSpans(dest, requestSpans({ entry: entry(), operation: "chat", trace: null }))).toBe(true);
    await rx.waitFor(3);
    await expect.poll(() => exportStats().exported - before.exported, { timeout: 5_000 }).toBe(3);
  });
});
