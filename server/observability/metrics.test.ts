import { beforeEach, describe, expect, it } from "vitest";
import { cacheHit, cacheMiss, countDroppedSpans, countRequest, countStreamError, metricsText, observeUpstream, resetMetricsForTests, setExportQueueDepth } from "./metrics";

describe("metrics registry", () => {
  beforeEach(() => resetMetricsForTests());

  const lines = async () => (await metricsText()).body.split("\n");

  it("counts requests and errors by route and status, and a mid-stream failure as an error with status 200", async () => {
    countRequest("messages", 200);
    countRequest("messages", 200);
    countRequest("messages", 429);
    countRequest("embeddings", 200);
    countStreamError("chat");
    const l = await lines();
    expect(l).toContain('gateway_requests_total{route="messages",status="200"} 2');
    expect(l).toContain('gateway_requests_total{route="messages",status="429"} 1');
    expect(l).toContain('gateway_requests_total{route="embeddings",status="200"} 1');
    expect(l).toContain('gateway_request_errors_total{route="messages",status="429"} 1');
    expect(l).toContain('gateway_request_errors_total{route="chat",status="200"} 1');
    expect(l.some((x) => x.startsWith('gateway_request_errors_total{route="messages",status="200"}'))).toBe(false);
  });

  it("keeps upstream latencies as a cumulative histogram per provider and outcome", async () => {
    observeUpstream("p", true, 3);
    observeUpstream("p", true, 300);
    observeUpstream("p", false, 70_000);
    const l = await lines();
    expect(l).toContain('gateway_upstream_latency_seconds_bucket{provider="p",outcome="ok",le="0.005"} 1');
    expect(l).toContain('gateway_upstream_latency_seconds_bucket{provider="p",outcome="ok",le="0.25"} 1');
    expect(l).toContain('gateway_upstream_latency_seconds_bucket{provider="p",outcome="ok",le="0.5"} 2');
    expect(l).toContain('gateway_upstream_latency_seconds_bucket{provider="p",outcome="ok",le="+Inf"} 2');
    expect(l).toContain('gateway_upstream_latency_seconds_count{provider="p",outcome="ok"} 2');
    expect(l).toContain('gateway_upstream_latency_seconds_bucket{provider="p",outcome="error",le="60"} 0');
    expect(l).toContain('gateway_upstream_latency_seconds_bucket{provider="p",outcome="error",le="+Inf"} 1');
    expect(l).toContain('gateway_upstream_latency_seconds_sum{provider="p",outcome="error"} 70');
  });

  it("cache lookups and hit ratios; the span exporter's queue depth and dropped spans", async () => {
    cacheHit("key");
    cacheHit("key");
    cacheHit("key");
    cacheMiss("key");
    setExportQueueDepth(17);
    countDroppedSpans(5);
    countDroppedSpans();
    const l = await lines();
    expect(l).toContain('gateway_cache_lookups_total{cache="key",result="hit"} 3');
    expect(l).toContain('gateway_cache_lookups_total{cache="key",result="miss"} 1');
    expect(l).toContain('gateway_cache_hit_ratio{cache="key"} 0.75');
    expect(l).toContain("gateway_export_queue_depth 17");
    expect(l).toContain("gateway_export_dropped_spans_total 6");
  });
});
