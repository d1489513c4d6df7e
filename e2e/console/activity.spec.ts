import { readFileSync } from "node:fs";
import { formatMoney } from "../../components/format/money";
import { logged, makeKey, send } from "../gateway";
import { expectAccessible } from "../a11y";
import { consoleNav, expect, test, toasts, unique } from "../fixtures";

/** A workspace of its own, with the organization's owner as a member (so keys can be made in it). */
async function makeWorkspace(api: import("@playwright/test").APIRequestContext, prefix: string) {
  const slug = unique(prefix);
  const res = await api.post("/api/v1/workspaces", { data: { name: `Activity ${slug}`, slug } });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { id: string; name: string } };
  const probe = await api.post("/api/v1/keys", { data: { name: unique("probe") } });
  const owner = (await probe.json()).data as { hash: string; creator_user_id: string };
  await api.delete(`/api/v1/keys/${owner.hash}`);
  expect((await api.post(`/api/v1/workspaces/${data.id}/members/add`, { data: { user_ids: [owner.creator_user_id] } })).status()).toBe(200);
  return data;
}

test.describe("activity page", () => {
  test("a workspace's spend, requests, tokens and errors; filters, range and breakdown in the URL; top tables; CSV export", async ({ page, api, request }) => {
    test.setTimeout(120_000);
    const ws = await makeWorkspace(api, "act");
    const a = await makeKey(api, unique("act-a"), ws.id);
    const b = await makeKey(api, unique("act-b"), ws.id);
    const sent = [
      await send(request, a, { user: "act-alice" }),
      await send(request, a, { user: "act-bob", messages: [{ role: "user", content: "A longer question for the priced model, with more tokens in it" }] }),
      await send(request, b, {}),
      await send(request, b, { messages: undefined }), // no messages: refused (400), counted as a request and an error, never billed
    ];
    expect(sent.map((s) => s.status)).toEqual([200, 200, 200, 400]);
    let spend = 0;
    for (const s of sent) spend += (await logged(api, s.id)).total_cost;
    expect(spend).toBeGreaterThan(0);

    await page.goto("/workspaces");
    await (await consoleNav(page)).getByRole("link", { name: "Activity" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    // 7 days by default, today included.
    await expect(page.getByRole("group", { name: "Range" }).getByRole("button", { name: "7 d" })).toHaveAttribute("aria-pressed", "true");

    const filters = page.getByRole("group", { name: "Filters" });
    await filters.getByLabel("Workspace", { exact: true }).selectOption({ label: ws.name });
    await expect(page).toHaveURL(new RegExp(`ws=${ws.id}`));
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals).toContainText(formatMoney(spend));
    await expect(totals.getByText("4", { exact: true })).toBeVisible();
    await expect(totals).toContainText("0 upstream · 1 refused");
    await expect(page.getByRole("figure", { name: "Spend over time chart" })).toBeVisible();
    // Refusals by reason, and spend by the member who created the keys (the owner).
    const refusals = page.getByRole("table", { name: "Refusals by reason" });
    await expect(refusals.getByRole("row")).toHaveCount(2);
    await expect(refusals.getByRole("row").filter({ hasText: "Invalid request (400)" })).toContainText("1");
    const members = page.getByRole("table", { name: "Spend by member" });
    await expect(members.getByRole("row")).toHaveCount(2);
    await expect(members).toContainText(formatMoney(spend));

    // Top keys: both keys; a click filters by one (and the URL says so).
    const topKeys = page.getByRole("table", { name: "Top keys" });
    await expect(topKeys).toContainText(a.name);
    await expect(topKeys).toContainText(b.name);
    await expect(page.getByRole("table", { name: "Top end users" })).toContainText("act-alice");
    await topKeys.getByRole("button", { name: a.name }).click();
    await expect(page).toHaveURL(new RegExp(`key=${a.hash}`));
    await expect(filters.getByLabel("Key", { exact: true })).toHaveValue(a.hash);
    await expect(totals.getByText("2", { exact: true })).toBeVisible();

    // Range, bucket size, metric and breakdown: all in the URL, kept on reload.
    await page.getByRole("group", { name: "Range" }).getByRole("button", { name: "24 h" }).click();
    await expect(page).toHaveURL(/range=24h/);
    await page.getByRole("group", { name: "Metric" }).getByRole("button", { name: "Tokens" }).click();
    await expect(page.getByRole("heading", { name: "Tokens by hour" })).toBeVisible();
    await page.getByLabel("Break down by").selectOption("end_user");
    await expect(page).toHaveURL(/group=end_user/);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Tokens by hour" })).toBeVisible();
    await expect(filters.getByLabel("Key", { exact: true })).toHaveValue(a.hash);
    await expect(page.getByRole("figure", { name: "Tokens over time chart" })).toContainText("act-alice");
    // With data, a chart and top tables: axe finds nothing serious (light desktop, dark phone).
    await expectAccessible(page);

    // Custom range: from and to days (UTC).
    await page.getByRole("group", { name: "Range" }).getByRole("button", { name: "Custom" }).click();
    await expect(page.getByLabel("From")).toBeVisible();
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(new Date().toISOString().slice(0, 10));
    await expect(totals.getByText("2", { exact: true })).toBeVisible();

    // CSV export of what the chart shows.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    const csv = readFileSync((await file.path()) as string, "utf8");
    expect(csv.split("\r\n")[0]).toBe("bucket,group,label,spend_usd,byok_usd,requests,errors,refused,prompt_tokens,completion_tokens");
    await expect(toasts(page)).toContainText(/Exported \d+ rows as CSV\./);

    // A filter with no usage: an empty state that says what to do.
    await page.goto(`/activity?ws=${ws.id}&model=local/hash-embed`);
    await expect(page.getByRole("heading", { name: "No requests match these filters" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).last().click();
    await expect(page).not.toHaveURL(/ws=/);

    // A refusal reason opens the request log filtered to it.
    await page.goto(`/activity?ws=${ws.id}`);
    await page.getByRole("table", { name: "Refusals by reason" }).getByRole("link", { name: "Invalid request (400)" }).click();
    await expect(page).toHaveURL(/\/logs\?.*refusal=invalid_request/);
    await expect(page.getByLabel("Refusal reason")).toHaveValue("invalid_request");
    await expect(page.getByLabel("Status")).toHaveValue("refused");
    await expect(page.locator("main table tbody tr")).toHaveCount(1);
  });

  test("the old Usage page leads to Activity", async ({ page }) => {
    await page.goto("/usage");
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    await expect(page).toHaveURL(/\/activity/);
  });
});
