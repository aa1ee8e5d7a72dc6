import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchDateWindow } from "../../app/core/search/search-params";
import {
  departureDateProblem,
  legOrderProblem,
  returnDateProblem,
  samePlaceProblem,
  TOO_MANY_ADULTS,
} from "../../app/core/search/search-rules";
import { launchBrowser } from "../support/browser";
import { ruleSays } from "../support/rules";
import { type RunningServer, startServer } from "../support/server";

/**
 * The form applies the shared search rules as a traveller types: the reason
 * next to the field (aria-invalid, aria-describedby), Search blocked, the date
 * picker limited to the window; the Search Error box gives the reason of a
 * shared link or of a server refusal; Multi City prefills and totals.
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
const SOON = shift(WINDOW.earliest, 30);
const PAST = shift(WINDOW.earliest, -1);
const TOO_FAR = shift(WINDOW.latest, 1);

async function withPage(width: number, fn: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  try {
    await fn(page);
  } finally {
    await context.close();
  }
}

async function openHydrated(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
}

/** The reason the field points at with aria-describedby, once it is marked invalid. */
async function reasonOf(page: Page, testId: string): Promise<string> {
  const field = page.getByTestId(testId);
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  const id = await field.getAttribute("aria-describedby");
  return (await page.locator(`[id="${id}"]`).textContent()) ?? "";
}

/**
 * Search refuses a search the rules refuse: it stays enabled (never grey without a reason),
 * and pressing it keeps the page and says to fix the fields marked with their reasons.
 */
async function expectBlocked(page: Page, name = "Search Flights") {
  const before = page.url();
  await page.getByRole("button", { name }).click();
  await page.getByTestId("search-blocked").waitFor();
  expect(page.url()).toBe(before);
}

/** After the fields are fixed, the refusal message is gone. */
async function expectUnblocked(page: Page) {
  await expect.poll(() => page.getByTestId("search-blocked").count()).toBe(0);
}

/** Types into a field and leaves it, as a person does. */
async function type(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).fill(text);
  await page.getByTestId(testId).press("Tab");
}

