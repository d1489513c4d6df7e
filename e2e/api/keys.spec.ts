import { expect, test, unique } from "../fixtures";

const KEY_PATTERN = /^sk-sy-v1-[0-9a-f]{64}$/;

test.describe("REST /api/v1/keys", () => {
  test("creates a key, reads it back without the plaintext, rejects an empty PATCH, deletes it", async ({ request }) => {
    const name = unique("api-key");
    const created = await request.post("/api/v1/keys", { data: { name, limit: 5, limit_reset: "monthly" } });
    expect(created.status()).toBe(201);
    const body = await created.json();
    expect(body.key).toMatch(KEY_PATTERN);
    expect(body.data).toMatchObject({ name, limit: 5, limit_remaining: 5, limit_reset: "monthly", disabled: false, usage: 0 });
    const { hash } = body.data as { hash: string };
    const key = body.key as string;
    // The label identifies the key without revealing it.
    expect(body.data.label).not.toBe(key);
    expect(key).toContain(body.data.label.split("...")[1]);

    const got = await request.get(`/api/v1/keys/${hash}`);
    expect(got.status()).toBe(200);
    const gotBody = await got.json();
    expect(gotBody).not.toHaveProperty("key");
    expect(gotBody.data).not.toHaveProperty("key");
    expect(gotBody.data).toMatchObject({ hash, name });
    expect(JSON.stringify(gotBody)).not.toContain(key);

    // The key itself works until it is deleted.
    const self = await request.get("/api/v1/key", { headers: { Authorization: `Bearer ${key}` } });
    expect(self.status()).toBe(200);
    expect((await self.json()).data).toMatchObject({ hash, is_management_key: false });

    const empty = await request.patch(`/api/v1/keys/${hash}`, { data: {} });
    expect(empty.status()).toBe(400);
    expect(await empty.json()).toEqual({ error: { code: 400, message: "No update fields provided", metadata: null } });

    const deleted = await request.delete(`/api/v1/keys/${hash}`);
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });

    const after = await request.get("/api/v1/key", { headers: { Authorization: `Bearer ${key}` } });
    expect(after.status()).toBe(401);
    expect((await after.json()).error).toMatchObject({ code: 401, message: "Invalid API key" });
    expect((await request.get(`/api/v1/keys/${hash}`)).status()).toBe(404);
  });
});
