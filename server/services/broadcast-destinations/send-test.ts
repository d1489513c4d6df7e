import { randomBytes } from "node:crypto";
import { SpanKind, TraceFlags } from "@opentelemetry/api";
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import type { Caller } from "../../auth/authenticate";
import type { Db } from "../../db";
import { guardedRequest, OutboundError } from "../../net/guarded";
import { headersOf } from "../../observability/broadcast";
import { readableSpan } from "../../observability/broadcast-spans";
import { assertCanManageWorkspaces } from "../workspaces/shared";
import { findDestination } from "./destinations";
import type { TestResult } from "./schemas";

const TEST_TIMEOUT_MS = 5_000;
/** The receiver's answer is read (to free the connection) but never returned: at most this much. */
const ANSWER_MAX_BYTES = 64 * 1024;

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

/** What the test reports for a failure: the outbound rule's stable texts, never the network's own. */
function failureMessage(err: OutboundError): string {
  switch (err.reason) {
    case "refused_address":
      return `Refused: ${err.message}`;
    case "timeout":
      return `No answer within ${TEST_TIMEOUT_MS / 1000} s`;
    case "response_too_large":
      return "The receiver's answer was too large";
    case "invalid_url":
      return "The endpoint is not a valid http(s) URL";
    default:
      return "No answer from the receiver";
  }
}

/**
 * Send one test span to a destination, synchronously (one POST, no retry, no redirect followed,
 * 5 s timeout), through the guarded outbound client (server/net/guarded.ts), and report only
 * the receiver's status and the time it took: never its body nor the network's error text
 * (either would read or scan the network behind the URL). Sent whatever the destination's
 * `enabled`, sampling rate and the workspace's broadcast setting: it checks the endpoint and its headers.
 */
export async function sendTestTrace(opts: { db: Db; caller: Caller; workspace: string; id: string }): Promise<TestResult> {
  await assertCanManageWorkspaces(opts.db, opts.caller);
  const d = await findDestination(opts);
  const traceId = randomBytes(16).toString("hex");
  const payload = JsonTraceSerializer.serializeRequest([testSpan(traceId, d.workspace_id, Date.now())]);
  const started = Date.now();
  try {
    const res = await guardedRequest(d.endpoint, {
      method: "POST",
      headers: { ...headersOf(d.headers), "content-type": "application/json" },
      body: payload ? Buffer.from(payload) : "{}",
      timeoutMs: TEST_TIMEOUT_MS,
      maxResponseBytes: ANSWER_MAX_BYTES,
    });
    const ok = res.status >= 200 && res.status < 300;
    const message = ok ? `Accepted (HTTP ${res.status})` : res.status >= 300 && res.status < 400 ? `Redirect not followed (HTTP ${res.status})` : `Refused by the receiver (HTTP ${res.status})`;
    return { ok, status: res.status, message, latency_ms: Date.now() - started, trace_id: traceId };
  } catch (err) {
    const message = err instanceof OutboundError ? failureMessage(err) : "No answer from the receiver";
    return { ok: false, status: null, message, latency_ms: Date.now() - started, trace_id: traceId };
  }
}
