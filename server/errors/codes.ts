/**
 * The one table from domain error code to HTTP status and message. The tRPC error
 * formatter, the REST envelope rewriter and the inference transports all read it.
 */
export const ERROR_TABLE = {
  INVALID_REQUEST: { status: 400, message: "Invalid request parameters" },
  NO_UPDATE_FIELDS: { status: 400, message: "No update fields provided" },
  MISSING_AUTH: { status: 401, message: "Missing Authentication header" },
  INVALID_AUTH: { status: 401, message: "Invalid API key" },
  KEY_DISABLED: { status: 401, message: "API key is disabled" },
  KEY_EXPIRED: { status: 401, message: "API key has expired" },
  MANAGEMENT_KEY_REQUIRED: {
    status: 401,
    message: "This endpoint requires a management key; inference keys cannot call it",
  },
  INFERENCE_KEY_REQUIRED: {
    status: 401,
    message: "Management keys cannot call inference; use an inference key",
  },
  PAYMENT_REQUIRED: { status: 402, message: "Key spending limit exceeded" },
  FORBIDDEN: { status: 403, message: "Forbidden" },
  NOT_FOUND: { status: 404, message: "Resource not found" },
  METHOD_NOT_ALLOWED: { status: 405, message: "Method not allowed" },
  REQUEST_TIMEOUT: { status: 408, message: "Request timeout" },
  CONFLICT: { status: 409, message: "Conflict" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Request body too large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Unsupported media type" },
  /** The client went away before the answer (nginx's 499): logged at debug, never seen by anyone. */
  CLIENT_CLOSED_REQUEST: { status: 499, message: "Client closed request" },
  RATE_LIMITED: { status: 429, message: "Too many requests" },
  HEADER_FIELDS_TOO_LARGE: { status: 431, message: "Request header fields too large" },
  INTERNAL: { status: 500, message: "Internal Server Error" },
  NOT_IMPLEMENTED: { status: 501, message: "Method not implemented" },
  BAD_GATEWAY: { status: 502, message: "Bad gateway" },
  SERVICE_UNAVAILABLE: { status: 503, message: "Service unavailable" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_TABLE;
