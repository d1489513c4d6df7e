import { createHash, randomBytes } from "node:crypto";
import { type Attributes, type AttributeValue, type HrTime, type SpanContext, SpanKind, SpanStatusCode, TraceFlags } from "@opentelemetry/api";
import { resourceFromAttributes } from "@opentelemetry/resources";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import type { UsageEntry } from "./usage-entry";

/**
 * One answered inference request as OpenTelemetry spans, following the GenAI semantic
 * conventions: a request span (kind SERVER) and one child span (kind CLIENT) per upstream
 * attempt, fallbacks included. Joined to the caller's `trace` (trace_id, parent_span_id, names;
 * other keys pass through as attributes) and `session_id` (`session.id`). Never the key itself:
 * its id only. Built off the hot path (broadcast.ts schedules it after the response).
 */

export const RESOURCE = resourceFromAttributes({ "service.name": "switchyard", "telemetry.sdk.language": "nodejs" });
const SCOPE = { name: "switchyard.gateway", version: "1" };

const KNOWN_TRACE_KEYS = new Set(["trace_id", "trace_name", "span_name", "generation_name", "parent_span_id"]);
const MAX_CUSTOM_ATTRIBUTES = 64;
const MAX_ATTRIBUTE_CHARS = 4096;
const HEX32 = /^[0-9a-f]{32}$/;
const HEX16 = /^[0-9a-f]{16}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the request log knows of a request once it is answered, plus the caller's raw `trace`. */
export interface BroadcastRequest {
  entry: UsageEntry;
  /** gen_ai.operation.name: chat (messages, chat completions) or embeddings. */
  operation: "chat" | "embeddings";
  /** The body's `trace` object as the caller sent it (validated by the route's schema). */
  trace: Record<string, unknown> | null;
}

function hrTime(ms: number): HrTime {
  const s = Math.floor(ms / 1000);
  return [s, Math.round((ms - s * 1000) * 1e6)];
}

/** A caller's trace_id as a W3C trace id: 32 hex as is, a UUID without dashes, anything else hashed (the original is kept as an attribute). */
export function traceIdOf(raw: string | undefined): { traceId: string; hashed: boolean } {
  if (!raw) return { traceId: randomBytes(16).toString("hex"), hashed: false };
  const v = raw.trim().toLowerCase();
  if (HEX32.test(v) && !/^0+$/.test(v)) return { traceId: v, hashed: false };
  if (UUID.test(v)) return { traceId: v.replace(/-/g, ""), hashed: false };
  return { traceId: createHash("sha256").update(raw).digest("hex").slice(0, 32), hashed: true };
}

function spanId(): string {
  return randomBytes(8).toString("hex");
}

function attributeValue(v: unknown): AttributeValue | undefined {
  if (typeof v === "string") return v.slice(0, MAX_ATTRIBUTE_CHARS);
  if (typeof v === "number" || typeof v === "boolean") return v;
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === "string")) return v.map((x: string) => x.slice(0, MAX_ATTRIBUTE_CHARS));
    if (v.every((x) => typeof x === "number")) return v as number[];
    if (v.every((x) => typeof x === "boolean")) return v as boolean[];
  }
  if (v === null || v === undefined) return undefined;
  return JSON.stringify(v).slice(0, MAX_ATTRIBUTE_CHARS);
}

/** The caller's own trace keys (not the known five), as attributes under their own names. */
function customAttributes(trace: Record<string, unknown> | null): Attributes {
  const out: Attributes = {};
  if (!trace) return out;
  let n = 0;
  for (const [k, v] of Object.entries(trace)) {
    if (KNOWN_TRACE_KEYS.has(k) || k.length === 0 || k.length > 256) continue;
    const a = attributeValue(v);
    if (a === undefined) continue;
    out[k] = a;
    if (++n >= MAX_CUSTOM_ATTRIBUTES) break;
  }
  return out;
}

function str(trace: Record<string, unknown> | null, k: string): string | undefined {
  const v = trace?.[k];
  return typeof v === "string" && v.length > 0 ? v.slice(0, 256) : undefined;
}

/** A finished span as the exporter reads it. */
export function readableSpan(o: {
  name: string;
  kind: SpanKind;
  context: SpanContext;
  parent?: SpanContext;
  start: number;
  end: number;
  attributes: Attributes;
  error: string | null;
}): ReadableSpan {
  const start = hrTime(o.start);
  const end = hrTime(Math.max(o.start, o.end));
  const durationMs = Math.max(0, o.end - o.start);
  return {
    name: o.name,
    kind: o.kind,
    spanContext: () => o.context,
    parentSpanContext: o.parent,
    startTime: start,
    endTime: end,
    duration: hrTime(durationMs),
    status: o.error === null ? { code: SpanStatusCode.UNSET } : { code: SpanStatusCode.ERROR, message: o.error },
    attributes: o.attributes,
    links: [],
    events: [],
    ended: true,
    resource: RESOURCE,
    instrumentationScope: SCOPE,
    droppedAttributesCount: 0,
    droppedEventsCount: 0,
    droppedLinksCount: 0,
  };
}

