import { startMockUpstream, type MockUpstream } from "../../server/test/upstream";
import { expect, test, toasts, unique } from "../fixtures";
import { logged, makeKey } from "../gateway";

const SECRET = "sk-e2e-catalog-SECRET-4c1d";
const SLUG = "openai/gpt-4o-mini";

/*
 * Issue 25, done when: on a fresh install, add an OpenAI-compatible provider (a local mock
 * upstream) in the console, test it, discover its models, import one priced from the dataset,
 * call it through /chat/completions, and see its cost in the ledger.
 */
test.describe("catalog: a provider added in the console", () => {
  let mock: MockUpstream;
  test.beforeAll(async () => {
    mock = await startMockUpstream({ quiet: true });
  });
  test.afterAll(() => mock.close());

  test("add, test, discover, import a model priced from the dataset, call it, see the cost", async ({ page, api, request }) => {
    // The phone project runs this again on the same server: the imported model is this run's.
    await api.delete(`/api/v1/catalog/models/${encodeURIComponent(SLUG)}`);
    const id = unique("acme");
    const name = `Acme ${id}`;

    await page.goto("/providers");
    await expect(page.getByRole("heading", { level: 1, name: "Providers" })).toBeVisible();
    await page.getByRole("button", { name: "Add provider" }).click();
    const form = page.getByRole("form", { name: "Add provider" });
    await form.getByLabel("API", { exact: true }).selectOption("openai");
    await form.getByLabel(/^ID\b/).fill(id);
    await form.getByLabel(/^Name\b/).fill(name);
    await form.getByLabel(/^Base URL\b/).fill(`${mock.url}/v1`);
    await form.getByLabel("API key", { exact: true }).fill(SECRET);
    await form.getByRole("button", { name: "Add provider" }).click();
    await expect(toasts(page)).toContainText(`Provider ${name} added.`);

    const row = page.getByRole("table", { name: "Providers" }).getByRole("row").filter({ hasText: id });
    await expect(row).toContainText("Added here");
    await expect(row).toContainText("api_key");
    await page.getByRole("button", { name: `Test ${name}` }).click();
    await expect(row).toContainText("OK (HTTP 200");

    await page.getByRole("button", { name: `Discover models of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Models of ${id}` });
    const offer = dialog.getByRole("row").filter({ hasText: "gpt-4o-mini" });
    await expect(offer).toContainText("$0.15 / $0.6");
    await expect(offer).toContainText("genai-prices:openai/gpt-4o-mini");
    await dialog.getByRole("button", { name: "Import gpt-4o-mini" }).click();
    await expect(toasts(page)).toContainText(`Model ${SLUG} imported.`);
    await expect(offer).toContainText("Imported");
    await page.keyboard.press("Escape");

    await page.goto("/models");
    const modelRow = page.getByRole("row").filter({ hasText: SLUG });
    await expect(modelRow).toContainText("Added here");
    await expect(modelRow).toContainText("$0.15 / $0.6");
    await expect(modelRow).toContainText("price dataset: openai/gpt-4o-mini");

    // Served at once, through /chat/completions, with the dataset's price in the ledger.
    const key = await makeKey(api, unique("catalog"));
    const res = await request.post("/api/v1/chat/completions", {
      headers: { Authorization: `Bearer ${key.key}` },
      data: { model: SLUG, messages: [{ role: "user", content: "hello from the catalog test" }] },
    });
    expect(res.status(), await res.text()).toBe(200);
    const usage = ((await res.json()) as { usage: { prompt_tokens: number; completion_tokens: number } }).usage;
    const { total_cost } = await logged(api, res.headers()["x-request-id"] ?? "");
    expect(total_cost).toBeCloseTo(usage.prompt_tokens * 0.00000015 + usage.completion_tokens * 0.0000006, 12);
    expect(total_cost).toBeGreaterThan(0);

    // The secret is never shown again.
    await page.goto("/providers");
    await expect(page.getByRole("table", { name: "Providers" }).getByRole("row").filter({ hasText: id })).toBeVisible();
    expect(await page.content()).not.toContain(SECRET);
    // Its endpoint's health: one call, none failed, circuit closed.
    const health = page.getByRole("table", { name: "Endpoint health" }).getByRole("row").filter({ hasText: `${id}/${SLUG}` });
    await expect(health).toContainText("0.0 %");
    await expect(health).toContainText("Closed");
  });
});
