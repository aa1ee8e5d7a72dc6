import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { launchBrowser, waitUntilHydrated } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

/**
 * Price insight, the month view of a return trip and sharing, in Chromium on the offline engine
 * (sample history, built by the site's own calendars and searches): at desktop and phone widths,
 * with and without JavaScript.
 */

let server: RunningServer;
let browser: Browser;

const DAY_MS = 86_400_000;
const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
const DEPART = ymd(40);
const RETURN = new Date(Date.parse(`${DEPART}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
const RETURN_SEARCH = `/search?from=NYC&to=PAR&date=${DEPART}&returnDate=${RETURN}&tripType=roundtrip&adults=1`;
const monthName = (day: string) =>
  new Date(`${day.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
const nextMonth = (day: string) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};
const POLL = { timeout: 20_000 };

const WIDTHS = [
  ["desktop", 1280],
  ["phone", 390],
] as const;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withPage<T>(fn: (page: Page) => Promise<T>, options: { javaScriptEnabled?: boolean; width?: number }) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

/** The month view of the search prices the whole month: enough history for a verdict once written. */
async function buildHistory(page: Page) {
  await page.goto(`${server.url}${RETURN_SEARCH}&view=month`);
  await page.getByTestId("month-view").waitFor();
}

describe("price insight", () => {
  for (const [label, width] of WIDTHS) {
    it(`${label}: a return search shows a price verdict with its basis and a history chart`, async () => {
      await withPage(
        async (page) => {
          await buildHistory(page);
          // The history is written a moment after the prices are seen: reload until the verdict shows.
          await expect
            .poll(async () => {
              await page.goto(`${server.url}${RETURN_SEARCH}`);
              return page.getByTestId("price-verdict").count();
            }, POLL)
            .toBe(1);
          const panel = page.getByRole("region", { name: "Price insight" });
          // On a phone the basis and the chart are folded under one line; on a desktop they show.
          const more = panel.getByText("More about this price");
          expect(await more.isVisible()).toBe(width < 640);
          if (width < 640) await more.click();
          expect(await panel.getByTestId("price-verdict").textContent()).toMatch(/^(Low|Typical|High) price$/);
          expect(await panel.textContent()).toMatch(/Today's cheapest fare, \$[\d,]+ per adult, is (low|typical|high)/);
          expect(await panel.getByTestId("price-basis").textContent()).toMatch(
            new RegExp(
              `^Based on \\d+ prices seen for New York → Paris in ${monthName(DEPART)} \\(return trips of 5–9 nights, economy\\), last 60 days, from Sample data\\.$`,
            ),
          );
          await expect.poll(() => panel.getByTestId("price-sample").isVisible()).toBe(true);
          const chart = panel.getByRole("img", { name: /Lowest price seen each day, last 60 days/ });
          expect(await chart.isVisible()).toBe(true);
          const box = await chart.boundingBox();
          expect(box?.width ?? 0).toBeLessThanOrEqual(width);
          expect(await seriousViolations(page)).toEqual([]);
        },
        { width },
      );
    }, 90_000);
  }

  it("without JavaScript, the verdict, the chart and the link to share are on the page", async () => {
    await withPage(
      async (page) => {
        await buildHistory(page);
        await expect
          .poll(async () => {
            await page.goto(`${server.url}${RETURN_SEARCH}&stops=0`);
            return page.getByTestId("price-verdict").count();
          }, POLL)
          .toBe(1);
        // Folded on a phone: a <details> opens without JavaScript.
        await page.getByText("More about this price").click();
        expect(await page.getByRole("img", { name: /Lowest price seen each day/ }).isVisible()).toBe(true);
        const link = page.getByTestId("share-link");
        expect(await link.getAttribute("href")).toBe(`${server.url}${RETURN_SEARCH}&stops=0`);
      },
      { javaScriptEnabled: false, width: 390 },
    );
  }, 90_000);
});

describe("month view of a return trip", () => {
  for (const [label, width] of WIDTHS) {
    for (const javaScriptEnabled of [true, false]) {
      it(`${label}, ${javaScriptEnabled ? "with" : "without"} JavaScript: prices each day for the trip's length and moves month by month`, async () => {
        await withPage(
          async (page) => {
            await page.goto(`${server.url}${RETURN_SEARCH}&view=month`);
            const month = page.getByRole("table", { name: /Cheapest return fare for a 7-night trip by departure day/ });
            expect(await month.locator("caption").textContent()).toContain(monthName(DEPART));
            const next = page.getByRole("link", { name: `Next month, ${monthName(nextMonth(DEPART))}` });
            if (javaScriptEnabled) await waitUntilHydrated(next);
            // Moving the view never searches again: the results stay as they are.
            const searches: string[] = [];
            page.on("request", (request) => {
              if (/\/functions\/v1\/search-/.test(request.url())) searches.push(request.url());
            });
            await next.click();
            await page.waitForURL(new RegExp(`month=${nextMonth(DEPART).slice(0, 7)}`));
            await expect
              .poll(() => month.locator("caption").textContent(), POLL)
              .toContain(monthName(nextMonth(DEPART)));
            // Every day of the new month links to that search, back after 7 nights.
            const cell = month.getByTestId("calendar-cell").first();
            await expect.poll(() => cell.textContent(), POLL).toMatch(/\$[\d,]+.*Sample data/);
            const href = new URL((await cell.getAttribute("href")) ?? "", server.url);
            const day = href.searchParams.get("date") ?? "";
            expect(day.slice(0, 7)).toBe(nextMonth(DEPART).slice(0, 7));
            expect(Date.parse(href.searchParams.get("returnDate") ?? "") - Date.parse(day)).toBe(7 * DAY_MS);
            expect(href.searchParams.has("month")).toBe(false);
            // The search and its results stay.
            expect(await page.getByTestId("offer-card").count()).toBeGreaterThan(0);
            if (javaScriptEnabled) expect(searches).toEqual([]);
            await page.getByRole("link", { name: `Previous month, ${monthName(DEPART)}` }).click();
            await expect.poll(() => new URL(page.url()).searchParams.has("month")).toBe(false);
            await expect.poll(() => month.locator("caption").textContent(), POLL).toContain(monthName(DEPART));
          },
          { javaScriptEnabled, width },
        );
      }, 90_000);
    }
  }

  it("the date grid moves by a week, without JavaScript too", async () => {
    await withPage(
      async (page) => {
        await page.goto(`${server.url}${RETURN_SEARCH}&view=grid`);
        await page.getByRole("link", { name: "A week later" }).click();
        await page.waitForURL(/week=1/);
        const grid = page.getByTestId("date-grid");
        const firstRow = grid.getByRole("rowheader").first();
        const later = new Date(Date.parse(`${DEPART}T00:00:00Z`) + 4 * DAY_MS);
        expect(await firstRow.textContent()).toContain(String(later.getUTCDate()));
        await page.getByRole("link", { name: "A week earlier" }).click();
        await expect.poll(() => new URL(page.url()).searchParams.has("week")).toBe(false);
      },
      { javaScriptEnabled: false },
    );
  }, 60_000);
});

describe("share", () => {
  it("with JavaScript and Web Share, hands the results' address to the browser's share sheet", async () => {
    await withPage(
      async (page) => {
        await page.addInitScript(() => {
          const shared: unknown[] = [];
          Object.assign(window, { shared });
          Object.defineProperty(navigator, "share", {
            value: async (data: unknown) => {
              shared.push(data);
            },
          });
        });
        await page.goto(`${server.url}${RETURN_SEARCH}&stops=0`);
        const button = page.getByTestId("share-button");
        await waitUntilHydrated(button);
        await expect.poll(() => button.textContent()).toBe("Share");
        await button.click();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared[0]?.url))
          .toBe(`${server.url}${RETURN_SEARCH}&stops=0`);
      },
      { width: 390 },
    );
  }, 60_000);

  it("with JavaScript, copies the results' address with their filters where the browser cannot share", async () => {
    await withPage(
      async (page) => {
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
        await page.goto(`${server.url}${RETURN_SEARCH}&stops=0`);
        const button = page.getByTestId("share-button");
        await waitUntilHydrated(button);
        expect(await button.textContent()).toBe("Copy link");
        await button.click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Link copied." }).count()).toBe(1);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}${RETURN_SEARCH}&stops=0`);
      },
      { width: 390 },
    );
  }, 60_000);
});
