import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchSummary } from "../../app/features/search/form/search-summary";
import { serverTranslator } from "../../app/i18n/catalogue.server";
import { seriousViolations } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { resultCounts } from "../support/result-count";
import { type RunningServer, startServer } from "../support/server";

// Phone-first layout (decision 150). The whole one-way form on the home page's first
// screen, the search folded into one summary line on /search with the first card on the
// first screen, filters in a sheet, and at least four cards per 900 px on a desktop.
let server: RunningServer;
let browser: Browser;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const DATE = ymd(30);
const RETURN = ymd(37);
const ONE_WAY = `from=JFK&to=CDG&date=${DATE}&tripType=oneway&adults=1`;
const ROUND_TRIP = `from=JFK&to=CDG&date=${DATE}&returnDate=${RETURN}&tripType=roundtrip&adults=2`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(
  viewport: { width: number; height: number },
  fn: (page: Page) => Promise<T>,
  javaScriptEnabled = true,
): Promise<T> {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

async function openResults(page: Page, query: string) {
  await page.goto(`${server.url}/search?${query}`);
  await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
  await page.getByTestId("offer-card").first().waitFor();
}

const bottomOf = async (page: Page, testId: string) => {
  const box = await page.getByTestId(testId).boundingBox();
  return box ? box.y + box.height : Number.POSITIVE_INFINITY;
};

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));

describe("the home page on a phone (390×844)", () => {
  it("shows the whole one-way form on the first screen, Search enabled on one line", async () => {
    await withPage(PHONE, async (page) => {
      await page.goto(`${server.url}/`);
      await page.locator("form[data-hydrated=true]").waitFor();
      for (const field of ["from-0", "to-0", "date-0", "travellers-toggle"]) {
        expect(await bottomOf(page, field), field).toBeLessThanOrEqual(PHONE.height);
      }
      const submit = page.getByRole("button", { name: "Search Flights" });
      const box = await submit.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      // One line: the label is no taller than one line of its text.
      const label = submit.getByText("Search Flights");
      const lineHeight = await label.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      expect((await label.boundingBox())?.height).toBeLessThanOrEqual(lineHeight + 1);
      expect(await submit.isEnabled()).toBe(true);
    });
  });

  it("Search on an empty form says why at each field and focuses the first", async () => {
    await withPage(PHONE, async (page) => {
      await page.goto(`${server.url}/`);
      await page.locator("form[data-hydrated=true]").waitFor();
      await page.getByRole("button", { name: "Search Flights" }).click();
      expect(await page.getByRole("alert").filter({ hasText: "Fix the fields marked in red" }).count()).toBe(1);
      for (const field of ["from-0", "to-0", "date-0"]) {
        expect(await page.getByTestId(field).getAttribute("aria-invalid"), field).toBe("true");
      }
      expect(await focusedTestId(page)).toBe("from-0");
      expect(new URL(page.url()).pathname).toBe("/");
    });
  });
});

