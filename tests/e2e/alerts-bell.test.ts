import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, signInBrowser } from "../support/accounts";
import { seedUnreadPriceDrop } from "../support/alerts";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";
import { createIsolatedPostgresUrl } from "../support/test-databases";

/**
 * The bell in Chromium, as a signed-in traveller sees it after the check job found a price
 * drop (the notification is written into the server's PostgreSQL as the job would).
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the notification bell in the browser", () => {
  let server: RunningServer;
  let browser: Browser;
  let isolated: { url: string; drop(): Promise<void> };
  const email = "bell-e2e@example.com";
  const password = "correct horse 42";

  beforeAll(async () => {
    isolated = await createIsolatedPostgresUrl(process.env.TEST_DATABASE_URL as string);
    const env = { DATABASE_URL: isolated.url, AUTH_SECRET: "e".repeat(40) };
    [server, browser] = await Promise.all([startServer({ env }), launchBrowser()]);
    await createAdminAccount(env, email, password);
    await seedUnreadPriceDrop(isolated.url, email, 21900);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await isolated?.drop();
  });

  it.each([
    { name: "desktop", viewport: { width: 1280, height: 900 } },
    { name: "phone", viewport: { width: 390, height: 844 } },
  ])("shows the unread price drop and marks it as read ($name)", async ({ viewport }) => {
    // Sign in over HTTP, then hand the session cookie to the browser.
    const context = await browser.newContext({ viewport });
    await signInBrowser(context, server.url, email, password);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/faq`);
      // The browser opens the bell's panel (a popover), hydrated or not.
      await page.getByRole("button", { name: "Notifications: 1 unread" }).click();
      const drop = page.getByRole("link", { name: "Price drop: JFK → LAX now $219" });
      await drop.waitFor();
      expect(await drop.getAttribute("href")).toBe("/alerts");
      // The open panel passes axe (WCAG 2.1 A/AA).
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Mark all as read" }).click();
      await page.waitForURL(`${server.url}/faq`);
      await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
      expect(await page.getByRole("button", { name: /unread/ }).count()).toBe(0);
      await page.getByRole("button", { name: `Account menu for ${email}` }).click();
      await page.getByRole("link", { name: "Account", exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
    // The second viewport starts from an unread notification again.
    const pool = new pg.Pool({ connectionString: isolated.url });
    await pool.query("update alert_notifications set read_at = null");
    await pool.end();
  });

  it("works without JavaScript: the bell's panel marks the drop as read, the account menu signs out", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    await signInBrowser(context, server.url, email, password);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/faq`);
      await page.getByRole("button", { name: "Notifications: 1 unread" }).click();
      await page.getByRole("link", { name: "Price drop: JFK → LAX now $219" }).waitFor();
      await page.getByRole("button", { name: "Mark all as read" }).click();
      await page.waitForURL(`${server.url}/faq`);
      await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();

      await page.getByRole("button", { name: `Account menu for ${email}` }).click();
      await page.getByRole("button", { name: "Sign Out" }).click();
      await page.getByRole("link", { name: "Sign In", exact: true }).waitFor();
      expect(await page.getByRole("button", { name: `Account menu for ${email}` }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
