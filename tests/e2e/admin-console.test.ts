import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { createAdminAccount, totpCode } from "../support/accounts";
import { adminSession } from "../support/admin-console";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { findFreePort, type RunningServer, startServer } from "../support/server";

/**
 * The admin console as an operator uses it in Chromium: sign in with a TOTP code
 * computed here, save a token, flip FORCE_PROVIDER and see the next search's source change,
 * run a backup and see it listed, get a deeplink from the fakes on /avs-tester; every tab by
 * URL, with the keyboard, and clean under axe.
 */

const ADMIN = "ops@example.com";
const PASSWORD = "operator password 1";
const DESKTOP = { width: 1280, height: 900 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let server: RunningServer;
let browser: Browser;
let amadeus: ProviderFake;
let tp: ProviderFake;
let dataDir: string;
let totpUri = "";
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [amadeus, tp] = await Promise.all([startAmadeusFake(), startTravelpayoutsFake()]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "fareline-e2e-admin-"));
  const env = { DATA_DIR: dataDir, AUTH_SECRET: "z".repeat(40) };
  await createAdminAccount(env, ADMIN, PASSWORD);
  const port = await findFreePort();
  [server, browser] = await Promise.all([
    startServer({
      dataDir,
      env: {
        ...env,
        PORT: String(port),
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
        ...fakeProvidersEnv(amadeus, tp),
      },
    }),
    launchBrowser(),
  ]);
  // TOTP is enrolled through the API (the accounts suite covers enrolment in the browser).
  ({ totpUri } = await adminSession(server.url, ADMIN, PASSWORD));
  context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: { "x-forwarded-for": "10.77.0.1" } });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await Promise.all([amadeus?.close(), tp?.close()]);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const status = (text: string) => page.getByRole("status").filter({ hasText: text });

async function searchProviders(date: string): Promise<string[]> {
  await page.goto(`${server.url}/search?from=JFK&to=CDG&date=${date}&tripType=oneway&adults=1`, {
    waitUntil: "networkidle",
  });
  await page.getByTestId("offer-card").first().waitFor();
  const providers = await page
    .getByTestId("offer-card")
    .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-provider")));
  return [...new Set(providers as string[])].sort();
}

