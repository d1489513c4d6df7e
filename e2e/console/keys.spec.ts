import type { APIRequestContext, Page } from "@playwright/test";
import { admin, signedIn } from "../admin";
import { expect, test, toasts, unique } from "../fixtures";

const KEY_PATTERN = /^sk-sy-v1-[0-9a-f]{64}$/;

/** A workspace of its own per test (so no test pages through another's keys), optionally with the owner as a member. */
async function makeWorkspace(api: APIRequestContext, prefix: string, memberIds: string[] = []) {
  const slug = unique(prefix);
  const res = await api.post("/api/v1/workspaces", { data: { name: `Keys ${slug}`, slug } });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { id: string; name: string; slug: string } };
  if (memberIds.length > 0) {
    const added = await api.post(`/api/v1/workspaces/${data.id}/members/add`, { data: { user_ids: memberIds } });
    expect(added.status()).toBe(200);
  }
  return data;
}

/** The user keys made with the e2e management key act for (the organization's owner). */
async function ownerId(api: APIRequestContext): Promise<string> {
  const res = await api.post("/api/v1/keys", { data: { name: unique("probe") } });
  expect(res.status()).toBe(201);
  const { data } = await res.json();
  await api.delete(`/api/v1/keys/${data.hash}`);
  return data.creator_user_id as string;
}

async function filterWorkspace(page: Page, name: string) {
  await page.getByRole("group", { name: "Filters" }).getByLabel("Workspace").selectOption({ label: name });
}

const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });

