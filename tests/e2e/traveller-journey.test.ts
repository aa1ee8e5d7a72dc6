import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchSummary } from "../../app/features/search/form/search-summary";
import { serverTranslator } from "../../app/i18n/catalogue.server";
import { launchBrowser } from "../support/browser";
import { resultCounts } from "../support/result-count";
import { type RunningServer, startServer } from "../support/server";

/**
 * The traveller features together, walked end to end as one traveller on a phone (390×844) on the
 * embedded default (offline engine): 2 adults + 1 child in premium economy, named airlines,
 * a card's layovers, the date grid's cheaper day, nonstop only, a reload that keeps the
 * filter, and a View Deal link carrying those dates and travellers.
 */

let server: RunningServer;
let browser: Browser;

const PHONE = { width: 390, height: 844 };
const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const START = ymd(30);
/** A Friday out and a Sunday back, the dearest days of the week: some nearby cell is cheaper. */
const FRIDAY = ymd(30 + ((5 - new Date(`${START}T00:00:00Z`).getUTCDay() + 7) % 7));
const SUNDAY = new Date(Date.parse(`${FRIDAY}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10);
const TRAVELLERS = { adults: 2, children: 1, infants: 0, cabin: "premium_economy" } as const;
/** The 49 engine searches of a grid take a moment on a busy machine. */
const POLL = { timeout: 15_000 };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Types into a place field and picks the suggestion for `code` from its list, as a traveller taps it. */
async function pickPlace(page: Page, testId: string, text: string, code: string) {
  const input = page.getByTestId(testId);
  await input.fill(text);
  await page
    .getByRole("option", { name: new RegExp(`\\(${code}\\)`) })
    .first()
    .click();
  expect(await input.getAttribute("data-code")).toBe(code);
}

const priceOf = async (cell: Locator) =>
  Number(((await cell.textContent()) ?? "").match(/\$([\d,]+)/)?.[1]?.replace(/,/g, "") ?? Number.NaN);

const stopsOfCards = (page: Page) =>
  page.$$eval("[data-testid=offer-card]", (cards) => cards.map((c) => c.getAttribute("data-stops")));

describe("a traveller's journey on a phone, every traveller feature in turn", () => {
  it("2 adults + 1 child in premium economy: names, layovers, a cheaper day, nonstop kept on reload, View Deal", async () => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    try {
      // The search, from the home page.
      await page.goto(`${server.url}/`);
      await page.locator("form[data-hydrated=true]").waitFor();
      await page.getByRole("tab", { name: "Return Flight" }).click();
      await pickPlace(page, "from-0", "JFK", "JFK");
      await pickPlace(page, "to-0", "Paris", "CDG");
      await page.getByTestId("date-0").fill(FRIDAY);
      await page.getByTestId("return-date").fill(SUNDAY);
      const toggle = page.getByTestId("travellers-toggle");
      await toggle.click();
      await page.getByRole("button", { name: "More adults" }).click();
      await page.getByRole("button", { name: "More children" }).click();
      await page.getByTestId("cabin").selectOption({ label: "Premium economy" });
      await page.keyboard.press("Escape");
      expect(await toggle.textContent()).toBe("2 adults, 1 child · Premium economy");
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL(/\/search\?/);
      const cards = page.getByTestId("offer-card");
      await cards.first().waitFor();
      expect(await page.getByTestId("search-summary-text").textContent()).toBe(
        searchSummary(serverTranslator("en"), {
          tripType: "roundtrip",
          legs: [{ from: "JFK", to: "CDG", date: FRIDAY }],
          returnDate: SUNDAY,
          ...TRAVELLERS,
        }),
      );
      expect(await page.getByTestId("price-total").first().textContent()).toBe("USD total for 3 travellers.");

      // Named airlines on the first card: the mark's code, then the airline's name.
      const airlines = await cards.first().getByTestId("airline").allTextContents();
      expect(airlines.length).toBeGreaterThan(0);
      for (const text of airlines) expect(text).toMatch(/^[A-Z0-9]{2}[A-Za-z].{2,}$/);

      // A card with a stop opens to show its layover.
      const connecting = page.locator("[data-testid=offer-card]:not([data-stops='0'])").first();
      await connecting.getByRole("button", { name: /^Flight details/ }).click();
      const layover = connecting.getByTestId("flight-details").getByTestId("layover").first();
      await layover.waitFor();
      expect(await layover.textContent()).toMatch(/^\d+h \d{2}m layover in /);

      // The date grid: the cheapest cell is a cheaper day, and picking it keeps the travellers.
      await page.getByRole("navigation", { name: "Date views" }).getByRole("link", { name: "Date grid" }).click();
      await page.waitForURL(/view=grid/);
      const grid = page.getByRole("table", { name: /Cheapest return fare for each departure and return day/ });
      const current = grid.locator('[data-testid=calendar-cell][aria-current="date"]');
      await expect.poll(() => current.textContent(), POLL).toMatch(/\$\d/);
      const cheapest = grid.locator("[data-testid=calendar-cell]", { hasText: "Cheapest" });
      expect(await cheapest.count()).toBe(1);
      expect(await priceOf(cheapest)).toBeLessThan(await priceOf(current));
      const cell = new URL((await cheapest.getAttribute("href")) ?? "", server.url).searchParams;
      const date = cell.get("date") ?? "";
      const returnDate = cell.get("returnDate") ?? "";
      expect(`${date}|${returnDate}`).not.toBe(`${FRIDAY}|${SUNDAY}`);
      await cheapest.click();
      await page.waitForURL(
        (url) => url.searchParams.get("date") === date && url.searchParams.get("returnDate") === returnDate,
      );
      const picked = new URL(page.url()).searchParams;
      expect([picked.get("adults"), picked.get("children"), picked.get("cabin")]).toEqual([
        "2",
        "1",
        "premium_economy",
      ]);
      await expect
        .poll(() => page.getByTestId("search-summary-text").textContent(), POLL)
        .toBe(
          searchSummary(serverTranslator("en"), {
            tripType: "roundtrip",
            legs: [{ from: "JFK", to: "CDG", date }],
            returnDate,
            ...TRAVELLERS,
          }),
        );
      await expect.poll(() => current.getAttribute("href"), POLL).toContain(`date=${date}&returnDate=${returnDate}`);
      await cards.first().waitFor();

      // Nonstop only, from the filter sheet.
      const all = (await resultCounts(page)).total;
      const filtersButton = page.getByRole("button", { name: /^Filters/ });
      await filtersButton.click();
      const sheet = page.getByRole("dialog", { name: "Filters" });
      await sheet.getByRole("checkbox", { name: /Nonstop/ }).check();
      await page.keyboard.press("Escape");
      await sheet.waitFor({ state: "hidden" });
      const expectNonstopOnly = async () => {
        expect(new URL(page.url()).searchParams.getAll("stops")).toEqual(["0"]);
        expect(await filtersButton.textContent()).toContain("Filters (1)");
        await expect.poll(async () => (await stopsOfCards(page)).length, POLL).toBeGreaterThan(0);
        expect((await resultCounts(page)).matching).toBeLessThan(all);
        const stops = await stopsOfCards(page);
        expect(stops.every((s) => s === "0")).toBe(true);
      };
      await expectNonstopOnly();

      // A reload keeps the filter, the dates and the travellers.
      await page.reload();
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await expectNonstopOnly();
      const reloaded = new URL(page.url()).searchParams;
      expect([
        reloaded.get("date"),
        reloaded.get("returnDate"),
        reloaded.get("adults"),
        reloaded.get("children"),
      ]).toEqual([date, returnDate, "2", "1"]);
      await filtersButton.click();
      expect(await sheet.getByRole("checkbox", { name: /Nonstop/ }).isChecked()).toBe(true);
      await page.keyboard.press("Escape");
      await sheet.waitFor({ state: "hidden" });

      // View Deal carries the picked dates, the travellers and the cabin to the partner.
      const href = await cards.first().getByRole("link", { name: "View Deal on Kiwi.com →" }).getAttribute("href");
      const target = new URL(new URL(href ?? "").searchParams.get("custom_url") ?? "");
      expect(Object.fromEntries(target.searchParams)).toEqual({
        from: "JFK",
        to: "CDG",
        departure: date,
        return: returnDate,
        adults: "2",
        children: "1",
        infants: "0",
        cabinClass: "PREMIUM_ECONOMY",
      });
    } finally {
      await context.close();
    }
  });
});
