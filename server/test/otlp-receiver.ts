import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real OTLP/HTTP trace receiver for tests and the bench: decodes the JSON payloads the
 * OpenTelemetry exporter sends (`ExportTraceServiceRequest`) into flat spans.
 * `respond` queues statuses for the next requests (default 200); `hang` keeps requests unanswered.
 */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  status: { code: number; message?: string };
  startMs: number;
  endMs: number;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
  scope: string;
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  requests: Array<{ headers: http.IncomingHttpHeaders; status: number }>;
  /** Requests received in full, answered or not (`hang` leaves them unanswered and out of `requests`). */
  arrived(): number;
  respond(...statuses: number[]): void;
  hang(on: boolean): void;
  /** Resolve once `n` spans have arrived (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean; arrayValue?: { values?: AnyValue[] } };
type KeyValue = { key: string; value: AnyValue };

function valueOf(v: AnyValue): unknown {
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(valueOf);
  return null;
}

function attrs(list: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((kv) => [kv.key, valueOf(kv.value)]));
}

const nanosToMs = (n: string | number) => Number(BigInt(n) / 1_000_000n);

interface OtlpJson {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{
      scope?: { name?: string };
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        status?: { code?: number; message?: string };
        startTimeUnixNano: string | number;
        endTimeUnixNano: string | number;
        attributes?: KeyValue[];
      }>;
    }>;
  }>;
}

export function decodeOtlpJson(body: string): ReceivedSpan[] {
  const req = JSON.parse(body) as OtlpJson;
  const out: ReceivedSpan[] = [];
  for (const rs of req.resourceSpans ?? []) {
    const resource = attrs(rs.resource?.attributes);
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        out.push({
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId ? s.parentSpanId : null,
          name: s.name,
          kind: s.kind,
          status: { code: s.status?.code ?? 0, ...(s.status?.message ? { message: s.status.message } : {}) },
          startMs: nanosToMs(s.startTimeUnixNano),
          endMs: nanosToMs(s.endTimeUnixNano),
          attributes: attrs(s.attributes),
          resource,
          scope: ss.scope?.name ?? "",
        });
      }
    }
  }
  return out;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const requests: OtlpReceiver["requests"] = [];
  const queued: number[] = [];
  let hanging = false;
  let arrived = 0;
  let waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      arrived += 1;
      if (hanging) return;
      const status = queued.shift() ?? 200;
      requests.push({ headers: req.headers, status });
      if (status >= 200 && status < 300) {
        try {
          spans.push(...decodeOtlpJson(Buffer.concat(chunks).toString("utf8")));
        } catch {
          res.writeHead(400).end("undecodable");
          return;
        }
      }
      res.writeHead(status, { "content-type": "application/json" }).end(status < 300 ? "{}" : JSON.stringify({ error: `status ${status}` }));
      for (const w of waiters) w();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    spans,
    requests,
    arrived: () => arrived,
    respond: (...s) => queued.push(...s),
    hang: (on) => {
      hanging = on;
    },
    waitFor(n, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (spans.length >= n) {
            waiters = waiters.filter((w) => w !== check);
            clearTimeout(timer);
            resolve(spans);
          }
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== check);
          reject(new Error(`OTLP receiver: ${spans.length} of ${n} spans after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
