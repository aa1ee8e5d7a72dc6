import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchSummary } from "../../app/features/search/form/search-summary";
import { serverTranslator } from "../../app/i18n/catalogue.server";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Flexible dates (decision 145) in Chromium on the offline engine: a traveller on a
 * return search opens the date grid, picks a cheaper cell and lands on that search; a
 * one-way traveller picks a day from the month; both work without JavaScript and on a phone.
 */

let server: RunningServer;
let browser: Browser;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const DATE = ymd(30);
/** A Friday out and a Sunday back, the dearest days of the week: some nearby cell is cheaper. */
const FRIDAY = ymd(30 + ((5 - new Date(`${DATE}T00:00:00Z`).getUTCDay() + 7) % 7));
const SUNDAY = new Date(Date.parse(`${FRIDAY}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10);
const RETURN_SEARCH = `/search?from=JFK&to=LHR&date=${FRIDAY}&returnDate=${SUNDAY}&tripType=roundtrip&adults=2`;
/** The 49 engine searches of a grid take a moment on a busy machine. */
const POLL = { timeout: 15_000 };
const ONE_WAY_SEARCH = `/search?from=JFK&to=LHR&date=${DATE}&tripType=oneway&adults=1`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(
  fn: (page: Page) => Promise<T>,
  options: { javaScriptEnabled?: boolean; width?: number; height?: number } = {},
) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

const priceOf = async (cell: Locator) =>
  Number(((await cell.textContent()) ?? "").match(/\$([\d,]+)/)?.[1]?.replace(/,/g, "") ?? Number.NaN);

const cardPrices = (page: Page) =>
  page.$$eval("[data-testid=offer-card]", (cards) => cards.map((c) => Number(c.getAttribute("data-price"))));

/** The priced cells of a calendar view other than the current search's, cheapest first. */
async function otherCellsByPrice(view: Locator) {
  const cells = await view.locator("[data-testid=calendar-cell]:not([aria-current])").all();
  const priced = await Promise.all(cells.map(async (cell) => ({ cell, price: await priceOf(cell) })));
  return priced.filter((c) => !Number.isNaN(c.price)).sort((a, b) => a.price - b.price);
}

describe("flexible dates", () => {
  it("a return search switches to the date grid, picks a cheaper cell and lands on that search", async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}${RETURN_SEARCH}`);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await page.getByRole("navigation", { name: "Date views" }).getByRole("link", { name: "Date grid" }).click();
      await page.waitForURL(/view=grid/);
      const grid = page.getByRole("table", {
        name: /Cheapest return fare for each departure and return day, 2 adults/,
      });
      const current = grid.locator('[data-testid=calendar-cell][aria-current="date"]');
      await expect.poll(() => current.textContent(), POLL).toMatch(/\$\d.*Sample data/);
      expect(await grid.getByRole("rowheader").count()).toBe(7);
      expect(await grid.getByRole("columnheader").count()).toBe(8);
      // The cheapest cell says so in words and is cheaper than the search's own.
      const cheapest = grid.locator("[data-testid=calendar-cell]", { hasText: "Cheapest" });
      expect(await cheapest.count()).toBe(1);
      const cheaper = { cell: cheapest, price: await priceOf(cheapest) };
      expect(cheaper.price).toBeLessThan(await priceOf(current));
      const href = new URL((await cheaper.cell.getAttribute("href")) ?? "", server.url);
      const date = href.searchParams.get("date") ?? "";
      const returnDate = href.searchParams.get("returnDate") ?? "";
      expect(`${date}|${returnDate}`).not.toBe(`${FRIDAY}|${SUNDAY}`);
      await cheaper.cell.click();
      await page.waitForURL(
        (url) => url.searchParams.get("date") === date && url.searchParams.get("returnDate") === returnDate,
      );
      const url = new URL(page.url());
      expect(url.searchParams.get("adults")).toBe("2");
      expect(url.searchParams.get("view")).toBe("grid");
      // The picked cell is now the current search, and its price is the cheapest card's.
      await expect.poll(() => current.getAttribute("href"), POLL).toContain(`date=${date}&returnDate=${returnDate}`);
      await page.getByTestId("offer-card").first().waitFor();
      await expect.poll(async () => Math.round(Math.min(...(await cardPrices(page)))), POLL).toBe(cheaper.price);
    });
  });

  it("a one-way search's month view offers today onwards and picks a day", async () => {
    await withPage(async (page) => {
      await page.goto(`${server.url}${ONE_WAY_SEARCH}`);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await page.getByRole("navigation", { name: "Date views" }).getByRole("link", { name: "Month" }).click();
      await page.waitForURL(/view=month/);
      const month = page.getByRole("table", { name: /Cheapest one-way fare for each day of/ });
      await expect.poll(() => month.locator('[aria-current="date"]').textContent(), POLL).toMatch(/\$\d.*Sample data/);
      expect(await month.getByRole("columnheader").allTextContents()).toEqual([
        "Sun",
        "Mon",
        "Tue",
        "Wed",
        "Thu",
        "Fri",
        "Sat",
      ]);
      const [other] = await otherCellsByPrice(month);
      if (!other) throw new Error("the month has no other priced day");
      const date = new URL((await other.cell.getAttribute("href")) ?? "", server.url).searchParams.get("date");
      await other.cell.click();
      await page.waitForURL((url) => url.searchParams.get("date") === date && url.searchParams.get("view") === "month");
      await expect
        .poll(() => page.getByTestId("search-summary-text").textContent(), POLL)
        .toBe(
          searchSummary(serverTranslator("en"), {
            tripType: "oneway",
            legs: [{ from: "JFK", to: "LHR", date: date ?? "" }],
            adults: 1,
          }),
        );
    });
  });

  it("works without JavaScript: the switch and the cells are plain links with server-rendered prices", async () => {
    await withPage(
      async (page) => {
        await page.goto(`${server.url}${RETURN_SEARCH}`);
        await page.getByRole("link", { name: "Date grid" }).click();
        await page.waitForURL(/view=grid/);
        const cells = page.locator("[data-testid=date-grid] [data-testid=calendar-cell]");
        expect(await cells.count()).toBe(49);
        expect(await cells.first().textContent()).toMatch(/\$\d.*Sample data/);
        await page.getByRole("link", { name: "Price strip" }).click();
        await page.waitForURL((url) => !url.searchParams.has("view"));
        await page.getByRole("navigation", { name: "Nearby dates" }).waitFor();
      },
      { javaScriptEnabled: false },
    );
  });

  it("on a phone the grid scrolls sideways inside its own labelled, focusable region", async () => {
    await withPage(
      async (page) => {
        await page.goto(`${server.url}${RETURN_SEARCH}&view=grid`);
        const region = page.getByRole("region", { name: "Date grid" });
        await region.locator("[data-testid=calendar-cell]").first().waitFor();
        expect(await region.getAttribute("tabindex")).toBe("0");
        const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow).toBeGreaterThan(0);
        const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(pageOverflow).toBeLessThanOrEqual(0);
      },
      { width: 390, height: 844 },
    );
  });
});
