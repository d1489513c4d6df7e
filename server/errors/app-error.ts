import { ERROR_TABLE, type ErrorCode } from "./codes";

export type ErrorMetadata = Record<string, unknown> | null;

/** The one error type services throw. Status and default message come from ERROR_TABLE. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly metadata: ErrorMetadata;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    opts: { message?: string; metadata?: ErrorMetadata; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(opts.message ?? ERROR_TABLE[code].message, { cause: opts.cause });
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_TABLE[code].status;
    this.metadata = opts.metadata ?? null;
    this.headers = opts.headers ?? {};
  }
}

export interface ErrorEnvelope {
  error: { code: number; message: string; metadata: ErrorMetadata };
}

/** Bounds of every error body: lists, strings, keys per object, nesting. */
export const ERROR_BOUNDS = { items: 20, chars: 500, keys: 50, depth: 6 } as const;

/** A string cut to `max` UTF-16 units (never inside a surrogate pair), `…` marking the cut. */
export function truncateText(s: string, max: number = ERROR_BOUNDS.chars): string {
  if (s.length <= max) return s;
  let end = max - 1;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${s.slice(0, end)}…`;
}

/**
 * Error metadata as sent: strings at most 500 characters, lists at most 20 items, with the
 * count of the rest beside them as `more_<name>` (`issues` → `more_issues`), at most 50 keys
 * per object, nesting at most 6 deep (deeper values become null). A request with thousands of
 * bad elements gets a small answer.
 */
export function boundMetadata(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return truncateText(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= ERROR_BOUNDS.depth) return null;
  if (Array.isArray(value)) return value.slice(0, ERROR_BOUNDS.items).map((v) => boundMetadata(v, depth + 1));
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const [k, v] of Object.entries(value)) {
    if (n++ >= ERROR_BOUNDS.keys) break;
    const key = truncateText(k, 100);
    out[key] = boundMetadata(v, depth + 1);
    if (Array.isArray(v) && v.length > ERROR_BOUNDS.items) out[`more_${key}`] = v.length - ERROR_BOUNDS.items;
  }
  return out;
}

export function envelope(err: AppError): ErrorEnvelope {
  return {
    error: {
      code: err.status,
      message: truncateText(err.message),
      metadata: err.metadata === null ? null : (boundMetadata(err.metadata) as Record<string, unknown>),
    },
  };
}

/** The envelope as a fetch Response: every route answers an AppError this way. */
/** The envelope as an answer a transport writes as it is (node:http, the metrics endpoint, a raw socket). */
export function errorAnswer(err: AppError): { status: number; headers: Record<string, string>; body: string } {
  return { status: err.status, headers: { ...err.headers, "content-type": "application/json" }, body: JSON.stringify(envelope(err)) };
}

export function errorResponse(err: AppError): Response {
  return new Response(JSON.stringify(envelope(err)), {
    status: err.status,
    headers: { "content-type": "application/json", ...err.headers },
  });
}
