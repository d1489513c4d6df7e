import { createHash } from "node:crypto";
import { admin, memberOfNewOrg, signedIn } from "../admin";
import { consoleNav, expect, MANAGEMENT_KEY, test, unique, toasts } from "../fixtures";

const MGMT_KEY_PATTERN = /^sk-sy-mgmt-v1-[0-9a-f]{64}$/;
const LAST_KEY = "The organization's last active management key of an owner or admin cannot be revoked; create another one first";
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });

test.describe("management keys page", () => {
  test("owners list, create (plaintext once, copy), rename, revoke with confirmation, enable and delete management keys", async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/keys");
    await (await consoleNav(page)).getByRole("link", { name: "Management keys" }).click();
    await expect(page).toHaveURL(/\/management-keys$/);
    await expect(page.getByRole("heading", { name: "Management keys", level: 1 })).toBeVisible();
    const sessionRow = page.getByRole("row").filter({ hasText: "This session’s key" });
    await expect(sessionRow).toContainText("Active");
    await expect(sessionRow).toContainText(`${MANAGEMENT_KEY.slice(0, 17)}...${MANAGEMENT_KEY.slice(-4)}`);

    // Create: the name is required.
    const name = unique("ops-key");
    await page.getByRole("button", { name: "New management key" }).click();
    const createDialog = page.getByRole("dialog", { name: "New management key" });
    await createDialog.getByRole("button", { name: "Create key" }).click();
    await expect(createDialog.getByText("Required")).toBeVisible();
    await createDialog.getByLabel("Name", { exact: true }).fill(name);
    await expect(createDialog.getByLabel("Acts for")).toContainText("owner");
    await createDialog.getByRole("button", { name: "Create key" }).click();
    await expect(createDialog).toBeHidden();

    // The plaintext, once, with a copy button.
    const reveal = page.getByRole("dialog", { name: "Key created" });
    await expect(reveal).toContainText("It will not be shown again");
    const key = await reveal.getByLabel(`API key for ${name}`).inputValue();
    expect(key).toMatch(MGMT_KEY_PATTERN);
    await reveal.getByRole("button", { name: "Copy" }).click();
    await expect(reveal.getByRole("status")).toHaveText("Copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await reveal.getByRole("button", { name: "Done" }).click();
    await expect(reveal).toBeHidden();
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await expect(toasts(page)).toContainText(`Management key ${name} created.`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Active");
    expect(await page.content()).not.toContain(key);

    // It is a working management key.
    expect((await request.get("/api/v1/management-keys", bearer(key))).status()).toBe(200);

    // Rename.
    const renamed = `${name}-renamed`;
    await row.getByRole("button", { name: `Rename ${name}` }).click();
    const renameDialog = page.getByRole("dialog", { name: `Rename ${name}` });
    await renameDialog.getByLabel("Name", { exact: true }).fill("   ");
    await renameDialog.getByRole("button", { name: "Save" }).click();
    await expect(renameDialog.getByRole("alert")).toHaveText("Name must not be blank");
    await renameDialog.getByLabel("Name", { exact: true }).fill(renamed);
    await renameDialog.getByRole("button", { name: "Save" }).click();
    await expect(renameDialog).toBeHidden();
    const renamedRow = page.getByRole("row").filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();

    // Revoke, after a confirmation; Cancel first changes nothing.
    await renamedRow.getByRole("button", { name: `Revoke ${renamed}` }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke management key" });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(renamedRow).toContainText("Active");
    await renamedRow.getByRole("button", { name: `Revoke ${renamed}` }).click();
    const revoking = page.waitForResponse((r) => r.url().includes("/api/trpc/") && r.url().includes("managementKeys.update") && r.request().method() === "POST");
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    expect((await revoking).status()).toBe(200);
    await expect(confirm).toBeHidden();
    await expect(renamedRow).toContainText("Revoked");
    await expect(toasts(page)).toContainText(`Key ${renamed} revoked.`);
    // The key's very next request is refused: the key cache was invalidated, not left to expire.
    const refused = await request.get("/api/v1/key", bearer(key));
    expect([refused.status(), (await refused.json()).error.message]).toEqual([401, "API key is disabled"]);

    // Enable again, then delete with confirmation.
    await renamedRow.getByRole("button", { name: `Enable ${renamed}` }).click();
    await expect(renamedRow).toContainText("Active");
    expect((await request.get("/api/v1/key", bearer(key))).status()).toBe(200);
    await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
    const del = page.getByRole("dialog", { name: "Delete management key" });
    await del.getByRole("button", { name: "Delete key" }).click();
    await expect(del).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
    const gone = await request.get("/api/v1/key", bearer(key));
    expect(gone.status()).toBe(401);
    expect((await gone.json()).error.message).toBe("Invalid API key");
  });

  test("the last active key cannot be revoked (409 shown); revoking the session's own key signs the console out", async ({ browser, baseURL, request }) => {
    test.slow(); // several operator CLI runs, each a process of its own (~10–30 s on a loaded machine)
    const org = admin("org", "create", "--name", unique("mk-e2e"));
    const context = await signedIn(browser, baseURL, org.management_key);
    const page = await context.newPage();
    await page.goto("/management-keys");
    const own = page.getByRole("row").filter({ hasText: "This session’s key" });
    await own.getByRole("button", { name: "Revoke Management key" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke management key" });
    await expect(confirm).toContainText("You are signed in with this key");
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await expect(confirm.getByRole("alert")).toHaveText(LAST_KEY);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(own).toContainText("Active");
    expect((await request.get("/api/v1/key", bearer(org.management_key))).status()).toBe(200);

    // With a second key (made with the CLI), the session's key may revoke itself: the console signs out.
    admin("management-keys", "create", "--org", org.organization_id, "--name", "spare");
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: "spare" })).toBeVisible();
    await own.getByRole("button", { name: "Revoke Management key" }).click();
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    // Signed out, with the page to come back to.
    await expect(page).toHaveURL(/\/login\?next=%2Fmanagement-keys$/);
    const listed = admin("management-keys", "list", "--org", org.organization_id) as unknown as Array<{ hash: string; disabled: boolean }>;
    expect(listed.find((k) => k.hash === sha256(org.management_key))?.disabled).toBe(true);
    await context.close();
  });

  test("a member's session has no link and is refused with the role message", async ({ browser, baseURL }) => {
    test.slow(); // several operator CLI runs, each a process of its own (~10–30 s on a loaded machine)
    const { key } = memberOfNewOrg("mk-member", unique);
    const context = await signedIn(browser, baseURL, key);
    const page = await context.newPage();
    await page.goto("/keys");
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Keys", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Management keys" })).toHaveCount(0);
    await page.goto("/management-keys");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Only organization owners and admins can manage management keys");
    await expect(page.getByRole("button", { name: "New management key" })).toHaveCount(0);
    await context.close();
  });
});