describe("/search after a search on a phone (390×844)", () => {
  it("folds the form into its summary line, the first card on the first screen; tap or keyboard to edit", async () => {
    await withPage(PHONE, async (page) => {
      await openResults(page, ONE_WAY);
      const summary = page.getByTestId("search-summary");
      const expected = searchSummary(serverTranslator("en"), {
        tripType: "oneway",
        legs: [{ from: "JFK", to: "CDG", date: DATE }],
        adults: 1,
      });
      expect(expected).toMatch(/^JFK → CDG · [A-Z][a-z]{2} \d{1,2} · 1 adult$/);
      expect(await page.getByTestId("search-summary-text").textContent()).toBe(expected);
      expect(await summary.getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByTestId("from-0").isVisible()).toBe(false);
      const first = await page.getByTestId("offer-card").first().boundingBox();
      expect(first?.y).toBeLessThan(PHONE.height);
      // The strip's caption is whole, and nothing runs off the side.
      const caption = page.getByTestId("strip-heading");
      expect(await caption.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // Debug output is not for travellers.
      expect(await page.getByText("Debug info").count()).toBe(0);

      await summary.click();
      expect(await summary.getAttribute("aria-expanded")).toBe("true");
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.getByTestId("from-0").isVisible()).toBe(true);
      expect(await page.getByTestId("from-0").inputValue()).toMatch(/\(JFK\)$/);
      await summary.focus();
      await page.keyboard.press("Enter");
      expect(await summary.getAttribute("aria-expanded")).toBe("false");
      await page.keyboard.press("Space");
      expect(await summary.getAttribute("aria-expanded")).toBe("true");

      // A new search folds the form again.
      await page.getByTestId("date-0").fill(ymd(31));
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.waitForURL(new RegExp(`date=${ymd(31)}`));
      await expect.poll(() => summary.getAttribute("aria-expanded")).toBe("false");
    });
  });

  it("a return search's summary is whole (wrapped, never cut off), the first card still on the first screen", async () => {
    await withPage(PHONE, async (page) => {
      await openResults(page, ROUND_TRIP);
      const text = page.getByTestId("search-summary-text");
      expect(await text.textContent()).toBe(
        searchSummary(serverTranslator("en"), {
          tripType: "roundtrip",
          legs: [{ from: "JFK", to: "CDG", date: DATE }],
          returnDate: RETURN,
          adults: 2,
        }),
      );
      expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect((await page.getByTestId("offer-card").first().boundingBox())?.y).toBeLessThan(PHONE.height);
    });
  });

  it("without JavaScript the full form shows instead of the summary button", async () => {
    await withPage(
      PHONE,
      async (page) => {
        await page.goto(`${server.url}/search?${ONE_WAY}`);
        await page.getByTestId("offer-card").first().waitFor();
        expect(await page.getByTestId("from-0").isVisible()).toBe(true);
        expect(await page.getByTestId("search-summary").isVisible()).toBe(false);
      },
      false,
    );
  });

  it("opens the filters in a sheet: keyboard in, focus kept inside, Escape out", async () => {
    await withPage(PHONE, async (page) => {
      await openResults(page, ONE_WAY);
      const { total } = await resultCounts(page);
      const trigger = page.getByRole("button", { name: /^Filters/ });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const sheet = page.getByRole("dialog", { name: "Filters" });
      await sheet.waitFor();
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      // Focus stays in the sheet however far the traveller tabs.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
      }
      await sheet.getByRole("checkbox", { name: /Nonstop/ }).check();
      await expect.poll(async () => (await resultCounts(page)).matching).toBeLessThan(total);
      const { matching } = await resultCounts(page);
      expect(new URL(page.url()).searchParams.getAll("stops")).toEqual(["0"]);
      await sheet.getByRole("button", { name: `Show ${matching} results` }).waitFor();
      await page.keyboard.press("Escape");
      await sheet.waitFor({ state: "hidden" });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await trigger.textContent()).toContain("Filters (1)");

      await trigger.click();
      await sheet.getByRole("button", { name: `Show ${matching} results` }).click();
      await sheet.waitFor({ state: "hidden" });
      // The first ten cards, or all when fewer match.
      expect(await page.getByTestId("offer-card").count()).toBe(Math.min(matching, 10));
    });
  });
});

describe("results on a desktop (1280×900)", () => {
  for (const [trip, query] of [
    ["one way", ONE_WAY],
    ["return", ROUND_TRIP],
  ] as const) {
    it(`shows at least four cards within 900 px (${trip})`, async () => {
      await withPage(DESKTOP, async (page) => {
        await openResults(page, query);
        await page.getByTestId("searching").waitFor({ state: "detached" });
        const boxes = await page.$$eval("[data-testid=offer-card]", (cards) =>
          cards.slice(0, 4).map((c) => {
            const r = c.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom };
          }),
        );
        expect(boxes).toHaveLength(4);
        const span = (boxes[3]?.bottom ?? 0) - (boxes[0]?.top ?? 0);
        expect(span).toBeLessThanOrEqual(DESKTOP.height);
        // Every card is as tall as every other whatever its flights (airlines, stops), so the
        // bound above holds on any day's sample data, not only on the day it was written.
        const heights = await page.$$eval("[data-testid=offer-card]", (cards) =>
          cards.map((c) => Math.round(c.getBoundingClientRect().height)),
        );
        expect(new Set(heights).size, heights.join(",")).toBe(1);
        // The side panel, not a sheet.
        expect(await page.getByRole("region", { name: "Filters" }).isVisible()).toBe(true);
        expect(await page.getByRole("button", { name: /^Filters/ }).isVisible()).toBe(false);
      });
    });
  }
});

