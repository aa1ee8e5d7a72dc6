import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { outboxLink } from "../support/outbox";
import { type RunningServer, startServer } from "../support/server";

/** A person sets up a price alert on the home page, confirms it from the e-mail, sees it and deletes it. */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it("creates an alert on the home page, confirms it from the e-mail, sees it at /alerts and deletes it", async () => {
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/#alerts`);
    const form = page.locator("#alerts");
    // Pages hydrate after their first paint: type once the form's handlers are attached.
    await waitUntilHydrated(form.getByRole("button", { name: "Track prices" }));
    await form.getByLabel("E-mail").fill("e2e-alert@example.com");
    await form.getByLabel("From", { exact: true }).fill("JFK");
    await form.getByLabel("To", { exact: true }).fill("LAX");
    await form.getByLabel("Most you would pay, USD (optional)").fill("350");
    await form.getByRole("button", { name: "Track prices" }).click();
    await page.getByTestId("alert-result").waitFor();
    expect(await page.getByTestId("alert-result").textContent()).toContain(
      "we sent a confirmation link to e2e-alert@example.com",
    );

    await page.goto(outboxLink(server, /\/alerts\/confirm\?token=/));
    await waitUntilHydrated(page.getByRole("button", { name: "Confirm my alert" }));
    await page.getByRole("button", { name: "Confirm my alert" }).click();
    await page.getByTestId("alert-confirmed").waitFor();

    await page.goto(`${server.url}/alerts`);
    await waitUntilHydrated(page.getByRole("button", { name: "E-mail me a link" }));
    await page.getByLabel("E-mail", { exact: true }).first().fill("e2e-alert@example.com");
    await page.getByRole("button", { name: "E-mail me a link" }).click();
    await page.getByText(/a link to manage them is on its way/).waitFor();
    await page.goto(outboxLink(server, /\/alerts\?token=/));
    const item = page.getByTestId("alert-item");
    await waitUntilHydrated(item.getByRole("button", { name: "Delete JFK to LAX" }));
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain("JFK → LAX");
    expect(await item.textContent()).toContain("Active: checked every 6 hours");

    await item.getByRole("button", { name: "Delete JFK to LAX" }).click();
    await page.getByText("No price alerts for e2e-alert@example.com yet.").waitFor();
  } finally {
    await page.close();
  }
});