for (const [device, width] of [
  ["desktop", 1280],
  ["phone", 360],
] as const) {
  describe(`the form blocks what the rules refuse (${device})`, () => {
    it("same airport, same city, past, over a year ahead, too many adults: the reason at the field, Search blocked", async () => {
      await withPage(width, async (page) => {
        await openHydrated(page, "/search");
        await type(page, "from-0", "CDG");
        await type(page, "to-0", "CDG");
        await type(page, "date-0", SOON);
        expect(await reasonOf(page, "to-0")).toBe(ruleSays(samePlaceProblem("CDG", "CDG")));
        await expectBlocked(page);

        await type(page, "from-0", "JFK");
        await type(page, "to-0", "LGA");
        expect(await reasonOf(page, "to-0")).toBe(ruleSays(samePlaceProblem("JFK", "LGA")));
        await expectBlocked(page);

        await type(page, "to-0", "CDG");
        await expectUnblocked(page);
        await type(page, "date-0", PAST);
        expect(await reasonOf(page, "date-0")).toBe(ruleSays(departureDateProblem(PAST, WINDOW)));
        await expectBlocked(page);
        await type(page, "date-0", TOO_FAR);
        expect(await reasonOf(page, "date-0")).toBe(ruleSays(departureDateProblem(TOO_FAR, WINDOW)));
        await expectBlocked(page);

        // The picker offers only the window's days.
        const picker = page.getByTestId("date-0-picker");
        expect(await picker.getAttribute("min")).toBe(WINDOW.earliest);
        expect(await picker.getAttribute("max")).toBe(WINDOW.latest);

        await type(page, "date-0", SOON);
        await page.getByTestId("travellers-toggle").click();
        await type(page, "adults", "10");
        expect(await reasonOf(page, "adults")).toBe(ruleSays(TOO_MANY_ADULTS));
        // Close the picker as a person does (on a phone it covers the Search button).
        await page.getByRole("button", { name: "Done" }).click();
        await expectBlocked(page);
        await page.getByTestId("travellers-toggle").click();
        await type(page, "adults", "2");
        await expectUnblocked(page);
        expect(await page.getByTestId("to-0").getAttribute("aria-invalid")).toBeNull();
      });
    });

    it("a return before the departure: the reason at the return date, Search blocked, picker from the departure", async () => {
      await withPage(width, async (page) => {
        await openHydrated(page, "/search");
        await page.getByRole("tab", { name: "Return Flight" }).click();
        const submit = page.getByRole("button", { name: "Search Flights" });
        await type(page, "from-0", "JFK");
        await type(page, "to-0", "LHR");
        await type(page, "date-0", SOON);
        await type(page, "return-date", shift(SOON, -2));
        expect(await reasonOf(page, "return-date")).toBe(ruleSays(returnDateProblem(shift(SOON, -2), SOON, WINDOW)));
        await expectBlocked(page);
        expect(await page.getByTestId("return-date-picker").getAttribute("min")).toBe(SOON);
        await type(page, "return-date", shift(SOON, 7));
        await expectUnblocked(page);
        await submit.click();
        await page.waitForURL(new RegExp(`returnDate=${shift(SOON, 7)}`));
      });
    });

    it("a shared link that breaks a rule shows the reason in the Search Error box", async () => {
      await withPage(width, async (page) => {
        await openHydrated(page, `/search?from=JFK&to=LGA&date=${PAST}&tripType=oneway&adults=1`);
        const box = page.getByTestId("search-error");
        expect(await box.getByRole("listitem").allTextContents()).toEqual([
          ruleSays(samePlaceProblem("JFK", "LGA")),
          ruleSays(departureDateProblem(PAST, WINDOW)),
        ]);
        expect(await box.textContent()).not.toContain("Search failed");
        // The same reasons sit next to the prefilled fields.
        expect(await reasonOf(page, "to-0")).toBe(ruleSays(samePlaceProblem("JFK", "LGA")));
        expect(await page.getByTestId("offer-card").count()).toBe(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  });
}

describe("without JavaScript", () => {
  it("the home form's GET lands on /search with the reasons in the Search Error box and at the fields", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/`);
      await page.getByTestId("from-0").fill("New York (JFK)");
      await page.getByTestId("to-0").fill("LaGuardia (LGA)");
      await page.getByTestId("date-0").fill(PAST);
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL(/\/search\?/);
      expect(await page.getByTestId("search-error").getByRole("listitem").allTextContents()).toEqual([
        ruleSays(samePlaceProblem("JFK", "LGA")),
        ruleSays(departureDateProblem(PAST, WINDOW)),
      ]);
      expect(await reasonOf(page, "date-0")).toBe(ruleSays(departureDateProblem(PAST, WINDOW)));
      expect(await page.getByTestId("offer-card").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("server refusals and Multi City", () => {
  it("when the server refuses a search the form let through, the box shows the server's reason", async () => {
    await withPage(1280, async (page) => {
      const reason = `date: ${ruleSays(departureDateProblem(PAST, WINDOW))}`;
      await page.route("**/functions/v1/search-*", (route) =>
        route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: reason }) }),
      );
      await openHydrated(page, "/search");
      await type(page, "from-0", "JFK");
      await type(page, "to-0", "CDG");
      await type(page, "date-0", SOON);
      await page.getByRole("button", { name: "Search Flights" }).click();
      const box = page.getByTestId("search-error");
      await box.waitFor();
      expect(await box.getByRole("listitem").allTextContents()).toEqual([reason]);
      // Trying the same refused search again would not help.
      expect(await page.getByRole("button", { name: "Try again" }).count()).toBe(0);
    });
  });

  it("picking flight 1's destination starts flight 2 there; flight 2's picker starts at flight 1's date; dates out of order are refused; the whole trip is totalled", async () => {
    await withPage(1280, async (page) => {
      await openHydrated(page, "/search");
      await page.getByRole("tab", { name: "Multi City" }).click();
      await type(page, "from-0", "JFK");
      const to = page.getByTestId("to-0");
      await to.fill("Paris");
      await page
        .getByRole("option", { name: /\(CDG\)/ })
        .first()
        .click();
      expect(await page.getByTestId("from-1").inputValue()).toBe(await to.inputValue());
      await type(page, "date-0", shift(SOON, 4));
      // Flight 2's picker offers no day before flight 1's.
      expect(await page.getByTestId("date-1-picker").getAttribute("min")).toBe(shift(SOON, 4));
      expect(await page.getByTestId("date-0-picker").getAttribute("min")).toBe(WINDOW.earliest);
      await type(page, "to-1", "FCO");
      await type(page, "date-1", SOON);
      expect(await reasonOf(page, "date-1")).toBe(
        ruleSays(legOrderProblem({ index: 1, date: SOON }, { index: 0, date: shift(SOON, 4) })),
      );
      const submit = page.getByRole("button", { name: "Search Multi-City" });
      await expectBlocked(page, "Search Multi-City");
      await type(page, "date-1", shift(SOON, 6));
      await expectUnblocked(page);
      await submit.click();
      await page.waitForURL(/tripType=multicity/);
      expect(new URL(page.url()).searchParams.getAll("from")).toEqual(["JFK", "CDG"]);

      const total = page.getByTestId("trip-total");
      await total.waitFor();
      const cheapestOf = async (leg: number) =>
        Math.min(
          ...(await page
            .locator(`[data-testid=leg-results-${leg}] [data-testid=offer-card]`)
            .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute("data-price"))))),
        );
      const [first, second] = [await cheapestOf(0), await cheapestOf(1)];
      const legs = await total
        .getByTestId("trip-total-leg")
        .evaluateAll((items) => items.map((i) => Number(i.getAttribute("data-price"))));
      expect(legs).toEqual([first, second]);
      expect(Number(await total.getByTestId("trip-total-price").getAttribute("data-price"))).toBeCloseTo(
        first + second,
        6,
      );
      const text = (await total.textContent()) ?? "";
      expect(text).toContain("2 separate tickets");
      expect(text).toMatch(/Flight 1, JFK → CDG: \$[\d,]+ via Sample data/);
      expect(text).toMatch(/Flight 2, CDG → FCO: \$[\d,]+ via Sample data/);
    });
  });
});
