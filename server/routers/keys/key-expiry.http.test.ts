import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { restClient } from "../../test/http";
import { runAdmin } from "../../test/server";

const uniq = () => randomBytes(4).toString("hex");
const INVALID = (message: string) => ({
  error: { code: 400, message: "Invalid request parameters", metadata: { issues: [{ field: "expires_at", message }] } },
});

/** PATCH /keys/{hash} with expires_at (docs/decisions.md, "Console: keys at scale and People"). */
describe("PATCH /keys/{hash} expires_at over REST", () => {
  let call: ReturnType<typeof restClient>;
  beforeAll(() => {
    const r = runAdmin(["org", "create", "--name", `expiry-http-${uniq()}`], inject("serverEnv"));
    expect(r.status, r.stderr).toBe(0);
    call = restClient((r.json as Record<string, string>).management_key);
  });

  it("sets, clears, and refuses bad values with 400 naming the field (nothing changed)", async () => {
    const created = await call<{ data: { hash: string } }>("POST", "/keys", { name: `k-${uniq()}` });
    expect(created.status).toBe(201);
    const path = `/keys/${created.body.data.hash}`;
    const set = await call<{ data: { expires_at: string | null } }>("PATCH", path, { expires_at: "2099-05-01T10:00:00Z" });
    expect([set.status, set.body.data.expires_at]).toEqual([200, "2099-05-01T10:00:00.000Z"]);
    const rows: Array<[unknown, number, unknown]> = [
      ["2020-01-01T00:00:00Z", 400, INVALID("must be in the future")],
      ["tomorrow", 400, INVALID("must be an ISO 8601 date-time in UTC (ending in Z)")],
      [42, 400, null],
    ];
    for (const [value, status, body] of rows) {
      const r = await call<unknown>("PATCH", path, { expires_at: value });
      expect(r.status, String(value)).toBe(status);
      if (body) expect(r.body, String(value)).toEqual(body);
    }
    expect((await call<{ data: { expires_at: string | null } }>("GET", path)).body.data.expires_at).toBe("2099-05-01T10:00:00.000Z");
    const cleared = await call<{ data: { expires_at: string | null } }>("PATCH", path, { expires_at: null });
    expect([cleared.status, cleared.body.data.expires_at]).toEqual([200, null]);
  });
});
