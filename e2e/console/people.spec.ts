import { expect, test, toasts, unique } from "../fixtures";

const LAST_OWNER = "The organization's last owner cannot be removed or demoted; make another member an owner first";

test.describe("people page", () => {
  test("add a person, change their role, add and remove a workspace, remove them", async ({ page, api }) => {
    const slug = unique("people-ws");
    const wsRes = await api.post("/api/v1/workspaces", { data: { name: `People ${slug}`, slug } });
    expect(wsRes.status()).toBe(201);
    const ws = (await wsRes.json()).data as { id: string; name: string };
    const email = `${unique("ada")}@example.com`;
    const name = unique("Ada Lovelace");

    await page.goto("/people");
    await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "management keys", exact: true })).toHaveAttribute("href", "/management-keys");
    const table = page.getByRole("table", { name: "People" });
    await expect(table.getByRole("row").filter({ hasText: "owner@switchyard.local" })).toContainText("(you)");

    // Add: a duplicate email is refused by name, then the person is added as an admin.
    await page.getByRole("button", { name: "Add person" }).click();
    const dialog = page.getByRole("dialog", { name: "Add person" });
    await dialog.getByLabel("Email").fill("OWNER@switchyard.local");
    await dialog.getByLabel("Name").fill("Dup");
    await dialog.getByRole("button", { name: "Add person" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("A member with email owner@switchyard.local already exists in this organization");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Role").selectOption("admin");
    await dialog.getByRole("button", { name: "Add person" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(`${name} added as admin.`);
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(name);
    await expect(row.getByLabel(`Role of ${name}`)).toHaveValue("admin");
    await expect(row.getByRole("list", { name: `Workspaces of ${name}` })).toContainText("Default");

    // Change role.
    await row.getByLabel(`Role of ${name}`).selectOption("member");
    await expect(toasts(page)).toContainText(`${name} is now member.`);
    await page.reload();
    await expect(row.getByLabel(`Role of ${name}`)).toHaveValue("member");

    // Workspace membership from the same place.
    await row.getByLabel(`Add ${name} to a workspace`).selectOption({ label: ws.name });
    await expect(toasts(page)).toContainText(`${name} added to ${ws.name}.`);
    await expect(row.getByRole("list", { name: `Workspaces of ${name}` })).toContainText(ws.name);
    const members = await api.get(`/api/v1/workspaces/${ws.id}/members`);
    expect(members.status()).toBe(200);
    expect(JSON.stringify(await members.json())).toContain('"role":"member"');
    await row.getByRole("button", { name: `Remove ${name} from ${ws.name}` }).click();
    await expect(toasts(page)).toContainText(`${name} removed from ${ws.name}.`);
    await expect(row.getByRole("list", { name: `Workspaces of ${name}` })).not.toContainText(ws.name);

    // Remove, with confirmation.
    await row.getByRole("button", { name: `Remove ${name}`, exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Remove person" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Remove person" }).click();
    await expect(confirm).toBeHidden();
    await expect(toasts(page)).toContainText(`${name} removed.`);
    await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  });

  test("the last owner cannot be demoted (409 shown by name) and cannot remove themself", async ({ page }) => {
    await page.goto("/people");
    const row = page.getByRole("table", { name: "People" }).getByRole("row").filter({ hasText: "owner@switchyard.local" });
    const remove = row.getByRole("button", { name: "Remove owner@switchyard.local", exact: true });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute("title", "You cannot remove yourself");
    const role = row.getByRole("combobox", { name: /^Role of / });
    await expect(role).toHaveValue("owner");
    await role.selectOption("admin");
    await expect(toasts(page)).toContainText(`Could not change the role of `);
    await expect(toasts(page)).toContainText(LAST_OWNER);
    await expect(role).toHaveValue("owner");
  });
});
