import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { settled } from "../a11y";
import { expect, test } from "../fixtures";
import { CONSOLE_PAGES, THEMES, WIDTHS } from "../pages";

/**
 * `npm run screenshots`: every console page (and the sign-in page) in both themes at both widths,
 * viewport only, into docs/screenshots/<page>-<width>-<theme>.png. Skipped in ordinary runs.
 */
const OUT = path.join(process.cwd(), "docs", "screenshots");

test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 (npm run screenshots)");

/** A little data so the pages are not empty (idempotent: a second run finds it there). */
async function seed(api: APIRequestContext): Promise<void> {
  const workspaces = [
    { name: "Research", slug: "research", description: "Model evaluation and prototypes" },
    { name: "Support bot", slug: "support-bot", description: "Customer support assistant" },
  ];
  for (const w of workspaces) await api.post("/api/v1/workspaces", { data: w });
  const list = (await (await api.get("/api/v1/workspaces?limit=100")).json()) as { data: { id: string; slug: string }[] };
  const research = list.data.find((w) => w.slug === "research")?.id;
  const support = list.data.find((w) => w.slug === "support-bot")?.id;
  // The owner joins the new workspaces, so keys can be made in them.
  const probe = await api.post("/api/v1/keys", { data: { name: "probe" } });
  const owner = ((await probe.json()) as { data: { hash: string; creator_user_id: string } }).data;
  await api.delete(`/api/v1/keys/${owner.hash}`);
  for (const id of [research, support]) if (id) await api.post(`/api/v1/workspaces/${id}/members/add`, { data: { user_ids: [owner.creator_user_id] } });
  const keys = (await (await api.get("/api/v1/keys?limit=100")).json()) as { data: { name: string }[] };
  const have = new Set(keys.data.map((k) => k.name));
  const wanted = [
    { name: "Backend production", limit: 50 },
    { name: "Staging", limit: 5 },
    { name: "Notebook experiments", limit: 0.0004, workspace_id: research },
    { name: "Support widget", workspace_id: support },
  ];
  const made: Record<string, string> = {};
  for (const k of wanted) {
    if (have.has(k.name)) continue;
    const res = await api.post("/api/v1/keys", { data: k });
    made[k.name] = ((await res.json()) as { key: string }).key;
  }
  await traffic(api, made);
  if (research) await api.post("/api/v1/guardrails", { data: { name: "No PII, EU providers", workspace_id: research, description: "Redact personal data" } });
  for (const user of ["alice@example.com", "bob@example.com", "tenant-42"]) await api.post("/api/v1/end-users", { data: { user } });
}

/** Requests through the gateway (e2e catalog: priced models, a fallback) so Activity and Logs show money and every outcome. */
async function traffic(api: APIRequestContext, keys: Record<string, string>): Promise<void> {
  const users = ["alice@example.com", "bob@example.com", "tenant-42", undefined];
  const questions = ["Summarize this ticket in two lines", "Draft a polite reply to a refund request with the order number", "What is our SLA?"];
  const send = (key: string | undefined, body: Record<string, unknown>) =>
    key
      ? api.post("/api/v1/messages", {
          headers: { Authorization: `Bearer ${key}` },
          data: { model: "e2e/priced", max_tokens: 256, messages: [{ role: "user", content: questions[Math.floor(Math.random() * questions.length)] }], ...body },
        })
      : null;
  for (let i = 0; i < 12; i++) await send(keys["Backend production"], { user: users[i % users.length], stream: i % 4 === 1 });
  await send(keys["Backend production"], { model: "e2e/fallback-1", provider: { order: ["e2e-down", "e2e-east"] } });
  for (let i = 0; i < 5; i++) await send(keys["Support widget"], { user: "tenant-42" });
  // A limit of $0.0004 runs out after a request or two: the rest are refused (402), logged, never billed.
  for (let i = 0; i < 4; i++) await send(keys["Notebook experiments"], {});
  await send(keys["Staging"], { messages: undefined });
  await new Promise((r) => setTimeout(r, 1500));
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const { MANAGEMENT_KEY } = await import("../env");
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${MANAGEMENT_KEY}` } });
  await seed(api);
  await api.dispose();
});

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`${width}px ${theme}`, () => {
      test.use({ viewport: { width, height: width > 600 ? 800 : 844 }, colorScheme: theme });

      for (const p of CONSOLE_PAGES) {
        test(`${p.name}`, async ({ page }) => {
          await page.goto(p.path);
          await expect(page.getByRole("heading", { level: 1, name: p.heading, exact: true })).toBeVisible();
          await settled(page);
          await page.screenshot({ path: path.join(OUT, `${p.name}-${width}-${theme}.png`), animations: "disabled", caret: "hide" });
        });
      }

      test("logs-detail", async ({ page }) => {
        await page.goto("/logs");
        await page.getByRole("table", { name: "Requests" }).getByRole("button", { name: /^Details of the request/ }).first().click();
        await expect(page.getByRole("dialog", { name: "Request details" })).toContainText("Route explain");
        await settled(page);
        await page.screenshot({ path: path.join(OUT, `logs-detail-${width}-${theme}.png`), animations: "disabled", caret: "hide" });
      });

      test("login", async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, viewport: { width, height: width > 600 ? 800 : 844 }, colorScheme: theme });
        const page = await context.newPage();
        await page.goto("/login");
        await expect(page.getByLabel("Management key")).toBeVisible();
        await page.screenshot({ path: path.join(OUT, `login-${width}-${theme}.png`), animations: "disabled", caret: "hide" });
        await context.close();
      });
    });
  }
}
