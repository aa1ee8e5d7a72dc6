import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_INFANTS } from "../../app/core/search/search-rules";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { ruleSays } from "../support/rules";
import { type RunningServer, startServer } from "../support/server";

/**
 * Passengers and cabin and partner links per offer (decision 140), as a
 * traveller uses them: the popover by mouse and keyboard, the price sentence on the
 * cards, and a View Deal link carrying the dates, travellers and cabin behind the
 * configured affiliate marker. Also without JavaScript, and a refused combination.
 */

const MARKER = "612345";
let server: RunningServer;
let browser: Browser;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const DATE = ymd(32);
const RETURN = ymd(39);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { TRAVELPAYOUTS_MARKER: MARKER } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage(width: number, fn: (page: Page) => Promise<void>, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

async function openHydrated(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator("form[data-hydrated=true]").waitFor();
}

/** The partner page a card's View Deal link lands on, through the tracked click URL. */
async function viewDealTarget(page: Page): Promise<{ click: URL; target: URL }> {
  const href = await page
    .getByTestId("offer-card")
    .first()
    .getByRole("link", { name: "View Deal on Kiwi.com →" })
    .getAttribute("href");
  const click = new URL(href ?? "");
  return { click, target: new URL(click.searchParams.get("custom_url") ?? "") };
}

for (const [device, width] of [
  ["desktop", 1280],
  ["phone", 390],
] as const) {
  describe(`passengers and cabin (${device})`, () => {
    it("2 adults + 1 child in premium economy: summary, URL, 'total for 3 travellers' and a View Deal link carrying them", async () => {
      await withPage(width, async (page) => {
        await openHydrated(page, "/");
        await page.getByRole("tab", { name: "Return Flight" }).click();
        await page.getByTestId("from-0").fill("JFK");
        await page.getByTestId("to-0").fill("CDG");
        await page.getByTestId("date-0").fill(DATE);
        await page.getByTestId("return-date").fill(RETURN);

        const toggle = page.getByTestId("travellers-toggle");
        expect(await toggle.textContent()).toBe("1 adult · Economy");
        await toggle.click();
        await page.getByRole("button", { name: "More adults" }).click();
        await page.getByRole("button", { name: "More children" }).click();
        await page.getByTestId("cabin").selectOption({ label: "Premium economy" });
        // The open popover passes axe (WCAG 2.1 A/AA) at this width.
        expect(await seriousViolations(page)).toEqual([]);
        // No infants yet, so there is none to remove.
        expect(await page.getByRole("button", { name: "Fewer infants" }).isDisabled()).toBe(true);
        await page.keyboard.press("Escape");
        expect(await page.getByTestId("travellers").getAttribute("open")).toBeNull();
        expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
          "travellers-toggle",
        );
        expect(await toggle.textContent()).toBe("2 adults, 1 child · Premium economy");

        await page.getByRole("button", { name: "Search Flights" }).click();
        await page.waitForURL(/\/search\?/);
        const params = new URL(page.url()).searchParams;
        expect([params.get("adults"), params.get("children"), params.get("infants"), params.get("cabin")]).toEqual([
          "2",
          "1",
          null,
          "premium_economy",
        ]);
        await page.getByTestId("offer-card").first().waitFor();
        expect(await page.getByTestId("price-total").first().textContent()).toBe("USD total for 3 travellers.");
        // The form after the search still says who travels.
        expect(await page.getByTestId("travellers-toggle").textContent()).toBe("2 adults, 1 child · Premium economy");

        const { click, target } = await viewDealTarget(page);
        expect(click.searchParams.get("shmarker")).toMatch(new RegExp(`^${MARKER}\\.`));
        expect(target.origin + target.pathname).toBe("https://www.kiwi.com/deep");
        expect(Object.fromEntries(target.searchParams)).toEqual({
          from: "JFK",
          to: "CDG",
          departure: DATE,
          return: RETURN,
          adults: "2",
          children: "1",
          infants: "0",
          cabinClass: "PREMIUM_ECONOMY",
        });
      });
    });
  });
}

describe("passengers and cabin without JavaScript", () => {
  it("the popover is a plain disclosure whose fields go with the GET form", async () => {
    await withPage(
      1280,
      async (page) => {
        await page.goto(`${server.url}/search?from=JFK&to=CDG&date=${DATE}&tripType=oneway&adults=1`);
        await page.getByTestId("travellers-toggle").click();
        await page.getByTestId("adults").fill("2");
        await page.getByTestId("infants").fill("1");
        await page.getByTestId("cabin").selectOption("business");
        await page.getByRole("button", { name: "Search Flights" }).click();
        await page.waitForURL(/infants=1/);
        const params = new URL(page.url()).searchParams;
        expect([params.get("adults"), params.get("infants"), params.get("cabin")]).toEqual(["2", "1", "business"]);
        await page.getByTestId("offer-card").first().waitFor();
        expect(await page.getByTestId("price-total").first().textContent()).toBe("USD total for 3 travellers.");
        const { target } = await viewDealTarget(page);
        expect(target.searchParams.get("cabinClass")).toBe("BUSINESS");
        expect(target.searchParams.get("infants")).toBe("1");
      },
      false,
    );
  });
});

describe("a combination the rules refuse", () => {
  it("a shared link with more infants than adults shows the reason, at the field and in the Search Error box", async () => {
    await withPage(1280, async (page) => {
      await openHydrated(page, `/search?from=JFK&to=CDG&date=${DATE}&tripType=oneway&adults=1&infants=2`);
      expect(await page.getByTestId("search-error").textContent()).toContain(ruleSays(TOO_MANY_INFANTS));
      expect(await page.getByTestId("travellers-hint").textContent()).toBe(ruleSays(TOO_MANY_INFANTS));
      // Search stays enabled (it says why on submit); fixing the count clears the reason.
      await page.getByTestId("travellers-toggle").click();
      await page.getByRole("button", { name: "Fewer infants" }).click();
      await expect.poll(() => page.getByTestId("travellers-hint").count()).toBe(0);
    });
  });
});
