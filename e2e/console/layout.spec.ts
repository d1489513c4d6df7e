import { expectAccessible, expectNoHorizontalOverflow, settled } from "../a11y";
import { expect, test } from "../fixtures";
import { CONSOLE_PAGES, THEMES, WIDTHS } from "../pages";

/**
 * Every console page at a desktop (1280 px) and a phone (390 px) width, in the light and the dark
 * theme: no page-wide horizontal scroll, and axe finds no serious or critical violation.
 * One visit per page per combination.
 */
for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`${width}px, ${theme}`, () => {
      test.use({ viewport: { width, height: 844 }, colorScheme: theme });

      for (const p of CONSOLE_PAGES) {
        test(`${p.path}: fits the window and passes axe`, async ({ page }) => {
          await page.goto(p.path);
          await expect(page.getByRole("heading", { level: 1, name: p.heading, exact: true })).toBeVisible();
          await settled(page);
          // The system preference picks the theme (next-themes, defaultTheme "system").
          await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
          await expectNoHorizontalOverflow(page);
          await expectAccessible(page);
        });
      }

      test("the sign-in page fits the window and passes axe", async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 844 }, colorScheme: theme });
        const page = await context.newPage();
        await page.goto("/login");
        await expect(page.getByLabel("Management key")).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page);
        await context.close();
      });
    });
  }
}

test.describe("360px, the narrowest phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("every page fits the window", async ({ page }) => {
    for (const p of CONSOLE_PAGES) {
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1, name: p.heading, exact: true })).toBeVisible();
      await settled(page);
      await expectNoHorizontalOverflow(page);
    }
  });
});

test.describe("phone navigation", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation folds behind a menu button", async ({ page }) => {
    await page.goto("/workspaces");
    const nav = page.getByRole("navigation", { name: "Console" });
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "End users" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "End users" })).toBeVisible();
    // Navigating closes the menu.
    await expect(nav).toBeHidden();
  });
});

test.describe("theme and keyboard", () => {
  test("the theme toggle overrides the system preference and is remembered", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/workspaces");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    const theme = page.getByRole("group", { name: "Theme" });
    await theme.getByRole("button", { name: "Dark" }).click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(theme.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await theme.getByRole("button", { name: "System" }).click();
    await expect(html).toHaveAttribute("data-theme", "light");
  });

  test("a skip link leads past the navigation; dialogs trap focus and give it back", async ({ page }) => {
    await page.goto("/workspaces");
    await expect(page.getByRole("table", { name: "Workspaces" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    const opener = page.getByRole("button", { name: "New workspace" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "New workspace" });
    await expect(dialog).toBeVisible();
    // Tabbing many times never leaves the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
