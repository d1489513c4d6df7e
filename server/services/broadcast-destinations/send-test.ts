import { randomBytes } from "node:crypto";
import { SpanKind, TraceFlags } from "@opentelemetry/api";
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { headersOf } from "../../observability/broadcast";
import { readableSpan } from "../../observability/broadcast-spans";
import { assertCanManageWorkspaces } from "../workspaces/shared";
import { findDestination } from "./destinations";
import type { TestResult } from "./schemas";

const TEST_TIMEOUT_MS = 5_000;
const MESSAGE_MAX = 500;

function testSpan(traceId: string, workspaceId: string, now: number): ReadableSpan {
  return readableSpan({
    name: "switchyard test trace",
    kind: SpanKind.SERVER,
    context: { traceId, spanId: randomBytes(8).toString("hex"), traceFlags: TraceFlags.SAMPLED },
    start: now - 1000,
    end: now,
    attributes: { "gen_ai.operation.name": "chat", "gen_ai.request.model": "test", "gateway.test": true, "gateway.workspace_id": workspaceId },
    error: null,
  });
}

/**
 * Send one test span to a destination, synchronously (one POST, no retry, 5 s timeout), and
 * report what its receiver answered. Sent whatever the destination's `enabled`, sampling rate and
 * the workspace's broadcast setting: it checks the endpoint and its headers.
 */
export async function sendTestTrace(opts: { db: Db; caller: Caller; workspace: string; id: string; fetch?: typeof fetch }): Promise<TestResult> {
  await assertCanManageWorkspaces(opts.db, opts.caller);
  const d = await findDestination(opts);
  const traceId = randomBytes(16).toString("hex");
  const payload = JsonTraceSerializer.serializeRequest([testSpan(traceId, d.workspace_id, Date.now())]);
  const started = Date.now();
  const doFetch = opts.fetch ?? fetch;
  try {
    const res = await doFetch(d.endpoint, {
      method: "POST",
      headers: { ...headersOf(d.headers), "content-type": "application/json" },
      body: payload ? Buffer.from(payload) : "{}",
      signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
      redirect: "manual",
    });
    const text = (await res.text().catch(() => "")).slice(0, MESSAGE_MAX);
    return {
      ok: res.status >= 200 && res.status < 300,
      status: res.status,
      message: text || res.statusText || `HTTP ${res.status}`,
      latency_ms: Date.now() - started,
      trace_id: traceId,
    };
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    const message =
      err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")
        ? `No answer within ${TEST_TIMEOUT_MS / 1000} s`
        : cause instanceof Error
          ? cause.message
          : String(cause);
    return { ok: false, status: null, message: message.slice(0, MESSAGE_MAX), latency_ms: Date.now() - started, trace_id: traceId };
  }
}
