import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdmin, startServer, type RunningServer } from "../test/server";
import { SIGN_IN_FAILURES } from "./sign-in-limit";

/**
 * Sessions end (issue 21 item 8), on a server of this file's own (the failed sign-ins it makes
 * from 127.0.0.1 must not lock the suite's shared server): sign-out revokes the session
 * server-side, so a cookie saved before it gets 401; so do a role change of its user and the
 * revocation of its key (re-enabling the key does not bring the session back); failed sign-ins
 * are limited.
 */

const uniq = () => randomBytes(4).toString("hex");
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

function admin(args: string[]) {
  const r = runAdmin(args, server.env);
  expect(r.status, r.stderr).toBe(0);
  return r.json as Record<string, string>;
}

async function signIn(key: string): Promise<string> {
  const r = await fetch(`${server.url}/api/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key }) });
  expect(r.status, await r.clone().text()).toBe(200);
  return (r.headers.get("set-cookie") ?? "").split(";")[0];
}

/** session.me over tRPC with a cookie: its HTTP status. */
async function me(cookie: string): Promise<number> {
  const r = await fetch(`${server.url}/api/trpc/session.me`, { headers: { cookie } });
  await r.arrayBuffer();
  return r.status;
}

/** A tRPC mutation with a cookie. */
async function mutate(cookie: string, path: string, input: unknown): Promise<number> {
  const r = await fetch(`${server.url}/api/trpc/${path}`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(input) });
  await r.arrayBuffer();
  return r.status;
}

/** Within a second (the session cache's lifetime): a revocation on this instance is at once, but allow the TTL. */
async function eventually401(cookie: string): Promise<void> {
  for (let i = 0; i < 30 && (await me(cookie)) !== 401; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await me(cookie)).toBe(401);
}

describe("console sessions end", () => {
  it("a cookie saved before sign-out gets 401 after it; a new sign-in works", async () => {
    const org = admin(["org", "create", "--name", `sessions-${uniq()}`]);
    const saved = await signIn(org.management_key);
    const other = await signIn(org.management_key);
    expect(await me(saved)).toBe(200);
    const out = await fetch(`${server.url}/api/session`, { method: "DELETE", headers: { cookie: saved } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await me(saved)).toBe(401);
    // only that session: another one of the same key goes on
    expect(await me(other)).toBe(200);
    expect(await me(await signIn(org.management_key))).toBe(200);
  });

  it("a role change of its user and a revoked key end the session; re-enabling the key does not bring it back", async () => {
    const org = admin(["org", "create", "--name", `sessions-role-${uniq()}`]);
    const user = admin(["user", "add", "--org", org.organization_id, "--email", `a-${uniq()}@example.com`, "--role", "admin"]);
    const key = admin(["key", "create-management", "--org", org.organization_id, "--user", user.user_id]);
    const owner = await signIn(org.management_key);
    const adminSession = await signIn(key.key);
    expect(await me(adminSession)).toBe(200);
    expect(await mutate(owner, "people.updateRole", { user_id: user.user_id, role: "member" })).toBe(200);
    await eventually401(adminSession);
    expect(await me(owner)).toBe(200);

    const second = admin(["key", "create-management", "--org", org.organization_id]);
    const onSecond = await signIn(second.key);
    expect(await me(onSecond)).toBe(200);
    const patch = (disabled: boolean) =>
      fetch(`${server.url}/api/v1/management-keys/${second.hash}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${org.management_key}`, "content-type": "application/json" },
        body: JSON.stringify({ disabled }),
      });
    expect((await patch(true)).status).toBe(200);
    await eventually401(onSecond);
    expect((await patch(false)).status).toBe(200);
    expect(await me(onSecond)).toBe(401);
  });

  it(`failed sign-ins are limited: after ${SIGN_IN_FAILURES} the address gets 429 with Retry-After, the right key included`, async () => {
    const org = admin(["org", "create", "--name", `sessions-limit-${uniq()}`]);
    const attempt = (key: string) =>
      fetch(`${server.url}/api/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key }) });
    for (let i = 0; i < SIGN_IN_FAILURES; i++) {
      const r = await attempt(`sk-sy-mgmt-v1-wrong-${i}`);
      expect(r.status).toBe(401);
    }
    for (const key of ["sk-sy-mgmt-v1-wrong-again", org.management_key]) {
      const r = await attempt(key);
      expect(r.status).toBe(429);
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await r.json()) as { error: { code: number; message: string } };
      expect(body.error.code).toBe(429);
      expect(body.error.message).toMatch(/^Too many failed sign-ins; try again in \d+ s$/);
    }
  });
});
