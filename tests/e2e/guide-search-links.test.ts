import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchSummary } from "../../app/features/search/form/search-summary";
import { serverTranslator } from "../../app/i18n/catalogue.server";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const ymdInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function withPage(fn: (page: Page) => Promise<void>, options: { width?: number; javaScript?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  // Nothing here reaches the internet.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  try {
    await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Follows a route guide's call to action and checks the search it lands on is running for that route. */
async function followCallToAction(page: Page, slug: string, from: string, to: string) {
  await page.goto(`${server.url}/guides/${slug}`);
  const cta = page.getByRole("region", { name: "Ready to plan your trip?" }).getByRole("link", {
    name: `Search flights from ${from} to ${to}`,
  });
  const expectedDates = [ymdInDays(45), ymdInDays(46)];
  await cta.click();
  await page.waitForURL(/\/search\?/);
  const params = new URL(page.url()).searchParams;
  expect([params.get("from"), params.get("to"), params.get("tripType"), params.get("adults")]).toEqual([
    from,
    to,
    "oneway",
    "1",
  ]);
  expect(expectedDates).toContain(params.get("date"));
  // A running search: the route line, results for it, and the form filled in.
  await expect
    .poll(() => page.getByTestId("search-summary-text").textContent())
    .toBe(
      searchSummary(serverTranslator("en"), {
        tripType: "oneway",
        legs: [{ from, to, date: params.get("date") ?? "" }],
        adults: 1,
      }),
    );
  await page.getByTestId("offer-card").first().waitFor();
  expect(await page.getByTestId("offer-card").count()).toBeGreaterThan(0);
  // The fields name the places: "New York (NYC)", not the bare code.
  expect(await page.getByTestId("from-0").inputValue()).toMatch(new RegExp(`^\\p{L}.* \\(${from}\\)$`, "u"));
  expect(await page.getByTestId("to-0").inputValue()).toMatch(new RegExp(`^\\p{L}.* \\(${to}\\)$`, "u"));
  expect(await page.getByTestId("date-0").inputValue()).toBe(params.get("date"));
  // …which links back to the guide.
  const back = page.getByRole("complementary", { name: "Route guides" }).getByRole("link");
  expect(await back.count()).toBe(1);
  expect(await back.getAttribute("href")).toBe(`/guides/${slug}`);
  return back;
}

describe("route guides and the search", () => {
  it("a route guide's button lands on a running search for its route, which links back to the guide", async () => {
    await withPage(async (page) => {
      const back = await followCallToAction(page, "jfk-to-cdg", "JFK", "CDG");
      await back.click();
      await page
        .getByRole("heading", { level: 1, name: "New York JFK to Paris CDG: A Practical Route Guide" })
        .waitFor();
    });
  });

  it("works the same on a phone, for a city-to-city route", async () => {
    await withPage(
      async (page) => {
        await followCallToAction(page, "nyc-to-london-when-to-book", "NYC", "LON");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      },
      { width: 390 },
    );
  });

  it("works without JavaScript: the server renders the results and the guide link", async () => {
    await withPage(
      async (page) => {
        await followCallToAction(page, "sfo-to-tyo-guide", "SFO", "TYO");
      },
      { javaScript: false },
    );
  });

  it("a search for other airports of the same cities shows the guide; other routes show none", async () => {
    await withPage(async (page) => {
      const date = ymdInDays(30);
      await page.goto(`${server.url}/search?from=EWR&to=LGW&date=${date}&tripType=oneway&adults=1`);
      await page.getByTestId("offer-card").first().waitFor();
      const link = page.getByRole("complementary", { name: "Route guides" }).getByRole("link");
      expect(await link.textContent()).toBe("New York to London: When to Book");
      await page.goto(`${server.url}/search?from=LHR&to=JFK&date=${date}&tripType=oneway&adults=1`);
      await page.getByTestId("offer-card").first().waitFor();
      expect(await page.getByRole("complementary", { name: "Route guides" }).count()).toBe(0);
    });
  });
});
