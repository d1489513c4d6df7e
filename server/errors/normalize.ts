import { TRPCError } from "@trpc/server";
import { ZodError, type z } from "zod";
import { logger } from "../logger";
import { AppError } from "./app-error";

export interface FieldIssue {
  field: string;
  message: string;
}

export function zodIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.flatMap((i) =>
    // A strict top-level input's unknown keys: one issue per key, named (GET /end-users refuses filters the spec does not have).
    i.code === "unrecognized_keys" && i.path.length === 0
      ? i.keys.map((k) => ({ field: k, message: "is not a parameter of this endpoint" }))
      : [{ field: i.path.length ? i.path.map(String).join(".") : "(body)", message: i.message }],
  );
}

export function invalidRequest(issues: FieldIssue[]): AppError {
  return new AppError("INVALID_REQUEST", { metadata: { issues } });
}

function isZodError(e: unknown): e is ZodError {
  return e instanceof ZodError || (e instanceof Error && e.name === "ZodError" && "issues" in e);
}

/**
 * Turn anything thrown into an AppError. Unknown exceptions become a bare 500 (logged here,
 * never echoed to the client).
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof TRPCError || (err instanceof Error && err.name === "TRPCError")) {
    const t = err as TRPCError;
    if (t.cause instanceof AppError) return t.cause;
    if (isZodError(t.cause)) return invalidRequest(zodIssues(t.cause.issues));
    switch (t.code) {
      case "PARSE_ERROR":
        return new AppError("INVALID_REQUEST", { metadata: { reason: "Malformed JSON body" } });
      case "UNSUPPORTED_MEDIA_TYPE":
        return new AppError("UNSUPPORTED_MEDIA_TYPE", {
          metadata: { reason: "Content-Type must be application/json" },
        });
      case "BAD_REQUEST":
        return new AppError("INVALID_REQUEST", { metadata: { reason: t.message } });
      case "NOT_FOUND":
        return new AppError("NOT_FOUND");
      case "METHOD_NOT_SUPPORTED":
        return new AppError("METHOD_NOT_ALLOWED");
      case "PAYLOAD_TOO_LARGE":
        return new AppError("PAYLOAD_TOO_LARGE");
      case "UNAUTHORIZED":
        return new AppError("INVALID_AUTH");
      default:
        break;
    }
    logger.error({ err: t.cause ?? t, trpcCode: t.code }, "unexpected error");
    return new AppError("INTERNAL");
  }
  if (isZodError(err)) return invalidRequest(zodIssues(err.issues));
  logger.error({ err }, "unexpected error");
  return new AppError("INTERNAL");
}
