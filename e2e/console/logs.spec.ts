import { guard, logged, makeKey, send } from "../gateway";
import { expectAccessible } from "../a11y";
import { consoleNav, expect, test, unique } from "../fixtures";

/**
 * The request log (Logs page) after real requests through the gateway: a request refused by a
 * guardrail, one a guardrail redacted, one served after a routing fallback, and a streamed one,
 * each shown as it happened, in the table and in the detail drawer.
 */
test.describe("logs page", () => {
  test("shows a refused, a redacted, a fallback and a streamed request correctly", async ({ page, api, request }, testInfo) => {
    test.setTimeout(120_000);
    const run = unique("log");
    const refusedKey = await makeKey(api, `${run}-refused`);
    const redactKey = await makeKey(api, `${run}-redact`);
    const fallbackKey = await makeKey(api, `${run}-fallback`);
    const streamKey = await makeKey(api, `${run}-stream`);
    await guard(api, refusedKey, `${run} only priced`, { allowed_models: ["e2e/priced"] });
    await guard(api, redactKey, `${run} redact email`, { content_filter_builtins: [{ slug: "email", action: "redact" }] });

    const refused = await send(request, refusedKey, { model: "local/echo" });
    expect(refused.status).toBe(403);
    const redacted = await send(request, redactKey, { messages: [{ role: "user", content: "Write to jane@acme.io please" }] });
    expect(redacted.status).toBe(200);
    // Each project has its own fallback model: a failed endpoint is tried last for 30 s afterwards.
    const fallbackModel = testInfo.project.name === "console-phone" ? "e2e/fallback-2" : "e2e/fallback-1";
    const fallback = await send(request, fallbackKey, { model: fallbackModel, provider: { order: ["e2e-down", "e2e-east"] } });
    expect(fallback.status).toBe(200);
    const streamed = await send(request, streamKey, { stream: true, user: `${run}-user` });
    expect(streamed.status).toBe(200);
    expect(streamed.text).toContain("event: message_stop");
    for (const r of [refused, redacted, fallback, streamed]) await logged(api, r.id);

    // Navigation leads to the page; filters live in the URL.
    await page.goto("/activity");
    await (await consoleNav(page)).getByRole("link", { name: "Logs" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Logs" })).toBeVisible();
    const table = page.getByRole("table", { name: "Requests" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();

    // Refused by a guardrail: status Refused 403, never billed, no upstream called.
    await page.getByRole("group", { name: "Filters" }).getByLabel("Status").selectOption("refused");
    await expect(page).toHaveURL(/status=refused/);
    await page.goto(`/logs?status=refused&key=${refusedKey.hash}`);
    let row = table.getByRole("row").nth(1);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText(refusedKey.name);
    await expect(row).toContainText("Refused");
    await expect(row).toContainText("403");
    await expect(row).toContainText("Guardrail");
    await expect(row).toContainText("$0.00");
    await row.getByRole("button", { name: /^Details of the request/ }).click();
    let drawer = page.getByRole("dialog", { name: "Request details" });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`id=${refused.id}`));
    await expect(drawer).toContainText("Refused: Model not allowed by guardrail");
    await expect(drawer).toContainText("No upstream was called.");
    await expect(drawer).toContainText("refused requests are never billed");
    await expect(drawer).toContainText("I/O logging was off for this request.");
    // The drawer traps focus; Escape closes it and the URL forgets the request.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/id=/);

    // Redacted: served, the guardrail's redaction counted.
    await page.goto(`/logs?key=${redactKey.hash}`);
    row = table.getByRole("row").nth(1);
    await expect(row).toContainText("OK");
    await expect(row).toContainText("Redacted");
    await row.getByRole("button", { name: /^Details of the request/ }).click();
    drawer = page.getByRole("dialog", { name: "Request details" });
    await expect(drawer).toContainText("Redacted email: 1 match");
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(drawer).toBeHidden();

    // Fallback: two attempts in order, the first refused its connection; billed once.
    await page.goto(`/logs?key=${fallbackKey.hash}`);
    row = table.getByRole("row").nth(1);
    await expect(row).toContainText("Fallback ×1");
    await expect(row).toContainText("e2e-east");
    await row.getByRole("button", { name: /^Details of the request/ }).click();
    drawer = page.getByRole("dialog", { name: "Request details" });
    await expect(drawer.getByRole("heading", { name: "Attempts (1 fallback)" })).toBeVisible();
    const attempts = drawer.getByRole("table", { name: "Upstream attempts" }).getByRole("row");
    await expect(attempts).toHaveCount(3);
    await expect(attempts.nth(1)).toContainText(`e2e-down/${fallbackModel}`);
    await expect(attempts.nth(1)).not.toContainText("Answered");
    await expect(attempts.nth(2)).toContainText(`e2e-east/${fallbackModel}`);
    await expect(attempts.nth(2)).toContainText("Answered");
    await expect(drawer).toContainText(`e2e-down/${fallbackModel}`);
    await page.keyboard.press("Escape");

    // Streamed: the end user, tokens, a cost, time to first byte and whole time.
    await page.goto(`/logs?key=${streamKey.hash}&user=${run}-user`);
    row = table.getByRole("row").nth(1);
    await expect(row).toContainText(`${run}-user`);
    await expect(row).toContainText("OK");
    await expect(row.getByRole("cell").nth(8)).not.toHaveText("$0.00");
    await expect(row.getByRole("cell").nth(10)).toHaveText(/\d+ ms|\d+\.\d s/);
    await row.getByRole("button", { name: /^Details of the request/ }).click();
    drawer = page.getByRole("dialog", { name: "Request details" });
    await expect(drawer).toContainText("Time to first byte");
    await expect(drawer.locator("dd").filter({ hasText: / ms$/ }).first()).toBeVisible();
    await expect(drawer).toContainText("e2e-east");
    // With rows and the drawer open: axe finds nothing serious (light desktop, dark phone).
    await expectAccessible(page);
  });

  test("filters narrow the list and pages go older and back; an empty result says what to do", async ({ page, api, request }) => {
    const run = unique("pages");
    const key = await makeKey(api, run);
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) ids.push((await send(request, key, { user: `${run}-u` })).id);
    await logged(api, ids[ids.length - 1]);
    await logged(api, ids[0]);
    await page.goto(`/logs?key=${key.hash}`);
    const table = page.getByRole("table", { name: "Requests" });
    await expect(table.getByRole("row")).toHaveCount(26);
    await page.getByRole("button", { name: "Older" }).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Older" })).toBeDisabled();
    await page.getByRole("button", { name: "Newer" }).click();
    await expect(table.getByRole("row")).toHaveCount(26);
    await expect(page).not.toHaveURL(/cursor=/);
    await page.getByRole("group", { name: "Filters" }).getByLabel("Status").selectOption("error");
    await expect(page.getByRole("heading", { name: "No requests match these filters" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(page).not.toHaveURL(/status=/);
    // "none" (a refused request's provider) is no provider to pick; a refusal reason filters to refused requests.
    const filters = page.getByRole("group", { name: "Filters" });
    await expect(filters.getByLabel("Provider").locator("option", { hasText: /^none$/ })).toHaveCount(0);
    await filters.getByLabel("Refusal reason").selectOption("key_limit");
    await expect(page).toHaveURL(/refusal=key_limit/);
    await expect(filters.getByLabel("Status")).toHaveValue("refused");
  });
});
