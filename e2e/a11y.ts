import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.x A and AA rules (and axe's best practices): the console's bar. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core over the page as it stands: no serious or critical violation. The failure lists each
 * rule with the selectors it hit, so the report says what to fix.
 */
export async function expectAccessible(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`).join("\n")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** No page-wide horizontal scroll: wide content scrolls inside its own box. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const vw = window.innerWidth;
    // Name the widest element poking out, to say what overflows when it does.
    let widest = "";
    let max = vw;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (clipped(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > max + 1) {
        max = r.right;
        widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(" ").join(".")}` : ""} (right edge ${Math.round(r.right)})`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, widest };
  });
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window; widest: ${widest}`).toBeLessThanOrEqual(innerWidth);
}

/** Until the page's first data is in: no loading skeleton (aria-busy) and no request in flight. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
