import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// Switching language keeps the results as the traveller left them: the filters and the sort
// live in the URL, and the header's switch opens the same address in the other language.
let server: RunningServer;
let browser: Browser;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const QUERY = `from=JFK&to=LHR&date=${ymd(30)}&tripType=oneway&adults=1`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

const stopsOfCards = (page: Page) =>
  page.$$eval("[data-testid=offer-card]", (cards) => cards.map((c) => c.getAttribute("data-stops")));

describe("the language switch on the results", () => {
  it("keeps the filters and the sort chosen, both ways", async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}/search?${QUERY}`);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await page.getByTestId("offer-card").first().waitFor();
      const filters = page.getByRole("region", { name: "Filters" });
      await filters.getByRole("checkbox", { name: /Nonstop/ }).check();
      await page.getByRole("button", { name: /^Fastest/ }).click();
      await page.waitForURL(/sort=fastest/);

      await page.getByRole("banner").getByRole("link", { name: "Bekijk deze pagina in het Nederlands" }).click();
      await page.waitForURL(/\/nl\/search\?/);
      const dutch = new URL(page.url());
      expect(dutch.searchParams.getAll("stops")).toEqual(["0"]);
      expect(dutch.searchParams.get("sort")).toBe("fastest");
      expect(dutch.searchParams.get("from")).toBe("JFK");
      await page.getByTestId("offer-card").first().waitFor();
      expect((await stopsOfCards(page)).every((s) => s === "0")).toBe(true);
      const filter = page.getByRole("region", { name: "Filters" });
      expect(await filter.getByRole("checkbox", { name: /Rechtstreeks/ }).isChecked()).toBe(true);
      expect(await page.getByRole("button", { name: /^Snelste/ }).getAttribute("aria-pressed")).toBe("true");
      expect(
        await page
          .getByTestId("offer-card")
          .first()
          .getByRole("link", { name: "Bekijk aanbieding bij Kiwi.com →" })
          .count(),
      ).toBe(1);

      // A change made on the Dutch page goes back to English with it.
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: /^Goedkoopste/ }).click();
      await page.waitForURL((url) => !url.searchParams.has("sort"));
      await page.getByRole("banner").getByRole("link", { name: "View this page in English" }).click();
      await page.waitForURL((url) => url.pathname === "/search");
      const english = new URL(page.url());
      expect(english.searchParams.getAll("stops")).toEqual(["0"]);
      expect(english.searchParams.has("sort")).toBe(false);
      expect(await page.getByRole("button", { name: /^Cheapest/ }).getAttribute("aria-pressed")).toBe("true");
    });
  });
});
