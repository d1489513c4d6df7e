import { describe, expect, it } from "vitest";
import { earlyApiError } from "./early-checks";

describe("earlyApiError", () => {
  const cases: Array<[string, string | null]> = [
    ["/api/v1/end-users/.", "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=."],
    ["/api/v1/end-users/..", "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=."],
    ["/api/v1/end-users/%2E", "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=."],
    ["/api/v1/end-users/%2e%2E?x=1", "The tracking strings '.' and '..' cannot be addressed by path; use GET /end-users?user=."],
    ["/api/v1/end-users/%FF", "Invalid request parameters"],
    ["/api/v1/end-users/100%", "Invalid request parameters"],
    ["/api/v1/end-users/...", null],
    ["/api/v1/end-users/a%2Fb", null],
    ["/api/v1/end-users?user=.", null],
    ["/workspaces/%FF", null],
  ];
  it.each(cases)("%s", (url, message) => {
    const err = earlyApiError(url);
    expect(err?.message ?? null).toBe(message);
    if (err) expect(err.status).toBe(400);
  });
});
