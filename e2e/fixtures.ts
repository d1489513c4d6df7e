import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectNoHorizontalOverflow } from "./a11y";
import { BASE_URL, MANAGEMENT_KEY } from "./env";

export { expect, MANAGEMENT_KEY };

/** A slug (and name) no other test or run uses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** The console's toasts (sonner's aria-live region, outside <main>): `await expect(toasts(page)).toContainText("Saved.")`. */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ });
}

/**
 * Close the toasts on screen. On a phone they cover the lower buttons (bottom-right, most of
 * 390 px), and a click there waits on them until the test times out.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = toasts(page).getByRole("button", { name: "Close toast" });
  for (let i = 0; i < 10 && (await close.count()) > 0; i++) {
    // a toast may leave on its own meanwhile: then the next pass finds one fewer
    await close.first().click({ timeout: 2_000 }).catch(() => undefined);
  }
}

/** The console navigation, opened first from the Menu button where it is folded (phone widths). */
export async function consoleNav(page: Page): Promise<Locator> {
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole("navigation", { name: "Console" });
}

export const test = base.extend<{ api: APIRequestContext; noPageOverflow: void }>({
  /**
   * After every console test that passed, wherever its flow ended: no page-wide horizontal scroll
   * (at 1280 px and, in the console-phone project, at 390 px).
   */
  noPageOverflow: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== "passed" || !testInfo.project.name.startsWith("console")) return;
      if (!page.url().startsWith(BASE_URL)) return;
      await expectNoHorizontalOverflow(page);
    },
    { auto: true },
  ],
  /** REST with the management key, for arranging data around console tests. */
  api: async ({ playwright }, use) => {
    const ctx = await playwright.request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { Authorization: `Bearer ${MANAGEMENT_KEY}` },
    });
    await use(ctx);
    await ctx.dispose();
  },
});
