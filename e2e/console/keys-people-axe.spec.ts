import AxeBuilder from "@axe-core/playwright";
import { expect, test, unique } from "../fixtures";

// The keys and people pages with data in them: no serious or critical axe violation (1280 px, default theme).
for (const path of ["/keys", "/people"]) {
  test(`axe: ${path} has no serious or critical violation`, async ({ page, api }) => {
    expect((await api.post("/api/v1/keys", { data: { name: unique("axe"), limit: 0.0004 } })).status()).toBe(201);
    await page.goto(path);
    await expect(page.locator("main table").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
  });
}
