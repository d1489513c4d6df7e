import { expect, test } from "../fixtures";

/** public/: served as they are, without a session (no redirect to the sign-in page). */
test.describe("public files", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("robots.txt keeps every page out of search indexes", async ({ request }) => {
    const r = await request.get("/robots.txt", { maxRedirects: 0 });
    expect(r.status()).toBe(200);
    expect(r.headers()["content-type"]).toContain("text/plain");
    const text = await r.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/$/m);
  });

  test("the sign-in page shows the logo from public/logo.svg", async ({ page, request }) => {
    const r = await request.get("/logo.svg", { maxRedirects: 0 });
    expect(r.status()).toBe(200);
    expect(r.headers()["content-type"]).toContain("image/svg+xml");
    await page.goto("/login");
    const logo = page.getByRole("heading", { level: 1, name: "Switchyard" }).locator('img[src="/logo.svg"]');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
