import { expect, test, unique } from "../fixtures";

test.describe("REST /api/v1/workspaces", () => {
  test("creates a workspace and reads it back by slug", async ({ request }) => {
    const slug = unique("api");
    const created = await request.post("/api/v1/workspaces", {
      data: { name: "API workspace", slug, description: "made over REST", default_provider_sort: "latency" },
    });
    expect(created.status()).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ name: "API workspace", slug, description: "made over REST", default_provider_sort: "latency" });

    const got = await request.get(`/api/v1/workspaces/${slug}`);
    expect(got.status()).toBe(200);
    expect((await got.json()).data).toMatchObject({ id: data.id, slug });

    const deleted = await request.delete(`/api/v1/workspaces/${data.id}`);
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await request.get(`/api/v1/workspaces/${slug}`)).status()).toBe(404);
  });

  test("rejects a bad slug with a 400 naming the field", async ({ request }) => {
    const res = await request.post("/api/v1/workspaces", { data: { name: "Bad", slug: "Not A Slug" } });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe(400);
    expect(body.error.metadata.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: "slug" })]));
  });

});

test.describe("REST without a key", () => {
  // Replaces the project's Bearer header: these requests carry no Authorization at all.
  test.use({ extraHTTPHeaders: {} });

  test("answers 401 in the error envelope", async ({ request }) => {
    const res = await request.get("/api/v1/workspaces");
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 401, message: "Missing Authentication header", metadata: null } });
    expect((await request.post("/api/v1/workspaces", { data: { name: "x", slug: "x" } })).status()).toBe(401);
  });
});
