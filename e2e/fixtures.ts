import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
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

export const test = base.extend<{ api: APIRequestContext }>({
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
