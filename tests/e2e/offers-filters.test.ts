import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { resultCounts } from "../support/result-count";
import { type RunningServer, startServer } from "../support/server";

// Cards show emissions and bags; the lower-emissions, airport and layover filters work, live in the
// URL (a reload keeps them) and work as a GET form without JavaScript, at desktop and phone widths.
let server: RunningServer;
let browser: Browser;

const ymd = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const QUERY = `from=NYC&to=PAR&date=${ymd(30)}&returnDate=${ymd(37)}&tripType=roundtrip&adults=1`;

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

/** The filters: the side panel on a desktop, the sheet on a phone (opened, used, closed). */
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

const routes = (page: Page) => page.getByTestId("offer-route").allTextContents();
const cards = (page: Page) => page.getByTestId("offer-card");

async function expectNewarkOnly(page: Page) {
  await cards(page).first().waitFor();
  expect((await routes(page)).every((r) => r.startsWith("EWR →"))).toBe(true);
}

async function expectLowerEmissionsOnly(page: Page) {
  await cards(page).first().waitFor();
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  expect(await page.getByTestId("lower-emissions").count()).toBe(count);
}

const newark = (filters: Locator) =>
  filters.getByRole("group", { name: "Departure airport" }).getByRole("checkbox", { name: /^EWR/ });
const lowerEmissions = (filters: Locator) => filters.getByRole("checkbox", { name: /^Lower emissions only/ });

describe.each([
  { name: "desktop", width: 1280 },
  { name: "phone", width: 390 },
])("emissions, bags and the trip filters at $name width", ({ width }) => {
  it("cards show emissions and bags; the filters apply, go in the URL and survive a reload", async () => {
    await withPage({ width }, async (page) => {
      await page.goto(`${server.url}/search?${QUERY}`);
      const first = cards(page).first();
      await first.waitFor();
      await expect(first.getByTestId("emissions").textContent()).resolves.toMatch(/≈ [\d,]+ kg CO₂e \(estimate\)/);
      await expect(first.getByTestId("bags").isVisible()).resolves.toBe(true);
      const all = (await resultCounts(page)).total;

      await inFilters(page, (filters) => newark(filters).check());
      expect(new URL(page.url()).searchParams.getAll("depAirport")).toEqual(["EWR"]);
      await expectNewarkOnly(page);
      await expect.poll(async () => (await resultCounts(page)).matching).toBeLessThan(all);
      await page.reload();
      await expectNewarkOnly(page);

      await inFilters(page, async (filters) => {
        await newark(filters).uncheck();
        await lowerEmissions(filters).check();
      });
      const url = new URL(page.url());
      expect(url.searchParams.has("depAirport")).toBe(false);
      expect(url.searchParams.get("lowerEmissions")).toBe("1");
      await expectLowerEmissionsOnly(page);
      await page.reload();
      await expectLowerEmissionsOnly(page);
      expect(await inFilters(page, (filters) => lowerEmissions(filters).isChecked())).toBe(true);
    });
  });

  it("the longest-layover slider and the checked-bag price", async () => {
    await withPage({ width }, async (page) => {
      await page.goto(`${server.url}/search?${QUERY}`);
      await cards(page).first().waitFor();
      const all = (await resultCounts(page)).total;
      // The shortest "longest layover" the results offer.
      const shortest = await inFilters(page, async (filters) => {
        const slider = filters.getByTestId("max-layover");
        const min = (await slider.getAttribute("min")) ?? "";
        await slider.fill(min);
        await filters.getByRole("checkbox", { name: "Prices with 1 checked bag" }).check();
        return min;
      });
      const url = new URL(page.url());
      expect(url.searchParams.get("maxLayover")).toBe(shortest);
      expect(url.searchParams.get("bags")).toBe("1");
      await expect.poll(async () => (await resultCounts(page)).matching).toBeLessThan(all);
      await expect(page.getByTestId("bag-price").first().textContent()).resolves.toMatch(
        /Includes about|A checked bag is included|not known/,
      );
      await page.reload();
      await cards(page).first().waitFor();
      expect(await page.getByTestId("bag-price").count()).toBe(await cards(page).count());
    });
  });
});

describe("trip filters without JavaScript", () => {
  it("apply as a GET form that keeps the search", async () => {
    await withPage({ width: 1280, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${server.url}/search?${QUERY}`);
      await cards(page).first().waitFor();
      const filters = () => page.getByRole("region", { name: "Filters" });
      await newark(filters()).check();
      await filters().getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/depAirport=EWR/);
      expect(new URL(page.url()).searchParams.get("from")).toBe("NYC");
      await expectNewarkOnly(page);
      await newark(filters()).uncheck();
      await lowerEmissions(filters()).check();
      await filters().getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/lowerEmissions=1/);
      expect(new URL(page.url()).searchParams.has("depAirport")).toBe(false);
      await expectLowerEmissionsOnly(page);
    });
  });
});
