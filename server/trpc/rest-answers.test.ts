import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db";
import { testDb } from "../test/db";
import { seedOrg } from "../test/fixtures";
import { handleRestRequest } from "./rest";

// handleRestRequest reads the process's database through getDb(): this file's test database.
const DB_KEY = Symbol.for("switchyard.db");

describe("handleRestRequest: the REST answers (status, headers, body) through trpc-to-openapi's handler", () => {
  let h: DbHandle;
  let auth: string;
  beforeAll(async () => {
    h = await testDb();
    (globalThis as { [DB_KEY]?: Promise<DbHandle> })[DB_KEY] = Promise.resolve(h);
    auth = `Bearer ${(await seedOrg(h.prisma)).management_key}`;
  });
  afterAll(async () => {
    delete (globalThis as { [DB_KEY]?: Promise<DbHandle> })[DB_KEY];
    await h.close();
  });

  const call = (method: string, path: string, init: { body?: string; type?: string; authorization?: string | null } = {}) => {
    const headers = new Headers();
    const authorization = init.authorization === undefined ? auth : init.authorization;
    if (authorization) headers.set("authorization", authorization);
    if (init.type) headers.set("content-type", init.type);
    return handleRestRequest(new Request(`http://gateway.test/api/v1${path}`, { method, headers, body: init.body }));
  };

  it("GET /keys: 200, JSON, the page and its count; a second call answers the same (the handler is built once)", async () => {
    const created = await call("POST", "/keys", { body: JSON.stringify({ name: "answers" }), type: "application/json" });
    expect(created.status).toBe(201);
    expect(created.headers.get("content-type")).toBe("application/json");
    expect(created.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const first = await call("GET", "/keys?limit=5");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/json");
    const body = (await first.json()) as { data: Array<{ name: string }>; total_count: number };
    expect(body.total_count).toBe(1);
    expect(body.data.map((k) => k.name)).toEqual(["answers"]);
    const again = await call("GET", "/keys?limit=5");
    expect(await again.json()).toEqual(body);
  });

  it("a procedure's own success status (POST /end-users: 201 new, 200 existing)", async () => {
    const post = () => call("POST", "/end-users", { body: JSON.stringify({ user: "answers-user" }), type: "application/json" });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(200);
  });

  it("an export (meta.contentType): the CSV text as is, with its type and file name", async () => {
    const res = await call("GET", "/activity/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="activity.csv"');
    expect(typeof (await res.text())).toBe("string");
  });

  it("errors in the envelope: bad query 400, malformed JSON 400, unknown key 404, no key 401", async () => {
    const envelopeOf = async (res: Response) => ({ status: res.status, type: res.headers.get("content-type"), code: ((await res.json()) as { error: { code: number } }).error.code });
    expect(await envelopeOf(await call("GET", "/keys?limit=abc"))).toEqual({ status: 400, type: "application/json", code: 400 });
    expect(await envelopeOf(await call("POST", "/keys", { body: "{", type: "application/json" }))).toEqual({ status: 400, type: "application/json", code: 400 });
    expect(await envelopeOf(await call("GET", `/keys/${"0".repeat(64)}`))).toEqual({ status: 404, type: "application/json", code: 404 });
    expect(await envelopeOf(await call("GET", "/keys", { authorization: null }))).toEqual({ status: 401, type: "application/json", code: 401 });
  });
});