describe("the admin console in Chromium", () => {
  it("signs in with a TOTP code and lands on the Overview; a visitor never sees it", async () => {
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${server.url}/admin?tab=backups`);
    expect(anonymous.url()).toContain("/admin-auth?redirectTo=");
    await visitor.close();

    await page.goto(`${server.url}/admin-auth?redirectTo=%2Fadmin`, { waitUntil: "networkidle" });
    await page.getByLabel("Email address").fill(ADMIN);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In with Password" }).click();
    await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    await page.getByLabel("6-digit code from your authenticator app").fill(totpCode(totpUri));
    await page.getByRole("button", { name: "Verify code" }).click();
    await page.getByRole("heading", { level: 2, name: "Overview" }).waitFor();
    expect(await page.getByText(`Welcome, ${ADMIN}`).count()).toBe(1);
    // Checked without the sign-in toast (sonner's, not the console's) fading out over it.
    await page.reload({ waitUntil: "networkidle" });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("Developer Panel: a change without a token offers one in place (cancelled: 'Admin token required'); a created token is saved and shown once", async () => {
    await page.getByRole("button", { name: "Developer Panel" }).click();
    await page.getByRole("button", { name: "Purge cache" }).click();
    const prompt = page.getByRole("dialog", { name: "Admin token required" });
    await prompt.waitFor();
    await prompt.getByRole("button", { name: "Cancel" }).click();
    await status("Admin token required").waitFor();
    await page.getByRole("button", { name: "Create token" }).click();
    await status("Token saved locally").waitFor();
    expect(await page.getByTestId("new-token").textContent()).toMatch(/^flt_/);
    await page.getByRole("button", { name: "Purge cache" }).click();
    await status("Cache purged successfully").waitFor();
    // Status messages vanish after 3 seconds.
    await status("Cache purged successfully").waitFor({ state: "detached", timeout: 6000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("flipping FORCE_PROVIDER to dummy changes the next search's source to sample data, and back", async () => {
    expect(await searchProviders(inDays(30))).not.toEqual(["sample"]);
    await page.goto(`${server.url}/admin`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Developer Panel" }).click();
    await page.getByLabel("FORCE_PROVIDER").selectOption("dummy");
    await status("Updated FORCE_PROVIDER = dummy").waitFor();
    expect(await searchProviders(inDays(31))).toEqual(["sample"]);
    expect(await page.getByTestId("sample-badge").count()).toBeGreaterThan(0);

    await page.goto(`${server.url}/admin`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Developer Panel" }).click();
    await page.getByLabel("FORCE_PROVIDER").selectOption("auto");
    await status("Updated FORCE_PROVIDER = auto").waitFor();
    expect(await searchProviders(inDays(32))).not.toEqual(["sample"]);
    // The Overview counts those searches from the search log, by source.
    await page.goto(`${server.url}/admin`, { waitUntil: "networkidle" });
    await expect
      .poll(async () => {
        await page.reload({ waitUntil: "networkidle" });
        return page.getByRole("row", { name: /Searches by source/ }).textContent();
      })
      .toMatch(/offline \d/);
  });

  it("runs a backup and lists it (completed, size in MB, downloadable); the empty state shows first", async () => {
    await page.goto(`${server.url}/admin?tab=backups`, { waitUntil: "networkidle" });
    await page.getByText("No backups found. Run your first backup to get started.").waitFor();
    await page.getByRole("button", { name: "Run backup" }).click();
    await status("Backup Triggered").waitFor();
    const row = page.getByTestId("backup-row").first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/manual.*completed.*MB/);
    const link = row.getByRole("link");
    const download = await page.request.get(`${server.url}${await link.getAttribute("href")}`);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("every tab opens by URL and with the keyboard, passes axe, and shows its empty states", async () => {
    for (const [tab, heading, text] of [
      ["providers", "Provider Status", "Amadeus environment: test"],
      ["integrations", "Integrations", "Mark All Done"],
      ["quota", "Quota Monitor", "Back to admin overview"],
      ["travelpayouts", "Travelpayouts", "No clicks recorded yet."],
      ["aviasales", "Aviasales API", "Test prices-for-dates"],
      ["alerts", "Alerts", "No price alerts created yet."],
      ["inbox", "Inbox", "No contact messages yet."],
    ] as const) {
      await page.goto(`${server.url}/admin?tab=${tab}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 2, name: heading }).waitFor();
      expect(await page.getByText(text).count(), tab).toBeGreaterThan(0);
      expect(await page.getByRole("link", { name: heading, exact: true }).getAttribute("aria-current")).toBe("page");
      expect(await seriousViolations(page), tab).toEqual([]);
    }
    expect(await page.getByTestId("clicks-chart").count()).toBe(0);
    await page.goto(`${server.url}/admin?tab=travelpayouts`, { waitUntil: "networkidle" });
    expect(await page.getByTestId("clicks-chart").count()).toBe(1);

    // At phone width the console stays usable and clean.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ["overview", "backups", "quota"]) {
      await page.goto(`${server.url}/admin?tab=${tab}`, { waitUntil: "networkidle" });
      expect(await seriousViolations(page), `phone ${tab}`).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);

    // Keyboard: focus the Quota Monitor tab link and follow it with Enter.
    await page.getByRole("link", { name: "Quota Monitor" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/tab=quota/);
    await page.getByRole("heading", { level: 2, name: "Quota Monitor" }).waitFor();
  });

  it("switching the Amadeus environment re-runs the connection test by itself a second later", async () => {
    await page.goto(`${server.url}/admin?tab=providers`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Switch to production" }).click();
    // No click on 'Test Amadeus connection': the result comes from the automatic re-test.
    await status("Test Successful").waitFor();
    await page.getByRole("heading", { name: "Amadeus environment: production" }).waitFor();
    expect(await page.getByLabel("Amadeus test result").textContent()).toContain('"env": "production"');
    await page.getByRole("button", { name: "Switch to test" }).click();
    await page.getByRole("heading", { name: "Amadeus environment: test" }).waitFor();
  });

  it("/avs-tester gets a tracked deeplink from the fakes", async () => {
    await page.goto(`${server.url}/avs-tester`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Test prices-for-dates" }).click();
    const link = page.getByTestId("avs-deeplink");
    await link.waitFor();
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(href.hostname).toBe("c111.travelpayouts.com");
    expect(href.searchParams.get("custom_url")).toMatch(/^https:\/\/www\.aviasales\.com\/search\//);
    await status("Test Successful").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
