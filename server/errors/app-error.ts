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

export function envelope(err: AppError): ErrorEnvelope {
  return { error: { code: err.status, message: err.message, metadata: err.metadata } };
}