test.describe("keys page", () => {
  test("a new key is shown once, works, and stops working as soon as it is disabled", async ({ page, api, request, context, baseURL }) => {
    const ws = await makeWorkspace(api, "keys-ui", [await ownerId(api)]);
    const name = unique("console-key");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/keys");
    await expect(page.getByRole("heading", { name: "Keys", level: 1 })).toBeVisible();

    // Create: client-side validation from the server's schema first.
    await page.getByRole("button", { name: "New key" }).click();
    const createDialog = page.getByRole("dialog", { name: "New key" });
    await createDialog.getByLabel("Spending limit (USD)").fill("lots");
    await createDialog.getByRole("button", { name: "Create key" }).click();
    await expect(createDialog.getByText("Required")).toBeVisible();
    await expect(createDialog.getByText("Enter an amount in USD, or leave empty for no limit")).toBeVisible();
    await expect(createDialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await createDialog.getByLabel("Name").fill(name);
    await createDialog.getByLabel("Spending limit (USD)").fill("12.5");
    await createDialog.getByLabel("Limit reset").selectOption("weekly");
    await createDialog.getByLabel("Count BYOK usage against the limit").check();
    const local = "2031-06-15T14:30";
    await createDialog.getByLabel("Expires at (optional)").fill(local);
    await createDialog.getByLabel("Workspace").selectOption({ label: ws.name });
    const sent = page.waitForRequest((r) => r.url().includes("/api/trpc/keys.create") && r.method() === "POST");
    await createDialog.getByRole("button", { name: "Create key" }).click();
    const body = JSON.stringify((await sent).postDataJSON());
    // datetime-local is the browser's local time; the API gets the same instant in UTC with a Z.
    const expectedUtc = await page.evaluate((v) => new Date(v).toISOString().replace(/\.000Z$/, "Z"), local);
    expect(expectedUtc).toMatch(/Z$/);
    expect(body).toContain(`"expires_at":"${expectedUtc}"`);
    expect(body).toContain(`"workspace_id":"${ws.id}"`);
    expect(body).toContain('"limit":12.5');
    await expect(createDialog).toBeHidden();

    // The plaintext, once.
    const reveal = page.getByRole("dialog", { name: "Key created" });
    await expect(reveal).toContainText("It will not be shown again");
    const key = await reveal.getByLabel(`API key for ${name}`).inputValue();
    expect(key).toMatch(KEY_PATTERN);
    await reveal.getByRole("button", { name: "Copy" }).click();
    await expect(reveal.getByRole("status")).toHaveText("Copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await reveal.getByRole("button", { name: "Done" }).click();
    await expect(reveal).toBeHidden();
    // Clear the clipboard so the key cannot be found there either.
    await page.evaluate(() => navigator.clipboard.writeText(""));

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(ws.name);
    await expect(row).toContainText("$12.50");
    await expect(row).toContainText("Weekly");
    await expect(row).toContainText("Enabled");
    expect(await page.content()).not.toContain(key);
    await page.reload();
    await filterWorkspace(page, ws.name);
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
    expect(await page.content()).not.toContain(key);

    // The key works against the API.
    const self = await request.get("/api/v1/key", bearer(key));
    expect(self.status()).toBe(200);
    expect((await self.json()).data).toMatchObject({ name, is_management_key: false, disabled: false });

    // Disable in the UI: the row says so (shown with "Show disabled"), and the key's very next
    // request is refused: the server's key cache was invalidated, not left to expire.
    await page.getByRole("group", { name: "Filters" }).getByLabel("Show disabled").check();
    const disabling = page.waitForResponse((r) => r.url().includes("/api/trpc/") && r.url().includes("keys.update") && r.request().method() === "POST");
    await row.getByRole("button", { name: `Disable ${name}` }).click();
    expect((await disabling).status()).toBe(200);
    await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Enable ${name}` })).toBeVisible();
    const refused = await request.get("/api/v1/key", bearer(key));
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.message).toBe("API key is disabled");

    // Hidden while "Show disabled" is off.
    await page.getByRole("group", { name: "Filters" }).getByLabel("Show disabled").uncheck();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });

  test("edit sends only changed fields; enable again; delete with confirmation", async ({ page, api }) => {
    const ws = await makeWorkspace(api, "keys-edit", [await ownerId(api)]);
    const name = unique("edit-key");
    const res = await api.post("/api/v1/keys", { data: { name, workspace_id: ws.id, limit: 3, limit_reset: "daily" } });
    expect(res.status()).toBe(201);
    const { data } = await res.json();
    expect((await api.patch(`/api/v1/keys/${data.hash}`, { data: { disabled: true } })).status()).toBe(200);

    await page.goto("/keys");
    await filterWorkspace(page, ws.name);
    await expect(page.getByText("No enabled keys in this workspace.")).toBeVisible();
    await page.getByRole("group", { name: "Filters" }).getByLabel("Show disabled").check();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Disabled");
    await row.getByRole("button", { name: `Enable ${name}` }).click();
    await expect(row).toContainText("Enabled");
    await expect(toasts(page)).toContainText(`Key ${name} enabled.`);

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${name}` });
    await expect(edit.getByLabel("Spending limit (USD)")).toHaveValue("3");
    await expect(edit.getByLabel("Limit reset")).toHaveValue("daily");
    await edit.getByLabel("Spending limit (USD)").fill("-1");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText("Must be 0 or more")).toBeVisible();
    await edit.getByLabel("Spending limit (USD)").fill("");
    await edit.getByLabel("Limit reset").selectOption("");
    const patch = page.waitForRequest((r) => r.url().includes("/api/trpc/keys.update") && r.method() === "POST");
    await edit.getByRole("button", { name: "Save changes" }).click();
    const sent = JSON.stringify((await patch).postDataJSON());
    expect(sent).toContain('"limit":null');
    expect(sent).toContain('"limit_reset":null');
    expect(sent).not.toContain('"name"');
    expect(sent).not.toContain('"include_byok_in_limit"');
    await expect(edit).toBeHidden();
    await expect(row).toContainText("No limit");

    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const del = page.getByRole("dialog", { name: "Delete key" });
    await expect(del).toContainText(name);
    await del.getByRole("button", { name: "Delete key" }).click();
    await expect(del).toBeHidden();
    await expect(toasts(page)).toContainText(`Key ${name} deleted.`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    expect((await api.get(`/api/v1/keys/${data.hash}`)).status()).toBe(404);
  });

  test("moving a key: the HIPAA 403 and the non-member 409 are shown in the dialog, then a move succeeds", async ({ page, api }) => {
    // The operator CLI (a process of its own, ~10–30 s on a loaded machine) marks the workspace HIPAA.
    test.slow();
    const owner = await ownerId(api);
    const source = await makeWorkspace(api, "keys-src", [owner]);
    const hipaa = await makeWorkspace(api, "keys-hipaa", [owner]);
    const stranger = await makeWorkspace(api, "keys-nomember");
    const target = await makeWorkspace(api, "keys-dst", [owner]);
    // the organization from the API (GET /key), not a second CLI run
    const orgId = ((await (await api.get("/api/v1/key")).json()) as { data: { organization_id: string } }).data.organization_id;
    expect(admin("workspace", "hipaa", "--org", orgId, "--workspace", hipaa.slug, "--on")).toEqual({
      workspace_id: hipaa.id,
      is_hipaa: true,
    });

    const name = unique("move-key");
    expect((await api.post("/api/v1/keys", { data: { name, workspace_id: source.id } })).status()).toBe(201);
    await page.goto("/keys");
    await filterWorkspace(page, source.name);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(source.name);

    await row.getByRole("button", { name: `Move ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Move ${name}` });
    await dialog.getByLabel("Target workspace").selectOption({ label: `${hipaa.name} (${hipaa.slug})` });
    await dialog.getByRole("button", { name: "Move key" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Keys cannot be moved into a HIPAA workspace");

    await dialog.getByLabel("Target workspace").selectOption({ label: `${stranger.name} (${stranger.slug})` });
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Move key" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      `The key's creator (user ${owner}) is not a member of workspace '${stranger.slug}'; add the creator to the workspace first`,
    );

    await dialog.getByLabel("Target workspace").selectOption({ label: `${target.name} (${target.slug})` });
    await dialog.getByRole("button", { name: "Move key" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(`Key ${name} moved to ${target.name}.`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    await filterWorkspace(page, target.name);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(target.name);
  });

  test("pages through a workspace's keys", async ({ page, api, request }, testInfo) => {
    const ws = await makeWorkspace(api, "keys-page", [await ownerId(api)]);
    const prefix = unique("paged");
    const resets = [null, "daily", "weekly", "monthly"] as const;
    const made: { hash: string; key: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await api.post("/api/v1/keys", {
        data: {
          name: `${prefix}-${String(i).padStart(2, "0")}`,
          workspace_id: ws.id,
          limit: i % 3 === 0 ? null : i * 2.5,
          limit_reset: i % 3 === 0 ? null : resets[i % 4],
          include_byok_in_limit: i % 4 === 1,
          expires_at: i === 2 ? "2031-01-01T00:00:00Z" : null,
        },
      });
      expect(res.status()).toBe(201);
      const body = await res.json();
      made.push({ hash: body.data.hash, key: body.key });
    }
    await page.goto("/keys");
    await filterWorkspace(page, ws.name);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager).toContainText("1–10 of 12");
    await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await pager.getByRole("button", { name: "Next page" }).click();
    await expect(pager).toContainText("11–12 of 12");
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    // newest first: the oldest two are on the second page
    await expect(page.getByRole("row").filter({ hasText: `${prefix}-00` })).toBeVisible();
    await pager.getByRole("button", { name: "Previous page" }).click();
    await expect(pager).toContainText("1–10 of 12");

    // A used key shows when it was last used; a disabled one is counted only with "Show disabled".
    expect((await request.get("/api/v1/key", bearer(made[1].key))).status()).toBe(200);
    expect((await api.patch(`/api/v1/keys/${made[3].hash}`, { data: { disabled: true } })).status()).toBe(200);
    await page.reload();
    await filterWorkspace(page, ws.name);
    await expect(pager).toContainText("1–10 of 11");
    await expect(page.getByRole("row").filter({ hasText: `${prefix}-01` })).not.toContainText("Never");
    await page.getByRole("group", { name: "Filters" }).getByLabel("Show disabled").check();
    await expect(pager).toContainText("1–10 of 12");
    await expect(page.getByRole("row").filter({ hasText: `${prefix}-03` })).toContainText("Disabled");
    await page.screenshot({ path: testInfo.outputPath("keys-page.png"), fullPage: true });
    await testInfo.attach("keys page", { path: testInfo.outputPath("keys-page.png"), contentType: "image/png" });
  });

  test("at scale: all workspaces, search and sort in the URL, money to the precision that matters, edit expiry, bulk disable", async ({ page, api }) => {
    const owner = await ownerId(api);
    const ws1 = await makeWorkspace(api, "keys-all-1", [owner]);
    const ws2 = await makeWorkspace(api, "keys-all-2", [owner]);
    const prefix = unique("scale");
    const make = async (suffix: string, workspace_id: string, limit: number | null) => {
      const res = await api.post("/api/v1/keys", { data: { name: `${prefix}-${suffix}`, workspace_id, limit } });
      expect(res.status()).toBe(201);
      return (await res.json()).data as { hash: string; name: string };
    };
    const a = await make("a", ws1.id, 0.0004);
    const b = await make("b", ws2.id, 5);
    const c = await make("c", ws2.id, null);
    const table = page.getByRole("table", { name: "API keys" });
    const dataRows = table.locator("tbody tr");

    // All workspaces is the default view; the search comes from the URL.
    await page.goto(`/keys?q=${prefix}`);
    await expect(page.getByRole("group", { name: "Filters" }).getByLabel("Workspace")).toHaveValue("all");
    await expect(page.getByRole("group", { name: "Filters" }).getByLabel("Search")).toHaveValue(prefix);
    await expect(dataRows).toHaveCount(3);
    await expect(table).toContainText(ws1.name);
    await expect(table).toContainText(ws2.name);
    // a $0.0004 limit reads $0.0004 (limit and remaining), not $0.00
    await expect(page.getByRole("row").filter({ hasText: a.name }).getByRole("cell", { name: "$0.0004", exact: true })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: a.name }).getByRole("cell", { name: "$0.0004 Never resets" })).toHaveCount(1);

    // Typing in the search box narrows the list and writes the URL.
    await page.getByRole("group", { name: "Filters" }).getByLabel("Search").fill(b.name);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${b.name}`));
    await expect(dataRows).toHaveCount(1);
    await expect(dataRows.first()).toContainText(b.name);

    // Sort from the URL, then by clicking headers (aria-sort follows).
    await page.goto(`/keys?q=${prefix}&sort=name&order=asc`);
    await expect(dataRows.first()).toContainText(a.name);
    await expect(table.getByRole("columnheader", { name: "Name", exact: true })).toHaveAttribute("aria-sort", "ascending");
    await table.getByRole("columnheader", { name: "Name", exact: true }).getByRole("button").click();
    await expect(page).not.toHaveURL(/order=asc/);
    await expect(table.getByRole("columnheader", { name: "Name", exact: true })).toHaveAttribute("aria-sort", "descending");
    await expect(dataRows.first()).toContainText(c.name);
    await table.getByRole("columnheader", { name: "Remaining", exact: true }).getByRole("button").click();
    await expect(page).toHaveURL(/sort=limit_remaining/);
    await expect(dataRows.nth(0)).toContainText(b.name);
    await expect(dataRows.nth(1)).toContainText(a.name);
    await expect(dataRows.nth(2)).toContainText(c.name);
    await page.reload();
    await expect(dataRows.nth(0)).toContainText(b.name);
    // One workspace from the filter.
    await filterWorkspace(page, ws1.name);
    await expect(page).toHaveURL(new RegExp(`ws=${ws1.id}`));
    await expect(dataRows).toHaveCount(1);
    await filterWorkspace(page, "All workspaces");
    await expect(dataRows).toHaveCount(3);

    // Edit expiry: set, then clear.
    const rowA = page.getByRole("row").filter({ hasText: a.name });
    await rowA.getByRole("button", { name: `Edit ${a.name}` }).click();
    let edit = page.getByRole("dialog", { name: `Edit ${a.name}` });
    await edit.getByLabel("Expires at (optional)").fill("2031-06-15T14:30");
    let patch = page.waitForRequest((r) => r.url().includes("/api/trpc/keys.update") && r.method() === "POST");
    await edit.getByRole("button", { name: "Save changes" }).click();
    const expected = new Date("2031-06-15T14:30").toISOString().replace(/\.000Z$/, "Z");
    expect(JSON.stringify((await patch).postDataJSON())).toContain(`"expires_at":"${expected}"`);
    await expect(edit).toBeHidden();
    await expect(rowA).toContainText("Expires");
    expect((await (await api.get(`/api/v1/keys/${a.hash}`)).json()).data.expires_at).toBe(expected.replace("Z", ".000Z"));
    await rowA.getByRole("button", { name: `Edit ${a.name}` }).click();
    edit = page.getByRole("dialog", { name: `Edit ${a.name}` });
    await expect(edit.getByLabel("Expires at (optional)")).toHaveValue("2031-06-15T14:30");
    await edit.getByRole("button", { name: "Never expires" }).click();
    patch = page.waitForRequest((r) => r.url().includes("/api/trpc/keys.update") && r.method() === "POST");
    await edit.getByRole("button", { name: "Save changes" }).click();
    expect(JSON.stringify((await patch).postDataJSON())).toContain('"expires_at":null');
    await expect(edit).toBeHidden();
    await expect(rowA).not.toContainText("Expires");
    expect((await (await api.get(`/api/v1/keys/${a.hash}`)).json()).data.expires_at).toBeNull();

    // Bulk disable with confirmation.
    await page.getByRole("checkbox", { name: `Select ${a.name}` }).check();
    await page.getByRole("checkbox", { name: `Select ${b.name}` }).check();
    await expect(page.getByRole("group", { name: "Selection" })).toContainText("2 keys selected");
    await page.getByRole("button", { name: "Disable selected" }).click();
    const confirm = page.getByRole("dialog", { name: "Disable 2 keys" });
    await expect(confirm).toContainText(a.name);
    await expect(confirm).toContainText(b.name);
    await confirm.getByRole("button", { name: "Disable 2 keys" }).click();
    await expect(confirm).toBeHidden();
    await expect(toasts(page)).toContainText("2 keys disabled.");
    await expect(dataRows).toHaveCount(1);
    await expect(dataRows.first()).toContainText(c.name);
    for (const k of [a, b]) expect((await (await api.get(`/api/v1/keys/${k.hash}`)).json()).data.disabled).toBe(true);
    expect((await (await api.get(`/api/v1/keys/${c.hash}`)).json()).data.disabled).toBe(false);
  });

  test("at 1280 px the table fits its card; the rest of a key is in its row's detail", async ({ page, api }) => {
    // The property is about a 1280 px wide window, whichever project runs it (the phone one too).
    await page.setViewportSize({ width: 1280, height: 800 });
    const ws = await makeWorkspace(api, "keys-fit", [await ownerId(api)]);
    const name = unique("a-key-with-a-rather-long-name");
    const res = await api.post("/api/v1/keys", { data: { name, workspace_id: ws.id, limit: 25, limit_reset: "monthly", expires_at: "2031-01-01T00:00:00Z" } });
    expect(res.status()).toBe(201);
    const { data } = (await res.json()) as { data: { label: string; hash: string } };
    await page.goto("/keys");
    await filterWorkspace(page, ws.name);
    const table = page.getByRole("table", { name: "API keys" });
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    // No sideways scroll inside the card: Created and the actions are on screen.
    const overflow = await page.locator(".table-scroll").first().evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(table.getByRole("columnheader", { name: "Created" })).toBeInViewport();
    await expect(row.getByRole("button", { name: `Delete ${name}` })).toBeInViewport();
    // The details: label, usage by period, BYOK, expiry, hash.
    const toggle = row.getByRole("button", { name, exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const detail = page.getByRole("definition").filter({ hasText: data.label });
    await expect(detail).toBeVisible();
    const details = page.locator(`#key-detail-${data.hash}`);
    await expect(details).toContainText("today");
    await expect(details).toContainText("this month");
    await expect(details).toContainText("Does not count against the limit");
    await expect(details).toContainText(data.hash);
    await toggle.click();
    await expect(details).toHaveCount(0);
  });

  test("a member's session: another user's key has its write actions disabled, saying why", async ({ browser, baseURL, request }) => {
    test.slow(); // operator CLI runs, each a process of its own
    const org = admin("org", "create", "--name", unique("keys-member")) as { organization_id: string; management_key: string };
    const user = admin("user", "add", "--org", org.organization_id, "--email", `${unique("m")}@example.com`, "--role", "member") as { user_id: string };
    const { key } = admin("management-keys", "create", "--org", org.organization_id, "--user", user.user_id) as { key: string };
    const name = unique("owners-key");
    const made = await request.post("/api/v1/keys", { headers: { authorization: `Bearer ${org.management_key}` }, data: { name } });
    expect(made.status()).toBe(201);
    const context = await signedIn(browser, baseURL, key);
    const page = await context.newPage();
    await page.goto("/keys");
    for (const action of ["Edit", "Move", "Disable", "Delete"]) {
      const button = page.getByRole("button", { name: `${action} ${name}`, exact: true });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription("Only owners and admins change keys created by another user");
    }
    await context.close();
  });
});
