import { z } from "zod";
import { body, isoDate } from "../input";

/** At most this many destinations per workspace: each one is an exporter pipeline per instance. */
export const MAX_DESTINATIONS_PER_WORKSPACE = 10;
export const MAX_HEADERS = 20;

/** RFC 9110 token (a header name). */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
/** Hop-by-hop and framing headers the exporter sets itself. */
const RESERVED_HEADERS = new Set(["content-type", "content-length", "content-encoding", "transfer-encoding", "host", "connection", "user-agent"]);

export const destinationIdParam = z.uuid().meta({ description: "Broadcast destination UUID." });

const endpoint = z
  .string()
  .min(1)
  .max(2048)
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "http:" || u.protocol === "https:") && u.username === "" && u.password === "";
      } catch {
        return false;
      }
    },
    { message: "must be an http:// or https:// URL without credentials (put them in headers)" },
  )
  .meta({ description: "The OTLP/HTTP traces URL, e.g. https://collector.example.com/v1/traces (JSON encoding)." });

const headerValue = z
  .string()
  .min(1)
  .max(4096)
  .refine((v) => !/[\r\n\0]/.test(v), { message: "must not contain CR, LF or NUL" });

function headerNamesOk(h: Record<string, unknown>): boolean {
  return Object.keys(h).every((k) => k.length <= 100 && HEADER_NAME.test(k) && !RESERVED_HEADERS.has(k.toLowerCase()));
}

const HEADER_NAME_MESSAGE = `header names must be HTTP tokens of at most 100 characters, not ${[...RESERVED_HEADERS].join(", ")}`;

/** Create: name → value. */
const headersCreate = z
  .record(z.string(), headerValue)
  .refine((h) => Object.keys(h).length <= MAX_HEADERS, { message: `at most ${MAX_HEADERS} headers` })
  .refine(headerNamesOk, { message: HEADER_NAME_MESSAGE })
  .meta({ description: "Headers sent with every export (e.g. an authorization token). Write-only: responses list their names, never a value." });

/** Update: a merge patch, name → value (set or replace) or null (remove); names not given are kept. */
const headersPatch = z
  .record(z.string(), headerValue.nullable())
  .refine((h) => Object.keys(h).length <= MAX_HEADERS, { message: `at most ${MAX_HEADERS} headers` })
  .refine(headerNamesOk, { message: HEADER_NAME_MESSAGE })
  .meta({ description: "Merge patch of the headers: a string sets or replaces one, null removes it, names not given are kept." });

const fields = {
  name: z.string().trim().min(1).max(100),
  endpoint,
  sampling_rate: z.number().min(0.0001).max(1).meta({ description: "Share of the workspace's requests exported, 0.0001 to 1 (default 1)." }),
  enabled: z.boolean(),
};

export const createDestinationInput = body({
  name: fields.name,
  endpoint: fields.endpoint,
  headers: headersCreate.optional(),
  sampling_rate: fields.sampling_rate.optional(),
  enabled: fields.enabled.optional(),
});
export type CreateDestinationInput = z.infer<typeof createDestinationInput>;

export const updateDestinationInput = body({
  name: fields.name.optional(),
  endpoint: fields.endpoint.optional(),
  headers: headersPatch.optional(),
  sampling_rate: fields.sampling_rate.optional(),
  enabled: fields.enabled.optional(),
});
export type UpdateDestinationInput = z.infer<typeof updateDestinationInput>;

export const destinationRecord = z
  .object({
    id: z.uuid(),
    workspace_id: z.uuid(),
    name: z.string(),
    endpoint: z.string(),
    header_names: z.array(z.string()).meta({ description: "The names of the stored headers; values are never returned." }),
    sampling_rate: z.number(),
    enabled: z.boolean(),
    created_at: isoDate,
    updated_at: isoDate.nullable(),
  })
  .meta({ id: "BroadcastDestination" });
export type DestinationRecord = z.infer<typeof destinationRecord>;

export const testResultRecord = z
  .object({
    ok: z.boolean(),
    status: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when no answer came (connection refused, timeout)." }),
    message: z.string().meta({
      description: "What happened, in the gateway's words: the receiver's HTTP status, or why no answer came. Never the receiver's body nor the network's error text.",
    }),
    latency_ms: z.number().int(),
    trace_id: z.string().meta({ description: "The trace id of the test span." }),
  })
  .meta({ id: "BroadcastTestResult" });
export type TestResult = z.infer<typeof testResultRecord>;
