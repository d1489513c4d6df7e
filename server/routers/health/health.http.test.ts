import { describe, expect, inject, it } from "vitest";

describe("GET /api/v1/health", () => {
  it("answers without a key: the usage ledger's queue, dead letters and retries", async () => {
    const res = await fetch(`${inject("baseUrl")}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      ledger: {
        pending: expect.any(Number),
        accepting: true,
        journal_segments: expect.any(Number),
        dead_letters: expect.any(Number),
        retries: expect.any(Number),
        last_error_at: null,
      },
    });
  });

  it("is in the OpenAPI document as an operation without security", async () => {
    const doc = (await (await fetch(`${inject("baseUrl")}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    const op = doc.paths["/health"]?.get;
    expect(op).toBeDefined();
    expect(op.security).toBeUndefined();
    expect(Object.keys(op.responses).sort()).toEqual(["200", "500"]);
  });
});
