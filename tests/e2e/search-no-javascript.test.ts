import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchDateWindow } from "../../app/core/search/search-params";
import { returnDateProblem } from "../../app/core/search/search-rules";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { ruleSays } from "../support/rules";
import { type RunningServer, startServer } from "../support/server";

/**
 * No-JavaScript parity: with JavaScript off, at desktop and phone widths, a
 * traveller chooses Return Flight or Multi City (links marked aria-current), adds a flight (a
 * submit that sends the form back with one more), and reaches the results, whose heading gives
 * the trip in words; a broken rule says the same sentence as the form says with JavaScript.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shift = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const WINDOW = searchDateWindow();
const DATE = shift(WINDOW.earliest, 32);
const RETURN = shift(DATE, 7);
/** "Fri, Dec 18": how the heading writes a day on an English page. */
const inWords = (ymd: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
    Date.parse(`${ymd}T00:00:00Z`),
  );

async function withPage(width: number, javaScriptEnabled: boolean, fn: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
  const page = await context.newPage();
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

const tripLink = (page: Page, name: string) =>
  page.getByRole("group", { name: "Trip type" }).getByRole("link", { name });

for (const [device, width] of [
  ["desktop", 1280],
  ["phone", 390],
] as const) {
  describe(`without JavaScript (${device})`, () => {
    it("a return search from the home page reaches its results", async () => {
      await withPage(width, false, async (page) => {
        await page.goto(`${server.url}/`);
        expect(await tripLink(page, "One Way").getAttribute("aria-current")).toBe("page");
        expect(await page.getByTestId("return-date").count()).toBe(0);
        await tripLink(page, "Return Flight").click();
        await page.waitForURL(/\/\?tripType=roundtrip$/);
        expect(await tripLink(page, "Return Flight").getAttribute("aria-current")).toBe("page");
        expect(await tripLink(page, "One Way").getAttribute("aria-current")).toBeNull();
        await page.getByTestId("from-0").fill("NYC");
        await page.getByTestId("to-0").fill("PAR");
        await page.getByTestId("date-0").fill(DATE);
        await page.getByTestId("return-date").fill(RETURN);
        await page.getByRole("button", { name: "Search Flights" }).click();
        await page.waitForURL(/\/search\?/);
        const params = new URL(page.url()).searchParams;
        expect(params.get("tripType")).toBe("roundtrip");
        expect(params.getAll("from")).toEqual(["NYC"]);
        expect(params.get("returnDate")).toBe(RETURN);
        expect(await page.getByTestId("offer-card").count()).toBeGreaterThan(0);
        expect(
          await page
            .getByTestId("offer-card")
            .first()
            .getByText(/^Return · /)
            .count(),
        ).toBe(1);
        const heading = `New York → Paris, ${inWords(DATE)} – ${inWords(RETURN)} · 1 adult, economy`;
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
        expect(await page.title()).toContain(heading);
      });
    });

    it("a three-flight multi-city search: Add flight sends the form back with one more flight", async () => {
      await withPage(width, false, async (page) => {
        await page.goto(`${server.url}/`);
        await tripLink(page, "Multi City").click();
        await page.waitForURL(/\/\?tripType=multicity$/);
        expect(await page.getByTestId("from-1").count()).toBe(1);
        await page.getByTestId("from-0").fill("JFK");
        await page.getByTestId("to-0").fill("CDG");
        await page.getByTestId("date-0").fill(DATE);
        await page.getByTestId("from-1").fill("CDG");
        await page.getByTestId("to-1").fill("FCO");
        await page.getByTestId("date-1").fill(shift(DATE, 4));
        await page.getByRole("button", { name: "Add flight" }).click();
        await page.waitForURL(/edit=addFlight/);
        // What was typed comes back, with a third flight starting where the second lands; no refusal.
        expect(await page.getByTestId("to-1").inputValue()).toContain("(FCO)");
        expect(await page.getByTestId("from-2").inputValue()).toContain("(FCO)");
        expect(await page.getByRole("alert").count()).toBe(0);
        await page.getByTestId("to-2").fill("JFK");
        await page.getByTestId("date-2").fill(shift(DATE, 9));
        // Enter searches (the form's default button), though Add and Remove are submit buttons too.
        await page.getByTestId("date-2").press("Enter");
        await page.waitForURL((url) => url.pathname === "/search" && !url.searchParams.has("edit"));
        const params = new URL(page.url()).searchParams;
        expect(params.get("tripType")).toBe("multicity");
        // The fields the page sent back carry names with their codes, "Paris Charles de Gaulle (CDG)".
        const code = (text: string) => /\(([A-Z]{3})\)$/.exec(text)?.[1] ?? text;
        expect(params.getAll("from").map(code)).toEqual(["JFK", "CDG", "FCO"]);
        expect(params.getAll("to").map(code)).toEqual(["CDG", "FCO", "JFK"]);
        for (const leg of [0, 1, 2]) {
          expect(
            await page.locator(`[data-testid=leg-results-${leg}] [data-testid=offer-card]`).count(),
          ).toBeGreaterThan(0);
        }
        const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
        expect(heading).toContain(`New York City (JFK) → Paris (CDG), ${inWords(DATE)}; `);
        expect(heading).toContain(`Rome (FCO) → New York City (JFK), ${inWords(shift(DATE, 9))} · 1 adult`);
      });
    });

    it("Remove flight sends the form back without it; never fewer than two", async () => {
      await withPage(width, false, async (page) => {
        await page.goto(`${server.url}/search?tripType=multicity&from=JFK&to=CDG&date=&from=CDG&to=FCO&date=`);
        await page.getByRole("button", { name: "Add flight" }).click();
        await page.getByRole("button", { name: "Remove flight 2" }).click();
        await page.waitForURL(/edit=removeFlight-2/);
        expect(await page.getByTestId("from-1").inputValue()).toContain("(FCO)");
        expect(await page.getByTestId("from-2").count()).toBe(0);
        expect(await page.getByRole("button", { name: /^Remove flight/ }).count()).toBe(0);
      });
    });
  });
}

describe("the no-JavaScript form passes axe", () => {
  // axe needs the page's JavaScript engine (its timers stop with JavaScript off), so the site's
  // scripts are refused instead: the page never hydrates and keeps its no-JavaScript form.
  for (const path of [
    "/?tripType=roundtrip",
    "/search?tripType=multicity&from=JFK&to=CDG&date=&from=CDG&to=&date=&edit=addFlight",
  ]) {
    it(path, async () => {
      await withPage(390, true, async (page) => {
        await page.route(/\.js(\?|$)/, (route) => route.abort());
        await page.goto(`${server.url}${path}`);
        expect(await page.getByRole("group", { name: "Trip type" }).getByRole("link").count()).toBe(3);
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
});

describe("the same rule, the same sentence", () => {
  const before = shift(DATE, -3);
  const sentence = ruleSays(returnDateProblem(before, DATE, WINDOW)) ?? "";

  it("without JavaScript the results page refuses with the form's sentence", async () => {
    await withPage(390, false, async (page) => {
      await page.goto(`${server.url}/?tripType=roundtrip`);
      await page.getByTestId("from-0").fill("JFK");
      await page.getByTestId("to-0").fill("CDG");
      await page.getByTestId("date-0").fill(DATE);
      await page.getByTestId("return-date").fill(before);
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL(/\/search\?/);
      expect(sentence).toMatch(/^The return date .* is before the departure date/);
      expect(await page.getByText(sentence).count()).toBeGreaterThan(0);
      expect(await page.getByTestId("offer-card").count()).toBe(0);
    });
  });

  it("with JavaScript the form says it by the field", async () => {
    await withPage(1280, true, async (page) => {
      await page.goto(`${server.url}/`);
      await page.locator("form[data-hydrated=true]").waitFor();
      await page.getByRole("tab", { name: "Return Flight" }).click();
      await page.getByTestId("from-0").fill("JFK");
      await page.getByTestId("to-0").fill("CDG");
      await page.getByTestId("date-0").fill(DATE);
      await page.getByTestId("return-date").fill(before);
      await page.getByTestId("travellers-toggle").focus();
      await page.getByText(sentence).waitFor();
    });
  });
});
