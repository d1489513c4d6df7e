import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mutate, percentEncode, requestArb, type Pools } from "./generators";
import { problemsOf, signatureOf } from "./harness";
import { operationsOf, resolver, type OpenApiDoc } from "./operations";

const doc: OpenApiDoc = {
  paths: {
    "/things/{id}": {
      patch: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", minLength: 1 } }, { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } }],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } } },
        security: [{ bearerAuth: [] }],
      },
    },
  },
  components: { schemas: { Thing: { type: "object", required: ["name"], properties: { name: { type: "string", minLength: 1, maxLength: 5 }, tags: { type: "array", items: { type: "string" } } } } } },
};

const pools: Pools = {
  workspaceIds: ["w1"],
  workspaceSlugs: ["s1"],
  keyHashes: ["h1"],
  keyIds: [1],
  endUsers: ["u1"],
  userIds: ["user1"],
  managementKeyHashes: ["m1"],
  foreign: { workspaceId: "fw", keyHash: "fh", userId: "fu", managementKeyHash: "fm" },
  hipaaWorkspaceId: "hw",
};

describe("fuzz generators", () => {
  it("percent-encodes lone surrogates as their 3-byte form, and everything else like encodeURIComponent", () => {
    expect(percentEncode("\ud800")).toBe("%ED%A0%80");
    expect(percentEncode("a\udfffb")).toBe("a%ED%BF%BFb");
    for (const s of ["a/b", "é😀", "\u0000", " x?&="]) expect(percentEncode(s)).toBe(encodeURIComponent(s));
  });

  it("puts NUL and lone surrogates in JSON bodies as \\u escapes, and never mutates the generated value", () => {
    const value = { name: "abc" };
    const nul = mutate(value, doc.components!.schemas!.Thing, resolver(doc), [{ kind: "nul", pick: 1, variant: 0 }]);
    expect(JSON.stringify(nul.value)).toBe('{"name":"\\u0000abc"}');
    const sur = mutate(value, doc.components!.schemas!.Thing, resolver(doc), [{ kind: "surrogate", pick: 1, variant: 0 }]);
    expect(JSON.stringify(sur.value)).toBe('{"name":"\\ud800abc"}');
    const huge = mutate(value, doc.components!.schemas!.Thing, resolver(doc), [{ kind: "hugeArray", pick: 2, variant: 0 }]);
    expect((huge.value as { tags: unknown[] }).tags).toHaveLength(10_000);
    expect(value).toEqual({ name: "abc" });
  });

  it("builds requests for the document's operations with path, query and body", () => {
    const ops = operationsOf(doc);
    expect(ops.map((o) => o.key)).toEqual(["PATCH /things/{id}", "POST /embeddings", "POST /messages"]);
    const arb = requestArb(ops[0], resolver(doc), { pools: () => pools, credentials: () => ({ management: "mk", inference: "ik", deleted: "dk" }) });
    const reqs = fc.sample(arb, { numRuns: 300, seed: 1 });
    expect(reqs.some((r) => r.method === "PATCH" && r.path.startsWith("/api/v1/things/") && r.body !== null)).toBe(true);
    expect(reqs.some((r) => r.method !== "PATCH")).toBe(true);
    expect(reqs.some((r) => r.path.includes("%00") || r.body?.includes("\\u0000"))).toBe(true);
    expect(reqs.some((r) => r.headers.some(([k, v]) => k === "authorization" && v === "Bearer mk"))).toBe(true);
  });

  it("flags 5xx, bodies outside the envelope, wrong codes and a 405 without Allow", () => {
    const req = { op: "GET /x", cls: "GET /x", method: "GET", path: "/api/v1/x", headers: [], body: null, notes: [] };
    const res = (status: number, body: string, headers: Record<string, string> = { "content-type": "application/json" }) => ({ status, headers, body: Buffer.from(body) });
    const ok = '{"error":{"code":400,"message":"Invalid request parameters","metadata":null}}';
    expect(problemsOf(req, res(400, ok))).toEqual([]);
    expect(problemsOf(req, res(500, '{"error":{"code":500,"message":"x","metadata":null}}'))).toEqual(["status 500"]);
    expect(problemsOf(req, res(400, ok, { "content-type": "text/plain" }))).toEqual(['content-type "text/plain"']);
    expect(problemsOf(req, res(404, ok))).toEqual(["error.code 400 != HTTP 404"]);
    expect(problemsOf(req, res(400, ""))).toEqual(["empty body"]);
    expect(problemsOf(req, res(400, '{"error":{"code":400,"message":"m"}}'))).toEqual(["error.metadata not an object or null"]);
    expect(problemsOf(req, res(405, '{"error":{"code":405,"message":"m","metadata":null}}'))).toEqual(["405 without an Allow header"]);
    expect(signatureOf(req, 500, ["status 500"])).toBe("GET /x → 500: status 500");
    const trace = { ...req, method: "TRACE" };
    expect(problemsOf(trace, res(501, '{"error":{"code":501,"message":"Not Implemented","metadata":null}}'))).toEqual([]);
    expect(problemsOf(req, res(501, '{"error":{"code":501,"message":"Not Implemented","metadata":null}}'))).toEqual(["status 501"]);
    expect(problemsOf(trace, res(501, "", { "content-type": "text/plain" }))).toEqual(['content-type "text/plain"', "empty body"]);
  });
});
