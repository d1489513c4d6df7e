import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyCache } from "../auth/key-cache";
import { hashKey } from "../auth/keys";
import type { DbHandle } from "../db";
import { testDb } from "../test/db";
import { seedOrg } from "../test/fixtures";
import { createCaller } from "./root";

/** Console sessions: a missing, revoked or expired session is tRPC UNAUTHORIZED (HTTP 401), the 401 envelope kept as the cause. */
describe("session authentication", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await testDb();
  });
  afterAll(() => h.close());

  const session = (keyHash: string | null) => createCaller({ db: h.prisma, now: () => new Date(), auth: { type: "session", keyHash } });

  async function thrown(p: Promise<unknown>): Promise<TRPCError> {
    try {
      await p;
    } catch (err) {
      if (err instanceof TRPCError) return err;
      throw err;
    }
    throw new Error("expected a failure");
  }

  it.each([
    ["no session", () => null, 401, "Missing Authentication header"],
    ["an unknown key", () => hashKey("sk-sy-mgmt-v1-unknown"), 401, "Invalid API key"],
  ])("%s: UNAUTHORIZED carrying the envelope", async (_name, hash, status, message) => {
    const err = await thrown(session(hash()).session.me());
    expect(err.code).toBe("UNAUTHORIZED");
    expect(err.cause).toMatchObject({ status, message });
  });

  it("a revoked key ends its session with UNAUTHORIZED; a valid one answers, naming the default workspace", async () => {
    const org = await seedOrg(h.prisma);
    const hash = hashKey(org.management_key);
    const me = await session(hash).session.me();
    expect(me.default_workspace_id).toBe(org.default_workspace_id);
    await h.prisma.apiKey.update({ where: { hash }, data: { disabled: true } });
    // The key cache may hold the enabled record: invalidating it is what the revoke service does.
    await keyCache().invalidate(hash);
    const err = await thrown(session(hash).session.me());
    expect(err.code).toBe("UNAUTHORIZED");
    expect(err.cause).toMatchObject({ status: 401 });
  });

  it("a bearer (REST) failure is unchanged: the AppError itself", async () => {
    const api = createCaller({ db: h.prisma, now: () => new Date(), auth: { type: "bearer", header: null } });
    await expect(api.session.me()).rejects.toMatchObject({ cause: { status: 401 } });
  });
});
