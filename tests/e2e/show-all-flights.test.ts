import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// A list shows its first ten cards and "Show all N flights": with JavaScript the rest appear in
// place and focus moves to the first of them; without it the button reloads the page with
// show=all, which the sort then keeps. At desktop and phone widths.
let server: RunningServer;
let browser: Browser;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const SEARCH = `/search?from=JFK&to=CDG&date=${ymd(30)}&tripType=oneway&adults=1`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage(width: number, javaScriptEnabled: boolean, fn: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

const cards = (page: Page) => page.getByTestId("offer-card");
const countText = (page: Page) => page.getByTestId("result-count").textContent();
/** The total in "Showing 10 of 29 flights." */
const totalOf = (text: string | null) => Number(/of (\d+) flights/.exec(text ?? "")?.[1]);

for (const [device, width] of [
  ["desktop", 1280],
  ["phone", 390],
] as const) {
  describe(`show all flights (${device})`, () => {
    it("with JavaScript, shows the rest in place and moves focus to the first new card", async () => {
      await withPage(width, true, async (page) => {
        await page.goto(server.url + SEARCH);
        expect(await cards(page).count()).toBe(10);
        const total = totalOf(await countText(page));
        expect(total).toBeGreaterThan(10);
        expect(await countText(page)).toBe(`Showing 10 of ${total} flights.`);
        const button = page.getByRole("button", { name: `Show all ${total} flights` });
        await waitUntilHydrated(button);
        await button.click();
        await expect.poll(() => cards(page).count()).toBe(total);
        expect(await countText(page)).toBe(`Showing ${total} of ${total} flights.`);
        expect(page.url()).toBe(server.url + SEARCH);
        expect(await button.count()).toBe(0);
        const focusedCard = await page.evaluate(() => {
          const card = document.activeElement?.closest("[data-testid=offer-card]");
          return card ? [...document.querySelectorAll("[data-testid=offer-card]")].indexOf(card) : -1;
        });
        expect(focusedCard).toBe(10);
      });
    });

    it("without JavaScript, reloads with show=all, and the sort keeps it", async () => {
      await withPage(width, false, async (page) => {
        await page.goto(server.url + SEARCH);
        expect(await cards(page).count()).toBe(10);
        const total = totalOf(await countText(page));
        await page.getByRole("button", { name: `Show all ${total} flights` }).click();
        await page.waitForURL(/show=all/);
        expect(new URL(page.url()).searchParams.get("from")).toBe("JFK");
        expect(await cards(page).count()).toBe(total);
        await page.getByRole("button", { name: /^Fastest/ }).click();
        await page.waitForURL(/sort=fastest/);
        expect(new URL(page.url()).searchParams.get("show")).toBe("all");
        expect(await cards(page).count()).toBe(total);
        expect(await page.getByRole("button", { name: /^Show all/ }).count()).toBe(0);
      });
    });
  });
}
