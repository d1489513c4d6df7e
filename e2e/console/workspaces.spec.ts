import { MANAGEMENT_KEY } from "../env";
import { expect, test, unique } from "../fixtures";

test.describe("sign-in", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("signs in through the login page and out again", async ({ page }) => {
    await page.goto("/workspaces");
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("Management key").fill("sk-sy-mgmt-v1-not-a-real-key");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid API key");

    await page.getByLabel("Management key").fill(MANAGEMENT_KEY);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/workspaces$/);
    await expect(page.getByRole("heading", { name: "Workspaces", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Organization")).toHaveText("Default");
    // The key only ever travelled in the POST body: nothing of it is left in web storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(MANAGEMENT_KEY);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/workspaces");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("expired session", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a session cookie the server rejects sends the console to the login page", async ({ page, context, baseURL }) => {
    // Past the layout's cookie check, refused by the first query (401): the client redirects.
    await context.addCookies([{ name: "switchyard_session", value: "not-a-sealed-session", url: baseURL! }]);
    await page.goto("/workspaces");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Management key")).toBeVisible();
  });
});

test.describe("workspaces page", () => {
  test("navigation shows the console sections", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/workspaces$/);
    const nav = page.getByRole("navigation", { name: "Console" });
    for (const name of ["Workspaces", "Keys", "Guardrails", "End users", "Usage"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Keys", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Keys" })).toBeVisible();
    await expect(page.getByRole("button", { name: "New key" })).toBeVisible();
    await nav.getByRole("link", { name: "Guardrails" }).click();
    await expect(page.getByRole("heading", { name: "Guardrails" })).toBeVisible();
    await expect(page.getByText("coming soon")).toBeVisible();
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
    await expect(page.getByRole("status")).toHaveText(`Workspace ${name} created.`);

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
    await expect(members.getByRole("status")).toHaveText("Added owner@switchyard.local");
    await testInfo.attach("workspaces page", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
    await memberRow.getByRole("button", { name: "Remove owner@switchyard.local" }).click();
    await expect(members.getByText("No members yet.")).toBeVisible();

    // Delete, with confirmation.
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const deleteDialog = page.getByRole("dialog", { name: "Delete workspace" });
    await expect(deleteDialog).toContainText(name);
    await deleteDialog.getByRole("button", { name: "Delete workspace" }).click();
    await expect(deleteDialog).toBeHidden();
    await expect(page.getByRole("status").first()).toHaveText(`Workspace ${name} deleted.`);
    await expect(page.getByRole("row").filter({ hasText: slug })).toHaveCount(0);
    await expect(members).toBeHidden();
  });

  test("the default workspace cannot be deleted: the 409 is shown", async ({ page }) => {
    await page.goto("/workspaces");
    await page.getByRole("button", { name: "Delete Default" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete workspace" });
    await dialog.getByRole("button", { name: "Delete workspace" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The default workspace cannot be deleted");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: "default" }).first()).toBeVisible();
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