describe("arrival and return-departure time filters", () => {
  const hours = (page: Page, nth: number, testId: string) =>
    page.$$eval(
      "[data-testid=offer-card]",
      (cards, [index, id]) =>
        cards.map((c) => Number(c.querySelectorAll(`[data-testid=${id}]`)[index as number]?.textContent?.slice(0, 2))),
      [nth, testId] as const,
    );

  it("are in the URL and restored after a reload", async () => {
    await withPage(DESKTOP, async (page) => {
      await openResults(page, ROUND_TRIP);
      await page.getByTestId("searching").waitFor({ state: "detached" });
      const filters = page.getByRole("region", { name: "Filters" });
      const arrival = filters.getByRole("group", { name: "Arrival time" });
      const back = filters.getByRole("group", { name: "Return departure time" });
      await arrival.getByRole("checkbox", { name: /Morning/ }).check();
      await arrival.getByRole("checkbox", { name: /Afternoon/ }).check();
      await back.getByRole("checkbox", { name: /Morning/ }).check();
      const url = new URL(page.url());
      expect(url.searchParams.getAll("arr")).toEqual(["morning", "afternoon"]);
      expect(url.searchParams.getAll("returnDep")).toEqual(["morning"]);
      const expectFiltered = async () => {
        const arrivals = await hours(page, 0, "arrive-time");
        const returns = await hours(page, 1, "depart-time");
        expect(arrivals.length).toBeGreaterThan(0);
        expect(arrivals.every((h) => h >= 6 && h < 18)).toBe(true);
        expect(returns.every((h) => h >= 6 && h < 12)).toBe(true);
      };
      await expectFiltered();

      await page.reload();
      await page.getByTestId("offer-card").first().waitFor();
      await expectFiltered();
      expect(await arrival.getByRole("checkbox", { name: /Afternoon/ }).isChecked()).toBe(true);
      expect(await back.getByRole("checkbox", { name: /Morning/ }).isChecked()).toBe(true);
      expect(await arrival.getByRole("checkbox", { name: /Evening/ }).isChecked()).toBe(false);
    });
  });

  it("apply without JavaScript as a GET form; one-way searches offer no return-time filter", async () => {
    await withPage(
      DESKTOP,
      async (page) => {
        await page.goto(`${server.url}/search?${ONE_WAY}`);
        await page.getByTestId("offer-card").first().waitFor();
        const filters = page.getByRole("region", { name: "Filters" });
        expect(await filters.getByRole("group", { name: "Return departure time" }).count()).toBe(0);
        await filters
          .getByRole("group", { name: "Arrival time" })
          .getByRole("checkbox", { name: /Evening/ })
          .check();
        await filters.getByRole("button", { name: "Apply filters" }).click();
        await page.waitForURL(/arr=evening/);
        expect(new URL(page.url()).searchParams.get("from")).toBe("JFK");
        const arrivals = await hours(page, 0, "arrive-time");
        expect(arrivals.length).toBeGreaterThan(0);
        expect(arrivals.every((h) => h >= 18)).toBe(true);
      },
      false,
    );
  });
});

describe("sort tabs on a narrow phone", () => {
  it("every tab's label stays inside its tab, in Dutch (Goedkoopste) and English, at 320 and 390 px", async () => {
    for (const [path, width] of [
      ["/nl/search", 320],
      ["/nl/search", 390],
      ["/search", 320],
    ] as const) {
      await withPage({ width, height: 844 }, async (page) => {
        await page.goto(`${server.url}${path}?${ONE_WAY}`);
        const tabs = page.locator('button[name="sort"]');
        await tabs.first().waitFor();
        const overflowing = await tabs.evaluateAll((buttons) =>
          buttons
            .map((button) => button.querySelector("span") as HTMLElement)
            .filter((label) => label.scrollWidth > label.clientWidth)
            .map((label) => label.textContent),
        );
        expect(overflowing, `${path} at ${width} px`).toEqual([]);
      });
    }
  });
});
