import net from "node:net";
import { startOtlpReceiver, type OtlpReceiver } from "../../server/test/otlp-receiver";
import { expect, test, toasts, unique } from "../fixtures";

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

test.describe("workspace broadcast destinations", () => {
  let rx: OtlpReceiver;
  test.beforeAll(async () => {
    rx = await startOtlpReceiver();
  });
  test.afterAll(() => rx.close());

  test("turn broadcast on, add destinations, send test traces, disable and delete", async ({ page, api }) => {
    const slug = unique("bc");
    const name = `Broadcast ${slug}`;
    expect((await api.post("/api/v1/workspaces", { data: { name, slug } })).status()).toBe(201);
    await page.goto("/workspaces");
    const row = page.getByRole("row").filter({ hasText: slug });
    // Other specs add workspaces too (10 a page): page forward to the new one.
    await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    for (let i = 0; i < 50 && (await row.count()) === 0; i++) {
      const next = page.getByRole("button", { name: "Next page" });
      if (await next.isDisabled()) break;
      const label = await page.getByRole("navigation", { name: "Pagination" }).textContent();
      await next.click();
      await expect(page.getByRole("navigation", { name: "Pagination" })).not.toHaveText(label ?? "");
    }
    await row.getByRole("button", { name: `Broadcast destinations of ${name}` }).click();
    const panel = page.getByRole("region", { name: `Broadcast destinations of ${name}` });
    await expect(panel.getByText("No destinations yet")).toBeVisible();

    await expect(panel).toContainText("Broadcast is off for this workspace");
    await panel.getByRole("button", { name: "Turn broadcast on" }).click();
    await expect(toasts(page)).toContainText(`Broadcast on for ${name}.`);
    await expect(panel).toContainText("Broadcast is on for this workspace.");

    // A header line without a value is refused before anything is sent.
    const form = panel.getByRole("form", { name: "Add a broadcast destination" });
    await form.getByLabel("Destination name").fill("Collector");
    await form.getByLabel("OTLP/HTTP traces URL").fill(rx.url);
    await form.getByLabel("Headers (one per line, Name: value)").fill("Authorization");
    await form.getByRole("button", { name: "Add destination" }).press("Enter") // (a toast may cover it on a phone);
    await expect(form.getByRole("alert")).toHaveText("Line 1: write a header as Name: value");

    await form.getByLabel("Headers (one per line, Name: value)").fill("Authorization: Bearer e2e-secret\nx-tenant: acme");
    await form.getByRole("button", { name: "Add destination" }).press("Enter") // (a toast may cover it on a phone);
    await expect(toasts(page)).toContainText(`Destination Collector added to ${name}.`);
    const dest = panel.getByRole("row").filter({ hasText: "Collector" });
    await expect(dest).toContainText(rx.url);
    await expect(dest).toContainText("Authorization, x-tenant");
    await expect(dest).toContainText("100 %");
    await expect(page.locator("body")).not.toContainText("e2e-secret");
    await expect(form.getByLabel("Destination name")).toHaveValue("");

    // Send test trace: synchronous, the receiver's answer shown on the row.
    await dest.getByRole("button", { name: "Send test trace to Collector" }).click();
    await expect(dest.getByRole("status")).toContainText("Test trace delivered: HTTP 200");
    expect(rx.spans.some((s) => s.name === "switchyard test trace")).toBe(true);
    expect(rx.requests.at(-1)?.headers.authorization).toBe("Bearer e2e-secret");

    rx.respond(401);
    await dest.getByRole("button", { name: "Send test trace to Collector" }).click();
    await expect(dest.getByRole("status")).toContainText("Test trace failed: HTTP 401");

    await form.getByLabel("Destination name").fill("Down");
    await form.getByLabel("OTLP/HTTP traces URL").fill(`http://127.0.0.1:${await closedPort()}/v1/traces`);
    await form.getByLabel("Sampling rate").fill("0.25");
    await form.getByRole("button", { name: "Add destination" }).press("Enter") // (a toast may cover it on a phone);
    const down = panel.getByRole("row").filter({ hasText: "Down" });
    await expect(down).toContainText("25 %");
    await down.getByRole("button", { name: "Send test trace to Down" }).click();
    await expect(down.getByRole("status")).toContainText("Test trace failed: no answer");

    // Disable, then delete.
    await dest.getByRole("button", { name: "Disable Collector" }).click();
    await expect(dest.getByRole("button", { name: "Enable Collector" })).toBeVisible();
    await down.getByRole("button", { name: "Delete destination Down" }).click();
    await expect(toasts(page)).toContainText("Destination Down deleted.");
    await expect(down).toHaveCount(0);

    const listed = await api.get(`/api/v1/workspaces/${slug}/broadcast-destinations`);
    const body = (await listed.json()) as { data: Array<{ name: string; enabled: boolean }> };
    expect(body.data.map((d) => [d.name, d.enabled])).toEqual([["Collector", false]]);
  });
});
