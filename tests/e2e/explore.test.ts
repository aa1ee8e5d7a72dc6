import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * /explore at desktop and phone, with and without JavaScript: the cheapest destinations from New
 * York on a map and in a list; one click searches a destination's cheapest dates and the results
 * show the price the list gave; the form works as a plain GET form; the page is axe-clean.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage(width: number, javaScriptEnabled: boolean, fn: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

for (const [device, width] of [
  ["desktop", 1280],
  ["phone", 390],
] as const) {
  for (const javaScript of [true, false]) {
    describe(`/explore on ${device}, JavaScript ${javaScript ? "on" : "off"}`, () => {
      it("lists destinations with prices and a map; one click searches the cheapest dates and shows that price", async () => {
        await withPage(width, javaScript, async (page) => {
          await page.goto(`${server.url}/explore?from=NYC`);
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Cheapest flights from New York");
          const map = page.getByRole("img", { name: /Map of the cheapest destinations from New York/ });
          expect(await map.isVisible()).toBe(true);
          const rows = page.getByTestId("explore-destination");
          expect(await rows.count()).toBeGreaterThan(20);
          expect(await page.getByTestId("explore-marker").count()).toBe(await rows.count());
          const first = rows.first();
          const price = (await first.getByTestId("explore-price").textContent()) ?? "";
          expect(price).toMatch(/^\$\d[\d,]*$/);
          expect(await first.getByTestId("sample-badge").textContent()).toBe("Sample data");
          await first.getByRole("link", { name: /^Search these dates: New York to / }).click();
          await page.waitForURL(/\/search\?/);
          await page.getByTestId("offer-card").first().waitFor();
          expect(await page.getByTestId("offer-price").first().textContent()).toBe(price);
        });
      });

      it("the form and the sort links work", async () => {
        await withPage(width, javaScript, async (page) => {
          await page.goto(`${server.url}/explore`);
          await page.getByLabel("From", { exact: true }).fill("amsterdam");
          await page.getByLabel("Trip length").selectOption("weekend");
          await page.getByLabel("Nonstop flights only").check();
          await page.getByRole("button", { name: "Show destinations" }).click();
          await page.waitForURL(/from=AMS/);
          const url = new URL(page.url());
          expect(url.searchParams.get("trip")).toBe("weekend");
          expect(url.searchParams.get("nonstop")).toBe("1");
          expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Cheapest flights from Amsterdam");
          expect(await page.getByTestId("explore-destination").count()).toBeGreaterThan(5);
          await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Name" }).click();
          await page.waitForURL(/sort=name/);
          await page.getByTestId("explore-sort-name").and(page.locator("[aria-current=true]")).waitFor();
          const names = await page.getByTestId("explore-destination").locator("h3").allTextContents();
          expect(names.length).toBeGreaterThan(5);
          expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-US")));
        });
      });
    });
  }

  it(`is axe-clean and says why a bad query cannot run (${device})`, async () => {
    await withPage(width, true, async (page) => {
      await page.goto(`${server.url}/explore?from=NYC`);
      expect(await seriousViolations(page)).toEqual([]);
      const res = await page.goto(`${server.url}/explore?from=NYC&maxPrice=lots`);
      expect(res?.status()).toBe(400);
      expect(await page.getByText("Enter a maximum price as a whole number of dollars").isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

describe("the way to /explore", () => {
  it("the home page, the header and the phone menu link to it", async () => {
    await withPage(1280, true, async (page) => {
      await page.goto(`${server.url}/`);
      expect(await page.getByTestId("home-explore-link").getAttribute("href")).toBe("/explore");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
      await page.waitForURL(/\/explore$/);
    });
    await withPage(390, false, async (page) => {
      await page.goto(`${server.url}/nl`);
      expect(await page.getByTestId("home-explore-link-phone").getAttribute("href")).toBe("/nl/explore");
      expect(await page.getByTestId("home-explore-link-phone").isVisible()).toBe(true);
      expect(await page.locator('a[href="/nl/explore"]').count()).toBeGreaterThan(1);
    });
  });
});
