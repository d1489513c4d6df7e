import { describe, expect, it } from "vitest";
import { EndpointStats, endpointStats } from "./endpoint-stats";

const T0 = 1_700_000_000_000;
const ok = (latencyMs: number, outputTokens = 0, durationMs = latencyMs) => ({ latencyMs, outputTokens, durationMs });

describe("EndpointStats measurements", () => {
  it("reports null for an endpoint it has never seen", () => {
    const s = new EndpointStats();
    expect([s.latencyMs("a"), s.throughput("a"), s.successRate("a"), s.isCircuitOpen("a", T0)]).toEqual([null, null, null, false]);
  });

  it("latency is the median of the recent successes", () => {
    const s = new EndpointStats();
    for (const ms of [100, 900, 200]) s.recordSuccess("a", ok(ms), T0);
    expect(s.latencyMs("a")).toBe(200);
    s.recordSuccess("a", ok(300), T0);
    expect(s.latencyMs("a")).toBe(250);
    expect(s.latencyMs("b")).toBeNull();
  });

  it("keeps only the last `samples` values", () => {
    const s = new EndpointStats({ samples: 3 });
    for (const ms of [1000, 1000, 1000, 10, 20, 30]) s.recordSuccess("a", ok(ms), T0);
    expect(s.latencyMs("a")).toBe(20);
  });

  it.each([
    ["tokens over the time after the first byte", ok(200, 100, 1200), 100],
    ["whole duration when it is not longer than the latency", ok(500, 50, 500), 100],
    ["no sample without output tokens", ok(200, 0, 1200), null],
    ["no sample without measurable time", ok(0, 10, 0), null],
  ])("throughput: %s", (_name, sample, expected) => {
    const s = new EndpointStats();
    s.recordSuccess("a", sample, T0);
    expect(s.throughput("a")).toBe(expected);
  });

  it("throughput is the median over successes", () => {
    const s = new EndpointStats();
    s.recordSuccess("a", ok(0, 10, 1000), T0); // 10 tok/s
    s.recordSuccess("a", ok(0, 50, 1000), T0); // 50 tok/s
    s.recordSuccess("a", ok(0, 200, 1000), T0); // 200 tok/s
    expect(s.throughput("a")).toBe(50);
  });

  it("success rate counts the recent outcomes", () => {
    const s = new EndpointStats({ outcomes: 4 });
    s.recordFailure("a", T0);
    s.recordFailure("a", T0);
    expect(s.successRate("a")).toBe(0);
    for (let i = 0; i < 2; i++) s.recordSuccess("a", ok(10), T0);
    expect(s.successRate("a")).toBe(0.5);
    s.recordSuccess("a", ok(10), T0); // the oldest failure drops out of the window of 4
    expect(s.successRate("a")).toBe(0.75);
    s.recordSuccess("a", ok(10), T0);
    expect(s.successRate("a")).toBe(1);
  });

  it("a failure adds no latency or throughput sample", () => {
    const s = new EndpointStats();
    s.recordFailure("a", T0);
    expect([s.latencyMs("a"), s.throughput("a")]).toEqual([null, null]);
  });

  it("clear forgets everything", () => {
    const s = new EndpointStats();
    s.recordSuccess("a", ok(10, 5, 100), T0);
    s.recordFailure("a", T0);
    s.clear();
    expect([s.latencyMs("a"), s.successRate("a"), s.isCircuitOpen("a", T0)]).toEqual([null, null, false]);
  });
});

describe("EndpointStats circuit breaker", () => {
  it.each([
    ["at the failure", 0, true],
    ["just inside the 30 s window", 29_999, true],
    ["once the window has passed", 30_000, false],
    ["long after", 3_600_000, false],
  ])("one failure: %s", (_name, after, open) => {
    const s = new EndpointStats();
    s.recordFailure("a", T0);
    expect(s.isCircuitOpen("a", T0 + after)).toBe(open);
    expect(s.isCircuitOpen("b", T0 + after)).toBe(false);
  });

  it("a success closes it at once", () => {
    const s = new EndpointStats();
    s.recordFailure("a", T0);
    s.recordSuccess("a", ok(10), T0 + 1000);
    expect(s.isCircuitOpen("a", T0 + 1000)).toBe(false);
  });

  it("a later failure restarts the window", () => {
    const s = new EndpointStats();
    s.recordFailure("a", T0);
    s.recordFailure("a", T0 + 20_000);
    expect(s.isCircuitOpen("a", T0 + 40_000)).toBe(true);
    expect(s.isCircuitOpen("a", T0 + 50_000)).toBe(false);
  });

  it("honours openMs and failureThreshold", () => {
    const s = new EndpointStats({ openMs: 5000, failureThreshold: 2 });
    s.recordFailure("a", T0);
    expect(s.isCircuitOpen("a", T0)).toBe(false);
    s.recordFailure("a", T0 + 100);
    expect(s.isCircuitOpen("a", T0 + 5099)).toBe(true);
    expect(s.isCircuitOpen("a", T0 + 5100)).toBe(false);
    s.recordSuccess("a", ok(10), T0 + 6000);
    s.recordFailure("a", T0 + 7000); // the success reset the consecutive count
    expect(s.isCircuitOpen("a", T0 + 7000)).toBe(false);
  });
});

describe("endpointStats()", () => {
  it("is one instance per process, kept on globalThis", () => {
    const a = endpointStats();
    expect(endpointStats()).toBe(a);
    expect(a).toBeInstanceOf(EndpointStats);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for("switchyard.endpointStats")]).toBe(a);
  });
});
