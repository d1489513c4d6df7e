import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logger } from "../logger";
import { z } from "zod";
import { AppError, envelope } from "./app-error";
import { ERROR_TABLE } from "./codes";
import { toAppError } from "./normalize";

describe("toAppError: everything thrown becomes one envelope", () => {
  // the unexpected-exception rows are logged on purpose; keep the test output clean
  const level = logger.level;
  beforeAll(() => {
    logger.level = "silent";
  });
  afterAll(() => {
    logger.level = level;
  });

  const zodErr = z.object({ slug: z.string() }).safeParse({}).error;
  const cases: Array<[string, unknown, number, string, unknown]> = [
    ["AppError passes through", new AppError("CONFLICT", { message: "taken" }), 409, "taken", null],
    ["TRPCError wrapping an AppError", new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: new AppError("NOT_FOUND") }), 404, "Resource not found", null],
    ["zod failure", new TRPCError({ code: "BAD_REQUEST", cause: zodErr }), 400, "Invalid request parameters", { issues: [{ field: "slug", message: expect.any(String) }] }],
    ["parse error", new TRPCError({ code: "PARSE_ERROR" }), 400, "Invalid request parameters", { reason: "Malformed JSON body" }],
    ["media type", new TRPCError({ code: "UNSUPPORTED_MEDIA_TYPE" }), 415, "Unsupported media type", { reason: "Content-Type must be application/json" }],
    ["no procedure", new TRPCError({ code: "NOT_FOUND" }), 404, "Resource not found", null],
    ["too large", new TRPCError({ code: "PAYLOAD_TOO_LARGE" }), 413, "Request body too large", null],
    ["unexpected exception", new Error("db password is hunter2 at /srv/x.ts:1"), 500, "Internal Server Error", null],
    ["thrown string", "boom", 500, "Internal Server Error", null],
  ];
  it.each(cases)("%s", (_l, thrown, status, message, metadata) => {
    const env = envelope(toAppError(thrown));
    expect(env).toEqual({ error: { code: status, message, metadata } });
    expect(JSON.stringify(env)).not.toContain("hunter2");
  });

  it("every table entry has a 4xx/5xx status and a message", () => {
    for (const [code, e] of Object.entries(ERROR_TABLE)) {
      expect(e.status >= 400 && e.status < 600, code).toBe(true);
      expect(e.message.length, code).toBeGreaterThan(0);
    }
    expect(ERROR_TABLE.INVALID_REQUEST.message).toBe("Invalid request parameters");
    expect(ERROR_TABLE.MISSING_AUTH.message).toBe("Missing Authentication header");
    expect(ERROR_TABLE.NOT_FOUND.message).toBe("Resource not found");
    expect(ERROR_TABLE.INTERNAL.message).toBe("Internal Server Error");
  });
});