/** The spans of one request: the request span first, then one per upstream attempt. */
export function requestSpans(r: BroadcastRequest): ReadableSpan[] {
  const { entry: e, trace } = r;
  const tid = traceIdOf(str(trace, "trace_id"));
  const parentRaw = str(trace, "parent_span_id")?.toLowerCase();
  const parent: SpanContext | undefined =
    parentRaw && HEX16.test(parentRaw) && !/^0+$/.test(parentRaw)
      ? { traceId: tid.traceId, spanId: parentRaw, traceFlags: TraceFlags.SAMPLED, isRemote: true }
      : undefined;
  const root: SpanContext = { traceId: tid.traceId, spanId: spanId(), traceFlags: TraceFlags.SAMPLED };
  const end = e.createdAt.getTime();
  const start = end - Math.max(0, e.latencyMs ?? 0);
  const requested = e.explain?.requested ?? e.model;
  const failed = e.status !== "ok";
  const error = failed ? (e.error?.message ?? e.status) : null;

  const attributes: Attributes = {
    ...customAttributes(trace),
    "gen_ai.operation.name": r.operation,
    "gen_ai.request.model": requested,
    "gen_ai.response.model": e.model,
    "gen_ai.provider.name": e.provider,
    "gen_ai.system": e.provider,
    "gen_ai.usage.input_tokens": e.promptTokens,
    "gen_ai.usage.output_tokens": e.completionTokens,
    "gen_ai.response.id": e.requestId,
    "gateway.request_id": e.requestId,
    "gateway.cost_usd": e.costUsd,
    "gateway.status": e.status,
    "gateway.attempts": e.attempts,
    "gateway.is_byok": e.isByok,
    "gateway.key_id": e.keyId,
    "gateway.org_id": e.orgId,
    "http.response.status_code": e.httpStatus ?? (failed ? 500 : 200),
  };
  if (e.workspaceId) attributes["gateway.workspace_id"] = e.workspaceId;
  if (e.sessionId) attributes["session.id"] = e.sessionId;
  if (e.endUser) attributes["enduser.id"] = e.endUser;
  if (e.ttfbMs != null) attributes["gateway.ttfb_ms"] = e.ttfbMs;
  if (e.explain?.strategy) attributes["gateway.routing.strategy"] = e.explain.strategy;
  if (e.error) {
    attributes["error.type"] = e.error.reason ?? String(e.error.code);
  }
  const traceName = str(trace, "trace_name");
  const generationName = str(trace, "generation_name");
  if (traceName) attributes["gateway.trace.name"] = traceName;
  if (generationName) attributes["gateway.generation.name"] = generationName;
  if (tid.hashed) attributes["gateway.trace.caller_id"] = str(trace, "trace_id") ?? "";
  if (parentRaw && !parent) attributes["gateway.trace.caller_parent_span_id"] = parentRaw;

  const spans = [
    readableSpan({ name: str(trace, "span_name") ?? `${r.operation} ${requested}`, kind: SpanKind.SERVER, context: root, parent, start, end, attributes, error }),
  ];
  // Attempts ran one after another: each starts where the one before ended (the log keeps durations).
  const attempts = e.attemptLog ?? [];
  let t = start;
  attempts.forEach((a, i) => {
    const answered = a.reason === null;
    const last = i === attempts.length - 1;
    const model = answered && last ? e.model : requested;
    const childAttributes: Attributes = {
      "gen_ai.operation.name": r.operation,
      "gen_ai.request.model": model,
      "gen_ai.provider.name": a.provider,
      "gen_ai.system": a.provider,
      "gateway.endpoint": a.endpoint,
      "gateway.attempt": i + 1,
    };
    if (a.status !== null) childAttributes["http.response.status_code"] = a.status;
    if (a.reason !== null) childAttributes["error.type"] = a.reason;
    if (answered && last) {
      childAttributes["gen_ai.response.model"] = e.model;
      childAttributes["gen_ai.usage.input_tokens"] = e.promptTokens;
      childAttributes["gen_ai.usage.output_tokens"] = e.completionTokens;
    }
    const name = answered && last && generationName ? generationName : `${r.operation} ${a.endpoint}`;
    spans.push(
      readableSpan({
        name,
        kind: SpanKind.CLIENT,
        context: { traceId: tid.traceId, spanId: spanId(), traceFlags: TraceFlags.SAMPLED },
        parent: root,
        start: t,
        end: Math.min(end, t + a.latency_ms),
        attributes: childAttributes,
        error: a.reason,
      }),
    );
    t = Math.min(end, t + a.latency_ms);
  });
  return spans;
}

export { samplePoint } from "./sample-point";
