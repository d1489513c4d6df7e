import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, inject, it } from "vitest";
import { restClient, type ErrorBody } from "../test/http";

describe("REST surface: envelope on every error, and a truthful OpenAPI document", () => {
  const call = restClient();
  const base = () => inject("baseUrl");

  const cases: Array<[string, () => Promise<Response>, number, string, unknown]> = [
    ["unknown /api/v1 path", () => fetch(`${base()}/api/v1/no-such-thing`, { headers: { authorization: `Bearer ${inject("managementKey")}` } }), 404, "Resource not found", null],
    ["unknown /api path", () => fetch(`${base()}/api/nothing/here`), 404, "Resource not found", null],
    ["unknown method on a known path", () => fetch(`${base()}/api/v1/workspaces`, { method: "PUT", headers: { authorization: `Bearer ${inject("managementKey")}` } }), 405, "Method not allowed", null],
    [
      "malformed JSON",
      () => fetch(`${base()}/api/v1/workspaces`, { method: "POST", headers: { authorization: `Bearer ${inject("managementKey")}`, "content-type": "application/json" }, body: "{not json" }),
      400,
      "Invalid request parameters",
      { reason: "Malformed JSON body" },
    ],
    [
      "wrong content type",
      () => fetch(`${base()}/api/v1/workspaces`, { method: "POST", headers: { authorization: `Bearer ${inject("managementKey")}`, "content-type": "text/plain" }, body: "name=x" }),
      415,
      "Unsupported media type",
      { reason: "Content-Type must be application/json" },
    ],
    [
      "no content type",
      () => fetch(`${base()}/api/v1/workspaces`, { method: "POST", headers: { authorization: `Bearer ${inject("managementKey")}` }, body: "{}" }),
      415,
      "Unsupported media type",
      { reason: "Content-Type must be application/json" },
    ],
  ];
  it.each(cases)("%s → %i in the envelope", async (_l, send, status, message, metadata) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as ErrorBody;
    expect(body).toEqual({ error: { code: status, message, metadata } });
  });

  it("zod failures list the failing fields, and nothing leaks", async () => {
    const r = await call<ErrorBody>("POST", "/workspaces", { name: "", slug: "BAD" });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body)).toEqual(["error"]);
    expect(Object.keys(r.body.error).sort()).toEqual(["code", "message", "metadata"]);
    const fields = (r.body.error.metadata?.issues as Array<{ field: string; message: string }>).map((i) => i.field).sort();
    expect(fields).toEqual(["name", "slug"]);
    expect(JSON.stringify(r.body)).not.toMatch(/stack|at .*\.ts|ZodError|TRPC/);
  });

  it("GET /api/v1/openapi.json validates as OpenAPI 3 and lists every workspace operation with its real responses", async () => {
    const res = await fetch(`${base()}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }>; security?: unknown }>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    };
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });

    const expected: Record<string, string[]> = {
      "post /workspaces": ["201", "400", "401", "403", "409", "500"],
      "get /workspaces": ["200", "400", "401", "500"],
      "get /workspaces/{id}": ["200", "401", "404", "500"],
      "patch /workspaces/{id}": ["200", "400", "401", "403", "404", "409", "500"],
      "delete /workspaces/{id}": ["200", "401", "403", "404", "409", "500"],
      "get /workspaces/{id}/members": ["200", "400", "401", "404", "500"],
      "post /workspaces/{id}/members/add": ["200", "400", "401", "403", "404", "500"],
      "post /workspaces/{id}/members/remove": ["200", "400", "401", "403", "404", "500"],
      "post /messages": ["200", "400", "401", "402", "404", "429", "500", "502", "503"],
      "post /embeddings": ["200", "400", "401", "402", "404", "429", "500", "502", "503"],
      "get /embeddings/models": ["200", "400", "401", "500"],
      "post /chat/completions": ["200", "400", "401", "402", "404", "429", "500", "502", "503"],
      "get /models": ["200", "400", "401", "500"],
      "get /keys": ["200", "400", "401", "404", "429", "500"],
      "post /keys": ["201", "400", "401", "403", "404", "409", "500"],
      "patch /keys/{hash}": ["200", "400", "401", "403", "404", "409", "500"],
      "get /key": ["200", "401", "500"],
      "get /datasets/rankings-daily": ["200", "400", "401", "429", "500"],
      "get /end-users": ["200", "400", "401", "404", "500"], "post /end-users": ["201", "400", "401", "500"], "get /end-users/{user}": ["200", "400", "401", "404", "500"], "patch /end-users/{user}": ["200", "400", "401", "404", "500"], "delete /end-users/{user}": ["200", "400", "401", "404", "500"],
    };
    for (const [op, statuses] of Object.entries(expected)) {
      const [method, path] = op.split(" ");
      const operation = doc.paths[path]?.[method];
      expect(operation, op).toBeDefined();
      expect(Object.keys(operation.responses).sort(), op).toEqual(statuses);
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      for (const s of statuses.filter((x) => Number(x) >= 400)) {
        expect(operation.responses[s].content?.["application/json"].schema, `${op} ${s}`).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
      }
    }
    expect(Object.keys(doc.components.schemas).some((k) => k.startsWith("error."))).toBe(false);
  });
});
