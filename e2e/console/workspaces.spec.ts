import { MANAGEMENT_KEY } from "../env";
import { consoleNav, expect, test, toasts, unique } from "../fixtures";

test.describe("sign-in", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("signs in through the login page and out again", async ({ page }) => {
    await page.goto("/workspaces?from=test");
    // The page to come back to rides along.
    await expect(page).toHaveURL(/\/login\?next=%2Fworkspaces%3Ffrom%3Dtest$/);

    await page.getByLabel("Management key").fill("sk-sy-mgmt-v1-not-a-real-key");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid API key");

    await page.getByLabel("Management key").fill(MANAGEMENT_KEY);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/workspaces\?from=test$/);
    await expect(page.getByRole("heading", { name: "Workspaces", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Organization")).toHaveText("Default");
    // The key only ever travelled in the POST body: nothing of it is left in web storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(MANAGEMENT_KEY);

    await consoleNav(page); // on a phone, Sign out sits in the folded menu
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/keys");
    await expect(page).toHaveURL(/\/login\?next=%2Fkeys$/);
  });

  test("only same-origin paths are honoured as the page to come back to", async ({ page }) => {
    await page.goto("/login?next=//evil.example/x");
    await page.getByLabel("Management key").fill(MANAGEMENT_KEY);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/workspaces$/);
  });
});

test.describe("expired session", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a session cookie the server rejects sends the console to the login page, and back", async ({ page, context, baseURL }) => {
    // Past the cookie check, refused by the first query: tRPC UNAUTHORIZED (HTTP 401, not a 500).
    await context.addCookies([{ name: "switchyard_session", value: "not-a-sealed-session", url: baseURL! }]);
    const refused = page.waitForResponse((r) => r.url().includes("/api/trpc/"));
    await page.goto("/end-users");
    expect((await refused).status()).toBe(401);
    const direct = await context.request.get("/api/trpc/session.me");
    expect(direct.status()).toBe(401);
    const body = JSON.stringify(await direct.json());
    expect(body).toContain('"code":"UNAUTHORIZED"');
    expect(body).toContain('"error":{"code":401'); // the envelope, as before
    await expect(page).toHaveURL(/\/login\?next=%2Fend-users$/);
    await page.getByLabel("Management key").fill(MANAGEMENT_KEY);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/end-users$/);
    await expect(page.getByRole("heading", { name: "End users", level: 1 })).toBeVisible();
  });
});

