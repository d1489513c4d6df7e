import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, unique, toasts } from "../fixtures";

type EndUser = { user: string; is_active: boolean; created_at: string; updated_at: string };

/** Register through the REST API (management key), as an application would. */
async function register(api: APIRequestContext, user: string): Promise<EndUser> {
  const res = await api.post("/api/v1/end-users", { data: { user } });
  expect(res.status()).toBe(201);
  return (await res.json()).data as EndUser;
}

async function readBack(api: APIRequestContext, user: string): Promise<EndUser> {
  const res = await api.get(`/api/v1/end-users/${encodeURIComponent(user)}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data as EndUser;
}

async function searchFor(page: Page, text: string) {
  const search = page.getByRole("search", { name: "Search end users" });
  await search.getByLabel("Tracking string").fill(text);
  await search.getByRole("button", { name: "Search", exact: true }).click();
}

test.describe("end users page", () => {
  test("search by exact string, deactivate, show inactive, reactivate", async ({ page, api }) => {
    const id = unique("eu");
    const alice = `${id}/alice 🦊`;
    const bob = `${id}/bob`;
    await register(api, alice);
    await register(api, bob);

    await page.goto("/end-users");
    await expect(page.getByRole("heading", { name: "End users", level: 1 })).toBeVisible();
    const table = page.getByRole("table", { name: "End users" });
    const pager = page.getByRole("navigation", { name: "Pagination" });

    // Exact match: one row, the other registration is not shown.
    await searchFor(page, alice);
    const row = table.getByRole("row").filter({ hasText: alice });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Active");
    await expect(table.getByRole("row").filter({ hasText: bob })).toHaveCount(0);
    await expect(pager).toContainText("1–1 of 1");

    // Case-sensitive and not a prefix search.
    await searchFor(page, alice.toUpperCase());
    await expect(page.getByText(`No active end user is registered as “${alice.toUpperCase()}”.`)).toBeVisible();
    await searchFor(page, id);
    await expect(page.getByText(`No active end user is registered as “${id}”.`)).toBeVisible();

    // Too long for a tracking string: refused before asking the server.
    await searchFor(page, "x".repeat(513));
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("A tracking string has at most 512 characters");
    await expect(page.getByRole("search").getByLabel("Tracking string")).toHaveAttribute("aria-invalid", "true");

    // Deactivate: the registration leaves the default (active-only) list.
    await searchFor(page, alice);
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await row.getByRole("button", { name: `Deactivate ${alice}` }).click();
    await expect(toasts(page)).toContainText(
      `End user ${alice} deactivated. Inactive end users are hidden while “Show inactive” is off.`,
    );
    await expect(page.getByText(`No active end user is registered as “${alice}”.`)).toBeVisible();
    expect((await readBack(api, alice)).is_active).toBe(false);

    // Show inactive: it is there, marked inactive, and can be reactivated.
    await page.getByRole("group", { name: "Filters" }).getByLabel("Show inactive").check();
    await expect(row).toContainText("Inactive");
    await row.getByRole("button", { name: `Reactivate ${alice}` }).click();
    await expect(toasts(page)).toContainText(`End user ${alice} reactivated.`);
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Deactivate ${alice}` })).toBeVisible();
    expect((await readBack(api, alice)).is_active).toBe(true);

    // Deactivating while inactive ones are shown keeps the row, marked inactive.
    await searchFor(page, bob);
    const bobRow = table.getByRole("row").filter({ hasText: bob });
    await bobRow.getByRole("button", { name: `Deactivate ${bob}` }).click();
    await expect(toasts(page)).toContainText(`End user ${bob} deactivated.`);
    await expect(bobRow.getByText("Inactive", { exact: true })).toBeVisible();
    expect((await readBack(api, bob)).is_active).toBe(false);

    // Clearing the search shows the whole list again.
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByRole("search").getByLabel("Tracking string")).toHaveValue("");
    const all = await api.get("/api/v1/end-users?include_inactive=true&limit=1");
    const total = (await all.json()).total_count as number;
    await expect(pager).toContainText(`of ${total}`);
  });

  test("pages through the organization's end users, oldest first", async ({ page, api }, testInfo) => {
    const prefix = unique("paged-eu");
    for (let i = 0; i < 12; i++) await register(api, `${prefix}-${String(i).padStart(2, "0")}`);
    const res = await api.get("/api/v1/end-users?limit=1");
    const total = (await res.json()).total_count as number;
    expect(total).toBeGreaterThanOrEqual(12);

    await page.goto("/end-users");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager).toContainText(`1–10 of ${total}`);
    await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await pager.getByRole("button", { name: "Next page" }).click();
    await expect(pager).toContainText(`11–${Math.min(20, total)} of ${total}`);
    await pager.getByRole("button", { name: "Previous page" }).click();
    await expect(pager).toContainText(`1–10 of ${total}`);

    // The newest registrations are on the last page.
    const lastOffset = Math.floor((total - 1) / 10) * 10;
    for (let offset = 0; offset < lastOffset; offset += 10) await pager.getByRole("button", { name: "Next page" }).click();
    await expect(pager).toContainText(`${lastOffset + 1}–${total} of ${total}`);
    await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();
    await expect(page.getByRole("row").filter({ hasText: `${prefix}-11` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("end-users-page.png"), fullPage: true });
    await testInfo.attach("end users page", { path: testInfo.outputPath("end-users-page.png"), contentType: "image/png" });
  });
});
