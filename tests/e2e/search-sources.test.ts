import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeProvidersEnv, type ProviderFake, startAmadeusFake, startTravelpayoutsFake } from "../fakes/provider-fakes";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let browser: Browser;
let amadeus: ProviderFake;
let travelpayouts: ProviderFake;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [amadeus, travelpayouts] = await Promise.all([startAmadeusFake(), startTravelpayoutsFake()]);
  [server, browser] = await Promise.all([
    startServer({
      env: fakeProvidersEnv(amadeus, travelpayouts),
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([amadeus?.close(), travelpayouts?.close()]);
});

async function withPage(fn: (page: Page) => Promise<void>) {
  const page = await browser.newPage();
  try {
    await fn(page);
  } finally {
    await page.close();
  }
}

const query = (days: number) => `/search?from=NYC&to=PAR&date=${ymd(days)}&tripType=oneway&adults=1`;

describe("/search with live sources (provider fakes)", () => {
  it("merges both sources; live offers carry no sample badge and cached prices show their age", async () => {
    await withPage(async (page) => {
      await page.goto(server.url + query(40));
      await page.getByTestId("offer-card").first().waitFor();
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await page.getByTestId("searching").waitFor({ state: "detached" });
      const providers = await page.$$eval("[data-testid=offer-card]", (cards) =>
        cards.map((c) => c.getAttribute("data-provider")),
      );
      expect(providers).toContain("amadeus");
      expect(providers).toContain("travelpayouts");
      for (const card of await page.locator("[data-testid=offer-card]:not([data-provider=sample])").all()) {
        expect(await card.getByTestId("sample-badge").count()).toBe(0);
      }
      const tp = page.locator("[data-testid=offer-card][data-provider=travelpayouts]");
      expect(
        await tp
          .first()
          .getByText(/price found (just now|\d+ (min|h|days) ago)/)
          .count(),
      ).toBe(1);
      const href = await tp.first().getByRole("link", { name: "View Deal on Aviasales →" }).getAttribute("href");
      const url = new URL(href ?? "");
      expect(url.searchParams.get("promo_id")).toBe("generic");
      expect(url.searchParams.get("custom_url")).toMatch(/^https:\/\/www\.aviasales\.com\//);
      const list = await page.$$eval("[data-testid=offer-card]", (cards) =>
        cards.map((c) => Number(c.getAttribute("data-price"))),
      );
      expect(list).toEqual([...list].sort((a, b) => a - b));
    });
  });

  it("one source failing still shows the other, and says so", async () => {
    await withPage(async (page) => {
      await page.route("**/functions/v1/search-travelpayouts*", (route) =>
        route.fulfill({ status: 502, contentType: "application/json", body: '{"error":"upstream down"}' }),
      );
      // Navigate client-side so the browser (not the server render) calls the sources.
      await page.goto(`${server.url}/search`);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await page.getByTestId("from-0").fill("NYC");
      await page.getByTestId("to-0").fill("PAR");
      await page.getByTestId("date-0").fill(ymd(41));
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.getByTestId("offer-card").first().waitFor();
      await page.getByText("Travelpayouts did not answer").waitFor();
      expect(await page.getByTestId("search-error").count()).toBe(0);
      // The sources' raw answers show only on request: the same search with ?debug=1, again in the browser.
      expect(await page.getByText("Debug info").count()).toBe(0);
      await page.evaluate(() => {
        window.history.pushState(null, "", `${window.location.href}&debug=1`);
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await page.getByText("Debug info").click();
      await expect
        .poll(() => page.locator("[data-testid=debug-info] pre").textContent())
        .toContain("fx_search-travelpayouts_502");
    });
  });

  it("both sources failing shows the Search Error box; Try again recovers", async () => {
    await withPage(async (page) => {
      const fail = (route: { fulfill: (r: object) => Promise<void> }) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' });
      await page.route("**/functions/v1/search-travelpayouts*", fail);
      await page.route("**/functions/v1/search-amadeus*", fail);
      await page.goto(`${server.url}/search`);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await page.getByTestId("from-0").fill("JFK");
      await page.getByTestId("to-0").fill("LHR");
      await page.getByTestId("date-0").fill(ymd(42));
      await page.getByRole("button", { name: "Search Flights" }).click();
      const box = page.getByTestId("search-error");
      await box.waitFor();
      expect(await box.getByRole("heading").textContent()).toBe("Search Error");
      expect(await box.textContent()).toContain("Search failed. Please try again.");
      await page.unroute("**/functions/v1/search-travelpayouts*");
      await page.unroute("**/functions/v1/search-amadeus*");
      await page.getByRole("button", { name: "Try again" }).click();
      await page.getByTestId("offer-card").first().waitFor();
      expect(await page.getByTestId("search-error").count()).toBe(0);
    });
  });
});