test.describe("workspaces page", () => {
  test("navigation shows the console sections", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/workspaces$/);
    let nav = await consoleNav(page);
    for (const name of ["Workspaces", "Keys", "Guardrails", "End users", "Activity", "Logs"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Keys", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Keys" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New key" }).first()).toBeVisible();
    nav = await consoleNav(page);
    await nav.getByRole("link", { name: "Guardrails" }).click();
    await expect(page.getByRole("heading", { name: "Guardrails", level: 1 })).toBeVisible();
    // (The navigation may be folded again on a phone: look at it hidden or not.)
    await expect(page.locator("#console-nav").getByRole("link", { name: "Guardrails", includeHidden: true })).toHaveAttribute("aria-current", "page");
  });

  test("create, edit, manage members and delete a workspace", async ({ page }, testInfo) => {
    const slug = unique("ui");
    const name = `Team ${slug}`;
    await page.goto("/workspaces");

    // Create: client-side validation first, from the server's zod schema.
    await page.getByRole("button", { name: "New workspace" }).click();
    const createDialog = page.getByRole("dialog", { name: "New workspace" });
    await createDialog.getByRole("button", { name: "Create workspace" }).click();
    await expect(createDialog.getByText("Required")).toHaveCount(2); // name and slug
    await expect(createDialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await createDialog.getByLabel("Name").fill(name);
    await expect(createDialog.getByLabel("Slug")).toHaveValue(`team-${slug}`);
    await createDialog.getByLabel("Slug").fill("Not A Slug");
    await createDialog.getByLabel("I/O logging sampling rate").fill("2");
    await createDialog.getByRole("button", { name: "Create workspace" }).click();
    await expect(createDialog.getByText("must be lowercase alphanumeric segments separated by single hyphens")).toBeVisible();
    await expect(createDialog.getByText("Must be between 0.0001 and 1")).toBeVisible();
    await createDialog.getByLabel("Slug").fill(slug);
    await createDialog.getByLabel("Description").fill("Created from the console");
    await createDialog.getByLabel("Default provider sort").selectOption("throughput");
    await createDialog.getByLabel("I/O logging sampling rate").fill("0.5");
    await expect(createDialog.getByText("Must be between 0.0001 and 1")).toBeHidden();
    await createDialog.getByLabel("Observability broadcast").check();
    await createDialog.getByRole("button", { name: "Create workspace" }).click();
    await expect(createDialog).toBeHidden();
    await expect(toasts(page)).toContainText(`Workspace ${name} created.`);

    const row = page.getByRole("row").filter({ hasText: slug });
    await expect(row).toContainText(name);
    await expect(row).toContainText("Created from the console");
    await expect(row).toContainText("throughput");

    // A duplicate slug comes back from the server as a 409, shown in the form.
    await page.getByRole("button", { name: "New workspace" }).click();
    await createDialog.getByLabel("Name").fill("Duplicate");
    await createDialog.getByLabel("Slug").fill(slug);
    await createDialog.getByRole("button", { name: "Create workspace" }).click();
    await expect(createDialog.getByRole("alert")).toHaveText(`A workspace with slug '${slug}' already exists`);
    await createDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(createDialog).toBeHidden();

    // Edit: prefilled, only changed fields are sent.
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole("dialog", { name: `Edit ${name}` });
    await expect(editDialog.getByLabel("Slug")).toHaveValue(slug);
    await expect(editDialog.getByLabel("I/O logging sampling rate")).toHaveValue("0.5");
    await expect(editDialog.getByLabel("Observability broadcast")).toBeChecked();
    const patch = page.waitForRequest((r) => r.url().includes("/api/trpc/workspaces.update") && r.method() === "POST");
    await editDialog.getByLabel("Description").fill("Edited description");
    await editDialog.getByLabel("Default provider sort").selectOption("");
    await editDialog.getByRole("button", { name: "Save changes" }).click();
    const body = (await patch).postDataJSON() as Record<string, { json?: unknown } | unknown>;
    const sent = JSON.stringify(body);
    expect(sent).toContain('"description":"Edited description"');
    expect(sent).toContain('"default_provider_sort":null');
    expect(sent).not.toContain('"name"');
    expect(sent).not.toContain('"io_logging_sampling_rate"');
    await expect(editDialog).toBeHidden();
    await expect(row).toContainText("Edited description");
    await expect(row).toContainText("none");

    // Members: add the organization's owner, then remove them.
    await row.getByRole("button", { name: `Members of ${name}` }).click();
    const members = page.getByRole("region", { name: `Members of ${name}` });
    await expect(members.getByText("No members yet.")).toBeVisible();
    await members.getByLabel("User to add").selectOption({ label: "owner@switchyard.local (owner)" });
    await members.getByRole("button", { name: "Add member" }).click();
    const memberRow = members.getByRole("row").filter({ hasText: "owner@switchyard.local" });
    await expect(memberRow).toContainText("owner");
    await expect(toasts(page)).toContainText(`Added owner@switchyard.local to ${name}.`);
    await testInfo.attach("workspaces page", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
    await memberRow.getByRole("button", { name: "Remove owner@switchyard.local" }).click();
    await expect(members.getByText("No members yet.")).toBeVisible();
    await expect(toasts(page)).toContainText(`Removed owner@switchyard.local from ${name}.`);

    // Delete, with confirmation.
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const deleteDialog = page.getByRole("dialog", { name: "Delete workspace" });
    await expect(deleteDialog).toContainText(name);
    await deleteDialog.getByRole("button", { name: "Delete workspace" }).click();
    await expect(deleteDialog).toBeHidden();
    await expect(toasts(page)).toContainText(`Workspace ${name} deleted.`);
    await expect(page.getByRole("row").filter({ hasText: slug })).toHaveCount(0);
    await expect(members).toBeHidden();
  });

  test("the default workspace's Delete is disabled, with the reason", async ({ page }) => {
    await page.goto("/workspaces");
    const del = page.getByRole("button", { name: "Delete Default" });
    await expect(del).toBeDisabled();
    await expect(del).toHaveAccessibleDescription("The default workspace cannot be deleted");
    await expect(del).toHaveAttribute("title", "The default workspace cannot be deleted");
  });

  test("pages through the list", async ({ page, api }) => {
    const before = (await (await api.get("/api/v1/workspaces?limit=1")).json()).total_count as number;
    // Enough workspaces for at least two pages of 10.
    const needed = Math.max(0, 11 - before);
    const prefix = unique("page");
    for (let i = 0; i < needed; i++) {
      const res = await api.post("/api/v1/workspaces", { data: { name: `Paging ${i}`, slug: `${prefix}-${i}` } });
      expect(res.status()).toBe(201);
    }
    const total = before + needed;
    await page.goto("/workspaces");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager).toContainText(`1–10 of ${total}`);
    await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await pager.getByRole("button", { name: "Next page" }).click();
    await expect(pager).toContainText(`11–${Math.min(20, total)} of ${total}`);
    await expect(pager.getByRole("button", { name: "Previous page" })).toBeEnabled();
    await pager.getByRole("button", { name: "Previous page" }).click();
    await expect(pager).toContainText(`1–10 of ${total}`);
  });
});

test.describe("I/O logging's key filter", () => {
  test("is set in the edit form: only the checked keys, then every key again", async ({ page, api }) => {
    const slug = unique("io");
    const made = await api.post("/api/v1/workspaces", { data: { name: `IO ${slug}`, slug } });
    expect(made.status()).toBe(201);
    const ws = ((await made.json()) as { data: { id: string; name: string } }).data;
    const probe = await api.post("/api/v1/keys", { data: { name: unique("probe") } });
    const owner = ((await probe.json()) as { data: { creator_user_id: string; hash: string } }).data;
    await api.delete(`/api/v1/keys/${owner.hash}`);
    expect((await api.post(`/api/v1/workspaces/${ws.id}/members/add`, { data: { user_ids: [owner.creator_user_id] } })).status()).toBe(200);
    const keyOf = async (name: string) => {
      const r = await api.post("/api/v1/keys", { data: { name, workspace_id: ws.id } });
      expect(r.status()).toBe(201);
      return ((await r.json()) as { data: { id: number; name: string } }).data;
    };
    const logged = await keyOf(`logged-${slug}`);
    await keyOf(`quiet-${slug}`);
    const stored = async () => ((await (await api.get(`/api/v1/workspaces/${ws.id}`)).json()) as { data: { io_logging_api_key_ids: number[] | null } }).data.io_logging_api_key_ids;

    await page.goto("/workspaces");
    const row = page.getByRole("row").filter({ hasText: slug });
    // The list is oldest first: page on to the new workspace.
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager).toBeVisible();
    // The new workspace is on the last page: page on until it shows or there is no next page (a
    // page's rows may still be loading when it is looked at; the last page is then waited for).
    const next = pager.getByRole("button", { name: "Next page" });
    for (let i = 0; i < 50 && !(await row.isVisible()) && (await next.isEnabled()); i++) {
      const before = await pager.textContent();
      await next.click();
      await expect(pager).not.toHaveText(before ?? "");
    }
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Edit ${ws.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${ws.name}` });
    await expect(dialog.getByLabel("Every key of the workspace")).toBeChecked();
    await dialog.getByLabel("Only the keys checked below").check();
    const keys = dialog.getByRole("group", { name: "Keys whose bodies I/O logging keeps" });
    await keys.getByLabel(new RegExp(`^${logged.name}`)).check();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(stored).toEqual([logged.id]);

    await row.getByRole("button", { name: `Edit ${ws.name}` }).click();
    await expect(dialog.getByLabel("Only the keys checked below")).toBeChecked();
    await expect(keys.getByLabel(new RegExp(`^${logged.name}`))).toBeChecked();
    await expect(keys.getByLabel(new RegExp(`^quiet-${slug}`))).not.toBeChecked();
    await dialog.getByLabel("Every key of the workspace").check();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(stored).toBeNull();
  });
});
