import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { type RunningServer, startServer } from "../support/server";

// Filters and sort live in the URL (reload, back/forward, shared links) and work
// as GET forms without JavaScript.
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

async function withPage<T>(
  options: { width: number; javaScriptEnabled?: boolean },
  fn: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 500 ? 844 : 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

const stopsOfCards = (page: Page) =>
  page.$$eval("[data-testid=offer-card]", (cards) => cards.map((c) => c.getAttribute("data-stops")));
const minutesOfCards = (page: Page) =>
  page.$$eval("[data-testid=offer-card]", (cards) => cards.map((c) => Number(c.getAttribute("data-minutes"))));
const isSorted = (list: number[]) => list.every((v, i) => i === 0 || (list[i - 1] as number) <= v);

/**
 * The filters: the side panel on a desktop, the sheet on a phone (opened, used, then closed), once
 * the page has hydrated (after its first paint, decision 180), as a person would wait for the sheet.
 */
async function inFilters<T>(page: Page, fn: (filters: Locator) => Promise<T>): Promise<T> {
  await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
  const toggle = page.getByRole("button", { name: /^Filters/ });
  if (!(await toggle.isVisible())) return fn(page.getByRole("region", { name: "Filters" }));
  await toggle.click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  const result = await fn(sheet);
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "hidden" });
  return result;
}

async function expectNonstopFastest(page: Page) {
  await page.getByTestId("offer-card").first().waitFor();
  const stops = await stopsOfCards(page);
  expect(stops.length).toBeGreaterThan(0);
  expect(stops.every((s) => s === "0")).toBe(true);
  expect(isSorted(await minutesOfCards(page))).toBe(true);
  expect(await page.getByRole("button", { name: /^Fastest/ }).getAttribute("aria-pressed")).toBe("true");
}

describe.each([
  { name: "desktop", width: 1280 },
  { name: "phone", width: 390 },
])("filters and sort in the URL at $name width", ({ width }) => {
  it("survive a reload, back/forward and a shared link", async () => {
    await withPage({ width }, async (page) => {
      await page.goto(`${server.url}/search?${QUERY}`);
      await page.locator("form[data-hydrated=true]").waitFor({ state: "attached" });
      await page.getByTestId("offer-card").first().waitFor();
      const all = (await stopsOfCards(page)).length;
      await inFilters(page, (filters) => filters.getByRole("checkbox", { name: /Nonstop/ }).check());
      await page.getByRole("button", { name: /^Fastest/ }).click();
      const url = new URL(page.url());
      expect(url.searchParams.getAll("stops")).toEqual(["0"]);
      expect(url.searchParams.get("sort")).toBe("fastest");
      expect(url.searchParams.get("from")).toBe("JFK");
      await expectNonstopFastest(page);

      await page.reload();
      await expectNonstopFastest(page);
      expect(await inFilters(page, (filters) => filters.getByRole("checkbox", { name: /Nonstop/ }).isChecked())).toBe(
        true,
      );

      await page.goto(`${server.url}/about`);
      await page.goBack();
      await expectNonstopFastest(page);

      // A shared link opened in a fresh page.
      const shared = page.url();
      await withPage({ width }, async (other) => {
        await other.goto(shared);
        await expectNonstopFastest(other);
      });

      await inFilters(page, (filters) => filters.getByRole("link", { name: "Clear all" }).click());
      expect(new URL(page.url()).searchParams.has("stops")).toBe(false);
      expect((await stopsOfCards(page)).length).toBe(all);
    });
  });
});

describe("filters and sort without JavaScript", () => {
  it("apply as GET forms that keep the search, the filters and the sort", async () => {
    await withPage({ width: 1280, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${server.url}/search?${QUERY}`);
      await page.getByTestId("offer-card").first().waitFor();
      const filters = page.getByRole("region", { name: "Filters" });
      await filters.getByRole("checkbox", { name: /Nonstop/ }).check();
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/stops=0/);
      expect(new URL(page.url()).searchParams.get("from")).toBe("JFK");
      await page.getByRole("button", { name: /^Fastest/ }).click();
      await page.waitForURL(/sort=fastest/);
      expect(new URL(page.url()).searchParams.getAll("stops")).toEqual(["0"]);
      await expectNonstopFastest(page);
    });
  });
});
